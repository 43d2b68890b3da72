/** Each service's provider setting per tenant (外部服务设置): keys never sent to the client whole. */
import { OUTSIDE_SERVICES, type OutsideService, type OutsideSettingView } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { maskSecret } from '../../platform/secrets';
import type { RequestContext } from '../../platform/tenancy/context';
import { outsideSettingTable as setting } from './tables';

export type OutsideSetting = typeof setting.$inferSelect;

export const DEFAULT_TIMEOUT_MS = 10_000;

export const isConfigured = (s: OutsideSetting | undefined): s is OutsideSetting =>
  !!s && s.enabled === 1 && !!s.baseUrl && !!s.appKey && !!s.secretKey;

export const OutsideSettings = {
  async get(db: Db, ctx: RequestContext, service: string): Promise<OutsideSetting | undefined> {
    const [row] = await db
      .select()
      .from(setting)
      .where(and(eq(setting.tenantId, ctx.tenantId), eq(setting.service, service)))
      .limit(1);
    return row;
  },

  /** Every service's that a provider can serve, configured or not (a service made only here has nothing to set). */
  async views(db: Db, ctx: RequestContext): Promise<OutsideSettingView[]> {
    const rows = await db.select().from(setting).where(eq(setting.tenantId, ctx.tenantId));
    return OUTSIDE_SERVICES.filter((svc) => svc.providers.length).map((svc) =>
      OutsideSettings.view(
        svc.value,
        rows.find((r) => r.service === svc.value),
      ),
    );
  },

  view(service: OutsideService, s: OutsideSetting | undefined): OutsideSettingView {
    const svc = OUTSIDE_SERVICES.find((x) => x.value === service);
    return {
      service,
      provider: s?.provider ?? svc?.providers[0] ?? '',
      // A service whose provider has one official address offers it until another is set.
      baseUrl: s?.baseUrl ?? (svc && 'baseUrl' in svc ? svc.baseUrl : ''),
      appKey: maskSecret(s?.appKey ?? ''),
      secretKey: maskSecret(s?.secretKey ?? ''),
      timeoutMs: s?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      enabled: s ? s.enabled === 1 : false,
      configured: isConfigured(s),
      updateTime: s?.updateTime ?? null,
    };
  },

  async save(
    tx: Db,
    ctx: RequestContext,
    input: Omit<OutsideSetting, 'tenantId' | 'updateUser' | 'updateTime'>,
  ): Promise<OutsideSetting> {
    const values = { ...input, tenantId: ctx.tenantId, updateUser: ctx.userId, updateTime: nowString() };
    const [row] = await tx
      .insert(setting)
      .values(values)
      .onConflictDoUpdate({ target: [setting.tenantId, setting.service], set: values })
      .returning();
    return row;
  },
};
