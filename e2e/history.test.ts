/**
 * 变更记录 as an administrator meets it: a parameter changed twice shows both changes, newest first, with the field's
 * label and the old and new values; a record never changed says so.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();

test('参数管理: 变更记录 lists what changed, newest first, by label', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE);
  const key = `history.e2e.${Date.now() % 1_000_000}`;
  await apiAs(page, BASE, '/api/blade-system/param/submit', { paramName: '历史参数', paramKey: key, paramValue: 'v1' });
  const list = (await apiAs(page, BASE, `/api/blade-system/param/list?paramKey=${key}`)) as {
    records: { id: string }[];
  };
  const id = list.records[0].id;
  await apiAs(page, BASE, '/api/blade-system/param/submit', { id, paramValue: 'v2' });
  await apiAs(page, BASE, '/api/blade-system/param/submit', { id, paramValue: 'v3' });

  const screen = await openScreen(page, '/system/param');
  await screen.getByPlaceholder('请输入参数键名').fill(key);
  await btn(screen.locator('.crud-search'), '搜索').click();
  const row = screen.locator('tr.ant-table-row', { hasText: key });
  await btn(row, '变更记录').click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { hasText: '变更记录' });
  const lines = drawer.locator('tr.ant-table-row');
  await lines.first().waitFor();
  assert.equal(await lines.count(), 2);
  const first = await lines.nth(0).innerText();
  assert.match(first, /参数键值/);
  assert.match(first, /v2[\s\S]*v3/);
  assert.match(await lines.nth(1).innerText(), /v1[\s\S]*v2/);
});
