import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@flp/shared/constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { type ReactNode, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '../shell/responsive';
import { useAuth } from '../store/auth';
import { isPage, type ListResult, type Row, resourceApi } from './api';
import { type DataColumn, DataTable } from './DataTable';
import { FieldValue, defaultsOf, inList, inSearch } from './fields';
import { FormDialog } from './FormDialog';
import { HistoryButton } from './HistoryDrawer';
import { useLoc } from './labels';
import { SearchForm } from './SearchForm';
import type { FormMode, PageContext, ResourcePageProps, TreeOptions } from './types';
import { contentWidth } from './widths';

interface DialogState {
  open: boolean;
  mode: FormMode;
  row?: Row;
  loading: boolean;
}

const PLACEHOLDER = '__placeholder';

/**
 * The generic resource screen: search form, table (index, selection, paging 10/30/50/100/200), add / edit / view
 * dialogs and bulk delete, all from one ResourceDef, with slots for what a screen needs beyond that. Its state lives in
 * React state only (no effect resets it), so a tab kept hidden in <Activity> comes back exactly as it was left.
 */
export function ResourcePage(props: ResourcePageProps) {
  const { def, fields: overrides = {}, hide = {}, form: hooks = {} } = props;
  const { t } = useTranslation();
  const loc = useLoc();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const permissions = useAuth((s) => s.permission);
  const prefix = props.permission ?? def.permission;
  const can = useCallback((code: string) => !!permissions[code], [permissions]);
  const api = useMemo(() => resourceApi(def), [def]);
  const tree: TreeOptions | undefined = props.tree === true ? {} : props.tree || undefined;
  const rowKey = 'id';

  // --- list state: search values, paging, fixed params (a change of params goes back to page 1) ---
  const [query, setQuery] = useState<Row>({});
  const [paging, setPaging] = useState({ current: 1, size: props.pageSizes?.[0] ?? DEFAULT_PAGE_SIZE });
  const paramsKey = JSON.stringify(props.params ?? {});
  const [seenParams, setSeenParams] = useState(paramsKey);
  if (seenParams !== paramsKey) {
    setSeenParams(paramsKey);
    setPaging((p) => ({ ...p, current: 1 }));
  }
  const fullQuery = useMemo(
    () => ({ ...(tree ? {} : { current: paging.current, size: paging.size }), ...props.params, ...query }),
    [tree, paging, props.params, query],
  );
  const queryKey = ['crud', def.name, props.tableId ?? '', props.listPath ?? '', fullQuery];
  const list = useQuery({
    queryKey,
    queryFn: (): Promise<ListResult> =>
      props.request ? props.request(fullQuery) : api.list(fullQuery, props.listPath),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

  /**
   * 搜索 (and 清空) always asks the server: clerks press it again to see new records. Every cached page of the list
   * is marked stale, so a search whose answer is cached is fetched again too; unchanged criteria refetch at once.
   */
  const search = (q: Row) => {
    void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 4), refetchType: 'none' });
    if (JSON.stringify(q) === JSON.stringify(query) && paging.current === 1) void list.refetch();
    else {
      setQuery(q);
      setPaging((p) => ({ ...p, current: 1 }));
    }
  };

  // --- lazy tree children ---
  const [children, setChildren] = useState<Record<string, Row[]>>({});
  const [expanded, setExpanded] = useState<string[]>([]);
  const loadChildren = useCallback(
    async (row: Row) => {
      if (!tree?.lazy) return;
      const kids = await tree.lazy(row);
      setChildren((c) => ({ ...c, [String(row[rowKey])]: kids }));
    },
    [tree],
  );

  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['crud', def.name] });
    if (tree?.lazy) {
      // Expanded levels are fetched again so they show the change too.
      const rows = Object.keys(children);
      const fresh: Record<string, Row[]> = {};
      await Promise.all(
        rows
          .filter((id) => expanded.includes(id))
          .map(async (id) => {
            fresh[id] = await tree.lazy!({ [rowKey]: id });
          }),
      );
      setChildren(fresh);
    }
  }, [queryClient, def.name, tree, children, expanded]);

  // Opened once, on the first rows; afterwards what the user opens and closes is kept.
  const [rootsOpened, setRootsOpened] = useState(false);
  if (tree?.expandRoots && !tree.lazy && !rootsOpened && list.data) {
    setRootsOpened(true);
    const rows = isPage(list.data) ? list.data.records : list.data;
    setExpanded(rows.filter((r) => Array.isArray(r.children) && r.children.length).map((r) => String(r[rowKey])));
  }

  const raw = list.data;
  const records = useMemo(() => {
    const rows = raw ? (isPage(raw) ? raw.records : raw) : [];
    if (!tree?.lazy) return rows;
    const attach = (rs: Row[]): Row[] =>
      rs.map((r) => {
        const id = String(r[rowKey]);
        const kids = children[id];
        if (kids) return { ...r, children: attach(kids) };
        if (r.hasChildren) return { ...r, children: [{ [rowKey]: `${id}${PLACEHOLDER}`, [PLACEHOLDER]: true }] };
        return r;
      });
    return attach(rows);
  }, [raw, tree, children]);
  const total = raw && isPage(raw) ? raw.total : records.length;

  // --- selection ---
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const clearSelection = useCallback(() => {
    setSelectedKeys([]);
    setSelectedRows([]);
  }, []);

  // --- dialog ---
  const [dialog, setDialog] = useState<DialogState>({ open: false, mode: 'add', loading: false });
  const openAdd = useCallback(
    (initial?: Row) => {
      const row = { ...defaultsOf(def.fields), ...defaultsOf(hooks.extraFields ?? []), ...initial };
      setDialog({ open: true, mode: 'add', row: { ...row, ...hooks.initialValues?.(row) }, loading: false });
    },
    [def, hooks],
  );
  const openRecord = useCallback(
    async (row: Row, mode: FormMode) => {
      setDialog({ open: true, mode, row: undefined, loading: true });
      try {
        const loaded = hooks.load
          ? await hooks.load(row, mode)
          : def.routes.includes('detail')
            ? await api.detail(String(row[rowKey]))
            : row;
        setDialog({ open: true, mode, row: loaded, loading: false });
      } catch {
        setDialog({ open: false, mode, loading: false });
      }
    },
    [hooks, def, api],
  );
  const openEdit = useCallback((row: Row) => openRecord(row, 'edit'), [openRecord]);
  const openView = useCallback((row: Row) => openRecord(row, 'view'), [openRecord]);

  const submit = async (values: Row) => {
    const { mode, row } = dialog;
    let body: Row = { ...values };
    if (mode === 'edit' && row) body = { ...body, [rowKey]: row[rowKey], version: row.version };
    if (hooks.beforeSubmit) body = await hooks.beforeSubmit(body, mode, row);
    if (hooks.submit) await hooks.submit(body, mode, row);
    else await api.submit(body);
    message.success(mode === 'add' ? t('common.addSuccess') : t('common.updateSuccess'));
    setDialog((d) => ({ ...d, open: false }));
    hooks.afterSubmit?.(mode, body);
    await reload();
  };

  const confirmRemove = useCallback(
    (rows: Row[]) => {
      if (!rows.length) {
        message.warning(t('common.selectOne'));
        return;
      }
      modal.confirm({
        title: t('common.tip'),
        content: t('common.deleteConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          await api.remove(rows.map((r) => String(r[rowKey])));
          message.success(t('common.deleteSuccess'));
          clearSelection();
          await reload();
        },
      });
    },
    [api, message, modal, t, clearSelection, reload],
  );

  const ctx: PageContext = {
    reload,
    selectedRows,
    selectedKeys,
    clearSelection,
    openAdd,
    openEdit,
    openView,
    can,
    confirmSelected: ({ confirm, run, success }) => {
      if (!selectedRows.length) {
        message.warning(t('common.selectOne'));
        return;
      }
      modal.confirm({
        title: t('common.tip'),
        content: confirm,
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          await run(selectedRows);
          message.success(success);
          clearSelection();
          await reload();
        },
      });
    },
  };

  // Row actions are rendered inside memoized columns; they read the page context of the latest render.
  const ctxRef = useRef(ctx);
  ctxRef.current = ctx;

  useImperativeHandle(props.handleRef, () => ({
    reload,
    openAdd,
    openEdit,
    openView,
    selectedRows: () => selectedRows,
  }));

  // --- columns ---
  const small = useScreen() === 'xs';
  const columns = useMemo<DataColumn[]>(() => {
    const cols: DataColumn[] = [];
    // A tree's rows are numbered by nothing meaningful; its expander then sits in the first field's column.
    // On a small screen the index column gives its room to the data.
    if (!small && (hide.index === false || (!hide.index && !tree)))
      cols.push({
        key: '__index',
        title: t('common.index'),
        width: 64,
        noSetting: true,
        render: (_v, row, i) => (row[PLACEHOLDER] ? '' : tree ? i + 1 : (paging.current - 1) * paging.size + i + 1),
      });
    const extras = props.columns ?? [];
    const placed = new Set<string>();
    const extraCol = (c: (typeof extras)[number]): DataColumn => ({
      key: c.key,
      dataIndex: c.dataIndex ?? c.key,
      title: loc(c.title),
      width:
        c.width ??
        contentWidth(
          loc(c.title),
          records.map((r) => r[c.dataIndex ?? c.key]),
        ),
      ellipsis: true,
      render: (v, row) => (row[PLACEHOLDER] ? null : c.render ? c.render(v, row, ctxRef.current) : (v as ReactNode)),
    });
    for (const f of def.fields) {
      const o = overrides[f.name];
      if (inList(f, o))
        cols.push({
          key: f.name,
          title: loc(o?.label ?? f.label),
          width:
            o?.width ??
            contentWidth(
              loc(o?.label ?? f.label),
              records.map((r) => r[f.name]),
              f,
            ),
          ellipsis: true,
          render: (v, row) =>
            row[PLACEHOLDER] ? null : o?.render ? o.render(v, row) : <FieldValue field={f} value={v} />,
        });
      for (const c of extras)
        if (c.after === f.name) {
          cols.push(extraCol(c));
          placed.add(c.key);
        }
    }
    for (const c of extras) if (!placed.has(c.key)) cols.push(extraCol(c));
    cols.push({
      key: '__actions',
      title: t('common.operation'),
      width: props.menuWidth ?? (def.history ? 270 : 200), // room for 变更记录 (history)
      // fixed on the right where there is room; on a small screen it scrolls with the data it would cover
      fixed: small ? undefined : 'right',
      noSetting: true,
      render: (_v, row) =>
        row[PLACEHOLDER] ? null : (
          // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click behind the buttons
          // biome-ignore lint/a11y/useKeyWithClickEvents: idem
          <span className="crud-actions" onClick={(e) => e.stopPropagation()}>
            {!hide.view && can(`${prefix}_view`) && (
              <Button type="link" size="small" onClick={() => openView(row)}>
                {t('common.view')}
              </Button>
            )}
            {!hide.edit && can(`${prefix}_edit`) && (
              <Button type="link" size="small" onClick={() => openEdit(row)}>
                {t('common.edit')}
              </Button>
            )}
            {!hide.delete && can(`${prefix}_delete`) && (
              <Button type="link" size="small" danger onClick={() => confirmRemove([row])}>
                {t('common.delete')}
              </Button>
            )}
            {def.history && can(`${def.permission}_view`) && <HistoryButton def={def} row={row} />}
            {props.rowActions?.(row, ctxRef.current)}
          </span>
        ),
    });
    return cols;
  }, [
    def,
    overrides,
    props.columns,
    props.menuWidth,
    props.rowActions,
    hide,
    t,
    loc,
    tree,
    paging,
    can,
    prefix,
    openView,
    openEdit,
    confirmRemove,
    small,
    records,
  ]);

  // --- table height: the window less calcHeight below the table's top (measured while visible) ---
  const wrapRef = useRef<HTMLDivElement>(null);
  const [scrollY, setScrollY] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (props.calcHeight === undefined) return;
    const measure = () => {
      const el = wrapRef.current;
      if (!el?.offsetParent) return;
      const top = el.getBoundingClientRect().top;
      // toolbar (56) + header row (40) + pagination (56)
      setScrollY(Math.max(160, Math.round(window.innerHeight - top - props.calcHeight! - 152)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [props.calcHeight]);

  const searchFields = hide.search ? [] : def.fields.filter((f) => inSearch(f, overrides[f.name]));

  return (
    <div className="crud-page">
      {!hide.search && (
        <SearchForm fields={searchFields} overrides={overrides} dateRange={!hide.dateRange} onSearch={search} />
      )}
      <div ref={wrapRef}>
        <DataTable
          id={props.tableId ?? def.name}
          columns={columns}
          data={records}
          loading={list.isFetching}
          size={props.size}
          scrollY={scrollY}
          onReload={() => void reload()}
          onRowClick={props.onRowClick}
          rowClassName={(row) => (props.activeKey && String(row[rowKey]) === props.activeKey ? 'crud-row-active' : '')}
          toolbarLeft={
            <span className="crud-toolbar">
              {props.title}
              {!hide.add && can(`${prefix}_add`) && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => openAdd()}>
                  {t('common.add')}
                </Button>
              )}
              {!hide.delete && can(`${prefix}_delete`) && (
                <Button danger icon={<DeleteOutlined />} onClick={() => confirmRemove(selectedRows)}>
                  {t('common.delete')}
                </Button>
              )}
              {props.toolbar?.(ctx)}
            </span>
          }
          rowSelection={
            hide.selection
              ? undefined
              : {
                  selectedRowKeys: selectedKeys,
                  checkStrictly: true,
                  getCheckboxProps: (row: Row) => ({ disabled: !!row[PLACEHOLDER] }),
                  onChange: (keys, rows) => {
                    setSelectedKeys(keys.map(String));
                    setSelectedRows(rows.filter(Boolean));
                  },
                }
          }
          expandable={
            tree
              ? {
                  expandedRowKeys: expanded,
                  onExpand: async (open, row) => {
                    const id = String(row[rowKey]);
                    if (!open) {
                      setExpanded((e) => e.filter((k) => k !== id));
                      return;
                    }
                    if (tree.lazy && !children[id]) await loadChildren(row);
                    setExpanded((e) => [...e, id]);
                  },
                  onExpandedRowsChange: tree.lazy ? undefined : (keys) => setExpanded(keys.map(String)),
                }
              : undefined
          }
          pagination={
            tree
              ? false
              : {
                  current: paging.current,
                  pageSize: paging.size,
                  total,
                  showSizeChanger: true,
                  showQuickJumper: true,
                  pageSizeOptions: (props.pageSizes ?? PAGE_SIZES).map(String),
                  showTotal: (n) => t('system.crud.total', { total: n }),
                  onChange: (current, size) => setPaging((p) => ({ current: size !== p.size ? 1 : current, size })),
                }
          }
        />
      </div>
      <FormDialog
        open={dialog.open}
        mode={dialog.mode}
        row={dialog.row}
        loading={dialog.loading}
        fields={def.fields}
        overrides={overrides}
        extraColumns={props.columns}
        hooks={hooks}
        width={hooks.width ?? props.dialogWidth ?? 880}
        title={
          hooks.title?.(dialog.mode) ??
          t(dialog.mode === 'add' ? 'common.add' : dialog.mode === 'edit' ? 'common.edit' : 'common.view')
        }
        onCancel={() => setDialog((d) => ({ ...d, open: false }))}
        onSubmit={submit}
      />
    </div>
  );
}
