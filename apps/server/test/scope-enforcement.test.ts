import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { apiPathMatcher } from '../src/modules/system/identity';
import { type Client, client, signIn, testApp, ok } from './helpers';

// postgres: a scope change taking effect at once through the cache generation kept in Redis (scripts/test.mjs api:postgres)

/**
 * Data scopes and API scopes granted to roles limit what a user sees and calls, on the server (ARCHITECTURE §4):
 * every rule type, rules combined over roles, rows outside the scope neither readable nor writable, unique keys still
 * checked against every row, administrators unlimited, and a scope change taking effect at once.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

let app: FastifyInstance;
let admin: Client;
const dept: Record<'root' | 'a' | 'a1' | 'b', string> = { root: '', a: '', a1: '', b: '' };
let staffRole: string;
let grantable: string[];
const staff: Record<'ua' | 'ua1' | 'ub', Client> = {} as never;
const paramKeyOf = { ua: 'scope.ua', ua1: 'scope.ua1', ub: 'scope.ub' };

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** The parameter keys (of this test) the client sees. */
async function visibleKeys(c: Client) {
  const page = await ok(c, '/api/blade-system/param/list?current=1&size=100');
  return page.records
    .map((r: Node) => r.paramKey)
    .filter((k: string) => k.startsWith('scope.'))
    .sort();
}

let ruleCount = 0;

/** Makes the one data scope of the staff role (replacing any earlier), on the parameter menu. */
async function grantDataScope(rule: { scopeType: number; scopeColumn?: string; scopeValue?: string; code?: string }) {
  const menu = flatten(await ok(admin, '/api/blade-system/menu/list')).find((m) => m.code === 'param');
  const scopeName = `rule ${rule.scopeType} #${++ruleCount}`;
  await ok(admin, '/api/blade-system/data-scope/submit', {
    menuId: menu?.id,
    resourceCode: rule.code ?? 'param',
    scopeName,
    scopeField: '*',
    scopeColumn: rule.scopeColumn ?? 'create_dept',
    scopeType: rule.scopeType,
    scopeValue: rule.scopeValue ?? '',
  });
  const made = await ok(
    admin,
    `/api/blade-system/data-scope/list?current=1&size=10&scopeName=${encodeURIComponent(scopeName)}`,
  );
  assert.equal(made.records.length, 1);
  await ok(admin, '/api/blade-system/role/grant', {
    roleIds: [staffRole],
    menuIds: grantable,
    dataScopeIds: [made.records[0].id],
    apiScopeIds: [],
  });
}

before(async () => {
  app = await testApp();
  admin = client(app, await signIn(app));
  dept.root = (await ok(admin, '/api/blade-system/dept/tree'))[0].id;
  const addDept = async (deptName: string, parentId: string) => {
    await ok(admin, '/api/blade-system/dept/submit', {
      parentId,
      deptName,
      fullName: deptName,
      deptCategory: 2,
      sort: 1,
    });
    return flatten(await ok(admin, '/api/blade-system/dept/tree')).find((d) => d.title === deptName)!.id as string;
  };
  dept.a = await addDept('业务一部', dept.root);
  dept.a1 = await addDept('业务一部一组', dept.a);
  dept.b = await addDept('风险管理部', dept.root);

  await ok(admin, '/api/blade-system/role/submit', { parentId: '0', roleName: '员工', roleAlias: 'staff', sort: 2 });
  staffRole = flatten(await ok(admin, '/api/blade-system/role/tree')).find((r) => r.title === '员工')!.id;
  // the parameter screen and its buttons, and the user list
  const menus = flatten(await ok(admin, '/api/blade-system/menu/list'));
  grantable = menus
    .filter((m) => ['system', 'param', 'user', 'dept'].includes(m.code) || /^(param|user|dept)_/.test(m.code))
    .map((m) => String(m.id));
  await ok(admin, '/api/blade-system/role/grant', {
    roleIds: [staffRole],
    menuIds: grantable,
    dataScopeIds: [],
    apiScopeIds: [],
  });

  for (const [account, deptId] of [
    ['ua', dept.a],
    ['ua1', dept.a1],
    ['ub', dept.b],
  ] as const) {
    await ok(admin, '/api/blade-user/submit', {
      account,
      password: 'Secret-123',
      password2: 'Secret-123',
      name: account,
      realName: account,
      roleId: staffRole,
      deptId,
    });
    staff[account] = client(app, await signIn(app, account, 'Secret-123'));
    await ok(staff[account], '/api/blade-system/param/submit', {
      paramName: account,
      paramKey: paramKeyOf[account],
      paramValue: 'v',
    });
  }
});
after(() => app.close());

