import { type SQL, and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { nextId } from '../db/id';
import { nowString } from '../db/time';
import type { RequestContext } from '../tenancy/context';
import { type AttachmentRow, attachmentTable as t } from './table';

/** Where a stored file downloads: its public name is its key with the tenant folder joined by '-'. */
export const FILE_ROUTE = '/api/blade-resource/oss/endpoint/file';
export const linkOf = (storedKey: string) => `${FILE_ROUTE}/${storedKey.replace('/', '-')}`;
/** The stored key of a public name (`000000-<hex>.pdf` → `000000/<hex>.pdf`). */
export const keyOfName = (name: string) => name.replace('-', '/');

export interface NewAttachment {
  originalName: string;
  storedKey: string;
  storage: string;
  size: number;
  contentType: string;
}

export interface RecordFilter {
  businessType?: string;
  businessIds?: string[];
  kind?: string;
  processInstanceId?: string;
}

const live = (ctx: RequestContext, ...extra: (SQL | undefined)[]) =>
  and(eq(t.tenantId, ctx.tenantId), eq(t.isDeleted, 0), ...extra)!;

/**
 * The attachment rows of the caller's tenant. Knows records only as (business type, id): the resources and modules
 * that own them decide what they mean.
 */
export const attachments = {
  async insert(db: Db, ctx: RequestContext, a: NewAttachment): Promise<AttachmentRow> {
    const [row] = await db
      .insert(t)
      .values({ ...a, id: nextId(), tenantId: ctx.tenantId, createUser: ctx.userId, createTime: nowString() })
      .returning();
    return row;
  },

  async byIds(db: Db, ctx: RequestContext, ids: string[]): Promise<AttachmentRow[]> {
    if (!ids.length) return [];
    return db
      .select()
      .from(t)
      .where(live(ctx, inArray(t.id, ids)));
  },

  async byKey(db: Db, ctx: RequestContext, storedKey: string): Promise<AttachmentRow | undefined> {
    const [row] = await db
      .select()
      .from(t)
      .where(live(ctx, eq(t.storedKey, storedKey)))
      .limit(1);
    return row;
  },

  /** Linked attachments of records, oldest first (the order they were added in). */
  async ofRecords(db: Db, ctx: RequestContext, f: RecordFilter, opts: { deleted?: boolean } = {}) {
    const where = and(
      eq(t.tenantId, ctx.tenantId),
      eq(t.isDeleted, opts.deleted ? 1 : 0),
      f.businessType !== undefined ? eq(t.businessType, f.businessType) : undefined,
      f.businessIds ? inArray(t.businessId, f.businessIds.length ? f.businessIds : ['-1']) : undefined,
      f.kind !== undefined ? eq(t.kind, f.kind) : undefined,
      f.processInstanceId !== undefined ? eq(t.processInstanceId, f.processInstanceId) : undefined,
      sql`${t.businessId} is not null`,
    );
    return db.select().from(t).where(where).orderBy(t.createTime, t.id).limit(10000);
  },

  /** A page of the tenant's linked attachments, newest first. */
  async page(db: Db, ctx: RequestContext, f: RecordFilter & { name?: string }, offset: number, size: number) {
    const where = live(
      ctx,
      f.businessType !== undefined ? eq(t.businessType, f.businessType) : undefined,
      f.businessIds ? inArray(t.businessId, f.businessIds) : undefined,
      f.kind !== undefined ? eq(t.kind, f.kind) : undefined,
      f.name ? sql`${t.originalName} ilike ${`%${f.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      sql`${t.businessId} is not null`,
    );
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(t).where(where);
    const rows = await db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.createTime), desc(t.id))
      .offset(offset)
      .limit(size);
    return { rows, total: Number(n) };
  },

  async link(
    tx: Db,
    ctx: RequestContext,
    ids: string[],
    to: { businessType: string; businessId: string; kind?: string | null; processInstanceId?: string | null },
  ) {
    if (!ids.length) return;
    await tx
      .update(t)
      .set({ ...to, linkedTime: nowString() })
      .where(live(ctx, inArray(t.id, ids)));
  },

  /** Soft-removes the attachments (their bytes stay until a purge; removed records keep their files readable). */
  async remove(tx: Db, ctx: RequestContext, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await tx
      .update(t)
      .set({ isDeleted: 1 })
      .where(live(ctx, inArray(t.id, ids)))
      .returning({ id: t.id });
    return rows.length;
  },

  async removeOfRecords(tx: Db, ctx: RequestContext, f: RecordFilter): Promise<number> {
    const ids = (await attachments.ofRecords(tx, ctx, f)).map((r) => r.id);
    return attachments.remove(tx, ctx, ids);
  },

  /** Uploads never linked and created before `cutoff` (oldest first, at most `limit`). */
  async unlinkedBefore(db: Db, ctx: RequestContext, cutoff: string, limit: number): Promise<AttachmentRow[]> {
    return db
      .select()
      .from(t)
      .where(and(eq(t.tenantId, ctx.tenantId), isNull(t.businessId), lt(t.createTime, cutoff)))
      .orderBy(t.createTime)
      .limit(limit);
  },

  /** Deletes the rows for good (their bytes are gone). */
  async purge(db: Db, ctx: RequestContext, ids: string[]) {
    if (!ids.length) return;
    await db.delete(t).where(and(eq(t.tenantId, ctx.tenantId), inArray(t.id, ids)));
  },
};

/** An attachment as reads answer it. */
export function attachmentInfo(r: AttachmentRow) {
  return {
    id: r.id,
    name: r.originalName,
    size: Number(r.size),
    contentType: r.contentType,
    link: linkOf(r.storedKey),
    kind: r.kind,
    createTime: r.createTime,
  };
}
