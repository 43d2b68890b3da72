import { customType, integer, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** bigint ids as strings both ways (PGlite hands back BigInt, node-postgres a string). */
export const idColumn = customType<{ data: string; driverData: string | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (v) => String(v),
  toDriver: (v) => v,
});

export const stamp = (name: string) => timestamp(name, { precision: 0, mode: 'string' });

/** The audit columns every record carries (ARCHITECTURE.md §4). */
export function auditColumns() {
  return {
    createUser: idColumn('create_user'),
    createDept: idColumn('create_dept'),
    createTime: stamp('create_time'),
    updateUser: idColumn('update_user'),
    updateTime: stamp('update_time'),
    status: integer('status').notNull().default(1),
    isDeleted: smallint('is_deleted').notNull().default(0),
    version: integer('version').notNull().default(1),
  };
}

export function tenantColumn() {
  return { tenantId: varchar('tenant_id', { length: 12 }).notNull().default('000000') };
}

export function idPrimary() {
  return { id: idColumn('id').primaryKey() };
}
