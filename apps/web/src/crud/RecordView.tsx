import type { FieldDef, ResourceDef } from '@flp/shared/resources';
import { useScreen } from '../shell/responsive';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { Row } from './api';
import { ChildViews } from './ChildTable';
import { FieldValue, inView } from './fields';
import { useLoc } from './labels';
import { Loading } from './Loading';
import { isStatusField } from './refs';
import type { ExtraColumn, FieldOverride } from './types';

export interface RecordViewProps {
  fields: FieldDef[];
  /** Its child lists (shown below, read-only) and business status (shown as a tag). */
  def?: Pick<ResourceDef, 'children' | 'status'>;
  overrides?: Record<string, FieldOverride>;
  extraColumns?: ExtraColumn[];
  row: Row;
  /** Items per line (default: 2, and 1 on a phone). */
  column?: number;
  /** Leave the child lists out (the tabbed drawer shows each in its own tab). */
  noChildren?: boolean;
}

/**
 * A record read-only, as the view dialog and drawer show it: each viewable field with its label and its value as
 * people read it (dictionary texts, yes/no, amounts, references' titles, the status as a tag), then the extra columns
 * marked `view`, then the child lists as read-only tables.
 */
export function RecordView({ fields, def, overrides, extraColumns, row, column: asked, noChildren }: RecordViewProps) {
  const loc = useLoc();
  // Two columns where there is room; a phone reads one (a label beside its value, not a value a character wide).
  const screen = useScreen();
  const column = asked ?? (screen === 'xs' ? 1 : 2);
  const items = [
    ...fields
      .filter((f) => inView(f, overrides?.[f.name]) && (overrides?.[f.name]?.when?.(row) ?? true))
      .map((f) => {
        const o = overrides?.[f.name];
        const value = row[f.name];
        return {
          key: f.name,
          label: loc(o?.label ?? f.label),
          span: column > 1 && (f.kind === 'textarea' || f.kind === 'json' || f.kind === 'attachments') ? column : 1,
          children: o?.render ? (
            o.render(value, row)
          ) : (
            <FieldValue field={f} value={value} row={row} tag={isStatusField(def, f)} />
          ),
        };
      }),
    ...(extraColumns ?? [])
      .filter((c) => c.view)
      .map((c) => ({
        key: c.key,
        label: loc(c.title),
        span: 1,
        children: (c.render
          ? c.render(row[c.dataIndex ?? c.key], row)
          : String(row[c.dataIndex ?? c.key] ?? '')) as ReactNode,
      })),
  ];
  return (
    <>
      <Descriptions className="crud-view" bordered column={column} size="small" items={items} />
      {!noChildren && <ChildViews lists={def?.children} row={row} />}
    </>
  );
}

/** What a dialog or a drawer shows of one record: the record (undefined while it loads) and how to show it. */
export type ShownRecord = Omit<RecordViewProps, 'row' | 'column'> & { row?: Row; loading?: boolean };

/** The record read-only, or a spinner while it loads (the view dialog and the drawer). */
export function RecordBody({ row, loading, ...rest }: ShownRecord & { column?: number }) {
  return loading || !row ? <Loading /> : <RecordView {...rest} row={row} />;
}
