/**
 * 公司信息 as a tenant's administrator uses it (issue 26 item 6): the demo lessor's legal profile shown complete, a
 * credit code with a wrong check character refused naming the field, an account added and removed again, the code
 * corrected and saved; in English the screen and the refusal speak English. Screenshots with E2E_SHOTS.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, poll, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const PATH = '/system/company';
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const item = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item', { has: scope.page().locator(`label[title="${label}"]`) }).first();
const CODE = '91440300MA5G8KQ2RQ';

async function open(page: Page) {
  await go(page, PATH);
  await waitRoute(page, PATH);
  const screen = tab(page, PATH);
  await screen.locator('form.crud-form').waitFor();
  return screen;
}

test('the legal profile: shown complete, a wrong check character refused by its label, an account added', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const screen = await open(page);
  await screen.getByText('信息完整, 文书将据此署名出租人').waitFor();
  const name = item(screen, '法定名称').locator('input');
  assert.equal(await name.inputValue(), '深圳前海示范融资租赁有限公司');
  const accounts = screen.locator('.crud-child-accounts');
  await accounts.locator('tbody tr.ant-table-row').nth(1).waitFor();
  assert.equal(await accounts.locator('tbody tr.ant-table-row').count(), 2);
  await shot(page, 'company-profile-zh-1366');

  // The check character changed: the server's GB 32100 check refuses it, naming the field.
  const code = item(screen, '统一社会信用代码').locator('input');
  await code.fill(`${CODE.slice(0, 17)}A`);
  await btn(screen, '保存').click();
  await page
    .locator('.ant-message-notice, .ant-form-item-explain-error', { hasText: '统一社会信用代码: 校验位不正确' })
    .first()
    .waitFor();
  await code.fill(CODE);

  // A third account (typed with its digits only: the field's rule), saved, then removed again.
  await btn(accounts, '添加行').click();
  const third = accounts.locator('tbody tr.ant-table-row').nth(2);
  await third.waitFor();
  await third.getByPlaceholder('请输入开户行').fill('中国银行深圳高新区支行');
  await third.getByPlaceholder('请输入户名').fill('深圳前海示范融资租赁有限公司');
  await third.getByPlaceholder('请输入账号').fill('7654 32');
  await btn(screen, '保存').click();
  await third.locator('.ant-form-item-explain-error', { hasText: '应为8至32位数字' }).waitFor();
  await third.getByPlaceholder('请输入账号').fill('765432109876');
  await btn(screen, '保存').click();
  await toast(page, '公司信息已保存').waitFor();
  // The form comes back with the saved version: three accounts, the new one last (inputs hold the values).
  const rows = accounts.locator('tbody tr.ant-table-row');
  await poll(
    () => rows.count(),
    (n) => n === 3,
    'three accounts',
  );
  assert.equal(await rows.nth(2).getByPlaceholder('请输入开户行').inputValue(), '中国银行深圳高新区支行');
  assert.equal(await rows.nth(2).getByPlaceholder('请输入账号').inputValue(), '765432109876');

  const added = accounts.locator('tbody tr.ant-table-row').nth(2);
  await added.getByRole('button', { name: '删除行' }).click();
  await btn(screen, '保存').click();
  await toast(page, '公司信息已保存').waitFor();
  await screen.getByText('信息完整, 文书将据此署名出租人').waitFor();
  await poll(
    () => rows.count(),
    (n) => n === 2,
    'the two accounts again',
  );
  assert.deepEqual(page.errors, []);
});

test('in English: the labels and the refusal', async () => {
  const page = await b.fresh({ width: 1366, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  const screen = await open(page);
  await screen.getByText('Complete: documents name the lessor from it').waitFor();
  for (const label of ['Legal name', 'Unified social credit code', 'Legal representative', 'Registered address'])
    await item(screen, label).waitFor();
  await shot(page, 'company-profile-en-1366');
  const code = item(screen, 'Unified social credit code').locator('input');
  await code.fill(`${CODE.slice(0, 17)}A`);
  await btn(screen, 'Save').click();
  await page
    .locator('.ant-message-notice, .ant-form-item-explain-error', {
      hasText: 'Unified social credit code: check digit is wrong',
    })
    .first()
    .waitFor();
  assert.deepEqual(page.errors, []);
});
