// The contract area's tables (packages/shared/src/resources/contract.ts).
import { contract, contractRegistration } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

export const contractTable = resourceTable(contract, (t) => [
  index('fl_contract_instance_idx').on(t.tenantId, t.processInstanceId),
]);
export const contractRegistrationTable = resourceTable(contractRegistration, (t) => [
  index('fl_contract_registration_instance_idx').on(t.tenantId, t.processInstanceId),
]);
