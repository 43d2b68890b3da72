/**
 * A menu's name in both languages comes from one declaration (its module's menus.ts, `name` and `en`): the menus
 * answer the stored Chinese name and the declared English one (`nameEn`), which the web app shows in English
 * (apps/web/src/shell/menus.ts menuLabel). Every seeded menu and button has one; a renamed menu keeps it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { client, ok, signIn, testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

type Node = { id: string; parentId: string; code: string; name: string; nameEn: string | null; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

test('every seeded menu and button has its English name in the side menu, the buttons and the grant tree', async () => {
  const api = client(app, await signIn(app));
  const routes = flatten((await ok(api, '/api/blade-system/menu/routes')) as Node[]);
  assert.ok(routes.length > 30);
  assert.deepEqual(
    routes.filter((m) => !m.nameEn).map((m) => `${m.code} ${m.name}`),
    [],
  );
  const byCode = new Map(routes.map((m) => [m.code, m]));
  assert.equal(byCode.get('system')?.nameEn, 'System');
  assert.equal(byCode.get('loan_receipt')?.nameEn, 'Receipts');

  const buttons = flatten((await ok(api, '/api/blade-system/menu/buttons')) as Node[]);
  assert.deepEqual(
    buttons.filter((m) => !m.nameEn).map((m) => `${m.code} ${m.name}`),
    [],
  );
  assert.equal(buttons.find((b) => b.code === 'user_add')?.nameEn, 'Add');

  const grant = (await ok(api, '/api/blade-system/menu/grant-tree')) as { menu: Node[] };
  const nodes = flatten(grant.menu);
  assert.deepEqual(
    nodes.filter((m) => !m.nameEn).map((m) => m.code),
    [],
  );
  assert.equal(nodes.find((n) => n.code === 'loan_receipt_verify')?.nameEn, 'Verify');
});

test('a menu renamed in 菜单管理 keeps its declared English name; one an administrator adds has none', async () => {
  const api = client(app, await signIn(app));
  const routes = flatten((await ok(api, '/api/blade-system/menu/routes')) as Node[]);
  const dept = routes.find((m) => m.code === 'dept')!;
  const detail = (await ok(api, `/api/blade-system/menu/detail?id=${dept.id}`)) as Record<string, unknown>;
  await ok(api, '/api/blade-system/menu/submit', { ...detail, name: '组织机构' });
  await ok(api, '/api/blade-system/menu/submit', {
    parentId: dept.parentId,
    code: 'my_page',
    name: '我的页面',
    path: '/my/page',
    category: 1,
    sort: 50,
  });

  const after = flatten((await ok(api, '/api/blade-system/menu/routes')) as Node[]);
  const renamed = after.find((m) => m.code === 'dept')!;
  assert.equal(renamed.name, '组织机构');
  assert.equal(renamed.nameEn, 'Organisations');
  assert.equal(after.find((m) => m.code === 'my_page')?.nameEn, null);
});
