import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { hashPassword, md5 } from '../src/platform/auth/password';
import { systemContext } from '../src/platform/tenancy/context';
import { repos } from '../src/modules/system/repos';
import { initTenant } from '../src/modules/system/seed';
import { forest, nodeTree } from '../src/modules/system/tree';
import { type Client, client, signIn, testApp } from './helpers';

/**
 * Departments, posts, roles, menus, top menus and scopes (spec §7 "System administration"): trees, lazy levels,
 * ancestors, grants and what they let a user do, removal rules, bad input and tenant isolation.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

let app: FastifyInstance;
let admin: Client;
let rootDeptId: string;
let adminRoleId: string;

before(async () => {
  app = await testApp();
  admin = client(app, await signIn(app));
  const tree = await admin.get('/api/blade-system/dept/tree');
  rootDeptId = tree.data[0].id;
  const roles = await admin.get('/api/blade-system/role/tree');
  adminRoleId = roles.data[0].id;
});
after(() => app.close());

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Every node of the forest: children omitted when empty, never an empty list. */
function assertNoEmptyChildren(nodes: Node[]) {
  for (const n of flatten(nodes)) {
    if ('children' in n) assert.ok(Array.isArray(n.children) && n.children.length > 0, `empty children on ${n.id}`);
  }
}

async function submit(c: Client, url: string, body: unknown) {
  const res = await c.post(url, body);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res;
}

/** Finds a record by a field through a list call. */
async function menuByCode(code: string): Promise<Node> {
  const all = flatten((await admin.get('/api/blade-system/menu/list')).data);
  const m = all.find((x) => x.code === code);
  assert.ok(m, `menu ${code}`);
  return m;
}

async function createUser(tenantId: string, account: string, roleId: string, deptId: string, postId?: string) {
  const row = await repos.user.insert(app.appContext.database.owner, systemContext(tenantId), {
    account,
    password: await hashPassword(md5('x')),
    name: account,
    realName: account,
    roleId,
    deptId,
    postId: postId ?? null,
    userType: 1,
    sex: 3,
  });
  return String(row.id);
}

test('the tree builder: order kept, orphans as roots, leaves without children, cycles broken', () => {
  const rows = [
    { id: '1', parentId: '0', name: 'a' },
    { id: '2', parentId: '1', name: 'b' },
    { id: '3', parentId: '1', name: 'c' },
    { id: '4', parentId: '99', name: 'orphan' },
    { id: '5', parentId: '6', name: 'x' },
    { id: '6', parentId: '5', name: 'y' },
  ];
  const nodes = nodeTree(rows, 'name');
  assert.deepEqual(JSON.parse(JSON.stringify(nodes)), [
    {
      id: '1',
      parentId: '0',
      title: 'a',
      key: '1',
      value: '1',
      children: [
        { id: '2', parentId: '1', title: 'b', key: '2', value: '2' },
        { id: '3', parentId: '1', title: 'c', key: '3', value: '3' },
      ],
    },
    { id: '4', parentId: '99', title: 'orphan', key: '4', value: '4' },
    {
      id: '5',
      parentId: '6',
      title: 'x',
      key: '5',
      value: '5',
      children: [{ id: '6', parentId: '5', title: 'y', key: '6', value: '6' }],
    },
  ]);
  const withLeaves = forest(
    [
      { id: '1', parentId: '0', leaf: false },
      { id: '2', parentId: '1', leaf: true },
      { id: '3', parentId: '2', leaf: false },
    ],
    { leaf: (x) => x.leaf, hasChildren: true },
  );
  assert.equal(withLeaves[0].hasChildren, true);
  assert.ok(!('children' in withLeaves[0].children![0]) && !('hasChildren' in withLeaves[0].children![0]));
  assert.equal(withLeaves.length, 2); // what hangs under a leaf is shown on its own rather than lost
  assert.deepEqual(rows[0], { id: '1', parentId: '0', name: 'a' }); // inputs are not changed
});

