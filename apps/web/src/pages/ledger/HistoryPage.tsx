import { standingBookSnapshot } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button, DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { type RecordTab, RecordsTable, ResourcePage, type ResourcePageHandle, amountFormat } from '../../crud';
import { usePermission } from '../../store/auth';
import { HISTORY, historyApi } from './api';

/** One IOU's lines across the months (standingBookDetail?lousNo=). */
const TABS: RecordTab[] = [
  {
    key: 'months',
    label: { 'zh-CN': '各月台账', 'en-US': 'Across months' },
    render: (row) => (
      <RecordsTable
        def={standingBookSnapshot}
        queryKey={['standingBookDetail', row.iouNo]}
        load={() => http.get(`${HISTORY}/standingBookDetail`, { lousNo: row.iouNo })}
      />
    ),
  },
];

/** A Select of the months taken, each with its line count and outstanding principal. */
function MonthSelect(props: { value?: string; onChange?: (v: string | undefined) => void }) {
  const { t } = useTranslation();
  const months = useQuery({ queryKey: ['standingBookMonths'], queryFn: historyApi.months });
  return (
    <Select
      {...props}
      allowClear
      style={{ width: 260 }}
      placeholder={t('ledger.month')}
      loading={months.isLoading}
      notFoundContent={t('ledger.noMonth')}
      options={(months.data ?? []).map((m) => ({
        value: m.yearMonth,
        label: `${m.yearMonth} · ${t('ledger.lines', { count: m.count })} · ${amountFormat.formatter(m.outstandingPrincipal)}`,
      }))}
    />
  );
}

/**
 * 台账历史: the month-end snapshots, by month (the months taken are offered with their totals); read-only but for
 * the remark (修改 edits only it); an administrator may take a month again by hand when the figures are its end's.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ResourcePageHandle>(null);
  const canTake = usePermission('standing_book_history_snapshot');
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);

  const take = async () => {
    if (!month) return;
    setBusy(true);
    try {
      const ym = month.format('YYYY-MM');
      const r = await historyApi.take(ym);
      message.success(t('ledger.taken', { month: ym, count: r.count }));
      void ref.current?.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResourcePage
      def={standingBookSnapshot}
      handleRef={ref}
      listPath="page"
      hide={{ add: true, dateRange: true }}
      recordTabs={TABS}
      fields={{ yearMonth: { searchInput: () => <MonthSelect /> } }}
      toolbar={() =>
        canTake && (
          <Space>
            <DatePicker picker="month" value={month} onChange={setMonth} placeholder={t('ledger.month')} />
            <Button disabled={!month} loading={busy} onClick={() => void take()} title={t('ledger.takeHint')}>
              {t('ledger.take')}
            </Button>
          </Space>
        )
      }
    />
  );
}
