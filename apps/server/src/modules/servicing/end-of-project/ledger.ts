// What a project's closing reads of the ledger: the project's IOUs, each evaluated as of the business date (the one
// evaluation the daily job and the screens use: paid figures, settled days, allocation lines), and the receipts that
// brought money in — rent and recoveries of those IOUs, deposits and fees of the project's contracts. Read beyond the
// caller's data scope: a closing speaks for the whole project, not for what its starter may list.
import { RECEIPT_STATES } from '@flp/shared';
import type { ServicingState } from '@flp/shared/finance';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { type LedgerPeriod, evaluateAsOf } from '../ledger';
import { type IouRow, type ReceiptRow, servicingRepos } from '../repos';

/** One IOU of the project as of the date: its row, its periods, their replayed state, its receipts that moved no money. */
export interface EvaluatedIou {
  iou: IouRow;
  rows: LedgerPeriod[];
  state: ServicingState;
  /** Receipts that paid periods without money coming in (an extension's 展期资本化). */
  nonCash: Set<string>;
}

export interface ProjectLedger {
  asOf: string;
  ious: EvaluatedIou[];
  /** Counted receipts (verified or reviewed, not reversed): rent and recoveries of the IOUs, deposits and fees. */
  receipts: ReceiptRow[];
}

/** The project's IOUs and counted receipts as of `asOf`. `contractIds`: the project's contracts (their deposits). */
export async function projectLedger(
  db: Db,
  caller: RequestContext,
  projectId: string,
  contractIds: string[],
  asOf: string,
): Promise<ProjectLedger> {
  const ctx = beyondDataScope(caller);
  const i = servicingRepos.iou;
  const rows = await i.list(db, ctx, { where: [eq(i.col('projectId'), projectId)], query: { ascs: 'id' } });
  const ious: EvaluatedIou[] = [];
  for (const iou of rows) {
    const ev = await evaluateAsOf(db, ctx, iou, asOf);
    const nonCash = new Set(ev.receipts.filter((r) => r.receiptKind === 'capitalised').map((r) => String(r.id)));
    ious.push({ iou, rows: ev.rows, state: ev.state, nonCash });
  }
  const iouIds = rows.map((r) => r.id);
  const r = servicingRepos.receipt;
  // Rent by the IOUs that stand (not by contract: an IOU removed in error takes its receipts' meaning with it);
  // deposits and fees by contract, which is where they are received.
  const mine = [
    iouIds.length ? inArray(r.col('iouId'), iouIds) : undefined,
    contractIds.length
      ? and(inArray(r.col('contractId'), contractIds), inArray(r.col('receiptKind'), ['deposit', 'fee']))
      : undefined,
  ].filter((c) => c !== undefined);
  const receipts = mine.length
    ? await r.list(db, ctx, {
        where: [
          or(...mine)!,
          inArray(r.col('receiptState'), [RECEIPT_STATES.verified, RECEIPT_STATES.reviewed]),
          inArray(r.col('receiptKind'), ['rent', 'recovery', 'deposit', 'fee']),
        ],
        query: { ascs: 'receiptDate' },
        limit: 1_000_000,
      })
    : [];
  return { asOf, ious, receipts };
}

/** Whether an IOU no longer asks anything of the lessee: settled, written off, or sold without recourse. */
export const closedIou = (iou: Row) =>
  iou.iouState === 'settled' || iou.iouState === 'writtenOff' || iou.transferred === '1';