describe('departments', () => {
  let a: string;
  let a1: string;
  let b: string;

  test('submit keeps ancestors; list is a tree table; tree and lazy calls', async () => {
    await submit(admin, '/api/blade-system/dept/submit', {
      parentId: rootDeptId,
      deptName: '业务部',
      fullName: '业务部全称',
      sort: 1,
    });
    let list = await admin.get('/api/blade-system/dept/list');
    a = flatten(list.data).find((d) => d.deptName === '业务部')!.id;
    await submit(admin, '/api/blade-system/dept/submit', {
      parentId: a,
      deptName: '一组',
      fullName: '业务一组',
      sort: 1,
    });
    list = await admin.get('/api/blade-system/dept/list');
    assert.equal(list.status, 200);
    assertNoEmptyChildren(list.data);
    assert.equal(list.data.length, 1);
    const root = list.data[0];
    assert.equal(root.id, rootDeptId);
    assert.equal(root.hasChildren, true);
    const depA = root.children.find((d: Node) => d.id === a);
    assert.equal(depA.ancestors, `0,${rootDeptId}`);
    assert.equal(depA.children.length, 1);
    const depA1 = depA.children[0];
    a1 = depA1.id;
    assert.equal(depA1.deptName, '一组');
    assert.equal(depA1.ancestors, `0,${rootDeptId},${a}`);
    assert.equal(depA1.hasChildren, false);
    assert.ok(!('children' in depA1));
    assert.ok(!('isDeleted' in depA1));

    // A search shows the matches, each as a root when its parent does not match.
    const found = await admin.get(`/api/blade-system/dept/list?deptName=${encodeURIComponent('一组')}`);
    assert.deepEqual(
      found.data.map((d: Node) => d.id),
      [a1],
    );
    const bad = await admin.get('/api/blade-system/dept/list?nope=1');
    assert.equal(bad.status, 400);

    // Node tree
    const tree = await admin.get('/api/blade-system/dept/tree');
    assertNoEmptyChildren(tree.data);
    const nA = tree.data[0].children.find((n: Node) => n.id === a);
    assert.deepEqual(Object.keys(nA).sort(), ['children', 'id', 'key', 'parentId', 'title', 'value']);
    assert.deepEqual(nA.children[0], { id: a1, parentId: a, title: '一组', key: a1, value: a1 });
    assert.equal(tree.data[0].parentId, '0');

    // Lazy levels
    const top = await admin.get('/api/blade-system/dept/lazy-list');
    assert.deepEqual(
      top.data.map((d: Node) => [d.id, d.hasChildren]),
      [[rootDeptId, true]],
    );
    assert.ok(!('children' in top.data[0]));
    const level = await admin.get(`/api/blade-system/dept/lazy-list?parentId=${a}`);
    assert.deepEqual(
      level.data.map((d: Node) => [d.id, d.hasChildren]),
      [[a1, false]],
    );
    const search = await admin.get(`/api/blade-system/dept/lazy-list?deptName=${encodeURIComponent('一组')}`);
    assert.deepEqual(
      search.data.map((d: Node) => d.id),
      [a1],
    );
    const lt = await admin.get(`/api/blade-system/dept/lazy-tree?parentId=${rootDeptId}`);
    assert.deepEqual(lt.data, [{ id: a, parentId: rootDeptId, title: '业务部', key: a, value: a, hasChildren: true }]);
    const ltTop = await admin.get('/api/blade-system/dept/lazy-tree');
    assert.deepEqual(
      ltTop.data.map((n: Node) => n.id),
      [rootDeptId],
    );
    assert.equal((await admin.get('/api/blade-system/dept/lazy-tree?parentId=x1')).status, 400);

    const detail = await admin.get(`/api/blade-system/dept/detail?id=${a1}`);
    assert.equal(detail.data.fullName, '业务一组');
  });

  test('tree calls refuse another tenant id', async () => {
    assert.equal((await admin.get('/api/blade-system/dept/tree?tenantId=000000')).status, 200);
    const other = await admin.get('/api/blade-system/dept/tree?tenantId=100009');
    assert.equal(other.status, 403);
    assert.equal(other.body.success, false);
    assert.equal((await admin.get('/api/blade-system/dept/lazy-tree?tenantId=100009')).status, 403);
    assert.equal((await admin.get('/api/blade-system/dept/list?tenantId=100009')).status, 403);
  });

  test('moving a department rewrites its and its descendants’ ancestors; cycles are refused', async () => {
    await submit(admin, '/api/blade-system/dept/submit', {
      parentId: rootDeptId,
      deptName: '财务部',
      fullName: '财务部',
      sort: 2,
    });
    b = flatten((await admin.get('/api/blade-system/dept/list')).data).find((d) => d.deptName === '财务部')!.id;
    await submit(admin, '/api/blade-system/dept/submit', { id: a, parentId: b });
    const all = flatten((await admin.get('/api/blade-system/dept/list')).data);
    assert.equal(all.find((d) => d.id === a)!.ancestors, `0,${rootDeptId},${b}`);
    assert.equal(all.find((d) => d.id === a1)!.ancestors, `0,${rootDeptId},${b},${a}`);

    const self = await admin.post('/api/blade-system/dept/submit', { id: b, parentId: b });
    assert.equal(self.status, 400);
    assert.match(self.body.msg, /自身/);
    assert.equal(self.body.data.errors[0].field, 'parentId');
    const cycle = await admin.post('/api/blade-system/dept/submit', { id: b, parentId: a1 });
    assert.equal(cycle.status, 400);
    assert.match(cycle.body.msg, /子节点/);
    const unknown = await admin.post('/api/blade-system/dept/submit', {
      parentId: '123456789',
      deptName: 'x',
      fullName: 'x',
      sort: 1,
    });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.msg, /不存在/);
    assert.equal(unknown.body.data.errors[0].field, 'parentId');
    const notId = await admin.post('/api/blade-system/dept/submit', {
      parentId: 'abc',
      deptName: 'x',
      fullName: 'x',
      sort: 1,
    });
    assert.equal(notId.status, 400);
    assert.equal(notId.body.data.errors[0].field, 'parentId');
    const missing = await admin.post('/api/blade-system/dept/submit', { parentId: rootDeptId });
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /请输入机构名称/);
  });

  test('remove refuses departments with children or users', async () => {
    const withKids = await admin.post(`/api/blade-system/dept/remove?ids=${b}`);
    assert.equal(withKids.status, 400);
    assert.equal(withKids.body.msg, '请先删除子节点!');
    await createUser('000000', 'dept_user', adminRoleId, `${rootDeptId},${a1}`);
    const withUsers = await admin.post(`/api/blade-system/dept/remove?ids=${a1}`);
    assert.equal(withUsers.status, 400);
    assert.match(withUsers.body.msg, /仍有用户.*一组/);
    assert.equal((await admin.post('/api/blade-system/dept/remove?ids=abc')).status, 400);
    assert.equal((await admin.post('/api/blade-system/dept/remove')).status, 400);
    assert.equal((await admin.post('/api/blade-system/dept/remove?ids=123456789')).status, 404);
    // A whole branch may go at once when no user belongs to it.
    await submit(admin, '/api/blade-system/dept/submit', {
      parentId: b,
      deptName: '空部门',
      fullName: '空部门',
      sort: 1,
    });
    const empty = flatten((await admin.get('/api/blade-system/dept/list')).data).find((d) => d.deptName === '空部门')!;
    const partial = await admin.post(`/api/blade-system/dept/remove?ids=${a}`);
    assert.equal(partial.status, 400);
    await submit(admin, '/api/blade-system/dept/submit', {
      parentId: rootDeptId,
      deptName: '临时',
      fullName: '临时',
      sort: 3,
    });
    const temp = flatten((await admin.get('/api/blade-system/dept/list')).data).find((d) => d.deptName === '临时')!;
    await submit(admin, '/api/blade-system/dept/submit', { id: empty.id, parentId: temp.id });
    await submit(admin, `/api/blade-system/dept/remove?ids=${temp.id},${empty.id}`, {});
    const after = flatten((await admin.get('/api/blade-system/dept/list')).data).map((d) => d.id);
    assert.ok(!after.includes(temp.id) && !after.includes(empty.id));
  });
});

