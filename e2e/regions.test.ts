/**
 * 行政区划 as the platform administrator uses it (the tree opened level by level, a search, a sub-region added), and
 * 所在地区 chosen in a real form — 机构管理 — through the region Cascader, its title shown in the list.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, pickCascader as pick } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const PATH = '/system/region';
/** Where screenshots go when asked (E2E_SHOTS=dir). */
const SHOTS = process.env.E2E_SHOTS;

const row = (screen: Locator, text: string) => screen.locator('tr.ant-table-row', { hasText: text }).first();

/** Opens a row of the tree table (its expander) and waits for a child to show. */
async function expand(screen: Locator, text: string, child: string) {
  await row(screen, text).locator('.ant-table-row-expand-icon').click();
  await row(screen, child).waitFor();
}

test('行政区划: the tree level by level, a search, a sub-region added under 杭州市', async () => {
  const page = await b.fresh({ width: 1366, height: 860 });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, PATH);
  await row(screen, '浙江省').waitFor();
  await expand(screen, '浙江省', '杭州市');
  await expand(screen, '杭州市', '西湖区');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-tree-1366.png` });

  await btn(row(screen, '杭州市'), '新增下级').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  // The parent comes filled from the row: 浙江省 / 杭州市.
  await dialog.locator('.ant-cascader', { hasText: '杭州市' }).waitFor();
  await dialog.getByPlaceholder('请输入区划编号').fill('330198');
  await dialog.getByPlaceholder('请输入区划名称').fill('测试新区');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-add-1366.png` });
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });

  await screen.getByPlaceholder('请输入区划名称').fill('测试新区');
  await btn(screen, '搜索').click();
  const added = row(screen, '测试新区');
  await added.waitFor();
  assert.match(await added.innerText(), /330198/);
  assert.match(await added.innerText(), /杭州市/);
  assert.deepEqual(page.errors, []);
});

test('机构管理: 所在地区 chosen in the Cascader, shown by its names in the list', async () => {
  const page = await b.fresh({ width: 1366, height: 860 });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, '/system/dept');
  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入机构名称').fill('西湖营业部');
  await dialog.getByPlaceholder('请输入机构全称').fill('西湖营业部');
  await pick(page, dialog.locator('.ant-cascader'), ['浙江省', '杭州市', '西湖区']);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-dept-form-1366.png` });
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });
  const saved = row(screen, '西湖营业部');
  await saved.waitFor();
  assert.match(await saved.innerText(), /浙江省 \/ 杭州市 \/ 西湖区/);

  // Editing opens the Cascader on the stored path.
  await btn(saved, '修改').click();
  await dialog.waitFor();
  await dialog.locator('.ant-cascader', { hasText: '西湖区' }).waitFor();
  await btn(dialog, '取消').click();
  assert.deepEqual(page.errors, []);
});

test('in English at 700 px the screen reads in English', async () => {
  const page = await b.fresh({ width: 700, height: 860, lang: 'en-US' });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, PATH);
  await screen.locator('th', { hasText: 'Region name' }).first().waitFor();
  await expand(screen, '浙江省', '杭州市');
  await btn(row(screen, '杭州市'), 'Add sub-region').waitFor();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/regions-tree-700-en.png` });
  assert.deepEqual(page.errors, []);
});
