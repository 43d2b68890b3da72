/**
 * A table's structure as information_schema tells it — its columns' names, types, sizes, whether they may be empty,
 * their comments and the primary key — and nothing else: no row of any table is ever read.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../platform/db/database';
import { selectRows } from '../../platform/db/raw';

export interface SourceColumn {
  name: string;
  /** information_schema's data_type (`character varying`, `numeric`, `timestamp without time zone`…). */
  dataType: string;
  /** The type's own name (`varchar`, `int8`, `jsonb`…). */
  udtName: string;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  hasDefault: boolean;
  comment: string | null;
  primaryKey: boolean;
}

export interface SourceTable {
  schema: string;
  name: string;
  comment: string | null;
  columns: SourceColumn[];
}

/** `schema.table` or `table` (in public). */
export function splitTableName(full: string): { schema: string; name: string } {
  const dot = full.indexOf('.');
  return dot < 0 ? { schema: 'public', name: full } : { schema: full.slice(0, dot), name: full.slice(dot + 1) };
}

interface ColumnRow {
  column_name: string;
  data_type: string;
  udt_name: string;
  character_maximum_length: number | string | null;
  numeric_precision: number | string | null;
  numeric_scale: number | string | null;
  is_nullable: string;
  column_default: string | null;
  comment: string | null;
  primary_key: boolean;
  table_comment: string | null;
}

function columnsQuery(schema: string, name: string): SQL {
  return sql`
    select c.column_name, c.data_type, c.udt_name, c.character_maximum_length, c.numeric_precision, c.numeric_scale,
      c.is_nullable, c.column_default,
      col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position::int) as comment,
      exists (
        select 1 from information_schema.table_constraints tc
        join information_schema.key_column_usage k
          on k.constraint_schema = tc.constraint_schema and k.constraint_name = tc.constraint_name
        where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = c.table_schema
          and tc.table_name = c.table_name and k.column_name = c.column_name
      ) as primary_key,
      obj_description(format('%I.%I', c.table_schema, c.table_name)::regclass, 'pg_class') as table_comment
    from information_schema.columns c
    where c.table_schema = ${schema} and c.table_name = ${name}
    order by c.ordinal_position`;
}

const num = (v: number | string | null) => (v === null || v === undefined ? null : Number(v));

function tableOf(schema: string, name: string, rows: ColumnRow[]): SourceTable | null {
  if (!rows.length) return null;
  return {
    schema,
    name,
    comment: rows[0].table_comment,
    columns: rows.map((r) => ({
      name: r.column_name,
      dataType: r.data_type,
      udtName: r.udt_name,
      maxLength: num(r.character_maximum_length),
      precision: num(r.numeric_precision),
      scale: num(r.numeric_scale),
      nullable: r.is_nullable === 'YES',
      hasDefault: r.column_default !== null,
      comment: r.comment,
      primaryKey: r.primary_key === true || String(r.primary_key) === 't',
    })),
  };
}

/** The table in a database reached over `pg` (a data source); null when it has no such table. */
export async function readTableOver(client: pg.Client, full: string): Promise<SourceTable | null> {
  const { schema, name } = splitTableName(full);
  const q = new PgDialect().sqlToQuery(columnsQuery(schema, name));
  const { rows } = await client.query<ColumnRow>(q.sql, q.params as unknown[]);
  return tableOf(schema, name, rows);
}

/** The table in this platform's own database (read as its owner: the app's role sees only the tables it is granted). */
export async function readOwnTable(db: Db, full: string): Promise<SourceTable | null> {
  const { schema, name } = splitTableName(full);
  return tableOf(schema, name, await selectRows<ColumnRow>(db, columnsQuery(schema, name)));
}
