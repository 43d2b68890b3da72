import { type FieldDef, type ResourceDef, columnOf } from '@flp/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  type IndexBuilder,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, idPrimary, stamp, tenantColumn } from './columns';

// biome-ignore lint/suspicious/noExplicitAny: tables built from definitions are typed by the definition at run time
export type ResourceTable = PgTableWithColumns<any>;

function fieldColumn(f: FieldDef): PgColumnBuilderBase {
  const col = columnOf(f);
  switch (f.kind) {
    case 'text':
    case 'password':
      return varchar(col, { length: Math.max(f.max ?? 255, 64) });
    case 'ids':
      return varchar(col, { length: Math.max(f.max ?? 1000, 64) });
    case 'textarea':
      return text(col);
    case 'int':
      return integer(col);
    case 'number':
      return numeric(col, { precision: 24, scale: f.scale ?? 6 });
    case 'money':
      return numeric(col, { precision: 18, scale: 2 });
    case 'percent':
      return numeric(col, { precision: 9, scale: f.scale ?? 4 });
    case 'date':
      return date(col, { mode: 'string' });
    case 'datetime':
      return stamp(col);
    case 'switch':
      return smallint(col);
    case 'dict':
      return dictIsNumeric(f) ? integer(col) : varchar(col, { length: 64 });
    case 'ref':
      return idColumn(col);
    case 'json':
      return jsonb(col);
  }
}

/** A dict field with numeric fixed options is stored as an integer, otherwise as the dictionary key text. */
export function dictIsNumeric(f: FieldDef): boolean {
  return f.kind === 'dict' && !!f.options?.length && f.options.every((o) => typeof o.value === 'number');
}

/**
 * The Drizzle table of a resource: id, tenant (for tenant-scoped resources), the declared fields, the audit columns;
 * a unique index per unique key among rows not deleted, an index for the tenant's newest-first listing, and a
 * trigram index per searchable text field.
 */
export function resourceTable(
  def: ResourceDef,
  /** Indexes a module's own queries need beyond the standard ones. */
  extraIndexes?: (t: Record<string, ExtraConfigColumn>) => IndexBuilder[],
): ResourceTable {
  const scoped = def.scope === 'tenant';
  const columns: Record<string, PgColumnBuilderBase> = { ...idPrimary(), ...(scoped ? tenantColumn() : {}) };
  for (const f of def.fields) columns[f.name] = fieldColumn(f);
  Object.assign(columns, auditColumns());
  return pgTable(def.table, columns, (t: Record<string, ExtraConfigColumn>) => {
    const extras = def.unique.map((group) => {
      const cols = group.map((n) => t[n]);
      const on = scoped ? [t.tenantId, ...cols] : cols;
      return uniqueIndex(
        `${def.table}_uk_${group.map((n) => columnOf(def.fields.find((f) => f.name === n)!)).join('_')}`,
      )
        .on(...(on as unknown as [AnyPgColumn, ...AnyPgColumn[]]))
        .where(sql`is_deleted = 0`);
    });
    // The default listing (newest first, live rows of one tenant) and its count read this index alone.
    const listCols = [...(scoped ? [t.tenantId] : []), t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()];
    const listIdx = index(`${def.table}_list_idx`)
      .on(...(listCols as unknown as [AnyPgColumn, ...AnyPgColumn[]]))
      .where(sql`is_deleted = 0`);
    // Searchable text is filtered with LIKE '%…%' (API-CONVENTIONS): trigram indexes keep that fast on large tables.
    const searchIdx = def.fields
      .filter((f) => f.search && (f.kind === 'text' || f.kind === 'textarea'))
      .map((f) =>
        index(`${def.table}_${columnOf(f)}_trgm`)
          .using('gin', sql`${t[f.name]} gin_trgm_ops`)
          .where(sql`is_deleted = 0`),
      );
    return [...extras, listIdx, ...searchIdx, ...(extraIndexes?.(t) ?? [])];
  }) as ResourceTable;
}
