/** Administration as a person does it: parameters and users, added, found, viewed, edited and deleted (spec §5, §8). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, clickUntil, confirm, formDialog, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();

/** Waits until the screen's table has finished loading (it may be empty). */
async function tableLoaded(screen: Locator) {
  await screen.locator('.ant-table').waitFor();
  await screen.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
}

/** The toast with the given text. */

/** The messages shown under the form fields, in page order. */
async function fieldErrors(dialog: Locator) {
  await dialog.locator('.ant-form-item-explain-error').first().waitFor();
  return (await dialog.locator('.ant-form-item-explain-error').allInnerTexts()).map((s) => s.trim());
}

/** Checks the first node of the open tree picker of the given field (a department, a role). */
async function pickFirst(page: Page, dialog: Locator, placeholder: string) {
  await dialog
    .locator('.ant-form-item', { has: page.locator(`[placeholder="${placeholder}"], :text("${placeholder}")`) })
    .locator('.ant-select')
    .click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const node = dropdown.locator('.ant-select-tree-treenode:not([aria-hidden])').first();
  await node.waitFor();
  await node.locator('.ant-select-tree-checkbox').click();
  // closes the dropdown by clicking the dialog's title
  await dialog.locator('.ant-modal-title').click();
  await dropdown.waitFor({ state: 'hidden' });
}

