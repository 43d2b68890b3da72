/**
 * 财务报表 (issue 33 item 1) through the real server on the demo tenant: the demo lessee's three confirmed years and
 * its half-year draft read through every statement call (tables with subtotals, the comparative column, the ratio set
 * with formulas and its trend, month by month); a customer's own Excel (a side-by-side balance sheet in 万元 with 行次,
 * and an income statement) read into a draft by the local engine, its checks, confirmed only once it adds up, then
 * closed to change; bad input refused by label in both languages, bad files named, an unconfigured provider a 409,
 * permissions. Then the tenant's statement-parsing provider (a fake on loopback, answering the same statements as
 * tables): ordered, processing, synced to done with the same draft the local engine makes; a scan it reads and the local
 * engine cannot; its refusals, its failure and its absence each said, nothing half-made.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import {
  type FakeStatementProvider,
  STATEMENT_KEY,
  STATEMENT_SECRET,
  startFakeStatementProvider,
} from './fixtures/fake-statement-provider';
import { customerSheets, scannedPdf } from './fixtures/statements/customer-sheets';
import { type Client, attachmentOf, client, ok, refused, signIn, testApp } from './helpers';
import { allowPrivateHosts } from './support/net';
import { changeStaff } from './support/servicing-fixture';

const FR = '/api/rzzl_qy/finance/financereport';
const BS = '/api/rzzl_qy/finance/balancesheet';
const IS = '/api/rzzl_qy/finance/incomestatement';
const CF = '/api/rzzl_qy/finance/cashflowstatement';
const ORDER = '/api/rzzl_qy/outside/order';
const SETTING = '/api/rzzl_qy/outside/setting';
// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON, checked by the assertions
type Rec = Record<string, any>;

let app: FastifyInstance;
let as: Record<string, Client>;
let sessions: Record<string, { token: string }>;
let demo: Rec[];
let company: string;
let admin: Client;
let fake: FakeStatementProvider;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  fake = await startFakeStatementProvider();
  ({ as, sessions } = await changeStaff(app, 'statements_nobody'));
  admin = client(app, await signIn(app));
  demo = (await ok(as.lina, `${FR}/page?current=1&size=50`)).records;
  company = String(demo[0].customerId);
});
after(async () => {
  await fake.close();
  await app.close();
});

/** Saves a report (submit answers true) and reads it back. */
async function save(c: Client, body: Rec): Promise<Rec> {
  await ok(c, `${FR}/submit`, body);
  if (body.id) return ok(c, `${FR}/detail?id=${body.id}`);
  const q = `cimoc=${body.customerId}&year=${body.sheetYear}&month=${body.sheetMonth}&sheetType=${body.sheetType}&sheetTypeDivide=${body.sheetTypeDivide}`;
  const found = await ok(c, `${BS}/yearMonthVerify?${q}`);
  return ok(c, `${FR}/detail?id=${found.id}`);
}

