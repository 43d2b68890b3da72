import type { Localized } from '@flp/shared/resources';
import { formatAmount } from '@flp/shared/format';
import { type StatementKind, STATEMENT_KINDS } from '@flp/shared/statements';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { AttachmentList, Loading, type Row, useLoc } from '../../crud';

const FINANCE = '/api/rzzl_qy/finance';
const PATHS: Record<StatementKind, string> = { BS: 'balancesheet', IS: 'incomestatement', CF: 'cashflowstatement' };

interface Line {
  code: string;
  label: Localized;
  kind: string;
  depth: number;
  current: string | null;
  prior: string | null;
  computed: ('current' | 'prior')[];
}
interface Check {
  level: 'error' | 'warn';
  message: Localized;
}
interface StatementView {
  columns: [Localized, Localized];
  comparativeFrom: { period: string } | null;
  lines: Line[];
  checks: Check[];
}

/** An amount of the table: a figure worked out (not in the file) in italics with why. */
function Amount({ value, computed }: { value: string | null; computed: boolean }) {
  const { t } = useTranslation();
  if (value === null) return null;
  const text = formatAmount(value);
  return computed ? (
    <Tooltip title={t('statements.computed')}>
      <Typography.Text type="secondary" italic>
        {text}
      </Typography.Text>
    </Tooltip>
  ) : (
    text
  );
}

/** One statement as the familiar table (detailPlus: the comparative taken from the earlier report where empty). */
export function StatementTable({ reportId, kind }: { reportId: string; kind: StatementKind }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const q = useQuery({
    queryKey: ['statements', kind, reportId],
    queryFn: () => http.get<StatementView>(`${FINANCE}/${PATHS[kind]}/detailPlus`, { id: reportId }),
  });
  if (q.isError) return <Alert type="error" showIcon title={(q.error as Error).message} />;
  if (!q.data) return <Loading />;
  const view = q.data;
  return (
    <Flex vertical gap={8}>
      {view.checks.map((c) => (
        <Alert key={loc(c.message)} type={c.level === 'error' ? 'error' : 'warning'} showIcon title={loc(c.message)} />
      ))}
      {view.comparativeFrom && (
        <Typography.Text type="secondary">
          {t('statements.comparative', { period: view.comparativeFrom.period })}
        </Typography.Text>
      )}
      <Table<Line>
        className={`statement-table statement-${kind}`}
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={view.lines}
        scroll={{ x: 640 }}
        rowClassName={(r) =>
          r.kind === 'subtotal' ? 'statement-subtotal' : r.kind === 'title' ? 'statement-title' : ''
        }
        columns={[
          {
            title: t('statements.item'),
            dataIndex: 'label',
            render: (_, r) => (
              <span style={{ paddingLeft: r.depth * 16, fontWeight: r.kind === 'subtotal' ? 600 : undefined }}>
                {loc(r.label)}
              </span>
            ),
          },
          {
            title: loc(view.columns[0]),
            dataIndex: 'current',
            align: 'right',
            width: 170,
            render: (v, r) => <Amount value={v} computed={r.computed.includes('current')} />,
          },
          {
            title: loc(view.columns[1]),
            dataIndex: 'prior',
            align: 'right',
            width: 170,
            render: (v, r) => <Amount value={v} computed={r.computed.includes('prior')} />,
          },
        ]}
      />
    </Flex>
  );
}

/**
 * A report's three statements beside its original files: the figures read (or typed) on the left, what the customer
 * handed in on the right, so a person checks one against the other before confirming.
 */
export function StatementsBesideFiles({ report }: { report: Row }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const reading = report.reading as { unmatched?: { sheet?: string; row: number; label: string }[] } | null;
  return (
    <div className="statements-beside">
      <div className="statements-main">
        <Tabs
          items={STATEMENT_KINDS.map((k) => ({
            key: k.value,
            label: loc(k.label),
            children: <StatementTable reportId={String(report.id)} kind={k.value} />,
          }))}
        />
      </div>
      <div className="statements-files">
        <Typography.Title level={5}>{t('statements.original')}</Typography.Title>
        {report.files ? (
          <AttachmentList businessType="financeReport" businessId={String(report.id)} />
        ) : (
          <Typography.Text type="secondary">{t('statements.noFiles')}</Typography.Text>
        )}
        {!!reading?.unmatched?.length && (
          <>
            <Typography.Title level={5}>{t('statements.unmatched')}</Typography.Title>
            {reading.unmatched.map((u) => (
              <Tag key={`${u.sheet}-${u.row}`}>
                {u.sheet ? `${u.sheet} ` : ''}#{u.row} {u.label}
              </Tag>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
