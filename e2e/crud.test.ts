/**
 * The generic resource screen's newer parts as a clerk meets them: a date field searched by a range of days, 查看 in a
 * drawer, an action dialog marking the field the server refused, and a pager honest about a total it only bounds.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, pickOption } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();

/** Types a day into each end of a range picker (Enter accepts each). */
async function pickRange(item: Locator, from: string, to: string) {
  const [start, end] = [item.locator('input').nth(0), item.locator('input').nth(1)];
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  await end.fill(to);
  await end.press('Enter');
  assert.equal(await start.inputValue(), from);
  assert.equal(await end.inputValue(), to);
}

test('通知公告: the release date is searched by a range of days (last day whole); 查看 opens a read-only drawer', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE);
  const stamp = `区间${Date.now() % 1_000_000}`;
  for (const [n, day] of [
    ['甲', '2025-01-10'],
    ['乙', '2025-03-10'],
    ['丙', '2025-01-31'],
  ])
    await apiAs(page, BASE, '/api/blade-desk/notice/submit', {
      title: `${stamp}${n}`,
      category: 7,
      releaseTime: day,
      content: `${stamp}${n}的内容`,
    });

  const screen = await openScreen(page, '/desk/notice');
  const search = screen.locator('.crud-search');
  await search.getByPlaceholder('请输入通知标题').fill(stamp);
  await pickRange(search.locator('.ant-form-item', { hasText: '通知日期' }), '2025-01-01', '2025-01-31');
  const request = page.waitForRequest((r) =>
    /^\/api\/blade-desk\/notice\/(list|page)$/.test(new URL(r.url()).pathname),
  );
  await btn(search, '搜索').click();
  const params = new URL((await request).url()).searchParams;
  assert.equal(params.get('releaseTime_datege'), '2025-01-01');
  assert.equal(params.get('releaseTime_datele'), '2025-01-31');
  await screen.locator('.ant-pagination-total-text', { hasText: '共 2 条' }).waitFor();
  const rows = screen.locator('tr.ant-table-row');
  await rows.filter({ hasText: `${stamp}甲` }).waitFor();
  await rows.filter({ hasText: `${stamp}丙` }).waitFor();
  assert.equal(await rows.filter({ hasText: `${stamp}乙` }).count(), 0);

  await btn(rows.filter({ hasText: `${stamp}甲` }), '查看').click();
  const drawer = page.locator('.crud-drawer .ant-drawer-content-wrapper');
  await drawer.locator('.crud-view').waitFor();
  assert.equal(await formDialog(page).count(), 0, 'no dialog: the drawer shows it');
  const item = (label: string) => drawer.locator('tr', { hasText: label }).locator('.ant-descriptions-item-content');
  assert.equal(await item('通知标题').innerText(), `${stamp}甲`);
  assert.equal(await item('通知类型').innerText(), '工作通知', 'the dictionary text, not the key');
  assert.equal(await item('通知日期').innerText(), '2025-01-10');
  assert.equal(await item('通知内容').innerText(), `${stamp}甲的内容`);
  assert.equal(await drawer.locator('input, textarea').count(), 0, 'read-only');
  await page.locator('.crud-drawer .ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });

  // Enter in a date box takes the date typed there; the dialog, complete as it is, is not saved by it.
  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.getByPlaceholder('请输入通知标题').fill(`${stamp}丁`);
  await pickOption(page, dialog.locator('.ant-form-item', { hasText: '通知类型' }).locator('.ant-select'), '工作通知');
  const date = dialog.locator('.ant-form-item', { hasText: '通知日期' }).locator('input');
  await date.fill('2025-02-03');
  await date.press('Enter');
  assert.equal(await date.inputValue(), '2025-02-03');
  await btn(dialog, '取消').click();
  await dialog.waitFor({ state: 'hidden' });
  const saved = (await apiAs(page, BASE, `/api/blade-desk/notice/page?title=${stamp}丁`)) as { total: number };
  assert.equal(saved.total, 0, 'Enter saved nothing');
  assert.deepEqual(page.errors, []);
});

test('授权配置 of the platform tenant: the expiry the server refuses is marked on its field, the dialog stays', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, '/system/tenant');
  await btn(screen.locator('tr.ant-table-row', { hasText: '000000' }), '授权配置').click();
  const dialog = page.locator('.ant-modal.crud-action-dialog');
  await dialog.waitFor();
  const expiry = dialog.locator('.ant-form-item', { hasText: '过期时间' });
  const input = expiry.locator('input');
  await input.click();
  await input.fill('2030-01-01 00:00:00');
  await input.press('Enter');
  await btn(dialog, '确定').click();
  await expiry.locator('.ant-form-item-explain-error', { hasText: '平台租户(000000)不能设置过期时间' }).waitFor();
  assert.ok(await dialog.isVisible(), 'kept open for a correction');
  // cleared, it saves and closes
  await expiry.locator('.ant-picker-clear').click({ force: true });
  await btn(dialog, '确定').click();
  await dialog.waitFor({ state: 'hidden' });
  assert.deepEqual(page.errors, []);
});

test('a total the server only bounds is shown as 超过 10,000 条', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE);
  await page.route('**/api/blade-system/param/list**', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.data = { ...body.data, total: 10000, totalIsLowerBound: true };
    await route.fulfill({ response: res, json: body });
  });
  const screen = await openScreen(page, '/system/param');
  await screen.locator('.ant-pagination-total-text', { hasText: '超过 10,000 条' }).waitFor();
  assert.deepEqual(page.errors, []);
});
