import type { FieldDef, Localized, ResourceDef } from '@flp/shared/resources';
import type { FormInstance, FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode, Ref } from 'react';
import type { ListResult, Row } from './api';

export type FormMode = 'add' | 'edit' | 'view';

/** What a screen may change about one field, without copying the page. */
export interface FieldOverride {
  label?: Localized | string;
  /** Shown as a table column. */
  list?: boolean;
  /** Part of the add/edit form (a function decides per mode and record). */
  form?: boolean | ((mode: FormMode, row?: Row) => boolean);
  /** Shown in the view dialog (default: when shown in the form or the list). */
  view?: boolean;
  /** Offered in the search form. */
  search?: boolean;
  /** Disabled in the form (immutable fields are disabled when editing anyway). */
  disabled?: boolean | ((mode: FormMode, row?: Row) => boolean);
  /**
   * A child list: only these fields of its rows are editable, and no row is added or removed (a task that fills in
   * the signed contracts' numbers of the rows its approvers passed).
   */
  columns?: readonly string[];
  /** Cell and view rendering. */
  render?: (value: unknown, row: Row) => ReactNode;
  /** The form input (the Form.Item around it is still built from the definition: label, rules). */
  input?: (ctx: FieldInputContext) => ReactNode;
  /** The search form input. */
  searchInput?: () => ReactNode;
  /** Rules added to the definition's. */
  rules?: Rule[];
  /** Grid span in the form (24 = full width; textareas default to 24, others 12). */
  span?: number;
  /** Column width. */
  width?: number;
  itemProps?: Partial<FormItemProps>;
  /**
   * Shown only while the record's values satisfy this (the form's live values, the viewed record): a customer's
   * enterprise fields while its type is 企业. A hidden field is not sent.
   */
  when?: (values: Row) => boolean;
}

/** A tab of the record drawer (ResourcePage `recordTabs`), after 基本信息 and the child lists, before 变更记录. */
export interface RecordTab {
  key: string;
  label: Localized | string;
  render(row: Row): ReactNode;
  /** Whether the record offers it (default: yes). */
  show?(row: Row): boolean;
}

export interface FieldInputContext {
  field: FieldDef;
  mode: FormMode;
  row?: Row;
  form: FormInstance;
  disabled: boolean;
  /** '请输入…' / '请选择…' with the field's label. */
  placeholder: string;
}

/** An extra column that is not a field of the definition (names of referenced records, computed values). */
export interface ExtraColumn {
  key: string;
  title: Localized | string;
  /** Data key of the row (default: key). */
  dataIndex?: string;
  /** The cell; `ctx` is the page's (reload, permissions) as of the latest render (absent in the view dialog). */
  render?: (value: unknown, row: Row, ctx?: PageContext) => ReactNode;
  width?: number;
  /** Put it after this field's column (default: at the end). */
  after?: string;
  /** Also shown in the view dialog. */
  view?: boolean;
}

/** What toolbar and row-action slots receive. */
export interface PageContext {
  reload(): Promise<void>;
  selectedRows: Row[];
  selectedKeys: string[];
  clearSelection(): void;
  openAdd(initial?: Row): void;
  openEdit(row: Row): void;
  openView(row: Row): void;
  /** Whether the user holds a button permission (full code, e.g. 'user_reset'). */
  can(code: string): boolean;
  /** The confirmed bulk action helper: warns on empty selection, asks, runs, toasts, reloads. */
  confirmSelected(opts: { confirm: string; run: (rows: Row[]) => Promise<unknown>; success: string }): void;
}

/** Hooks around the add/edit/view dialog. */
export interface FormHooks {
  /** Values of a new record (after the definition's defaults). */
  initialValues?(initial?: Row): Row;
  /** The record to edit or view (default: GET detail?id=); may add derived values. */
  load?(row: Row, mode: FormMode): Promise<Row>;
  /** Turn form values into the body sent (e.g. md5 of a password). */
  beforeSubmit?(values: Row, mode: FormMode, row?: Row): Row | Promise<Row>;
  /** Replace the submit call (default: POST submit). */
  submit?(body: Row, mode: FormMode, row?: Row): Promise<unknown>;
  afterSubmit?(mode: FormMode, body: Row): void;
  /** Extra content below the fields. */
  extra?(ctx: { mode: FormMode; row?: Row; form: FormInstance }): ReactNode;
  /** Shows `extra` right after this field (full width) instead of below the child lists: a panel about some fields. */
  extraAfter?: string;
  /** Fields (not in the definition) added to the form, after the definition's. */
  extraFields?: FieldDef[];
  width?: number;
  /** Dialog title override. */
  title?(mode: FormMode): ReactNode;
}

