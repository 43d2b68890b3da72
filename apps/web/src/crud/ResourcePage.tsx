import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@flp/shared/constants';
import { Button } from 'antd';
import { useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreen } from '../shell/responsive';
import { useAuth } from '../store/auth';
import { type Row, resourceApi } from './api';
import { DataTable } from './DataTable';
import { ExportButton } from './excel/ExportButton';
import { ImportDialog } from './excel/ImportDialog';
import { inSearch } from './fields';
import { FormDialog } from './FormDialog';
import { HistoryDrawer } from './HistoryDrawer';
import { useColumns } from './hooks/useColumns';
import { useRecordDialog } from './hooks/useRecordDialog';
import { useResourceList } from './hooks/useResourceList';
import { useResourceTree } from './hooks/useResourceTree';
import { useSelection } from './hooks/useSelection';
import { useTableHeight } from './hooks/useTableHeight';
import { parentTreeField } from './pickers';
import { totalText } from './query';
import { RecordDrawer } from './RecordDrawer';
import { SearchForm } from './SearchForm';
import type { FieldOverride, PageContext, ResourcePageProps, RowAction, TreeOptions } from './types';

const NO_OVERRIDES: Record<string, FieldOverride> = {};
const NO_HIDE: NonNullable<ResourcePageProps['hide']> = {};
const NO_HOOKS: NonNullable<ResourcePageProps['form']> = {};

/**
 * The generic resource screen: search form, table (index, selection, paging 10/30/50/100/200), add / edit / view
 * dialogs and bulk delete, all from one ResourceDef, with slots for what a screen needs beyond that. It composes one
 * hook per job: the list (useResourceList), the tree (useResourceTree), the record dialog (useRecordDialog), the
 * selection and confirmed actions (useSelection) and the columns (useColumns). Its state lives in React state only (no effect resets it), so a tab kept hidden in
 * <Activity> comes back exactly as it was left.
 */
