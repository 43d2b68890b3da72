import { OSS_ENABLED, isBucketCategory, l } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import type { OutboundPolicy } from '../../platform/net';
import { type LocalStore, type ObjectStore, S3Store } from '../../platform/storage';
import type { RequestContext } from '../../platform/tenancy/context';
import { outboundPolicy } from '../system';
import { ossRepo, ossTable } from './tables';

/** The storage value of files kept in the local folder (else the setting's id). */
export const LOCAL = 'local';

/**
 * Which store holds a tenant's files: its enabled object-storage setting's bucket, or the local folder when none is
 * enabled (or the enabled one is the local category). A stored file names its store, which is found again even after
 * the setting was disabled or removed, so its bytes stay readable.
 */
export class Stores {
  private readonly buckets = new Map<string, { version: string; store: S3Store }>();

  constructor(
    private readonly db: Db,
    readonly local: LocalStore,
  ) {}

  /** Where new uploads of the tenant go. `via`: the caller's transaction, when it asks from inside one. */
  async forUploads(ctx: RequestContext, via: Db = this.db): Promise<{ storage: string; store: ObjectStore }> {
    const [row] = await ossRepo.list(via, ctx, { where: [eq(ossRepo.col('status'), OSS_ENABLED)], limit: 1 });
    if (!row || !isBucketCategory(row.category)) return { storage: LOCAL, store: this.local };
    return { storage: row.id, store: this.bucketOf(row, await outboundPolicy(via)) };
  }

  /** The store a file was written to. */
  async of(ctx: RequestContext, storage: string): Promise<ObjectStore> {
    if (storage === LOCAL) return this.local;
    // Removed settings too: the files written through them stay readable.
    const [row] = await this.db
      .select()
      .from(ossTable)
      .where(and(eq(ossRepo.col('id'), storage), eq(ossRepo.col('tenantId'), ctx.tenantId)))
      .limit(1);
    if (!row)
      throw new AppError(
        500,
        l('文件所在的对象存储配置不存在', 'The storage setting holding this file no longer exists'),
      );
    return isBucketCategory((row as Row).category)
      ? this.bucketOf(row as Row, await outboundPolicy(this.db))
      : this.local;
  }

  /** A client for the setting's bucket, kept while the setting's version and the outbound allowance are the same. */
  private bucketOf(row: Row, policy: OutboundPolicy): S3Store {
    const id = String(row.id);
    const version = `${Number(row.version ?? 0)} ${policy.key}`;
    const cached = this.buckets.get(id);
    if (cached?.version === version) return cached.store;
    cached?.store.destroy();
    const store = s3StoreOf(row, policy);
    this.buckets.set(id, { version, store });
    return store;
  }

  close() {
    for (const b of this.buckets.values()) b.store.destroy();
    this.buckets.clear();
  }
}

export const s3StoreOf = (row: Row, policy: OutboundPolicy, timeoutMs?: number) =>
  new S3Store({
    policy,
    endpoint: String(row.endpoint ?? ''),
    region: String(row.region ?? ''),
    bucket: String(row.bucketName ?? ''),
    accessKey: String(row.accessKey ?? ''),
    secretKey: String(row.secretKey ?? ''),
    pathStyle: Number(row.pathStyle ?? 1) === 1,
    timeoutMs,
  });
