import type { Localized } from '@flp/shared/resources';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoc } from '../crud/labels';

/**
 * The form of an outside provider's setting (外部数据服务, 外部服务设置): which provider, its address, its keys — shown
 * masked by the server; a mask left as it is keeps the stored key —, the timeout and whether it is on. `extra`: a
 * setting's own fields (the registry data's cache days), before 启用.
 */
export function ProviderSettingForm(props: {
  form: FormInstance;
  providers: readonly { value: string; label: Localized }[];
  placeholder?: string;
  disabled: boolean;
  saving: boolean;
  onSave(): void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const loc = useLoc();
  const f = (k: string) => t(`provider.${k}`);
  return (
    <Form
      form={props.form}
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      style={{ maxWidth: 720 }}
      disabled={props.disabled}
    >
      <Form.Item name="provider" label={f('provider')} rules={[{ required: true }]}>
        <Select options={props.providers.map((p) => ({ value: p.value, label: loc(p.label) }))} />
      </Form.Item>
      <Form.Item name="baseUrl" label={f('baseUrl')} rules={[{ required: true }]}>
        <Input placeholder={props.placeholder} />
      </Form.Item>
      <Form.Item name="appKey" label={f('appKey')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="secretKey" label={f('secretKey')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="timeoutMs" label={f('timeoutMs')}>
        <InputNumber min={1000} max={60000} step={1000} />
      </Form.Item>
      {props.extra}
      <Form.Item name="enabled" label={f('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" loading={props.saving} onClick={props.onSave}>
          {f('save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