describe('posts', () => {
  test('paged list, select, detail, submit, remove', async () => {
    const page = await admin.get('/api/blade-system/post/list?current=1&size=2');
    assert.equal(page.status, 200);
    assert.equal(page.data.total, 4);
    assert.equal(page.data.records.length, 2);
    const sel = await admin.get('/api/blade-system/post/select?tenantId=000000');
    assert.equal(sel.data.length, 4);
    assert.deepEqual(
      sel.data.map((p: Node) => p.postCode),
      ['ceo', 'risk', 'am', 'finance'],
    );
    assert.equal((await admin.get('/api/blade-system/post/select?tenantId=100009')).status, 403);
    await submit(admin, '/api/blade-system/post/submit', { category: 4, postCode: 'tmp', postName: '临时岗', sort: 9 });
    const tmp = (await admin.get('/api/blade-system/post/select')).data.find((p: Node) => p.postCode === 'tmp');
    assert.equal((await admin.get(`/api/blade-system/post/detail?id=${tmp.id}`)).data.postName, '临时岗');
    const dup = await admin.post('/api/blade-system/post/submit', { category: 4, postCode: 'tmp', postName: 'x' });
    assert.equal(dup.status, 400);
    const risk = sel.data.find((p: Node) => p.postCode === 'risk');
    await createUser('000000', 'post_user', adminRoleId, rootDeptId, risk.id);
    const used = await admin.post(`/api/blade-system/post/remove?ids=${risk.id}`);
    assert.equal(used.status, 400);
    assert.match(used.body.msg, /仍有用户.*风控经理/);
    await submit(admin, `/api/blade-system/post/remove?ids=${tmp.id}`, {});
    assert.equal((await admin.get(`/api/blade-system/post/detail?id=${tmp.id}`)).status, 404);
  });
});

