import { ENTERPRISE_PERMISSIONS, ENTERPRISE_PROVIDERS, type EnterpriseSettingView } from '@flp/shared/resources';
import { App, Button, Card, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { ProviderSettingForm } from '../../components/ProviderSettingForm';
import { usePermission } from '../../store/auth';
import { enterpriseApi } from './api';

/** The form holds what the settings view shows, less what the server reports about them. */
type Values = Omit<EnterpriseSettingView, 'configured' | 'updateTime'>;

/**
 * 外部数据服务: the tenant's enterprise-data provider — address, keys (shown masked; a mask left as it is keeps the
 * stored key), timeout, cache days — and 连接测试 on the saved settings. One record per tenant, so a form rather
 * than a list.
 */
export default function EnterpriseSettingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = usePermission(ENTERPRISE_PERMISSIONS.settingEdit);
  const [form] = Form.useForm<Values>();
  const [configured, setConfigured] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [testName, setTestName] = useState('');
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    void enterpriseApi.setting().then((v) => {
      form.setFieldsValue({ ...v, enabled: v.enabled || !v.configured });
      setConfigured(v.configured);
    });
  }, [form]);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = await enterpriseApi.saveSetting({ ...v, enabled: v.enabled ? 1 : 0 });
      form.setFieldsValue({ ...saved });
      setConfigured(saved.configured);
      message.success(t('enterprise.saved'));
    } finally {
      setSaving(false);
    }
  };

  const test = async () => {
    setTesting(true);
    setTestResult(null);
    try {
      const r = await enterpriseApi.test(testName);
      setTestResult({
        ok: true,
        text: r.found
          ? t('enterprise.testOk', { name: r.name, code: r.creditCode, ms: r.elapsedMs })
          : t('enterprise.testNone', { ms: r.elapsedMs }),
      });
    } catch (e) {
      setTestResult({ ok: false, text: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Card
      className="enterprise-setting"
      title={
        <Space>
          {t('enterprise.settingsTitle')}
          {configured !== null && (
            <Tag color={configured ? 'green' : 'orange'}>
              {configured ? t('enterprise.configured') : t('enterprise.unconfigured')}
            </Tag>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('enterprise.settingsNote')}</Typography.Paragraph>
      <ProviderSettingForm
        form={form}
        providers={ENTERPRISE_PROVIDERS}
        placeholder="https://api.qichacha.com"
        disabled={!canEdit}
        saving={saving}
        onSave={() => void save()}
        extra={
          <Form.Item name="cacheDays" label={t('enterprise.f.cacheDays')}>
            <InputNumber min={1} max={365} />
          </Form.Item>
        }
      />
      <Space wrap style={{ marginTop: 8 }}>
        <Input
          className="enterprise-test-name"
          style={{ width: 280 }}
          placeholder={t('enterprise.testName')}
          value={testName}
          onChange={(e) => setTestName(e.target.value)}
        />
        <Button loading={testing} disabled={!canEdit || testName.trim().length < 2} onClick={() => void test()}>
          {t('enterprise.test')}
        </Button>
      </Space>
      {testResult && (
        <Typography.Paragraph
          className="enterprise-test-result"
          type={testResult.ok ? 'success' : 'danger'}
          style={{ marginTop: 8 }}
        >
          {testResult.text}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
