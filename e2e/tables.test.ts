/** The generic list screens as a clerk uses them: searching again re-queries; columns stay readable on 1366 and 700 px. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn } from './locators';
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

async function waitFor(ok: () => boolean, what: string, ms = 5000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
