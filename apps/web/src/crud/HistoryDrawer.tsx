import { type FieldDef, type ResourceDef, columnOf, modify } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../api/http';
import type { Page } from './api';
import { FieldValue } from './fields';
import { useLoc } from './labels';
import { serverPagination } from './paging';

/** One changed field as GET common/modify/list answers it (packages/shared/src/resources/modify.ts). */
export interface ModifyRecord {
  id: string;
  ywlx: string;
  dataid: string;
  ysmc: string;
  oldval: string | null;
  newval: string | null;
  oldText?: string | null;
  newText?: string | null;
  createBy?: string;
  createTime: string;
}

const BASE = `/api${modify.api}`;
const PAGE_SIZES = [10, 20, 50];

/** A record's changes, newest first (spec: common/modify list?ywlx=&dataid=). */
export const modifyList = (ywlx: string, dataid: string, paging: { current: number; size: number }) =>
  http.get<Page<ModifyRecord>>(`${BASE}/list`, { ywlx, dataid, ...paging });

/** Whether a record has any change (spec: common/modify isExistsModify). */
export const isExistsModify = (ywlx: string, dataid: string) =>
  http.post<boolean>(`${BASE}/isExistsModify`, { ywlx, dataid });

/** The declared field `ysmc` names (its last segment is the column, upper-cased) and the child path before it. */
export function fieldOfYsmc(def: ResourceDef, ysmc: string): { field?: FieldDef; path: string } {
  const dot = ysmc.lastIndexOf('.');
  const column = ysmc.slice(dot + 1);
  return {
    field: def.fields.find((f) => columnOf(f).toUpperCase() === column),
    path: dot > 0 ? ysmc.slice(0, dot).toLowerCase() : '',
  };
}

/** Kinds whose stored value is shown through the definition (in the current language), not the stored text. */
const SHOWN_BY_DEFINITION = new Set<FieldDef['kind']>(['switch']);

function ValueText({ field, raw, text }: { field?: FieldDef; raw: string | null; text?: string | null }): ReactNode {
  if (raw === null || raw === undefined) return <span className="crud-history-empty">—</span>;
  if (field && (SHOWN_BY_DEFINITION.has(field.kind) || (field.kind === 'dict' && field.options)))
    return <FieldValue field={field} value={raw} />;
  return text ?? raw;
}

/** 变更记录: the per-row button of a resource defined with `history: true`, opening the record's change history. */
/** Long values (an address, a remark) break inside the cell rather than widening the table. */
const wrap = () => ({ style: { wordBreak: 'break-word' as const } });

/** The change history of one record: field, old → new (as a person read them), who and when (server stamps). */
export function HistoryDrawer(props: { def: ResourceDef; dataid: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t('history.title')}
      size={760}
      destroyOnHidden
      rootClassName="crud-history-drawer"
    >
      <HistoryTable def={props.def} dataid={props.dataid} />
    </Drawer>
  );
}

/** The history table on its own (the 变更记录 tab of the record drawer). */
export function HistoryTable({ def, dataid }: { def: ResourceDef; dataid: string }) {
  const { t } = useTranslation();
  const loc = useLoc();
  const [paging, setPaging] = useState({ current: 1, size: PAGE_SIZES[0] });
  const page = useQuery({
    queryKey: ['modify', def.name, dataid, paging],
    queryFn: () => modifyList(def.name, dataid, paging),
  });
  const columns: TableColumnsType<ModifyRecord> = [
    {
      title: t('history.field'),
      dataIndex: 'ysmc',
      width: 150,
      render: (ysmc: string) => {
        const { field, path } = fieldOfYsmc(def, ysmc);
        const label = field ? loc(field.label) : ysmc;
        return path ? `${path} · ${label}` : label;
      },
    },
    // Old and new values wrap: reading them whole is what the drawer is for.
    {
      title: t('history.oldValue'),
      dataIndex: 'oldval',
      onCell: wrap,
      render: (_v, r) => <ValueText field={fieldOfYsmc(def, r.ysmc).field} raw={r.oldval} text={r.oldText} />,
    },
    {
      title: t('history.newValue'),
      dataIndex: 'newval',
      onCell: wrap,
      render: (_v, r) => <ValueText field={fieldOfYsmc(def, r.ysmc).field} raw={r.newval} text={r.newText} />,
    },
    { title: t('history.by'), dataIndex: 'createBy', width: 100, ellipsis: true },
    // The server writes its stamps in the business time zone (config/time.ts), so they are shown as they come.
    { title: t('history.time'), dataIndex: 'createTime', width: 170 },
  ];
  return (
    <Table<ModifyRecord>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={page.data?.records ?? []}
      loading={page.isFetching}
      locale={{ emptyText: t('history.empty') }}
      pagination={serverPagination(paging, setPaging, page.data?.total ?? 0, PAGE_SIZES, { hideOnSinglePage: true })}
    />
  );
}
