/**
 * Scheduled jobs (定时任务): the parameters of their calls and the words their screen shows. Jobs themselves are
 * declared in code by the server's modules (JobDef); the platform administrator switches each on or off and may
 * override its cron pattern. The spec has no path for them: ours is /api/blade-system/job (docs/decisions.md).
 */
import { datetime, dict, l, switchField, text } from './define';

export const JOB_API = '/blade-system/job';
export const JOB_PERMISSION = 'job';

/** A run's status: under way, done, failed (with its error), or skipped (another instance held the job's lock). */
export const JOB_RUN_STATUSES = [
  { value: 'running', label: l('运行中', 'Running') },
  { value: 'succeeded', label: l('成功', 'Succeeded') },
  { value: 'failed', label: l('失败', 'Failed') },
  { value: 'skipped', label: l('已跳过', 'Skipped') },
];

/** What started a run: its schedule, or a person's 立即执行. */
export const JOB_RUN_TRIGGERS = [
  { value: 'schedule', label: l('定时', 'Schedule') },
  { value: 'manual', label: l('手动', 'Manual') },
];

/** How many upcoming times a cron preview lists. */
export const JOB_PREVIEW_COUNT = 5;

const JOB_CODE_LABEL = l('任务编码', 'Job code');
const JOB_CODE_PATTERN = { regex: '^[a-z][a-z0-9_]*$', message: l('不是任务编码', 'is not a job code') };
const jobCode = text('code', JOB_CODE_LABEL, {
  max: 64,
  required: l('请选择任务', 'please select the job'),
  pattern: JOB_CODE_PATTERN,
});

/** Cron patterns as croner reads them: 5 fields (minute first) or 6 (seconds first), in the business time zone. */
export const cronField = text('cron', l('Cron 表达式', 'Cron pattern'), { max: 100 });

/** 编辑: on or off, and a cron pattern replacing the job's own (empty: the job's own). */
export const JOB_SETTING_PARAMS = [
  jobCode,
  switchField('enabled', l('启用', 'Enabled'), { required: l('请选择是否启用', 'please choose enabled or not') }),
  cronField,
] as const;

/** 立即执行. */
export const JOB_RUN_PARAMS = [jobCode] as const;

/** The cron preview: a pattern and its next times. */
export const JOB_PREVIEW_PARAMS = [
  text('cron', cronField.label, { max: 100, required: l('请输入 Cron 表达式', 'please enter the cron pattern') }),
] as const;

/** The runs page's filters. */
export const JOB_RUNS_PARAMS = [
  text('jobCode', JOB_CODE_LABEL, { max: 64, pattern: JOB_CODE_PATTERN }),
  dict('status', l('状态', 'Status'), 'job_run_status', { options: JOB_RUN_STATUSES }),
  text('tenantId', l('租户ID', 'Tenant ID'), {
    max: 12,
    pattern: { regex: '^[0-9]{6}$', message: l('必须是6位数字', 'must be 6 digits') },
  }),
  datetime('startFrom', l('开始时间起', 'Started from')),
  datetime('startTo', l('开始时间止', 'Started until')),
] as const;

/** A job as the 定时任务 screen lists it. */
export interface JobView {
  code: string;
  name: string;
  perTenant: boolean;
  /** The job's own pattern. */
  defaultCron: string;
  /** The administrator's override, or null. */
  cronOverride: string | null;
  /** The pattern in force (override or own). */
  cron: string;
  enabled: boolean;
  /** yyyy-MM-dd HH:mm:ss in the business time zone; null when disabled or the scheduler is off. */
  nextRun: string | null;
  running: boolean;
  lastRun: JobRunView | null;
}

export interface JobRunView {
  id: string;
  jobCode: string;
  tenantId: string;
  trigger: 'schedule' | 'manual';
  triggerUser: string | null;
  scheduledTime: string | null;
  startTime: string;
  endTime: string | null;
  status: 'running' | 'succeeded' | 'failed' | 'skipped';
  result: string | null;
  error: string | null;
}
