// The IOU a 风险等级 proposal or a 逾期管理 collection record names. Looked up beyond the caller's data scope (the
// record's own rules decide what the caller may do with it); absent or unknown, it is refused by the field's label.
import { type Localized, l } from '@flp/shared';
import type { HookContext } from '../../../platform/crud/service';
import { invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { servicingRepos } from '../repos';

export async function namedIou(h: HookContext, label: Localized, iouId: unknown) {
  // A draft may leave the IOU out, but a record is about one: named before anything is looked up.
  if (iouId === undefined || iouId === null || iouId === '')
    throw invalidField('iouId', labelled(label, l('请选择借据', 'please choose the IOU')));
  const iou = await servicingRepos.iou.findById(h.tx, beyondDataScope(h.ctx), String(iouId));
  if (!iou) throw invalidField('iouId', labelled(label, l('借据不存在', 'no such IOU')));
  return iou;
}
