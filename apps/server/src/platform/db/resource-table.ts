import { type FieldDef, KINDS, type ResourceDef, columnOf } from '@flp/shared';
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
import { tenantIsolation } from './row-security';

// biome-ignore lint/suspicious/noExplicitAny: tables built from definitions are typed by the definition at run time
export type ResourceTable = PgTableWithColumns<any>;

/** The column of a field, as the kind table describes it (packages/shared/src/resources/kinds.ts). */
function fieldColumn(f: FieldDef): PgColumnBuilderBase {
  const name = columnOf(f);
  const c = KINDS[f.kind].column(f);
  switch (c.type) {
    case 'varchar':
      return varchar(name, { length: c.length });
    case 'numeric':
      return numeric(name, { precision: c.precision, scale: c.scale });
    case 'text':
      return text(name);
    case 'smallint':
      return smallint(name);
    case 'integer':
      return integer(name);
    case 'bigint':
      return idColumn(name);
    case 'date':
      return date(name, { mode: 'string' });
    case 'timestamp':
      return stamp(name);
    case 'jsonb':
      return jsonb(name);
  }
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
      .filter((f) => f.search && KINDS[f.kind].trigram)
      .map((f) =>
        index(`${def.table}_${columnOf(f)}_trgm`)
          .using('gin', sql`${t[f.name]} gin_trgm_ops`)
          .where(sql`is_deleted = 0`),
      );
    // A single reference is looked up by its id (children by their master, records by their owner).
    const refIdx = def.fields
      .filter((f) => f.kind === 'ref')
      .map((f) =>
        index(`${def.table}_${columnOf(f)}_idx`)
          .on(...((scoped ? [t.tenantId, t[f.name]] : [t[f.name]]) as unknown as [AnyPgColumn, ...AnyPgColumn[]]))
          .where(sql`is_deleted = 0`),
      );
    // Row-level security: tenant rows for their tenant only; the tenant resource's own row for its tenant.
    const security = t.tenantId ? [tenantIsolation()] : [];
    return [...extras, listIdx, ...searchIdx, ...refIdx, ...(extraIndexes?.(t) ?? []), ...security];
  }) as ResourceTable;
}
