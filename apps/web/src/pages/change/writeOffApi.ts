import { writeOff } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';

/** Amounts by component, as the server applies a recovery (fees, principal, interest, 罚息). */
export interface Components {
  fee: string;
  principal: string;
  interest: string;
  penalty: string;
}

/** One recovery (核销后追偿) as applied to the off-balance claim. */
export interface RecoveryLine {
  receiptId: string;
  receiptNo: string;
  receiptDate: string;
  receiptState: string;
  payer: string;
  amount: string;
  applied: Components;
  /** Received beyond the whole claim. */
  unapplied: string;
  /** The claim left after it. */
  left: Components;
  offBalance: string;
}

/** A write-off as noPageLists answers it: the record with its recoveries (none unless approved). */
export type WriteOffWithRecoveries = Row & { claimLeft: Components | null; recoveries: RecoveryLine[] };

/** The write-off's own call (apps/server/src/modules/servicing/write-off/routes.ts), read-only. */
export const writeOffApi = {
  byIou: (iouNo: string) =>
    http.get<WriteOffWithRecoveries[]>(`/api${writeOff.api}/noPageLists`, { iouNo }, { silent: true }),
};
