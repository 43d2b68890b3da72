// The price of an IOU change (借据变更; WAVE3-BRIEF §2.4): what it changes, from what the record fills, and — when the
// due day or the rate changes — the rest of the IOU rescheduled as of the effective date (changes/reschedule.ts): the
// same periods, the new rate, the first changed period running to the new due day. A repricing whose date falls inside
// the first changed period charges that period by the record's 补差方式. Computed at every save and again on approval.
import { iouChange, l } from '@flp/shared';
import {
  D,
  type DayBasis,
  type Decimal,
  ZERO,
  dayCount,
  daysBetween,
  daysInMonth,
  parseDate,
  roundCents,
} from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { Price } from '../../flow/families/change';
import { isSold, soldMessage } from '../changes/iou-target';
import { ledgerBase } from '../changes/ledger-base';
import { interestOf, rescheduleOf } from '../changes/reschedule';
import { numberParam } from '../../system/params';
import { type PlannedPeriod, evaluateAsOf } from '../ledger';
import { dec, fieldsOf, given, money } from '../changes/record';
import type { IouRow } from '../repos';

export const { labelOf, refuse } = fieldsOf(iouChange);

/** The engine's input names → the record's fields. */
const FIELD_OF: Record<string, string> = {
  fromPeriod: 'fromPeriod',
  annualRate: 'newAnnualRate',
  firstDueDate: 'newDueDay',
};

/** What an IOU change may change (IOU_CHANGE_KINDS' keys are the record's fields) and the IOU's field it sets. */
/** `moves`: it changes what the lessee owes or when (refused on an IOU sold without recourse: its rents are the buyer's). */
export const CHANGE_KINDS = [
  { field: 'newDueDay', iou: null, moves: true },
  { field: 'newAnnualRate', iou: 'annualRate', moves: true },
  { field: 'newAccount', iou: 'repaymentAccount', moves: false },
  { field: 'newPenaltyRate', iou: 'penaltyRate', moves: true },
  { field: 'newAllocationOrder', iou: 'allocationOrder', moves: true },
  { field: 'newOwner', iou: 'owner', moves: false },
] as const;

export const IOU_CHANGE_PARAMS = {
  /** A rate cut of more than this many basis points goes to the general manager. */
  rateCutBp: { key: 'iou.rateCut.thresholdBp', fallback: 50 },
} as const;

const rateCutThreshold = async (db: Db, ctx: RequestContext) =>
  new D(await numberParam(db, beyondDataScope(ctx), IOU_CHANGE_PARAMS.rateCutBp));

/** What `apply` needs beyond the record's values: the rescheduled periods (none when neither day nor rate changes). */
export interface IouChangeDetail {
  rows: PlannedPeriod[] | null;
  /** The IOU's fields set as they are (account, penalty rate, order, owner). */
  options: Row;
  terms: Row | null;
}

/** The date in `dueDate`'s month on `day` (31 and days past the month's end: its last day). */
function onDay(dueDate: string, day: number) {
  const c = parseDate(dueDate);
  const d = Math.min(day, daysInMonth(c.y, c.m));
  return `${dueDate.slice(0, 8)}${String(d).padStart(2, '0')}`;
}

const same = (a: unknown, b: unknown, decimal: boolean) =>
  decimal ? given(b) && dec(a).eq(dec(b)) : String(a ?? '') === String(b ?? '');

/**
 * The first changed period's interest by the record's 补差方式 when the date falls inside it: ACTUAL — the old rate
 * until the date, the new after (by the IOU's day basis); NO_REFUND — so for a cut, a rise for the whole period; NONE —
 * the new rate for the whole period. The period's principal stands; its rent follows.
 */
function settleFirstPeriod(
  row: PlannedPeriod,
  o: { method: string; start: string; date: string; oldRate: Decimal; newRate: Decimal; basis: DayBasis },
): PlannedPeriod {
  const byDays = o.method === 'ACTUAL' || (o.method === 'NO_REFUND' && o.newRate.lt(o.oldRate));
  if (!byDays || o.date <= o.start || o.newRate.isZero()) return row;
  const whole = dayCount(o.basis, o.start, row.dueDate);
  const before = Math.min(dayCount(o.basis, o.start, o.date), whole);
  // Interest is linear in the rate over one period on one balance: the old rate's is the new one's × old/new.
  const atNew = dec(row.interest);
  const interest = roundCents(
    atNew
      .times(o.oldRate)
      .div(o.newRate)
      .times(before)
      .div(whole)
      .plus(atNew.times(whole - before).div(whole)),
  );
  return { ...row, interest: money(interest), rent: money(dec(row.principal).plus(interest)) };
}

