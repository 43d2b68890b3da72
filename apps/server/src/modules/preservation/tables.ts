import { preservation, preservationTarget } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

// A family's record is found by its process instance (getDetailById by instance), a contract's cases by the contract.
export const preservationTable = resourceTable(preservation, (t) => [
  index('fl_preservation_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_preservation_contract_idx').on(t.tenantId, t.contractId),
]);
export const preservationTargetTable = resourceTable(preservationTarget, (t) => [
  index('fl_preservation_target_case_idx').on(t.tenantId, t.preservationId),
]);
