import { companyProfile } from '@flp/shared/resources';
import { Alert, App, Card, Space, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { Loading, RecordView, ResourceForm, type Row, resourceApi } from '../../crud';
import { useAuth } from '../../store/auth';

interface Current {
  profile: Row | null;
  /** What documents still miss, in the user's language (empty when complete). */
  missing: string[];
}

const api = resourceApi(companyProfile);

/**
 * 公司信息: the tenant's one legal profile (法定名称, 统一社会信用代码, 法定代表人, 住所, 联系电话) and its collection accounts,
 * which every generated document prints for the lessor. The form adds it the first time and edits it afterwards;
 * without the button, it is shown read-only.
 */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const permission = useAuth((s) => s.permission);
  const [current, setCurrent] = useState<Current>();
  const load = useCallback(() => http.get<Current>(`${api.base}/current`).then(setCurrent), []);
  useEffect(() => {
    void load();
  }, [load]);
  if (!current) return <Loading />;
  const { profile, missing } = current;
  const may = profile ? permission.company_profile_edit : permission.company_profile_add;
  return (
    <Card title={t('company.title')} className="company-page">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('company.intro')}
        </Typography.Paragraph>
        {missing.length ? (
          <Alert type="warning" showIcon message={t('company.missing', { items: missing.join('、') })} />
        ) : (
          <Alert type="success" showIcon message={t('company.complete')} />
        )}
        {may ? (
          <ResourceForm
            // a fresh form for each saved version (new ids of the accounts, the next version)
            key={profile ? `${profile.id}:${profile.version}` : 'new'}
            fields={companyProfile.fields}
            def={companyProfile}
            mode={profile ? 'edit' : 'add'}
            row={profile ?? { accounts: [{ forRent: 1 }] }}
            onSubmit={async (values) => {
              await api.submit(profile ? { ...values, id: profile.id, version: profile.version } : values);
              message.success(t('company.saved'));
              await load();
            }}
          />
        ) : (
          <>
            <Alert type="info" message={t('company.readOnly')} />
            {profile && <RecordView fields={companyProfile.fields} def={companyProfile} row={profile} />}
          </>
        )}
      </Space>
    </Card>
  );
}
