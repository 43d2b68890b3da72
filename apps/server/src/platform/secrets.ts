/**
 * A provider's keys as the settings screens handle them (外部数据服务, 外部服务): never sent to the client whole — it
 * sees a mask — and saving the mask unchanged keeps the stored key.
 */
import { SECRET_MASK } from '@flp/shared';
import { and, inArray, sql } from 'drizzle-orm';
import type { ResourceRepository, Row } from './crud/repository';
import type { Db } from './db/database';

/** '******' and the last 4 characters (or only the stars for a short key); '' for none. */
export function maskSecret(value: string): string {
  if (!value) return '';
  return value.length > 8 ? `******${value.slice(-4)}` : '******';
}

/** A submitted key: the stored one when the client sent back the mask (or nothing), else the new value. */
export const keptSecret = (submitted: string | null | undefined, stored: string | undefined) =>
  submitted === undefined || submitted === null || submitted === '' || (stored && submitted === maskSecret(stored))
    ? (stored ?? '')
    : submitted;

/**
 * A setting's secret as object storage and 短信配置 keep it (one field, readable: false): reads answer SECRET_MASK
 * when one is stored, and the mask submitted back means "unchanged".
 */
export const maskedSecret = {
  /** The write's body: the mask dropped (kept as stored), or emptied on a new setting, which has nothing to keep. */
  prepare(body: Row, current: Row | undefined, field: string) {
    if (body[field] !== SECRET_MASK) return;
    if (current) delete body[field];
    else body[field] = '';
  },

  /** The rows read, each with the mask where a secret is stored ('' where none): never the secret. */
  async decorate(db: Db, repo: ResourceRepository, rows: Row[], field: string): Promise<Row[]> {
    const ids = rows.map((x) => String(x.id));
    const idCol = repo.col('id');
    const withSecret = new Set(
      ids.length
        ? (
            await db
              .select({ id: sql<string>`${idCol}` })
              .from(repo.table)
              .where(and(inArray(idCol, ids), sql`coalesce(${repo.col(field)}, '') <> ''`))
          ).map((x) => String(x.id))
        : [],
    );
    return rows.map((x) => ({ ...x, [field]: withSecret.has(String(x.id)) ? SECRET_MASK : '' }));
  },

  /** Both as a resource's hooks (a module with a prepare of its own calls `prepare` from it). */
  hooks(repo: ResourceRepository, field: string) {
    return {
      prepare: (_h: unknown, body: Row, current: Row | undefined) => maskedSecret.prepare(body, current, field),
      decorate: (r: { db: Db }, rows: Row[]) => maskedSecret.decorate(r.db, repo, rows, field),
    };
  },
};
