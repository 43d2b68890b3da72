// The reversal records (packages/shared/src/resources/recoil.ts): 收款冲销 and 租金计划红冲, each found by its
// process instance and by its target (one reversal in approval per receipt, one change per IOU).
import { repaymentRecoil, scheduleRecoil } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const repaymentRecoilTable = resourceTable(repaymentRecoil, (t) => [
  index('fl_repayment_recoil_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_repayment_recoil_receipt_idx').on(t.tenantId, t.receiptId, t.flowState),
]);
export const scheduleRecoilTable = resourceTable(scheduleRecoil, (t) => [
  index('fl_schedule_recoil_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_schedule_recoil_iou_idx').on(t.tenantId, t.iouId, t.flowState),
]);
