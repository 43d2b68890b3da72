// 租金计划调整 (the `scheduleAdjust` family over fl_schedule_adjust; WAVE3-BRIEF §2.6): a change over an IOU
// (flow/families/change.ts, kind 'iou'). Every save prices it (pricing.ts: the edited periods kept, the rest solved,
// the invariants held); the approval prices it again (409 when the IOU moved since) and puts the periods in effect as a
// new schedule version.
import type { scheduleAdjust } from '@flp/shared';
import type { ResourceHooks } from '../../../platform/crud/service';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { iouTarget } from '../changes/iou-target';
import { iouRecordFill, recordApplied, CHANGE_SERVER_FIELDS } from '../changes/record';
import { insertChangedVersion } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { type AdjustDetail, labelOf, priceAdjust } from './pricing';
import { scheduleAdjustRepos } from './repos';

const target = iouTarget(labelOf('iouId'));

export const adjustHooks: ResourceHooks<typeof scheduleAdjust> = {
  serverFields: [
    'adjustNo',
    'remainingPrincipal',
    'oldInterest',
    'newInterest',
    'contractRate',
    'impliedRate',
    'newEndDate',
    ...CHANGE_SERVER_FIELDS,
  ],
  // The IOU's contract and lessee, the number `<iouNo>-TZ01`.
  ...iouRecordFill(target.lock, scheduleAdjustRepos.adjust, 'adjustNo', 'TZ'),
};

export const adjustOver: ChangeOver<typeof scheduleAdjust, IouRow, AdjustDetail> = {
  ...target,
  price: (h, iou, record) => priceAdjust(h.tx, h.ctx, iou, record),
  // What the IOU's history keeps: its maturity when the adjustment moves it.
  proposal: (iou, record) =>
    record.newEndDate && record.newEndDate !== iou.endDate ? { endDate: record.newEndDate } : {},
  async apply(h, iou, record, price) {
    const { values, detail } = price!;
    const wide = beyondDataScope(h.ctx);
    await servicingRepos.iou.update(h.tx, wide, iou.id, {
      endDate: String(values.newEndDate ?? iou.endDate),
      periods: detail.rows.length,
    });
    const schedule = await insertChangedVersion(h.tx, h.ctx, iou, detail.rows, {
      remark: `租金计划调整 ${record.adjustNo}`,
      terms: detail.terms,
    });
    await recordApplied(h, scheduleAdjustRepos.adjust, String(record.id), values, { scheduleId: schedule.id });
  },
};

/** 总经理 sees an adjustment whose rents imply less than the contract's rate. */
export const adjustRules: FamilyRules<typeof scheduleAdjust> = {
  variables: (_h, record) => ({ material: Number(record.material) === 1 ? 1 : 0 }),
};
