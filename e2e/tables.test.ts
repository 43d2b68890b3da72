/** The generic list screens as a clerk uses them: searching again re-queries; columns stay readable on 1366 and 700 px. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, poll } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();

/** Waits until the screen's table has finished loading (it may be empty). */
async function tableLoaded(screen: Locator) {
  await screen.locator('.ant-table').waitFor();
  await screen.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
}

/** Counts the list calls of `path` the page makes from now on. */
function countCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

async function open(page: Page, path: string) {
  await go(page, path);
  await waitRoute(page, path);
  const screen = tab(page, path);
  await tableLoaded(screen);
  return screen;
}

test('搜索 again with the same criteria asks the server again; so does a search whose answer is cached', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE);
  const screen = await open(page, '/system/param');
  const calls = countCalls(page, '/api/blade-system/param/list');
  const search = btn(screen.locator('.crud-search'), '搜索');
  const name = screen.locator('.crud-search').getByPlaceholder('请输入参数名称');

  await search.click();
  await waitFor(() => calls.length === 1, 'the first 搜索');
  await tableLoaded(screen);
  await search.click();
  await waitFor(() => calls.length === 2, '搜索 again, same criteria');
  await tableLoaded(screen);

  await name.fill('x');
  await search.click();
  await waitFor(() => calls.length === 3, 'another criterion');
  await tableLoaded(screen);
  await name.fill('');
  await search.click();
  await waitFor(() => calls.length === 4, 'back to the first criteria, whose answer is cached');
  await tableLoaded(screen);
  assert.deepEqual(page.errors, []);
});

const waitFor = (ok: () => boolean, what: string) => poll(async () => ok(), Boolean, what, 5000);

/** The header cells of the screen's table, with their text, box and whether they are fixed. */
function headers(screen: Locator) {
  return screen.locator('.ant-table-thead th').evaluateAll((ths) =>
    ths.map((th) => {
      const r = th.getBoundingClientRect();
      return {
        text: (th.textContent ?? '').trim(),
        left: r.left,
        right: r.right,
        width: r.width,
        fixed: th.className.includes('ant-table-cell-fix'),
      };
    }),
  );
}

test('用户管理 at 1366 px: every column readable, the phone whole, the rest reached by a horizontal scroll', async () => {
  const page = await b.fresh({ width: 1366 });
  await signInBrowser(page, BASE);
  const screen = await open(page, '/system/user');
  for (const h of await headers(screen)) if (h.text) assert.ok(h.width >= 60, `column ${h.text} is ${h.width} px wide`);
  // the phone column shows whole numbers (no ellipsis): scrolled into view, its cells are as wide as their text
  const content = screen.locator('.ant-table-content, .ant-table-body').first();
  const scroll = await content.evaluate((e) => ({ sw: e.scrollWidth, cw: e.clientWidth }));
  assert.ok(scroll.sw > scroll.cw, 'the table scrolls sideways rather than squeezing its columns');
  const phoneIndex = (await headers(screen)).findIndex((h) => h.text === '手机号码');
  assert.ok(phoneIndex > 0, 'a 手机号码 column');
  const cut = await screen
    .locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${phoneIndex + 1})`)
    .evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth + 1).length);
  assert.equal(cut, 0, 'no phone number is cut');
  assert.deepEqual(page.errors, []);
});

test('收款确认, 合同信息 and 借据信息 at 1366 px: 操作 is as wide as its buttons, amounts and states are reached whole', async () => {
  const page = await b.fresh({ width: 1366 });
  await signInBrowser(page, BASE);
  for (const [path, amount, state] of [
    ['/loan/receipt', '到账金额(元)', '状态'],
    ['/contract/info', '融资金额(元)', '合同状态'],
    ['/loan/iou', '放款金额(元)', '借据状态'],
  ]) {
    const screen = await open(page, path);
    const table = screen.locator('.ant-table').first();
    await table.locator('tr.ant-table-row').first().waitFor();
    // every column as wide as it was laid out (a fixed layout: no cell widens its column under the fixed one)
    const hs = await headers(table);
    const op = hs.find((h) => h.text === '操作');
    assert.ok(op?.fixed, `${path}: 操作 is fixed`);
    // 操作 is no wider than its widest row of buttons needs
    const buttons = await table
      .locator('.ant-table-tbody .crud-fit')
      .evaluateAll((spans) => Math.max(...spans.map((s) => s.getBoundingClientRect().width)));
    assert.ok(op.width <= buttons + 48, `${path}: 操作 ${op.width} px for ${buttons} px of buttons`);
    // each of the amount and the state is brought whole into view left of 操作 by scrolling (nothing stays under it)
    const content = table.locator('.ant-table-content, .ant-table-body').first();
    const left = (await table.boundingBox())?.x ?? 0;
    for (const name of [amount, state]) {
      await content.evaluate((e) => e.scrollTo(0, 0));
      await poll(
        async () => (await headers(table))[0]?.left,
        (x) => Math.abs((x ?? 0) - left) <= 1,
        'back at the start',
        5000,
      );
      const h = (await headers(table)).find((x) => x.text === name);
      assert.ok(h, `${path}: a ${name} column`);
      if (h.right > op.left) await content.evaluate((e, d) => e.scrollBy(d, 0), h.right - op.left + 1);
      const now = await poll(
        async () => (await headers(table)).find((x) => x.text === name)!,
        (x) => x.right <= op.left + 1,
        `${path}: ${name} scrolled beside 操作`,
        5000,
      );
      assert.ok(now.left >= left - 1, `${path}: ${name} starts at ${now.left}, inside the table at ${left}`);
      const op2 = (await headers(table)).find((x) => x.text === '操作')!;
      assert.ok(Math.abs(op2.left - op.left) <= 1, `${path}: 操作 stays where it was`);
    }
    await content.evaluate((e) => e.scrollTo(0, 0));
  }
  assert.deepEqual(page.errors, []);
});

test('用户管理 and 业务字典 at 700 px: data columns are seen beside 操作, which scrolls with them', async () => {
  const page = await b.fresh({ width: 700 });
  await signInBrowser(page, BASE);
  for (const path of ['/system/user', '/system/dictbiz']) {
    const screen = await open(page, path);
    const box = await screen.locator('.ant-table').first().boundingBox();
    assert.ok(box);
    const hs = await headers(screen.locator('.ant-table').first());
    const seen = hs.filter((h) => h.text && h.text !== '操作' && h.left < box.x + box.width - 20);
    assert.ok(seen.length >= 3, `${path}: columns in view: ${seen.map((h) => h.text).join(', ')}`);
    assert.ok(!hs.find((h) => h.text === '操作')?.fixed, `${path}: 操作 is not fixed on a small screen`);
  }
  assert.deepEqual(page.errors, []);
});

test('rent calculator at 1366 px: the last column of the schedule is inside its card', async () => {
  for (const lang of ['zh-CN', 'en-US'] as const) {
    const page = await b.fresh({ width: 1366, lang });
    await signInBrowser(page, BASE);
    await go(page, '/lending/calculator');
    const screen = tab(page, '/lending/calculator');
    const table = screen.locator('.ant-table').first();
    await table.locator('tr.ant-table-row').first().waitFor();
    const hs = await headers(table);
    const last = hs[hs.length - 1];
    const card = await table.boundingBox();
    assert.ok(card);
    assert.match(last.text, /剩余本金|Closing balance/);
    assert.ok(
      last.right <= card.x + card.width + 1,
      `${lang}: the last column ends at ${last.right}, the card at ${card.x + card.width}`,
    );
    assert.deepEqual(page.errors, []);
  }
});
