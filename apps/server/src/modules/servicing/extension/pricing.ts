// The price of an extension (展期; WAVE3-BRIEF §2.2, DOMAIN.md §3): the IOU's schedule in effect and the replay of its
// receipts as of the effective date (ledger.evaluateAsOf), rescheduled from a period by finance/restructure.ts. The
// same function fills the record at every save and prices it again inside the approving transaction; what it answers
// is what `apply` makes the IOU's schedule.
import { type Localized, extensionChange, l, termsToCalculatorInput } from '@flp/shared';
import {
  D,
  type Decimal,
  FEE_MODES,
  type FeeMode,
  METHODS,
  type Method,
  ZERO,
  formatMoney,
  isFinanceInputError,
  restructureSchedule,
  roundMoney,
  scheduleOfInput,
  severity,
  type RiskLevel,
} from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { invalidField, labelled } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { Price } from '../../flow/families/change';
import { engineRows, ledgerBase, ledgerOn } from '../changes/ledger-base';
import type { PlannedPeriod } from '../ledger';
import { periodPlan } from '../loan/schedule-excel';
import type { IouRow } from '../repos';

const labelOf = (name: string): Localized =>
  extensionChange.fields.find((f) => f.name === name)?.label ?? l(name, name);
const refuse = (field: string, message: Localized) => invalidField(field, labelled(labelOf(field), message));
const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));
const given = (v: unknown) => v !== null && v !== undefined && v !== '';
const money = (x: Decimal) => formatMoney(x);

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
  if (!date) throw refuse('trandate', l('请选择生效日', 'please select the effective date'));
  const ev = await ledgerOn(db, ctx, iou, date, refuse);
  const next = ev.rows.find((r) => String(r.dueDate) > date);
  if (!next)
    throw refuse(
      'trandate',
      l(
        `须早于最后一期租金日 ${ev.rows.at(-1)!.dueDate}`,
        `must be before the last rent's due date (${ev.rows.at(-1)!.dueDate})`,
      ),
    );
  const from = given(record.fromPeriod) ? Number(record.fromPeriod) : Number(next.period);
  const first = ev.rows.find((r) => Number(r.period) === from);
  if (!first) throw refuse('fromPeriod', l(`借据没有第 ${from} 期`, `the IOU has no period ${from}`));
  if (String(first.dueDate) <= date)
    throw refuse(
      'fromPeriod',
      l(
        `第 ${from} 期已于 ${first.dueDate} 到期: 展期从生效日以后到期的期次开始`,
        `period ${from} fell due on ${first.dueDate}: an extension starts from a period due after the effective date`,
      ),
    );

  // What is due by the date and unpaid: capitalised or left on its periods, as the record chooses.
  const due = ev.state.outstandingDue;
  const overdue = due.principal.plus(due.interest).plus(due.penalty).plus(due.fee);
  const treatment = String(record.overdueTreatment ?? '');
  if (overdue.gt(0) && !treatment)
    throw refuse(
      'overdueTreatment',
      l(
        `生效日借据逾期 ${money(overdue)} 元: 请选择资本化或保留原期`,
        `${money(overdue)} is overdue on the date: choose to capitalise it or carry it`,
      ),
    );
  const capitalise = treatment === 'CAPITALISE' && overdue.gt(0);

  const terms = (iou.terms ?? {}) as Row;
  const remaining = dec(first.balance).plus(dec(first.principal));
  const feeRate = dec(record.feeRate);
  const fee = roundMoney(remaining.times(feeRate).div(100));
  const feeMode = (String(record.feeMode || 'UPFRONT') as FeeMode) ?? 'UPFRONT';
  if (!FEE_MODES.includes(feeMode)) throw refuse('feeMode', l('取值无效', 'is not a valid choice'));
  const method = given(record.method) ? (String(record.method) as Method) : undefined;
  if (method && !METHODS.includes(method)) throw refuse('method', l('取值无效', 'is not a valid choice'));

  let out: ReturnType<typeof restructureSchedule>;
  let currentRate: Decimal;
  try {
    const schedule = scheduleOfInput(termsToCalculatorInput(terms as never, String(iou.loanDate)));
    schedule.rows = engineRows(ev.rows);
    currentRate = schedule.annualRate;
    out = restructureSchedule({
      schedule,
      fromPeriod: from,
      periods: Number(record.newPeriods),
      annualRate: given(record.newAnnualRate) ? dec(record.newAnnualRate).div(100) : undefined,
      frequencyMonths: given(record.frequencyMonths) ? Number(record.frequencyMonths) : undefined,
      method: method as Exclude<Method, 'IRREGULAR'> | undefined,
      fee: feeMode === 'SPREAD' ? fee : undefined,
      feeMode: feeMode === 'SPREAD' ? 'SPREAD' : undefined,
      overdue: capitalise
        ? { principal: due.principal, interest: due.interest, penalty: due.penalty, fee: due.fee }
        : undefined,
      overdueTreatment: capitalise ? 'CAPITALISE' : 'CARRY',
    });
  } catch (e) {
    if (!isFinanceInputError(e)) throw e;
    const field = FIELD_OF[e.field.replace(/[.[].*$/, '')];
    throw field ? refuse(field, e.problem) : e;
  }

  const kept = ev.rows.filter((r) => Number(r.period) < from).map(periodPlan);
  const tail: PlannedPeriod[] = out.tail.rows.map((r, i) => ({
    period: r.period + from - 1,
    dueDate: r.dueDate,
    rent: money(r.rent),
    principal: money(r.principal),
    interest: money(r.interest),
    // An upfront extension fee is billed with the first new rent (decisions.md).
    fee: money(i === 0 && feeMode === 'UPFRONT' ? r.fee.plus(fee) : r.fee),
    purchasePrice: money(r.purchasePrice),
    balance: money(r.closingBalance),
  }));
  const replaced = ev.rows.filter((r) => Number(r.period) >= from);
  const sum = (rows: { interest: unknown }[]) => rows.reduce((a, r) => a.plus(dec(r.interest)), ZERO);
  const newRate = given(record.newAnnualRate) ? dec(record.newAnnualRate) : currentRate.times(100);
  const frequency = Number(record.frequencyMonths || terms.frequencyMonths || 1);
  const oldFrequency = Number(terms.frequencyMonths || 1);
  const rows = [...kept, ...tail];
  const restructure = overdue.gt(0) || severity((iou.riskLevel as RiskLevel) || 'NORMAL') > 0;
  const material =
    severity((iou.riskLevel as RiskLevel) || 'NORMAL') >= severity('SUBSTANDARD') ||
    tail.length * frequency > replaced.length * oldFrequency ||
    newRate.lt(currentRate.times(100)) ||
    capitalise;
  const values: Row = {
    fromPeriod: from,
    remainingPrincipal: money(remaining),
    remainingPeriods: replaced.length,
    originalEndDate: String(ev.rows.at(-1)!.dueDate),
    overduePrincipal: money(due.principal),
    overdueInterest: money(due.interest),
    overduePenalty: money(due.penalty.plus(due.fee)),
    newPrincipal: money(out.newPrincipal),
    fee: money(fee),
    newRent: tail[0].rent,
    oldInterest: money(sum(replaced)),
    newInterest: money(sum(tail)),
    newEndDate: tail.at(-1)!.dueDate,
    restructure: restructure ? 1 : 0,
    material: material ? 1 : 0,
    preview: tail,
  };
  const detail: ExtensionDetail = {
    rows,
    capitalised: capitalise ? overdue : ZERO,
    restructure,
    terms: {
      ...terms,
      annualRate: newRate.toFixed(),
      frequencyMonths: frequency,
      ...(method ? { rentMethod: method } : {}),
    },
  };
  return { values, base: ledgerBase(iou, ev), detail };
}
