/**
 * 报表管理 (issue 34 item 4): the registry of generated files — the month-end job files the standing book's workbook,
 * a concentration snapshot and a list export are kept as reports; the list filters, a file downloads (with a ticket
 * too), remove takes the row and its file away (softly), another's kept export stays his, and another tenant sees
 * nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  type Client,
  client,
  createTenant,
  ok,
  refused,
  signIn,
  signInUngranted,
  testApp,
  userWith as userWithGrants,
} from './helpers';

const R = '/api/blade-report/report/rest';
const POST = '/api/blade-system/post';
let app: FastifyInstance;
let admin: Client;
let en: Client;
let token: string;

before(async () => {
  app = await testApp();
  const session = await signIn(app);
  token = session.token;
  admin = client(app, session);
  en = client(app, session, { lang: 'en-US' });
});
after(() => app.close());

const userWith = (account: string, codes: string[]) => userWithGrants(app, admin, account, codes);

const download = (url: string, auth = true) =>
  app.inject({ method: 'GET', url, headers: auth ? { 'blade-auth': `bearer ${token}` } : {} });

async function sheetOf(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as never);
  return wb.worksheets[0];
}

type Report = Record<'id' | 'reportName' | 'reportType' | 'period' | 'source' | 'createBy', string> & {
  fileSize: number;
};
const list = async (c: Client, query = '') => (await ok(c, `${R}/list?size=50${query}`)).records as Report[];

describe('报表管理', () => {
  test('the month-end job files the month’s standing book; taking the month again replaces its file', async () => {
    const runs = (await app.appContext.jobs.runNow('standing_book_month_end', 'admin')) as unknown;
    assert.ok(runs);
    const [book] = await list(admin, '&reportType=MONTH_END_BOOK');
    assert.ok(book, 'a month-end report');
    assert.match(book.period, /^\d{4}-\d{2}$/);
    assert.equal(book.reportName, `资金台账 ${book.period} 月末`);
    assert.equal(book.createBy, 'system');
    assert.ok(book.fileSize > 0);
    const res = await download(`${R}/download?id=${book.id}`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /xlsx/);
    const ws = await sheetOf(res.rawPayload);
    assert.equal(ws.getRow(1).getCell(1).value, '借据编号');
    assert.equal(ws.getRow(2).getCell(1).value, '合计');
    // By hand (an administrator, the figures standing at that month's end: no IOUs here): one file for the month.
    await ok(admin, `/api/rzzl_qy/fundStandingBook/fundstandingbook/snapshot?yearMonth=${book.period}`, {});
    const again = await list(admin, `&reportType=MONTH_END_BOOK&period=${book.period}`);
    assert.equal(again.length, 1);
    assert.notEqual(again[0].id, book.id);
    assert.equal((await download(`${R}/download?id=${book.id}`)).statusCode, 404, 'the replaced one is gone');
  });

  test('a list export kept as a report (the caller’s filter), then listed, filtered and downloaded', async () => {
    const matching = (await ok(admin, `${POST}/list?postCode=ceo`)).total as number;
    assert.ok(matching > 0);
    const kept = await ok(admin, `${POST}/export-keep?postCode=ceo`, {});
    assert.match(kept.reportName, /^岗位管理-\d{14}$/);
    const [row] = await list(admin, '&reportType=EXPORT');
    assert.equal(row.id, kept.id);
    assert.equal(row.source, '岗位管理');
    assert.equal(row.createBy, 'admin');
    // Filters: name (like), type, period, creator and a time range.
    assert.equal((await list(admin, `&reportName=${encodeURIComponent('岗位管理')}`)).length, 1);
    assert.equal((await list(admin, '&reportType=CONCENTRATION')).length, 0);
    assert.equal((await list(admin, '&createTime_datege=2000-01-01&reportType=EXPORT')).length, 1);
    assert.equal((await list(admin, '&createTime_datele=2000-01-01')).length, 0);
    refused(await en.get(`${R}/list?createTime_datege=soon`), 'createTime_datege', /Created at/);
    // The file: by the report's download (header, or a ticket link), as the list's filter wrote it.
    const { ticket } = await ok(admin, '/api/blade-auth/oauth/ticket?purpose=download', {});
    const res = await download(`${R}/download?id=${kept.id}&ticket=${ticket}`, false);
    assert.equal(res.statusCode, 200);
    const ws = await sheetOf(res.rawPayload);
    assert.equal(ws.rowCount, matching + 1, 'the header and the posts the filter matched');
    assert.equal((await download(`${R}/download?id=${kept.id}`, false)).statusCode, 401);
    refused(await admin.get(`${R}/download`), 'id', /报表/);
    assert.equal((await admin.get(`${R}/download?id=123`)).status, 404);
  });

  test('a concentration snapshot saved as a report', async () => {
    const SAVE = '/api/rzzl_qy/concentration/warn/saveReport';
    refused(await admin.post(SAVE, {}), undefined, /公司财务数据/);
    await ok(admin, '/api/rzzl_qy/concentration/concentration/submit', {
      reportDate: '2026-03-31',
      totalAssets: '500000000.00',
      netAssets: '100000000.00',
      leasedAssets: '400000000.00',
    });
    refused(await admin.post(`${SAVE}?threshold=500`, {}), 'threshold', /预警阈值/);
    const saved = await ok(admin, `${SAVE}?threshold=80`, {});
    const [row] = await list(admin, '&reportType=CONCENTRATION');
    assert.equal(row.id, saved.id);
    assert.match(row.period, /^\d{4}-\d{2}-\d{2}$/);
    const ws = await sheetOf((await download(`${R}/download?id=${row.id}`)).rawPayload);
    assert.match(String(ws.getRow(1).getCell(1).value), /报表日期 2026-03-31, 预警阈值 80%/);
  });

  test('remove: the row and its file, softly; another’s kept export is neither listed nor removable', async () => {
    const reader = await userWith('report-reader', ['report_file', 'report_file_view', 'post', 'post_export']);
    // His own export he sees; the administrator's kept export he does not, nor can he download or remove it.
    const mine = await ok(reader, `${POST}/export-keep`, {});
    const seen = await list(reader);
    assert.ok(seen.some((r) => r.id === mine.id));
    const adminsExport = (await list(admin, '&reportType=EXPORT')).find((r) => r.createBy === 'admin')!;
    assert.ok(!seen.some((r) => r.id === adminsExport.id));
    assert.ok(
      seen.some((r) => r.reportType === 'MONTH_END_BOOK'),
      'the company’s reports are his to read',
    );
    assert.equal((await reader.get(`${R}/download?id=${adminsExport.id}`)).status, 404);
    // Without the delete button: 403.
    assert.equal((await reader.post(`${R}/remove?ids=${mine.id}`)).status, 403);
    const remover = await userWith('report-remover', ['report_file', 'report_file_view', 'report_file_delete']);
    assert.equal((await remover.post(`${R}/remove?ids=${adminsExport.id}`)).status, 404);
    // The administrator removes the reader's export: gone from the list, its file no longer downloads.
    const detail = await ok(admin, `${R}/detail?id=${mine.id}`);
    const link = detail.file[0].link as string;
    await ok(admin, `${R}/remove?ids=${mine.id}`, {});
    assert.ok(!(await list(admin)).some((r) => r.id === mine.id));
    assert.equal((await download(`${R}/download?id=${mine.id}`)).statusCode, 404);
    assert.equal((await download(link)).statusCode, 404);
    // Soft: the row and its attachment are kept, marked deleted.
    const db = app.appContext.database.owner;
    const { sql } = await import('drizzle-orm');
    const rows = (await db.execute(
      sql`select r.is_deleted as r, a.is_deleted as a from fl_report_file r join fl_attachment a on a.business_id = r.id where r.id = ${mine.id}`,
    )) as unknown as { rows: { r: number; a: number }[] };
    assert.deepEqual(
      rows.rows.map((x) => [Number(x.r), Number(x.a)]),
      [[1, 1]],
    );
  });

  test('permissions and walls: no menu, 403; another tenant sees none of these', async () => {
    const plain = client(app, await signInUngranted(app, 'report-plain'));
    assert.equal((await plain.get(`${R}/list`)).status, 403);
    assert.equal((await plain.get(`${R}/download?id=1`)).status, 403);
    assert.equal((await plain.post(`${R}/remove?ids=1`)).status, 403);
    assert.equal((await plain.post(`${POST}/export-keep`)).status, 403);
    await createTenant(app, '300400');
    const other = client(app, await signIn(app, 'admin', 'admin', '300400'));
    assert.equal((await ok(other, `${R}/list`)).total, 0);
    const [any] = await list(admin);
    assert.equal((await other.get(`${R}/download?id=${any.id}`)).status, 404);
    assert.equal((await other.post(`${R}/remove?ids=${any.id}`)).status, 404);
  });
});
