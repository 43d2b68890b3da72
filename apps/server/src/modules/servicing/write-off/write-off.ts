// 核销 (the `verification` family over fl_write_off; WAVE3-BRIEF §2.9): a change over an IOU (flow/families/change.ts,
// kind 'iou': one change in approval per IOU across its families; a settled or written-off IOU takes none). Every save
// prices it from the ledger as of the write-off date (pricing.ts: the class admitted, the claim and the provision); the
// approval prices it again in its own transaction (409 when the IOU moved since) and applies: the IOU moves to 已核销
// through its own transition — terminal; the ledger keeps it so, and its 罚息 stops on the write-off date — and the
// record keeps the figures decided. Later money on the IOU is a recovery (recoveries.ts).
import { IOU_STATES, type iou, l, type writeOff } from '@flp/shared';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceHooks, ResourceService } from '../../../platform/crud/service';
import { badRequest } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { iouTarget } from '../changes/iou-target';
import { dec, iouRecordFill, recordApplied } from '../changes/record';
import type { IouRow } from '../repos';
import { committeeAmount, committeeOf } from './params';
import { labelOf, priceWriteOff } from './pricing';
import { withRecoveries } from './recoveries';
import { writeOffRepos } from './repos';

const target = iouTarget(labelOf('iouId'));

export const writeOffHooks: ResourceHooks<typeof writeOff> = {
  serverFields: [
    'writeOffNo',
    'contractId',
    'customerId',
    'riskLevel',
    'principal',
    'interest',
    'penalty',
    'fees',
    'amount',
    'provisionHeld',
    'shortfall',
    'recovered',
    'offBalance',
    'appliedBy',
    'appliedTime',
  ],
  // The IOU's contract and lessee, the number `<iouNo>-HX01`.
  ...iouRecordFill(target.lock, writeOffRepos.writeOff, 'writeOffNo', 'HX'),
  decorate: (r, rows) => withRecoveries(r, rows),
};

/** The write-off over its IOU; `ious` is the IOU's service, whose transition is the one door of its status. */
export function writeOffOver(ious: ResourceService<typeof iou>): ChangeOver<typeof writeOff, IouRow> {
  return {
    ...target,
    // What the IOU's history keeps (written by its transition) and approvers read: 还款中 → 已核销.
    proposal: () => ({ iouState: IOU_STATES.writtenOff }),
    historyByApply: true,
    price: (h, iou, record) => priceWriteOff(h.tx, h.ctx, iou, record),
    async apply(h, iou, record, price) {
      const wide = beyondDataScope(h.ctx);
      // The write-off date closes the ledger's 罚息 (deriveState stops it on settledDate once the IOU is not active).
      await ious.transition(wide, iou.id, IOU_STATES.writtenOff, {
        within: h,
        values: { settledDate: String(record.writeOffDate) },
      });
      await recordApplied(h, writeOffRepos.writeOff, String(record.id), price!.values);
    },
  };
}

/**
 * The chain's routing (models.ts): the 评审会 votes when the amount written off is above writeoff.committeeAmount —
 * its members the holders of writeoff.committeeRoles but the starter; a meeting with nobody to vote is refused, never
 * skipped.
 */
export const writeOffRules: FamilyRules<typeof writeOff> = {
  async variables(h, record) {
    const amount = dec(record.amount);
    const threshold = await committeeAmount(h.tx, h.ctx);
    const above = amount.gt(threshold);
    const committee = above ? await committeeOf(h.tx, h.ctx, String((record as Row).createUser ?? '')) : [];
    if (above && !committee.length)
      throw badRequest(
        l(
          '核销金额超过评审会金额, 但评审会没有可表决的成员: 请为参数 writeoff.committeeRoles 的角色配置人员',
          'The write-off is above the review meeting amount, but the meeting has nobody to vote: give the roles of writeoff.committeeRoles holders',
        ),
      );
    return { amount: amount.toNumber(), threshold: threshold.toNumber(), committee };
  },
};
