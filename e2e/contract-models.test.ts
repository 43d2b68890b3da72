/**
 * 合同模板 as an administrator uses it: the shipped models listed, a new model uploaded as a .docx, its placeholders
 * seen in the record's 占位符 tab (a tag the reference does not know marked), the reference opened from the toolbar;
 * a file that is not a Word template refused naming 模板文件. Screenshots in both languages with E2E_SHOTS.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { buildDocx } from '../apps/server/src/platform/documents/docx-writer';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, openTab } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const PATH = '/contract/model';
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const item = (scope: Locator, label: string) => scope.locator('.ant-form-item', { hasText: label }).first();

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test('a pledge contract model uploaded, its placeholders and the reference', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, PATH);
  // The shipped models.
  for (const name of ['直租合同(标准版)', '售后回租合同(标准版)', '保证合同(标准版)', '抵押合同(标准版)'])
    await screen.locator('tr.ant-table-row', { hasText: name }).waitFor();
  await shot(page, 'contract-models-list-zh-1366');

  const name = `质押合同${Date.now() % 100000}`;
  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入模板名称').fill(name);
  await item(dialog, '模板类型').locator('.ant-select').click();
  await dropdown(page).locator('.ant-select-item-option', { hasText: '质押合同' }).click();
  const files = item(dialog, '模板文件');
  // A file that is not a template first: refused on save, naming the field.
  await files.locator('input[type=file]').setInputFiles({
    name: '坏模板.docx',
    mimeType: DOCX_TYPE,
    buffer: buildDocx(['出质人 {lessee.name']),
  });
  await files.getByText('坏模板.docx').waitFor();
  await btn(dialog, '保存').click();
  await page.locator('.ant-message-notice, .ant-form-item-explain-error', { hasText: '模板文件' }).first().waitFor();
  // Replace it with a good one.
  await files.locator('.anticon-delete').first().click();
  await files.getByText('坏模板.docx').waitFor({ state: 'detached' });
  await files.locator('input[type=file]').setInputFiles({
    name: '质押合同.docx',
    mimeType: DOCX_TYPE,
    buffer: buildDocx(['质押合同 {contractNo}', '出质人: {lessee.name} {lessee.uscc}', '质物: {pledge.goods}']),
  });
  await files.getByText('质押合同.docx').waitFor();
  await shot(page, 'contract-models-form-zh-1366');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });

  const row = screen.locator('tr.ant-table-row', { hasText: name });
  await row.waitFor();
  await btn(row, '查看').click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.locator('.crud-record-tabs') });
  await drawer.waitFor();
  await openTab(drawer, '占位符', false);
  const tags = drawer.locator('[data-testid=model-placeholders]');
  await tags.getByText('{lessee.name}').waitFor();
  await tags.getByText('{contractNo}').waitFor();
  // The reference has no `pledge`: marked unknown.
  await tags.getByText('{pledge.goods} · 未知').waitFor();
  await drawer.locator('[data-testid=placeholder-reference]').getByText('{lessee.uscc}').first().waitFor();
  await shot(page, 'contract-models-placeholders-zh-1366');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });

  await btn(screen, '占位符参考').click();
  const ref = page.locator('.ant-drawer-content-wrapper', { has: page.locator('[data-testid=placeholder-reference]') });
  await ref.getByText('租金计划表(循环)').waitFor();
  await ref.getByText('{#schedule}…{/schedule}').waitFor();
  await ref.getByText('{guarantor}').waitFor();
  assert.deepEqual(page.errors, []);
  await page.keyboard.press('Escape');
});

test('in English: the reference and the placeholders tab', async () => {
  const page = await b.fresh({ width: 1366, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, PATH);
  const row = screen.locator('tr.ant-table-row', { hasText: '直租合同(标准版)' });
  await row.waitFor();
  await shot(page, 'contract-models-list-en-1366');
  await btn(row, 'View').click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.locator('.crud-record-tabs') });
  await openTab(drawer, 'Placeholders', false);
  await drawer.locator('[data-testid=model-placeholders]').getByText('{lessee.name}').waitFor();
  await drawer.getByText('Unified social credit code').first().waitFor();
  assert.equal(await drawer.getByText('· unknown').count(), 0);
  await shot(page, 'contract-models-placeholders-en-1366');
  assert.deepEqual(page.errors, []);
});
