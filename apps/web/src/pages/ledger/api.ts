import { TIMEOUTS_MS } from '@flp/shared';
import { http } from '../../api/http';
import { type Page, type Row, isPage } from '../../crud';

export const STANDING_BOOK = '/api/rzzl_qy/standingBook/standingbook';
export const HISTORY = '/api/rzzl_qy/fundStandingBook/fundstandingbook';
export const MERGE_SHEET = '/api/rzzl_qy/mergeSheet/mergesheet';
const RECEIPTS = '/api/rzzl_qy/affirmCash/repayment';

/** A standing-book answer: a page of IOU lines with the exact totals over every matching line. */
export interface BookPage extends Page {
  totals: Row & { count: number };
  asOfDate?: string;
}

const slow = { timeout: TIMEOUTS_MS.standingBook };

export const standingBookApi = {
  list: (filters: Row, current: number, size: number) =>
    http.post<BookPage>(`${STANDING_BOOK}/list`, filters, { ...slow, params: { current, size } }),
  warnList: (filters: Row, current: number, size: number) =>
    http.post<BookPage>(`${STANDING_BOOK}/warnList`, filters, { ...slow, params: { current, size } }),
  /**
   * An IOU's receipts: the receipts area's affirmCash detail by ids and loanSign; where that call does not answer
   * (a server without it), the receipts list filtered by the IOU.
   */
  async receipts(iouId: string): Promise<Row[]> {
    const rows = (r: Row[] | Page | Row) => (isPage(r as Page) ? (r as Page).records : Array.isArray(r) ? r : [r]);
    try {
      return rows(await http.get(`${RECEIPTS}/detail`, { ids: iouId, loanSign: 1 }, { silent: true }));
    } catch {
      return rows(await http.get(`${RECEIPTS}/list`, { iouId, size: 200 }));
    }
  },
};

export interface MonthRow {
  yearMonth: string;
  asOfDate: string;
  count: number;
  outstandingPrincipal: string;
  overduePrincipal: string;
  provision: string;
}

export const historyApi = {
  months: () => http.get<MonthRow[]>(`${HISTORY}/standingBookList`),
  month: (yearMonth: string) => http.get<Row[]>(`${HISTORY}/standingBookList`, { yearMonth }),
  take: (yearMonth: string) => http.post<{ count: number }>(`${HISTORY}/snapshot`, {}, { params: { yearMonth } }),
};

/** The merge sheet's answers: a page of lessees (or groups) and the consolidated line over the same filters. */
export interface SheetPage extends Page {
  unit: 'customer' | 'group';
}

export const mergeSheetApi = {
  page: (filters: Row, current: number, size: number) =>
    http.post<SheetPage>(`${MERGE_SHEET}/mergeSheetComPage`, filters, { ...slow, params: { current, size } }),
  one: (filters: Row) => http.post<Row>(`${MERGE_SHEET}/mergeSheetOne`, filters, slow),
  /** The lines of a row's lessees, within the same filters. */
  children: (filters: Row, ids: string[]) =>
    http.get<Row[]>(`${MERGE_SHEET}/mergeSheetChildren`, { ...filters, ids: ids.join(',') }, slow),
};
