// The changes module's records (packages/shared/src/resources/field-change.ts, other-approval.ts): each found by its
// process instance and, a change, by its target in flight.
import {
  approvalChange,
  commonChange,
  contractChange,
  guaranteeChange,
  guaranteeChangeCollateral,
  guaranteeChangeGuarantee,
  maxChange,
  otherApproval,
  projectChange,
} from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

export const approvalChangeTable = resourceTable(approvalChange, (t) => [
  index('fl_approval_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_approval_change_target_idx').on(t.tenantId, t.projectId, t.flowState),
]);
export const projectChangeTable = resourceTable(projectChange, (t) => [
  index('fl_project_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_project_change_target_idx').on(t.tenantId, t.projectId, t.flowState),
]);
export const contractChangeTable = resourceTable(contractChange, (t) => [
  index('fl_contract_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_contract_change_target_idx').on(t.tenantId, t.contractId, t.flowState),
]);
export const maxChangeTable = resourceTable(maxChange, (t) => [
  index('fl_max_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_max_change_target_idx').on(t.tenantId, t.guaranteeId, t.flowState),
]);
export const commonChangeTable = resourceTable(commonChange, (t) => [
  index('fl_common_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_common_change_target_idx').on(t.tenantId, t.customerId, t.flowState),
]);
export const otherApprovalTable = resourceTable(otherApproval, (t) => [
  index('fl_other_approval_instance_idx').on(t.tenantId, t.processInstanceId),
]);
export const guaranteeChangeTable = resourceTable(guaranteeChange, (t) => [
  index('fl_guarantee_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_guarantee_change_target_idx').on(t.tenantId, t.contractId, t.flowState),
]);
// Found by their change (the reference's own index).
export const guaranteeChangeGuaranteeTable = resourceTable(guaranteeChangeGuarantee);
export const guaranteeChangeCollateralTable = resourceTable(guaranteeChangeCollateral);
