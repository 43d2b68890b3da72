/** 编号规则 as an administrator uses it: the default rules listed, 预览 of the next number, a rule added (in both languages). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, formDialog } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const PATH = '/system/numbering-rule';

/** Today in the business time zone (the e2e server's TZ, Asia/Shanghai) as yyyyMMdd. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .replaceAll('-', '');

/** Opens 预览 on the row holding `text` and answers the number the dialog shows, closing it. */
async function preview(page: Page, text: string, label = '预览') {
  const row = tab(page, PATH).locator('tr.ant-table-row', { hasText: text });
  await btn(row, label).click();
  const box = page.locator('.ant-modal.ant-modal-confirm');
  await box.waitFor();
  const number = (await box.locator('h4').innerText()).trim();
  await box.locator('button.ant-btn').last().click();
  await box.waitFor({ state: 'detached' });
  return number;
}

test('the default rules, 预览 of their next numbers and a rule added through the dialog', async () => {
  const page = await b.fresh({ width: 1440, height: 900 });
  await signInBrowser(page, BASE);
  await go(page, PATH);
  await waitRoute(page, PATH);
  const screen = tab(page, PATH);
  for (const name of ['项目编号', '合同编号', '借据编号'])
    await screen.locator('tr.ant-table-row', { hasText: name }).waitFor();
  const day = today();
  // The demo contracts took the year's first numbers: the next one follows them.
  assert.match(await preview(page, '合同编号'), new RegExp(`^HT${day.slice(0, 4)}\\d{5}$`));
  // The demo portfolio took today's first IOU numbers.
  assert.match(await preview(page, '借据编号'), new RegExp(`^JJ${day}\\d{3}$`));

  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入规则编码').fill('lease_item');
  await dialog.getByPlaceholder('请输入规则名称').fill('租赁物编号');
  await dialog.getByPlaceholder('请输入前缀').fill('ZL');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });
  // The definition's defaults: yyyyMM, monthly, 4 digits.
  assert.equal(await preview(page, '租赁物编号'), `ZL${day.slice(0, 6)}0001`);
  assert.deepEqual(page.errors, []);
});

test('in English the screen and its preview speak English', async () => {
  const page = await b.fresh({ width: 1440, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  await go(page, PATH);
  await waitRoute(page, PATH);
  const screen = tab(page, PATH);
  await screen.locator('th', { hasText: 'Rule code' }).first().waitFor();
  await screen.locator('th', { hasText: 'Reset cycle' }).first().waitFor();
  await screen.locator('tr.ant-table-row', { hasText: 'Every year' }).first().waitFor();
  // The demo projects took the month's first numbers.
  assert.match(await preview(page, '项目编号', 'Preview'), new RegExp(`^XM${today().slice(0, 6)}\\d{4}$`));
  assert.deepEqual(page.errors, []);
});
