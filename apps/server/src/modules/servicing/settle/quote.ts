// The early-settlement quote of an IOU on a date (DOMAIN.md §3; WAVE3-BRIEF §2.3), from its ledger: the schedule in
// effect and the replay of its counted receipts as of that date (ledger.evaluateAsOf, the daily job's evaluation),
// priced by finance/settlement.ts. The same function answers the settle views, fills the record at every save and
// prices it again inside the approving transaction.
import { type Localized, l } from '@flp/shared';
import {
  type AccruedInterestRule,
  D,
  type Decimal,
  type SettlementQuote,
  daysBetween,
  formatMoney,
  quoteEarlySettlement,
} from '@flp/shared/finance';
import type { Db } from '../../../platform/db/database';
import { invalidField, labelled } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import { engineRows, ledgerBase, ledgerOn } from '../changes/ledger-base';
import type { LedgerPeriod } from '../ledger';
import type { IouRow } from '../repos';

const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));

/** What a settlement may set beside the contract's terms. */
export interface SettleChoice {
  accruedInterestRule?: unknown;
  /** In points (2 = 2 %), as the record and the terms hold it. */
  breakFeeRate?: unknown;
}

export interface Quote {
  quote: SettlementQuote;
  rule: AccruedInterestRule;
  /** In points. */
  breakFeeRate: string;
  rows: LedgerPeriod[];
  /** What the quote was computed on: the schedule in effect, the IOU's version, the receipts counted. */
  base: string;
  /** The period the date falls in (its interest accrues), or null after the last due date. */
  current: LedgerPeriod | null;
}

const RULES: readonly AccruedInterestRule[] = ['NONE', 'PRO_RATA', 'FULL_PERIOD'];

/**
 * The quote on `date`. Refused (400 naming the field, labelled by `labelOf`) when the IOU has no schedule in effect, is
 * not active, or the date lies before its disbursement or on or after its last due date (nothing left to settle early).
 */
export async function quoteOf(
  db: Db,
  ctx: RequestContext,
  iou: IouRow,
  date: string,
  choice: SettleChoice,
  labelOf: (field: string) => Localized,
): Promise<Quote> {
  const refuse = (field: string, m: Localized) => invalidField(field, labelled(labelOf(field), m));
  if (iou.iouState !== 'active') throw refuse('iouId', l('借据不在还款中', 'the IOU is not repaying'));
  const ev = await ledgerOn(db, ctx, iou, date, refuse);
  const last = String(ev.rows.at(-1)?.dueDate);
  if (date >= last)
    throw refuse('trandate', l(`须早于最后一期租金日 ${last}`, `must be before the last rent's due date (${last})`));
  const terms = (iou.terms ?? {}) as Record<string, unknown>;
  const rule = (choice.accruedInterestRule || terms.settleInterestRule || 'PRO_RATA') as AccruedInterestRule;
  if (!RULES.includes(rule))
    throw refuse('accruedInterestRule', l(`须为 ${RULES.join('、')} 之一`, `must be one of ${RULES.join(', ')}`));
  const given = choice.breakFeeRate;
  const points = dec(given === undefined || given === null || given === '' ? terms.breakFeeRate : given);
  const quote = quoteEarlySettlement({
    schedule: {
      rows: engineRows(ev.rows),
      deposit: dec(terms.deposit),
      terms: { valueDate: String(iou.loanDate), startDate: String(iou.startDate) },
    },
    date,
    servicing: ev.state,
    accruedInterest: rule,
    breakFeeRate: points.div(100),
  });
  const base = ledgerBase(iou, ev);
  const current = ev.rows.find((r) => String(r.dueDate) > date) ?? null;
  return { quote, rule, breakFeeRate: points.toFixed(), rows: ev.rows, base, current };
}

const m = (x: Decimal) => formatMoney(x);

/** The quote's lines as the record keeps them (money strings). */
export function quoteLines(q: SettlementQuote) {
  return {
    remainingPrincipal: m(q.remainingPrincipal),
    accruedInterest: m(q.accruedInterest),
    overdueRent: m(q.overdueRent),
    penalty: m(q.penalty),
    breakFee: m(q.breakFee),
    purchasePrice: m(q.purchasePrice),
    futureFees: m(q.futureFees),
    depositOffset: m(q.deposit),
    creditOffset: m(q.credit),
    total: m(q.total),
  };
}

const RULE_TEXT: Record<AccruedInterestRule, Localized> = {
  NONE: l('不收当期利息', 'no interest for the current period'),
  PRO_RATA: l('按实际天数计收', 'pro rata by days'),
  FULL_PERIOD: l('收取整期利息', 'the whole period'),
};

/** What made each line: the period and days where the quote knows them (a live quote), else the rule alone. */
function lineRules(o: { rule: AccruedInterestRule; breakFeeRate: string; date: string; x?: Quote }) {
  const c = o.x?.current ?? null;
  const days = (a: string, b: string) => daysBetween(a, b);
  const prevDue = c && o.x ? (o.x.rows.filter((r) => String(r.dueDate) <= o.date).at(-1)?.dueDate ?? null) : null;
  const accrued: Localized =
    c && o.rule === 'PRO_RATA' && prevDue
      ? l(
          `第 ${c.period} 期利息 ${c.interest} × ${days(String(prevDue), o.date)}/${days(String(prevDue), String(c.dueDate))} 天`,
          `period ${c.period}'s interest ${c.interest} × ${days(String(prevDue), o.date)}/${days(String(prevDue), String(c.dueDate))} days`,
        )
      : RULE_TEXT[o.rule];
  const rules: Record<string, Localized> = {
    remainingPrincipal: c
      ? l(`第 ${c.period} 期期初本金 (未到期本金)`, `principal outstanding at the start of period ${c.period}`)
      : l('结清日以后到期的本金', 'principal falling due after the date'),
    accruedInterest: accrued,
    overdueRent: l('结清日及以前到期未付的租金和费用', 'rent and fees due by the date and unpaid'),
    penalty: l('截至结清日的罚息', 'penalty interest to the date'),
    breakFee: l(`剩余本金 × ${o.breakFeeRate}%`, `remaining principal × ${o.breakFeeRate}%`),
    purchasePrice: l('留购价款 (随最后一期租金支付)', 'the purchase price (due with the last rent)'),
    futureFees: l('未到期的分期手续费 (免收)', 'spread fees not yet due (waived)'),
    depositOffset: l('尚存的保证金, 冲抵', 'the deposit still held, offset'),
    creditOffset: l('预收款, 冲抵', 'the credit held, offset'),
    total: l('合计 (负数为应退)', 'total (negative: to refund)'),
  };
  return rules;
}

/** Each line of a live quote with the rule that made it, for the screens (what staff explain to a lessee). */
export function explainQuote(x: Quote, date: string) {
  const rules = lineRules({ rule: x.rule, breakFeeRate: x.breakFeeRate, date, x });
  return Object.entries(quoteLines(x.quote)).map(([key, amount]) => ({ key, amount, rule: rules[key] }));
}

/** Each line of a record as it was approved (its stored amounts), with its rule: what the settlement letter prints. */
export function recordLines(record: Record<string, unknown>) {
  const rules = lineRules({
    rule: (record.accruedInterestRule as AccruedInterestRule) || 'PRO_RATA',
    breakFeeRate: dec(record.breakFeeRate).toFixed(),
    date: String(record.trandate),
  });
  return Object.keys(rules).map((key) => ({ key, amount: String(record[key] ?? '0.00'), rule: rules[key] }));
}
