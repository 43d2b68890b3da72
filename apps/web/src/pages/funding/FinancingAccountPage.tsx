import { BANKS } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, DatePicker, Flex, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { amountFormat, useLoc } from '../../crud';
import './funding.css';

const ACCOUNT = '/api/rzzl_qy/financingAccount/financingaccount';
const LOAN = '/api/rzzl_qy/bankLoan/bankloan';

type Row = Record<string, string | number | boolean | null>;
interface Gap {
  asOf: string;
  to: string;
  months: Row[];
  shortMonths: string[];
}

const money = (v: unknown) => (v === null || v === undefined ? '—' : amountFormat.formatter(String(v)));
const right = { align: 'right' as const };

/**
 * 融资台账: by institution what is lent and owed, month by month the rents lessees owe against what is owed to the
 * banks (the gap, its running sum, the months short of cash highlighted), and the instalments due or overdue.
 */
export default function FinancingAccountPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const [until, setUntil] = useState<Dayjs | null>(null);
  const bankName = (key: unknown) => {
    const b = BANKS.find((x) => x.value === key);
    return b ? loc(b.label) : String(key ?? '');
  };
  const ledger = useQuery({ queryKey: ['funding', 'ledger'], queryFn: () => http.get<Row[]>(`${ACCOUNT}/list`) });
  const gap = useQuery({
    queryKey: ['funding', 'gap', until?.format('YYYY-MM-DD')],
    queryFn: () => http.get<Gap>(`${ACCOUNT}/gap`, until ? { dateTime: until.format('YYYY-MM-DD') } : undefined),
  });
  const due = useQuery({
    queryKey: ['funding', 'due'],
    queryFn: () => http.post<Row[]>(`${LOAN}/getWarnList`, { days: 30 }),
  });

  return (
    <Flex vertical gap={12} className="funding-account">
      <Card size="small" title={t('funding.ledger')}>
        <Table<Row>
          size="small"
          rowKey="bankKey"
          loading={ledger.isLoading}
          dataSource={ledger.data ?? []}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            { title: t('funding.bank'), dataIndex: 'bankKey', render: bankName },
            { title: t('funding.loanCount'), dataIndex: 'loanCount', ...right },
            { title: t('funding.creditLine'), dataIndex: 'creditLine', render: money, ...right },
            { title: t('funding.drawn'), dataIndex: 'drawnAmount', render: money, ...right },
            { title: t('funding.outstanding'), dataIndex: 'outstanding', render: money, ...right },
            { title: t('funding.available'), dataIndex: 'available', render: money, ...right },
            { title: t('funding.weightedRate'), dataIndex: 'weightedRate', render: (v) => v ?? '—', ...right },
            { title: t('funding.nearestMaturity'), dataIndex: 'nearestMaturity', render: (v) => v ?? '—' },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('funding.gap')}
        extra={
          <DatePicker
            value={until}
            onChange={setUntil}
            placeholder={t('funding.until')}
            disabledDate={(d) => d.isBefore(dayjs(gap.data?.asOf), 'day')}
          />
        }
      >
        {gap.data && (
          <Alert
            style={{ marginBottom: 8 }}
            type={gap.data.shortMonths.length ? 'warning' : 'success'}
            showIcon
            title={
              gap.data.shortMonths.length
                ? t('funding.shortMonths', { months: gap.data.shortMonths.join(', ') })
                : t('funding.noShort')
            }
          />
        )}
        <Table<Row>
          size="small"
          rowKey="month"
          loading={gap.isLoading}
          dataSource={gap.data?.months ?? []}
          pagination={false}
          scroll={{ x: 840 }}
          rowClassName={(r) => (r.short ? 'funding-short' : '')}
          columns={[
            { title: t('funding.month'), dataIndex: 'month' },
            { title: t('funding.receivable'), dataIndex: 'receivable', render: money, ...right },
            { title: t('funding.payback'), dataIndex: 'payback', render: money, ...right },
            { title: t('funding.gapAmount'), dataIndex: 'gap', render: money, ...right },
            {
              title: t('funding.cumulative'),
              dataIndex: 'cumulative',
              ...right,
              render: (v, r) => (r.short ? <Tag color="red">{money(v)}</Tag> : money(v)),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('funding.due')}>
        <Table<Row>
          size="small"
          rowKey="id"
          loading={due.isLoading}
          dataSource={due.data ?? []}
          pagination={false}
          scroll={{ x: 840 }}
          columns={[
            { title: t('funding.dueDate'), dataIndex: 'dueDate' },
            { title: t('funding.bank'), dataIndex: 'bankKey', render: bankName },
            { title: t('funding.loanNo'), dataIndex: 'loanContractNo' },
            { title: t('funding.iouNo'), dataIndex: 'bankIouNo' },
            { title: t('funding.unpaid'), dataIndex: 'unpaid', render: money, ...right },
            {
              title: t('funding.penalty'),
              dataIndex: 'penalty',
              render: (v) => (Number(v) > 0 ? money(v) : '—'),
              ...right,
            },
            {
              title: t('funding.state'),
              dataIndex: 'daysOverdue',
              render: (v, r) =>
                Number(v) > 0 ? (
                  <Tag color="red">{t('funding.overdue', { days: v })}</Tag>
                ) : (
                  <Tag color="orange">{t('funding.dueIn', { days: r.daysToDue })}</Tag>
                ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
