import type { CompanyBrief } from '@flp/shared/resources';
import { Alert, Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { EnterpriseDataPanel } from './EnterpriseDataPanel';
import { enterpriseApi, isNotConfigured } from './api';

/**
 * 工商信息查询: companies found by name, code or legal representative (模糊搜索); the one picked is shown in the same
 * EnterpriseDataPanel the customer screen embeds.
 */
export default function EnterpriseQueryPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<CompanyBrief[] | null>(null);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async () => {
    const k = keyword.trim();
    if (k.length < 2) return;
    setLoading(true);
    setError(null);
    try {
      const page = await enterpriseApi.search(k);
      setRows(page.records);
      setPicked(page.records.length === 1 ? page.records[0].name : '');
    } catch (e) {
      setRows(null);
      // Not configured: the panel says so (with the settings link for those who may change them).
      if (isNotConfigured(e)) setPicked(k);
      else setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} className="enterprise-query">
      <Card size="small">
        <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
          <Input
            className="enterprise-keyword"
            allowClear
            placeholder={t('enterprise.searchPlaceholder')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => void search()}
          />
          <Button type="primary" loading={loading} onClick={() => void search()}>
            {t('enterprise.search')}
          </Button>
        </Space.Compact>
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon message={error} />}
        {rows && (
          <Table
            style={{ marginTop: 12 }}
            size="small"
            rowKey="keyNo"
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('enterprise.f.name') },
              { key: 'creditCode', dataIndex: 'creditCode', title: t('enterprise.f.creditCode') },
              { key: 'legalPerson', dataIndex: 'legalPerson', title: t('enterprise.f.legalPerson') },
              { key: 'establishedDate', dataIndex: 'establishedDate', title: t('enterprise.f.establishedDate') },
              { key: 'status', dataIndex: 'status', title: t('enterprise.f.status') },
              {
                key: 'op',
                title: '',
                render: (_v, r) => (
                  <Button type="link" size="small" onClick={() => setPicked(r.name)}>
                    {t('enterprise.pick')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {picked && (
        <Card size="small" title={picked}>
          <EnterpriseDataPanel companyName={picked} />
        </Card>
      )}
    </Space>
  );
}
