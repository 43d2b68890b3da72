/**
 * Menus follow grants at once (issue 10, item 4): a staff member's open tab shows a screen the moment an
 * administrator grants it, without signing out and in; taking it away hides it again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, go, useBrowser, waitRoute } from './context';
import { apiAs, signInBrowser, socketReady } from './session';

const b = useBrowser();

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API
type Node = Record<string, any>;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

test('a granted menu appears in the staff member’s open tab, and a revoked one goes', async () => {
  const admin = await b.fresh();
  await signInBrowser(admin, BASE);
  const staff = await b.fresh();
  const listening = socketReady(staff);
  await signInBrowser(staff, BASE, 'wangfang', '123456');
  // The grant's push must find the tab's socket attached (a reconnect reads the menus again by itself).
  await listening;
  const sider = staff.locator('.shell-sider');
  await sider.locator('.ant-menu-item, .ant-menu-submenu').first().waitFor();
  assert.equal(await sider.getByText('系统管理').count(), 0, 'not granted yet');

  const roles = flatten((await apiAs(admin, BASE, '/api/blade-system/role/tree')) as Node[]);
  const role = roles.find((r) => r.title === '财务专员')!;
  const keys = (await apiAs(admin, BASE, `/api/blade-system/menu/role-tree-keys?roleIds=${role.id}`)) as {
    menu: string[];
  };
  const menus = flatten((await apiAs(admin, BASE, '/api/blade-system/menu/list')) as Node[]);
  const param = menus.filter((m) => m.code === 'system' || m.code === 'param').map((m) => String(m.id));
  const grant = (menuIds: string[]) =>
    apiAs(admin, BASE, '/api/blade-system/role/grant', {
      roleIds: [role.id],
      menuIds,
      dataScopeIds: [],
      apiScopeIds: [],
    });

  await grant([...keys.menu, ...param]);
  await sider.getByText('系统管理').waitFor();
  await grant(keys.menu);
  await sider.getByText('系统管理').waitFor({ state: 'detached' });
});

test('403 for a screen not granted, open pages for everyone, 404 for unknown paths signed in or not', async () => {
  const visitor = await b.fresh();
  await visitor.goto(`${BASE}/#/no/such/page`);
  await waitRoute(visitor, '/404');
  await visitor.goto(`${BASE}/#/system/param`);
  await waitRoute(visitor, '/login');

  const staff = await b.fresh();
  await signInBrowser(staff, BASE, 'lina', '123456');
  await staff.locator('.shell-sider .ant-menu-item, .shell-sider .ant-menu-submenu').first().waitFor();
  await go(staff, '/system/param');
  await waitRoute(staff, '/403');
  await staff.locator('.ant-result-title', { hasText: '403' }).waitFor();
  // no tab was opened under the raw path
  assert.equal(await staff.locator('.shell-tag-label[data-tab="/system/param"]').count(), 0);
  for (const path of ['/info/index', '/wel/dashboard']) {
    await go(staff, path);
    await waitRoute(staff, path);
    await staff.locator(`.shell-page[data-tab="${path}"]`).waitFor();
  }
  await go(staff, '/no/such/page');
  await waitRoute(staff, '/404');
});

test('personal info: without a WeChat official account the page says so and makes no QR; the QR upload stays', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE, 'zhangwei', '123456');
  await go(page, '/info/index');
  const screen = page.locator('.shell-page[data-tab="/info/index"]');
  await screen.locator('.wx-follow-unconfigured', { hasText: '未配置微信公众号' }).waitFor();
  assert.equal(await screen.locator('.wx-follow-qr').count(), 0);
  // The 关注公众号 image upload is still there, beside it.
  assert.equal(await screen.getByText('关注公众号').count(), 1);
});
