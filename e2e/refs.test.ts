/**
 * References as a clerk meets them: a user's roles and departments shown by their titles (never ids), and a data or
 * API scope's 菜单 — a `ref` to the menu tree in the definition — chosen from the menu tree in the add / edit dialog,
 * shown by its title in the list and kept by its title when the record is edited again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, clickUntil, formDialog } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
const SHOTS = process.env.E2E_SHOTS;

/** The form item of a field by its label. */
const item = (dialog: Locator, label: string) =>
  dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) });

/** The open dropdown of a select or tree select. */
const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

test('用户管理: roles and departments are shown by their titles, in the table, the view and the edit pickers', async () => {
  const page = await b.fresh({ width: 1440, height: 900 });
  await signInBrowser(page, BASE);
  const list = (await apiAs(page, BASE, '/api/blade-user/page?account=admin&current=1&size=10')) as {
    records: { account: string; roleId: string; roleName: string; deptId: string; deptName: string }[];
  };
  const admin = list.records.find((r) => r.account === 'admin');
  assert.ok(admin?.roleName, 'reads add the roles’ titles (roleId → roleName)');
  assert.ok(admin.deptName, 'reads add the departments’ titles (deptId → deptName)');

  const screen = await openScreen(page, '/system/user');
  await screen.getByPlaceholder('请输入登录账号').fill('admin');
  await btn(screen.locator('.crud-search'), '搜索').click();
  await screen.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  const row = screen.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'admin' }).first();
  await row.waitFor();
  const cells = await row.locator('td').allInnerTexts();
  assert.ok(
    cells.some((c) => c.includes(admin.roleName.split(',')[0])),
    `the role title shows: ${cells.join(' | ')}`,
  );
  assert.ok(!cells.some((c) => c.trim() === admin.roleId), 'the role id is not shown');

  // edit: the role picker shows the chosen roles by title
  await btn(row, '修改').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  const roles = item(dialog, '所属角色');
  // The picker shows the id until its tree has loaded, then the title.
  await roles
    .locator('.ant-select-selection-item', { hasText: admin.roleName.split(',')[0] })
    .first()
    .waitFor();
  const chosen = await roles.locator('.ant-select-selection-item').allInnerTexts();
  assert.ok(
    chosen.some((c) => admin.roleName.includes(c.trim())),
    `the role picker shows titles: ${chosen.join(', ')}`,
  );
  await btn(dialog, '取消').click();
  await dialog.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

for (const [path, api, nameLabel] of [
  ['/authority/datascope', '/api/blade-system/data-scope', '权限名称'],
  ['/authority/apiscope', '/api/blade-system/api-scope', '接口名称'],
] as const) {
  test(`${path}: 菜单 is chosen from the menu tree, listed by its title and kept by it on edit`, async () => {
    const page = await b.fresh({ width: 1440, height: 900 });
    await signInBrowser(page, BASE);
    const screen = await openScreen(page, path);

    await btn(screen, '新增').first().click();
    const dialog = formDialog(page);
    await dialog.waitFor();
    const menu = item(dialog, '菜单');
    await menu.locator('.ant-select').click();
    const node = dropdown(page).locator('.ant-select-tree-treenode:not([aria-hidden])').first();
    await node.waitFor();
    assert.ok(
      (await dropdown(page).locator('.ant-select-tree-treenode:not([aria-hidden])').count()) > 1,
      'the whole menu tree is offered',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/refs-${path.split('/').pop()}-picker.png` });
    const title = (await node.locator('.ant-select-tree-title').innerText()).trim();
    await clickUntil(node.locator('.ant-select-tree-node-content-wrapper'), dropdown(page), 'menu tree', 'hidden');
    assert.equal((await menu.locator('.ant-select-content, .ant-select-selector').first().innerText()).trim(), title);

    const stamp = `菜单引用${Date.now() % 1_000_000}`;
    await item(dialog, '资源编号').locator('input').fill(`e2e_ref_${Date.now()}`);
    await item(dialog, nameLabel).locator('input').fill(stamp);
    if (path === '/authority/datascope') {
      await item(dialog, '规则类型').locator('.ant-select').click();
      await dropdown(page).locator('.ant-select-item-option').first().click();
    } else {
      await item(dialog, '接口路径').locator('input').fill('/api/e2e/refs');
    }
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === `${api}/submit`);
    await btn(dialog, '保存').click();
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    assert.match(String(sent.menuId), /^\d+$/, 'the menu is sent by its id');
    await dialog.waitFor({ state: 'detached' });

    // listed by the menu's title
    await screen.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    const row = screen.locator('.ant-table-tbody tr.ant-table-row', { hasText: stamp });
    await row.waitFor();
    assert.ok((await row.innerText()).includes(title), 'the row shows the menu title');

    // edited again: the picker shows the title, not the id
    await btn(row, '修改').click();
    await dialog.waitFor();
    await item(dialog, '菜单').locator('.ant-select').waitFor();
    await page.waitForFunction(
      ([sel, t]) => [...document.querySelectorAll(sel)].some((e) => (e.textContent ?? '').includes(t)),
      ['.ant-modal.crud-dialog .ant-select', title] as const,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/refs-${path.split('/').pop()}-edit.png` });
    await btn(dialog, '取消').click();
    await dialog.waitFor({ state: 'detached' });

    // tidy up
    const found = (await apiAs(page, BASE, `${api}/list?scopeName=${encodeURIComponent(stamp)}`)) as
      | { records: { id: string }[] }
      | { id: string }[];
    const rows = Array.isArray(found) ? found : found.records;
    if (rows.length) await apiAs(page, BASE, `${api}/remove?ids=${rows.map((r) => r.id).join(',')}`, {});
    assert.deepEqual(page.errors, []);
  });
}
