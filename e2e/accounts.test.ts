/**
 * Account state on the user screen (issue 9 items 5 and 12): an account locked by failed sign-ins is shown as 已锁定
 * and 账号解封 lifts the lock; the status switch disables an account — its open session ends at once — and enables it.
 * 导入 (issue 34): a file naming an existing account is refused unless 覆盖已有用户 is on.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, confirm, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** A token request with a fresh captcha, as the sign-in page makes it; answers the flat OAuth body. */
async function tokenRequest(account: string, password: string): Promise<Record<string, string>> {
  const captcha = (await (await fetch(`${BASE}/api/blade-auth/oauth/captcha`)).json()).data;
  const code = (await (await fetch(`${BASE}/api/test-seam/captcha/${captcha.key}`)).json()).data;
  const qs = new URLSearchParams({
    tenantId: '000000',
    username: account,
    password: createHash('md5').update(password).digest('hex'),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  });
  const res = await fetch(`${BASE}/api/blade-auth/oauth/token?${qs}`, {
    method: 'POST',
    headers: { authorization: BASIC, 'captcha-key': captcha.key, 'captcha-code': code },
  });
  return res.json();
}

let adminToken: string;
/** Calls the API as the administrator. */
async function api(path: string, body?: unknown) {
  const res = await fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'blade-auth': `bearer ${adminToken}`, authorization: BASIC, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(json.code, 200, `${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** A new user with password 'Secret-123' (the first role and department). */
async function newUser(prefix: string): Promise<string> {
  const account = `${prefix}${Date.now() % 1_000_000}`;
  const role = (await api('/api/blade-system/role/tree'))[0].id;
  const dept = (await api('/api/blade-system/dept/tree'))[0].id;
  await api('/api/blade-user/submit', {
    account,
    password: 'Secret-123',
    name: account,
    realName: '账号测试',
    roleId: role,
    deptId: dept,
  });
  return account;
}

before(async () => {
  adminToken = (await tokenRequest('admin', 'admin')).access_token;
});

/** The administrator's user screen and the row of the account. */
async function userRow(page: Page, account: string): Promise<{ screen: Locator; row: Locator }> {
  await signInBrowser(page, BASE);
  await go(page, '/system/user');
  await waitRoute(page, '/system/user');
  const screen = tab(page, '/system/user');
  const row = screen.locator('tr.ant-table-row', { hasText: account });
  await row.waitFor();
  return { screen, row };
}

describe('accounts on the user screen (/system/user)', () => {
  test('a locked account shows 已锁定; 账号解封 lifts the lock and the user signs in', async () => {
    const account = await newUser('e2elock');
    for (let i = 0; i < 5; i++) await tokenRequest(account, 'wrong-password');
    assert.match((await tokenRequest(account, 'Secret-123')).error_description, /^账号已被锁定/);

    const page = await b.fresh({ width: 1440, height: 900 });
    const { screen, row } = await userRow(page, account);
    await row.locator('.user-locked', { hasText: '已锁定' }).waitFor();
    await row.locator('.ant-checkbox-input').check();
    await btn(screen, '账号解封').click();
    await confirm(page, '确定解封选择的账号?');
    await toast(page, '账号解封成功').waitFor();
    await row.locator('.user-locked').waitFor({ state: 'detached' });

    const user = await b.fresh();
    await signInBrowser(user, BASE, account, 'Secret-123');
    assert.deepEqual(page.errors, []);
  });

  test('the status switch disables an account, whose open session ends at once, and enables it again', async () => {
    const account = await newUser('e2eoff');
    const user = await b.fresh();
    await signInBrowser(user, BASE, account, 'Secret-123');

    const page = await b.fresh({ width: 1440, height: 900 });
    const { row } = await userRow(page, account);
    const toggle = row.locator('.user-status-switch');
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    await toggle.click();
    await confirm(page, `确定禁用账号 ${account}?该账号将立即退出登录`);
    await toast(page, '账号已禁用').waitFor();
    await row.locator('.user-status-switch[aria-checked="false"]').waitFor();
    // the user's open page is sent to the sign-in page without doing anything (the server closed its websocket)
    await waitRoute(user, '/login');
    assert.equal((await tokenRequest(account, 'Secret-123')).error_description, '账号已被禁用');

    await toggle.click();
    await confirm(page, `确定启用账号 ${account}?`);
    await toast(page, '账号已启用').waitFor();
    await row.locator('.user-status-switch[aria-checked="true"]').waitFor();
    await signInBrowser(user, BASE, account, 'Secret-123');
    assert.deepEqual(page.errors, []);
  });

  test('导入: an existing account is listed as a problem; with 覆盖已有用户 it is updated and the new one added', async () => {
    const existing = await newUser('e2eimp');
    const fresh = `${existing}n`;
    const role = (await api('/api/blade-system/role/tree'))[0].title;
    const dept = (await api('/api/blade-system/dept/tree'))[0].title;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('users');
    ws.addRow(['登录账号', '用户昵称', '用户姓名', '所属角色', '所属部门']);
    ws.addRow([existing, existing, '已覆盖', role, dept]);
    ws.addRow([fresh, fresh, '新导入', role, dept]);
    const file = join(mkdtempSync(join(tmpdir(), 'flp-users-')), 'users.xlsx');
    await wb.xlsx.writeFile(file);

    const page = await b.fresh({ width: 1440, height: 900 });
    const { screen } = await userRow(page, existing);
    await btn(screen, '导入').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await btn(dialog, '开始导入').click();
    await dialog.getByText(`登录账号: 已存在: ${existing}`).waitFor();
    await dialog.getByTestId('import-cover').click();
    await btn(dialog, '开始导入').click();
    await toast(page, '已导入 2 条').waitFor();
    await screen.locator('tr.ant-table-row', { hasText: '已覆盖' }).waitFor();
    await screen.locator('tr.ant-table-row', { hasText: fresh }).waitFor();
    assert.deepEqual(page.errors, []);
  });
});
