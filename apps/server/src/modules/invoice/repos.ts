import { invoice, invoiceBox, invoiceFile, invoiceItem, invoiceLog } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { invoiceBoxTable, invoiceFileTable, invoiceItemTable, invoiceLogTable, invoiceTable } from './tables';

/** Only this module reads these tables. */
export const invoiceRepos = {
  invoice: new ResourceRepository(invoice, invoiceTable),
  item: new ResourceRepository(invoiceItem, invoiceItemTable),
  file: new ResourceRepository(invoiceFile, invoiceFileTable),
  box: new ResourceRepository(invoiceBox, invoiceBoxTable),
  log: new ResourceRepository(invoiceLog, invoiceLogTable),
};
