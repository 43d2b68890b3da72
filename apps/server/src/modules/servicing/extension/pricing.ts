// The price of an extension (展期; WAVE3-BRIEF §2.2, DOMAIN.md §3): the IOU's schedule in effect and the replay of its
// receipts as of the effective date (ledger.evaluateAsOf), rescheduled from a period by finance/restructure.ts. The
// same function fills the record at every save and prices it again inside the approving transaction; what it answers
// is what `apply` makes the IOU's schedule.
import { extensionChange, l } from '@flp/shared';
import {
  type Decimal,
  FEE_MODES,
  type FeeMode,
  METHODS,
  type Method,
  ZERO,
  roundMoney,
  severity,
  type RiskLevel,
} from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { Price } from '../../flow/families/change';
import type { LedgerPeriod, PlannedPeriod } from '../ledger';
import { interestOf, rescheduleOf } from '../changes/reschedule';
import { dec, fieldsOf, given, money } from '../changes/record';
import type { IouRow } from '../repos';

const { refuse } = fieldsOf(extensionChange);

/** The engine's input names → the record's fields (a refused input is named by the record's label). */
const FIELD_OF: Record<string, string> = {
  fromPeriod: 'fromPeriod',
  periods: 'newPeriods',
  annualRate: 'newAnnualRate',
  frequencyMonths: 'frequencyMonths',
  method: 'method',
  fee: 'feeRate',
  feeMode: 'feeMode',
  overdueTreatment: 'overdueTreatment',
};

/** What `apply` needs beyond the record's values: the new periods, what is capitalised, the IOU's new terms. */
export interface ExtensionDetail {
  rows: PlannedPeriod[];
  /** Paid off on the effective date by a 展期资本化 receipt (the overdue moved into the new principal). */
  capitalised: Decimal;
  terms: Row;
  restructure: boolean;
  /** The periods in effect it was priced on (read in the same transaction: insertChangedVersion's `inEffect`). */
  inEffect: LedgerPeriod[];
}

/**
 * The extension of `iou` the record proposes, as of its effective date. Refused (400 naming the record's field) when
 * the date or a term cannot be rescheduled: no schedule in effect, a period already due, overdue amounts without a
 * treatment chosen, terms the engine refuses.
 */
export async function priceExtension(
  db: Db,
  ctx: RequestContext,
  iou: IouRow,
  record: Row,
): Promise<Price<ExtensionDetail>> {
  const date = String(record.trandate ?? '');
  const feeMode = String(record.feeMode || 'UPFRONT') as FeeMode;
  if (!FEE_MODES.includes(feeMode)) throw refuse('feeMode', l('取值无效', 'is not a valid choice'));
  const method = given(record.method) ? (String(record.method) as Method) : undefined;
  if (method && !METHODS.includes(method)) throw refuse('method', l('取值无效', 'is not a valid choice'));
  const treatment = String(record.overdueTreatment ?? '');
  let capitalised = ZERO;
  let fee = ZERO;
  // What is due by the date and unpaid — capitalised or left on its periods, as the record chooses — and the fee on
  // the principal not yet due are read from the ledger on the date.
  const r = await rescheduleOf(
    db,
    ctx,
    iou,
    date,
    given(record.fromPeriod) ? Number(record.fromPeriod) : null,
    ({ due, remaining }) => {
      const overdue = due.principal.plus(due.interest).plus(due.penalty).plus(due.fee);
      if (overdue.gt(0) && !treatment)
        throw refuse(
          'overdueTreatment',
          l(
            `生效日借据逾期 ${money(overdue)} 元: 请选择资本化或保留原期`,
            `${money(overdue)} is overdue on the date: choose to capitalise it or carry it`,
          ),
        );
      if (treatment === 'CAPITALISE') capitalised = overdue;
      fee = roundMoney(remaining.times(dec(record.feeRate)).div(100));
      return {
        periods: Number(record.newPeriods),
        annualRate: given(record.newAnnualRate) ? dec(record.newAnnualRate).div(100) : undefined,
        frequencyMonths: given(record.frequencyMonths) ? Number(record.frequencyMonths) : undefined,
        method: method as Exclude<Method, 'IRREGULAR'> | undefined,
        fee: feeMode === 'SPREAD' ? fee : undefined,
        feeMode: feeMode === 'SPREAD' ? 'SPREAD' : undefined,
        overdue: capitalised.gt(0) ? due : undefined,
        overdueTreatment: capitalised.gt(0) ? 'CAPITALISE' : 'CARRY',
      };
    },
    refuse,
    FIELD_OF,
  );
  const due = r.due;
  const overdue = due.principal.plus(due.interest).plus(due.penalty).plus(due.fee);
  const capitalise = capitalised.gt(0);
  // An upfront extension fee is billed with the first new rent (decisions.md).
  const tail = r.tail.map((row, i) =>
    i === 0 && feeMode === 'UPFRONT' ? { ...row, fee: money(dec(row.fee).plus(fee)) } : row,
  );
  // An extension gives more time: a maturity not after the present one is another change (租金计划调整, 提前结清).
  const originalEnd = String(r.ev.rows.at(-1)!.dueDate);
  if (tail.at(-1)!.dueDate <= originalEnd)
    throw refuse(
      'newPeriods',
      l(
        `展期后到期日 ${tail.at(-1)!.dueDate} 不晚于原到期日 ${originalEnd}: 展期须延长期限 (剩余 ${r.replaced.length} 期)`,
        `the new maturity ${tail.at(-1)!.dueDate} is not after the present one (${originalEnd}): an extension gives more time (${r.replaced.length} periods left)`,
      ),
    );
  const terms = r.terms;
  const newRate = given(record.newAnnualRate) ? dec(record.newAnnualRate) : r.currentRate.times(100);
  const frequency = Number(record.frequencyMonths || terms.frequencyMonths || 1);
  const oldFrequency = Number(terms.frequencyMonths || 1);
  const level = (iou.riskLevel as RiskLevel) || 'NORMAL';
  const restructure = overdue.gt(0) || severity(level) > 0;
  const material =
    severity(level) >= severity('SUBSTANDARD') ||
    tail.length * frequency > r.replaced.length * oldFrequency ||
    newRate.lt(r.currentRate.times(100)) ||
    capitalise;
  const values: Row = {
    fromPeriod: r.from,
    remainingPrincipal: money(r.remaining),
    remainingPeriods: r.replaced.length,
    originalEndDate: originalEnd,
    overduePrincipal: money(due.principal),
    overdueInterest: money(due.interest),
    overduePenalty: money(due.penalty.plus(due.fee)),
    newPrincipal: money(r.out.newPrincipal),
    fee: money(fee),
    newRent: tail[0].rent,
    oldInterest: money(interestOf(r.replaced)),
    newInterest: money(interestOf(tail)),
    newEndDate: tail.at(-1)!.dueDate,
    restructure: restructure ? 1 : 0,
    material: material ? 1 : 0,
    preview: tail,
  };
  const detail: ExtensionDetail = {
    rows: [...r.kept, ...tail],
    capitalised: capitalise ? overdue : ZERO,
    restructure,
    inEffect: r.ev.rows,
    terms: {
      ...terms,
      annualRate: newRate.toFixed(),
      frequencyMonths: frequency,
      ...(method ? { rentMethod: method } : {}),
    },
  };
  return { values, base: r.base, detail };
}
