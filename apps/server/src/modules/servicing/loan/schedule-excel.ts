// A schedule's periods with what was paid of them (payBackScheListAdjust, downloadRepay), and the rent / repayment
// schedule workbooks (downloadRent, downloadRepay) through the project's Excel machinery (platform/http/excel.ts).
import { type Decimal, type ServicingState, ZERO, formatMoney } from '@flp/shared/finance';
import type { FastifyReply } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { type SheetSpec, sendXlsx } from '../../../platform/http/excel';

const m = (v: Decimal | null | undefined) => formatMoney(v ?? ZERO);

/** A stored period's plan: what it asks for and the balance it leaves (the columns a schedule version copies). */
export const periodPlan = (r: Row) => ({
  period: Number(r.period),
  dueDate: String(r.dueDate),
  rent: String(r.rent),
  principal: String(r.principal),
  interest: String(r.interest),
  fee: String(r.fee),
  purchasePrice: String(r.purchasePrice ?? '0.00'),
  balance: String(r.balance),
});

/** Each period as stored (the plan) with paid, unpaid, 罚息 and overdue days from the derived state. */
export function periodsWithPaid(rows: Row[], state: ServicingState | undefined) {
  const byPeriod = new Map((state?.periods ?? []).map((p) => [p.period, p]));
  return rows.map((r) => {
    const p = byPeriod.get(Number(r.period));
    const paid = p ? p.paid.principal.plus(p.paid.interest).plus(p.paid.fee) : ZERO;
    const unpaid = p ? p.outstanding.principal.plus(p.outstanding.interest).plus(p.outstanding.fee) : ZERO;
    return {
      id: String(r.id),
      ...periodPlan(r),
      paidPrincipal: m(p?.paid.principal),
      paidInterest: m(p?.paid.interest),
      paidFee: m(p?.paid.fee),
      paidTotal: m(paid),
      unpaidPrincipal: m(p?.outstanding.principal),
      unpaidInterest: m(p?.outstanding.interest),
      unpaidFee: m(p?.outstanding.fee),
      unpaidTotal: p
        ? m(unpaid)
        : m(
            ZERO.plus(String(r.rent))
              .plus(String(r.fee))
              .plus(String(r.purchasePrice ?? 0)),
          ),
      penalty: m(p?.due.penalty),
      paidPenalty: m(p?.paid.penalty),
      unpaidPenalty: m(p?.outstanding.penalty),
      overdueDays: p?.daysPastDue ?? 0,
      settledOn: p?.settledOn ?? null,
    };
  });
}

export type PeriodWithPaid = ReturnType<typeof periodsWithPaid>[number];

const PLAN: SheetSpec['columns'] = [
  { header: '期次', key: 'period', width: 8 },
  { header: '计划收取日期', key: 'dueDate', width: 14 },
  { header: '租金(元)', key: 'rent', money: true, width: 16 },
  { header: '本金(元)', key: 'principal', money: true, width: 16 },
  { header: '利息(元)', key: 'interest', money: true, width: 14 },
  { header: '费用(元)', key: 'fee', money: true, width: 12 },
  { header: '留购价款(元)', key: 'purchasePrice', money: true, width: 14 },
  { header: '剩余本金(元)', key: 'balance', money: true, width: 16 },
];

const PAID: SheetSpec['columns'] = [
  { header: '已收本金(元)', key: 'paidPrincipal', money: true, width: 16 },
  { header: '已收利息(元)', key: 'paidInterest', money: true, width: 14 },
  { header: '已收费用(元)', key: 'paidFee', money: true, width: 12 },
  { header: '未收金额(元)', key: 'unpaidTotal', money: true, width: 16 },
  { header: '逾期天数', key: 'overdueDays', width: 10 },
  { header: '罚息(元)', key: 'penalty', money: true, width: 12 },
  { header: '未收罚息(元)', key: 'unpaidPenalty', money: true, width: 14 },
  { header: '结清日期', key: 'settledOn', width: 14 },
];

const SUMMED = [
  'rent',
  'principal',
  'interest',
  'fee',
  'purchasePrice',
  'paidPrincipal',
  'paidInterest',
  'paidFee',
  'unpaidTotal',
  'penalty',
  'unpaidPenalty',
];

/** Σ of the money columns (exact decimals) as the footer row. */
function totals(periods: PeriodWithPaid[]) {
  const out: Record<string, unknown> = { period: '合计' };
  for (const k of SUMMED)
    out[k] = m(periods.reduce((s, p) => s.plus(String((p as Record<string, unknown>)[k] ?? 0)), ZERO));
  return out;
}

export function sendScheduleWorkbook(
  reply: FastifyReply,
  o: { schedule: Row; iou: Row; asOf: string; periods: PeriodWithPaid[]; withPaid: boolean },
) {
  const name = o.withPaid ? '还款计划表' : '租金支付表';
  const title = o.withPaid ? `${name} ${o.iou.iouNo} (截至 ${o.asOf})` : `${name} ${o.schedule.scheduleNo}`;
  return sendXlsx(reply, `${name}-${o.schedule.scheduleNo}.xlsx`, [
    {
      name,
      title,
      // 留购价款 is a column only where the schedule has one (as the calculator's export).
      columns: (o.withPaid ? [...PLAN, ...PAID] : PLAN).filter(
        (c) => c.key !== 'purchasePrice' || o.periods.some((p) => Number(p.purchasePrice) !== 0),
      ),
      rows: o.periods,
      footer: [totals(o.periods)],
    },
  ]);
}
