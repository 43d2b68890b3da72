import { companyChange, monitorConf, monitorPush } from '@flp/shared';
import { index, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

// A company is watched once per tenant; the job finds the due ones by state and last comparison; a company's changes
// are read by the company, and an event (a push's id, a comparison's key) is written once.
export const monitorTable = resourceTable(monitorConf, (t) => [
  index('fl_monitor_due_idx').on(t.tenantId, t.monitorState, t.lastCheckedAt),
]);
export const companyChangeTable = resourceTable(companyChange, (t) => [
  index('fl_company_change_monitor_idx').on(t.tenantId, t.monitorId, t.eventKey),
  index('fl_company_change_customer_idx').on(t.tenantId, t.customerId, t.detectedAt),
]);
export const monitorPushTable = resourceTable(monitorPush, (t) => [
  uniqueIndex('fl_monitor_push_tenant_uq').on(t.tenantId),
]);