export async function priceIouChange(
  db: Db,
  ctx: RequestContext,
  iou: IouRow,
  record: Row,
): Promise<Price<IouChangeDetail>> {
  const date = String(record.trandate ?? '');
  const decimalKinds = new Set(['newAnnualRate', 'newPenaltyRate']);
  const changing = CHANGE_KINDS.filter(
    (k) =>
      given(record[k.field]) &&
      (k.iou === null || !same(iou[k.iou as keyof IouRow], record[k.field], decimalKinds.has(k.field))),
  );
  const options = Object.fromEntries(
    changing.filter((k) => k.iou && k.field !== 'newAnnualRate').map((k) => [k.iou, record[k.field]]),
  );
  const moving = isSold(iou) && changing.find((k) => k.moves);
  if (moving) throw refuse(moving.field, soldMessage(iou));
  const moveDay = changing.some((k) => k.field === 'newDueDay');
  const reprice = changing.some((k) => k.field === 'newAnnualRate');
  if (!moveDay && !reprice) {
    if (!changing.length)
      throw refuse('newDueDay', l('请至少填写一项与借据现状不同的变更内容', 'fill in at least one thing that changes'));
    const ev = await evaluateAsOf(db, ctx, iou, date || String(iou.asOfDate ?? iou.loanDate));
    return {
      values: { changeKinds: kindsText(changing), material: 0, preview: null },
      base: ledgerBase(iou, ev),
      detail: { rows: null, options, terms: null },
    };
  }
  const newRate = reprice ? dec(record.newAnnualRate) : null;
  let firstDue = '';
  let oldDue = '';
  const r = await rescheduleOf(
    db,
    ctx,
    iou,
    date,
    given(record.fromPeriod) ? Number(record.fromPeriod) : null,
    ({ first, left, start }) => {
      oldDue = first.dueDate;
      if (moveDay) {
        firstDue = onDay(first.dueDate, Number(record.newDueDay));
        if (firstDue === first.dueDate) throw refuse('newDueDay', l('与当前还款日相同', 'is the present due day'));
        if (firstDue <= date || firstDue <= start)
          throw refuse(
            'newDueDay',
            l(
              `第 ${first.period} 期改到 ${firstDue} 已不晚于生效日或上一期租金日: 请从下一期开始`,
              `period ${first.period} moved to ${firstDue} would not fall after the effective date and the rent before: start from the next period`,
            ),
          );
      }
      return {
        periods: left,
        annualRate: newRate ? newRate.div(100) : undefined,
        firstDueDate: moveDay ? firstDue : undefined,
      };
    },
    refuse,
    FIELD_OF,
  );
  const oldRate = r.currentRate.times(100);
  let tail = r.tail;
  if (newRate && tail.length)
    tail = [
      settleFirstPeriod(tail[0], {
        method: String(record.resetInterestMethod || 'NONE'),
        start: r.start,
        date,
        oldRate,
        newRate,
        basis: String(r.terms.dayBasis || '30/360') as DayBasis,
      }),
      ...tail.slice(1),
    ];
  const cut = newRate ? oldRate.minus(newRate).times(100) : ZERO; // in basis points
  const moved = moveDay ? Math.abs(daysBetween(oldDue, firstDue)) : 0;
  const material = cut.gt(await rateCutThreshold(db, ctx)) || moved > 15;
  const values: Row = {
    changeKinds: kindsText(changing),
    fromPeriod: r.from,
    oldRent: r.replaced[0] ? money(dec(r.replaced[0].rent)) : null,
    newRent: tail[0]?.rent ?? null,
    oldInterest: money(interestOf(r.replaced)),
    newInterest: money(interestOf(tail)),
    newEndDate: tail.at(-1)?.dueDate ?? null,
    material: material ? 1 : 0,
    preview: tail,
  };
  return {
    values,
    base: r.base,
    detail: {
      rows: [...r.kept, ...tail],
      options,
      terms: newRate ? { ...r.terms, annualRate: newRate.toFixed() } : r.terms,
    },
  };
}

/** 变更内容 as stored: the changing fields' keys (IOU_CHANGE_KINDS), which every screen shows in its language. */
const kindsText = (kinds: readonly (typeof CHANGE_KINDS)[number][]) => kinds.map((k) => k.field).join(',');
