// 财务报表识别 through a provider (WAVE3-BRIEF §4.4): a statement-parsing service turns the customer's files — scans
// included, which the local engine cannot read — into tables. This adapter speaks a generic JSON API of that kind
// (provider `statementApi`, set per tenant on 外部服务设置), signed as outside/signed-api.ts says (X-App-Key,
// X-Timestamp, X-Sign = hex HMAC-SHA256(secret, appKey + timestamp + subject)). Asynchronous:
//
//   POST {baseUrl}/statement/parse                          subject: the lower-case hex SHA-256 of the body
//     { "orderNo": "WB…", "format": "CAS2019_NEW" | "CAS2019_OLD" | "SMALL2013" | null,
//       "files": [{ "name": "2025年报.pdf", "content": "<base64>" }, …] }
//   → { "code": 0, "data": { "taskId": "…" } }                                                 the order: processing
//
//   GET {baseUrl}/statement/result?taskId=…                 subject: the task id
//   → { "code": 0, "data": { "status": "PROCESSING" } }                                       asked again later
//   → { "code": 0, "data": { "status": "FAILED", "message": "…" } }                  failed, the provider's words kept
//   → { "code": 0, "data": { "status": "DONE", "sheets": [{ "name": "资产负债表", "rows": [["货币资金", "1,200"], …] }] } }
//
// Codes as every signed API of ours: 1002/1003 a request the provider does not take (its files, its format), 2001 a key
// or signature refused, 2002 the quota spent, others an error by number; anything else — not connected, timed out, not
// this JSON, sheets not of that shape or past their bounds — is the provider being unavailable.
//
// The provider only cuts the files into rows of cells (text): its sheets go through the same label matching and checks
// as the local engine's (statementsOfSheets, shared `readStatements`), so the report's draft is made the same way. The
// files are sent whole, each bounded by STATEMENT_FILE_MAX_BYTES and together by STATEMENT_ORDER_MAX_BYTES; the
// adapter gets them from the statements module (`load`: the order's files read within the tenant the order is in).
import { l } from '@flp/shared';
import type { StatementFormat, StatementSheet } from '@flp/shared/statements';
import type { RequestContext } from '../../platform/tenancy/context';
import { ProviderError } from '../enterprise';
import {
  type OrderProgress,
  type OrderProviderFactory,
  type OrderRequest,
  type SignedApiConfig,
  apiRefusal,
  apiUnavailable,
  apiUrl,
  callSignedApi,
  sha256Hex,
} from '../outside';
import { type StatementFile, StatementFileError, statementsOfSheets } from './files';

export const STATEMENT_API = 'statementApi';
export const STATEMENT_PARSE_PATH = 'statement/parse';
export const STATEMENT_RESULT_PATH = 'statement/result';

/** Bytes the files of one order may have together (each is bounded by STATEMENT_FILE_MAX_BYTES). */
export const STATEMENT_ORDER_MAX_BYTES = 30 * 1024 * 1024;
/** The body they make: base64 (4 bytes for 3) and room for the names and the rest. */
const MAX_BODY_BYTES = Math.ceil(STATEMENT_ORDER_MAX_BYTES / 3) * 4 + 1024 * 1024;
/** A provider's tables: enough for a 30-page report, not a way to fill our memory. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const MAX_SHEETS = 60;
const MAX_ROWS = 2_000;
const MAX_CELLS = 40;
const MAX_CELL_CHARS = 500;

const WHAT = l('财务报表识别服务', 'statement reading service');

/** The order's files, read within the tenant the provider is built for (`ctx`). */
export type StatementFilesLoader = (ctx: RequestContext, fileIds: readonly string[]) => Promise<StatementFile[]>;

/** The files of one order within the total bound (400 naming the bound before anything is ordered). */
export function boundUpload(files: readonly StatementFile[]): readonly StatementFile[] {
  if (!files.length) throw new StatementFileError(l('请先上传报表文件', 'Please upload the statement files first'));
  const total = files.reduce((n, f) => n + f.bytes.byteLength, 0);
  if (total > STATEMENT_ORDER_MAX_BYTES) {
    const mb = STATEMENT_ORDER_MAX_BYTES / 1024 / 1024;
    throw new StatementFileError(
      l(
        `${files.map((f) => f.name).join('、')}: 文件合计过大 (最多 ${mb} MB)`,
        `${files.map((f) => f.name).join(', ')}: too large together (at most ${mb} MB)`,
      ),
    );
  }
  return files;
}

