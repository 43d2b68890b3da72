import { JOB_API, type JobRunView, type JobView } from '@flp/shared/resources';
import type { Page } from '../../api/log';
import { http } from '../../api/http';

const url = (path: string) => `/api${JOB_API}/${path}`;
const RUN_TIMEOUT_MS = 10 * 60_000;

export interface RunFilters {
  jobCode?: string;
  status?: string;
  tenantId?: string;
  startFrom?: string;
  startTo?: string;
}

/** The calls of 定时任务 (apps/server/src/modules/job). */
export const jobApi = {
  list: () => http.get<JobView[]>(url('list')),
  runs: (current: number, size: number, filters: RunFilters) =>
    http.get<Page<JobRunView>>(url('runs'), { ...filters, current, size }),
  /** Runs the job now: its runs (one per tenant for a per-tenant job). A job may take a while: ten minutes. */
  run: (code: string) => http.post<JobRunView[]>(url('run'), { code }, { timeout: RUN_TIMEOUT_MS }),
  submit: (code: string, enabled: boolean, cron: string) =>
    http.post<boolean>(url('submit'), { code, enabled: enabled ? 1 : 0, cron }),
  /** The next times a pattern fires; silent: the dialog shows the problem beside the field. */
  preview: (cron: string) => http.get<string[]>(url('preview'), { cron }, { silent: true }),
};
