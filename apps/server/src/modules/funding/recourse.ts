// A with-recourse asset transfer is a financing (WAVE3-BRIEF §2.10, §7.2): the rents stay on the books and the buyer
// lends against them. At the transfer's delivery (told by the servicing module, in its transaction) a 有追索保理 bank
// loan is drafted from it — the buyer, the price, the sale's rate (or the rate an agreed price implies), the IOUs as
// its underlying assets — for treasury to check and submit as 融资申请. When it is approved, its drawdown is written:
// the price on the transfer date, repaid by the rents sold (rentBackedSchedule, 30/360 as the sale discounted them).
import { BANKS, type bankIou, type bankLoan, l } from '@flp/shared';
import { D, type Decimal, bracketedRoot, dayCount, formatMoney, rentBackedSchedule } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import { badRequest } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { ServicingApi, SettledTransfer } from '../servicing';
import { fundingRepos } from './repos';

/** The lender the buyer is, when its name names one (上海浦东发展银行股份有限公司 → SPDB); else another lender. */
export function lenderOf(buyer: string): string {
  return BANKS.find((b) => b.value !== 'OTHER' && buyer.includes(b.label['zh-CN']))?.value ?? 'OTHER';
}

/**
 * Percent a year that discounts the rents to an agreed price as the sale discounts them — monthly, each rent by its
 * months from the date on 30/360 — so that the loan's schedule (30/360 interest) repays the price with the rents. A
 * price at or above the rents is 0 % (a loan's rate is not negative; the last period then carries no interest).
 */
export function impliedRate(
  price: string,
  date: string,
  rents: readonly { dueDate: string; amount: string }[],
): string {
  const owed = new D(price);
  const months = rents.map((r) => ({ t: new D(dayCount('30/360', date, r.dueDate)).div(30), amount: new D(r.amount) }));
  const value = (annual: Decimal) =>
    months.reduce((s, m) => s.plus(m.amount.div(annual.div(12).plus(1).pow(m.t))), new D(0)).minus(owed);
  if (value(new D(0)).lte(0)) return '0.0000';
  // Up to 1,000 % a year: a price so low is no financing anyone would record.
  return bracketedRoot(value, new D(0), new D(10)).times(100).toFixed(4);
}

export function recourseParts(servicing: ServicingApi) {
  /** Drafts the sale's loan (a transfer without recourse or into a pool is not a financing of the company's). */
  async function draftLoan(h: HookContext, loans: ResourceService<typeof bankLoan>, sale: SettledTransfer) {
    if (sale.transferType !== 'RECOURSE') return;
    const rents = await servicing.transferRents(h.tx, h.ctx, sale.id);
    const last = rents.at(-1);
    if (!last) return;
    const loan = await loans.create(
      h.ctx,
      {
        loanContractNo: sale.transferNo,
        bankKey: lenderOf(sale.transferee),
        branch: sale.transferee.slice(0, 100),
        loanType: 'FACTORING_RECOURSE',
        amount: sale.price,
        startDate: sale.transferDate,
        endDate: last.dueDate,
        rateType: 'FIXED',
        annualRate: sale.discountRate ?? impliedRate(sale.price, sale.transferDate, rents),
        dayBasis: '30/360',
        repaymentMethod: 'PLAN',
        guaranteeMode: 'RECEIVABLE_PLEDGE',
        remark: `资产转让 ${sale.transferNo} (有追索) 交割时生成: 请核对借款合同编号与条件后提交融资申请`,
        assets: sale.ious.map((i) => ({ iouId: i.iouId, pledgedAmount: i.principal })),
      },
      { within: h },
    );
    // The link is the server's (not a form field).
    await fundingRepos.loan.update(h.tx, beyondDataScope(h.ctx), loan.id, { assetTransferId: sale.id });
  }

  /** On the loan's approval: its one drawdown, the price on the transfer date, repaid by the rents sold. */
  async function drawSale(h: HookContext, drawdowns: ResourceService<typeof bankIou>, loan: Row) {
    if (!loan.assetTransferId) return;
    const rents = await servicing.transferRents(h.tx, h.ctx, String(loan.assetTransferId));
    if (!rents.length)
      throw badRequest(l('资产转让没有已交割的转付明细', 'The asset transfer has no periods delivered'));
    const periods = rentBackedSchedule({
      amount: String(loan.amount),
      annualRate: String(loan.annualRate),
      drawdownDate: String(loan.startDate),
      rents,
      dayBasis: '30/360',
    });
    await drawdowns.create(
      h.ctx,
      {
        bankLoanId: loan.id,
        bankIouNo: `${loan.loanContractNo}-01`,
        drawdownDate: loan.startDate,
        amount: formatMoney(new D(String(loan.amount))),
        endDate: rents.at(-1)!.dueDate,
        repaymentMethod: 'PLAN',
        periods: periods.map(({ period, startDate, endDate, dueDate, principal, interest }) => ({
          period,
          startDate,
          endDate,
          dueDate,
          principal,
          interest,
        })),
      },
      { within: h },
    );
  }

  return { draftLoan, drawSale };
}
