// 放款前提条件 `invoices` (发票已足额占用), registered into the servicing module's checklist (servicing/loan/
// conditions.ts) — that module is loaded before this one and does not know it. A sale-leaseback (售后回租) contract's
// disbursement waits until the invoices occupied for the contract (占用, boxes.ts) add up to its financed amount
// (融资额): the lessor buys the lessee's own assets, and their purchase invoices are what proves what it buys and for
// how much. Only when the tenant lists it in `loan.conditions` (docs/decisions.md).
import { LEASE_TYPES, l } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { ConditionDef, Finding } from '../servicing';
import { unfit } from './boxes';
import { invoiceRepos } from './repos';

export const INVOICES_CONDITION = 'invoices';

/**
 * Σ 占用金额 of the invoices occupied for the contract, those since found red-letter, void or reversed left out (an
 * invoice is checked when occupied, but a verification may answer 作废 after). Verification is not required: it needs
 * the tenant's provider, and the box shows which are unverified.
 */
export async function occupiedFor(db: Db, ctx: RequestContext, contractId: string) {
  const repo = invoiceRepos.invoice;
  const rows = await repo.list(db, ctx, { where: [eq(repo.col('occupiedBy'), contractId)], limit: 5000 });
  return rows.filter((r) => !unfit(r)).reduce((s, r) => s.plus(String(r.occupiedAmount ?? 0)), new D(0));
}

/** The line of a contract: occupied of financed; none for a contract that is not a sale-leaseback. */
export async function invoicesCover(db: Db, ctx: RequestContext, contract: Row): Promise<Finding | null> {
  if (Number(contract.leaseType) !== LEASE_TYPES.leaseback) return null;
  const financed = new D(String(contract.financeAmount ?? 0) || 0);
  const occupied = await occupiedFor(db, ctx, String(contract.id));
  return { met: occupied.gte(financed), detail: `${formatMoney(occupied)}/${formatMoney(financed)}` };
}

export const invoicesCondition: ConditionDef = {
  code: INVOICES_CONDITION,
  label: l('发票已足额占用', 'Invoices cover the financed amount'),
  // Off unless listed: turned on for everyone it would stop the disbursements in approval of every tenant.
  byDefault: false,
  check: invoicesCover,
};
