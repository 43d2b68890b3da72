// The receipts' four eyes (docs/security.md "The receipts' four eyes"): who may verify, cancel a verification and
// review a receipt. The person who entered a receipt, or last changed it (an edit, or cancelling its verification),
// does not verify it; only its verifier or an administrator cancels a verification; its reviewer is neither its
// enterer nor its verifier. Administrators are held to the same pairs of eyes: only cancelling is theirs as well.
import { type Localized, l } from '@flp/shared';
import type { Row } from '../../../platform/crud/repository';
import { type RequestContext, isAdministrator } from '../../../platform/tenancy/context';

const same = (a: unknown, userId: string) => a !== null && a !== undefined && String(a) === userId;

/**
 * Why this user may not verify the receipt, or null. `updateUser` is who last wrote the receipt while it was entered:
 * its enterer, whoever edited it since, or whoever cancelled its verification — so a verification cancelled to change
 * the amount is verified again by someone else than the person who changed it.
 */
export function verifyRefusal(row: Row, userId: string): Localized | null {
  if (same(row.createUser, userId))
    return l('录入人不能核销自己录入的收款, 须由另一人核销', 'The person who entered a receipt cannot verify it');
  if (same(row.updateUser, userId))
    return l(
      '最后修改或取消核销该收款的人不能核销它, 须由另一人核销',
      'The person who last changed a receipt or cancelled its verification cannot verify it',
    );
  return null;
}

/** Why this user may not cancel the receipt's verification (only its verifier or an administrator may), or null. */
export function cancelRefusal(row: Row, ctx: RequestContext): Localized | null {
  if (same(row.verifiedBy, ctx.userId) || isAdministrator(ctx)) return null;
  return l(
    '只有核销人或管理员可以取消核销',
    'Only the person who verified a receipt, or an administrator, can cancel its verification',
  );
}

/** Why this user may not review the receipt (not the person who entered it, nor the one who verified it), or null. */
export function reviewRefusal(row: Row, userId: string): Localized | null {
  if (same(row.createUser, userId))
    return l('录入人不能复核自己录入的收款, 须由另一人复核', 'The person who entered a receipt cannot review it');
  if (same(row.verifiedBy, userId))
    return l('核销人不能复核自己核销的收款, 须由另一人复核', 'The person who verified a receipt cannot review it');
  return null;
}

/** A refusal as the 400 of a call over several receipts names it: the receipt's number first. */
export const refusalOf = (row: Row, why: Localized) =>
  l(`${row.receiptNo}: ${why['zh-CN']}`, `${row.receiptNo}: ${why['en-US']}`);
