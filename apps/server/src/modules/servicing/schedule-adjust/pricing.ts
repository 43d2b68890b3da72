// The price of a schedule adjustment (租金计划调整; WAVE3-BRIEF §2.6): the edited periods checked (each a period of the
// rest, each with its rent or principal as the mode says), the rest of the IOU rescheduled from the ledger as of the
// effective date with the edited ones kept and the others solved (changes/reschedule.ts, IRREGULAR), the implied rate
// when every rent is given, and the invariants a schedule must hold. Computed at every save and again on approval.
import { type Localized, l, scheduleAdjust } from '@flp/shared';
import { D, type Decimal } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { Price } from '../../flow/families/change';
import { dec, fieldsOf, given, money } from '../changes/record';
import { interestOf, rescheduleOf } from '../changes/reschedule';
import type { PlannedPeriod } from '../ledger';
import type { IouRow } from '../repos';

export const { labelOf, refuse } = fieldsOf(scheduleAdjust);

const FIELD_OF: Record<string, string> = { fromPeriod: 'fromPeriod', rents: 'rows', principals: 'rows' };

/** What `apply` needs beyond the record's values: the IOU's periods once adjusted. */
export interface AdjustDetail {
  rows: PlannedPeriod[];
  terms: Row;
}

/** The edited periods as the record holds them (json), each `{period, rent}` or `{period, principal}`. */
function editedRows(record: Row): { period: number; amount: Decimal }[] {
  const raw = typeof record.rows === 'string' ? JSON.parse(record.rows || '[]') : (record.rows ?? []);
  if (!Array.isArray(raw) || !raw.length) throw refuse('rows', l('请至少调整一期', 'please edit at least one period'));
  const key = record.mode === 'PRINCIPAL' ? 'principal' : 'rent';
  const seen = new Set<number>();
  return raw.map((r: Row, i: number) => {
    const period = Number(r?.period);
    const v = r?.[key];
    const where = l(`第 ${i + 1} 行`, `row ${i + 1}`);
    const bad = (m: Localized) =>
      refuse('rows', l(`${where['zh-CN']}: ${m['zh-CN']}`, `${where['en-US']}: ${m['en-US']}`));
    if (!Number.isInteger(period) || period < 1) throw bad(l('期次无效', 'the period is not valid'));
    if (seen.has(period)) throw bad(l(`第 ${period} 期重复`, `period ${period} is given twice`));
    seen.add(period);
    if (!given(v) || !/^\d+(\.\d{1,2})?$/.test(String(v)))
      throw bad(
        key === 'rent'
          ? l(
              '租金须为不小于 0 的金额(最多两位小数)',
              'the rent must be an amount of at least 0 (two decimals at most)',
            )
          : l(
              '本金须为不小于 0 的金额(最多两位小数)',
              'the principal must be an amount of at least 0 (two decimals at most)',
            ),
      );
    return { period, amount: new D(String(v)) };
  });
}

export async function priceAdjust(db: Db, ctx: RequestContext, iou: IouRow, record: Row): Promise<Price<AdjustDetail>> {
  const edited = editedRows(record);
  const byRent = record.mode !== 'PRINCIPAL';
  const r = await rescheduleOf(
    db,
    ctx,
    iou,
    String(record.trandate ?? ''),
    given(record.fromPeriod) ? Number(record.fromPeriod) : null,
    ({ first, left }) => {
      const last = first.period + left - 1;
      const out = edited.find((e) => e.period < first.period || e.period > last);
      if (out)
        throw refuse(
          'rows',
          l(
            `第 ${out.period} 期不在可调整的第 ${first.period}–${last} 期之内`,
            `period ${out.period} is not among the periods that may change (${first.period}–${last})`,
          ),
        );
      const per: (Decimal | null)[] = Array.from({ length: left }, () => null);
      for (const e of edited) per[e.period - first.period] = e.amount;
      return { periods: left, ...(byRent ? { rents: per } : { principals: per }) };
    },
    refuse,
    FIELD_OF,
  );
  // The invariants (Σ principal = the principal not yet due is the engine's): no balance below zero, no negative rent.
  const below = r.tail.find((x) => dec(x.balance).lt(0) || dec(x.rent).lt(0));
  if (below)
    throw refuse(
      'rows',
      l(
        `调整后第 ${below.period} 期${dec(below.rent).lt(0) ? '租金' : '余额'}为负: 已调整的租金超过未到期本金及利息`,
        `period ${below.period} would have a negative ${dec(below.rent).lt(0) ? 'rent' : 'balance'}: the edited rents exceed what is owed`,
      ),
    );
  const contractRate = r.currentRate.times(100);
  const implied = r.out.tail.annualRate.times(100).toDecimalPlaces(4);
  const values: Row = {
    fromPeriod: r.from,
    remainingPrincipal: money(r.remaining),
    oldInterest: money(interestOf(r.replaced)),
    newInterest: money(interestOf(r.tail)),
    contractRate: contractRate.toFixed(4),
    impliedRate: implied.toFixed(4),
    newEndDate: r.tail.at(-1)?.dueDate ?? null,
    // Material when the rents given imply less than the contract's rate.
    material: implied.lt(contractRate.toDecimalPlaces(4)) ? 1 : 0,
    preview: r.tail,
  };
  return { values, base: r.base, detail: { rows: [...r.kept, ...r.tail], terms: r.terms } };
}
