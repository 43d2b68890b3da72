// The business records of the generic workflow families (packages/shared/src/resources/flow-families.ts). Each
// family's own business issue adds its table to its own module; these two have no business module but the engine's.
import { businessApproval, leave } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

/** blade_process_leave: BladeX's leave requests; getDetailByInsId-style lookups read it by instance. */
export const leaveTable = resourceTable(leave, (t) => [
  index('blade_process_leave_instance_idx').on(t.tenantId, t.processInstanceId),
]);

/** fl_business_approval: 业务审批 records. */
export const businessApprovalTable = resourceTable(businessApproval, (t) => [
  index('fl_business_approval_instance_idx').on(t.tenantId, t.processInstanceId),
]);
