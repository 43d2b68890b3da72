/**
 * 资金台账 and 客户集中度 on screen (issue 15 items 5–6), against e2e/ledger-server.ts (four IOUs as of 2026-04-30,
 * April's snapshot, a company position): the book shows its lines with the totals row the server summed, a filter
 * narrows both, the warn list names why; the history edits only a remark; the concentration screen shows the
 * indicators of the latest position and the warn screen a customer's own. Screenshots with E2E_SHOTS=<dir>.
 *
 * e2e-server: e2e/ledger-server.ts
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, openScreen, tab, useBrowser, waitRoute } from './context';
import { button, formDialog, openTab, settled, toast } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('the standing book: lines, the totals row, a filter, the warn list and an IOU with its receipts', async () => {
  const page = await b.fresh({ width: 1366, height: 860 });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, '/risk/standing-book');
  const totals = screen.locator('.crud-totals-row');
  await totals.waitFor();
  assert.match(await totals.innerText(), /合计 \(4 笔\)/);
  assert.match(await totals.innerText(), /2,050,000\.65/, '1,000,000.00 + 500,000.55 + 250,000.10 + 300,000.00');
  assert.equal(await screen.locator('tr.ant-table-row').count(), 4);
  await shot(page, 'standing-book-zh-1366');

  // Filter by class: the three 关注 lines (all but the one not yet due), and the totals follow the filter.
  await screen.locator('.crud-search .ant-form-item', { hasText: '五级分类' }).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item', { hasText: '关注' })
    .click();
  await screen.locator('.crud-search button[type=submit]').click();
  await totals.filter({ hasText: '合计 (3 笔)' }).waitFor();
  assert.equal(await screen.locator('tr.ant-table-row').count(), 3);
  assert.match(await totals.innerText(), /1,800,000\.55/);

  // The warn list says why each line is on it.
  await openTab(screen, '预警台账', false);
  await screen.locator('.ant-tag', { hasText: '逾期' }).first().waitFor();
  await shot(page, 'standing-book-warn-zh-1366');

  // A line opens the IOU.
  await screen.locator('tr.ant-table-row').first().click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { hasText: '收款记录' });
  await drawer.waitFor();
  assert.match(await drawer.innerText(), /逾期天数/);
  await shot(page, 'standing-book-iou-zh-1366');
  assert.deepEqual(page.errors, []);
});

test('the history: April’s lines, and only the remark can be edited', async () => {
  const page = await b.fresh({ width: 1366, height: 860 });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, '/risk/standing-book-history');
  await screen.locator('tr.ant-table-row').first().waitFor();
  assert.equal(await screen.locator('tr.ant-table-row').count(), 4);
  await button(screen.locator('tr.ant-table-row').first(), '修改').first().click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  // The figures are not in the form: the remark is its one field (the form shows once the record has loaded).
  await dialog.locator('textarea').waitFor();
  await settled(dialog);
  assert.equal(await dialog.locator('textarea').count(), 1);
  assert.equal(await dialog.locator('.ant-form-item', { hasText: '剩余本金' }).count(), 0);
  await dialog.locator('textarea').fill('已电话沟通');
  await shot(page, 'standing-book-history-zh-1366');
  await button(dialog, '确 定').or(button(dialog, '确定')).or(button(dialog, '保存')).first().click();
  await dialog.waitFor({ state: 'hidden' });
  const no = (await screen.locator('tr.ant-table-row').first().innerText()).match(/JJ\d+/)?.[0];
  const lines = (await apiAs(
    page,
    BASE,
    `/api/rzzl_qy/fundStandingBook/fundstandingbook/standingBookDetail?lousNo=${no}`,
  )) as {
    remark: string;
  }[];
  assert.equal(lines[0].remark, '已电话沟通');
  assert.deepEqual(page.errors, []);
});

test('concentration: the indicators of the latest position, the warnings and one customer', async () => {
  const page = await b.fresh({ width: 1366, height: 860 });
  await signInBrowser(page, BASE);
  await go(page, '/risk/concentration');
  const screen = tab(page, '/risk/concentration');
  const indicators = screen.locator('[data-testid="concentration-indicators"]');
  await indicators.locator('tr.ant-table-row').first().waitFor();
  const text = await indicators.innerText();
  // Leased assets 1400万 of 2000万 = 70 %; risk assets 2000万 − 50万 − 150万 = 1800万 of 8 × 500万.
  assert.match(text, /融资租赁资产占总资产比例/);
  assert.match(text, /70\.00%/);
  assert.match(text, /18,000,000\.00/);
  assert.match(text, /某某投资集团/);
  await shot(page, 'concentration-zh-1366');

  // An earlier position with a shareholder, through the form (it does not become the latest).
  await button(screen, '新 增').or(button(screen, '新增')).first().click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  const date = dialog.getByPlaceholder('请选择数据日期');
  await date.fill('2020-06-30');
  await date.press('Enter');
  await dialog.getByPlaceholder('请输入总资产').fill('10000000');
  await dialog.getByPlaceholder('请输入净资产').fill('3000000');
  const holders = dialog.locator('.crud-child-shareholders');
  await button(holders, '添加行').click();
  const holder = holders.locator('tbody tr.ant-table-row').first();
  await holder.getByPlaceholder('请输入股东名称').fill('测试股东');
  await holder.getByPlaceholder('请输入出资额').fill('2000000');
  await shot(page, 'concentration-form-zh-1366');
  await button(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });
  const positions = (await apiAs(page, BASE, '/api/rzzl_qy/concentration/concentration/list')) as {
    records: { id: string; reportDate: string }[];
  };
  const saved = positions.records.find((r) => r.reportDate === '2020-06-30');
  assert.ok(saved, 'the position is saved');
  const detail = (await apiAs(page, BASE, `/api/rzzl_qy/concentration/concentration/detail?id=${saved.id}`)) as {
    shareholders: { shareholderName: string; capital: string }[];
  };
  assert.deepEqual(
    detail.shareholders.map((h) => [h.shareholderName, h.capital]),
    [['测试股东', '2000000.00']],
  );

  await go(page, '/risk/concentration-warn');
  await waitRoute(page, '/risk/concentration-warn');
  const warn = tab(page, '/risk/concentration-warn');
  // Net assets 500万: the single-customer limit 150万; the lessee holds about 171万 outstanding — a breach.
  await warn.locator('[data-testid="concentration-warnings"] tr.ant-table-row').first().waitFor();
  assert.match(await warn.locator('[data-testid="concentration-warnings"]').innerText(), /超限/);
  await shot(page, 'concentration-warn-zh-1366');
  // 保存到报表: the picture as it stands, filed in 报表管理 where it stays after the book moves on.
  await button(warn, '保存到报表').click();
  await toast(page, '已保存到报表管理: 客户集中度快照').waitFor();
  const reports = await openScreen(page, '/system/report');
  await reports.locator('tr.ant-table-row', { hasText: '客户集中度快照' }).first().waitFor();
  await go(page, '/risk/concentration-warn');
  await waitRoute(page, '/risk/concentration-warn');
  await openTab(warn, '客户集中度', false);
  await warn.locator('tr.ant-table-row:visible', { hasText: '%' }).first().click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { hasText: '集团成员' });
  await drawer.waitFor();
  assert.match(await drawer.innerText(), /单一客户融资集中度/);
  await shot(page, 'concentration-customer-zh-1366');
  assert.deepEqual(page.errors, []);
});

test('in English on a small window', async () => {
  const page = await b.fresh({ width: 700, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, '/risk/standing-book');
  await screen.locator('.crud-totals-row').waitFor();
  assert.match(await screen.locator('.crud-totals-row').innerText(), /Total \(4 IOUs\)/);
  await shot(page, 'standing-book-en-700');
  await go(page, '/risk/concentration');
  await tab(page, '/risk/concentration')
    .locator('[data-testid="concentration-indicators"] tr.ant-table-row')
    .first()
    .waitFor();
  await shot(page, 'concentration-en-700');
  assert.deepEqual(page.errors, []);
});
