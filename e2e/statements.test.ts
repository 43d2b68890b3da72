/**
 * 财务报表 as risk and the account manager use it (issue 33's evidence, the statements half): 李娜 reads the demo
 * lessee's 2025 statements beside their files and its ratios, then 指标分析 over its three years (chart and table); 张伟
 * files the lessee's 2022 statements from its own Excel — 识别文件 reads them into a draft — and 李娜 confirms them.
 * 李娜 files three years of another lessee's statements from its accountant's workbooks, reads and confirms each, and
 * reads their trend in 指标分析.
 * Then, with the tenant's statement-parsing provider set (a fake on loopback started here), 张伟 files a scanned report:
 * 通过…识别 sends it, the row says 识别中, 同步 brings the provider's tables in as the draft's figures.
 * On a server of its own: it adds reports.
 * e2e-server: e2e/demo-server.ts
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import {
  type FakeStatementProvider,
  STATEMENT_KEY,
  STATEMENT_SECRET,
  startFakeStatementProvider,
} from '../apps/server/test/fixtures/fake-statement-provider';
import { scannedPdf } from '../apps/server/test/fixtures/statements/customer-sheets';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, openTab, pickOption, toast } from './locators';
import { apiAs, setOutsideProvider, signInBrowser, signInStaff } from './session';

const b = useBrowser();
let fake: FakeStatementProvider;

before(async () => {
  fake = await startFakeStatementProvider();
});
after(async () => {
  await fake.close();
});
const FR = '/api/rzzl_qy/finance/financereport';
type Rec = Record<string, string | number>;

/** One year's figures of a company, in 万元: the year's and the year before's. */
interface Year {
  cash: [number, number];
  debt: [number, number];
  revenue: [number, number];
  cost: [number, number];
}

/** A company's own workbook for a year: a balance sheet and an income statement in 万元, as accountants hand them in. */
function workbook(y: Year) {
  const n = (v: number) => v.toLocaleString('en-US');
  const both = (f: (i: 0 | 1) => number) => [n(f(0)), n(f(1))];
  const book = XLSX.utils.book_new();
  const bs = [
    ['资产负债表', '', '单位：万元'],
    ['资产', '期末余额', '上年年末余额'],
    ['货币资金', ...both((i) => y.cash[i])],
    ['流动资产合计', ...both((i) => y.cash[i])],
    ['资产总计', ...both((i) => y.cash[i])],
    ['流动负债合计', ...both((i) => y.debt[i])],
    ['负债合计', ...both((i) => y.debt[i])],
    ['所有者权益（或股东权益）合计', ...both((i) => y.cash[i] - y.debt[i])],
    ['负债和所有者权益（或股东权益）总计', ...both((i) => y.cash[i])],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(bs), '资产负债表');
  const profit = (i: 0 | 1) => y.revenue[i] - y.cost[i];
  const is = [
    ['利润表', '', '单位：万元'],
    ['项目', '本期金额', '上期金额'],
    ['一、营业收入', ...both((i) => y.revenue[i])],
    ['减：营业成本', ...both((i) => y.cost[i])],
    ['二、营业利润（亏损以“－”号填列）', ...both(profit)],
    ['三、利润总额（亏损总额以“－”号填列）', ...both(profit)],
    ['四、净利润（净亏损以“－”号填列）', ...both(profit)],
  ];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(is), '利润表');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 新增 on the screen: a company's annual report of `year` with one file; → its row. */
async function addReport(
  page: Page,
  company: string,
  year: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const screen = await openScreen(page, '/risk/finance');
  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await pickOption(page, dialog.locator('.ant-form-item', { hasText: '企业' }).first().locator('.ant-select'), company);
  await dialog.locator('.ant-form-item', { hasText: '报表年度' }).locator('input').fill(year);
  await dialog.locator('.ant-form-item', { hasText: '报表文件' }).locator('input[type=file]').setInputFiles(file);
  await dialog.getByText(file.name).waitFor();
  await btn(dialog, '保存').click();
  await toast(page, '新增成功').waitFor();
  return screen.locator('tr.ant-table-row', { hasText: company }).filter({ hasText: year }).first();
}

