// 其他 (other/other): a free-form approval. Its number from the tenant's numbering rule `otherApproval` (QT yyyyMMdd
// 001); the record it is about, when it names one, must be one the starter can see — checked through the platform's
// reference door as any reference is — and its title is kept beside it for the approvers' lists.
import { type ResourceDef, contract, customer, iou, l, otherApproval, project, fieldLabel } from '@flp/shared';
import type { Row } from '../../platform/crud/repository';
import { repositoryOf } from '../../platform/crud/references';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { invalidField, labelled } from '../../platform/http/errors';
import { NumberingService } from '../numbering';

const KINDS: Record<string, () => ResourceDef> = {
  project: () => project,
  contract: () => contract,
  iou: () => iou,
  customer: () => customer,
};

const labelOf = (name: string) => fieldLabel(otherApproval, name);

/** The linked record's title (a 400 on 关联记录 when the kind is missing or the record is not one the caller sees). */
async function linkTitle(h: HookContext, record: Row): Promise<string | null> {
  const id = record.linkId;
  if (id === null || id === undefined || id === '') return null;
  const def = KINDS[String(record.linkKind ?? '')]?.();
  if (!def)
    throw invalidField(
      'linkKind',
      labelled(labelOf('linkKind'), l('请选择关联类型', 'please select what it is about')),
    );
  const row = await repositoryOf(def).findById(h.tx, h.ctx, String(id));
  if (!row)
    throw invalidField(
      'linkId',
      labelled(
        labelOf('linkId'),
        l(`${def.noun?.['zh-CN'] ?? ''}不存在`, `no such ${def.noun?.['en-US'] ?? 'record'}`),
      ),
    );
  return String(row[def.titleField ?? 'id'] ?? '');
}

export const otherHooks: ResourceHooks<typeof otherApproval> = {
  serverFields: ['otherNo', 'linkTitle'],
  async beforeCreate(h, values) {
    values.otherNo = await NumberingService.next(h.tx, h.ctx, 'otherApproval');
    values.linkTitle = await linkTitle(h, values);
  },
  async beforeUpdate(h, values, current) {
    if (values.linkId !== undefined || values.linkKind !== undefined)
      values.linkTitle = await linkTitle(h, { ...current, ...values });
  },
};
