// What a 最高额保证 has given away: the contracts it covers (guaranteeDetail rows) and what is left of its ceiling.
import { GUARANTEE_TYPES } from '@flp/shared';
import { D, type Decimal, ZERO, formatMoney, sum } from '@flp/shared/finance';
import { eq, inArray } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import { collateralRepos } from '../repos';

export const isMaximum = (g: Row) => Number(g.guarType) === GUARANTEE_TYPES.maximum;

/** The live cover rows of the given guarantees. */
export async function detailsOf(db: Db, ctx: RequestContext, guaranteeIds: string[]): Promise<Row[]> {
  if (!guaranteeIds.length) return [];
  const repo = collateralRepos.guaranteeDetail;
  return repo.list(db, ctx, { where: [inArray(repo.col('guaranteeId'), guaranteeIds)] });
}

/** The 最高额 cover rows naming a contract. */
export async function coveringContract(db: Db, ctx: RequestContext, contractId: string): Promise<Row[]> {
  const repo = collateralRepos.guaranteeDetail;
  return repo.list(db, ctx, { where: [eq(repo.col('contractId'), contractId)] });
}

/** Σ amounts taken per guarantee id. */
export async function usedOf(db: Db, ctx: RequestContext, guaranteeIds: string[]): Promise<Map<string, Decimal>> {
  const out = new Map<string, Decimal>();
  for (const d of await detailsOf(db, ctx, guaranteeIds)) {
    const id = String(d.guaranteeId);
    out.set(id, (out.get(id) ?? ZERO).plus(new D(String(d.amount))));
  }
  return out;
}

/** The ceiling a guarantee offers: its maxAmount when 最高额, else its amount. */
export const ceilingOf = (g: Row): Decimal => new D(String((isMaximum(g) ? g.maxAmount : g.amount) ?? 0));

/** The rows with `usedAmount` and `residueAmount` (ceiling − used) added, as money strings. */
export async function withResidue(db: Db, ctx: RequestContext, rows: Row[]): Promise<Row[]> {
  const used = await usedOf(
    db,
    ctx,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => {
    const u = used.get(String(r.id)) ?? ZERO;
    return { ...r, usedAmount: formatMoney(u), residueAmount: formatMoney(ceilingOf(r).minus(u)) };
  });
}

/** Σ of one money field over rows, as a money string. */
export const totalOf = (rows: Row[], field: string) => formatMoney(sum(rows.map((r) => new D(String(r[field] ?? 0)))));
