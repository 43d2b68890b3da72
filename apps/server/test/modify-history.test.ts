/**
 * Modification history (common/modify): an update of a resource defined with `history: true` writes one row per
 * changed field in its own transaction; list answers them newest first, isExistsModify whether there are any; other
 * tenants see nothing, an unknown business type is a 400 in both languages, a failed update writes nothing, and
 * secrets are never recorded.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { md5 } from '../src/platform/auth/password';
import { type Client, client, createTenant, ok, signIn, signInUngranted, testApp } from './helpers';

let app: FastifyInstance;
let c: Client;
const P = '/api/blade-system/param';
const M = '/api/rzzl_qy/common/modify';

before(async () => {
  app = await testApp();
  c = client(app, await signIn(app));
});
after(() => app.close());

const paramByKey = async (key: string) => (await ok(c, `${P}/list?paramKey_equal=${key}`)).records[0];
const historyOf = async (ywlx: string, id: string, who = c) => ok(who, `${M}/list?ywlx=${ywlx}&dataid=${id}&size=100`);

describe('parameters', () => {
  let id: string;
  before(async () => {
    await ok(c, `${P}/submit`, { paramName: 'rate', paramKey: 'h.rate', paramValue: 'a', remark: 'r' });
    await ok(c, `${P}/submit`, { paramName: 'other', paramKey: 'h.other', paramValue: 'x' });
    id = (await paramByKey('h.rate')).id;
  });

  test('a new record has no history', async () => {
    assert.equal(await ok(c, `${M}/isExistsModify`, { ywlx: 'param', dataid: id }), false);
    assert.equal((await historyOf('param', id)).total, 0);
  });

  test('two updates: one row per changed field, newest first', async () => {
    await ok(c, `${P}/submit`, { id, paramName: 'rate', paramKey: 'h.rate', paramValue: 'b', remark: 'r' });
    await ok(c, `${P}/submit`, { id, paramName: 'rate 2', paramKey: 'h.rate', paramValue: 'c', remark: 'r' });
    const page = await historyOf('param', id);
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.records.map((r: Record<string, unknown>) => [r.ysmc, r.oldval, r.newval, r.oldText, r.newText]),
      [
        ['PARAM_NAME', 'rate', 'rate 2', 'rate', 'rate 2'],
        ['PARAM_VALUE', 'b', 'c', 'b', 'c'],
        ['PARAM_VALUE', 'a', 'b', 'a', 'b'],
      ],
    );
    const row = page.records[0];
    assert.equal(row.ywlx, 'param');
    assert.equal(row.dataid, id);
    assert.equal(row.createBy, 'admin');
    assert.match(row.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(row.tenantId, '000000');
    assert.equal(row.isDeleted, undefined);
    assert.equal(await ok(c, `${M}/isExistsModify`, { ywlx: 'param', dataid: id }), true);
  });

  test('paging', async () => {
    const p = await ok(c, `${M}/list?ywlx=param&dataid=${id}&current=2&size=2`);
    assert.deepEqual([p.total, p.current, p.size, p.records.length], [3, 2, 2, 1]);
    assert.equal(p.records[0].oldval, 'a');
  });

  test('an update that changes nothing writes nothing', async () => {
    await ok(c, `${P}/submit`, { id, paramName: 'rate 2', paramKey: 'h.rate', paramValue: 'c', remark: 'r' });
    assert.equal((await historyOf('param', id)).total, 3);
  });

  test('a failing update (repeated unique key) writes no history', async () => {
    const r = await c.post(`${P}/submit`, { id, paramName: 'zzz', paramKey: 'h.other', paramValue: 'zzz' });
    assert.equal(r.status, 400);
    assert.equal((await historyOf('param', id)).total, 3);
  });

  test('another tenant sees nothing', async () => {
    await createTenant(app, '100021');
    const other = client(app, await signIn(app, 'admin', 'admin', '100021'));
    const r = await other.get(`${M}/list?ywlx=param&dataid=${id}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([r.data.total, r.data.records], [0, []]);
    assert.equal(await ok(other, `${M}/isExistsModify`, { ywlx: 'param', dataid: id }), false);
  });

  test('an unknown business type is a 400 in both languages; a missing or bad dataid too', async () => {
    const zh = await c.get(`${M}/list?ywlx=nosuch&dataid=${id}`);
    assert.equal(zh.status, 400);
    assert.match(zh.body.msg, /未知的业务类型: nosuch/);
    const en = await client(app, { token: (await signIn(app)).token, refresh: '', body: {} }, { lang: 'en-US' }).post(
      `${M}/isExistsModify`,
      { ywlx: 'nosuch', dataid: id },
    );
    assert.equal(en.status, 400);
    assert.match(en.body.msg, /Unknown business type: nosuch/);
    // A resource that keeps no history is no business type of this call.
    assert.equal((await c.get(`${M}/list?ywlx=role&dataid=${id}`)).status, 400);
    assert.equal((await c.get(`${M}/list?ywlx=param`)).status, 400);
    assert.equal((await c.get(`${M}/list?ywlx=param&dataid=abc`)).status, 400);
  });

  test('a user without param_view: 403', async () => {
    const clerk = client(app, await signInUngranted(app, 'clerk'));
    const r = await clerk.get(`${M}/list?ywlx=param&dataid=${id}`);
    assert.equal(r.status, 403);
    assert.match(r.body.msg, /param_view/);
    assert.equal((await clerk.post(`${M}/isExistsModify`, { ywlx: 'param', dataid: id })).status, 403);
  });

  test('without a token: 401', async () => {
    const r = await app.inject({ method: 'GET', url: `${M}/list?ywlx=param&dataid=${id}` });
    assert.equal(r.statusCode, 401);
  });
});

describe('users', () => {
  test('dictionary labels are recorded; the password never is', async () => {
    const me = await signIn(app);
    const userId = String(me.body.user_id);
    const detail = await ok(c, `/api/blade-user/detail?id=${userId}`);
    await ok(c, '/api/blade-user/update', { ...detail, sex: 2, phone: '13800000000' });
    // a password change goes through its own call and is never part of the history
    await ok(
      c,
      `/api/blade-user/update-password?oldPassword=${md5('admin')}&newPassword=${md5('admin2')}&newPassword1=${md5('admin2')}`,
      {},
    );
    c = client(app, await signIn(app, 'admin', 'admin2'));
    const page = await historyOf('user', userId);
    const sex = page.records.find((r: Record<string, unknown>) => r.ysmc === 'SEX');
    assert.ok(sex, JSON.stringify(page.records));
    assert.equal(sex.newval, '2');
    assert.equal(sex.newText, '女');
    assert.ok(!page.records.some((r: Record<string, unknown>) => r.ysmc === 'PASSWORD'));
    assert.ok(page.records.some((r: Record<string, unknown>) => r.ysmc === 'PHONE'));
  });
});
