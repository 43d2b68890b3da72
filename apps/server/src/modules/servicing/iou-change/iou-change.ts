// 借据变更 (the `iouchange` family over fl_iou_change; WAVE3-BRIEF §2.4): a change over an IOU (flow/families/change.ts,
// kind 'iou'). Every save prices it (pricing.ts: what changes, and the rescheduled periods when the due day or the rate
// does); the approval prices it again in its own transaction (409 when the IOU moved since) and applies: the servicing
// options set on the IOU, the rescheduled periods put in effect as a new schedule version — the ledger derives again.
import type { iouChange } from '@flp/shared';
import { D } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceHooks } from '../../../platform/crud/service';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import type { ProjectApi } from '../../project';
import { iouTarget } from '../changes/iou-target';
import { given, iouRecordFill, recordApplied, CHANGE_SERVER_FIELDS } from '../changes/record';
import { businessDate, insertChangedVersion, refreshIous } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { type IouChangeDetail, labelOf, priceIouChange } from './pricing';
import { iouChangeRepos } from './repos';

// A sold IOU takes a new account or account manager; what moves its rents is refused in the pricing.
const target = iouTarget(labelOf('iouId'), { soldToo: true });

export const iouChangeHooks: ResourceHooks<typeof iouChange> = {
  serverFields: [
    'changeNo',
    'changeKinds',
    'oldRent',
    'newRent',
    'oldInterest',
    'newInterest',
    'newEndDate',
    ...CHANGE_SERVER_FIELDS,
  ],
  // The IOU's contract and lessee, the number `<iouNo>-BG01`.
  ...iouRecordFill(target.lock, iouChangeRepos.change, 'changeNo', 'BG'),
};

/** What the change sets on the IOU as the record proposes it (its diff and the IOU's history): only what changes. */
function proposal(iou: IouRow, record: Row): Row {
  const out: Row = {};
  if (record.newEndDate && record.newEndDate !== iou.endDate) out.endDate = record.newEndDate;
  if (given(record.newAnnualRate)) out.annualRate = record.newAnnualRate;
  if (given(record.newPenaltyRate)) out.penaltyRate = record.newPenaltyRate;
  if (given(record.newAllocationOrder)) out.allocationOrder = record.newAllocationOrder;
  if (given(record.newAccount)) out.repaymentAccount = record.newAccount;
  if (given(record.newOwner)) out.owner = record.newOwner;
  return out;
}

/** A change that adds to what the guarantors answer for: a higher rate, or a later maturity. */
function aggravates(iou: IouRow, record: Row) {
  const higher = given(record.newAnnualRate) && new D(String(record.newAnnualRate)).gt(String(iou.annualRate ?? 0));
  const later = !!record.newEndDate && String(record.newEndDate) > String(iou.endDate ?? '');
  return higher || later;
}

export function iouChangeOver(projects: ProjectApi): ChangeOver<typeof iouChange, IouRow, IouChangeDetail> {
  return {
    ...target,
    price: (h, iou, record) => priceIouChange(h.tx, h.ctx, iou, record),
    proposal,
    consent: {
      field: 'guarantorConsent',
      needed: async (h, iou, record) =>
        aggravates(iou, record) && iou.contractId
          ? projects.contractGuarantors(h.tx, h.ctx, String(iou.contractId))
          : [],
    },
    async apply(h, iou, record, price) {
      const { values, detail } = price!;
      const wide = beyondDataScope(h.ctx);
      // The options first: the new version's replay (or the refresh) reads them.
      await servicingRepos.iou.update(h.tx, wide, iou.id, {
        ...detail.options,
        ...(detail.rows
          ? {
              endDate: String(values.newEndDate),
              periods: detail.rows.length,
              annualRate: String(detail.terms?.annualRate ?? iou.annualRate),
              terms: detail.terms,
            }
          : {}),
      });
      let scheduleId: string | null = null;
      if (detail.rows) {
        const schedule = await insertChangedVersion(h.tx, h.ctx, iou, detail.rows, {
          remark: `借据变更 ${record.changeNo}`,
          terms: detail.terms ?? undefined,
        });
        scheduleId = schedule.id;
      } else await refreshIous(h.tx, h.ctx, [iou.id], await businessDate(h.tx, h.ctx), 'approval');
      await recordApplied(h, iouChangeRepos.change, String(record.id), values, { scheduleId });
    },
  };
}

/** 总经理 sees a material change (priced on the record: a rate cut beyond the threshold, a due day moved > 15 days). */
export const iouChangeRules: FamilyRules<typeof iouChange> = {
  variables: (_h, record) => ({ material: Number(record.material) === 1 ? 1 : 0 }),
};