export function ResourcePage(props: ResourcePageProps) {
  const { def, hide = NO_HIDE, form: hooks = NO_HOOKS } = props;
  const { t } = useTranslation();
  const permissions = useAuth((s) => s.permission);
  const prefix = props.permission ?? def.permission;
  const can = useCallback((code: string) => !!permissions[code], [permissions]);
  const api = useMemo(() => resourceApi(def), [def]);
  const treeProp = props.tree ?? def.tree;
  const tree: TreeOptions | undefined = treeProp === true ? {} : treeProp || undefined;

  // A tree resource's parent is chosen from its own tree unless the screen says otherwise.
  const given = props.fields ?? NO_OVERRIDES;
  const rootPlaceholder = t('crud.rootPlaceholder');
  const overrides = useMemo(
    () =>
      tree && def.fields.some((f) => f.name === 'parentId') && !given.parentId
        ? { ...given, parentId: parentTreeField(`/api${def.api}/tree`, rootPlaceholder) }
        : given,
    [tree, def, given, rootPlaceholder],
  );

  const list = useResourceList(props, api, !tree);
  const treeState = useResourceTree(tree, list.rows, !!list.list.data);
  const records = treeState.records;

  const reload = useCallback(async () => {
    await list.invalidate();
    await treeState.reloadChildren();
  }, [list.invalidate, treeState.reloadChildren]);

  const record = useRecordDialog(def, api, hooks, reload);
  const { openAdd, openEdit, openView } = record;

  const selection = useSelection(reload);
  const { selectedRows, selectedKeys, clearSelection, confirmRun } = selection;
  const confirmRemove = useCallback(
    (rows: Row[]) =>
      confirmRun(rows, {
        confirm: t('crud.deleteConfirm'),
        run: (rs) => api.remove(rs.map((r) => String(r.id))),
        success: t('crud.deleteSuccess'),
      }),
    [confirmRun, api, t],
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
    confirmSelected: (opts) => confirmRun(selectedRows, opts),
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

  // --- the operation column's standard actions, in order (a screen adds its own after them with rowActions) ---
  const addChild = tree?.addChild ?? true;
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const actions = useMemo<RowAction[]>(
    () => [
      { key: 'view', label: t('crud.view'), show: !hide.view && can(`${prefix}_view`), run: openView },
      {
        key: 'edit',
        label: t('crud.edit'),
        // A record with a status is editable only in the states its definition allows, as the server rules.
        show:
          !hide.edit &&
          can(`${prefix}_edit`) &&
          ((row: Row) => {
            const editable = def.status?.editableIn;
            return !editable || editable.includes(String(row[def.status!.field]));
          }),
        run: openEdit,
      },
      {
        key: 'delete',
        label: t('crud.delete'),
        danger: true,
        // Likewise removable only where its definition allows (a project past its draft stays).
        show:
          !hide.delete &&
          can(`${prefix}_delete`) &&
          ((row: Row) => {
            const removable = def.status?.removableIn;
            return !removable || removable.includes(String(row[def.status!.field]));
          }),
        run: (row) => confirmRemove([row]),
      },
      {
        key: 'addChild',
        label: t('crud.addChild'),
        show: !!tree && !hide.add && addChild !== false && can(`${prefix}_add`) && addChild,
        run: (row) => openAdd({ parentId: row.id }),
      },
      // 变更记录: the record's modification history, where its definition keeps one
      { key: 'history', label: t('history.action'), show: !!def.history && can(`${prefix}_view`), run: setHistoryOf },
    ],
    [t, def, hide, can, prefix, tree, addChild, openView, openEdit, openAdd, confirmRemove],
  );

  const small = useScreen() === 'xs';
  const columns = useColumns({
    def,
    overrides,
    extras: props.columns,
    // A tree's rows are numbered by nothing meaningful; its expander then sits in the first field's column.
    // On a small screen the index column gives its room to the data.
    index: !small && (hide.index === false || (!hide.index && !tree)),
    indexOffset: tree ? 0 : (list.paging.current - 1) * list.paging.size,
    actions,
    rowActions: props.rowActions,
    menuWidth: props.menuWidth ?? (def.history ? 270 : undefined),
    small,
    records,
    ctxRef,
  });

  const wrapRef = useRef<HTMLDivElement>(null);
  const scrollY = useTableHeight(wrapRef, props.calcHeight);

  const searchFields = hide.search
    ? []
    : [...def.fields.filter((f) => inSearch(f, overrides[f.name])), ...(props.searchFields ?? [])];
  const { dialog } = record;
  const drawer = props.view === 'drawer' || !!props.recordTabs;
  // what the dialog and the drawer show of the record
  const shown = {
    title: record.title,
    row: dialog.row,
    loading: dialog.loading,
    fields: def.fields,
    def,
    overrides,
    extraColumns: props.columns,
  };

  return (
    <div className="crud-page">
      {!hide.search && (
        <SearchForm fields={searchFields} overrides={overrides} dateRange={!hide.dateRange} onSearch={list.search} />
      )}
      <div ref={wrapRef}>
        <DataTable
          id={props.tableId ?? def.name}
          columns={columns}
          data={records}
          loading={list.list.isFetching}
          size={props.size}
          scrollY={scrollY}
          onReload={() => void reload()}
          onRowClick={props.onRowClick}
          rowClassName={(row) => (props.activeKey && String(row.id) === props.activeKey ? 'crud-row-active' : '')}
          toolbarLeft={
            <span className="crud-toolbar">
              {props.title}
              {!hide.add && can(`${prefix}_add`) && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => openAdd()}>
                  {t('crud.add')}
                </Button>
              )}
              {!hide.delete && can(`${prefix}_delete`) && (
                <Button danger icon={<DeleteOutlined />} onClick={() => confirmRemove(selectedRows)}>
                  {t('crud.delete')}
                </Button>
              )}
              {/* Excel (crud/excel): 导出 for every list the user may export; 导入 where the definition takes imports. */}
              {!hide.export && def.exportable !== false && can(`${prefix}_export`) && (
                <ExportButton def={def} query={() => list.filters} />
              )}
              {!hide.import && def.routes.includes('import') && can(`${prefix}_import`) && (
                <ImportDialog def={def} onDone={() => void reload()} />
              )}
              {props.toolbar?.(ctx)}
            </span>
          }
          rowSelection={hide.selection ? undefined : selection.rowSelection}
          expandable={treeState.expandable}
          pagination={
            tree
              ? false
              : {
                  current: list.paging.current,
                  pageSize: list.paging.size,
                  total: list.total,
                  showSizeChanger: true,
                  showQuickJumper: true,
                  pageSizeOptions: (props.pageSizes ?? PAGE_SIZES).map(String),
                  showTotal: (n) => totalText(t, n, list.totalIsLowerBound),
                  onChange: list.changePage,
                }
          }
        />
      </div>
      <FormDialog
        {...shown}
        open={dialog.open && !(drawer && dialog.mode === 'view')}
        mode={dialog.mode}
        hooks={hooks}
        width={hooks.width ?? props.dialogWidth ?? 880}
        onCancel={record.close}
        onSubmit={record.submit}
      />
      {drawer && (
        <RecordDrawer
          {...shown}
          resource={def}
          tabs={props.recordTabs}
          open={dialog.open && dialog.mode === 'view'}
          onClose={record.close}
        />
      )}
      {def.history && (
        <HistoryDrawer
          def={def}
          dataid={String(historyOf?.id ?? '')}
          open={!!historyOf}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </div>
  );
}
