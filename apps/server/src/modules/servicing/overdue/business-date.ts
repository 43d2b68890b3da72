// The business date of a tenant (ledger.ts `businessDate`: the parameter servicing.businessDate, else today). Only a
// demo or test tenant may have it fixed, so the daily job can be shown on a past or future day: the demo tenant
// (000000) while the demo data is on (SEED_DEMO), and the tenants the platform's administrators list in the platform
// tenant's parameter servicing.demoTenants (a tenant's own administrators cannot mark themselves).
import { PLATFORM_TENANT_ID, l } from '@flp/shared';
import type { Db } from '../../../platform/db/database';
import { formatDate } from '../../../platform/db/time';
import { forbidden } from '../../../platform/http/errors';
import { type RequestContext, systemContext } from '../../../platform/tenancy/context';
import { paramValue, platformParamValue, setParamValue } from '../../system/params';
import { DEMO_TENANTS_PARAM, SERVICING_PARAMS, businessDate, listedDemoTenant } from '../ledger';

export { DEMO_TENANTS_PARAM } from '../ledger';

/**
 * A tenant whose date may be fixed: one the platform lists (servicing.demoTenants — the demo seed lists 000000), or
 * 000000 while the demo data is on. ledger.ts `businessDate` honours a fixed date only in a listed tenant.
 */
export async function isDemoTenant(db: Db, tenantId: string, seedDemo: boolean): Promise<boolean> {
  if (seedDemo && tenantId === PLATFORM_TENANT_ID) return true;
  return listedDemoTenant(db, tenantId);
}

export interface BusinessDateView {
  /** The date the ledger works on. */
  businessDate: string;
  /** The fixed date, or null (today). */
  fixed: string | null;
  today: string;
  /** Whether this tenant may have its date fixed. */
  demoTenant: boolean;
}

export async function businessDateView(db: Db, ctx: RequestContext, seedDemo: boolean): Promise<BusinessDateView> {
  const current = await businessDate(db, ctx);
  const today = formatDate(new Date());
  const raw = await paramValue(db, ctx, SERVICING_PARAMS.businessDate);
  return {
    businessDate: current,
    fixed: raw && current === raw ? raw : null,
    today,
    demoTenant: await isDemoTenant(db, ctx.tenantId, seedDemo),
  };
}

/** Fixes (or, with null, clears) the tenant's business date. It moves no ledger figure: the daily job does. */
export async function setBusinessDate(db: Db, ctx: RequestContext, seedDemo: boolean, value: string | null) {
  if (!(await isDemoTenant(db, ctx.tenantId, seedDemo)))
    throw forbidden(
      l('只有演示或测试租户可以设置业务日期', 'Only a demo or test tenant may have its business date set'),
    );
  await setParamValue(
    db,
    ctx,
    { paramKey: SERVICING_PARAMS.businessDate, paramName: '业务日期', remark: '演示/测试租户的固定业务日期; 空: 当天' },
    value ?? '',
  );
}

/**
 * What a platform administrator does to run a test tenant on a fixed day, in one call (the API tests, the benchmarks):
 * lists the tenant in servicing.demoTenants and fixes its business date.
 */
export async function fixDemoBusinessDate(db: Db, tenantId: string, date: string) {
  const listed = (await platformParamValue(db, DEMO_TENANTS_PARAM)) ?? '';
  if (!listed.split(',').includes(tenantId))
    await setParamValue(
      db,
      systemContext(PLATFORM_TENANT_ID),
      { paramKey: DEMO_TENANTS_PARAM, paramName: '演示/测试租户' },
      [listed, tenantId].filter(Boolean).join(','),
    );
  await setBusinessDate(db, systemContext(tenantId), false, date);
}