/** The provider's sheets when they have the shape and bounds above; null for anything else. */
export function sheetsOfAnswer(raw: unknown): StatementSheet[] | null {
  if (!Array.isArray(raw) || raw.length > MAX_SHEETS) return null;
  const sheets: StatementSheet[] = [];
  for (const s of raw as { name?: unknown; rows?: unknown }[]) {
    if (!s || typeof s !== 'object' || !Array.isArray(s.rows) || s.rows.length > MAX_ROWS) return null;
    const rows: string[][] = [];
    for (const row of s.rows as unknown[]) {
      if (!Array.isArray(row) || row.length > MAX_CELLS) return null;
      const cells = row.map((c) => (c === null || c === undefined ? '' : typeof c === 'object' ? null : String(c)));
      if (cells.some((c) => c === null || c.length > MAX_CELL_CHARS)) return null;
      rows.push(cells as string[]);
    }
    sheets.push({ name: typeof s.name === 'string' ? s.name.slice(0, 100) : undefined, rows });
  }
  return sheets;
}

const formatOf = (req: OrderRequest) => (req.input.format || undefined) as StatementFormat | undefined;
const fileIdsOf = (req: OrderRequest) => (Array.isArray(req.input.fileIds) ? req.input.fileIds.map(String) : []);

/** What a task finished with: the sheets matched into statements, or why not. */
function finished(req: OrderRequest, taskId: string, data: Record<string, unknown>): OrderProgress {
  if (data.status === 'FAILED') {
    const said = String(data.message ?? '').slice(0, 500);
    return {
      state: 'FAILED',
      error: l(`财务报表识别服务未能识别: ${said}`, `The statement reading service could not read the files: ${said}`),
    };
  }
  const sheets = sheetsOfAnswer(data.sheets);
  if (!sheets) throw apiUnavailable(WHAT, new Error('the sheets are not of the shape expected'));
  try {
    const reading = statementsOfSheets(
      sheets,
      formatOf(req),
      sheets.map((s, i) => s.name || `#${i + 1}`),
    );
    return { state: 'DONE', providerRef: taskId, result: { ...reading, engine: STATEMENT_API } };
  } catch (e) {
    if (e instanceof StatementFileError) return { state: 'FAILED', error: e.localized };
    throw e;
  }
}

/**
 * The `statementApi` provider of `financeReport`, reading the order's files through `load` (the module's file
 * service, within the tenant): submitted, then polled until the provider's tables are done.
 */
export const statementApiProvider =
  (load: StatementFilesLoader): OrderProviderFactory =>
  (setting, policy, ctx) => {
    const cfg: SignedApiConfig = {
      baseUrl: setting.baseUrl,
      appKey: setting.appKey,
      secretKey: setting.secretKey,
      timeoutMs: setting.timeoutMs,
      policy,
    };
    return {
      async submit(req) {
        let files: readonly StatementFile[];
        try {
          files = boundUpload(await load(ctx, fileIdsOf(req)));
        } catch (e) {
          if (e instanceof StatementFileError) throw new ProviderError('params', e.localized);
          throw e;
        }
        const body = JSON.stringify({
          orderNo: req.orderNo,
          format: formatOf(req) ?? null,
          files: files.map((f) => ({ name: f.name, content: Buffer.from(f.bytes).toString('base64') })),
        });
        const url = apiUrl(setting.baseUrl, STATEMENT_PARSE_PATH);
        const answer = await callSignedApi(WHAT, cfg, {
          url,
          subject: sha256Hex(body),
          body,
          maxBodyBytes: MAX_BODY_BYTES,
        });
        if (answer.code !== '0') throw apiRefusal(WHAT, answer.code, answer.msg);
        const taskId = (answer.data as Record<string, unknown> | null)?.taskId;
        if ((typeof taskId !== 'string' && typeof taskId !== 'number') || !String(taskId) || String(taskId).length > 64)
          throw apiUnavailable(WHAT, new Error('no task id'));
        return { state: 'PROCESSING', providerRef: String(taskId) };
      },

      async poll(req, taskId) {
        const url = apiUrl(setting.baseUrl, STATEMENT_RESULT_PATH);
        url.searchParams.set('taskId', taskId);
        const answer = await callSignedApi(WHAT, cfg, { url, subject: taskId, maxBytes: MAX_ANSWER_BYTES });
        if (answer.code !== '0') throw apiRefusal(WHAT, answer.code, answer.msg);
        const data = answer.data as Record<string, unknown> | null;
        if (!data || typeof data !== 'object') throw apiUnavailable(WHAT, new Error('no data'));
        if (data.status === 'PROCESSING') return { state: 'PROCESSING', providerRef: taskId };
        if (data.status === 'DONE' || data.status === 'FAILED') return finished(req, taskId, data);
        throw apiUnavailable(WHAT, new Error(`status ${String(data.status)}`));
      },
    };
  };
