import { ReloadOutlined } from '@ant-design/icons';
import { ENTERPRISE_DATASETS, ENTERPRISE_PERMISSIONS, type EnterpriseDataset } from '@flp/shared/resources';
import { Alert, Badge, Button, Descriptions, Result, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { useLoc } from '../../crud/labels';
import { usePermission } from '../../store/auth';
import { type CompanyBasic, enterpriseApi, isNotConfigured } from './api';

/** A column's label: the dataset's own word for `name` (股东名称, 姓名 …), else the field's. */
const NAME_LABEL: Partial<Record<EnterpriseDataset, string>> = {
  shareholders: 'shareholderName',
  personnel: 'personName',
  investments: 'investeeName',
  branches: 'branchName',
};

/** The columns of each dataset, by the row fields the server maps to (modules/enterprise/qichacha-map.ts). */
const COLUMNS: Record<EnterpriseDataset, string[]> = {
  shareholders: ['name', 'type', 'percent', 'subscribedCapital', 'subscribedDate'],
  personnel: ['name', 'job'],
  changes: ['date', 'item', 'before', 'after'],
  investments: ['name', 'legalPerson', 'registeredCapital', 'ratio', 'establishedDate', 'status'],
  branches: ['name', 'legalPerson', 'status'],
  cases: ['caseNo', 'caseName', 'reason', 'amount', 'judgeDate'],
  dishonest: ['caseNo', 'court', 'performance', 'amount', 'filedDate', 'publishedDate'],
};

type Failure = { notConfigured: boolean; message: string } | null;
const failureOf = (e: unknown): Failure => ({
  notConfigured: isNotConfigured(e),
  message: e instanceof ApiError ? e.message : String(e),
});

function Provenance({ fromCache, fetchedAt }: { fromCache: boolean; fetchedAt: string }) {
  const { t } = useTranslation();
  return (
    <Space size={4} className="enterprise-provenance">
      <Tag color={fromCache ? 'default' : 'green'}>
        {fromCache ? t('enterprise.fromCache') : t('enterprise.fromProvider')}
      </Tag>
      <Typography.Text type="secondary">{t('enterprise.fetchedAt', { time: fetchedAt })}</Typography.Text>
    </Space>
  );
}

/** One dataset's table, paged through tabData (the first page usually comes from the cache the counts filled). */
function DatasetTable(props: {
  companyName: string;
  customerId?: string | null;
  dataset: EnterpriseDataset;
  stamp: number;
}) {
  const { t } = useTranslation();
  const { companyName, customerId, dataset, stamp } = props;
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [data, setData] = useState<Awaited<ReturnType<typeof enterpriseApi.tab>> | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [loading, setLoading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stamp reloads after 刷新
  useEffect(() => {
    let live = true;
    setLoading(true);
    enterpriseApi
      .tab(companyName, dataset, page.current, page.size, { customerId })
      .then((d) => {
        if (!live) return;
        setData(d);
        setFailure(null);
      })
      .catch((e) => live && setFailure(failureOf(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [companyName, customerId, dataset, page, stamp]);
  if (failure) return <Alert type="error" showIcon message={failure.message} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {data && <Provenance fromCache={data.fromCache} fetchedAt={data.fetchedAt} />}
      <Table
        size="small"
        rowKey={(_r, i) => String(i)}
        loading={loading}
        scroll={{ x: 'max-content' }}
        dataSource={data?.records ?? []}
        columns={COLUMNS[dataset].map((f) => ({
          key: f,
          dataIndex: f,
          title: t(`enterprise.f.${(f === 'name' && NAME_LABEL[dataset]) || f}`),
        }))}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          size: 'small',
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </Space>
  );
}

function BasicView({ data }: { data: CompanyBasic }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`enterprise.f.${k}`);
  const term = [data.businessTermStart, data.businessTermEnd || '—'].filter(Boolean).join(' ~ ');
  return (
    <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}>
      <Descriptions.Item label={f('name')}>{data.name}</Descriptions.Item>
      <Descriptions.Item label={f('creditCode')}>{data.creditCode}</Descriptions.Item>
      <Descriptions.Item label={f('legalPerson')}>{data.legalPerson}</Descriptions.Item>
      <Descriptions.Item label={f('registeredCapital')}>{data.registeredCapital}</Descriptions.Item>
      <Descriptions.Item label={f('paidInCapital')}>{data.paidInCapital}</Descriptions.Item>
      <Descriptions.Item label={f('establishedDate')}>{data.establishedDate}</Descriptions.Item>
      <Descriptions.Item label={f('status')}>{data.status}</Descriptions.Item>
      <Descriptions.Item label={f('companyType')}>{data.companyType}</Descriptions.Item>
      <Descriptions.Item label={f('registrationAuthority')}>{data.registrationAuthority}</Descriptions.Item>
      <Descriptions.Item label={f('businessTerm')}>{term}</Descriptions.Item>
      <Descriptions.Item label={f('industry')}>{data.industry}</Descriptions.Item>
      <Descriptions.Item label={f('province')}>{data.province}</Descriptions.Item>
      <Descriptions.Item label={f('formerNames')}>{data.formerNames.join('、')}</Descriptions.Item>
      <Descriptions.Item label={f('address')} span={3}>
        {data.address}
      </Descriptions.Item>
      <Descriptions.Item label={f('scope')} span={3}>
        {data.scope}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 工商信息 of one company, for the customer screen's tab (and 工商信息查询): 工商照面 and a tab per dataset with its
 * count, where each answer came from and when, 刷新 (its own button permission) and the not-configured state.
 */
export function EnterpriseDataPanel({ companyName, customerId }: { companyName: string; customerId?: string | null }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const navigate = useNavigate();
  const canRefresh = usePermission(ENTERPRISE_PERMISSIONS.refresh);
  const canConfigure = usePermission(ENTERPRISE_PERMISSIONS.settingView);
  const [detail, setDetail] = useState<Awaited<ReturnType<typeof enterpriseApi.detail>> | null>(null);
  const [counts, setCounts] = useState<Record<string, number | null> | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [loading, setLoading] = useState(false);
  const [stamp, setStamp] = useState(0);

  const load = useCallback(
    async (refresh: boolean) => {
      if (!companyName.trim()) return;
      setLoading(true);
      try {
        const d = await enterpriseApi.detail(companyName, { customerId, refresh });
        setDetail(d);
        setFailure(null);
        // An account may lack one dataset's endpoint: the details still show, and that tab says why it is empty.
        const c = await enterpriseApi.counts(companyName, { customerId, refresh }).catch(() => null);
        setCounts(c?.counts ?? null);
        setStamp((s) => s + 1);
      } catch (e) {
        setFailure(failureOf(e));
      } finally {
        setLoading(false);
      }
    },
    [companyName, customerId],
  );
  useEffect(() => {
    setDetail(null);
    setCounts(null);
    void load(false);
  }, [load]);

  if (!companyName.trim()) return <Result status="info" title={t('enterprise.noCompany')} />;
  if (failure?.notConfigured)
    return (
      <Result
        className="enterprise-not-configured"
        status="warning"
        title={t('enterprise.notConfigured')}
        subTitle={t('enterprise.notConfiguredHint')}
        extra={
          canConfigure && (
            <Button type="primary" onClick={() => navigate('/system/enterprise-setting')}>
              {t('enterprise.goSettings')}
            </Button>
          )
        }
      />
    );
  const refreshButton = canRefresh && (
    <Button icon={<ReloadOutlined />} loading={loading} onClick={() => void load(true)}>
      {t('enterprise.refresh')}
    </Button>
  );
  if (failure)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="error" showIcon message={failure.message} />
        {refreshButton}
      </Space>
    );
  // The provenance and 刷新 sit above the tabs, so on a narrow window the tab list keeps its width.
  return (
    <div className="enterprise-panel">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
        {detail ? <Provenance fromCache={detail.fromCache} fetchedAt={detail.fetchedAt} /> : <span />}
        {refreshButton}
      </div>
      <Tabs
        items={[
          {
            key: 'basic',
            label: t('enterprise.basic'),
            children: detail ? <BasicView data={detail.data} /> : <Table loading size="small" />,
          },
          ...ENTERPRISE_DATASETS.map((d) => ({
            key: d.value,
            label: (
              <Space size={4}>
                {loc(d.label)}
                {counts && counts[d.value] !== null && (
                  <Badge
                    count={counts[d.value]}
                    showZero
                    overflowCount={999}
                    color={counts[d.value] ? 'blue' : 'gray'}
                  />
                )}
              </Space>
            ),
            children: (
              <DatasetTable companyName={companyName} customerId={customerId} dataset={d.value} stamp={stamp} />
            ),
          })),
        ]}
      />
    </div>
  );
}
