// The inputs of the concentration limits, gathered through the other modules' exports (never their tables): the
// latest position record with its shareholders (this module), the live exposure (ServicingApi), approved projects not
// yet disbursed (ProjectApi and the contracts' disbursed amounts), and the relation graph (the customer module).
import { ConcentrationBook, D } from '@flp/shared/finance';
import { type ResourceDef, customer, l, ref } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { addReferenceTitles } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { loanedByProject } from '../contract';
import { relationPairs } from '../customer';
import type { ProjectApi } from '../project';
import type { ServicingApi } from '../servicing';
import { concentrationRepos } from './repos';

export interface PictureDeps {
  servicing: ServicingApi;
  projects: ProjectApi;
}

const repo = concentrationRepos.concentration;

/** The latest position (by report date) with its shareholders; 400 when finance has recorded none yet. */
export async function latestPosition(db: Db, ctx: RequestContext): Promise<{ position: Row; shareholders: Row[] }> {
  // The definition's default order: the newest report date first.
  const [position] = await repo.list(db, ctx, { limit: 1 });
  if (!position)
    throw badRequest(
      l(
        '尚未录入公司财务数据 (客户集中度), 无法计算集中度指标',
        'No company position is recorded yet (customer concentration): the indicators cannot be computed',
      ),
    );
  const sh = concentrationRepos.shareholder;
  const shareholders = await sh.list(db, ctx, { where: [eq(sh.col('concentrationId'), position.id)] });
  return { position, shareholders };
}

/**
 * Pending exposure per customer: each approved or contracted project's amount less what its contracts disbursed
 * (never below zero), less the project `exclude` (the pre-check adds that one itself).
 */
export async function pendingByCustomer(db: Db, ctx: RequestContext, projects: ProjectApi, exclude?: string) {
  const [approved, loaned] = await Promise.all([projects.approvedAmounts(db, ctx), loanedByProject(db, ctx)]);
  const out = new Map<string, InstanceType<typeof D>>();
  for (const p of approved) {
    if (!p.customerId || p.projectId === exclude) continue;
    const rest = D.max(0, new D(p.amount).minus(loaned.get(p.projectId) ?? 0));
    out.set(p.customerId, (out.get(p.customerId) ?? new D(0)).plus(rest));
  }
  return out;
}

/** Everything the indicators need, as a ConcentrationBook. */
export async function loadBook(
  db: Db,
  ctx: RequestContext,
  deps: PictureDeps,
  threshold: string,
  excludeProject?: string,
) {
  // The limits measure the company's whole book, whatever part of it the caller may see: the answers are cut to his
  // scope afterwards (warn.ts), never the inputs.
  const whole = beyondDataScope(ctx);
  const { position, shareholders } = await latestPosition(db, whole);
  const [exposure, pending, relations] = await Promise.all([
    deps.servicing.exposureByCustomer(db, whole),
    pendingByCustomer(db, whole, deps.projects, excludeProject),
    relationPairs(db, whole),
  ]);
  const exposures = new Map<string, { customerId: string; outstanding: string; pending: string }>();
  for (const e of exposure)
    exposures.set(e.customerId, { customerId: e.customerId, outstanding: e.outstandingPrincipal, pending: '0' });
  for (const [customerId, p] of pending) {
    const e = exposures.get(customerId) ?? { customerId, outstanding: '0', pending: '0' };
    exposures.set(customerId, { ...e, pending: p.toFixed(2) });
  }
  const book = new ConcentrationBook({
    position: position as never,
    shareholders: shareholders.map((s) => ({
      name: String(s.shareholderName),
      customerId: s.customerId ? String(s.customerId) : null,
      capital: String(s.capital ?? '0'),
    })),
    exposures: [...exposures.values()],
    relations,
    relatedCustomerIds: String(position.relatedCustomerIds ?? '')
      .split(',')
      .filter(Boolean),
    threshold: new D(threshold).div(100),
  });
  return { position, shareholders, book };
}

/** A customer reference as the resource machinery labels it (customerName from the customer's title). */
const NAMED = { fields: [ref('customerId', l('客户', 'Customer'), () => customer, { nameKey: 'customerName' })] };

/** Adds `customerName` to rows holding `customerId` (one read for all of them). */
export function withCustomerNames<T extends Row>(
  db: Db,
  ctx: RequestContext,
  rows: T[],
): Promise<(T & { customerName?: string })[]> {
  return addReferenceTitles(db, ctx, NAMED as unknown as ResourceDef, rows) as Promise<
    (T & { customerName?: string })[]
  >;
}
