/**
 * 业务日期 → 日终 → 逾期管理 as a risk officer of the demo tenant uses them: the business date moved thirty days past
 * an IOU's due date, the daily job run for it, the IOU then listed overdue with its days, 罚息 and class, and its
 * overdue period in the drawer; the date set back after. The IOU is the e2e server's fixture (fixtures/overdue.ts).
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, openScreen, tab, useBrowser } from './context';
import { button as btn, openTab } from './locators';
import { setBusinessDate } from './servicing-steps';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
/** Screenshots for looking at the screens (E2E_SHOTS=dir), not part of the docs. */
const SHOTS = process.env.E2E_SHOTS;
let signedIn: Page | undefined;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The fixture's IOU (10,000.00 in one period). */
async function fixtureIou(page: Page) {
  const page1 = (await apiAs(page, BASE, '/api/rzzl_qy/iou/iou/page?current=1&size=100')) as {
    records: Record<string, string>[];
  };
  const iou = page1.records.find((r) => r.loanAmount === '10000.00' && Number(r.periods) === 1);
  assert.ok(iou, 'the e2e server seeds an IOU');
  return iou;
}

after(async () => {
  // Leave the demo tenant on today's date, its figures derived as of today.
  if (!signedIn) return;
  await apiAs(signedIn, BASE, '/api/rzzl_qy/overdue/businessDate', { businessDate: '' }).catch(() => {});
  await apiAs(signedIn, BASE, '/api/rzzl_qy/overdue/runDaily', {}).catch(() => {});
});

test('move the business date past a due date, run the job, see the period overdue with its 罚息 and class', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  signedIn = page;
  const iou = await fixtureIou(page);
  const date = addDays(iou.endDate, 30);

  assert.match(await setBusinessDate(page, date), new RegExp(`业务日期 ${date}: 重算借据 \\d+ 笔`));
  await shot(page, 'zh-business-date');

  const list = await openScreen(page, '/risk/overdue');
  // Searched by its number: moved a year on, the demo's wider book is overdue too.
  const search = list.locator('.crud-search');
  await search.getByPlaceholder('请输入借据编号').fill(iou.iouNo);
  await btn(search, '搜索').click();
  const row = list.locator('tr.ant-table-row', { hasText: iou.iouNo });
  await row.waitFor();
  const text = await row.innerText();
  assert.match(text, /150\.00/, '10,000 × 0.05 % × 30 days');
  assert.match(text, /关注/);
  assert.match(text, /\b30\b/);
  await shot(page, 'zh-overdue');

  await btn(row, '查看').click();
  const drawer = page.locator('.crud-drawer .ant-drawer-content-wrapper');
  await drawer.waitFor();
  await openTab(drawer, '逾期期次', false);
  const period = drawer.locator('tr.ant-table-row').first();
  await period.waitFor();
  const periodText = await period.innerText();
  assert.match(periodText, new RegExp(iou.endDate));
  assert.match(periodText, /150\.00/);
  await openTab(drawer, '分类历史', false);
  // The job's history row: 30 days, one period, 150.00, 关注, by the job.
  const history = drawer.locator('tr.ant-table-row', { hasText: 'job' }).first();
  await history.waitFor();
  assert.match(await history.innerText(), /关注/);
  await shot(page, 'zh-overdue-drawer');
  assert.deepEqual(page.errors, []);
});

test('in English: the business date screen and the overdue list', async () => {
  const page = await b.fresh({ width: 1366, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  await go(page, '/risk/business-date');
  const screen = tab(page, '/risk/business-date');
  await screen.getByText('Demo / test tenant').waitFor();
  await shot(page, 'en-business-date');
  const list = await openScreen(page, '/risk/overdue');
  await list.getByText('Days past due').first().waitFor();
  await shot(page, 'en-overdue');
  const level = await openScreen(page, '/risk/level');
  await level.getByText(/A tighter class applies on saving/).waitFor();
  await shot(page, 'en-level');
  assert.deepEqual(page.errors, []);
});
