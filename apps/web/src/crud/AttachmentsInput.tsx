import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttachmentInfo, FieldDef } from '@flp/shared/resources';
import { Button, List, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachmentsApi } from '../api/attachments';
import { uploadFile } from '../api/files';

/** A stored value of an attachments field: the files a read answered, or ids still to be read. */
export const asFiles = (v: unknown): AttachmentInfo[] =>
  Array.isArray(v) ? v.filter((x): x is AttachmentInfo => !!x && typeof x === 'object' && 'id' in x) : [];

export const fileSize = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${Math.round(n / 1024)} KB` : `${n} B`;

/**
 * The input of an `attachments` field: uploads each chosen file to put-file at once (the server checks its type and
 * size), lists the files with download and remove, and hands the form the list — saved with the record, which links
 * the uploads in its own transaction.
 */
export function AttachmentsInput({
  field,
  value,
  onChange,
  disabled,
  id,
}: {
  field: FieldDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const files = asFiles(value);
  // Several uploads finish in any order: each adds itself to the list as the last one left it.
  const current = useRef(files);
  current.current = files;
  const [busy, setBusy] = useState(0);
  const max = field.max ?? 20;
  return (
    <div id={id} className="flp-attachments">
      {!disabled && (
        <Upload
          multiple={max > 1}
          accept={field.accept}
          showUploadList={false}
          disabled={files.length >= max}
          customRequest={async ({ file, onSuccess, onError }) => {
            setBusy((n) => n + 1);
            try {
              const up = await uploadFile(file as File);
              const added: AttachmentInfo = {
                id: up.attachId,
                name: up.originalName,
                size: (file as File).size,
                contentType: (file as File).type,
                link: up.link,
              };
              current.current = [...current.current, added];
              onChange?.(current.current);
              onSuccess?.(up);
            } catch (e) {
              onError?.(e as Error);
            } finally {
              setBusy((n) => n - 1);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy > 0} disabled={files.length >= max}>
            {t('resource.upload')}
          </Button>
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {t('resource.uploadHint', { max })}
          </Typography.Text>
        </Upload>
      )}
      <FileList files={files} onRemove={disabled ? undefined : (f) => onChange?.(files.filter((x) => x.id !== f.id))} />
    </div>
  );
}

/** Files with their size, a download (through a ticket) and, when given, remove. */
export function FileList({ files, onRemove }: { files: AttachmentInfo[]; onRemove?: (f: AttachmentInfo) => void }) {
  const { t } = useTranslation();
  if (!files.length)
    return onRemove ? null : <Typography.Text type="secondary">{t('resource.noFiles')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={files}
      className="flp-file-list"
      renderItem={(f) => (
        <List.Item
          actions={[
            <Button
              key="download"
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`${t('resource.download')} ${f.name}`}
              onClick={() => void attachmentsApi.open(f.link)}
            />,
            ...(onRemove
              ? [
                  <Button
                    key="remove"
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('resource.removeFile')} ${f.name}`}
                    onClick={() => onRemove(f)}
                  />,
                ]
              : []),
          ]}
        >
          {/* the name takes the room beside the actions and no more: in a table cell (a record viewed on a phone)
              a width taken from the whole name would push the table past the screen */}
          <Typography.Text ellipsis style={{ flex: '1 1 0', width: 0 }}>
            <PaperClipOutlined /> {f.name} <Typography.Text type="secondary">({fileSize(f.size)})</Typography.Text>
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
