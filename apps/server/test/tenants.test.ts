/**
 * Tenants (/api/blade-system/tenant) and clients (/api/blade-system/client): administered by the platform tenant only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { md5 } from '../src/platform/auth/password';
import { formatDateTime } from '../src/platform/db/time';
import { BASIC, type Client, client, signIn, testApp } from './helpers';

let app: FastifyInstance;
let admin: Client;
const T = '/api/blade-system/tenant';
const C = '/api/blade-system/client';

async function tryToken(account: string, password: string, tenantId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=${account}&password=${md5(password)}&grant_type=password&scope=all&type=account`,
    headers: { authorization: BASIC, 'tenant-id': tenantId },
  });
  return { status: res.statusCode, body: res.json() };
}

async function tenantRecord(tenantId: string) {
  const r = await admin.get(`${T}/page?tenantId_equal=${tenantId}`);
  assert.equal(r.data.total, 1, JSON.stringify(r.body));
  return r.data.records[0];
}

const inOneHour = () => formatDateTime(new Date(Date.now() + 3600_000));
const anHourAgo = () => formatDateTime(new Date(Date.now() - 3600_000));

before(async () => {
  app = await testApp();
  admin = client(app, await signIn(app));
});
after(() => app.close());

describe('tenants', () => {
  test('adding a tenant numbers it and sets it up: its admin/admin signs in and sees only its own users', async () => {
    const add = await admin.post(`${T}/submit`, {
      tenantName: '东方租赁',
      linkman: '王经理',
      domain: 'east.example.com',
    });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const east = await tenantRecord('100001');
    assert.equal(east.tenantName, '东方租赁');
    assert.equal(east.accountNumber, -1);

    const add2 = await admin.post(`${T}/submit`, { tenantName: '西方租赁' });
    assert.equal(add2.status, 200, JSON.stringify(add2.body));
    assert.equal((await tenantRecord('100002')).tenantName, '西方租赁');

    const chosen = await admin.post(`${T}/submit`, { tenantId: '200000', tenantName: '南方租赁' });
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    await tenantRecord('200000');
    const next = await admin.post(`${T}/submit`, { tenantName: '北方租赁' });
    assert.equal(next.status, 200);
    await tenantRecord('200001');

    const s = await signIn(app, 'admin', 'admin', '100001');
    assert.equal(s.body.tenant_id, '100001');
    assert.equal(s.body.role_name, 'administrator');
    const eastAdmin = client(app, s);
    const users = await eastAdmin.get('/api/blade-user/page?size=100');
    assert.equal(users.status, 200, JSON.stringify(users.body));
    assert.deepEqual(
      users.data.records.map((u: { account: string; tenantId: string }) => [u.account, u.tenantId]),
      [['admin', '100001']],
    );
    const info = await eastAdmin.get('/api/blade-user/info');
    assert.equal(info.data.roleName, '管理员');
    assert.equal(info.data.deptName, '东方租赁');
    // its administrator manages its users but not tenants or clients
    const addUser = await eastAdmin.post('/api/blade-user/submit', {
      account: 'e1',
      name: 'e1',
      realName: 'e1',
      password: md5('e1'),
      roleId: info.data.roleId,
      deptId: info.data.deptId,
    });
    assert.equal(addUser.status, 200, JSON.stringify(addUser.body));
    const platformUsers = await admin.get('/api/blade-user/page?account_equal=e1');
    assert.equal(platformUsers.data.total, 0);
  });

  test('bad input is refused naming the field', async () => {
    const noName = await admin.post(`${T}/submit`, { linkman: 'x' });
    assert.equal(noName.status, 400);
    assert.match(noName.body.msg, /^请输入租户名称/);
    const badId = await admin.post(`${T}/submit`, { tenantId: '12ab', tenantName: 'x' });
    assert.equal(badId.status, 400);
    assert.match(badId.body.msg, /^租户ID: 租户ID必须是6位数字/);
    const taken = await admin.post(`${T}/submit`, { tenantId: '100001', tenantName: 'x' });
    assert.equal(taken.status, 400);
    assert.equal(taken.body.data.errors[0].field, 'tenantId');
    const domain = await admin.post(`${T}/submit`, { tenantName: 'x', domain: 'east.example.com' });
    assert.equal(domain.status, 400);
    assert.match(domain.body.msg, /域名地址已存在|Domain already exists|已存在/);
    const quota = await admin.post(`${T}/submit`, { tenantName: 'x', accountNumber: -2 });
    assert.match(quota.body.msg, /^账号额度: /);
    assert.equal((await admin.get(`${T}/detail?id=abc`)).status, 400);
    assert.equal((await admin.get(`${T}/detail?id=123456789`)).status, 404);
    const east = await tenantRecord('100001');
    const immutable = await admin.post(`${T}/submit`, { id: east.id, tenantId: '100009' });
    assert.equal(immutable.status, 400);
    assert.match(immutable.body.msg, /^租户ID: 创建后不可修改|: 创建后不可修改/);
    const renamed = await admin.post(`${T}/submit`, { id: east.id, tenantName: '东方融资租赁' });
    assert.equal(renamed.status, 200);
    assert.equal((await admin.get(`${T}/detail?id=${east.id}`)).data.tenantName, '东方融资租赁');
  });

  test('setting sets the quota and expiry of several tenants; an expired tenant cannot sign in', async () => {
    const east = await tenantRecord('100001');
    const west = await tenantRecord('100002');
    const until = inOneHour();
    const r = await admin.post(`${T}/setting`, { ids: `${east.id},${west.id}`, accountNumber: 3, expireTime: until });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    for (const id of [east.id, west.id]) {
      const d = (await admin.get(`${T}/detail?id=${id}`)).data;
      assert.equal(d.accountNumber, 3);
      assert.equal(d.expireTime, until);
    }

    // quota: 100001 has admin and e1; one more fits, the next does not
    const eastAdmin = client(app, await signIn(app, 'admin', 'admin', '100001'));
    const info = (await eastAdmin.get('/api/blade-user/info')).data;
    const user = (account: string) => ({
      account,
      name: account,
      realName: account,
      password: md5(account),
      roleId: info.roleId,
      deptId: info.deptId,
    });
    assert.equal((await eastAdmin.post('/api/blade-user/submit', user('e2'))).status, 200);
    const over = await eastAdmin.post('/api/blade-user/submit', user('e3'));
    assert.equal(over.status, 400);
    assert.equal(over.body.msg, '当前租户已到最大账号额度');
    // registration counts against the quota too
    const guest = await app.inject({
      method: 'POST',
      url: '/api/blade-user/register-guest',
      payload: { tenantId: '100001', account: 'g1', password: md5('g') },
    });
    assert.equal(guest.json().msg, '当前租户已到最大账号额度');

    // only the quota, in the query as BladeX sends it; the expiry stays
    assert.equal((await admin.post(`${T}/setting?ids=${east.id}&accountNumber=-1`)).status, 200);
    const d = (await admin.get(`${T}/detail?id=${east.id}`)).data;
    assert.equal(d.accountNumber, -1);
    assert.equal(d.expireTime, until);

    // expiry in the past: sign-in refused with the spec's message
    assert.equal((await admin.post(`${T}/setting`, { ids: west.id, expireTime: anHourAgo() })).status, 200);
    const refused = await tryToken('admin', 'admin', '100002');
    assert.equal(refused.status, 400);
    assert.match(refused.body.error_description, /租户已过期/);
    const guestExpired = await app.inject({
      method: 'POST',
      url: '/api/blade-user/register-guest',
      payload: { tenantId: '100002', account: 'g1', password: md5('g') },
    });
    assert.match(guestExpired.json().msg, /租户已过期/);
    // clearing the expiry lets it in again
    assert.equal((await admin.post(`${T}/setting`, { ids: west.id, expireTime: '' })).status, 200);
    assert.equal((await tryToken('admin', 'admin', '100002')).status, 200);

    const noIds = await admin.post(`${T}/setting`, { accountNumber: 1 });
    assert.equal(noIds.status, 400);
    assert.match(noIds.body.msg, /^请至少选择一条数据/);
    const badNumber = await admin.post(`${T}/setting`, { ids: east.id, accountNumber: 'many' });
    assert.match(badNumber.body.msg, /^账号额度: /);
    const badTime = await admin.post(`${T}/setting`, { ids: east.id, expireTime: 'soon' });
    assert.equal(badTime.body.data.errors[0].field, 'expireTime');
    const nothing = await admin.post(`${T}/setting`, { ids: east.id });
    assert.match(nothing.body.msg, /^请输入账号额度或过期时间/);
    assert.equal((await admin.post(`${T}/setting`, { ids: '123456789', accountNumber: 1 })).status, 404);
    const platform = await tenantRecord('000000');
    const lockout = await admin.post(`${T}/setting`, { ids: platform.id, expireTime: anHourAgo() });
    assert.equal(lockout.status, 400);
    assert.equal(lockout.body.data.errors[0].field, 'expireTime');
    const lockout2 = await admin.post(`${T}/submit`, { id: platform.id, expireTime: anHourAgo() });
    assert.equal(lockout2.status, 400);
  });

  test('datasource binds a tenant to a data source', async () => {
    const r = await admin.post(`${T}/datasource?tenantId=100001&datasourceId=42`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal((await tenantRecord('100001')).datasourceId, '42');
    const body = await admin.post(`${T}/datasource`, { tenantId: '100002', datasourceId: '43' });
    assert.equal(body.status, 200);
    assert.equal((await tenantRecord('100002')).datasourceId, '43');
    assert.match((await admin.post(`${T}/datasource?datasourceId=42`)).body.msg, /^请选择租户/);
    assert.match((await admin.post(`${T}/datasource?tenantId=100001`)).body.msg, /^请选择数据源$/);
    assert.match((await admin.post(`${T}/datasource?tenantId=100001&datasourceId=x`)).body.msg, /^数据源: 必须是 ID$/);
    assert.equal((await admin.post(`${T}/datasource?tenantId=654321&datasourceId=1`)).status, 404);
  });

  test('info by domain answers the sign-in page without a token', async () => {
    const east = await tenantRecord('100001');
    await admin.post(`${T}/submit`, { id: east.id, backgroundUrl: 'https://cdn.example.com/bg.png' });
    const r = await app.inject({ method: 'GET', url: `${T}/info?domain=east.example.com` });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json().data, {
      tenantId: '100001',
      domain: 'east.example.com',
      backgroundUrl: 'https://cdn.example.com/bg.png',
    });
    const origin = await app.inject({
      method: 'GET',
      url: `${T}/info?domain=${encodeURIComponent('https://EAST.example.com/')}`,
    });
    assert.equal(origin.json().data.tenantId, '100001');
    for (const url of [`${T}/info?domain=nowhere.example.com`, `${T}/info`]) {
      const none = await app.inject({ method: 'GET', url });
      assert.equal(none.statusCode, 200);
      assert.deepEqual(none.json().data, { tenantId: null, domain: null, backgroundUrl: null });
    }
  });

  test('select lists tenants for pickers', async () => {
    const r = await admin.get(`${T}/select`);
    assert.equal(r.status, 200);
    const ids = r.data.map((t: { tenantId: string }) => t.tenantId);
    assert.deepEqual(ids, ['000000', '100001', '100002', '200000', '200001']);
    assert.deepEqual(Object.keys(r.data[0]).sort(), ['id', 'tenantId', 'tenantName']);
  });

  test('another tenant’s administrator gets 403 on every tenant and client call', async () => {
    const east = client(app, await signIn(app, 'admin', 'admin', '100001'));
    const calls: [string, string][] = [
      ['GET', `${T}/page`],
      ['GET', `${T}/list`],
      ['GET', `${T}/detail?id=1`],
      ['GET', `${T}/select`],
      ['POST', `${T}/submit`],
      ['POST', `${T}/remove?ids=1`],
      ['POST', `${T}/setting?ids=1&accountNumber=-1`],
      ['POST', `${T}/datasource?tenantId=100001&datasourceId=1`],
      ['GET', `${C}/page`],
      ['GET', `${C}/detail?id=1`],
      ['POST', `${C}/submit`],
      ['POST', `${C}/remove?ids=1`],
    ];
    for (const [method, url] of calls) {
      const r = method === 'GET' ? await east.get(url) : await east.post(url, { tenantName: 'x' });
      assert.equal(r.status, 403, `${method} ${url}: ${JSON.stringify(r.body)}`);
    }
    // the public info call is open to everyone
    assert.equal((await east.get(`${T}/info?domain=x`)).status, 200);
  });

  test('removal: never 000000; a removed tenant’s users are signed out and cannot sign in', async () => {
    const platform = await tenantRecord('000000');
    const r = await admin.post(`${T}/remove?ids=${platform.id}`);
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '不能删除平台租户(000000)');

    const south = await tenantRecord('200000');
    const southAdmin = client(app, await signIn(app, 'admin', 'admin', '200000'));
    assert.equal((await southAdmin.get('/api/blade-user/info')).status, 200);
    const removed = await admin.post(`${T}/remove?ids=${south.id}`);
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.equal((await southAdmin.get('/api/blade-user/info')).status, 401);
    const again = await tryToken('admin', 'admin', '200000');
    assert.equal(again.status, 400);
    assert.equal(again.body.error_description, '租户不存在');
    // its id is never handed out again
    const next = await admin.post(`${T}/submit`, { tenantId: '200000', tenantName: 'again' });
    assert.equal(next.status, 400);
    assert.match((await admin.post(`${T}/remove?ids=x`)).body.msg, /^无效的 ID: x/);
  });
});

describe('clients', () => {
  test('CRUD', async () => {
    const add = await admin.post(`${C}/submit`, {
      clientId: 'mobile',
      clientSecret: 'mobile_secret',
      scope: 'all',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 7200,
    });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const page = await admin.get(`${C}/page?clientId=mobile`);
    assert.equal(page.data.total, 1);
    const rec = page.data.records[0];
    assert.equal(rec.scope, 'all');
    assert.equal(rec.accessTokenValidity, 3600);

    const up = await admin.post(`${C}/submit`, { id: rec.id, accessTokenValidity: 600 });
    assert.equal(up.status, 200, JSON.stringify(up.body));
    assert.equal((await admin.get(`${C}/detail?id=${rec.id}`)).data.accessTokenValidity, 600);

    // the new client signs in
    const res = await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5('admin')}&grant_type=password`,
      headers: { authorization: `Basic ${Buffer.from('mobile:mobile_secret').toString('base64')}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().expires_in, 600);

    const missing = await admin.post(`${C}/submit`, {});
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /请输入客户端id/);
    assert.match(missing.body.msg, /请输入客户端密钥/);
    const dup = await admin.post(`${C}/submit`, {
      clientId: 'mobile',
      clientSecret: 'x',
      scope: 'all',
      authorizedGrantTypes: 'password',
      accessTokenValidity: 60,
      refreshTokenValidity: 60,
    });
    assert.equal(dup.status, 400);
    assert.match(dup.body.msg, /已存在/);
    const short = await admin.post(`${C}/submit`, { id: rec.id, accessTokenValidity: 5 });
    assert.match(short.body.msg, /^令牌过期秒数: /);

    const rm = await admin.post(`${C}/remove?ids=${rec.id}`);
    assert.equal(rm.status, 200, JSON.stringify(rm.body));
    assert.equal((await admin.get(`${C}/detail?id=${rec.id}`)).status, 404);
    assert.equal((await admin.post(`${C}/remove?ids=${rec.id}`)).status, 404);
    assert.match((await admin.post(`${C}/remove?ids=1,a`)).body.msg, /^无效的 ID: a/);
  });

  test('the client you signed in with cannot be removed', async () => {
    const saber = (await admin.get(`${C}/page?clientId_equal=saber`)).data.records[0];
    const r = await admin.post(`${C}/remove?ids=${saber.id}`);
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '不能删除当前登录所使用的应用: saber');
    assert.equal((await admin.get(`${C}/detail?id=${saber.id}`)).status, 200);
  });
});
