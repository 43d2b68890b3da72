// The servicing ledger's tables (packages/shared/src/resources/servicing.ts and risk.ts): disbursements, IOUs and
// their schedules, receipts and their allocation, and the overdue / classification records around them.
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
} from '@flp/shared';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

/** A family's record is found by its process instance (getDetailByInsId). */
const byInstance = (name: string) => (t: Record<string, ExtraConfigColumn>) => [
  index(`${name}_instance_idx`).on(t.tenantId, t.processInstanceId),
];

export const loanTable = resourceTable(loan, byInstance('fl_loan'));
export const iouTable = resourceTable(iou, (t) => [
  index('fl_iou_state_idx').on(t.tenantId, t.iouState, t.dpd),
  index('fl_iou_risk_idx').on(t.tenantId, t.riskLevel),
]);
export const repaymentScheduleTable = resourceTable(repaymentSchedule, (t) => [
  ...byInstance('fl_repayment_schedule')(t),
  index('fl_repayment_schedule_effective_idx').on(t.tenantId, t.iouId, t.effective),
]);
export const scheduleRowTable = resourceTable(scheduleRow, (t) => [
  index('fl_repayment_schedule_row_due_idx').on(t.tenantId, t.dueDate),
  index('fl_repayment_schedule_row_iou_idx').on(t.tenantId, t.iouId, t.period),
]);
export const receiptTable = resourceTable(receipt, (t) => [
  index('fl_receipt_iou_date_idx').on(t.tenantId, t.iouId, t.receiptDate),
]);
export const receiptAllocationTable = resourceTable(receiptAllocation, (t) => [
  index('fl_receipt_allocation_iou_idx').on(t.tenantId, t.iouId, t.period),
]);
export const repaymentLetterTable = resourceTable(repaymentLetter, byInstance('fl_repayment_letter'));
export const receiptBatchTable = resourceTable(receiptBatch, byInstance('fl_receipt_batch'));

export const iouRiskHistoryTable = resourceTable(iouRiskHistory, (t) => [
  index('fl_iou_risk_history_iou_idx').on(t.tenantId, t.iouId, t.asOfDate),
]);
export const riskAdjustTable = resourceTable(riskAdjust, byInstance('fl_risk_adjust'));
export const overdueActionTable = resourceTable(overdueAction, byInstance('fl_overdue'));
export const standingBookSnapshotTable = resourceTable(standingBookSnapshot);

export * from './overdue/tables';
export * from './recoil/tables';
export * from './settle/tables';
export * from './extension/tables';
export * from './iou-change/tables';
export * from './grace/tables';
export * from './schedule-adjust/tables';
export * from './write-off/tables';
export * from './asset-transfer/tables';
export * from './end-of-project/tables';
export * from './remind/tables';