describe('roles, grants and what they allow', () => {
  let r1: string;
  let r2: string;
  let r3: string;
  let dsId: string;
  let asId: string;
  let user: Client;

  const roleId = async (name: string) =>
    flatten((await admin.get('/api/blade-system/role/list')).data).find((r) => r.roleName === name)!.id as string;

  test('roles form a tree table, a node tree, and a tree without one branch', async () => {
    await submit(admin, '/api/blade-system/role/submit', { roleName: '业务', roleAlias: 'biz', sort: 2 });
    r1 = await roleId('业务');
    await submit(admin, '/api/blade-system/role/submit', {
      parentId: r1,
      roleName: '客户经理',
      roleAlias: 'am',
      sort: 1,
    });
    r2 = await roleId('客户经理');
    await submit(admin, '/api/blade-system/role/submit', {
      parentId: r2,
      roleName: '助理',
      roleAlias: 'assistant',
      sort: 1,
    });
    r3 = await roleId('助理');

    const list = await admin.get('/api/blade-system/role/list');
    assertNoEmptyChildren(list.data);
    assert.deepEqual(
      list.data.map((r: Node) => r.roleAlias),
      ['administrator', 'biz'],
    );
    assert.equal(list.data[1].children[0].children[0].id, r3);
    assert.ok(!('children' in list.data[0]));
    assert.equal(list.data[0].hasChildren, false);
    const byAlias = await admin.get('/api/blade-system/role/list?roleAlias=am');
    assert.deepEqual(
      byAlias.data.map((r: Node) => r.id),
      [r2],
    );

    const tree = await admin.get('/api/blade-system/role/tree?tenantId=000000');
    assertNoEmptyChildren(tree.data);
    assert.deepEqual(tree.data[0], {
      id: adminRoleId,
      parentId: '0',
      title: '超级管理员',
      key: adminRoleId,
      value: adminRoleId,
    });
    assert.equal(tree.data[1].children[0].children[0].title, '助理');
    assert.equal((await admin.get('/api/blade-system/role/tree?tenantId=100009')).status, 403);

    const without = await admin.get(`/api/blade-system/role/tree-by-id?roleId=${r2}`);
    assert.deepEqual(
      flatten(without.data).map((n) => n.id),
      [adminRoleId, r1],
    );
    assert.ok(!('children' in without.data[1]));
    assert.equal((await admin.get('/api/blade-system/role/tree-by-id')).status, 400);
    assert.equal((await admin.get('/api/blade-system/role/tree-by-id?roleId=abc')).status, 400);
    assert.equal((await admin.get('/api/blade-system/role/tree-by-id?roleId=123456789')).status, 404);

    const cycle = await admin.post('/api/blade-system/role/submit', { id: r1, parentId: r3 });
    assert.equal(cycle.status, 400);
    assert.equal(cycle.body.data.errors[0].field, 'parentId');
    const alias = await admin.post('/api/blade-system/role/submit', { id: adminRoleId, roleAlias: 'boss' });
    assert.equal(alias.status, 400);
    assert.equal(alias.body.data.errors[0].field, 'roleAlias');
  });

  test('grant replaces grants; role-tree-keys reads them back; bad input is refused', async () => {
    const system = await menuByCode('system');
    const param = await menuByCode('param');
    const paramView = await menuByCode('param_view');
    await submit(admin, '/api/blade-system/data-scope/submit', {
      menuId: param.id,
      resourceCode: 'param_own',
      scopeName: '本人参数',
      scopeType: 2,
    });
    await submit(admin, '/api/blade-system/api-scope/submit', {
      menuId: param.id,
      resourceCode: 'param_api',
      scopeName: '参数接口',
      scopePath: '/api/blade-system/param/**',
    });
    dsId = (await admin.get(`/api/blade-system/data-scope/list?menuId=${param.id}`)).data.records[0].id;
    asId = (await admin.get(`/api/blade-system/api-scope/list?menuId=${param.id}`)).data.records[0].id;

    // A first grant, then a replacing one.
    await submit(admin, '/api/blade-system/role/grant', {
      roleIds: [r3],
      menuIds: [(await menuByCode('user')).id],
      dataScopeIds: [],
      apiScopeIds: [],
    });
    await submit(admin, '/api/blade-system/role/grant', {
      roleIds: `${r3}`,
      menuIds: `${system.id},${param.id},${paramView.id}`,
      dataScopeIds: [dsId],
      apiScopeIds: asId,
    });
    const keys = await admin.get(`/api/blade-system/menu/role-tree-keys?roleIds=${r3}`);
    assert.equal(keys.status, 200);
    assert.deepEqual([...keys.data.menu].sort(), [system.id, param.id, paramView.id].sort());
    assert.deepEqual(keys.data.dataScope, [dsId]);
    assert.deepEqual(keys.data.apiScope, [asId]);
    const none = await admin.get(`/api/blade-system/menu/role-tree-keys?roleIds=${r1}`);
    assert.deepEqual(none.data, { menu: [], dataScope: [], apiScope: [] });

    const cases: [unknown, number, RegExp][] = [
      [{ menuIds: [param.id] }, 400, /^请选择角色$/],
      [{ roleIds: [], menuIds: [param.id] }, 400, /^请选择角色$/],
      [{ roleIds: 'x,1' }, 400, /^角色: 必须是以逗号分隔的 ID 列表$/],
      [{ roleIds: [r3], menuIds: ['12a'] }, 400, /^菜单: 必须是以逗号分隔的 ID 列表$/],
      [{ roleIds: [r3], menuIds: { a: 1 } }, 400, /^菜单: 必须是以逗号分隔的 ID 列表$/],
      [{ roleIds: [r3], menuIds: ['123456789'] }, 400, /^菜单不存在: 123456789/],
      [{ roleIds: [r3], dataScopeIds: ['123456789'] }, 400, /^数据权限不存在/],
      [{ roleIds: [r3], apiScopeIds: [dsId] }, 400, /^接口权限不存在/],
      [{ roleIds: ['123456789'] }, 404, /^角色不存在: 123456789/],
    ];
    for (const [body, status, msg] of cases) {
      const res = await admin.post('/api/blade-system/role/grant', body);
      assert.equal(res.status, status, JSON.stringify(body));
      assert.match(res.body.msg, msg);
    }
    // Nothing of the refused grants was written.
    const still = await admin.get(`/api/blade-system/menu/role-tree-keys?roleIds=${r3}`);
    assert.deepEqual(still.data, keys.data);
    assert.equal((await admin.get('/api/blade-system/menu/role-tree-keys')).status, 400);
    assert.equal((await admin.get('/api/blade-system/menu/role-tree-keys?roleIds=123456789')).status, 404);
  });

  test('a user with the role gets exactly its buttons and routes, and is refused the rest', async () => {
    await createUser('000000', 'assistant1', r3, rootDeptId);
    user = client(app, await signIn(app, 'assistant1', 'x'));
    const buttons = await user.get('/api/blade-system/menu/buttons');
    assert.equal(buttons.status, 200);
    assert.equal(buttons.data.length, 1);
    const [param] = buttons.data;
    assert.equal(param.code, 'param');
    assert.equal(param.children.length, 1);
    assert.equal(param.children[0].code, 'param_view');
    assert.ok(!('children' in param.children[0]));
    const codes = flatten(buttons.data)
      .filter((n) => n.category === 2)
      .map((n) => n.code);
    assert.deepEqual(codes, ['param_view']);

    const routes = await user.get('/api/blade-system/menu/routes');
    assertNoEmptyChildren(routes.data);
    assert.deepEqual(
      routes.data.map((m: Node) => m.code),
      ['system'],
    );
    const paramRoute = routes.data[0].children[0];
    assert.deepEqual(Object.keys(paramRoute).sort(), [
      'action',
      'alias',
      'category',
      'code',
      'id',
      'isOpen',
      'name',
      'nameEn',
      'parentId',
      'path',
      'sort',
      'source',
    ]);
    assert.equal(paramRoute.path, '/system/param');

    assert.equal((await user.get('/api/blade-system/param/list')).status, 200);
    const refused = await user.post('/api/blade-system/param/submit', {
      paramName: 'n',
      paramKey: 'k2',
      paramValue: 'v',
    });
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /param_add/);
    assert.equal((await user.get('/api/blade-system/dept/list')).status, 403);
    assert.equal((await user.post('/api/blade-system/role/grant', { roleIds: [r3] })).status, 403);

    // A new grant applies at once (cached permissions are dropped).
    const add = await menuByCode('param_add');
    const keys = (await admin.get(`/api/blade-system/menu/role-tree-keys?roleIds=${r3}`)).data;
    await submit(admin, '/api/blade-system/role/grant', {
      roleIds: [r3],
      menuIds: [...keys.menu, add.id],
      dataScopeIds: keys.dataScope,
      apiScopeIds: keys.apiScope,
    });
    const allowed = await user.post('/api/blade-system/param/submit', {
      paramName: 'n',
      paramKey: 'k2',
      paramValue: 'v',
    });
    assert.equal(allowed.status, 200, JSON.stringify(allowed.body));
    const codes2 = flatten((await user.get('/api/blade-system/menu/buttons')).data)
      .filter((n) => n.category === 2)
      .map((n) => n.code)
      .sort();
    assert.deepEqual(codes2, ['param_add', 'param_view']);

    // Menus are platform-wide: changing a button's code changes what everyone holds, at once.
    await submit(admin, '/api/blade-system/menu/submit', { id: add.id, code: 'param_add_renamed' });
    const gone = await user.post('/api/blade-system/param/submit', { paramName: 'n', paramKey: 'k3', paramValue: 'v' });
    assert.equal(gone.status, 403);
    await submit(admin, '/api/blade-system/menu/submit', { id: add.id, code: 'param_add' });
    const back = await user.post('/api/blade-system/param/submit', { paramName: 'n', paramKey: 'k3', paramValue: 'v' });
    assert.equal(back.status, 200);
  });

  test('remove refuses the administrator role, roles with children and roles still assigned', async () => {
    const adminRemove = await admin.post(`/api/blade-system/role/remove?ids=${adminRoleId}`);
    assert.equal(adminRemove.status, 400);
    assert.match(adminRemove.body.msg, /不可删除租户管理员角色/);
    const withKids = await admin.post(`/api/blade-system/role/remove?ids=${r1}`);
    assert.equal(withKids.status, 400);
    assert.equal(withKids.body.msg, '请先删除子节点!');
    const assigned = await admin.post(`/api/blade-system/role/remove?ids=${r3}`);
    assert.equal(assigned.status, 400);
    assert.match(assigned.body.msg, /仍有用户.*助理/);
    // r2 with r3 is refused too while a user holds r3; r1 with all of its branch minus r3 as well.
    assert.equal((await admin.post(`/api/blade-system/role/remove?ids=${r1},${r2}`)).status, 400);
    await submit(admin, '/api/blade-system/role/submit', {
      parentId: r1,
      roleName: '临时角色',
      roleAlias: 'tmp',
      sort: 5,
    });
    const tmp = await roleId('临时角色');
    await submit(admin, '/api/blade-system/role/grant', { roleIds: [tmp], menuIds: [(await menuByCode('post')).id] });
    await submit(admin, `/api/blade-system/role/remove?ids=${tmp}`, {});
    assert.equal((await admin.get(`/api/blade-system/menu/role-tree-keys?roleIds=${tmp}`)).status, 404);
  });

  test('grant-tree shows menus with buttons, and menus with their scopes as leaves', async () => {
    const res = await admin.get('/api/blade-system/menu/grant-tree');
    assert.equal(res.status, 200);
    for (const k of ['menu', 'dataScope', 'apiScope']) assertNoEmptyChildren(res.data[k]);
    const menuNodes = flatten(res.data.menu);
    const param = await menuByCode('param');
    const paramNode = menuNodes.find((n) => n.id === param.id)!;
    assert.ok(paramNode.children.some((n: Node) => n.title === '查看'));
    const dsParam = flatten(res.data.dataScope).find((n) => n.id === param.id)!;
    assert.deepEqual(dsParam.children, [{ id: dsId, parentId: param.id, title: '本人参数', key: dsId, value: dsId }]);
    const apiParam = flatten(res.data.apiScope).find((n) => n.id === param.id)!;
    assert.deepEqual(
      apiParam.children.map((n: Node) => n.id),
      [asId],
    );
    // Scope trees carry menus, not buttons.
    const paramView = await menuByCode('param_view');
    assert.ok(!flatten(res.data.dataScope).some((n) => n.id === paramView.id));
    assert.equal((await user.get('/api/blade-system/menu/grant-tree')).status, 403);
  });
});

