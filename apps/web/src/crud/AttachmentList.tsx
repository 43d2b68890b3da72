import { FileZipOutlined } from '@ant-design/icons';
import type { AttachmentInfo } from '@flp/shared/resources';
import { Button, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../api/attachments';
import { FileList } from './AttachmentsInput';

/**
 * The files of one record, for a record's tab: every attachment linked to it (any field, any kind), each to
 * download, and all of them as one zip.
 */
export function AttachmentList({ businessType, businessId }: { businessType: string; businessId: string }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<AttachmentInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    setFiles(null);
    attachmentsApi
      .ofRecord(businessId, businessType)
      .then((f) => live && setFiles(f))
      .catch(() => live && setFiles([]));
    return () => {
      live = false;
    };
  }, [businessId, businessType]);
  if (!files) return <Spin size="small" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {files.length > 1 && (
        <Button
          size="small"
          icon={<FileZipOutlined />}
          onClick={() => void attachmentsApi.open(attachmentsApi.zipOfRecord(businessId, businessType))}
        >
          {t('resource.downloadAll')}
        </Button>
      )}
      <FileList files={files} />
    </Space>
  );
}
