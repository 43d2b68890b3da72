/**
 * The tenant's provider settings (外部数据服务). Keys are never sent to the client: it sees a mask, and saving the
 * mask unchanged keeps the stored key.
 */
import { type EnterpriseSettingView, l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import type { RequestContext } from '../../platform/tenancy/context';
import { enterpriseSettingTable as setting } from './tables';
import { keptSecret, maskSecret } from '../../platform/secrets';

export { keptSecret, maskSecret };

export type EnterpriseSetting = typeof setting.$inferSelect;

export const DEFAULT_CACHE_DAYS = 7;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_QICHACHA_URL = 'https://api.qichacha.com';
/** The provider's base URL, as the settings screen and its refusals name it. */
export const BASE_URL_LABEL = l('服务地址', 'Service address');

export const isConfigured = (s: EnterpriseSetting | undefined): s is EnterpriseSetting =>
  !!s && s.enabled === 1 && !!s.baseUrl && !!s.appKey && !!s.secretKey;

export const EnterpriseSettings = {
  async get(db: Db, ctx: RequestContext): Promise<EnterpriseSetting | undefined> {
    const [row] = await db.select().from(setting).where(eq(setting.tenantId, ctx.tenantId)).limit(1);
    return row;
  },

  view(s: EnterpriseSetting | undefined): EnterpriseSettingView {
    return {
      provider: s?.provider ?? 'qichacha',
      baseUrl: s?.baseUrl ?? DEFAULT_QICHACHA_URL,
      appKey: maskSecret(s?.appKey ?? ''),
      secretKey: maskSecret(s?.secretKey ?? ''),
      timeoutMs: s?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      cacheDays: s?.cacheDays ?? DEFAULT_CACHE_DAYS,
      enabled: s ? s.enabled === 1 : false,
      configured: isConfigured(s),
      updateTime: s?.updateTime ?? null,
    };
  },

  async save(
    tx: Db,
    ctx: RequestContext,
    input: Omit<EnterpriseSetting, 'tenantId' | 'updateUser' | 'updateTime'>,
  ): Promise<EnterpriseSetting> {
    const values = { ...input, tenantId: ctx.tenantId, updateUser: ctx.userId, updateTime: nowString() };
    const [row] = await tx
      .insert(setting)
      .values(values)
      .onConflictDoUpdate({ target: [setting.tenantId], set: values })
      .returning();
    return row;
  },
};
