import {
  iou,
  iouRiskHistory,
  loan,
  overdueAction,
  receipt,
  receiptAllocation,
  receiptBatch,
  repaymentLetter,
  repaymentSchedule,
  riskAdjust,
  scheduleRow,
  standingBookSnapshot,
  type RowOf,
} from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import * as t from './tables';

export const servicingRepos = {
  loan: new ResourceRepository(loan, t.loanTable),
  iou: new ResourceRepository(iou, t.iouTable),
  schedule: new ResourceRepository(repaymentSchedule, t.repaymentScheduleTable),
  scheduleRow: new ResourceRepository(scheduleRow, t.scheduleRowTable),
  receipt: new ResourceRepository(receipt, t.receiptTable),
  allocation: new ResourceRepository(receiptAllocation, t.receiptAllocationTable),
  letter: new ResourceRepository(repaymentLetter, t.repaymentLetterTable),
  receiptBatch: new ResourceRepository(receiptBatch, t.receiptBatchTable),
  riskHistory: new ResourceRepository(iouRiskHistory, t.iouRiskHistoryTable),
  riskAdjust: new ResourceRepository(riskAdjust, t.riskAdjustTable),
  overdue: new ResourceRepository(overdueAction, t.overdueActionTable),
  snapshot: new ResourceRepository(standingBookSnapshot, t.standingBookSnapshotTable),
};

// Rows typed by their definitions: `iou.dpd` is a number, `iou.id` a string, empty fields null.
export type LoanRow = RowOf<typeof loan>;
export type IouRow = RowOf<typeof iou>;
export type ScheduleRecord = RowOf<typeof repaymentSchedule>;
export type PeriodRow = RowOf<typeof scheduleRow>;
export type ReceiptRow = RowOf<typeof receipt>;
