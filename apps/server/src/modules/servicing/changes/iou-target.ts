// An IOU as the target of a change (flow/families/change.ts, kind 'iou'): found by the record's iouId within the
// tenant (the family's rules decide what the caller may do), locked for the rest of the transaction — a change and a
// receipt of one IOU apply one after the other — and, unless the change is a reversal, open: a settled or written-off
// IOU takes no change (WAVE3-BRIEF §2.1; recovery has its own family). Every IOU change family starts from this.
import { IOU_STATES, type Localized, iou as iouDef, l } from '@flp/shared';
import type { HookContext } from '../../../platform/crud/service';
import { invalidField, labelled } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { type ChangeOver, changesInFlight } from '../../flow/families/change';
import { namedIou } from '../overdue/named-iou';
import { type IouRow, servicingRepos } from '../repos';

/** The IOU a record names, locked; absent or unknown it is refused by the record's label for it. */
export async function lockedIou(h: HookContext, label: Localized, iouId: unknown): Promise<IouRow> {
  const iou = await namedIou(h, label, iouId);
  return servicingRepos.iou.lockById(h.tx, beyondDataScope(h.ctx), iou.id);
}

/**
 * Refuses an IOU that is no longer repaying (settled, written off), and one sold without recourse (资产转让): its
 * rents are the buyer's, so what would move them — a term, a rate, a schedule, grace, a write-off — is not the
 * lessor's to change (decisions.md). `soldToo` admits a sold IOU where the change leaves the buyer's cash flows as
 * they are or pays them off (an early settlement, whose money is passed on; a risk class; an account or an owner).
 */
export function assertOpen(iou: IouRow, label: Localized, opts: { soldToo?: boolean } = {}) {
  if (iou.iouState !== IOU_STATES.active)
    throw invalidField(
      'iouId',
      labelled(
        label,
        l(
          `借据${iou.iouState === IOU_STATES.settled ? '已结清' : '已核销'}, 不能变更`,
          `the IOU is ${iou.iouState === IOU_STATES.settled ? 'settled' : 'written off'} and takes no change`,
        ),
      ),
    );
  if (!opts.soldToo && isSold(iou)) throw invalidField('iouId', labelled(label, soldMessage(iou)));
}

/** Sold without recourse: serviced still, its collections passed on to the buyer. */
export const isSold = (iou: Pick<IouRow, 'transferred'>) => String(iou.transferred ?? '0') === '1';

/** Why a sold IOU's cash flows take no change. */
export const soldMessage = (iou: Pick<IouRow, 'transferee'>) =>
  l(
    `借据已无追索转让给 ${iou.transferee || '受让方'}, 租金归受让方, 不能变更`,
    `the IOU was sold without recourse to ${iou.transferee || 'a buyer'}: its rents are the buyer's and take no change`,
  );

type IouTarget = Pick<ChangeOver<never, IouRow>, 'kind' | 'noun' | 'field' | 'lock' | 'admit' | 'targetDef'>;

/**
 * The target part of an IOU change's declaration, spread into it (a change with an `admit` of its own calls
 * `assertOpen` in it). `closedToo` admits a settled or written-off IOU (a reversal undoes what closed it) and a sold
 * one; `soldToo` a sold one (assertOpen).
 */
export function iouTarget(label: Localized, opts: { closedToo?: boolean; soldToo?: boolean } = {}): IouTarget {
  return {
    kind: 'iou',
    noun: label,
    field: 'iouId',
    targetDef: iouDef,
    lock: (h, id) => lockedIou(h, label, id),
    admit: opts.closedToo ? undefined : (_h, iou) => assertOpen(iou, label, opts),
  };
}

/** The first of the IOUs no change is in approval on (a demo picking the IOU its change is about), or null. */
export async function firstFree<R extends { id: string }>(db: Db, ctx: RequestContext, ious: R[]): Promise<R | null> {
  for (const iou of ious) if (!(await changesInFlight(db, ctx, 'iou', iou.id)).length) return iou;
  return null;
}
