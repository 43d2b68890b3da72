import { bankCategoryRule, bankLayout, bankTxn, bankwater, bankwaterResult } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

// An order's transactions are read by the order, in their order; its results by the order too.
export const bankwaterTable = resourceTable(bankwater, (t) => [
  index('fl_bankwater_customer_idx').on(t.tenantId, t.customerId),
]);
export const bankTxnTable = resourceTable(bankTxn, (t) => [
  index('fl_bank_txn_order_idx').on(t.tenantId, t.orderId, t.seq),
]);
export const bankwaterResultTable = resourceTable(bankwaterResult, (t) => [
  index('fl_bankwater_result_order_idx').on(t.tenantId, t.orderId),
]);
export const bankLayoutTable = resourceTable(bankLayout);
export const bankCategoryRuleTable = resourceTable(bankCategoryRule);
