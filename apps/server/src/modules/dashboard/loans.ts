// The loan figures the home page (getLoanSum) and the cockpit's header (getIndexHeader) share.
import { type LoanSum, RISK_LEVEL_OPTIONS } from '@flp/shared';
import { NON_PERFORMING_LEVELS } from '@flp/shared/finance';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { ServicingApi } from '../servicing';
import { businessDate } from '../servicing';
import { asMoney, percentage, periodsOf, sumMoney } from './figures';

export async function loanFigures(db: Db, ctx: RequestContext, servicing: ServicingApi): Promise<LoanSum> {
  const p = periodsOf(await businessDate(db, ctx));
  const f = await servicing.portfolio(db, ctx, { from: p.yearStart, to: p.asOfDate });
  const byClass = RISK_LEVEL_OPTIONS.map((o) => {
    const c = f.byClass.find((x) => x.riskLevel === o.value);
    const amount = c ? asMoney(c.outstandingPrincipal) : '0.00';
    return {
      riskLevel: o.value,
      iouCount: c?.iouCount ?? 0,
      outstandingPrincipal: amount,
      share: percentage(amount, f.outstandingPrincipal),
    };
  });
  const nonPerforming = sumMoney(
    byClass
      .filter((c) => (NON_PERFORMING_LEVELS as readonly string[]).includes(c.riskLevel))
      .map((c) => c.outstandingPrincipal),
  );
  return {
    asOfDate: p.asOfDate,
    year: p.year,
    disbursedThisYear: { count: f.periodIouCount, amount: asMoney(f.periodDisbursedAmount) },
    disbursedTotal: { count: f.iouCount, amount: asMoney(f.disbursedAmount) },
    contractCount: f.contractCount,
    activeIouCount: f.activeIouCount,
    activeCustomerCount: f.activeCustomerCount,
    outstandingPrincipal: asMoney(f.outstandingPrincipal),
    overduePrincipal: asMoney(f.overduePrincipal),
    overdueInterest: asMoney(f.overdueInterest),
    overdueAmount: sumMoney([f.overduePrincipal, f.overdueInterest]),
    penaltyAmount: asMoney(f.penaltyAmount),
    overdueIouCount: f.overdueIouCount,
    overdueRatio: percentage(f.overduePrincipal, f.outstandingPrincipal),
    nonPerformingPrincipal: nonPerforming,
    nplRatio: percentage(nonPerforming, f.outstandingPrincipal),
    byClass,
  };
}
