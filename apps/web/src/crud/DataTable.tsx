import { type ColumnsState, type ProColumns, ProTable } from '@ant-design/pro-components';
import { Table, type TableProps } from 'antd';
import {
  type ReactNode,
  type ThHTMLAttributes,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TabContext } from '../app/TabContext';
import { useAuth } from '../store/auth';
import { getStore, setStore } from '../store/storage';
import type { Row } from './api';
import './crud.css';

/**
 * The one place ProComponents is used (a prerelease line for antd 6): a ProTable with column settings (visibility,
 * order, fixing) and draggable column widths, both kept per account and route in local storage and restored.
 * Data, paging and selection are controlled by the caller.
 *
 * Columns keep their real widths: the table is laid out fixed at the sum of its shown columns' widths and scrolls
 * sideways when that is wider than the screen (never `max-content`, which let a cell widen its column past what the
 * fixed column's offset assumed). A column marked `fit` (the 操作 column) takes the width its widest cell's content
 * needs, measured after each render, so the fixed column covers no more of the data than its buttons take.
 */

/** The selection column's width (antd's checkbox column), counted in the table's width. */
const SELECTION_WIDTH = 48;
/** A fitted column's bounds. */
const FIT_MIN = 64;
const FIT_MAX = 480;

export interface DataColumn {
  key: string;
  title: ReactNode;
  dataIndex?: string;
  width?: number;
  fixed?: 'left' | 'right';
  ellipsis?: boolean;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
  /** Not offered in the column settings (index, operations). */
  noSetting?: boolean;
  /** Width from the content: the widest of its rendered cells (`width` until measured). */
  fit?: boolean;
}

interface SavedLayout {
  state?: Record<string, ColumnsState>;
  widths?: Record<string, number>;
}

export interface DataTableProps {
  /** Distinguishes tables on one route (the resource name). */
  id: string;
  columns: DataColumn[];
  data: Row[];
  loading?: boolean;
  rowKey?: string;
  pagination?: TableProps<Row>['pagination'];
  rowSelection?: TableProps<Row>['rowSelection'];
  expandable?: TableProps<Row>['expandable'];
  /** Left side of the toolbar (buttons). */
  toolbarLeft?: ReactNode;
  /** Right side, before the settings icons. */
  toolbarRight?: ReactNode;
  onReload?: () => void;
  scrollY?: number;
  size?: 'small' | 'middle';
  onRowClick?: (row: Row) => void;
  rowClassName?: (row: Row) => string;
  /**
   * A totals row under the data, by column key (a column without a value shows an empty cell): kept under its
   * column whatever the user hid or reordered in the column settings.
   */
  totals?: Record<string, ReactNode>;
}