/**
 * How a tree table behaves. A definition with `tree: true` is shown as a tree table by default: its parentId is
 * chosen from the resource's own tree (GET …/tree) and each row offers 新增子项.
 */
export interface TreeOptions {
  /** Loads a row's children when it is expanded (rows with hasChildren are expandable). */
  lazy?(row: Row): Promise<Row[]>;
  /** Opens the top level when the rows first arrive (small trees such as the departments). */
  expandRoots?: boolean;
  /** Which rows offer 新增子项 (default: every row, to those who may add). */
  addChild?: boolean | ((row: Row) => boolean);
}

/** A button of the operation column. */
export interface RowAction {
  key: string;
  label: ReactNode;
  /** Whether the row offers it (default: yes). */
  show?: boolean | ((row: Row) => boolean);
  danger?: boolean;
  run(row: Row): void;
}

export interface ResourcePageHandle {
  reload(): Promise<void>;
  openAdd(initial?: Row): void;
  openEdit(row: Row): void;
  openView(row: Row): void;
  selectedRows(): Row[];
}

export interface ResourcePageProps {
  def: ResourceDef;
  /** Title over the table. */
  title?: ReactNode;
  /** The list call's last path segment (default: 'list' when the definition offers it, else 'page'). */
  listPath?: string;
  /** Replace the list call altogether; answer a page or an array (tree). */
  request?(query: Record<string, unknown>): Promise<ListResult>;
  /** Fixed query parameters (e.g. the department chosen in a side tree); a change reloads from page 1. */
  params?: Record<string, unknown>;
  fields?: Record<string, FieldOverride>;
  columns?: ExtraColumn[];
  /** Extra buttons on the toolbar, after add and delete. */
  toolbar?(ctx: PageContext): ReactNode;
  /** Extra row actions, after view/edit/delete. */
  rowActions?(row: Row, ctx: PageContext): ReactNode;
  form?: FormHooks;
  /** A tree table (default: as the definition's `tree` says; `false` shows a tree resource as a flat list). */
  tree?: boolean | TreeOptions;
  /** 查看 opens the record in a modal dialog (default) or a read-only drawer beside the list. */
  view?: 'dialog' | 'drawer';
  /** Standard parts to leave out (tree tables leave out the index unless `index: false` is given). */
  hide?: Partial<
    Record<
      'add' | 'edit' | 'delete' | 'view' | 'selection' | 'index' | 'dateRange' | 'search' | 'export' | 'import',
      boolean
    >
  >;
  /** Permission prefix (default: the definition's). */
  permission?: string;
  /** Operation column width (default 200). */
  menuWidth?: number;
  /** Dialog width (default 880). */
  dialogWidth?: number;
  /** The table body fills the window less this many pixels below its top (Avue's calcHeight). */
  calcHeight?: number;
  /** Distinguishes two tables of one definition on one screen (saved column layouts). */
  tableId?: string;
  onRowClick?(row: Row): void;
  /** Highlighted row key. */
  activeKey?: string;
  handleRef?: Ref<ResourcePageHandle>;
  /** Page sizes (default the spec's 10, 30, 50, 100, 200). */
  pageSizes?: number[];
  /** Compact: smaller paddings (side-by-side layouts). */
  size?: 'small' | 'middle';
  /**
   * 查看 opens the record in a drawer of tabs: 基本信息, one tab per child list, these tabs, then 变更记录 where the
   * definition keeps a history (implies `view: 'drawer'`).
   */
  recordTabs?: RecordTab[];
  /** Search-only parameters the list call takes besides the definition's fields (bands, prefixes). */
  searchFields?: FieldDef[];
}
