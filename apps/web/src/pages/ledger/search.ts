import { MERGE_SHEET_FILTERS, date, int, iou, l } from '@flp/shared/resources';
import type { Row } from '../../crud';

const field = (name: string) => iou.fields.find((f) => f.name === name)!;
const sheetFilter = (name: string) => MERGE_SHEET_FILTERS.find((f) => f.name === name)!;

/** The standing book's filters: the IOU's own search fields, the disbursement date as a range, and a DPD range. */
export const BOOK_SEARCH = [
  field('customerId'),
  field('contractId'),
  field('iouNo'),
  field('riskLevel'),
  field('iouState'),
  field('owner'),
  date('loanDate', l('放款日期', 'Disbursement date')),
  int('dpdMin', l('逾期天数起', 'DPD from'), { minValue: 0 }),
  int('dpdMax', l('逾期天数止', 'DPD to'), { minValue: 0 }),
];

/** The merge sheet's: the lessee by name rather than by record, the book's others, only the lessees with overdue. */
export const SHEET_SEARCH = [
  sheetFilter('customerName'),
  ...BOOK_SEARCH.filter((f) => f.name !== 'customerId'),
  sheetFilter('overdueOnly'),
];

/** The search form's values as the book's filters (the date range as loanDateFrom / loanDateTo). */
export function filtersOf(q: Row): Row {
  const { loanDate_datege, loanDate_datele, ...rest } = q;
  return { ...rest, loanDateFrom: loanDate_datege, loanDateTo: loanDate_datele };
}