/** The storage key of a table's layout: per account and route (spec §2 "Table layouts"). */
export function useLayoutKey(id: string): string {
  const account = useAuth((s) => s.userInfo?.account ?? '');
  const tab = useContext(TabContext);
  const path = tab?.path ?? (typeof location !== 'undefined' ? location.hash.replace(/^#/, '').split('?')[0] : '');
  return `columns-${account}-${path}-${id}`;
}

export function DataTable(props: DataTableProps) {
  const key = useLayoutKey(props.id);
  const [layout, setLayout] = useState<SavedLayout>(() => getStore<SavedLayout>(key) ?? {});
  const save = useCallback(
    (next: SavedLayout) => {
      setLayout(next);
      setStore(key, next);
    },
    [key],
  );
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  // The fitted columns' measured widths: each cell's content (kept on one line) plus the cell's padding.
  const boxRef = useRef<HTMLDivElement>(null);
  const [fitted, setFitted] = useState<Record<string, number>>({});
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const next: Record<string, number> = {};
    for (const c of props.columns) {
      if (!c.fit) continue;
      let w = 0;
      for (const el of box.querySelectorAll<HTMLElement>(`.crud-fit[data-fit="${c.key}"]`)) {
        const td = el.closest('td');
        const style = td && getComputedStyle(td);
        const pad = style ? Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) : 32;
        w = Math.max(w, el.getBoundingClientRect().width + pad + 2);
      }
      // a hidden tab measures nothing: keep what was measured
      if (w > 0) next[c.key] = Math.min(FIT_MAX, Math.max(FIT_MIN, Math.ceil(w)));
      else if (fitted[c.key]) next[c.key] = fitted[c.key];
    }
    const same =
      Object.keys(next).length === Object.keys(fitted).length &&
      Object.entries(next).every(([k, v]) => Math.abs((fitted[k] ?? 0) - v) <= 1);
    if (!same) setFitted(next);
  });

  const widthOf = useCallback(
    (c: DataColumn) => (c.fit ? (fitted[c.key] ?? c.width) : (layout.widths?.[c.key] ?? c.width)),
    [fitted, layout.widths],
  );

  const columns = useMemo<ProColumns<Row>[]>(
    () =>
      props.columns.map((c) => {
        const width = widthOf(c);
        const render = c.render;
        return {
          key: c.key,
          dataIndex: c.dataIndex ?? c.key,
          title: c.title,
          width,
          fixed: c.fixed,
          ellipsis: c.ellipsis,
          hideInSetting: c.noSetting,
          render: render
            ? (_dom: ReactNode, row: Row, index: number) =>
                c.fit ? (
                  <span className="crud-fit" data-fit={c.key}>
                    {render(row[c.dataIndex ?? c.key], row, index)}
                  </span>
                ) : (
                  render(row[c.dataIndex ?? c.key], row, index)
                )
            : undefined,
          onHeaderCell: () =>
            (c.noSetting
              ? {}
              : {
                  width,
                  onResize: (w: number) =>
                    save({ ...layoutRef.current, widths: { ...layoutRef.current.widths, [c.key]: Math.max(48, w) } }),
                }) as ThHTMLAttributes<HTMLElement>,
        };
      }),
    [props.columns, widthOf, save],
  );

  // The table's width: the shown columns' widths (the column settings may hide some), and the checkbox column.
  const scrollX =
    props.columns
      .filter((c) => layout.state?.[c.key]?.show !== false)
      .reduce((sum, c) => sum + (widthOf(c) ?? 120), 0) + (props.rowSelection ? SELECTION_WIDTH : 0);

  return (
    <div ref={boxRef} className="crud-data-table">
      <ProTable<Row>
        rowKey={props.rowKey ?? 'id'}
        columns={columns}
        dataSource={props.data}
        loading={props.loading}
        search={false}
        pagination={props.pagination}
        rowSelection={props.rowSelection && { columnWidth: SELECTION_WIDTH, ...props.rowSelection }}
        tableAlertRender={false}
        expandable={props.expandable}
        size={props.size}
        bordered
        cardBordered={false}
        headerTitle={props.toolbarLeft}
        toolBarRender={props.toolbarRight ? () => [props.toolbarRight] : undefined}
        options={{
          reload: props.onReload ? () => props.onReload?.() : false,
          density: true,
          fullScreen: false,
          setting: { draggable: true, checkable: true, checkedReset: true },
        }}
        columnsState={{
          value: layout.state,
          onChange: (state) => save({ ...layoutRef.current, state }),
        }}
        components={{ header: { cell: ResizableTitle } }}
        scroll={{ x: scrollX, y: props.scrollY }}
        tableLayout="fixed"
        onRow={(row) => ({ onClick: props.onRowClick ? () => props.onRowClick?.(row) : undefined })}
        rowClassName={props.rowClassName}
        summary={
          props.totals
            ? () => totalsRow(props.columns, layout.state, props.totals!, !!props.rowSelection, !!props.expandable)
            : undefined
        }
      />
    </div>
  );
}

/** The totals row's cells in the columns' shown order (the column settings' visibility and order). */
function totalsRow(
  columns: DataColumn[],
  state: Record<string, ColumnsState> | undefined,
  totals: Record<string, ReactNode>,
  selectable: boolean,
  expandable: boolean,
) {
  const shown = columns
    .map((c, i) => ({ c, order: state?.[c.key]?.order ?? i }))
    .filter(({ c }) => state?.[c.key]?.show !== false)
    .sort((a, b) => a.order - b.order);
  // The selection and expand columns come first, with empty cells under them.
  const lead = [selectable, expandable].filter(Boolean).length;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row className="crud-totals-row">
        {selectable && <Table.Summary.Cell index={0} />}
        {expandable && <Table.Summary.Cell index={lead - 1} />}
        {shown.map(({ c }, i) => (
          <Table.Summary.Cell key={c.key} index={i + lead}>
            {totals[c.key]}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** A header cell whose right edge can be dragged to set the column width. */
function ResizableTitle({
  width,
  onResize,
  children,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { width?: number; onResize?: (w: number) => void }) {
  const ref = useRef<HTMLTableCellElement>(null);
  if (!onResize) return <th {...rest}>{children}</th>;
  const start = (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const th = ref.current;
    if (!th) return;
    const x0 = e.clientX;
    const w0 = th.getBoundingClientRect().width;
    let last = w0;
    const move = (ev: MouseEvent) => {
      last = Math.max(48, Math.round(w0 + ev.clientX - x0));
      th.style.width = `${last}px`;
      th.style.minWidth = `${last}px`;
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      onResize(last);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };
  return (
    // Fixed columns are sticky (already a containing block for the grip); the others become relative.
    <th ref={ref} {...rest} style={rest.style?.position ? rest.style : { ...rest.style, position: 'relative' }}>
      {children}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a mouse-only grip; widths are also kept by the settings */}
      <span className="crud-resize-grip" onMouseDown={start} />
    </th>
  );
}
