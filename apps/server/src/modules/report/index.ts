// 报表管理 (issue 34 item 4; WAVE3-BRIEF §9.4; spec §7 /api/blade-report/report/rest: GET list, POST remove): the
// registry of generated report files. Producers in other modules hand their bytes to `keep` (ReportApi) — the
// standing book's month-end workbook, a saved concentration snapshot, a list export kept for later (platform/crud's
// export keeper, installed here so the platform never names this module). The file is an attachment of its row:
// removing a row removes (softly) the row and its file, as every resource does. A kept export holds the rows its
// keeper's data scope showed, so only he (and an administrator) sees it; the other reports are the company's.
import { REPORT_FILE_KIND, id, isId, l, reportFile } from '@flp/shared';
import { type SQL, eq, inArray, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fileAccess } from '../../platform/attachments/access';
import { hasPermission } from '../../platform/auth/guard';
import { attachments } from '../../platform/attachments';
import { provideExportKeeper } from '../../platform/crud/export';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { defineRoute } from '../../platform/http/define-route';
import { notFound } from '../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../platform/tenancy/context';
import { defineModule } from '../host';
import type { FileService } from '../resource';
import { REPORT_MENUS } from './menus';
import { reportRepos } from './repos';

const repo = reportRepos.file;
const API = `/api${reportFile.api}`;
const TAGS = [reportFile.label['en-US']];

export type ReportType = 'MONTH_END_BOOK' | 'CONCENTRATION' | 'EXPORT';

export interface NewReport {
  /** What the registry lists it as (报表名称). */
  name: string;
  type: ReportType;
  /** yyyy-MM, a date, or a date range `from~to`. */
  period?: string | null;
  /** What produced it (the exported list's label, the job). */
  source?: string | null;
  /** The file's name as it downloads. */
  fileName: string;
  bytes: Buffer;
  /**
   * The month-end workbook is one per month: taking the month again replaces (removes, softly) the earlier file of
   * the same type and period.
   */
  replace?: boolean;
}

export interface ReportApi {
  /** Stores the bytes and registers the report, in the caller's transaction; answers the row's id and name. */
  keep(tx: Db, ctx: RequestContext, report: NewReport): Promise<{ id: string; reportName: string }>;
}

/** The rows of the registry the caller sees: every report but the exports others kept (an administrator: all). */
const visible = (ctx: RequestContext): SQL[] =>
  isAdministrator(ctx) ? [] : [or(ne(repo.col('reportType'), 'EXPORT'), eq(repo.col('createUser'), ctx.userId))!];

const noSuchReport = () => notFound(l('报表不存在', 'No such report'));

/** The ids, of those asked, of reports the caller sees. */
async function seenIds(tx: Db, ctx: RequestContext, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await repo.list(tx, ctx, { where: [inArray(repo.col('id'), ids), ...visible(ctx)] });
  return new Set(rows.map((r) => String(r.id)));
}

const hooks: ResourceHooks<typeof reportFile> = {
  listWhere: (r) => visible(r.ctx),
  // Another's kept export cannot be removed by naming its id: as far as the caller can tell it does not exist.
  async beforeRemove(h, rows) {
    const seen = await seenIds(
      h.tx,
      h.ctx,
      rows.map((r) => String(r.id)),
    );
    if (seen.size !== rows.length) throw noSuchReport();
  },
};

/** Who made it, as the registry shows it: the caller's account (`system` for a job). */
const byWhom = (ctx: RequestContext) => ctx.account || ctx.userId;

export function registerReportModule(app: FastifyInstance, deps: { db: Db; files: FileService }): ReportApi {
  const { db, files } = deps;
  registerResourceRoutes(app, { repo, db, hooks });
  // A report's file is had only where its row is: a kept export is its keeper's (the record rule alone would give it
  // to everyone with the screen's view button).
  fileAccess(app).reserve(reportFile.name, REPORT_FILE_KIND, async (tx, ctx, rows, mode) => {
    if (!hasPermission(ctx, `${reportFile.permission}_${mode === 'read' ? 'view' : 'delete'}`)) return new Set();
    const have = await seenIds(tx, ctx, rows.map((r) => String(r.businessId)).filter(isId));
    return new Set(rows.filter((r) => have.has(String(r.businessId))).map((r) => r.id));
  });

  defineRoute(app, {
    method: 'GET',
    url: `${API}/download`,
    permission: `${reportFile.permission}_view`,
    ticket: true,
    tags: TAGS,
    summary: '报表管理 — download a report’s file (a ticket link works)',
    params: [id('id', l('报表', 'Report'), { required: l('请选择报表', 'please select the report') })],
    handler: async ({ ctx, params, reply }) => {
      const [row] = await repo.list(db, ctx, { where: [eq(repo.col('id'), params.id), ...visible(ctx)], limit: 1 });
      const fileId = row?.file ? String(row.file).split(',')[0] : '';
      if (!fileId) throw noSuchReport();
      return files.send(reply, db, ctx, fileId);
    },
  });

  const api: ReportApi = {
    async keep(tx, ctx, report) {
      if (report.replace) {
        const earlier = await repo.list(tx, ctx, {
          where: [
            eq(repo.col('reportType'), report.type),
            report.period ? eq(repo.col('period'), report.period) : eq(repo.col('reportName'), report.name),
          ],
        });
        const ids = earlier.map((r) => String(r.id));
        if (ids.length) {
          await repo.remove(tx, ctx, ids);
          await attachments.removeOfRecords(tx, ctx, { businessType: reportFile.name, businessIds: ids });
        }
      }
      const rowId = nextId();
      const fileId = await files.attach(tx, ctx, {
        name: report.fileName,
        bytes: report.bytes,
        businessType: reportFile.name,
        businessId: rowId,
        kind: REPORT_FILE_KIND,
      });
      const row = await repo.insert(tx, ctx, {
        id: rowId,
        reportName: report.name.slice(0, 200),
        reportType: report.type,
        period: report.period ?? null,
        source: report.source?.slice(0, 100) ?? null,
        fileSize: report.bytes.length,
        createBy: byWhom(ctx).slice(0, 64),
        file: fileId,
      });
      return { id: String(row.id), reportName: String(row.reportName) };
    },
  };

  // A list export kept for later (platform/crud/export.ts `export-keep`): filed here as an 导出 report.
  provideExportKeeper(app, (tx, ctx, kept) =>
    api.keep(tx, ctx, {
      name: kept.fileName.replace(/\.xlsx$/, ''),
      type: 'EXPORT',
      source: kept.def.label['zh-CN'],
      fileName: kept.fileName,
      bytes: kept.bytes,
    }),
  );
  return api;
}

declare module '../host' {
  interface ModuleApis {
    report: ReportApi;
  }
}

export const reportModule = defineModule({
  name: 'report',
  menus: REPORT_MENUS,
  uses: ['resource'],
  register: (host, { resource }) => registerReportModule(host.app, { db: host.db, files: resource }),
});