/** A customer's workbook: the balance sheet side by side in 万元 with 行次, and the income statement. */
function customerWorkbook(opts: { cash?: string } = {}) {
  const book = XLSX.utils.book_new();
  for (const sheet of customerSheets(opts))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('财务报表: the demo lessee’s statements through every call', () => {
  test('three confirmed years and a half-year draft; the years and months available', async () => {
    assert.deepEqual(
      demo.map((r) => [r.sheetYear, r.sheetMonth, r.reportState]),
      [
        [2026, 6, 'DRAFT'],
        [2025, 12, 'CONFIRMED'],
        [2024, 12, 'CONFIRMED'],
        [2023, 12, 'CONFIRMED'],
      ],
    );
    assert.match(String(demo[0].reportNo), /^CW\d{6}\d{3}$/);
    const y2025 = await ok(as.lina, `${FR}/detail?id=${demo[1].id}`);
    assert.equal(y2025.source, 'EXCEL', 'the 2025 statements were read from the accountant’s Excel');
    assert.ok(y2025.files, 'with the file kept');
    assert.equal(y2025.reading.format, 'CAS2019_NEW');
    assert.deepEqual(await ok(as.lina, `${FR}/getFinanceYear?cimoc=${company}`), [2026, 2025, 2024, 2023]);
    const months = await ok(as.lina, `${FR}/getFinanceMonth?cimoc=${company}&year=2026`);
    assert.deepEqual(
      months.map((m: Rec) => [m.sheetMonth, m.sheetType]),
      [[6, '2']],
    );
  });

  test('the balance sheet as its lines, subtotals worked out where left empty, the comparative from last year', async () => {
    const y2025 = demo.find((r) => r.sheetYear === 2025)!;
    const page = (await ok(as.lina, `${BS}/page?current=1&size=10&cimoc=${company}`)).records as Rec[];
    const row = page.find((r) => r.id === y2025.id)!;
    assert.equal(row.totalAssets, '96000000.00');
    assert.equal(row.period, '2025年报');
    const detail = await ok(as.lina, `${BS}/detail?id=${y2025.id}`);
    const line = (code: string) => detail.lines.find((x: Rec) => x.code === code);
    assert.deepEqual([line('cash').current, line('cash').prior], ['8600000.00', '7998000.00']);
    assert.equal(line('equityParent').current, '45000000.00', 'worked out: the file has no parent-equity line');
    assert.deepEqual(line('equityParent').computed, ['current', 'prior']);
    assert.deepEqual(detail.columns[0], { 'zh-CN': '期末余额', 'en-US': 'Closing balance' });
    assert.deepEqual(
      detail.checks.map((c: Rec) => [c.code, c.level]),
      [['RETAINED', 'warn']],
      'it adds up; retained earnings grew less than the profit (a note, not an error)',
    );
    // The half-year draft: no comparative of its own; detailPlus takes last year-end's.
    const half = demo.find((r) => r.sheetYear === 2026)!;
    const plus = await ok(as.lina, `${BS}/detailPlus?id=${half.id}`);
    assert.equal(plus.comparativeFrom.period, '2025年报');
    assert.equal(plus.lines.find((x: Rec) => x.code === 'totalAssets').prior, '96000000.00');
    const before = await ok(as.lina, `${BS}/beforeDetail?cimoc=${company}&sheetYear=2026&sheetType=2&sheetMonth=6`);
    assert.equal(before.report.id, y2025.id);
    assert.deepEqual(await ok(as.lina, `${BS}/yearMonthVerify?cimoc=${company}&year=2025&month=12`), {
      available: false,
      id: y2025.id,
      reportNo: y2025.reportNo,
    });
    assert.equal((await ok(as.lina, `${BS}/yearMonthVerify?cimoc=${company}&year=2022&month=12`)).available, true);
    const recent = await ok(as.lina, `${BS}/recentFinanceBalancesheet`, { cimoc: company, size: 2 });
    assert.deepEqual(
      recent.map((r: Rec) => r.period),
      ['2026年6月', '2025年报'],
    );
    assert.equal((await ok(as.lina, `${BS}/balanceSheetByYear?cimoc=${company}&year=2024`)).period, '2024年报');
    const monthly = await ok(as.lina, `${BS}/balancesheetMonth?cimoc=${company}&year=2026`);
    assert.deepEqual(
      monthly.map((m: Rec) => [m.sheetMonth, m.totalAssets]),
      [[6, '99840000.00']],
    );
  });

  test('the ratio set with its formulas, averages from last year-end; the trend over three years', async () => {
    const index = await ok(as.lina, `${BS}/financeIndex?cimoc=${company}&year=2025&annualRent=1032797.16`);
    assert.equal(index.averages, 'opening');
    const r = (k: string) => index.ratios.find((x: Rec) => x.key === k);
    assert.equal(r('debtRatio').value, '53.13');
    assert.equal(r('currentRatio').value, '1.37');
    assert.equal(r('revenueGrowth').value, '8.70');
    assert.equal(r('interestCover').value, '8.38');
    assert.equal(r('debtRatio').formula['zh-CN'], '负债合计 ÷ 资产总计');
    assert.ok(r('rentCoverEbitda').value);
    const profit = await ok(as.lina, `${BS}/profitabilityIndex?id=${demo[1].id}`);
    assert.ok(profit.ratios.every((x: Rec) => ['profitability', 'composite'].includes(x.group)));
    const trend = await ok(as.lina, `${BS}/indexAnalysis?cimoc=${company}`);
    assert.deepEqual(trend.years, [2023, 2024, 2025]);
    const growth = trend.ratios.find((x: Rec) => x.key === 'revenueGrowth');
    assert.deepEqual(growth.series, [null, '9.52', '8.70']);
    assert.equal(growth.trend, 'DOWN');
    assert.equal(growth.better, false);
    assert.deepEqual(trend.incomplete, []);

    // A year whose statements lack core lines is left out of the trend, and said so with the lines it lacks (the
    // asset subtotals are worked out from 货币资金; the rest is missing).
    const partial = await save(as.zhangwei, {
      customerId: company,
      sheetYear: 2019,
      sheetMonth: 12,
      sheetType: '1',
      sheetTypeDivide: '2',
      statements: { BS: { cash: { current: '100.00', prior: null } } },
    });
    const left = await ok(as.lina, `${BS}/indexAnalysis?cimoc=${company}`);
    assert.deepEqual(left.years, [2023, 2024, 2025]);
    assert.deepEqual(
      left.incomplete.map((x: Rec) => [x.sheetYear, x.reportNo, x.missing.map((m: Rec) => m['zh-CN']).join('、')]),
      [[2019, partial.reportNo, '流动负债合计、负债合计、所有者权益合计、营业收入']],
    );
    await ok(as.zhangwei, `${FR}/remove?ids=${partial.id}`, {});
  });

  test('the income statement year to date and month by month; the cash flow statements', async () => {
    const ytd = await ok(as.lina, `${IS}/totalIncomestatement`, { cimoc: company, year: 2026 });
    assert.equal(ytd.months, 6);
    assert.equal(ytd.lines.find((x: Rec) => x.code === 'revenue').current, '64900000.00');
    const months = await ok(as.lina, `${IS}/incomeMonth?cimoc=${company}`);
    const m2026 = months.find((m: Rec) => m.sheetYear === 2026);
    assert.equal(m2026.monthly.revenue, null, 'May is missing: no month of its own can be worked out');
    assert.equal(months.find((m: Rec) => m.sheetYear === 2025).cumulative.netProfit, '7200000.00');
    const cf = await ok(as.lina, `${CF}/recentCashflowstatement`, { cimoc: company, size: 1 });
    assert.equal(cf[0].lines.find((x: Rec) => x.code === 'netOperatingCashFlow').current, null, 'the draft has none');
    const cfPage = (await ok(as.lina, `${CF}/page?current=1&size=10&sheetYear=2025`)).records as Rec[];
    assert.equal(cfPage[0].netOperatingCashFlow, '8100000.00');
    assert.equal(cfPage[0].closingCash, '8600000.00', 'worked out: opening cash + the increase = 货币资金');
    const plus = await ok(as.lina, `${IS}/detailPlus?id=${demo[1].id}`);
    assert.equal(plus.lines.find((x: Rec) => x.code === 'netProfit').prior, '6624000.00');
  });
});

describe('财务报表: a customer’s Excel read into a draft, checked, confirmed', () => {
  let report: Rec;

  test('the workbook is read by the local engine: lines by label, 万元 to 元, the format found, the rest listed', async () => {
    const file = await attachmentOf(app, sessions.zhangwei.token, '恒力2025年报.xlsx', customerWorkbook());
    const saved = await save(as.zhangwei, {
      customerId: company,
      sheetYear: 2022,
      sheetMonth: 12,
      sheetType: '1',
      sheetTypeDivide: '1',
      files: file,
    });
    // The files are parsed once (in a worker): the check before ordering is the reading the local engine records.
    const workers = app.appContext.workers;
    const run = workers.run.bind(workers);
    let runs = 0;
    workers.run = ((...a: Parameters<typeof run>) => {
      runs++;
      return run(...a);
    }) as typeof workers.run;
    const read = await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: saved.id }).finally(() => {
      workers.run = run;
    });
    assert.equal(runs, 1);
    assert.equal(read.order.orderState, 'DONE');
    report = read.report;
    assert.equal(report.source, 'EXCEL');
    assert.equal(report.unit, '10000');
    assert.equal(report.reading.format, 'CAS2019_NEW');
    assert.deepEqual(report.reading.unmatched, [{ sheet: '资产负债表', row: 12, label: '其他补充项目' }]);
    assert.deepEqual(report.statements.BS.cash, { current: '12000000.00', prior: '10500000.00' });
    assert.deepEqual(report.statements.IS.netProfit, { current: '22500000.00', prior: '18000000.00' });
    assert.deepEqual(
      report.checks.filter((c: Rec) => c.level === 'error'),
      [],
    );
    const sync = await ok(as.zhangwei, `${FR}/syncReportOrder?id=${report.id}`);
    assert.equal(sync.orderNo, report.orderNo);
  });

  test('a figure typed wrong is caught: confirm refused naming the check, then corrected and confirmed', async () => {
    const wrong = {
      ...report.statements,
      BS: { ...report.statements.BS, cash: { current: '13000000.00', prior: '10500000.00' } },
    };
    const saved = await save(as.zhangwei, { id: report.id, version: report.version, statements: wrong });
    assert.equal(saved.checks[0].line, 'totalCurrentAssets');
    refused(await as.lina.post(`${FR}/confirm?id=${report.id}`), undefined, /报表校验未通过.*流动资产合计/);
    const fixed = await save(as.zhangwei, {
      id: report.id,
      version: saved.version,
      statements: report.statements,
    });
    assert.deepEqual(
      fixed.checks.filter((c: Rec) => c.level === 'error'),
      [],
    );
    assert.equal(
      (await as.zhangwei.post(`${FR}/confirm?id=${report.id}`)).status,
      403,
      'the account manager reads files in; risk confirms',
    );
    const confirmed = await ok(as.lina, `${FR}/confirm?id=${report.id}`, {});
    assert.equal(confirmed.reportState, 'CONFIRMED');
    // Confirmed: not changed, not read again, not removed — reopened.
    assert.equal((await as.zhangwei.post(`${FR}/reRun`, { reportNo: report.reportNo })).status, 409);
    assert.equal((await as.lina.post(`${FR}/remove?ids=${report.id}`)).status, 400);
    const reopened = await ok(as.lina, `${FR}/reopen?id=${report.id}`, {});
    assert.equal(reopened.reportState, 'DRAFT');
  });

  test('bad input answers by label, in the reader’s language; bad files are named; nothing half-saved', async () => {
    const base = { customerId: company, sheetYear: 2021, sheetMonth: 12, sheetType: '1', sheetTypeDivide: '2' };
    refused(
      await as.zhangwei.post(`${FR}/submit`, { ...base, statements: { BS: { nope: { current: '1' } } } }),
      'statements',
      /报表数据.*没有项目 nope/,
    );
    refused(
      await as.zhangwei.post(`${FR}/submit`, { ...base, statements: { BS: { cash: { current: '1.234' } } } }),
      'statements',
      /货币资金: 金额格式不正确/,
    );
    refused(
      await as.english.post(`${FR}/submit`, { ...base, sheetType: '2', sheetMonth: 9 }),
      'sheetMonth',
      /To month.*month 6, 12/,
    );
    refused(await as.zhangwei.post(`${FR}/submit`, { ...base, sheetYear: 2025 }), undefined, /已存在|exists/);
    const empty = await save(as.zhangwei, base);
    refused(await as.zhangwei.post(`${FR}/createFinanceOrder?id=${empty.id}`), undefined, /请先上传报表文件/);
    const broken = await attachmentOf(
      app,
      sessions.zhangwei.token,
      '坏文件.xls',
      Buffer.from('<html><table><tr><td>x</td></tr></table></html>'),
    );
    const withBroken = await save(as.zhangwei, { id: empty.id, version: empty.version, files: broken });
    refused(
      await as.zhangwei.post(`${FR}/createFinanceOrder?id=${empty.id}`),
      undefined,
      /坏文件\.xls: 没有识别到报表项目/,
    );
    const after = await ok(as.zhangwei, `${FR}/detail?id=${empty.id}`);
    assert.equal(after.orderNo, null, 'no order made');
    assert.equal(after.version, withBroken.version, 'the report untouched');
    const vendor = await as.zhangwei.post(`${FR}/createFinanceOrder?id=${empty.id}&provider=vendor`);
    assert.equal(vendor.status, 409);
    assert.match(vendor.body.msg, /未配置财务报表识别服务/);
    refused(await as.zhangwei.post(`${FR}/createFinanceOrder?id=${empty.id}&format=IFRS`), undefined, /未知的报表格式/);
  });

  test('this year’s opening balances against last year’s closing report: a difference is a warning', async () => {
    const statements = { BS: { cash: { current: '9000000.00', prior: '8000000.00' } } };
    const r = await save(as.zhangwei, {
      customerId: company,
      sheetYear: 2026,
      sheetMonth: 12,
      sheetType: '1',
      sheetTypeDivide: '2',
      statements,
    });
    const opening = r.checks.find((c: Rec) => c.code === 'OPENING');
    assert.equal(opening.level, 'warn');
    assert.deepEqual([opening.expected, opening.actual], ['8600000.00', '8000000.00']);
    assert.match(opening.message['zh-CN'], /货币资金上年年末余额 8,000,000.00 与上年报表期末余额 8,600,000.00 不一致/);
  });

  test('permissions: someone without the menu reads nothing', async () => {
    assert.equal((await as.nobody.get(`${BS}/page?current=1&size=10`)).status, 403);
    assert.equal((await as.nobody.get(`${FR}/getFinanceYear?cimoc=${company}`)).status, 403);
  });
});

