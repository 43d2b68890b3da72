// 逾期管理's collection records (the `overdue` family over fl_overdue): a record names an overdue IOU; its lessee,
// contract, days past due and overdue amount are taken from the IOU when it is written.
import { type Localized, l, overdueAction, fieldLabel } from '@flp/shared';
import { D } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { invalid, invalidField, labelled } from '../../../platform/http/errors';
import { businessDate } from '../ledger';
import { namedIou } from './named-iou';

const labelOf = (name: string) => fieldLabel(overdueAction, name);
const fieldError = (field: string, message: Localized) => ({ field, message: labelled(labelOf(field), message) });

async function fromIou(h: HookContext, values: Row, iouId: unknown, isNew: boolean) {
  const iou = await namedIou(h, labelOf('iouId'), iouId);
  if (isNew && !(Number(iou.dpd) > 0))
    throw invalidField('iouId', labelled(labelOf('iouId'), l('借据未逾期', 'the IOU is not overdue')));
  values.contractId = iou.contractId;
  values.customerId = iou.customerId;
  values.dpd = iou.dpd;
  values.overdueAmount = new D(String(iou.overduePrincipal ?? 0)).plus(String(iou.overdueInterest ?? 0)).toFixed(2);
}

/** The action is not after the business date; a promise is not before the action. */
async function checkDates(h: HookContext, record: Row) {
  const today = await businessDate(h.tx, h.ctx);
  const errors = [];
  if (record.actionDate && String(record.actionDate) > today)
    errors.push(fieldError('actionDate', l(`不能晚于业务日期 ${today}`, `cannot be after the business date ${today}`)));
  if (record.promiseDate && record.actionDate && String(record.promiseDate) < String(record.actionDate))
    errors.push(fieldError('promiseDate', l('不能早于催收日期', 'cannot be before the date of the action')));
  if (errors.length) throw invalid(errors);
}

export const collectionHooks: ResourceHooks<typeof overdueAction> = {
  serverFields: ['contractId', 'customerId', 'dpd', 'overdueAmount'],
  async beforeCreate(h, values) {
    await checkDates(h, values);
    await fromIou(h, values, values.iouId, true);
  },
  async beforeUpdate(h, values, current) {
    await checkDates(h, { ...current, ...values });
    if (values.iouId && String(values.iouId) !== String(current.iouId)) await fromIou(h, values, values.iouId, true);
  },
};
