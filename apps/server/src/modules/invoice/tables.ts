import { invoice, invoiceBox, invoiceFile, invoiceItem, invoiceLog } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

// An invoice is found by its number (the duplicate check, 查验's answer), by its box and by the file it was read from.
export const invoiceTable = resourceTable(invoice, (t) => [
  index('fl_invoice_number_idx').on(t.tenantId, t.invoiceNumber).where(sql`is_deleted = 0`),
  index('fl_invoice_box_idx').on(t.tenantId, t.boxId),
  index('fl_invoice_file_idx').on(t.tenantId, t.fileId),
]);
export const invoiceItemTable = resourceTable(invoiceItem, (t) => [
  index('fl_invoice_item_invoice_idx').on(t.tenantId, t.invoiceId),
]);
// The same file uploaded twice is found by its hash.
export const invoiceFileTable = resourceTable(invoiceFile, (t) => [
  index('fl_invoice_file_sha_idx').on(t.tenantId, t.sha256).where(sql`is_deleted = 0`),
]);
export const invoiceBoxTable = resourceTable(invoiceBox, (t) => [
  index('fl_invoice_box_contract_idx').on(t.tenantId, t.contractId),
]);
export const invoiceLogTable = resourceTable(invoiceLog, (t) => [
  index('fl_invoice_log_invoice_idx').on(t.tenantId, t.invoiceId),
]);