describe('财务报表: read by the tenant’s statement-parsing provider', () => {
  const provider = {
    service: 'financeReport',
    provider: 'statementApi',
    appKey: STATEMENT_KEY,
    secretKey: STATEMENT_SECRET,
    timeoutMs: 1000,
    enabled: 1,
  };
  let year = 2000;
  /** A fresh draft (its own year) with these files. */
  async function draft(files: [string, Buffer][]): Promise<Rec> {
    const ids = [];
    for (const [name, bytes] of files) ids.push(await attachmentOf(app, sessions.zhangwei.token, name, bytes));
    // Two years apart: no draft has last year's report to check its opening balances against.
    year += 2;
    return save(as.zhangwei, {
      customerId: company,
      sheetYear: year,
      sheetMonth: 12,
      sheetType: '1',
      sheetTypeDivide: '1',
      files: ids.join(','),
    });
  }
  const orders = async () => (await ok(admin, `${ORDER}/page?current=1&size=1&service=financeReport`)).total;
  const readBy = (r: Rec, by = 'statementApi') =>
    as.zhangwei.post(`${FR}/createFinanceOrder?id=${r.id}&provider=${by}`);
  const sync = (r: Rec) => ok(as.zhangwei, `${FR}/syncReportOrder?id=${r.id}`);

  test('not configured: only the local engine is offered, and asking the provider is a 409 with nothing recorded', async () => {
    assert.deepEqual(await ok(as.zhangwei, `${FR}/readers`), ['local']);
    const r = await draft([['恒力.xlsx', customerWorkbook()]]);
    const before = await orders();
    const res = await readBy(r);
    assert.equal(res.status, 409);
    assert.equal(res.body.msg, '未配置财务报表识别服务');
    assert.equal(
      (await as.english.post(`${FR}/createFinanceOrder?id=${r.id}&provider=statementApi`)).body.msg,
      'The Statement reading service is not configured',
    );
    assert.equal(await orders(), before, 'no order');
    assert.equal((await ok(as.zhangwei, `${FR}/detail?id=${r.id}`)).version, r.version, 'the report untouched');
    assert.equal(fake.submits.length, 0, 'nothing sent');
    // 外部服务设置 lists the service with its provider's fields.
    const view = (await ok(admin, `${SETTING}/list`)).find((v: Rec) => v.service === 'financeReport');
    assert.deepEqual([view.provider, view.configured, view.baseUrl], ['statementApi', false, '']);
  });

  test('configured: placed processing with the files sent, synced until done — the same draft the local engine makes', async () => {
    await allowPrivateHosts(admin, '127.0.0.1');
    await ok(admin, `${SETTING}/submit`, { ...provider, baseUrl: fake.url });
    assert.deepEqual(await ok(as.zhangwei, `${FR}/readers`), ['local', 'statementApi']);
    const local = await draft([['恒力.xlsx', customerWorkbook()]]);
    const byLocal = (await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: local.id })).report;
    const book = customerWorkbook();
    const r = await draft([['恒力.xlsx', book]]);
    const placed = await ok(as.zhangwei, `${FR}/createFinanceOrder`, {
      id: r.id,
      provider: 'statementApi',
      format: 'CAS2019_NEW',
    });
    assert.deepEqual(
      [placed.order.orderState, placed.order.provider, placed.order.providerRef],
      ['PROCESSING', 'statementApi', 'T1'],
    );
    assert.deepEqual(placed.report.reading, { state: 'PROCESSING', provider: 'statementApi', error: null });
    assert.deepEqual(placed.report.statements, {}, 'no figures yet');
    const sent = fake.submits.at(-1)!;
    assert.deepEqual(
      [sent.orderNo, sent.format, sent.files.map((f) => f.name)],
      [placed.order.orderNo, 'CAS2019_NEW', ['恒力.xlsx']],
    );
    assert.ok(sent.files[0].bytes.equals(book), 'the file itself, whole');
    assert.equal((await sync(r)).orderState, 'PROCESSING', 'the provider is still at it');
    const done = await sync(r);
    assert.deepEqual([done.orderState, done.attempts], ['DONE', 3]);
    assert.deepEqual(fake.polls, ['T1', 'T1']);
    const report = await ok(as.zhangwei, `${FR}/detail?id=${r.id}`);
    assert.equal(report.source, 'PROVIDER');
    assert.equal(report.reading.provider, 'statementApi');
    assert.deepEqual(report.statements, byLocal.statements, 'matched as the local engine matches');
    assert.deepEqual([report.unit, report.format], ['10000', 'CAS2019_NEW']);
    assert.deepEqual(report.reading.unmatched, byLocal.reading.unmatched);
    assert.deepEqual(report.checks, byLocal.checks);
    assert.equal((await sync(r)).orderState, 'DONE', 'a finished order is answered as it is');
    assert.equal(fake.polls.length, 2);
  });

  test('a scanned PDF: refused by the local engine naming it, read by the provider', async () => {
    const r = await draft([['年报扫描件.pdf', scannedPdf()]]);
    refused(
      await as.zhangwei.post(`${FR}/createFinanceOrder?id=${r.id}`),
      undefined,
      /年报扫描件\.pdf: PDF 没有文字层/,
    );
    fake.plan = { processing: 0 };
    const placed = await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' });
    assert.equal(placed.order.orderState, 'PROCESSING');
    assert.ok(fake.submits.at(-1)!.files[0].bytes.equals(scannedPdf()));
    assert.equal((await sync(r)).orderState, 'DONE');
    const report = await ok(as.zhangwei, `${FR}/detail?id=${r.id}`);
    assert.deepEqual(report.statements.BS.cash, { current: '12000000.00', prior: '10500000.00' });
  });

  test('the provider’s failure kept with its words; tables naming no line a failure; the report keeps its figures', async () => {
    fake.plan = { processing: 0, failed: '图片模糊, 无法识别' };
    const r = await draft([['模糊.pdf', scannedPdf()]]);
    await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' });
    const failed = await sync(r);
    assert.equal(failed.orderState, 'FAILED');
    assert.equal(failed.lastError['zh-CN'], '财务报表识别服务未能识别: 图片模糊, 无法识别');
    const report = await ok(as.zhangwei, `${FR}/detail?id=${r.id}`);
    assert.deepEqual(
      [report.reading.state, report.reading.error['zh-CN'], report.statements],
      ['FAILED', failed.lastError['zh-CN'], {}],
    );
    fake.plan = { processing: 0, sheets: [{ name: '说明', rows: [['hello', 'world']] }] };
    await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' });
    assert.match((await sync(r)).lastError['zh-CN'], /说明: 没有识别到报表项目/);
    fake.plan = { processing: 0, sheets: [{ name: 'x', rows: 'not rows' as never }] };
    await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' });
    const odd = await sync(r);
    assert.deepEqual(
      [odd.orderState, odd.lastError['zh-CN']],
      ['PROCESSING', '无法连接到财务报表识别服务, 请检查地址和网络'],
      'tables not of the shape agreed: the provider unavailable, asked again later',
    );
  });

  test('refused keys, a provider down: each said; down while processing it is asked again later, then done', async () => {
    fake.plan = { processing: 1 };
    const r = await draft([['恒力.xlsx', customerWorkbook()]]);
    await ok(admin, `${SETTING}/submit`, { ...provider, baseUrl: fake.url, secretKey: 'wrong-secret' });
    const sent = fake.submits.length;
    const refusedKey = (await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' }))
      .order;
    assert.deepEqual(
      [refusedKey.orderState, refusedKey.lastError['zh-CN']],
      ['FAILED', '财务报表识别服务拒绝了密钥或签名, 请检查外部服务设置'],
    );
    assert.equal(fake.submits.length, sent, 'no task made');
    await ok(admin, `${SETTING}/submit`, { ...provider, baseUrl: fake.url });
    fake.down = true;
    const down = (await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' })).order;
    assert.deepEqual(
      [down.orderState, down.lastError['zh-CN']],
      ['FAILED', '无法连接到财务报表识别服务, 请检查地址和网络'],
    );
    fake.down = false;
    const placed = (await ok(as.zhangwei, `${FR}/createFinanceOrder`, { id: r.id, provider: 'statementApi' })).order;
    assert.equal(placed.orderState, 'PROCESSING');
    fake.down = true;
    const waiting = await sync(r);
    assert.deepEqual(
      [waiting.orderState, waiting.lastError['zh-CN']],
      ['PROCESSING', '无法连接到财务报表识别服务, 请检查地址和网络'],
    );
    fake.down = false;
    await sync(r);
    assert.equal((await sync(r)).orderState, 'DONE');
    assert.equal((await ok(as.zhangwei, `${FR}/detail?id=${r.id}`)).source, 'PROVIDER');
  });

  test('no files, or none left: a 400 before anything is ordered', async () => {
    const r = await draft([]);
    const before = await orders();
    refused(await readBy(r), undefined, /请先上传报表文件/);
    assert.equal(await orders(), before);
  });
});
