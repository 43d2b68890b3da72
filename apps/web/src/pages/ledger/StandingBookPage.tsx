import { iou, l, receipt } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Form, InputNumber, Space, Tabs, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, RecordView, RecordsTable, type Row, totalText, useLoc } from '../../crud';
import { ExportButton } from '../../crud/excel/ExportButton';
import { SearchForm } from '../../crud/SearchForm';
import { usePermission } from '../../store/auth';
import { STANDING_BOOK, standingBookApi } from './api';
import { bookFields, fieldColumns, totalsCells } from './columns';
import { BOOK_SEARCH, filtersOf } from './search';

const BOOK_DEF = {
  name: 'standingBook',
  api: '/rzzl_qy/standingBook/standingbook',
  label: l('资金台账', 'Standing book'),
};

/**
 * 资金台账: every IOU's line — financed, received, outstanding, overdue, 罚息, DPD, class, provision — with the exact
 * totals over every matching line (the server's, not the page's), Excel export of the same filter, and the warn list
 * (overdue, 关注 or worse, maturing within N days). A line opens the IOU with its receipts.
 */
export default function StandingBookPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const [tab, setTab] = useState<'book' | 'warn'>('book');
  const [filters, setFilters] = useState<Row>({});
  const [days, setDays] = useState(30);
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const [open, setOpen] = useState<Row | null>(null);
  const canExport = usePermission('standing_book_export');

  const body = tab === 'warn' ? { ...filters, days } : filters;
  const page = useQuery({
    queryKey: ['standingBook', tab, body, paging],
    queryFn: () =>
      (tab === 'warn' ? standingBookApi.warnList : standingBookApi.list)(body, paging.current, paging.size),
  });

  const columns = useMemo(() => {
    const cols = fieldColumns(bookFields(), loc);
    if (tab !== 'warn') return cols;
    return [
      ...cols.slice(0, 1),
      {
        key: 'warnReasons',
        title: t('ledger.reasons'),
        width: 170,
        render: (v: unknown) => (
          <Space size={2} wrap>
            {((v as string[]) ?? []).map((r) => (
              <Tag key={r} color={r === 'maturing' ? 'blue' : r === 'class' ? 'orange' : 'red'}>
                {t(`ledger.reason.${r}`)}
              </Tag>
            ))}
          </Space>
        ),
      },
      ...cols.slice(1),
    ];
  }, [loc, t, tab]);

  const data = page.data;
  const totals = totalsCells(data?.totals, t('ledger.totalLine', { count: data?.totals?.count ?? 0 }));

  return (
    <div className="crud-page" data-testid="standing-book">
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as 'book' | 'warn');
          setPaging((p) => ({ ...p, current: 1 }));
        }}
        items={[
          { key: 'book', label: t('ledger.book') },
          { key: 'warn', label: t('ledger.warn') },
        ]}
      />
      <SearchForm
        fields={BOOK_SEARCH}
        dateRange={false}
        onSearch={(q) => {
          setFilters(filtersOf(q));
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <DataTable
        id="standingBook"
        columns={columns}
        data={data?.records ?? []}
        loading={page.isFetching}
        totals={totals}
        onReload={() => void page.refetch()}
        onRowClick={(row) => setOpen(row)}
        toolbarLeft={
          <Space wrap>
            {tab === 'book' && canExport && (
              <ExportButton def={BOOK_DEF} url={`${STANDING_BOOK}/export`} query={() => filters} />
            )}
            {tab === 'warn' && (
              <Form.Item label={t('ledger.days')} style={{ margin: 0 }}>
                <InputNumber
                  min={0}
                  max={3650}
                  value={days}
                  onChange={(v) => setDays(Number(v ?? 0))}
                  data-testid="warn-days"
                />
              </Form.Item>
            )}
            {data?.asOfDate && <Tag>{t('ledger.asOf', { date: data.asOfDate })}</Tag>}
          </Space>
        }
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => totalText(t, n),
          onChange: (current, size) => setPaging({ current, size }),
        }}
      />
      <Drawer
        open={!!open}
        title={open ? `${t('ledger.iou')} ${open.iouNo}` : ''}
        size={900}
        destroyOnHidden
        onClose={() => setOpen(null)}
      >
        {open && (
          <>
            <RecordView fields={iou.fields.filter((f) => f.name !== 'terms')} def={iou} row={open} />
            <h4 style={{ marginTop: 16 }}>{t('ledger.receipts')}</h4>
            <RecordsTable
              def={receipt}
              queryKey={['standingBookReceipts', open.id]}
              load={() => standingBookApi.receipts(String(open.id))}
            />
          </>
        )}
      </Drawer>
    </div>
  );
}
