/**
 * User administration (/api/blade-user), the user-info page and guest registration, through the real server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { repos } from '../src/modules/system/repos';
import { menuTable, roleMenuTable } from '../src/modules/system/tables';
import { md5 } from '../src/platform/auth/password';
import { nextId } from '../src/platform/db/id';
import { systemContext } from '../src/platform/tenancy/context';
import { BASIC, type Client, client, createTenant, signIn, testApp } from './helpers';

let app: FastifyInstance;
let admin: Client;
let adminId: string;
let adminRoleId: string;
let rootDeptId: string;
let staffRoleId: string;
let financeRoleId: string;
let deleterRoleId: string;
let childDeptId: string;
let grandchildDeptId: string;
let postId: string;

const platform = systemContext('000000');
const base = '/api/blade-user';

/** Sign-in as the web client does it; answers status and the flat OAuth body. */
async function tryToken(account: string, password: string, tenantId = '000000') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=${encodeURIComponent(account)}&password=${md5(password)}&grant_type=password&scope=all&type=account`,
    headers: { authorization: BASIC, 'tenant-id': tenantId },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A role of tenant 000000 holding the given button codes (test setup straight through the repositories). */
async function roleWith(alias: string, codes: string[] = []): Promise<string> {
  const db = app.appContext.database.owner;
  const role = await repos.role.insert(db, platform, {
    parentId: '0',
    roleName: `角色${alias}`,
    roleAlias: alias,
    sort: 5,
  });
  if (codes.length) {
    const menus = await db.select({ id: menuTable.id }).from(menuTable).where(inArray(menuTable.code, codes));
    await db
      .insert(roleMenuTable)
      .values(menus.map((m) => ({ id: nextId(), tenantId: '000000', roleId: String(role.id), menuId: String(m.id) })));
  }
  return String(role.id);
}

async function dept(name: string, parentId: string): Promise<string> {
  const row = await repos.dept.insert(app.appContext.database.owner, platform, {
    parentId,
    deptName: name,
    fullName: name,
    deptCategory: 2,
    sort: 1,
  });
  return String(row.id);
}

function newUser(account: string, extra: Record<string, unknown> = {}) {
  return {
    account,
    name: account,
    realName: account.slice(0, 10),
    password: md5(`${account}-pw`),
    roleId: staffRoleId,
    deptId: rootDeptId,
    ...extra,
  };
}

async function idOf(account: string): Promise<string> {
  const r = await admin.get(`${base}/page?account_equal=${account}`);
  assert.equal(r.data.total, 1, `user ${account}: ${JSON.stringify(r.body)}`);
  return String(r.data.records[0].id);
}

/** No answer ever carries a password or its hash. */
function noPassword(body: unknown) {
  const text = JSON.stringify(body);
  assert.ok(!text.includes('"password"'), `password key in ${text.slice(0, 200)}`);
  assert.ok(!text.includes('$argon2'), 'password hash in an answer');
}

before(async () => {
  app = await testApp();
  admin = client(app, await signIn(app));
  const me = await admin.get(`${base}/info`);
  adminId = String(me.data.id);
  adminRoleId = String(me.data.roleId);
  rootDeptId = String(me.data.deptId);
  staffRoleId = await roleWith('staff');
  financeRoleId = await roleWith('finance');
  deleterRoleId = await roleWith('deleter', ['user_view', 'user_delete']);
  childDeptId = await dept('风控部', rootDeptId);
  grandchildDeptId = await dept('风控一组', childDeptId);
  const [post] = await repos.post.list(app.appContext.database.owner, platform, { limit: 1 });
  postId = String(post.id);
});
after(() => app.close());

describe('add, sign in, change and reset the password', () => {
  test('a new user signs in with its password, changes it, and a reset brings back 123456', async () => {
    const add = await admin.post(`${base}/submit`, newUser('zhangsan', { phone: '13800138000', postId }));
    assert.equal(add.status, 200, JSON.stringify(add.body));
    assert.equal(add.data, true);
    noPassword(add.body);

    const s = await signIn(app, 'zhangsan', 'zhangsan-pw');
    assert.equal(s.body.account, 'zhangsan');
    const me = client(app, s);

    const wrongOld = await me.post(`${base}/update-password`, {
      oldPassword: md5('nope'),
      newPassword: md5('pw2'),
      newPassword1: md5('pw2'),
    });
    assert.equal(wrongOld.status, 400);
    assert.equal(wrongOld.body.msg, '原密码不正确');

    const mismatch = await me.post(`${base}/update-password`, {
      oldPassword: md5('zhangsan-pw'),
      newPassword: md5('pw2'),
      newPassword1: md5('pw3'),
    });
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.msg, '两次新密码输入不一致');

    const missing = await me.post(`${base}/update-password`, { oldPassword: md5('zhangsan-pw') });
    assert.equal(missing.status, 400);
    assert.deepEqual(
      missing.body.data.errors.map((e: { field: string }) => e.field),
      ['newPassword', 'newPassword1'],
    );
    assert.match(missing.body.msg, /请输入新密码/);

    // The client's habit: the parameters in the query.
    const changed = await me.post(
      `${base}/update-password?oldPassword=${md5('zhangsan-pw')}&newPassword=${md5('pw2')}&newPassword1=${md5('pw2')}`,
    );
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal((await tryToken('zhangsan', 'zhangsan-pw')).status, 400);
    await signIn(app, 'zhangsan', 'pw2');

    // Only a holder of user_reset may reset.
    const denied = await me.post(`${base}/reset-password?userIds=${await idOf('zhangsan')}`);
    assert.equal(denied.status, 403);

    const reset = await admin.post(`${base}/reset-password?userIds=${await idOf('zhangsan')}`);
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const old = await tryToken('zhangsan', 'pw2');
    assert.equal(old.status, 400);
    assert.equal(old.body.error_description, '用户名或密码错误');
    // Sessions of the reset user end at once.
    assert.equal((await me.get(`${base}/info`)).status, 401);
    await signIn(app, 'zhangsan', '123456');
  });

  test('a password sent as plain text is taken as typed (md5 of it), 32 hex characters as the md5 itself', async () => {
    const add = await admin.post(`${base}/submit`, newUser('plainpw', { password: 'secret!' }));
    assert.equal(add.status, 200, JSON.stringify(add.body));
    await signIn(app, 'plainpw', 'secret!');
  });

  test('update and submit with an id never change the password; update needs an id', async () => {
    const id = await idOf('plainpw');
    const up = await admin.post(`${base}/update`, { id, realName: '改名', password: md5('other') });
    assert.equal(up.status, 200, JSON.stringify(up.body));
    await signIn(app, 'plainpw', 'secret!');
    assert.equal((await admin.get(`${base}/detail?id=${id}`)).data.realName, '改名');
    const viaSubmit = await admin.post(`${base}/submit`, { id, name: 'plain', password: md5('other') });
    assert.equal(viaSubmit.status, 200, JSON.stringify(viaSubmit.body));
    await signIn(app, 'plainpw', 'secret!');
    const noId = await admin.post(`${base}/update`, { realName: 'x' });
    assert.equal(noId.status, 400);
    assert.match(noId.body.msg, /^请选择一条数据/);
    const account = await admin.post(`${base}/update`, { id, account: 'renamed' });
    assert.equal(account.status, 400);
    assert.match(account.body.msg, /: 创建后不可修改/);
    const stale = await admin.post(`${base}/update`, { id, realName: 'y', version: 1 });
    assert.equal(stale.status, 409);
  });
});

describe('reading users', () => {
  test('info answers the caller’s own decorated record at both paths', async () => {
    const a = await admin.get(`${base}/info`);
    const b = await admin.get('/api/blade-system/user/info');
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
    assert.deepEqual(a.data, b.data);
    assert.equal(a.data.account, 'admin');
    assert.equal(a.data.roleName, '超级管理员');
    assert.equal(a.data.deptName, '融资租赁公司');
    assert.equal(a.data.userTypeName, 'WEB');
    assert.equal(a.data.sexName, '未知');
    noPassword(a.body);
    assert.equal((await app.inject({ method: 'GET', url: `${base}/info` })).statusCode, 401);
  });

  test('page decorates every record and filters by account, realName and department branch', async () => {
    const add = await admin.post(
      `${base}/submit`,
      newUser('lisi', {
        realName: '李四',
        deptId: grandchildDeptId,
        roleId: `${staffRoleId},${financeRoleId}`,
        postId,
        sex: 1,
      }),
    );
    assert.equal(add.status, 200, JSON.stringify(add.body));

    const page = await admin.get(`${base}/page?account=lisi&current=1&size=10`);
    assert.equal(page.status, 200);
    assert.equal(page.data.total, 1);
    const r = page.data.records[0];
    assert.equal(r.realName, '李四');
    assert.equal(r.roleName, '角色staff,角色finance');
    assert.equal(r.deptName, '风控一组');
    assert.equal(r.postName, '总经理');
    assert.equal(r.sexName, '男');
    assert.equal(r.userTypeName, 'WEB');
    noPassword(page.body);

    const byName = await admin.get(`${base}/page?realName=${encodeURIComponent('李')}`);
    assert.deepEqual(
      byName.data.records.map((x: { account: string }) => x.account),
      ['lisi'],
    );

    // A department selects its users and those of the departments below it; a sibling id never matches by prefix.
    const inGrandchild = await admin.get(`${base}/page?deptId=${grandchildDeptId}`);
    assert.deepEqual(
      inGrandchild.data.records.map((x: { account: string }) => x.account),
      ['lisi'],
    );
    const inChild = await admin.get(`${base}/page?deptId=${childDeptId}`);
    assert.deepEqual(
      inChild.data.records.map((x: { account: string }) => x.account),
      ['lisi'],
    );
    const inRoot = await admin.get(`${base}/page?deptId=${rootDeptId}&size=100`);
    const accounts = inRoot.data.records.map((x: { account: string }) => x.account);
    assert.ok(accounts.includes('lisi') && accounts.includes('admin') && accounts.includes('zhangsan'));
    const none = await admin.get(`${base}/page?deptId=${childDeptId.slice(0, -1)}`);
    assert.equal(none.data.total, 0);

    const bad = await admin.get(`${base}/page?deptId=abc`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /^无效的 ID: abc/);
    const unknown = await admin.get(`${base}/page?password=x`);
    assert.equal(unknown.status, 400);
    const otherTenant = await admin.get(`${base}/page?tenantId=100009`);
    assert.equal(otherTenant.data.total, 0);
  });

  test('list-plus filters by role and post; user-list answers pickers without secrets', async () => {
    const plus = await admin.get(`${base}/list-plus?roleId=${financeRoleId}`);
    assert.equal(plus.status, 200);
    assert.deepEqual(
      plus.data.records.map((x: { account: string }) => x.account),
      ['lisi'],
    );
    assert.equal(plus.data.records[0].roleName, '角色staff,角色finance');
    const byPost = await admin.get(`${base}/list-plus?postId=${postId}&size=50`);
    assert.deepEqual(byPost.data.records.map((x: { account: string }) => x.account).sort(), ['lisi', 'zhangsan']);

    const list = await admin.get(`${base}/user-list`);
    assert.equal(list.status, 200);
    assert.ok(Array.isArray(list.data));
    const lisi = list.data.find((u: { account: string }) => u.account === 'lisi');
    assert.deepEqual(Object.keys(lisi).sort(), ['account', 'deptId', 'id', 'name', 'postId', 'realName', 'roleId']);
    noPassword(list.body);
    const filtered = await admin.get(`${base}/user-list?account=zhang`);
    assert.deepEqual(
      filtered.data.map((u: { account: string }) => u.account),
      ['zhangsan'],
    );
  });

  test('detail and platform-detail; malformed and foreign ids', async () => {
    const id = await idOf('lisi');
    const d = await admin.get(`${base}/detail?id=${id}`);
    assert.equal(d.status, 200);
    assert.equal(d.data.account, 'lisi');
    assert.equal(d.data.deptName, '风控一组');
    noPassword(d.body);
    const p = await admin.get(`${base}/platform-detail?id=${id}`);
    assert.equal(p.data.userType, 1);
    assert.equal(p.data.userTypeName, 'WEB');

    const malformed = await admin.get(`${base}/detail?id=abc`);
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.msg, /^无效的 ID: /);
    assert.match((await admin.get(`${base}/detail`)).body.msg, /^请选择一条数据/);
    assert.equal((await admin.get(`${base}/detail?id=123456789`)).status, 404);

    await createTenant(app, '100002');
    const other = client(app, await signIn(app, 'admin', 'admin', '100002'));
    const foreignId = String((await other.get(`${base}/info`)).data.id);
    assert.equal((await admin.get(`${base}/detail?id=${foreignId}`)).status, 404);
    assert.equal((await admin.get(`${base}/platform-detail?id=${foreignId}`)).status, 404);
    assert.equal((await admin.post(`${base}/remove?ids=${foreignId}`)).status, 404);
    assert.equal((await admin.post(`${base}/reset-password?userIds=${foreignId}`)).status, 404);
    assert.equal((await admin.post(`${base}/grant`, { userIds: foreignId, roleIds: staffRoleId })).status, 404);
    assert.equal((await admin.post(`${base}/update`, { id: foreignId, realName: 'x' })).status, 404);
    assert.equal((await admin.post(`${base}/audit-pass?ids=${foreignId}`)).status, 404);
    // and tenant 100002 sees none of 000000's users
    const theirs = await other.get(`${base}/page?size=100`);
    assert.deepEqual(
      theirs.data.records.map((x: { account: string }) => x.account),
      ['admin'],
    );
    assert.equal((await other.get(`${base}/detail?id=${id}`)).status, 404);
  });
});

describe('validation on add', () => {
  test('missing fields are named, all at once', async () => {
    const r = await admin.post(`${base}/submit`, {});
    assert.equal(r.status, 400);
    const fields = r.body.data.errors.map((e: { field: string }) => e.field);
    for (const f of ['account', 'name', 'realName', 'roleId', 'deptId', 'password'])
      assert.ok(fields.includes(f), `${f} in ${JSON.stringify(r.body.data)}`);
  });

  test('role, department and post ids must exist in the tenant', async () => {
    const role = await admin.post(`${base}/submit`, newUser('wangwu', { roleId: `${staffRoleId},987654321` }));
    assert.equal(role.status, 400);
    assert.match(role.body.msg, /^所属角色不存在: 987654321$/);
    assert.equal(role.body.data.errors[0].field, 'roleId');
    const malformed = await admin.post(`${base}/submit`, newUser('wangwu', { roleId: 'abc' }));
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.data.errors[0].field, 'roleId');
    const deptR = await admin.post(`${base}/submit`, newUser('wangwu', { deptId: '987654321' }));
    assert.equal(deptR.body.data.errors[0].field, 'deptId');
    const postR = await admin.post(`${base}/submit`, newUser('wangwu', { postId: '987654321' }));
    assert.equal(postR.body.data.errors[0].field, 'postId');
    // a role of another tenant does not exist here
    const [foreignRole] = await repos.role.list(app.appContext.database.owner, systemContext('100002'), { limit: 1 });
    const foreign = await admin.post(`${base}/submit`, newUser('wangwu', { roleId: String(foreignRole.id) }));
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.data.errors[0].field, 'roleId');
    assert.equal((await admin.get(`${base}/page?account_equal=wangwu`)).data.total, 0);
  });

  test('the account is unique in the tenant', async () => {
    const r = await admin.post(`${base}/submit`, newUser('zhangsan'));
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '登录账号已存在');
  });

  test('the tenant’s account quota is enforced on add', async () => {
    const total = (await admin.get(`${base}/page`)).data.total;
    const tenants = await admin.get('/api/blade-system/tenant/page?tenantId=000000');
    const platformTenantId = tenants.data.records[0].id;
    const set = await admin.post(`/api/blade-system/tenant/setting?ids=${platformTenantId}&accountNumber=${total + 1}`);
    assert.equal(set.status, 200, JSON.stringify(set.body));
    assert.equal((await admin.post(`${base}/submit`, newUser('quota1'))).status, 200);
    const refused = await admin.post(`${base}/submit`, newUser('quota2'));
    assert.equal(refused.status, 400);
    assert.equal(refused.body.msg, '当前租户已到最大账号额度');
    await admin.post(`/api/blade-system/tenant/setting?ids=${platformTenantId}&accountNumber=-1`);
    assert.equal((await admin.post(`${base}/submit`, newUser('quota2'))).status, 200);
  });
});

describe('own profile', () => {
  test('update-info checks the phone in the spec’s order and changes only the caller', async () => {
    const me = client(app, await signIn(app, 'zhangsan', '123456'));
    const cases: [string, string][] = [
      ['', '手机号码不能为空'],
      ['138001', '手机号码长度不是11位'],
      ['01012345678', '手机号码格式不正确'],
      ['1380013800a', '手机号码格式不正确'],
    ];
    for (const [phone, msg] of cases) {
      const r = await me.post(`${base}/update-info`, { phone });
      assert.equal(r.status, 400, phone);
      assert.equal(r.body.msg, msg);
    }
    const email = await me.post(`${base}/update-info`, { email: 'not-an-email' });
    assert.equal(email.status, 400);
    assert.match(email.body.msg, /^邮箱: 邮箱格式不正确/);
    const emptyName = await me.post(`${base}/update-info`, { name: '' });
    assert.match(emptyName.body.msg, /^请输入/);

    const ok = await me.post(`${base}/update-info`, {
      id: adminId, // ignored: a user edits only their own record
      phone: '13912345678',
      realName: '张三丰',
      avatar: 'https://x/avatar.png',
      account: 'ignored',
    });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const info = (await me.get(`${base}/info`)).data;
    assert.equal(info.phone, '13912345678');
    assert.equal(info.realName, '张三丰');
    assert.equal(info.avatar, 'https://x/avatar.png');
    assert.equal(info.account, 'zhangsan');
    assert.notEqual((await admin.get(`${base}/info`)).data.phone, '13912345678');
  });

  test('update-platform changes only userType', async () => {
    const id = await idOf('lisi');
    const before = (await admin.get(`${base}/detail?id=${id}`)).data;
    const r = await admin.post(`${base}/update-platform`, { id, userType: 2, realName: 'nope', userExt: '{}' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const after = (await admin.get(`${base}/platform-detail?id=${id}`)).data;
    assert.equal(after.userType, 2);
    assert.equal(after.userTypeName, 'APP');
    assert.equal(after.realName, before.realName);
    const bad = await admin.post(`${base}/update-platform`, { id, userType: 9 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /^用户平台: /);
    const missing = await admin.post(`${base}/update-platform`, { id });
    assert.equal(missing.body.msg, '请选择用户平台');
  });
});

describe('roles of users', () => {
  test('grant sets the roles; financeList and dcList follow role aliases', async () => {
    const zhang = await idOf('zhangsan');
    const before = await admin.get(`${base}/financeList`);
    assert.deepEqual(
      before.data.map((u: { account: string }) => u.account),
      ['lisi'],
    );
    assert.deepEqual((await admin.get(`${base}/dcList`)).data, []);

    const g = await admin.post(`${base}/grant?userIds=${zhang}&roleIds=${financeRoleId}`);
    assert.equal(g.status, 200, JSON.stringify(g.body));
    assert.equal((await admin.get(`${base}/detail?id=${zhang}`)).data.roleName, '角色finance');
    const after = await admin.get(`${base}/financeList`);
    assert.deepEqual(after.data.map((u: { account: string }) => u.account).sort(), ['lisi', 'zhangsan']);
    noPassword(after.body);

    const badRole = await admin.post(`${base}/grant`, { userIds: zhang, roleIds: '987654321' });
    assert.equal(badRole.status, 400);
    assert.equal(badRole.body.data.errors[0].field, 'roleIds');
    const noUsers = await admin.post(`${base}/grant`, { roleIds: staffRoleId });
    assert.equal(noUsers.status, 400);
    assert.equal(noUsers.body.msg, '请选择用户');
    assert.equal(noUsers.body.data.errors[0].field, 'userIds');
    // the tenant keeps an administrator
    const last = await admin.post(`${base}/grant`, { userIds: adminId, roleIds: staffRoleId });
    assert.equal(last.status, 400);
    assert.equal(last.body.msg, '租户至少需要保留一个管理员账号');
    assert.equal((await admin.get(`${base}/info`)).data.roleId, adminRoleId);

    const me = client(app, await signIn(app, 'zhangsan', '123456'));
    assert.equal((await me.post(`${base}/grant`, { userIds: zhang, roleIds: adminRoleId })).status, 403);
  });

  test('dcList answers the active holders of a role aliased dc, with their names', async () => {
    const dcRole = await roleWith('dc');
    const add = await admin.post(`${base}/submit`, {
      account: 'dcuser',
      password: md5('x'),
      name: 'dc',
      realName: '贷后专员',
      roleId: `${staffRoleId},${dcRole}`,
      deptId: rootDeptId,
    });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const id = await idOf('dcuser');
    const dc = await admin.get(`${base}/dcList`);
    assert.deepEqual(
      dc.data.map((u: { account: string; realName: string }) => [u.account, u.realName]),
      [['dcuser', '贷后专员']],
    );
    assert.match(dc.data[0].roleName, /角色dc/);
    noPassword(dc.body);
    assert.equal((await admin.post(`${base}/update-status`, { userIds: id, status: 0 })).status, 200);
    assert.deepEqual((await admin.get(`${base}/dcList`)).data, []);
    assert.equal((await admin.post(`${base}/remove?ids=${id}`)).status, 200);
  });
});

describe('guest registration', () => {
  const register = (payload: Record<string, unknown>, ip = '10.0.0.1', url = `${base}/register-guest`) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  test('checks in the spec’s order; the user waits for approval, then signs in', async () => {
    const order: [Record<string, unknown>, string][] = [
      [{}, '请先输入租户编号'],
      [{ account: 'guest1', password: md5('g') }, '请先输入租户编号'],
      [{ tenantId: '000000', password: md5('g') }, '请先输入账号名称'],
      [{ tenantId: '000000', account: 'guest1' }, '请先输入密码'],
      [{ tenantId: '999999', account: 'guest1', password: md5('g') }, '租户不存在'],
      [{ tenantId: '000000', account: 'zhangsan', password: md5('g') }, '当前用户 [zhangsan] 已存在!'],
    ];
    for (const [payload, msg] of order) {
      const r = await register(payload);
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.equal(r.json().msg, msg);
    }

    const okRes = await register({
      tenantId: '000000',
      name: '访客',
      account: 'guest1',
      password: md5('g'),
      oauthId: '1',
    });
    assert.equal(okRes.statusCode, 200, okRes.body);
    assert.deepEqual(okRes.json(), { code: 200, success: true, data: true, msg: '操作成功' });
    // query parameters as well
    const viaQuery = await register(
      {},
      '10.0.0.2',
      `${base}/register-guest?tenantId=000000&account=guest2&password=${md5('g')}`,
    );
    assert.equal(viaQuery.statusCode, 200, viaQuery.body);

    const pending = await tryToken('guest1', 'g');
    assert.equal(pending.status, 400);
    assert.equal(pending.body.error_description, '账号正在等待管理员审核');

    const list = await admin.get(`${base}/page?account=guest&status=2`);
    assert.equal(list.data.total, 2);
    const g1 = list.data.records.find((u: { account: string }) => u.account === 'guest1');
    assert.equal(g1.realName, '访客');
    assert.equal(g1.roleId, null);
    noPassword(list.body);

    // only user_audit holders approve
    const zhang = client(app, await signIn(app, 'zhangsan', '123456'));
    assert.equal((await zhang.post(`${base}/audit-pass?ids=${g1.id}`)).status, 403);

    const pass = await admin.post(`${base}/audit-pass?ids=${g1.id}`);
    assert.equal(pass.status, 200, JSON.stringify(pass.body));
    const s = await signIn(app, 'guest1', 'g');
    assert.equal(s.body.account, 'guest1');
    const again = await admin.post(`${base}/audit-pass?ids=${g1.id}`);
    assert.equal(again.status, 400);
    assert.match(again.body.msg, /^账号不在待审核状态/);

    const g2 = list.data.records.find((u: { account: string }) => u.account === 'guest2');
    const refuse = await admin.post(`${base}/audit-refuse?ids=${g2.id}`);
    assert.equal(refuse.status, 200);
    assert.equal((await admin.get(`${base}/detail?id=${g2.id}`)).status, 404);
    assert.equal((await admin.post(`${base}/audit-pass?ids=x1`)).status, 400);
  });

  test('is rate-limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register({ tenantId: '000000' }, '10.9.9.9')).statusCode);
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(400));
    assert.equal(statuses[10], 429);
    const r = await register({ tenantId: '000000' }, '10.9.9.9');
    assert.equal(r.json().msg, '注册请求过于频繁,请稍后再试');
    // another address is not affected
    assert.equal((await register({ tenantId: '000000' }, '10.9.9.10')).statusCode, 400);
    // and a forged X-Forwarded-For (no proxy is trusted by default) does not make one
    const forged = await app.inject({
      method: 'POST',
      url: `${base}/register-guest`,
      payload: { tenantId: '000000' },
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '10.1.2.3' },
    });
    assert.equal(forged.statusCode, 429);
  });
});

describe('removing users', () => {
  test('never yourself, never the last administrator; removed users are signed out', async () => {
    const self = await admin.post(`${base}/remove?ids=${adminId}`);
    assert.equal(self.status, 400);
    assert.equal(self.body.msg, '不能删除当前登录用户');

    assert.equal((await admin.post(`${base}/submit`, newUser('admin2', { roleId: adminRoleId }))).status, 200);
    assert.equal((await admin.post(`${base}/submit`, newUser('deleter', { roleId: deleterRoleId }))).status, 200);
    const admin2 = client(app, await signIn(app, 'admin2', 'admin2-pw'));
    const deleter = client(app, await signIn(app, 'deleter', 'deleter-pw'));
    const admin2Id = await idOf('admin2');

    assert.equal((await admin2.get(`${base}/info`)).status, 200);
    const r = await deleter.post(`${base}/remove?ids=${admin2Id}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal((await admin2.get(`${base}/info`)).status, 401);
    assert.equal((await tryToken('admin2', 'admin2-pw')).status, 400);

    const last = await deleter.post(`${base}/remove?ids=${adminId}`);
    assert.equal(last.status, 400);
    assert.equal(last.body.msg, '不能删除租户的最后一个管理员账号');
    assert.equal((await admin.get(`${base}/info`)).status, 200);

    // all or nothing: one unknown id removes none
    const zhang = await idOf('zhangsan');
    const partial = await admin.post(`${base}/remove?ids=${zhang},123456789`);
    assert.equal(partial.status, 404);
    assert.equal((await admin.get(`${base}/detail?id=${zhang}`)).status, 200);
    const malformed = await admin.post(`${base}/remove?ids=${zhang},x`);
    assert.equal(malformed.status, 400);
    assert.match(malformed.body.msg, /^无效的 ID: /);
    assert.match((await admin.post(`${base}/remove`)).body.msg, /^请至少选择一条数据/);
  });
});

test('the password column really is a hash', async () => {
  const [row] = await repos.user.list(app.appContext.database.owner, platform, {
    where: [eq(repos.user.col('account'), 'lisi')],
  });
  assert.match(String(row.password), /^\$argon2id\$/);
});
