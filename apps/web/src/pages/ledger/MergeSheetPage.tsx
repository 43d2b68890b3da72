import { MERGE_SHEET_UNITS, type MergeSheetUnit, mergeSheetFields } from '@flp/shared/resources';
import { PAGE_SIZES } from '@flp/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Alert, Radio, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, FieldsTable, Loading, type Row, totalText, useLoc } from '../../crud';
import { SearchForm } from '../../crud/SearchForm';
import { serverPagination } from '../../crud/paging';
import { mergeSheetApi } from './api';
import { bookFields, fieldColumns, totalsCells } from './columns';
import { SHEET_SEARCH, filtersOf } from './search';

/** A row's unit: the lessee, or the group named by its lessee and how many more it holds (all named on hover). */
function UnitName({ row }: { row: Row }) {
  const { t } = useTranslation();
  const names = (row.customerNames as string[] | undefined) ?? [];
  if (row.unit !== 'group' || names.length < 2) return <>{String(row.customerName ?? '')}</>;
  return (
    <Tooltip title={names.join('、')}>
      <span>
        {t('ledger.sheet.members', { name: row.customerName, count: names.length, others: names.length - 1 })}
      </span>
    </Tooltip>
  );
}

/** The standing book's lines of a row's lessees, within the sheet's filters. */
function SheetLines({ filters, ids }: { filters: Row; ids: string[] }) {
  const lines = useQuery({
    queryKey: ['mergeSheetChildren', filters, ids],
    queryFn: () => mergeSheetApi.children(filters, ids),
  });
  if (lines.isError) return <Alert type="error" showIcon title={(lines.error as Error).message} />;
  if (!lines.data) return <Loading />;
  return <FieldsTable fields={bookFields()} rows={lines.data} />;
}

/**
 * 合并台账: the standing book's IOU lines put together per lessee or per group (related lessees, the relation graph's
 * components) — IOUs, lent, received, outstanding, overdue principal and interest, 罚息, provision, the longest DPD
 * and the worst class — worst first, each row opening to its lines, with the consolidated line under the table.
 */
export default function MergeSheetPage() {
  const { t } = useTranslation();
  const loc = useLoc();
  const [unit, setUnit] = useState<MergeSheetUnit>('customer');
  const [filters, setFilters] = useState<Row>({});
  const [paging, setPaging] = useState({ current: 1, size: 20 });
  const body = { ...filters, groupBy: unit };
  const page = useQuery({
    queryKey: ['mergeSheet', body, paging],
    queryFn: () => mergeSheetApi.page(body, paging.current, paging.size),
  });
  const one = useQuery({ queryKey: ['mergeSheetOne', body], queryFn: () => mergeSheetApi.one(body) });

  const fields = useMemo(
    () => mergeSheetFields().filter((f) => unit === 'group' || f.name !== 'customerCount'),
    [unit],
  );
  const columns = useMemo(
    () => [
      {
        key: 'customerName',
        title: t(unit === 'group' ? 'ledger.sheet.group' : 'ledger.sheet.lessee'),
        width: 220,
        render: (_: unknown, row: Row) => <UnitName row={row} />,
      },
      ...fieldColumns(fields, loc),
    ],
    [fields, loc, t, unit],
  );
  const label = t(unit === 'group' ? 'ledger.sheet.totalGroups' : 'ledger.sheet.totalLine', {
    customers: one.data?.customerCount ?? 0,
    groups: one.data?.groupCount ?? 0,
  });
  const totals = totalsCells(one.data, label, {
    labelKey: 'customerName',
    fields,
  });

  return (
    <div className="crud-page" data-testid="merge-sheet">
      <SearchForm
        fields={SHEET_SEARCH}
        dateRange={false}
        onSearch={(q) => {
          setFilters(filtersOf(q));
          setPaging((p) => ({ ...p, current: 1 }));
        }}
      />
      <DataTable
        id={`mergeSheet-${unit}`}
        columns={columns}
        data={page.data?.records ?? []}
        loading={page.isFetching}
        totals={totals}
        onReload={() => {
          void page.refetch();
          void one.refetch();
        }}
        expandable={{
          expandedRowRender: (row) => <SheetLines filters={body} ids={(row.customerIds as string[]) ?? []} />,
        }}
        toolbarLeft={
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={unit}
            data-testid="merge-sheet-unit"
            onChange={(e) => {
              setUnit(e.target.value as MergeSheetUnit);
              setPaging((p) => ({ ...p, current: 1 }));
            }}
            options={MERGE_SHEET_UNITS.map((o) => ({ value: o.value, label: loc(o.label) }))}
          />
        }
        pagination={serverPagination(paging, setPaging, page.data?.total ?? 0, PAGE_SIZES, {
          showTotal: (n) => totalText(t, n),
        })}
      />
    </div>
  );
}
