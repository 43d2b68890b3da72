import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAvatar, uploadAvatar } from '../../api/files';

/**
 * An image upload for avatars and QR codes: jpg/png of at most 500 KB, checked here before anything is sent (the
 * server checks again by the bytes). The value is the link the server answers.
 */
export function ImageUpload({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (link: string) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      id={id}
      accept=".jpg,.jpeg,.png,image/jpeg,image/png"
      listType="picture-card"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = checkAvatar(file);
        if (problem === 'type') message.error(t('system.info.avatarType'));
        if (problem === 'size') message.error(t('system.info.avatarSize'));
        return problem ? Upload.LIST_IGNORE : true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true);
        try {
          const r = await uploadAvatar(file as File);
          onChange?.(r.link);
          onSuccess?.(r);
        } catch (e) {
          onError?.(e as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {value && !busy ? (
        <img src={value} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 8 }} />
      ) : (
        <div>
          {busy ? <LoadingOutlined /> : <PlusOutlined />}
          <div style={{ marginTop: 8 }}>{t('system.info.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
