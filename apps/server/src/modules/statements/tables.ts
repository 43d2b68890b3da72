import { financeReport } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

// A company's reports are read by company and period (the statement calls, the ratio series).
export const financeReportTable = resourceTable(financeReport, (t) => [
  index('fl_finance_report_company_idx').on(t.tenantId, t.customerId, t.sheetYear, t.sheetMonth),
]);
