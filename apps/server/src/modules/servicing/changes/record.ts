// What every change record over an IOU does the same way: its fields named by their labels in refusals, the amounts
// read from its loose values, and its own server fields filled at each save — the IOU's contract and lessee, and its
// number under the IOU (`<iouNo>-ZQ01`, numberUnder).
import { type Localized, type ResourceDef, l } from '@flp/shared';
import { D, type Decimal, formatMoney } from '@flp/shared/finance';
import { numberUnder } from '../../../platform/crud/numbered';
import type { ResourceRepository, Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { IouRow } from '../repos';

/** A record's label of a field, and a 400 naming the field by it. */
export function fieldsOf(def: ResourceDef) {
  const labelOf = (name: string): Localized => def.fields.find((f) => f.name === name)?.label ?? l(name, name);
  const refuse = (field: string, message: Localized) => invalidField(field, labelled(labelOf(field), message));
  return { labelOf, refuse };
}

/** A loose value as a decimal (empty: 0). */
export const dec = (v: unknown) => new D(v === null || v === undefined || v === '' ? 0 : String(v));
/** Whether a loose value was given (0 is). */
export const given = (v: unknown) => v !== null && v !== undefined && v !== '';
export const money = (x: Decimal) => formatMoney(x);

/**
 * The create and update hooks filling a change record's IOU-derived fields: the IOU locked (by `lock`), its contract
 * and lessee copied, and — on create — the record's `numberField` numbered `<iouNo>-<code>nn`.
 */
export function iouRecordFill<D extends ResourceDef>(
  lock: (h: HookContext, id: string) => Promise<IouRow>,
  repo: ResourceRepository<D>,
  numberField: string,
  code: string,
) {
  const fill = async (h: HookContext, values: Row, current: Row | undefined) => {
    const iou = await lock(h, String({ ...current, ...values }.iouId ?? ''));
    Object.assign(values, { contractId: iou.contractId, customerId: iou.customerId });
    if (!current) values[numberField] = await numberUnder(h, repo, 'iouId', { id: iou.id, no: iou.iouNo }, code);
    return iou;
  };
  return {
    beforeCreate: (h: HookContext, values: Row) => fill(h, values, undefined).then(() => undefined),
    beforeUpdate: (h: HookContext, values: Row, current: Row) => fill(h, values, current).then(() => undefined),
  };
}

/** The server fields every priced IOU change record has beside its own figures. */
export const CHANGE_SERVER_FIELDS = [
  'contractId',
  'customerId',
  'material',
  'preview',
  'scheduleId',
  'appliedBy',
  'appliedTime',
] as const;

/**
 * What the record keeps once its change is applied, in the approving transaction: the fresh price's values, what the
 * change made (`made`: the new schedule …), who applied it and when — and the record's listeners told.
 */
export async function recordApplied<D extends ResourceDef>(
  h: HookContext,
  repo: ResourceRepository<D>,
  recordId: string,
  values: Row,
  made: Row = {},
) {
  await repo.update(h.tx, beyondDataScope(h.ctx), recordId, {
    ...values,
    ...made,
    appliedBy: h.ctx.userId,
    appliedTime: nowString(),
  });
  h.changed(repo.def.name, 'update', [recordId]);
}
