import { l } from '@flp/shared';
import { formatDateTime } from '../../platform/db/time';
import type { JobDef } from '../../platform/jobs/types';
import { purgeErrorLogsBefore } from '../log';
import { paramValue } from '../system';

/** The parameter (参数管理, per tenant) holding how many days error-log entries are kept. */
export const ERROR_LOG_RETENTION_PARAM = 'log.error.retentionDays';
export const ERROR_LOG_RETENTION_DEFAULT_DAYS = 90;

/** The retention in days a parameter value asks for: a whole number of at least 1, else the default. */
export function retentionDays(value: string | undefined): number {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n >= 1 ? n : ERROR_LOG_RETENTION_DEFAULT_DAYS;
}

/** The cut-off: entries received before this wall-clock time are older than the retention. */
export function retentionCutoff(now: Date, days: number): string {
  const cutoff = new Date(now);
  cutoff.setDate(cutoff.getDate() - days);
  return formatDateTime(cutoff);
}

/** 错误日志清理: every night each tenant's error-log entries older than its retention parameter are deleted. */
export const errorLogRetentionJob: JobDef = {
  code: 'error_log_retention',
  name: l('错误日志清理', 'Error log retention'),
  cron: '30 2 * * *',
  perTenant: true,
  async run({ db, ctx, now, signal }) {
    const days = retentionDays(await paramValue(db, ctx, ERROR_LOG_RETENTION_PARAM));
    const before = retentionCutoff(now, days);
    const removed = await purgeErrorLogsBefore(db, ctx, before, signal);
    return l(
      `保留 ${days} 天，删除 ${before} 之前的错误日志 ${removed} 条`,
      `Kept ${days} days; removed ${removed} error-log entries from before ${before}`,
    );
  },
};
