// The rules of entering a recovery (a receipt of kind `recovery`, 核销后追偿; receipt/rules.ts asks them): money on a
// written-off IOU only — an IOU that is repaying takes rent — received on or after its write-off date, and not beyond
// the off-balance claim it has left (a mistyped amount must not show the claim recovered). The lessee and contract
// are the IOU's.
import { IOU_STATES, type Localized, l, receipt } from '@flp/shared';
import { D } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { fieldsOf, given, money } from '../changes/record';
import { servicingRepos } from '../repos';
import { writtenOffClaim } from './recoveries';

const { refuse } = fieldsOf(receipt);

/** What rent on a written-off IOU is told: the money is a recovery. */
export const WRITTEN_OFF_RENT = (iouNo: unknown): Localized =>
  l(
    `借据 ${iouNo} 已核销: 追回的款项请登记为「核销后追偿」`,
    `IOU ${iouNo} is written off: record the money as a recovery after write-off`,
  );

export async function checkRecovery(h: HookContext, values: Row, merged: Row) {
  if (!merged.iouId) throw refuse('iouId', l('核销后追偿须选择借据', 'a recovery needs an IOU'));
  const iou = await servicingRepos.iou.findById(h.tx, beyondDataScope(h.ctx), String(merged.iouId));
  if (!iou) throw refuse('iouId', l('借据不存在', 'no such IOU'));
  const claim = iou.iouState === IOU_STATES.writtenOff ? await writtenOffClaim(h.tx, h.ctx, iou.id) : null;
  if (!claim)
    throw refuse(
      'receiptKind',
      l(
        `借据 ${iou.iouNo} 未核销: 只有已核销的借据可以登记核销后追偿`,
        `IOU ${iou.iouNo} is not written off: only a written-off IOU takes a recovery`,
      ),
    );
  const since = String(claim.record.writeOffDate);
  if (String(merged.receiptDate) < since)
    throw refuse('receiptDate', l(`不能早于核销日 ${since}`, `must not be before the write-off date ${since}`));
  if (given(merged.amount) && new D(String(merged.amount)).gt(claim.offBalance))
    throw refuse(
      'amount',
      l(
        `超过借据 ${iou.iouNo} 的表外债权余额 ${money(claim.offBalance)} 元, 请核对`,
        `is more than the off-balance claim IOU ${iou.iouNo} has left (${money(claim.offBalance)}); check it`,
      ),
    );
  values.contractId = iou.contractId;
  values.customerId = iou.customerId;
}