test('risk reads a lessee’s statements, ratios and trend; the account manager files an Excel, risk confirms', async () => {
  const [lina, zhangwei] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['lina', 'zhangwei']);
  const reports = ((await apiAs(lina, BASE, `${FR}/page?current=1&size=10`)) as { records: Rec[] }).records;
  const y2025 = reports.find((r) => r.sheetYear === 2025);
  assert.ok(y2025, 'the demo’s 2025 statements');
  const company = String(y2025.customerName);

  const screen = await openScreen(lina, '/risk/finance');
  const row = screen.locator('tr.ant-table-row', { hasText: String(y2025.reportNo) });
  await row.getByText('报表校验通过').waitFor();
  await btn(row, '查看').click();
  const view = lina.locator('.crud-drawer');
  await openTab(view, '报表');
  const bs = view.locator('.statement-BS');
  await bs.locator('tr', { hasText: '资产总计' }).getByText('96,000,000.00').waitFor();
  await openTab(view, '财务指标');
  await view.locator('.ratio-table tr', { hasText: '资产负债率' }).getByText('53.13%').waitFor();
  await lina.keyboard.press('Escape');

  await openTab(screen, '指标分析');
  const analysis = screen.locator('.index-analysis');
  await pickOption(lina, analysis.locator('.ant-select'), company);
  await analysis.getByRole('img', { name: '指标分析' }).waitFor();
  const debt = analysis.locator('.ratio-table tr', { hasText: '营业收入增长率' });
  await debt.getByText('8.70%').waitFor();
  await debt.getByText('恶化').waitFor();

  // 张伟 files the 2022 statements with the lessee's Excel and reads them in.
  const added = await addReport(zhangwei, company, '2022', {
    name: '2022年报.xlsx',
    mimeType: XLSX_TYPE,
    buffer: workbook({ cash: [1200, 1050], debt: [500, 450], revenue: [1000, 900], cost: [700, 640] }),
  });
  await btn(added, '识别文件').click();
  await toast(zhangwei, '识别完成').waitFor();
  await btn(added, '查看').click();
  const drawer = zhangwei.locator('.crud-drawer');
  await openTab(drawer, '报表');
  await drawer.locator('.statement-BS tr', { hasText: '货币资金' }).getByText('12,000,000.00').waitFor();
  await drawer
    .locator('.statements-files')
    .getByText(/年报\.xlsx/)
    .first()
    .waitFor();
  await zhangwei.keyboard.press('Escape');

  // 李娜's screen still shows 指标分析 and the list as it was: she opens it afresh.
  await lina.reload();
  const again = await openScreen(lina, '/risk/finance');
  const mine = again.locator('tr.ant-table-row', { hasText: '2022' }).first();
  await btn(mine, '确认').click();
  await toast(lina, '报表已确认').waitFor();
  assert.deepEqual(lina.errors ?? [], []);
});

test('risk files three years of a lessee’s statements from its workbooks, confirms them and reads the trend', async () => {
  const [lina] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['lina']);
  const company = '津城智慧物流';
  // As its accountant sent them: each year's prior column is the year before's.
  const years: [string, Year][] = [
    ['2023', { cash: [800, 700], debt: [400, 380], revenue: [1000, 900], cost: [700, 640] }],
    ['2024', { cash: [900, 800], debt: [430, 400], revenue: [1150, 1000], cost: [790, 700] }],
    ['2025', { cash: [1200, 900], debt: [500, 430], revenue: [1380, 1150], cost: [940, 790] }],
  ];
  for (const [year, figures] of years) {
    const row = await addReport(lina, company, year, {
      name: `${year}年报.xlsx`,
      mimeType: XLSX_TYPE,
      buffer: workbook(figures),
    });
    await btn(row, '识别文件').click();
    await toast(lina, '识别完成').waitFor();
    if (year === '2025') {
      await btn(row, '查看').click();
      const drawer = lina.locator('.crud-drawer');
      await openTab(drawer, '报表');
      await openTab(drawer, '利润表');
      await drawer.locator('.statement-IS tr', { hasText: '营业收入' }).getByText('13,800,000.00').waitFor();
      await drawer.locator('.statements-files').getByText('2025年报.xlsx').first().waitFor();
      await lina.keyboard.press('Escape');
    }
    await btn(row, '确认').click();
    await toast(lina, '报表已确认').waitFor();
  }
  const screen = await openScreen(lina, '/risk/finance');
  await openTab(screen, '指标分析');
  const trend = screen.locator('.index-analysis');
  await pickOption(lina, trend.locator('.ant-select'), company);
  await trend.getByRole('img', { name: '指标分析' }).waitFor();
  // 营业收入增长率 (1,380 − 1,150) / 1,150 = 20.00%, up from 15.00%.
  const growth = trend.locator('.ratio-table tr', { hasText: '营业收入增长率' });
  await growth.getByText('20.00%').waitFor();
  await growth.getByText('15.00%').waitFor();
  assert.deepEqual(lina.errors ?? [], []);
});

test('a scan read by the tenant’s provider: sent, 识别中, 同步 brings its tables in as the draft', async () => {
  const admin = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(admin, BASE);
  await setOutsideProvider(admin, BASE, {
    service: 'financeReport',
    provider: 'statementApi',
    baseUrl: fake.url,
    appKey: STATEMENT_KEY,
    secretKey: STATEMENT_SECRET,
  });
  const [zhangwei] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['zhangwei']);
  const reports = ((await apiAs(zhangwei, BASE, `${FR}/page?current=1&size=10`)) as { records: Rec[] }).records;
  const company = String(reports[0].customerName);
  fake.plan = { processing: 0 };
  const row = await addReport(zhangwei, company, '2019', {
    name: '2019年报扫描件.pdf',
    mimeType: 'application/pdf',
    buffer: scannedPdf(),
  });
  await btn(row, '通过财务报表解析接口(通用)识别').click();
  await toast(zhangwei, '已提交服务商识别').waitFor();
  await row.getByText('识别中').waitFor();
  assert.equal(fake.submits.at(-1)?.files[0].name, '2019年报扫描件.pdf');
  await btn(row, '同步').click();
  await toast(zhangwei, '识别完成').waitFor();
  await row.getByText('第三方解析').waitFor();
  await btn(row, '查看').click();
  const drawer = zhangwei.locator('.crud-drawer');
  await openTab(drawer, '报表');
  await drawer.locator('.statement-BS tr', { hasText: '货币资金' }).getByText('12,000,000.00').waitFor();
  assert.deepEqual(zhangwei.errors ?? [], []);
});
