// What a drawdown and its loan stand at, always worked out again from what is recorded: the drawdown's repayments
// (in date order) applied to its periods — interest to the earliest interest due, principal to the earliest principal —
// giving each period what is paid and the day it was settled, the drawdown's outstanding, next due date and state;
// the loan's drawn amount, outstanding and state from its drawdowns. Run in the writing transaction after every
// drawdown or repayment written or removed, so the figures never drift from the records.
import { type Localized, l } from '@flp/shared';
import { D, type Decimal, daysBetween, formatMoney } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import { badRequest } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import { fundingRepos } from './repos';

const money = (v: unknown) => new D(String(v ?? 0));

/** The periods as paid by the repayments, in order; a 400 when the repayments pay more than is due. */
export function applyRepayments(periods: Row[], repayments: Row[]) {
  const paid = periods.map(() => ({ principal: new D(0), interest: new D(0), settledOn: null as string | null }));
  const left = (i: number, part: 'principal' | 'interest') => money(periods[i][part]).minus(paid[i][part]);
  const spend = (amount: Decimal, part: 'principal' | 'interest', on: string, why: Localized) => {
    let rest = amount;
    for (let i = 0; i < periods.length && rest.gt(0); i++) {
      const take = D.min(rest, left(i, part));
      if (take.lte(0)) continue;
      paid[i][part] = paid[i][part].plus(take);
      rest = rest.minus(take);
      if (left(i, 'principal').lte(0) && left(i, 'interest').lte(0) && !paid[i].settledOn) paid[i].settledOn = on;
    }
    if (rest.gt(0)) throw badRequest(why);
  };
  for (const r of repayments) {
    const on = String(r.repayDate);
    spend(
      money(r.interest),
      'interest',
      on,
      l('支付利息超过计划应付利息', 'The interest paid exceeds the interest scheduled'),
    );
    spend(
      money(r.principal),
      'principal',
      on,
      l('归还本金超过借据未还本金', 'The principal repaid exceeds what is outstanding'),
    );
  }
  return paid;
}

/** The drawdown's periods and figures worked out again from its repayments; then its loan's. */
export async function refreshIou(h: HookContext, iouId: string) {
  const ctx = beyondDataScope(h.ctx);
  const { iou: ious, period: periods, repayment } = fundingRepos;
  const [iou] = await ious.findIds(h.tx, ctx, [iouId]);
  if (!iou) return;
  const rows = await periods.list(h.tx, ctx, {
    where: [eq(periods.col('bankIouId'), iouId)],
    query: { ascs: 'period' },
  });
  const paidBy = await repayment.list(h.tx, ctx, {
    where: [eq(repayment.col('bankIouId'), iouId)],
    query: { ascs: 'repay_date,id' },
  });
  const paid = applyRepayments(rows, paidBy);
  for (const [i, r] of rows.entries()) {
    // Its total and days are the server's too (a child row's form keeps only what a person enters).
    const next = {
      paidPrincipal: formatMoney(paid[i].principal),
      paidInterest: formatMoney(paid[i].interest),
      settledOn: paid[i].settledOn,
      total: formatMoney(money(r.principal).plus(money(r.interest))),
      days: r.startDate && r.endDate ? daysBetween(String(r.startDate), String(r.endDate)) : null,
    };
    if (
      money(r.total).eq(next.total) &&
      (r.days ?? null) === next.days &&
      money(r.paidPrincipal).eq(next.paidPrincipal) &&
      money(r.paidInterest).eq(next.paidInterest) &&
      (r.settledOn ?? null) === next.settledOn
    )
      continue;
    await periods.update(h.tx, ctx, r.id, next);
  }
  const principalPaid = paid.reduce((s, p) => s.plus(p.principal), new D(0));
  const outstanding = money(iou.amount).minus(principalPaid);
  // A period with nothing left to pay (paid, or nothing due in it) is not waited for.
  const owes = (i: number) =>
    money(rows[i].principal).gt(paid[i].principal) || money(rows[i].interest).gt(paid[i].interest);
  const open = rows.findIndex((_, i) => owes(i));
  const settled = rows.length > 0 && open < 0;
  await ious.update(h.tx, ctx, iouId, {
    outstanding: formatMoney(outstanding),
    nextDueDate: open < 0 ? null : rows[open].dueDate,
    iouState: settled ? 'SETTLED' : 'REPAYING',
  });
  await refreshLoan(h, String(iou.bankLoanId));
}

/** The loan's drawn amount, outstanding and state from its drawdowns. */
export async function refreshLoan(h: HookContext, loanId: string) {
  const ctx = beyondDataScope(h.ctx);
  const drawn = await fundingRepos.iou.list(h.tx, ctx, { where: [eq(fundingRepos.iou.col('bankLoanId'), loanId)] });
  const sum = (k: 'amount' | 'outstanding') => drawn.reduce((s, r) => s.plus(String(r[k] ?? 0)), new D(0));
  const loanState = !drawn.length ? 'SIGNED' : drawn.every((r) => r.iouState === 'SETTLED') ? 'SETTLED' : 'REPAYING';
  await fundingRepos.loan.update(h.tx, ctx, loanId, {
    drawnAmount: formatMoney(sum('amount')),
    outstanding: formatMoney(sum('outstanding')),
    loanState,
  });
}
