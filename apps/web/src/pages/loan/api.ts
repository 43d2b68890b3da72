import { iou, loan, repaymentFamily, repaymentLetter, repaymentSchedule } from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';

const base = (api: string) => `/api${api}`;

/** One line of a contract's checklist (放款前提条件), as the server stores and answers it. */
export interface ConditionLine {
  code: string;
  label: string;
  labelEn: string;
  met: boolean;
  detail: string;
  /** The detail in English, where the line keeps it (a project closing's checklist). */
  detailEn?: string;
}

export interface ContractChecklist {
  contractId: string;
  contractState: string;
  financeAmount: string;
  loanedAmount: string;
  remaining: string;
  conditions: ConditionLine[];
}

/** What iou/evaluate answers: the IOU's figures and periods as of a date. */
export interface IouEvaluation {
  asOf: string;
  figures: Record<string, string | number | null>;
  periods: PaidPeriod[];
}

/** A period of a schedule with what was paid of it (payBackScheListAdjust). */
export type PaidPeriod = Row & { period: number; dueDate: string; overdueDays: number };

/** The loan area's calls beyond the standard ones (apps/server/src/modules/servicing/loan). */
export const loanApi = {
  checklist: (contractId: string) =>
    http.get<ContractChecklist>(`${base(loan.api)}/conditions`, { contractId }, { silent: true }),
  disagree: (businessId: string, comment: string) =>
    http.post<boolean>(`${base(loan.api)}/handle-disagree`, { businessId, comment }),
  updateIou: (body: Row) => http.post<boolean>(`${base(iou.api)}/updateIou`, body),
  iouDetail: (id: string) => http.get<Row & { schedules: Row[] }>(`${base(iou.api)}/detail`, { id }),
  paidPeriods: (query: { iouId?: string; pid?: string }) =>
    http.get<{ scheduleId: string; asOf: string; periods: PaidPeriod[] }>(
      `${base(repaymentSchedule.api)}/payBackScheListAdjust`,
      query,
      { silent: true },
    ),
  /** The IOU as of any date, read-only (iou/evaluate): the same replay the daily job runs. */
  evaluate: (id: string, asOf: string) =>
    http.get<IouEvaluation>(`${base(iou.api)}/evaluate`, { id, asOf }, { silent: true }),
  scheduleRows: (pid: string) => http.get<Row[]>(`${base(repaymentSchedule.api)}/payBackScheList`, { pid }),
  updateSch: (id: string, repaymentType: string) =>
    http.post<boolean>(`${base(repaymentSchedule.api)}/updateSch`, { id, repaymentType }),
  downloadUrl: (call: 'downloadRent' | 'downloadRepay', id: string) =>
    `${base(repaymentSchedule.api)}/${call}?id=${encodeURIComponent(id)}`,
  approvalPage: (query: Row) => http.get<{ records: Row[]; total: number }>(`${base(repaymentFamily.api)}/page`, query),
  createNotice: (id: string) =>
    http.get<{ id: string; name: string; link: string }>(`${base(repaymentLetter.api)}/createDshDoc`, { id }),
  saveLetter: (iouId: string) => http.post<{ businessId: string }>(`${base(repaymentLetter.api)}/save-data`, { iouId }),
};
