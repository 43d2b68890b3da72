/**
 * 租后检查 as an account manager works it: 张伟 finds the first check the plan drafted for one of his lessees, adds
 * his on-site report under 查看 → 检查报告, and exports the check as its 租后检查报告 (.docx); the demo's approved check
 * shows its report read-only.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, pickOption, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();

test('an account manager adds a report to his planned check and exports it; a check done keeps its report', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE, 'zhangwei', '123456');
  const screen = await openScreen(page, '/risk/tracking');
  const row = screen.locator('tr.ant-table-row', { hasText: '首次检查' }).filter({ hasText: '草稿' }).first();
  await btn(row, '查看').click();
  const drawer = page.locator('.crud-drawer');
  await drawer.getByRole('tab', { name: '检查报告' }).click();
  await btn(drawer, '新增').click();
  const form = formDialog(page);
  const item = (label: string) => form.locator('.ant-form-item', { hasText: label }).first();
  await pickOption(page, item('报告类型').locator('.ant-select'), '现场报告');
  await item('报告标题').locator('input').fill('首次现场检查');
  await item('报告内容').locator('textarea').fill('设备运转正常, 铭牌与清单一致。');
  await btn(form, '保存').click();
  await toast(page, '新增成功').waitFor();
  await drawer.locator('tr.ant-table-row', { hasText: '首次现场检查' }).waitFor();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await btn(row, '导出报告').click();
  assert.match((await download).suggestedFilename(), /^租后检查报告-ZH\d{9}\.docx$/);

  // The check done: its report shown, nothing to add.
  const done = screen.locator('tr.ant-table-row', { hasText: '已通过' }).first();
  await btn(done, '查看').click();
  await drawer.getByRole('tab', { name: '检查报告' }).click();
  await drawer.locator('tr.ant-table-row', { hasText: '首次租后现场检查报告' }).waitFor();
  assert.equal(await btn(drawer, '新增').count(), 0);
  assert.deepEqual(page.errors, []);
});
