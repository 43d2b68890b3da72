import { tracking, trackingReport } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

// A family's record is found by its process instance, a lessee's checks by the lessee (the plan reads them daily).
export const trackingTable = resourceTable(tracking, (t) => [
  index('fl_tracking_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_tracking_customer_idx').on(t.tenantId, t.customerId),
]);
export const trackingReportTable = resourceTable(trackingReport, (t) => [
  index('fl_tracking_report_track_idx').on(t.tenantId, t.trackId),
]);
