import { ERROR_LOG_LIMITS, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { LOG_MENUS } from './menus';
import type { AuditTrail } from '../../platform/audit/trail';
import type { Tenancy } from '../../platform/db/scope';
import { requestLocale } from '../../platform/http/errors';
import { auditWriter } from './audit-writer';
import { logRepos } from './repos';
import { parseUpload, toRow } from './upload';
import { type NoApi, defineModule } from '../host';

/** Retention: scheduled jobs delete old entries through this, never through the table. */
export { type LogName, purgeLogBefore } from './retention';

export interface LogModuleDeps {
  db: Db;
  config: Pick<Config, 'production'>;
  audit: AuditTrail;
  tenancy: Tenancy;
}

/**
 * Logs (spec §7 "/api/blade-log"): the error log, the API log and the usual log. Any signed-in user uploads the
 * browser's local error log; the API and usual logs are the audit trail's (platform/audit), written here. Readers
 * holding a log's view permission page through their tenant's entries and open one.
 */
export function registerLogModule(app: FastifyInstance, { db, config, audit, tenancy }: LogModuleDeps) {
  audit.writeWith(auditWriter(db, tenancy, audit.server));
  registerResourceRoutes(app, {
    def: logRepos.api.def,
    repo: logRepos.api,
    db,
    readsAudit: true,
    // A call's title in the reader's language (audit-writer.ts keeps both).
    hooks: {
      decorate: ({ req }, rows) =>
        rows.map(({ titleEn, ...r }) => ({
          ...r,
          title: titleEn && req && requestLocale(req) === 'en-US' ? titleEn : r.title,
        })),
    },
  });
  registerResourceRoutes(app, { def: logRepos.usual.def, repo: logRepos.usual, db, readsAudit: true });
  const repo = logRepos.error;
  registerResourceRoutes(app, { def: repo.def, repo, db });

  // Ours, and the spec client's name for the error-log dialog's 上传 (`/api/user/send-logs`): one call at both.
  const uploads = ['/api/blade-log/error/upload', '/api/user/send-logs'];
  for (const url of uploads)
    app.post(url, {
      config: { permission: null, paths: uploads, auditTitle: l('错误日志 — 上传', 'Error logs — Upload') },
      schema: {
        tags: [repo.def.label['en-US']],
        summary: `${repo.def.label['zh-CN']} — upload the browser's local error log`,
        description: `An array of 1 to ${ERROR_LOG_LIMITS.entries} entries, stored in one transaction in the caller's tenant with the caller as author.`,
        body: {
          type: 'array',
          maxItems: ERROR_LOG_LIMITS.entries,
          items: {
            type: 'object',
            required: ['type', 'message'],
            properties: {
              type: { type: 'string', maxLength: ERROR_LOG_LIMITS.type, description: 'error, promise, chunk…' },
              message: { type: 'string', maxLength: ERROR_LOG_LIMITS.message },
              stack: { type: 'string', maxLength: ERROR_LOG_LIMITS.stack },
              info: { type: 'string', maxLength: ERROR_LOG_LIMITS.info, description: 'component stack or context' },
              url: { type: 'string', maxLength: ERROR_LOG_LIMITS.url, description: 'the page address' },
              time: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss (wall clock) or ISO 8601 with a zone' },
            },
          },
        },
        response: { 200: envelopeSchema({ type: 'integer', description: 'entries stored' }) },
      },
      handler: async (req) => {
        const entries = parseUpload(req.body);
        const meta = {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          env: config.production ? 'prod' : 'dev',
          now: nowString(),
        };
        const stored = await db.transaction((tx) =>
          repo.insertEntries(
            tx,
            req.ctx,
            entries.map((e) => toRow(e, meta)),
          ),
        );
        return ok(stored);
      },
    });
}

declare module '../host' {
  interface ModuleApis {
    log: NoApi;
  }
}

/** 日志管理: the usual, API and error logs (and their retention job, the job module's). */
export const logModule = defineModule({
  name: 'log',
  // The menus' declarations title the API log's calls (permissionTitle).
  uses: ['system'],
  menus: LOG_MENUS,
  register: (host) =>
    registerLogModule(host.app, {
      db: host.db,
      config: host.config,
      audit: host.audit,
      tenancy: host.database.tenancy,
    }),
});
