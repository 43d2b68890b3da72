import { type Localized, l } from '@flp/shared';
import { formatDateTime } from '../../platform/db/time';
import type { JobDef } from '../../platform/jobs/types';
import { type LogName, purgeLogBefore } from '../log';
import { paramValue } from '../system';

/** Each log's retention: the parameter (参数管理, per tenant) holding how many days it is kept, and its default. */
export const LOG_RETENTION: readonly {
  log: LogName;
  param: string;
  days: number;
  label: Localized;
  paramName: Localized;
}[] = [
  {
    log: 'error',
    param: 'log.error.retentionDays',
    days: 90,
    label: l('错误日志', 'error-log'),
    paramName: l('错误日志保留天数', 'Days error-log entries are kept'),
  },
  {
    log: 'api',
    param: 'log.api.retentionDays',
    days: 180,
    label: l('接口日志', 'API-log'),
    paramName: l('接口日志保留天数', 'Days API-log entries are kept'),
  },
  {
    log: 'usual',
    param: 'log.usual.retentionDays',
    days: 365,
    label: l('操作日志', 'operation-log'),
    paramName: l('操作日志保留天数', 'Days operation-log entries are kept'),
  },
];

/** The retention in days a parameter value asks for: a whole number of at least 1, else the default. */
export function retentionDays(value: string | undefined, fallback: number): number {
  const n = Number(value?.trim());
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The cut-off: entries received before this wall-clock time are older than the retention. */
export function retentionCutoff(now: Date, days: number): string {
  const cutoff = new Date(now);
  cutoff.setDate(cutoff.getDate() - days);
  return formatDateTime(cutoff);
}

/**
 * 日志清理: every night each tenant's error-log, API-log and operation-log entries older than their retention
 * parameters are deleted. Its code keeps the name it had when it kept the error log alone (runs and settings are
 * recorded under it).
 */
export const errorLogRetentionJob: JobDef = {
  code: 'error_log_retention',
  name: l('日志清理', 'Log retention'),
  cron: '30 2 * * *',
  perTenant: true,
  async run({ db, ctx, now, signal }) {
    const parts: Localized[] = [];
    for (const r of LOG_RETENTION) {
      const days = retentionDays(await paramValue(db, ctx, r.param), r.days);
      const before = retentionCutoff(now, days);
      const removed = await purgeLogBefore(db, ctx, r.log, before, signal);
      parts.push(
        l(
          `${r.label['zh-CN']}保留 ${days} 天，删除 ${before} 之前的 ${removed} 条`,
          `${r.label['en-US']} kept ${days} days, ${removed} entries from before ${before} removed`,
        ),
      );
    }
    return l(parts.map((p) => p['zh-CN']).join('；'), parts.map((p) => p['en-US']).join('; '));
  },
};