describe('data scopes', () => {
  test('without a rule a user sees every row of the tenant', async () => {
    assert.deepEqual(await visibleKeys(staff.ua), ['scope.ua', 'scope.ua1', 'scope.ub']);
  });

  test('所在机构可见: rows of the own department only', async () => {
    await grantDataScope({ scopeType: 3 });
    assert.deepEqual(await visibleKeys(staff.ua), ['scope.ua']);
    assert.deepEqual(await visibleKeys(staff.ub), ['scope.ub']);
    assert.deepEqual(await visibleKeys(admin), ['scope.ua', 'scope.ua1', 'scope.ub']);
  });

  test('所在机构及子级可见: the own department and those below it', async () => {
    await grantDataScope({ scopeType: 4 });
    assert.deepEqual(await visibleKeys(staff.ua), ['scope.ua', 'scope.ua1']);
    assert.deepEqual(await visibleKeys(staff.ua1), ['scope.ua1']);
  });

  test('本人可见: what the user created', async () => {
    await grantDataScope({ scopeType: 2 });
    assert.deepEqual(await visibleKeys(staff.ua), ['scope.ua']);
    assert.deepEqual(await visibleKeys(staff.ua1), ['scope.ua1']);
  });

  test('自定义: the departments listed in the rule', async () => {
    await grantDataScope({ scopeType: 5, scopeValue: `${dept.b}, not-an-id` });
    assert.deepEqual(await visibleKeys(staff.ua), ['scope.ub']);
  });

  test('a row outside the scope can be neither read, changed nor removed; its unique key still counts', async () => {
    await grantDataScope({ scopeType: 3 });
    const all = await ok(admin, '/api/blade-system/param/list?current=1&size=100');
    const ubParam = all.records.find((r: Node) => r.paramKey === 'scope.ub');
    assert.equal((await staff.ua.get(`/api/blade-system/param/detail?id=${ubParam.id}`)).status, 404);
    const edit = await staff.ua.post('/api/blade-system/param/submit', { ...ubParam, paramValue: 'changed' });
    assert.equal(edit.status, 404, JSON.stringify(edit.body));
    assert.equal((await staff.ua.post(`/api/blade-system/param/remove?ids=${ubParam.id}`)).status, 404);
    const dup = await staff.ua.post('/api/blade-system/param/submit', {
      paramName: 'x',
      paramKey: 'scope.ub',
      paramValue: 'v',
    });
    assert.equal(dup.status, 400);
    assert.match(dup.body.msg, /已存在/);
    const again = await ok(admin, `/api/blade-system/param/detail?id=${ubParam.id}`);
    assert.equal(again.paramValue, 'v');
  });

  test('a rule naming a column the resource lacks shows nothing rather than everything', async () => {
    await grantDataScope({ scopeType: 3, scopeColumn: 'no_such_column' });
    assert.deepEqual(await visibleKeys(staff.ua), []);
  });

  test('a comma-list column matches any of its ids: users of the own department (blade_user.dept_id)', async () => {
    await grantDataScope({ scopeType: 3, scopeColumn: 'dept_id', code: 'user' });
    const page = await ok(staff.ua, '/api/blade-user/page?current=1&size=100');
    assert.deepEqual(page.records.map((u: Node) => u.account).sort(), ['ua']);
    // the parameter screen is no longer limited: the rule names the user resource only
    assert.deepEqual(await visibleKeys(staff.ua), ['scope.ua', 'scope.ua1', 'scope.ub']);
  });
});

