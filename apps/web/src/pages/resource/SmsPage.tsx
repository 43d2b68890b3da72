import { SendOutlined } from '@ant-design/icons';
import { SMS_MAX_PHONES, smsSetting } from '@flp/shared/resources';
import { App, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smsApi } from '../../api/sms';
import { ActionDialog, ResourcePage, type ResourcePageHandle, type Row } from '../../crud';
import { useEnableOne } from './enableOne';

/**
 * 资源管理 > 短信配置: the tenant's text-message providers (阿里云, 腾讯云, 云片, 七牛). One is enabled at a time: the
 * reminder rules and every send without a code go through it. 发送测试 sends a message through a setting — enabled or
 * not — and says what the provider answered; the secret key is never shown (the mask kept means "unchanged").
 */
export default function SmsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const page = useRef<ResourcePageHandle>(null);
  const [testing, setTesting] = useState<Row | null>(null);
  const enabling = useEnableOne(smsSetting, page, t('resource.smsEnableConfirm'));
  const send = async (values: { phones: string; params?: string }) => {
    const r = await smsApi.send({ code: String(testing?.smsCode), phones: values.phones, params: values.params });
    if (r.refused.length) modal.warning({ title: r.message, content: r.refused.join('\n') });
    else message.success(r.message);
  };
  return (
    <>
      <ResourcePage
        def={smsSetting}
        handleRef={page}
        menuWidth={300}
        columns={[enabling.column]}
        rowActions={(row, ctx) => (
          <>
            {enabling.action(row, ctx)}
            {ctx.can('sms_send') && (
              <Button type="link" size="small" icon={<SendOutlined />} onClick={() => setTesting(row)}>
                {t('resource.smsTest')}
              </Button>
            )}
          </>
        )}
      />
      <ActionDialog<{ phones: string; params?: string }>
        open={!!testing}
        title={`${t('resource.smsTest')} — ${String(testing?.smsCode ?? '')}`}
        okText={t('resource.smsSend')}
        formProps={{ layout: 'vertical' }}
        onSubmit={send}
        onClose={() => setTesting(null)}
      >
        <Form.Item
          name="phones"
          label={t('resource.smsPhones')}
          extra={t('resource.smsPhonesHint', { max: SMS_MAX_PHONES })}
          rules={[{ required: true, message: t('resource.smsPhonesRequired') }]}
        >
          <Input.TextArea rows={3} placeholder="13800000000, 13900000000" />
        </Form.Item>
        <Form.Item name="params" label={t('resource.smsParams')} extra={t('resource.smsParamsHint')}>
          <Input.TextArea rows={3} placeholder='{"code":"1234"}' />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
