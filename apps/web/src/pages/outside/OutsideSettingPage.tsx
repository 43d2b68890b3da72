import {
  OUTSIDE_PERMISSIONS,
  OUTSIDE_PROVIDERS,
  OUTSIDE_SERVICES,
  OUTSIDE_SETTING_API,
  type OutsideSettingView,
} from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Card, Descriptions, Form, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { wxApi } from '../../api/system';
import { ProviderSettingForm } from '../../components/ProviderSettingForm';
import { useLoc } from '../../crud/labels';
import { usePermission } from '../../store/auth';

const API = `/api${OUTSIDE_SETTING_API}`;

/** One service's provider: its form, saved on its own. */
function ServiceCard({ view }: { view: OutsideSettingView }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const { message } = App.useApp();
  const canEdit = usePermission(OUTSIDE_PERMISSIONS.settingEdit);
  const [form] = Form.useForm();
  const [configured, setConfigured] = useState(view.configured);
  const [saving, setSaving] = useState(false);
  const [savedAt, setSavedAt] = useState(view.updateTime);
  const service = OUTSIDE_SERVICES.find((s) => s.value === view.service)!;

  useEffect(() => {
    form.setFieldsValue({ ...view, enabled: view.enabled || !view.configured });
  }, [form, view]);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const saved = await http.post<OutsideSettingView>(`${API}/submit`, {
        ...v,
        service: view.service,
        enabled: v.enabled ? 1 : 0,
      });
      form.setFieldsValue(saved);
      setConfigured(saved.configured);
      setSavedAt(saved.updateTime);
      message.success(t('provider.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      className={`outside-setting outside-setting-${view.service}`}
      title={
        <Space>
          {loc(service.label)}
          <Tag color={configured ? 'green' : 'orange'}>
            {configured ? t('provider.configured') : t('provider.unconfigured')}
          </Tag>
        </Space>
      }
    >
      <ProviderSettingForm
        form={form}
        providers={OUTSIDE_PROVIDERS.filter((p) => (service.providers as readonly string[]).includes(p.value))}
        placeholder={'baseUrl' in service ? service.baseUrl : 'https://api.qichacha.com'}
        disabled={!canEdit}
        saving={saving}
        onSave={() => void save()}
      />
      {view.service === 'wxMp' && <WxCallback savedAt={savedAt} />}
    </Card>
  );
}

/** What WeChat's 服务器配置 needs (the Token follows the AppSecret, so it is asked again after each save). */
function WxCallback({ savedAt }: { savedAt: string | null }) {
  const { t } = useTranslation();
  const { data: info } = useQuery({ queryKey: ['wx-callback', savedAt], queryFn: wxApi.callbackInfo });
  if (!info) return null;
  return (
    <Descriptions
      className="wx-callback"
      size="small"
      column={1}
      title={t('outside.wxCallback')}
      items={[
        { key: 'keys', label: t('outside.wxKeys'), children: t('outside.wxKeysNote') },
        {
          key: 'url',
          label: 'URL',
          children: <Typography.Text copyable>{`${window.location.origin}${info.path}`}</Typography.Text>,
        },
        {
          key: 'token',
          label: 'Token',
          children: info.token ? (
            <Typography.Text copyable>{info.token}</Typography.Text>
          ) : (
            <Typography.Text type="secondary">{t('outside.wxTokenAfterSecret')}</Typography.Text>
          ),
        },
      ]}
    />
  );
}

/** 外部服务设置: each outside service's provider (one card each), keys masked. */
export default function OutsideSettingPage() {
  const { t } = useTranslation();
  const [views, setViews] = useState<OutsideSettingView[]>([]);
  useEffect(() => {
    void http.get<OutsideSettingView[]>(`${API}/list`).then(setViews);
  }, []);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Paragraph type="secondary">{t('outside.settingsNote')}</Typography.Paragraph>
      {views.map((v) => (
        <ServiceCard key={v.service} view={v} />
      ))}
    </Space>
  );
}
