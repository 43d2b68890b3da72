import { type Localized, PLATFORM_TENANT_ID } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { asPlatform } from '../../platform/db/scope';
import { ALLOWANCE_PARAM, OutboundPolicy } from '../../platform/net';
import { type RequestContext, systemContext } from '../../platform/tenancy/context';
import { repos } from './repos';

/**
 * A parameter a module reads (参数管理, per tenant), declared in its manifest (`params`): its key, the value used when
 * a tenant has none (`fallback`), its name and what it means in both languages.
 */
export interface ParamSeed {
  key: string;
  fallback: number | string;
  name: Localized;
  remark?: Localized;
}

/** Every declared parameter by key, with the module declaring it (the loader registers each manifest's `params`). */
const declared = new Map<string, ParamSeed & { module: string }>();

/** Adds a module's parameters (idempotent by key: several apps built in one process register the same ones). */
export function registerParams(module: string, params: readonly ParamSeed[]) {
  for (const p of params) declared.set(p.key, { ...p, module });
}

/** The declared parameters, in the manifests' order. */
export const declaredParams = (): readonly (ParamSeed & { module: string })[] => [...declared.values()];

/** A system parameter's value (blade-system/param) in the caller's tenant; undefined when the tenant has none. */
export async function paramValue(db: Db, ctx: RequestContext, key: string): Promise<string | undefined> {
  const [row] = await repos.param.list(db, ctx, { where: [eq(repos.param.col('paramKey'), key)], limit: 1 });
  const v = row?.paramValue;
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The platform tenant's value of a parameter (the default a tenant without its own falls back to). */
export function platformParamValue(db: Db, key: string): Promise<string | undefined> {
  return asPlatform('platform parameters', () => paramValue(db, systemContext(PLATFORM_TENANT_ID), key));
}

/**
 * The gate of outbound calls (platform/net) with the private hosts and ranges the platform administrator allowed in
 * `net.allowedPrivateHosts`. The platform tenant's value only: a tenant's own parameter of that name opens nothing.
 */
export async function outboundPolicy(db: Db): Promise<OutboundPolicy> {
  return new OutboundPolicy(await platformParamValue(db, ALLOWANCE_PARAM));
}

/** Adds the parameters a tenant does not have yet (by key); one an administrator removed is added back. */
export async function ensureParams(
  db: Db,
  tenantId: string,
  params: { paramName: string; paramKey: string; paramValue: string; remark?: string }[],
) {
  const ctx = systemContext(tenantId);
  await db.transaction(async (tx) => {
    for (const p of params)
      if (!(await repos.param.count(tx, ctx, eq(repos.param.col('paramKey'), p.paramKey))))
        await repos.param.insert(tx, ctx, p);
  });
}

/**
 * Sets a system parameter of the caller's tenant (added when it has none); an empty value clears it. For modules
 * whose screens own one parameter (the business date), so they need not reach the parameter table themselves.
 */
export async function setParamValue(
  db: Db,
  ctx: RequestContext,
  p: { paramKey: string; paramName: string; remark?: string },
  value: string,
) {
  const r = repos.param;
  const [row] = await r.list(db, ctx, { where: [eq(r.col('paramKey'), p.paramKey)], limit: 1 });
  if (row) await r.update(db, ctx, String(row.id), { paramValue: value });
  else await r.insert(db, ctx, { ...p, paramValue: value });
}

/**
 * The tenant's value of a numeric parameter (a module declares `{ key, fallback }`); the fallback when it has none or
 * it is not a non-negative number.
 */
export async function numberParam(db: Db, ctx: RequestContext, p: { key: string; fallback: number }): Promise<number> {
  return numberOf(await paramValue(db, ctx, p.key), p.fallback);
}

const numberOf = (raw: string | undefined, fallback: number) => {
  const v = Number(raw);
  return raw !== undefined && Number.isFinite(v) && v >= 0 ? v : fallback;
};

/** Several number parameters read in one query, each as numberParam reads it (the first of its key, as listed). */
export async function numberParams<K extends string>(
  db: Db,
  ctx: RequestContext,
  params: Record<K, { key: string; fallback: number }>,
): Promise<Record<K, number>> {
  const entries = Object.entries(params) as [K, { key: string; fallback: number }][];
  const rows = await repos.param.list(db, ctx, {
    where: [
      inArray(
        repos.param.col('paramKey'),
        entries.map(([, p]) => p.key),
      ),
    ],
  });
  const first = new Map<string, unknown>();
  for (const r of rows) if (!first.has(String(r.paramKey))) first.set(String(r.paramKey), r.paramValue);
  const out = {} as Record<K, number>;
  for (const [name, p] of entries) {
    const v = first.get(p.key);
    out[name] = numberOf(typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined, p.fallback);
  }
  return out;
}
