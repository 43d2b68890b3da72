// 财务报表识别 as an outside order (WAVE3-BRIEF §4.4, the order machine of issue 32): the report's files sent to the
// tenant's statement-parsing provider (provider-api.ts: its tables matched here as the local engine's are), or read
// here by the `local` engine (files.ts). Either way the figures land on the
// report as a draft a person checks — the format and unit found, the lines matched and the labels not — in the
// transaction that records the order's step. A file the local engine cannot read is refused before anything is
// ordered (400 naming it): nothing is half-saved.
import { l } from '@flp/shared';
import type { StatementFormat, StatementReading } from '@flp/shared/statements';
import type { Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { idsOf } from '../../platform/http/define-route';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { LOCAL, type OrderMachine, type OrderProvider } from '../outside';
import type { FileService } from '../resource';
import { DocumentError } from '../../platform/documents/document-error';
import { isPdf } from '../../platform/documents/pdf-text';
import type { ProgressSink } from '../../platform/realtime/progress';
import type { WorkerPool } from '../../platform/workers/pool';
import { STATEMENT_FILE_MAX_BYTES } from './files';
import { STATEMENT_API, type StatementFilesLoader, boundUpload, statementApiProvider } from './provider-api';
import { READ_STATEMENTS_TASK, type ReadStatementsInput } from './tasks';
import { statementRepos } from './repos';
import { withFigures } from './values';

export const FINANCE_SERVICE = 'financeReport';
const FORMATS = ['CAS2019_NEW', 'CAS2019_OLD', 'SMALL2013'];

export function statementOrders(deps: { db: Db; orders: OrderMachine; files: FileService; workers: WorkerPool }) {
  const { db, orders, files, workers } = deps;

  /** Files by id as bytes (each bounded), within the tenant of `ctx`: what either engine reads. */
  const load: StatementFilesLoader = (ctx, ids) => files.readNamed(db, ctx, ids, STATEMENT_FILE_MAX_BYTES);
  const fileIdsOf = (report: Row) => idsOf(report.files ? String(report.files) : null);

  /** A file's problem as the 400 naming it. */
  async function named<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof DocumentError) throw badRequest(e.localized);
      throw e;
    }
  }

  /** The report's files read in a worker thread, telling how far it is; a file that cannot be read is a 400. */
  const read = (ctx: RequestContext, report: Row, format: string | null, progress?: ProgressSink) =>
    named(async () => {
      const found = boundUpload(await load(ctx, fileIdsOf(report)));
      const input: ReadStatementsInput = {
        files: found.map((f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) })),
        format: (format || undefined) as StatementFormat | undefined,
      };
      const reading = await workers.run<StatementReading>(READ_STATEMENTS_TASK, input, { onProgress: progress });
      return { ...reading, fromPdf: found.some((f) => isPdf(f.bytes)) };
    });

  /**
   * A local reading made to check the files before ordering (a bad file is a 400 and no order), handed to the local
   * engine the same call then asks — the files are parsed once. A retry later reads them again.
   */
  const checked = new Map<string, Awaited<ReturnType<typeof read>>>();

  const local = (ctx: RequestContext): OrderProvider => ({
    async submit(req) {
      const id = String(req.input.reportId);
      const pre = checked.get(id);
      checked.delete(id);
      const reading =
        pre ??
        (await read(
          ctx,
          await statementRepos.report.getById(db, ctx, id),
          (req.input.format as string | null) ?? null,
        ));
      return { state: 'DONE', result: { ...reading, engine: LOCAL } };
    },
  });

  /** The report follows its order: once done, its figures are the reading's (the report stays a draft). */
  async function onRecorded(h: HookContext, order: Row) {
    if (order.businessType !== 'financeReport' || !order.businessId) return;
    const all = beyondDataScope(h.ctx);
    const repo = statementRepos.report;
    const [report] = await repo.findIds(h.tx, all, [String(order.businessId)]);
    if (report?.reportState !== 'DRAFT') return;
    if (order.orderState !== 'DONE') {
      // Processing (the screen offers 同步) or failed (why): the figures stay as they were.
      const reading = { state: order.orderState, provider: order.provider, error: order.lastError ?? null };
      await repo.update(h.tx, all, report.id, { orderNo: order.orderNo, reading });
      return;
    }
    const result = (order.result ?? {}) as Row;
    const values: Row = {
      orderNo: order.orderNo,
      format: FORMATS.includes(String(result.format)) ? result.format : report.format,
      unit: String(result.unitFactor ?? 1) === '1' ? '1' : String(result.unitFactor),
      statements: result.values ?? {},
      source: order.provider === LOCAL ? (result.fromPdf ? 'PDF' : 'EXCEL') : 'PROVIDER',
      reading: {
        format: result.format,
        unitFactor: result.unitFactor,
        matched: Array.isArray(result.matched) ? result.matched.length : 0,
        unmatched: result.unmatched ?? [],
        provider: order.provider,
      },
    };
    await withFigures(values, report, h);
    await repo.update(h.tx, all, report.id, values);
  }

  orders.define({
    code: FINANCE_SERVICE,
    label: l('财务报表识别', 'Statement reading'),
    providers: { [STATEMENT_API]: statementApiProvider(load) },
    local,
    onRecorded,
  });

  return {
    /**
     * Orders the reading of the report's files: locally (the files are read first, so a bad one is a 400 and no
     * order is made), or through the tenant's provider (409 when none is configured).
     */
    async order(
      ctx: RequestContext,
      report: Row,
      opts: { provider: string | null; format: string | null; progress?: ProgressSink },
    ) {
      const provider = opts.provider && opts.provider !== LOCAL ? opts.provider : LOCAL;
      if (opts.format && !FORMATS.includes(opts.format))
        throw badRequest(l(`未知的报表格式: ${opts.format}`, `No such format: ${opts.format}`));
      const id = String(report.id);
      if (provider === LOCAL) checked.set(id, await read(ctx, report, opts.format, opts.progress));
      else {
        await orders.assertReady(ctx, FINANCE_SERVICE);
        // The files are there and within bounds before anything is ordered; the provider reads them again to send.
        await named(async () => boundUpload(await load(ctx, fileIdsOf(report))));
      }
      try {
        return await orders.place(ctx, {
          service: FINANCE_SERVICE,
          provider: provider === LOCAL ? LOCAL : null,
          subjectName: String(report.customerName ?? report.reportNo ?? ''),
          businessType: 'financeReport',
          businessId: String(report.id),
          input: {
            reportId: String(report.id),
            format: opts.format,
            fileIds: fileIdsOf(report),
          },
        });
      } finally {
        checked.delete(id);
      }
    },

    /** The readers an order can be placed with now: `local`, and the tenant's provider when one is configured. */
    readers: (ctx: RequestContext) => orders.available(ctx, FINANCE_SERVICE),
  };
}

export type StatementOrders = ReturnType<typeof statementOrders>;
