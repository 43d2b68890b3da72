// 资金端 (packages/shared/src/resources/funding.ts): bank loans, their underlying assets, drawdowns and schedules,
// repayments and movements; banks' repayment plans as filed (yhhkjh); LPR quotes and the repricings made with them.
import {
  bankIou,
  bankIouPeriod,
  bankLoan,
  bankLoanAsset,
  bankLoanWater,
  bankPlanPeriod,
  bankRepayment,
  bankRepaymentPlan,
  bond,
  bankRateChange,
  lprQuote,
} from '@flp/shared';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

export const bankLoanTable = resourceTable(bankLoan, (t) => [
  index('fl_bank_loan_instance_idx').on(t.tenantId, t.processInstanceId),
]);
export const bankLoanAssetTable = resourceTable(bankLoanAsset);
export const bankIouTable = resourceTable(bankIou);
// What falls due: the reminders and the liquidity view read periods by due date.
export const bankIouPeriodTable = resourceTable(bankIouPeriod, (t) => [
  index('fl_bank_iou_period_due_idx').on(t.tenantId, t.dueDate).where(sql`is_deleted = 0`),
]);
export const bankRepaymentTable = resourceTable(bankRepayment);
export const bankLoanWaterTable = resourceTable(bankLoanWater);
export const bondTable = resourceTable(bond);
// A family's record is found by its process instance (getDetailByInsId).
export const bankRepaymentPlanTable = resourceTable(bankRepaymentPlan, (t) => [
  index('fl_bank_repayment_plan_instance_idx').on(t.tenantId, t.processInstanceId),
]);
export const bankPlanPeriodTable = resourceTable(bankPlanPeriod);
export const lprQuoteTable = resourceTable(lprQuote);
export const bankRateChangeTable = resourceTable(bankRateChange);
