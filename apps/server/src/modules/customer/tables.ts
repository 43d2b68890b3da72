import { account, consumer, consumerApply, contactPerson, customer, customerRelation } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

/** The customer area's tables (packages/shared/src/resources/customer.ts). */
export const customerTable = resourceTable(customer);
export const customerContactTable = resourceTable(contactPerson);
export const customerRelationTable = resourceTable(customerRelation);
export const consumerTable = resourceTable(consumer);
export const consumerApplyTable = resourceTable(consumerApply);
export const accountTable = resourceTable(account);
