/**
 * Excel on a resource screen (岗位管理): 导出 downloads the list as an .xlsx (checked with exceljs), the file edited and
 * brought back through the 导入 dialog; a file with a bad row shows its problems in the dialog's table. 保存到报表 keeps
 * the export in 报表管理, where it downloads.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const PATH = '/system/post';
const DIR = join(tmpdir(), `flp-e2e-excel-${process.pid}`);
mkdirSync(DIR, { recursive: true });
const SHOTS = process.env.E2E_SHOTS;

async function load(path: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return wb;
}

async function exportList(page: Page, label: string) {
  const screen = await openScreen(page, PATH);
  const download = page.waitForEvent('download');
  await btn(screen, label).click();
  const file = await download;
  const path = join(DIR, file.suggestedFilename());
  await file.saveAs(path);
  return { screen, path, name: file.suggestedFilename() };
}

async function importFile(page: Page, label: string, path: string) {
  await btn(page.locator('.shell-page:visible'), label).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.waitFor();
  await dialog.locator('input[type=file]').setInputFiles(path);
  return dialog;
}

test('export the posts, re-import them edited through the dialog; a bad row is listed in the dialog', async () => {
  const page = await b.fresh({ width: 1366, height: 800 });
  await signInBrowser(page, BASE);
  const { screen, path, name } = await exportList(page, '导出');
  assert.match(name, /^岗位管理-\d{14}\.xlsx$/);
  const wb = await load(path);
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as unknown[]).slice(1);
  assert.deepEqual(headers.slice(0, 3), ['岗位类型', '岗位编号', '岗位名称']);
  assert.ok(ws.rowCount > 1, 'the demo posts are exported');
  assert.ok(['高层', '中层', '基层', '其他'].includes(String(ws.getCell(2, 1).value)), 'types as their labels');

  // The same rows under new codes and names: imported as new posts.
  const count = ws.rowCount - 1;
  const run = Date.now().toString(36).slice(-5);
  ws.eachRow((r, n) => {
    if (n === 1) return;
    r.getCell(2).value = `E${run}${n}`;
    r.getCell(3).value = `导入岗位${run}-${n}`;
  });
  const edited = join(DIR, 'edited.xlsx');
  await wb.xlsx.writeFile(edited);
  const dialog = await importFile(page, '导入', edited);
  await btn(dialog, '开始导入').click();
  await page.getByText(`已导入 ${count} 条`).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await screen
    .locator('tr.ant-table-row', { hasText: `导入岗位${run}-2` })
    .first()
    .waitFor();

  // The same file again: every code is taken now, so nothing is written and the rows are named.
  const again = await importFile(page, '导入', edited);
  await btn(again, '开始导入').click();
  await again.getByText('导入失败, 未写入任何数据').waitFor();
  const cells = await again.locator('tr.ant-table-row').first().locator('td').allInnerTexts();
  assert.equal(cells[0], '2');
  assert.match(cells[2], /已存在/);
  if (SHOTS) {
    await page.screenshot({ path: join(SHOTS, 'import-errors-zh-1366.png') });
    await page.setViewportSize({ width: 700, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'import-errors-zh-700.png') });
  }
  assert.deepEqual(page.errors, []);
});

test('保存到报表: the export kept in 报表管理, listed there and downloaded', async () => {
  const page = await b.fresh({ width: 1366, height: 800 });
  await signInBrowser(page, BASE);
  const screen = await openScreen(page, PATH);
  await screen.getByTestId('export-more').click();
  await page.locator('.ant-dropdown:visible').getByText('保存到报表').click();
  await page.getByText(/已保存到报表管理: 岗位管理-\d{14}/).waitFor();
  const reports = await openScreen(page, '/system/report');
  const row = reports.locator('tr.ant-table-row', { hasText: '岗位管理' }).first();
  await row.waitFor();
  const download = page.waitForEvent('download');
  await row.getByText('下载').click();
  const file = await download;
  assert.match(file.suggestedFilename(), /^岗位管理-\d{14}\.xlsx$/);
  const path = join(DIR, 'kept.xlsx');
  await file.saveAs(path);
  assert.deepEqual(((await load(path)).worksheets[0].getRow(1).values as unknown[]).slice(1, 3), [
    '岗位类型',
    '岗位编号',
  ]);
  assert.deepEqual(page.errors, []);
});

test('in English: the buttons, the file name and the headers', async () => {
  const page = await b.fresh({ width: 1366, height: 800, lang: 'en-US' });
  await signInBrowser(page, BASE);
  const { path, name } = await exportList(page, 'Export');
  assert.match(name, /^Posts-\d{14}\.xlsx$/);
  const ws = (await load(path)).worksheets[0];
  assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1, 4), ['Category', 'Post code', 'Post name']);
  const broken = join(DIR, 'broken.xlsx');
  await writeFile(broken, (await readFile(path)).subarray(0, 100));
  const dialog = await importFile(page, 'Import', broken);
  await btn(dialog, 'Import').click();
  await dialog.getByText('Please upload an Excel file (.xlsx)').waitFor();
  if (SHOTS) {
    await page.screenshot({ path: join(SHOTS, 'import-en-1366.png') });
    await page.setViewportSize({ width: 700, height: 900 });
    await page.screenshot({ path: join(SHOTS, 'import-en-700.png') });
  }
  assert.deepEqual(page.errors, []);
});
