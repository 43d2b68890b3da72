import {
  JOB_API,
  JOB_PREVIEW_COUNT,
  JOB_PREVIEW_PARAMS,
  JOB_RUN_PARAMS,
  JOB_RUNS_PARAMS,
  JOB_SETTING_PARAMS,
  type JobView,
  cronField,
  l,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { envelopeSchema } from '../../platform/http/envelope';
import { invalidField, labelled, requestLocale } from '../../platform/http/errors';
import { checkCron, nextTimes } from '../../platform/jobs/cron';
import { JobRuns } from '../../platform/jobs/runs';
import type { JobScheduler } from '../../platform/jobs/scheduler';
import { JOB_MENUS } from './menus';
import { type NoApi, defineModule } from '../host';
import { LOG_RETENTION, errorLogRetentionJob } from './jobs';

export { errorLogRetentionJob } from './jobs';

export interface JobModuleDeps {
  scheduler: JobScheduler;
}

const TAGS = ['Scheduled jobs'];
const api = (path: string) => `/api${JOB_API}/${path}`;

/** A cron pattern, or a 400 naming the field by its label and what is wrong. */
function assertCron(pattern: string) {
  const why = checkCron(pattern);
  if (why) throw invalidField('cron', labelled(cronField.label, why));
}

/**
 * 定时任务 (/api/blade-system/job, our path: the spec has none): the jobs with their next and last runs, their runs
 * (paged, filtered), 立即执行, the administrator's settings and a cron preview. Jobs are platform machinery: only the
 * platform tenant runs them by hand or changes their settings; other tenants see their own tenant's runs.
 */
export function registerJobModule(app: FastifyInstance, { scheduler }: JobModuleDeps) {
  const db = () => app.appContext.database.db;

  defineRoute(app, {
    method: 'GET',
    url: api('list'),
    permission: 'job_view',
    tags: TAGS,
    summary: '定时任务 — the jobs, each with its pattern, settings, next run and last run',
    response: { 200: envelopeSchema({ type: 'array', items: { type: 'object', additionalProperties: true } }) },
    async handler({ ctx, req }) {
      const locale = requestLocale(req);
      const settings = await scheduler.settings();
      const out: JobView[] = [];
      for (const def of scheduler.jobs()) {
        const setting = settings.get(def.code) ?? { enabled: true, cron: null };
        out.push({
          code: def.code,
          name: def.name[locale],
          perTenant: def.perTenant,
          defaultCron: def.cron,
          cronOverride: setting.cron,
          cron: setting.cron ?? def.cron,
          enabled: setting.enabled,
          nextRun: scheduler.nextRun(def.code),
          running: scheduler.isRunning(def.code),
          lastRun: await JobRuns.last(db(), ctx, def.code, locale),
        });
      }
      return out;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: api('runs'),
    permission: 'job_view',
    tags: TAGS,
    summary: '定时任务 — runs, newest first (filters: job, status, tenant, start-time range)',
    params: JOB_RUNS_PARAMS,
    paged: true,
    handler: ({ ctx, params, paging, req }) =>
      JobRuns.page(db(), ctx, { ...params, status: params.status?.toString() }, paging, requestLocale(req)),
  });

  defineRoute(app, {
    method: 'POST',
    url: api('run'),
    permission: 'job_run',
    platformOnly: true,
    // Each tenant's run commits on its own (and records itself on the platform path).
    ownTransactions: true,
    tags: TAGS,
    summary:
      '立即执行 — runs the job now and answers its runs (one per tenant for a per-tenant job); 409 while it runs',
    params: JOB_RUN_PARAMS,
    handler: ({ ctx, params, req }) => scheduler.runNow(params.code, ctx.account, requestLocale(req)),
  });

  defineRoute(app, {
    method: 'POST',
    url: api('submit'),
    permission: 'job_edit',
    platformOnly: true,
    tags: TAGS,
    summary: '编辑 — turns a job on or off and sets (or, empty, clears) its cron override',
    params: JOB_SETTING_PARAMS,
    async handler({ ctx, params }) {
      scheduler.job(params.code);
      const cron = params.cron?.trim() || null;
      if (cron) assertCron(cron);
      await scheduler.saveSetting(params.code, { enabled: params.enabled === 1, cron }, ctx.account);
      return true;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: api('preview'),
    permission: 'job_view',
    tags: TAGS,
    summary: `Cron preview — the next ${JOB_PREVIEW_COUNT} times a pattern fires, in the business time zone`,
    params: JOB_PREVIEW_PARAMS,
    response: { 200: envelopeSchema({ type: 'array', items: { type: 'string' } }) },
    async handler({ params }) {
      assertCron(params.cron);
      return nextTimes(params.cron, JOB_PREVIEW_COUNT);
    },
  });
}

declare module '../host' {
  interface ModuleApis {
    job: NoApi;
  }
}

/** 定时任务 over the host's scheduler; its own job keeps the logs within their retention. */
export const jobModule = defineModule({
  name: 'job',
  uses: ['system'],
  menus: JOB_MENUS,
  params: LOG_RETENTION.map((r) => ({
    key: r.param,
    fallback: r.days,
    name: r.paramName,
    remark: l('每晚删除早于此天数的日志', 'Every night the entries older than this are deleted'),
  })),
  register: (host) => registerJobModule(host.app, { scheduler: host.jobs }),
  jobs: () => [errorLogRetentionJob],
});
