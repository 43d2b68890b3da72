// The price of a grace adjustment (宽限期调整; WAVE3-BRIEF §2.5): the IOU's 罚息 as of the effective date, from the
// ledger as it stands and from the same ledger with the override the record asks for (evaluate over a copy of the IOU:
// nothing is written). The same function fills the record at every save and prices it again inside the approving
// transaction; the override it answers is what `apply` appends to the IOU.
import { type Locale, type Localized, graceAdjust, l } from '@flp/shared';
import {
  type GraceOverride,
  type ServicingState,
  ZERO,
  coversPeriod,
  formatMoney,
  graceOverridesOf,
  isFinanceInputError,
  parsePeriodList,
} from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { invalidField, labelled } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { Price } from '../../flow/families/change';
import { ledgerBase, ledgerOn } from '../changes/ledger-base';
import { evaluate } from '../ledger';
import type { IouRow } from '../repos';

export const labelOf = (name: string): Localized =>
  graceAdjust.fields.find((f) => f.name === name)?.label ?? l(name, name);
export const refuse = (field: string, message: Localized) => invalidField(field, labelled(labelOf(field), message));
const given = (v: unknown) => v !== null && v !== undefined && v !== '';

/** What `apply` needs beyond the record's values: the override, as the IOU will keep it. */
export interface GraceDetail {
  override: GraceOverride;
}

/** The periods a PERIODS adjustment names (refused by 期次 when it names none or cannot be read); IOU: none. */
export function periodsOf(record: Row): number[] | null {
  const text = String(record.periods ?? '').trim();
  if (record.scope !== 'PERIODS') {
    if (text)
      throw refuse('periods', l('调整范围为整笔借据时不填期次', 'leave it empty when the whole IOU is adjusted'));
    return null;
  }
  if (!text)
    throw refuse('periods', l('指定期次时请填写期次, 如 7,8,9 或 7-9', 'please list the periods, e.g. 7,8,9 or 7-9'));
  try {
    return parsePeriodList(text);
  } catch (e) {
    if (isFinanceInputError(e)) throw refuse('periods', e.problem);
    throw e;
  }
}

/**
 * The override the record asks for: its days for the periods it names, due within its window — under 仅未来 (FUTURE)
 * no earlier than the effective date, so what has fallen due keeps the grace it had; under 重新计算 (RECOMPUTE) the
 * window as given, and the replay recomputes the 罚息 already accrued on the periods it covers.
 */
export function overrideOf(record: Row, periods: number[] | null): GraceOverride {
  const trandate = String(record.trandate);
  const validFrom = given(record.validFrom) ? String(record.validFrom) : null;
  const from =
    record.penaltyMode === 'RECOMPUTE' ? validFrom : validFrom && validFrom > trandate ? validFrom : trandate;
  return {
    days: Number(record.newGraceDays),
    ...(periods ? { periods } : {}),
    ...(from ? { from } : {}),
    ...(given(record.validTo) ? { to: String(record.validTo) } : {}),
    change: String(record.adjustNo ?? ''),
  };
}

/** The record's own terms, before the ledger is read: the days, the scope's periods, the window. */
function termsOf(record: Row) {
  if (!given(record.trandate)) throw refuse('trandate', l('请选择生效日', 'please select the effective date'));
  if (!given(record.newGraceDays))
    throw refuse('newGraceDays', l('请输入新宽限天数', 'please enter the new grace days'));
  if (given(record.validFrom) && given(record.validTo) && String(record.validFrom) > String(record.validTo))
    throw refuse(
      'validTo',
      l(`不能早于有效期起 ${record.validFrom}`, `cannot be before the start (${record.validFrom})`),
    );
  return periodsOf(record);
}

/** 罚息 accrued on the IOU's periods as of the state's date — paid or still owed: what a grace change can waive. */
const accrued = (state: ServicingState) => state.periods.reduce((sum, p) => sum.plus(p.due.penalty), ZERO);

/**
 * The adjustment of `iou` the record proposes, priced as of its effective date. Refused (400 naming the record's
 * field) when the IOU has no schedule in effect, the date is before the disbursement or before a receipt already
 * counted (its figures would leave that receipt out), a named period does not exist or is not covered by the window,
 * the override covers no period at all, or a recomputation would charge 罚息 retroactively.
 */
export async function priceGrace(db: Db, ctx: RequestContext, iou: IouRow, record: Row): Promise<Price<GraceDetail>> {
  const periods = termsOf(record);
  const date = String(record.trandate);
  const ev = await ledgerOn(db, ctx, iou, date, refuse);
  const lastReceipt = ev.receipts.reduce((m, r) => (String(r.receiptDate) > m ? String(r.receiptDate) : m), '');
  if (date < lastReceipt)
    throw refuse(
      'trandate',
      l(`不能早于最近一笔已入账收款 (${lastReceipt})`, `cannot be before the latest counted receipt (${lastReceipt})`),
    );

  const override = overrideOf(record, periods);
  const dueOf = new Map(ev.rows.map((r) => [Number(r.period), String(r.dueDate)]));
  const missing = (periods ?? []).filter((p) => !dueOf.has(p));
  if (missing.length)
    throw refuse('periods', l(`借据没有第 ${missing.join(',')} 期`, `the IOU has no period ${missing.join(', ')}`));
  const outside = (periods ?? []).filter((p) => !coversPeriod(override, p, dueOf.get(p)!));
  if (outside.length)
    throw refuse(
      'periods',
      l(
        `第 ${outside.join(',')} 期的到期日不在调整范围内 (${windowText(override, 'zh-CN')})`,
        `period ${outside.join(', ')} falls due outside the adjustment (${windowText(override, 'en-US')})`,
      ),
    );
  if (!ev.rows.some((r) => coversPeriod(override, Number(r.period), String(r.dueDate))))
    throw refuse(
      given(record.validFrom) || given(record.validTo) ? 'validFrom' : 'trandate',
      l(
        `没有期次在调整范围内到期 (${windowText(override, 'zh-CN')})`,
        `no period falls due within the adjustment (${windowText(override, 'en-US')})`,
      ),
    );

  const adjusted = { ...iou, graceOverrides: [...graceOverridesOf(iou.graceOverrides), override] };
  const after = evaluate(adjusted, ev.rows, ev.receipts, date, ev.thresholds);
  const before = accrued(ev.state);
  const now = accrued(after.state);
  // Shortening grace over the past would charge 罚息 the lessee did not owe when it paid: only for the future.
  if (now.gt(before))
    throw refuse(
      'penaltyMode',
      l(
        `重新计算将增加已产生的罚息 (${formatMoney(before)} → ${formatMoney(now)}): 缩短宽限期只能选择仅未来`,
        `recomputing would raise the penalty accrued (${formatMoney(before)} → ${formatMoney(now)}): shorten grace for the future only`,
      ),
    );
  return {
    values: { oldGraceDays: iou.graceDays ?? 0, penaltyBefore: formatMoney(before), penaltyAfter: formatMoney(now) },
    base: ledgerBase(iou, ev),
    detail: { override },
  };
}

/** The due dates an override covers, as a person reads them (从 2025-07-23 / from 2025-07-23 …). */
export function windowText(o: GraceOverride, locale: Locale): string {
  const zh = locale === 'zh-CN';
  if (o.from && o.to) return zh ? `到期日 ${o.from} 至 ${o.to}` : `due ${o.from} to ${o.to}`;
  if (o.from) return zh ? `到期日 ${o.from} 起` : `due from ${o.from}`;
  if (o.to) return zh ? `到期日 ${o.to} 止` : `due until ${o.to}`;
  return zh ? '全部到期日' : 'any due date';
}