describe('upkeep beyond the scope', () => {
  test('moving a department rewrites the ancestors of descendants the mover cannot see', async () => {
    // 本人可见 on departments: the mover sees only the departments they created (a parent they cannot see is refused)
    await grantDataScope({ scopeType: 2, code: 'dept' });
    // the department named so, as the client sees it (undefined when outside its scope)
    const find = async (c: Client, name: string): Promise<Node> =>
      flatten(await ok(c, '/api/blade-system/dept/list')).find((d) => d.deptName === name) as Node;
    await ok(staff.ua, '/api/blade-system/dept/submit', {
      parentId: '0',
      deptName: '甲',
      fullName: '甲',
      deptCategory: 2,
      sort: 1,
    });
    await ok(staff.ua, '/api/blade-system/dept/submit', {
      parentId: '0',
      deptName: '乙',
      fullName: '乙',
      deptCategory: 2,
      sort: 2,
    });
    const jia = await find(staff.ua, '甲');
    const yi = await find(staff.ua, '乙');
    await ok(admin, '/api/blade-system/dept/submit', {
      parentId: jia.id,
      deptName: '甲下',
      fullName: '甲下',
      deptCategory: 3,
      sort: 1,
    });
    assert.equal(await find(staff.ua, '甲下'), undefined);

    await ok(staff.ua, '/api/blade-system/dept/submit', { ...jia, parentId: yi.id });
    const child = await find(admin, '甲下');
    assert.equal(child.ancestors, `0,${yi.id},${jia.id}`);
  });
});

describe('API scopes', () => {
  /** The staff role's grants as before, with these API scopes only. */
  const grantApiScopes = (apiScopeIds: string[]) =>
    ok(admin, '/api/blade-system/role/grant', {
      roleIds: [staffRole],
      menuIds: grantable,
      dataScopeIds: [],
      apiScopeIds,
    });

  test('a path some API scope names needs that scope; other paths and administrators are not limited', async () => {
    await grantApiScopes([]);
    const menu = flatten(await ok(admin, '/api/blade-system/menu/list')).find((m) => m.code === 'param');
    await ok(admin, '/api/blade-system/api-scope/submit', {
      menuId: menu?.id,
      resourceCode: 'param_list',
      scopeName: '参数列表',
      scopePath: '/blade-system/param/**',
      scopeType: 2,
    });
    const refused = await staff.ua.get('/api/blade-system/param/list?current=1&size=10');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.msg, '缺失接口权限,请联系管理员授权');
    assert.equal((await staff.ua.get('/api/blade-user/info')).status, 200);
    assert.equal((await admin.get('/api/blade-system/param/list?current=1&size=10')).status, 200);

    const scopes = await ok(admin, '/api/blade-system/api-scope/list?current=1&size=10');
    await grantApiScopes([scopes.records[0].id]);
    assert.equal((await staff.ua.get('/api/blade-system/param/list?current=1&size=10')).status, 200);
  });

  test('a scope on a list holds for its twins: page and export answer the same rows', async () => {
    const menu = flatten(await ok(admin, '/api/blade-system/menu/list')).find((m) => m.code === 'param');
    await ok(admin, '/api/blade-system/api-scope/submit', {
      menuId: menu?.id,
      resourceCode: 'param_page_only',
      scopeName: '参数分页',
      scopePath: '/blade-system/param/page',
      scopeType: 2,
    });
    // Only the scope on page names these paths now (the one over every parameter path, above, is removed).
    const all = await ok(admin, `/api/blade-system/api-scope/list?size=10&scopeName=${encodeURIComponent('参数列表')}`);
    await ok(admin, `/api/blade-system/api-scope/remove?ids=${all.records[0].id}`, {});
    await grantApiScopes([]);
    assert.notEqual((await staff.ua.get('/api/blade-system/param/detail?id=1')).status, 403, 'detail is no twin');
    for (const call of ['page', 'list', 'export'])
      assert.equal((await staff.ua.get(`/api/blade-system/param/${call}?current=1&size=10`)).status, 403, call);
  });

  test('paths match Ant-style: * one segment, ** any; /api may be left out; the query is ignored', () => {
    const m = apiPathMatcher('/blade-system/param/*');
    assert.ok(m('/api/blade-system/param/list?current=1'));
    assert.ok(!m('/api/blade-system/param/a/b'));
    assert.ok(apiPathMatcher('/api/blade-user/**')('/api/blade-user/a/b'));
    assert.ok(!apiPathMatcher('')('/api/blade-user/info'));
  });
});
