import { FILE_PARAMS, OSS_DISABLED, OSS_ENABLED, PLATFORM_TENANT_ID } from '@flp/shared';
import { ALLOWANCE_PARAM } from '../../platform/net';
import { ensureParams } from '../system';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { ossRepo, ossTable } from './tables';

/** The upload parameters with the limits of before (a tenant without them gets the same values as defaults). */
export async function seedFileParams(db: Db, tenantId = PLATFORM_TENANT_ID) {
  await ensureParams(
    db,
    tenantId,
    Object.values(FILE_PARAMS).map((p) => ({ paramName: p.name, paramKey: p.key, paramValue: p.defaultValue })),
  );
}

/**
 * Demo object-storage settings for tenant 000000 (SEED_DEMO=on): the local folder, enabled (uploads keep working
 * with no service around), and a MinIO example to fill in and 连接测试. A code the tenant ever had is left alone.
 */
export const DEMO_OSS = [
  { category: 'local', ossCode: 'local', remark: '服务器本地目录 (数据目录下的 files)', status: OSS_ENABLED },
  {
    category: 'minio',
    ossCode: 'minio-demo',
    endpoint: 'http://127.0.0.1:9000',
    bucketName: 'flp-files',
    accessKey: 'minioadmin',
    secretKey: 'minioadmin',
    region: 'us-east-1',
    pathStyle: 1,
    remark: 'MinIO 示例: 填写实际地址与密钥后点击连接测试, 再启用',
    status: OSS_DISABLED,
  },
];

/**
 * The demo's MinIO example lives on this machine, which outbound calls may not reach unless the platform allows it
 * (platform/net): the demo platform allows 127.0.0.1, as an administrator would for a MinIO beside the server.
 */
const DEMO_ALLOWANCE = {
  paramName: '允许访问的内部地址',
  paramKey: ALLOWANCE_PARAM,
  paramValue: '127.0.0.1',
  remark: '演示数据: 本机的 MinIO 示例 (127.0.0.1:9000); 生产环境请只填实际的对象存储或接口地址',
};

export async function seedResourceDemo(db: Db) {
  await seedFileParams(db);
  await ensureParams(db, PLATFORM_TENANT_ID, [DEMO_ALLOWANCE]);
  const ctx = systemContext(PLATFORM_TENANT_ID);
  await db.transaction(async (tx) => {
    for (const s of DEMO_OSS) {
      const [seen] = await tx
        .select({ id: ossTable.id })
        .from(ossRepo.table)
        .where(and(eq(ossRepo.col('tenantId'), PLATFORM_TENANT_ID), eq(ossRepo.col('ossCode'), s.ossCode)))
        .limit(1);
      if (!seen) await ossRepo.insert(tx, ctx, s);
    }
  });
}
