import { compDiligence, fieldLabel } from '@flp/shared/resources';
import { Alert, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { ReportLink } from './ReportLink';
import { type RecordTab, type Row, ResourcePage } from '../../crud';

const API = `/api${compDiligence.api}`;

interface Hit {
  title: string;
  description: string;
  passage: string;
  riskType: string;
}

/** The scan's hits, red first as the report lists them by type. */
function Hits({ scan }: { scan: Row }) {
  const { t } = useTranslation();
  const hits = (scan.hits as Hit[] | null) ?? [];
  if (!hits.length) return <Alert type="success" showIcon message={t('diligence.noHits')} />;
  return (
    <Table<Hit>
      size="small"
      rowKey={(h) => `${h.riskType}-${h.title}-${h.description}`}
      pagination={false}
      dataSource={hits}
      columns={[
        {
          title: t('diligence.passage'),
          dataIndex: 'passage',
          width: 80,
          render: (p: string) => (
            <Tag color={/红|red/i.test(p) ? 'red' : /黄|yellow/i.test(p) ? 'gold' : 'green'}>{p}</Tag>
          ),
        },
        { title: t('diligence.riskType'), dataIndex: 'riskType', width: 110 },
        { title: t('diligence.title'), dataIndex: 'title', width: 180 },
        { title: t('diligence.description'), dataIndex: 'description' },
      ]}
    />
  );
}

const TABS: RecordTab[] = [
  { key: 'hits', label: fieldLabel(compDiligence, 'hits'), render: (row) => <Hits scan={row} /> },
];

/**
 * 企业准入扫描: companies scanned before they are taken on — 扫描 (新增) records and orders one (by the local rules or
 * the provider), 查看 shows its level and hits, 扫描报告 opens its report.
 */
export default function CompDiligencePage() {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon message={t('diligence.hint')} style={{ marginBottom: 12 }} />
      <ResourcePage
        def={compDiligence}
        recordTabs={TABS}
        form={{ submit: (body) => http.post(`${API}/creatRiskCompDiligence`, body) }}
        hide={{ edit: true }}
        rowActions={(row) => <ReportLink row={row} label={t('diligence.report')} />}
      />
    </>
  );
}