describe('parameters (/system/param)', () => {
  test('bulk delete, required messages, add, search, view, edit and delete', async () => {
    const page = await b.fresh({ width: 1440, height: 900 });
    await signInBrowser(page, BASE);
    await go(page, '/system/param');
    await waitRoute(page, '/system/param');
    const screen = tab(page, '/system/param');
    await tableLoaded(screen);

    // bulk delete with nothing selected
    await btn(screen, '删除').first().click();
    await toast(page, '请选择至少一条数据').waitFor();

    // add with empty fields: each required message of the definition
    await btn(screen, '新增').click();
    let dialog = formDialog(page);
    await dialog.waitFor();
    assert.equal((await dialog.locator('.ant-modal-title').innerText()).trim(), '新增');
    // A click landing while the dialog still zooms in is lost: 保存 until the form answers.
    await clickUntil(btn(dialog, '保存'), dialog.locator('.ant-form-item-explain-error').first(), '保存');
    assert.deepEqual(await fieldErrors(dialog), ['请输入参数名称', '请输入参数键名', '请输入参数键值']);

    // add a parameter
    const key = `e2e.param.${Date.now()}`;
    const name = `端到端参数${Date.now() % 100000}`;
    await dialog.getByPlaceholder('请输入参数名称').fill(name);
    await dialog.getByPlaceholder('请输入参数键名').fill(key);
    await dialog.getByPlaceholder('请输入参数键值').fill('first-value');
    await btn(dialog, '保存').click();
    await toast(page, '新增成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = screen.locator('tr.ant-table-row', { hasText: key });
    await row.waitFor();

    // search by name finds it (and only it)
    await screen.locator('.crud-search').getByPlaceholder('请输入参数名称').fill(name);
    await btn(screen.locator('.crud-search'), '搜索').click();
    await page.waitForFunction((n) => {
      const rows = [...document.querySelectorAll('[data-tab="/system/param"] tr.ant-table-row')];
      return rows.length === 1 && rows[0].textContent?.includes(n);
    }, name);

    // view shows its values
    await btn(row, '查看').click();
    dialog = formDialog(page);
    const view = dialog.locator('.crud-view');
    await view.waitFor();
    const viewText = await view.innerText();
    assert.ok(viewText.includes(name), viewText);
    assert.ok(viewText.includes(key), viewText);
    assert.ok(viewText.includes('first-value'), viewText);
    await btn(dialog, '关闭').click();
    await dialog.waitFor({ state: 'hidden' });

    // edit the value
    await btn(row, '修改').click();
    dialog = formDialog(page);
    const value = dialog.getByPlaceholder('请输入参数键值');
    await value.waitFor();
    assert.equal(await value.inputValue(), 'first-value');
    await value.fill('second-value');
    await btn(dialog, '保存').click();
    await toast(page, '更新成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('second-value').waitFor();

    // delete it
    await btn(row, '删除').click();
    await confirm(page, '确定将选择数据删除?');
    await toast(page, '删除成功').waitFor();
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(page.errors, []);
  });
});

describe('users (/system/user)', () => {
  test('add with its validation, sign in as the new user, edit, reset the password and delete', async () => {
    const page = await b.fresh({ width: 1440, height: 900 });
    await signInBrowser(page, BASE);
    await go(page, '/system/user');
    await waitRoute(page, '/system/user');
    const screen = tab(page, '/system/user');
    await tableLoaded(screen);

    // add with nothing filled: the messages of the missing fields come first
    await btn(screen, '新增').click();
    const dialog = formDialog(page);
    await dialog.waitFor();
    await btn(dialog, '保存').click();
    const errors = await fieldErrors(dialog);
    for (const m of [
      '请输入登录账号',
      '请输入密码',
      '请输入确认密码',
      '请输入用户昵称',
      '请输入用户姓名',
      '请选择所属角色',
      '请选择所属部门',
    ])
      assert.ok(errors.includes(m), `${m} in ${errors.join(', ')}`);

    // a confirmation that differs is refused
    const account = `e2e${Date.now() % 1_000_000}`;
    await dialog.getByPlaceholder('请输入登录账号').fill(account);
    await dialog.getByPlaceholder('请输入密码').fill('Secret-123');
    await dialog.getByPlaceholder('请输入确认密码').fill('Other-456');
    await dialog.getByPlaceholder('请输入用户昵称').click();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '两次密码输入不一致' }).waitFor();
    await dialog.getByPlaceholder('请输入确认密码').fill('Secret-123');
    // an email that is not one is refused, and an empty one is allowed
    const email = dialog.getByPlaceholder('请输入邮箱');
    await email.fill('not-an-email');
    await email.blur();
    await dialog.locator('.ant-form-item-explain-error', { hasText: '邮箱格式不正确' }).waitFor();
    await email.fill('');
    await dialog.getByPlaceholder('请输入用户昵称').fill('端到端');
    await dialog.getByPlaceholder('请输入用户姓名').fill('测试甲');
    await pickFirst(page, dialog, '请选择所属角色');
    await pickFirst(page, dialog, '请选择所属部门');
    await btn(dialog, '保存').click();
    await toast(page, '新增成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = screen.locator('tr.ant-table-row', { hasText: account });
    await row.waitFor();

    // the new user signs in with that password
    const other = await b.fresh();
    await signInBrowser(other, BASE, account, 'Secret-123');
    await other.close();

    // edit the real name
    await btn(row, '修改').click();
    const realName = dialog.getByPlaceholder('请输入用户姓名');
    await realName.waitFor();
    assert.equal(await realName.inputValue(), '测试甲');
    assert.ok(await dialog.getByPlaceholder('请输入登录账号').isDisabled());
    await realName.fill('测试乙');
    await btn(dialog, '保存').click();
    await toast(page, '更新成功').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('测试乙').waitFor();

    // reset the password; the user then signs in with 123456
    await row.locator('.ant-checkbox-input').check();
    await btn(screen, '密码重置').click();
    await confirm(page, '确定将选择账号密码重置为123456?');
    await toast(page, '密码重置成功').waitFor();
    const again = await b.fresh();
    await signInBrowser(again, BASE, account, '123456');
    await again.close();

    // delete the user
    await btn(row, '删除').click();
    await confirm(page, '确定将选择数据删除?');
    await toast(page, '删除成功').waitFor();
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(page.errors, []);
  });
});

describe('server messages in the user’s language (issue 10, item 1)', () => {
  test('in English a duplicate parameter key shows the English message and marks the field', async () => {
    const page = await b.fresh({ width: 1440, height: 900, lang: 'en-US' });
    await signInBrowser(page, BASE);
    await go(page, '/system/param');
    await waitRoute(page, '/system/param');
    const screen = tab(page, '/system/param');
    await tableLoaded(screen);
    const key = `e2e.i18n.${Date.now()}`;
    const item = (dialog: Locator, label: string) => dialog.locator('.ant-form-item', { hasText: label });
    const add = async () => {
      await btn(screen, 'Add').click();
      const dialog = formDialog(page);
      await dialog.waitFor();
      await item(dialog, 'Parameter name').locator('input').fill('i18n');
      await item(dialog, 'Parameter key').locator('input').fill(key);
      await item(dialog, 'Parameter value').locator('textarea').fill('v');
      await btn(dialog, 'Save').click();
      return dialog;
    };
    const first = await add();
    await first.waitFor({ state: 'hidden' });
    await screen.locator('tr.ant-table-row', { hasText: key }).waitFor();

    const second = await add();
    // the error toast (bottom right) shows msg as sent, in English
    await page.locator('.ant-notification-notice', { hasText: 'Parameter key already exists' }).waitFor();
    const keyItem = item(second, 'Parameter key');
    await keyItem.locator('.ant-form-item-explain-error', { hasText: 'Parameter key already exists' }).waitFor();
    assert.ok(await second.isVisible(), 'the dialog stays open for a correction');
    assert.equal(await item(second, 'Parameter name').locator('.ant-form-item-explain-error').count(), 0);
    await btn(second, 'Cancel').click();
    assert.deepEqual(page.errors, []);
  });
});