describe('menus', () => {
  test('tree tables, lazy levels, node tree', async () => {
    const list = await admin.get('/api/blade-system/menu/list');
    assert.equal(list.status, 200);
    assertNoEmptyChildren(list.data);
    // other areas add their own top-level menus; the system ones come in their order
    assert.deepEqual(
      list.data.map((m: Node) => m.code).filter((c: string) => c === 'system' || c === 'authority'),
      ['system', 'authority'],
    );
    const param = flatten(list.data).find((m) => m.code === 'param')!;
    assert.equal(param.hasChildren, true);
    const paramView = param.children.find((b: Node) => b.code === 'param_view');
    assert.equal(paramView.category, 2);
    assert.ok(!('children' in paramView));

    const byName = await admin.get(`/api/blade-system/menu/list?name=${encodeURIComponent('参数管理')}`);
    assert.deepEqual(
      byName.data.map((m: Node) => [m.code, 'children' in m]),
      [['param', false]],
    );
    const byCode = await admin.get('/api/blade-system/menu/list?code_equal=param_view');
    assert.deepEqual(
      byCode.data.map((m: Node) => m.code),
      ['param_view'],
    );

    const menuList = await admin.get('/api/blade-system/menu/menu-list');
    assert.ok(flatten(menuList.data).every((m) => m.category === 1));
    assert.ok(flatten(menuList.data).some((m) => m.code === 'param'));
    const paramInMenus = flatten(menuList.data).find((m) => m.code === 'param')!;
    assert.ok(!('children' in paramInMenus));
    assert.equal(paramInMenus.hasChildren, false);

    const top = await admin.get('/api/blade-system/menu/lazy-list');
    assert.deepEqual(
      top.data.map((m: Node) => [m.code, m.hasChildren]).filter(([c]: [string]) => c === 'system' || c === 'authority'),
      [
        ['system', true],
        ['authority', true],
      ],
    );
    const buttons = await admin.get(`/api/blade-system/menu/lazy-list?parentId=${param.id}`);
    assert.deepEqual(
      buttons.data.map((m: Node) => [m.code, m.hasChildren]),
      [
        ['param_add', false],
        ['param_edit', false],
        ['param_delete', false],
        ['param_view', false],
        ['param_export', false],
      ],
    );
    const system = top.data.find((m: Node) => m.code === 'system');
    const lazyMenus = await admin.get(`/api/blade-system/menu/lazy-menu-list?parentId=${system.id}`);
    assert.ok(lazyMenus.data.every((m: Node) => m.category === 1 && m.hasChildren === false));
    assert.ok(lazyMenus.data.some((m: Node) => m.code === 'param'));
    assert.equal((await admin.get('/api/blade-system/menu/lazy-list?parentId=zz')).status, 400);

    const tree = await admin.get('/api/blade-system/menu/tree');
    assertNoEmptyChildren(tree.data);
    const nodes = flatten(tree.data);
    assert.ok(nodes.some((n) => n.id === param.id && n.title === '参数管理' && !('children' in n)));
    assert.ok(!nodes.some((n) => n.id === paramView.id));

    const detail = await admin.get(`/api/blade-system/menu/detail?id=${param.id}`);
    assert.equal(detail.data.path, '/system/param');
  });

  test('writes check the parent and shape, refuse removals with children or scopes, and apply at once', async () => {
    const system = await menuByCode('system');
    await submit(admin, '/api/blade-system/menu/submit', {
      parentId: system.id,
      code: 'demo',
      name: '演示',
      path: '/system/demo',
      category: 1,
      sort: 50,
    });
    const demo = await menuByCode('demo');
    await submit(admin, '/api/blade-system/menu/submit', {
      parentId: demo.id,
      code: 'demo_go',
      name: '执行',
      category: 2,
      action: 1,
      sort: 1,
    });
    const go = await menuByCode('demo_go');
    // The super administrator sees new buttons at once.
    const codes = flatten((await admin.get('/api/blade-system/menu/buttons')).data).map((n) => n.code);
    assert.ok(codes.includes('demo_go'));

    const rootButton = await admin.post('/api/blade-system/menu/submit', {
      code: 'b0',
      name: 'b',
      category: 2,
      sort: 1,
    });
    assert.equal(rootButton.status, 400);
    assert.equal(rootButton.body.data.errors[0].field, 'parentId');
    const underButton = await admin.post('/api/blade-system/menu/submit', {
      parentId: go.id,
      code: 'b1',
      name: 'b',
      category: 1,
      sort: 1,
    });
    assert.equal(underButton.status, 400);
    const toButton = await admin.post('/api/blade-system/menu/submit', { id: demo.id, category: 2 });
    assert.equal(toButton.status, 400);
    assert.equal(toButton.body.data.errors[0].field, 'category');
    const selfParent = await admin.post('/api/blade-system/menu/submit', { id: demo.id, parentId: demo.id });
    assert.equal(selfParent.status, 400);
    const dupCode = await admin.post('/api/blade-system/menu/submit', {
      parentId: system.id,
      code: 'demo',
      name: 'x',
      sort: 1,
    });
    assert.equal(dupCode.status, 400);

    const withKids = await admin.post(`/api/blade-system/menu/remove?ids=${demo.id}`);
    assert.equal(withKids.status, 400);
    assert.equal(withKids.body.msg, '请先删除子节点!');
    const param = await menuByCode('param');
    const withScopes = await admin.post(`/api/blade-system/menu/remove?ids=${param.id}`);
    assert.equal(withScopes.status, 400);
    await submit(admin, `/api/blade-system/menu/remove?ids=${demo.id},${go.id}`, {});
    assert.equal((await admin.get(`/api/blade-system/menu/detail?id=${demo.id}`)).status, 404);
  });

  test('top menus: grant, keys, routes under a top menu', async () => {
    await submit(admin, '/api/blade-system/topmenu/submit', { code: 'biz', name: '业务', sort: 1 });
    await submit(admin, '/api/blade-system/topmenu/submit', { code: 'sys', name: '系统', sort: 2 });
    // a top menu with nothing the user can see is not offered
    assert.deepEqual((await admin.get('/api/blade-system/menu/top-menu')).data, []);
    const tops = await admin.get('/api/blade-system/topmenu/list?current=1&size=10&ascs=sort');
    assert.deepEqual(
      tops.data.records.map((t: Node) => t.code),
      ['biz', 'sys'],
    );
    const [biz, sys] = tops.data.records;
    const param = await menuByCode('param');
    const role = await menuByCode('role');
    await submit(admin, '/api/blade-system/topmenu/grant', { topMenuIds: [biz.id], menuIds: [param.id] });
    await submit(admin, '/api/blade-system/topmenu/grant', { topMenuIds: `${sys.id}`, menuIds: `${role.id}` });
    assert.deepEqual(
      (await admin.get('/api/blade-system/menu/top-menu')).data.map((t: Node) => t.code),
      ['biz', 'sys'],
    );
    const keys = await admin.get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${biz.id}`);
    assert.deepEqual(keys.data, { menu: [param.id] });
    const both = await admin.get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${biz.id},${sys.id}`);
    assert.deepEqual(both.data.menu.sort(), [param.id, role.id].sort());

    const routes = await admin.get(`/api/blade-system/menu/routes?topMenuId=${biz.id}`);
    assert.deepEqual(
      flatten(routes.data).map((m) => m.code),
      ['system', 'param'],
    );
    const all = await admin.get('/api/blade-system/menu/routes');
    assert.ok(flatten(all.data).length > 5);
    assert.ok(flatten(all.data).every((m) => m.category === 1));
    assert.equal((await admin.get('/api/blade-system/menu/routes?topMenuId=abc')).status, 400);
    assert.equal((await admin.get('/api/blade-system/menu/routes?topMenuId=123456789')).status, 404);

    const topTree = await admin.get('/api/blade-system/menu/grant-top-tree');
    assertNoEmptyChildren(topTree.data);
    assert.ok(flatten(topTree.data).some((n) => n.id === param.id));
    assert.ok(!flatten(topTree.data).some((n) => n.title === '查看'));

    const paramView = await menuByCode('param_view');
    const button = await admin.post('/api/blade-system/topmenu/grant', {
      topMenuIds: [biz.id],
      menuIds: [paramView.id],
    });
    assert.equal(button.status, 400);
    assert.match(button.body.msg, /^按钮不能配置到顶部菜单/);
    const unknownMenu = await admin.post('/api/blade-system/topmenu/grant', {
      topMenuIds: [biz.id],
      menuIds: ['123456789'],
    });
    assert.equal(unknownMenu.status, 400);
    const unknownTop = await admin.post('/api/blade-system/topmenu/grant', {
      topMenuIds: ['123456789'],
      menuIds: [param.id],
    });
    assert.equal(unknownTop.status, 404);
    const missing = await admin.post('/api/blade-system/topmenu/grant', { menuIds: [param.id] });
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /^请选择顶部菜单$/);
    assert.deepEqual((await admin.get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${biz.id}`)).data, keys.data);

    // Clearing a top menu's menus, then removing it.
    await submit(admin, '/api/blade-system/topmenu/grant', { topMenuIds: [sys.id], menuIds: [] });
    assert.deepEqual((await admin.get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${sys.id}`)).data, { menu: [] });
    await submit(admin, `/api/blade-system/topmenu/remove?ids=${sys.id}`, {});
    assert.equal((await admin.get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${sys.id}`)).status, 404);
    assert.equal((await admin.get(`/api/blade-system/topmenu/detail?id=${biz.id}`)).data.name, '业务');
  });
});

describe('data and API scopes', () => {
  test('menuId must name a menu; lists filter by menu exactly', async () => {
    const post = await menuByCode('post');
    const user = await menuByCode('user');
    for (const kind of ['data-scope', 'api-scope']) {
      const base = {
        resourceCode: `${kind}_post`,
        scopeName: `${kind} post`,
        scopeType: 1,
        scopePath: '/api/blade-system/post/**',
      };
      const unknown = await admin.post(`/api/blade-system/${kind}/submit`, { ...base, menuId: '123456789' });
      assert.equal(unknown.status, 400);
      assert.match(unknown.body.msg, /^菜单不存在/);
      assert.equal(unknown.body.data.errors[0].field, 'menuId');
      const notId = await admin.post(`/api/blade-system/${kind}/submit`, { ...base, menuId: 'abc' });
      assert.equal(notId.status, 400);
      assert.equal(notId.body.data.errors[0].field, 'menuId');
      const missing = await admin.post(`/api/blade-system/${kind}/submit`, { ...base });
      assert.equal(missing.status, 400);
      assert.match(missing.body.msg, /请选择菜单/);
      await submit(admin, `/api/blade-system/${kind}/submit`, { ...base, menuId: post.id });
      const list = await admin.get(`/api/blade-system/${kind}/list?menuId=${post.id}`);
      assert.equal(list.data.total, 1);
      const id = list.data.records[0].id;
      assert.equal((await admin.get(`/api/blade-system/${kind}/list?menuId=${user.id}`)).data.total, 0);
      assert.equal((await admin.get(`/api/blade-system/${kind}/list?menuId=x`)).status, 400);
      const moved = await admin.post(`/api/blade-system/${kind}/submit`, { id, menuId: '123456789' });
      assert.equal(moved.status, 400);
      await submit(admin, `/api/blade-system/${kind}/submit`, { id, menuId: user.id });
      assert.equal((await admin.get(`/api/blade-system/${kind}/detail?id=${id}`)).data.menuId, user.id);
      await submit(admin, `/api/blade-system/${kind}/remove?ids=${id}`, {});
      assert.equal((await admin.get(`/api/blade-system/${kind}/list?menuId=${user.id}`)).data.total, 0);
    }
  });
});

describe('tenant isolation', () => {
  let t2: Client;

  before(async () => {
    const db = app.appContext.database.owner;
    await db.transaction(async (tx) => {
      await repos.tenant.insert(tx, systemContext('000000'), {
        tenantId: '100001',
        tenantName: '第二租户',
        linkman: 'admin',
        accountNumber: -1,
      });
      await initTenant(tx, '100001', { roleName: '租户管理员', deptName: '第二公司', userName: '管理员' });
    });
    t2 = client(app, await signIn(app, 'admin', 'admin', '100001'));
  });

  test('tree and list calls show only the tenant’s own records', async () => {
    const depts = await t2.get('/api/blade-system/dept/tree');
    assert.equal(depts.status, 200);
    assert.deepEqual(
      flatten(depts.data).map((n) => n.title),
      ['第二公司'],
    );
    const deptList = await t2.get('/api/blade-system/dept/list');
    assert.deepEqual(
      flatten(deptList.data).map((d) => d.deptName),
      ['第二公司'],
    );
    const lazy = await t2.get(`/api/blade-system/dept/lazy-list?parentId=${rootDeptId}`);
    assert.deepEqual(lazy.data, []);
    assert.deepEqual((await t2.get(`/api/blade-system/dept/lazy-tree?parentId=${rootDeptId}`)).data, []);
    assert.equal((await t2.get(`/api/blade-system/dept/detail?id=${rootDeptId}`)).status, 404);
    assert.equal((await t2.get('/api/blade-system/dept/tree?tenantId=000000')).status, 403);
    assert.equal((await admin.get('/api/blade-system/dept/tree?tenantId=100001')).status, 403);
    const foreignParent = await t2.post('/api/blade-system/dept/submit', {
      parentId: rootDeptId,
      deptName: 'x',
      fullName: 'x',
      sort: 1,
    });
    assert.equal(foreignParent.status, 400);

    const roles = await t2.get('/api/blade-system/role/tree');
    assert.deepEqual(
      flatten(roles.data).map((n) => n.title),
      ['租户管理员'],
    );
    const roleList = await t2.get('/api/blade-system/role/list');
    assert.deepEqual(
      flatten(roleList.data).map((r) => r.roleAlias),
      ['administrator'],
    );
    assert.equal((await t2.get(`/api/blade-system/role/tree-by-id?roleId=${adminRoleId}`)).status, 404);
    assert.equal((await t2.get(`/api/blade-system/menu/role-tree-keys?roleIds=${adminRoleId}`)).status, 404);
    assert.deepEqual((await t2.get('/api/blade-system/post/select')).data, []);
    assert.deepEqual((await t2.get('/api/blade-system/menu/top-menu')).data, []);
    assert.equal((await t2.get('/api/blade-system/menu/routes?topMenuId=1')).status, 404);
  });

  test('menus are the platform’s: reads of the management calls and every write are refused', async () => {
    const param = await menuByCode('param');
    assert.equal((await t2.get('/api/blade-system/menu/list')).status, 403);
    assert.equal((await t2.get('/api/blade-system/menu/tree')).status, 403);
    assert.equal((await t2.get('/api/blade-system/menu/lazy-list')).status, 403);
    const add = await t2.post('/api/blade-system/menu/submit', { code: 't2', name: 't2', category: 1, sort: 1 });
    assert.equal(add.status, 403);
    assert.equal((await t2.post('/api/blade-system/menu/submit', { id: param.id, name: 'x' })).status, 403);
    assert.equal((await t2.post(`/api/blade-system/menu/remove?ids=${param.id}`)).status, 403);
    assert.equal((await t2.post('/api/blade-system/data-scope/submit', { menuId: param.id })).status, 403);
    assert.equal((await admin.get(`/api/blade-system/menu/detail?id=${param.id}`)).data.name, '参数管理');
  });

  test('a tenant grants only what its administrator holds', async () => {
    const tree = await t2.get('/api/blade-system/menu/grant-tree');
    assert.equal(tree.status, 200);
    const ids = new Set(flatten(tree.data.menu).map((n) => n.id));
    const param = await menuByCode('param');
    const tenantMenu = await menuByCode('tenant');
    const menuMenu = await menuByCode('menu');
    assert.ok(ids.has(param.id));
    assert.ok(!ids.has(tenantMenu.id) && !ids.has(menuMenu.id));
    const topTree = new Set(flatten((await t2.get('/api/blade-system/menu/grant-top-tree')).data).map((n) => n.id));
    assert.ok(topTree.has(param.id) && !topTree.has(tenantMenu.id));

    // The tenant's own routes and buttons come from its grants, without the platform's screens.
    const routes = flatten((await t2.get('/api/blade-system/menu/routes')).data).map((m) => m.code);
    assert.ok(routes.includes('param') && routes.includes('role'));
    assert.ok(!routes.includes('menu') && !routes.includes('tenant'));
    const buttons = flatten((await t2.get('/api/blade-system/menu/buttons')).data).map((m) => m.code);
    assert.ok(buttons.includes('role_grant'));
    assert.ok(!buttons.includes('menu_add'));

    await submit(t2, '/api/blade-system/role/submit', { roleName: '员工', roleAlias: 'staff', sort: 2 });
    const staff = flatten((await t2.get('/api/blade-system/role/list')).data).find((r) => r.roleAlias === 'staff')!;
    const refused = await t2.post('/api/blade-system/role/grant', {
      roleIds: [staff.id],
      menuIds: [param.id, tenantMenu.id],
    });
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /^无权授予菜单: 租户管理/);
    const foreignRole = await t2.post('/api/blade-system/role/grant', { roleIds: [adminRoleId], menuIds: [param.id] });
    assert.equal(foreignRole.status, 404);
    await submit(t2, '/api/blade-system/role/grant', { roleIds: [staff.id], menuIds: [param.id] });
    assert.deepEqual((await t2.get(`/api/blade-system/menu/role-tree-keys?roleIds=${staff.id}`)).data, {
      menu: [param.id],
      dataScope: [],
      apiScope: [],
    });
    // Same ids in the platform tenant are untouched.
    const platformKeys = await admin.get(`/api/blade-system/menu/role-tree-keys?roleIds=${adminRoleId}`);
    assert.ok(platformKeys.data.menu.includes(tenantMenu.id));

    // Top menus of one tenant are not another's.
    await submit(t2, '/api/blade-system/topmenu/submit', { code: 'biz', name: '二号业务', sort: 1 });
    const [top] = (await t2.get('/api/blade-system/topmenu/list?current=1&size=10')).data.records;
    await submit(t2, '/api/blade-system/topmenu/grant', { topMenuIds: [top.id], menuIds: [param.id] });
    const refusedTop = await t2.post('/api/blade-system/topmenu/grant', {
      topMenuIds: [top.id],
      menuIds: [tenantMenu.id],
    });
    assert.equal(refusedTop.status, 403);
    assert.deepEqual(
      (await admin.get('/api/blade-system/menu/top-menu')).data.map((t: Node) => t.name),
      ['业务'],
    );
    assert.equal((await admin.get(`/api/blade-system/menu/top-tree-keys?topMenuIds=${top.id}`)).status, 404);
  });
});
