// 宽限期调整 (the `graceadjust` family over fl_grace_adjust; WAVE3-BRIEF §2.5): a change over an IOU
// (flow/families/change.ts, kind 'iou': one change in approval per IOU across the IOU's families). Every save prices it
// — the IOU's 罚息 as of the effective date before and after the override it asks for (pricing.ts) — the approval
// prices it again in its own transaction and refuses (409) when the IOU moved since; then the override is appended to
// the IOU's graceOverrides and the IOU derived again as of the business date: the ledger gives each period its grace
// (ledger.ts deriveState), so 罚息, overdue days and class follow without anything else being written.
import { graceAdjust } from '@flp/shared';
import { D, type GraceOverride, graceOverridesOf } from '@flp/shared/finance';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { numberParam } from '../../system/params';
import { iouTarget } from '../changes/iou-target';
import { businessDate, refreshIous } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { type GraceDetail, labelOf, overrideOf, periodsOf, priceGrace } from './pricing';
import { graceRepos } from './repos';
import { describeOverrides } from './summary';

export const GRACE_PARAMS = {
  /** Grace beyond this many days needs the general manager (a long grace hides an overdue lessee from DPD and class). */
  materialDays: { key: 'grace.material.days', fallback: 30 },
} as const;

const target = iouTarget(labelOf('iouId'));

/** The record's own server fields: its IOU's contract and lessee, its number `<iouNo>-KX01`. */
async function fill(h: HookContext, values: Row, current: Row | undefined) {
  const iou = await target.lock(h, String({ ...current, ...values }.iouId ?? ''));
  Object.assign(values, { contractId: iou.contractId, customerId: iou.customerId });
  if (!current) values.adjustNo = await numberUnder(h, graceRepos.adjust, 'iouId', { id: iou.id, no: iou.iouNo }, 'KX');
}

export const graceHooks: ResourceHooks<typeof graceAdjust> = {
  serverFields: [
    'adjustNo',
    'contractId',
    'customerId',
    'oldGraceDays',
    'penaltyBefore',
    'penaltyAfter',
    'appliedBy',
    'appliedTime',
  ],
  beforeCreate: (h, values) => fill(h, values as Row, undefined),
  beforeUpdate: (h, values, current) => fill(h, values as Row, current as Row),
};

/** The IOU's overrides once this one is added (appended: the last covering a period wins, the earlier stay traced). */
const withOverride = (iou: IouRow, override: GraceOverride) => [...graceOverridesOf(iou.graceOverrides), override];

/**
 * A grace adjustment as a priced change over its IOU: its price the 罚息 before and after, its proposal the IOU's
 * overrides with this one appended (said readably by `describe`: the diff an approver reads, the IOU's history).
 */
export const graceOver: ChangeOver<typeof graceAdjust, IouRow, GraceDetail> = {
  ...target,
  price: (h, iou, record) => priceGrace(h.tx, h.ctx, iou, record),
  // Not graceDays: the IOU's own days stay; what changes is the list of overrides (docs/decisions.md).
  proposal: (iou, record) => ({ graceOverrides: withOverride(iou, overrideOf(record, periodsOf(record))) }),
  describe: (field, value, locale) => (field === 'graceOverrides' ? describeOverrides(value, locale) : undefined),
  async apply(h, iou, record, price) {
    const { values, detail } = price!;
    const wide = beyondDataScope(h.ctx);
    await servicingRepos.iou.update(h.tx, wide, iou.id, { graceOverrides: withOverride(iou, detail.override) });
    // The replay gives each period its grace: 罚息 recomputed where the override reaches back, DPD and class after it.
    await refreshIous(h.tx, h.ctx, [iou.id], await businessDate(h.tx, h.ctx), 'approval');
    await graceRepos.adjust.update(h.tx, wide, String(record.id), {
      ...values,
      appliedBy: h.ctx.userId,
      appliedTime: nowString(),
    });
    h.changed(graceAdjust.name, 'update', [String(record.id)]);
  },
};

/**
 * 总经理 sees a material adjustment: grace beyond `grace.material.days` (default 30: it keeps a late lessee out of
 * DPD and the class), or one that waives 罚息 already accrued (the lessor gives up money it is owed).
 */
export const graceRules: FamilyRules<typeof graceAdjust> = {
  async variables(h, record) {
    const most = await numberParam(h.tx, beyondDataScope(h.ctx), GRACE_PARAMS.materialDays);
    const waives = new D(record.penaltyAfter ?? 0).lt(record.penaltyBefore ?? 0);
    return { material: Number(record.newGraceDays) > most || waives ? 1 : 0 };
  },
};
