import type { ResourceDef } from '@flp/shared/resources';
import { Button } from 'antd';
import { type ReactNode, type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../api';
import type { DataColumn } from '../DataTable';
import { FieldValue, inList } from '../fields';
import { useLoc } from '../labels';
import type { ExtraColumn, FieldOverride, PageContext, RowAction } from '../types';
import { isStatusField, refTitle } from '../refs';
import { contentWidth } from '../widths';
import { PLACEHOLDER } from './useResourceTree';

const NO_EXTRAS: ExtraColumn[] = [];

export interface ColumnsOptions {
  def: ResourceDef;
  overrides: Record<string, FieldOverride>;
  extras?: ExtraColumn[];
  /** The index column: shown unless hidden; a tree's only when `index: false` is given explicitly. */
  index: boolean;
  /** What the index counts from (paged lists continue across pages). */
  indexOffset: number;
  /** The standard row actions (view, edit, delete, add child...), in order. */
  actions: RowAction[];
  /** The screen's own row actions, after the standard ones. */
  rowActions?: (row: Row, ctx: PageContext) => ReactNode;
  menuWidth?: number;
  /** A small screen: the operation column is not fixed. */
  small: boolean;
  /** The rows shown (widths are measured from their contents). */
  records: Row[];
  /** The page context of the latest render (cells are memoized). */
  ctxRef: RefObject<PageContext>;
}

/**
 * The table's columns: index, the definition's listed fields (labels, widths from their contents, values as read)
 * with the screen's extra columns placed after the field they name, and the operation column of row actions.
 */
export function useColumns(o: ColumnsOptions): DataColumn[] {
  const { t } = useTranslation();
  const loc = useLoc();
  const {
    def,
    overrides,
    extras = NO_EXTRAS,
    index,
    indexOffset,
    actions,
    rowActions,
    menuWidth,
    small,
    records,
    ctxRef,
  } = o;
  return useMemo<DataColumn[]>(() => {
    const cols: DataColumn[] = [];
    if (index)
      cols.push({
        key: '__index',
        title: t('crud.index'),
        width: 64,
        noSetting: true,
        render: (_v, row, i) => (row[PLACEHOLDER] ? '' : indexOffset + i + 1),
      });
    const placed = new Set<string>();
    const extraCol = (c: ExtraColumn): DataColumn => ({
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
      const ov = overrides[f.name];
      if (inList(f, ov))
        cols.push({
          key: f.name,
          title: loc(ov?.label ?? f.label),
          width:
            ov?.width ??
            contentWidth(
              loc(ov?.label ?? f.label),
              records.map((r) => (f.target ? refTitle(f, r) : r[f.name])),
              // a reference is as wide as its titles
              f.target ? { ...f, kind: 'text' } : f,
            ),
          ellipsis: true,
          render: (v, row) =>
            row[PLACEHOLDER] ? null : ov?.render ? (
              ov.render(v, row)
            ) : (
              <FieldValue field={f} value={v} row={row} tag={isStatusField(def, f)} />
            ),
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
      title: t('crud.operation'),
      // a hint until the rendered buttons are measured: the column is as wide as its widest row's buttons
      width: menuWidth ?? 200,
      fit: true,
      // fixed on the right where there is room; on a small screen it scrolls with the data it would cover
      fixed: small ? undefined : 'right',
      noSetting: true,
      render: (_v, row) =>
        row[PLACEHOLDER] ? null : (
          // biome-ignore lint/a11y/noStaticElementInteractions: stops the row click behind the buttons
          // biome-ignore lint/a11y/useKeyWithClickEvents: idem
          <span className="crud-actions" onClick={(e) => e.stopPropagation()}>
            {actions
              .filter((a) => (typeof a.show === 'function' ? a.show(row) : a.show !== false))
              .map((a) => (
                <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => a.run(row)}>
                  {a.label}
                </Button>
              ))}
            {rowActions?.(row, ctxRef.current)}
          </span>
        ),
    });
    return cols;
  }, [def, overrides, extras, index, indexOffset, actions, rowActions, menuWidth, small, records, ctxRef, t, loc]);
}
