import { monitorConf } from '@flp/shared/resources';
import { App, Button, Form, Input, Modal, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';

const API = `/api${monitorConf.api}`;

/**
 * 推送设置: a provider's pushes received at the tenant's webhook (off by default), each signed with the secret set
 * here — the secret is written, never shown again; the address to give the provider is shown once saved.
 */
export function PushSettings() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<{ url: string; header: string; enabled: boolean }>();
  const [form] = Form.useForm();
  const save = async () => {
    const v = await form.validateFields();
    const r = await http.post<{ url: string; header: string; enabled: boolean }>(`${API}/pushUrl`, {
      enabled: v.enabled ? 1 : 0,
      ...(v.secret ? { secret: v.secret } : {}),
    });
    setSaved(r);
    message.success(t('monitor.pushSaved'));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('monitor.push')}</Button>
      <Modal
        open={open}
        title={t('monitor.push')}
        onCancel={() => setOpen(false)}
        onOk={save}
        okText={t('crud.save')}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('monitor.pushHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ enabled: false }}>
          <Form.Item name="enabled" label={t('monitor.pushEnabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="secret" label={t('monitor.pushSecret')} rules={[{ min: 16, max: 128 }]}>
            <Input.Password autoComplete="new-password" placeholder={t('monitor.pushSecretPlaceholder')} />
          </Form.Item>
        </Form>
        {saved?.enabled && (
          <Typography.Paragraph copyable={{ text: saved.url }} className="monitor-push-url">
            {t('monitor.pushUrl', { url: saved.url, header: saved.header })}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
