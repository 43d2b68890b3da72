/**
 * The generic resource machinery, exercised through the parameter resource: paging, filters, sorting, validation,
 * unique keys, optimistic concurrency, soft delete, and the answers to bad input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, client, signIn, testApp } from './helpers';

let app: FastifyInstance;
let c: Client;
const P = '/api/blade-system/param';

before(async () => {
  app = await testApp();
  c = client(app, await signIn(app));
  for (let i = 1; i <= 25; i++) {
    const r = await c.post(`${P}/submit`, {
      paramName: `name ${i}`,
      paramKey: `key.${String(i).padStart(2, '0')}`,
      paramValue: `v${i}`,
      remark: i % 2 ? 'odd' : 'even',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
});
after(() => app.close());

const keyOf = async (key: string) => (await c.get(`${P}/list?paramKey_equal=${key}`)).data.records[0];

describe('paging', () => {
  test('answers the page shape with defaults current=1 size=10', async () => {
    const r = await c.get(`${P}/list`);
    assert.equal(r.status, 200);
    assert.deepEqual(
      {
        total: r.data.total,
        size: r.data.size,
        current: r.data.current,
        pages: r.data.pages,
        n: r.data.records.length,
      },
      { total: 25, size: 10, current: 1, pages: 3, n: 10 },
    );
    assert.equal(r.body.code, 200);
    assert.equal(r.body.success, true);
    assert.equal(r.body.msg, '操作成功');
  });
  test('the last page holds the rest; page is an alias of list', async () => {
    const r = await c.get(`${P}/page?current=3&size=10`);
    assert.equal(r.data.records.length, 5);
  });
  test('ids are strings and timestamps are yyyy-MM-dd HH:mm:ss; no soft-delete flag on the wire', async () => {
    const rec = (await c.get(`${P}/list?size=1`)).data.records[0];
    assert.match(rec.id, /^\d{15,19}$/);
    assert.match(rec.createTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(rec.isDeleted, undefined);
    assert.equal(rec.version, 1);
  });
  for (const [q, msg] of [
    ['size=0', 'size 必须是正整数'],
    ['size=abc', 'size 必须是正整数'],
    ['size=1001', 'size 不能超过 1000'],
    ['current=-1', 'current 必须是正整数'],
  ]) {
    test(`refuses ${q}`, async () => {
      const r = await c.get(`${P}/list?${q}`);
      assert.equal(r.status, 400);
      assert.equal(r.body.success, false);
      assert.equal(r.body.msg, msg);
    });
  }
});

describe('filters and sorting', () => {
  test('a plain text filter matches with LIKE', async () => {
    const r = await c.get(`${P}/list?paramName=name 1&size=100`);
    assert.equal(r.data.total, 11); // name 1, name 10..19
  });
  test('suffixes choose the operator', async () => {
    assert.equal((await c.get(`${P}/list?paramKey_equal=key.05`)).data.total, 1);
    assert.equal((await c.get(`${P}/list?paramKey_likeright=key.2`)).data.total, 6);
    assert.equal((await c.get(`${P}/list?paramKey_likeleft=5`)).data.total, 3);
    assert.equal((await c.get(`${P}/list?paramKey_notlike=key.1`)).data.total, 15);
    assert.equal((await c.get(`${P}/list?paramKey_notequal=key.05`)).data.total, 24);
    assert.equal((await c.get(`${P}/list?remark_equal=odd`)).data.total, 13);
    assert.equal((await c.get(`${P}/list?paramKey_ge=key.20`)).data.total, 6);
    assert.equal((await c.get(`${P}/list?paramKey_lt=key.03`)).data.total, 2);
  });
  test('LIKE wildcards in the value are taken literally', async () => {
    assert.equal((await c.get(`${P}/list?paramName=%25`)).data.total, 0);
    assert.equal((await c.get(`${P}/list?paramName=_`)).data.total, 0);
  });
  test('empty filter values are ignored', async () => {
    assert.equal((await c.get(`${P}/list?paramName=&paramKey=`)).data.total, 25);
  });
  test('the default date range filters on createTime', async () => {
    assert.equal(
      (await c.get(`${P}/list?createTime_dategt=2000-01-01 00:00:00&createTime_datelt=2999-01-01 00:00:00`)).data.total,
      25,
    );
    assert.equal((await c.get(`${P}/list?createTime_datelt=2000-01-01`)).data.total, 0);
    assert.equal((await c.get(`${P}/list?createTime_dategt=2999-01-01`)).data.total, 0);
  });
  test('ascs and descs order by declared fields', async () => {
    const asc = (await c.get(`${P}/list?ascs=paramKey&size=3`)).data.records.map(
      (r: { paramKey: string }) => r.paramKey,
    );
    assert.deepEqual(asc, ['key.01', 'key.02', 'key.03']);
    const desc = (await c.get(`${P}/list?descs=paramKey&size=2`)).data.records.map(
      (r: { paramKey: string }) => r.paramKey,
    );
    assert.deepEqual(desc, ['key.25', 'key.24']);
  });
  for (const [q, msg] of [
    ['password=x', '未知的查询条件: password'],
    ['paramKey_between=x', '未知的查询条件: paramKey_between'],
    ['isDeleted=1', '未知的查询条件: isDeleted'],
    ['tenantId=000000', '未知的查询条件: tenantId'],
    ['ascs=password', '未知的排序字段: password'],
    ['descs=paramKey;drop table x', '未知的排序字段: paramKey;drop table x'],
    ['createTime_dategt=yesterday', '创建时间: 必须是日期时间 (yyyy-MM-dd HH:mm:ss)'],
    ['paramName_dategt=2020-01-01', '参数名称不是日期字段'],
    ['status=abc', '状态: 必须是整数'],
  ]) {
    test(`refuses ${q}`, async () => {
      const r = await c.get(`${P}/list?${q}`);
      assert.equal(r.status, 400);
      assert.equal(r.body.msg, msg);
    });
  }
});

describe('detail', () => {
  test('answers one record', async () => {
    const rec = await keyOf('key.07');
    const r = await c.get(`${P}/detail?id=${rec.id}`);
    assert.equal(r.status, 200);
    assert.equal(r.data.paramValue, 'v7');
  });
  test('400 without an id or with a malformed one, 404 for an unknown one', async () => {
    assert.equal((await c.get(`${P}/detail`)).body.msg, '请选择一条数据');
    assert.equal((await c.get(`${P}/detail?id=abc`)).status, 400);
    const r = await c.get(`${P}/detail?id=123456789`);
    assert.equal(r.status, 404);
    assert.match(r.body.msg, /不存在/);
  });
});

describe('submit, save, update', () => {
  test('names every missing required field with the spec message', async () => {
    const r = await c.post(`${P}/submit`, {});
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '请输入参数名称; 请输入参数键名; 请输入参数键值');
  });
  test('whitespace counts as missing', async () => {
    const r = await c.post(`${P}/submit`, { paramName: '  ', paramKey: 'k', paramValue: 'v' });
    assert.equal(r.body.msg, '请输入参数名称');
  });
  test('wrong types and lengths are named', async () => {
    const r = await c.post(`${P}/submit`, { paramName: { a: 1 }, paramKey: 'x'.repeat(256), paramValue: 'v' });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /^参数名称: /);
    assert.match(r.body.msg, /参数键名: 长度不能超过 255 个字符/);
  });
  test('a duplicate unique key is a 400 naming it', async () => {
    const r = await c.post(`${P}/submit`, { paramName: 'n', paramKey: 'key.01', paramValue: 'v' });
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '参数键名已存在');
  });
  test('malformed JSON and non-object bodies are 400s', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${P}/submit`,
      headers: { 'blade-auth': `bearer ${(await signIn(app)).token}`, 'content-type': 'application/json' },
      payload: '{"paramName": ',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().msg, '请求内容不是有效的 JSON');
    assert.equal((await c.post(`${P}/submit`, [1, 2])).body.msg, '请求内容必须是 JSON 对象');
  });
  test('unknown keys are ignored; server fields cannot be forged', async () => {
    const r = await c.post(`${P}/submit`, {
      paramName: 'forge',
      paramKey: 'forge',
      paramValue: 'v',
      tenantId: '999999',
      isDeleted: 1,
      createUser: '1',
      $index: 3,
    });
    assert.equal(r.status, 200);
    const rec = await keyOf('forge');
    assert.equal(rec.tenantId, '000000');
    assert.notEqual(rec.createUser, '1');
  });
  test('an update changes only the fields sent and bumps the version', async () => {
    const rec = await keyOf('key.08');
    const r = await c.post(`${P}/submit`, { id: rec.id, paramValue: 'changed', version: rec.version });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const after = await keyOf('key.08');
    assert.equal(after.paramValue, 'changed');
    assert.equal(after.paramName, 'name 8');
    assert.equal(after.version, rec.version + 1);
  });
  test('an update from a stale copy is refused with 409 and writes nothing', async () => {
    const rec = await keyOf('key.09');
    assert.equal((await c.post(`${P}/update`, { id: rec.id, paramValue: 'first', version: rec.version })).status, 200);
    const stale = await c.post(`${P}/update`, { id: rec.id, paramValue: 'second', version: rec.version });
    assert.equal(stale.status, 409);
    assert.equal((await keyOf('key.09')).paramValue, 'first');
  });
  test("an update may not empty a required field or take another row's key", async () => {
    const rec = await keyOf('key.10');
    assert.equal((await c.post(`${P}/update`, { id: rec.id, paramName: '' })).body.msg, '请输入参数名称');
    assert.equal((await c.post(`${P}/update`, { id: rec.id, paramKey: 'key.11' })).body.msg, '参数键名已存在');
  });
  test('save refuses an id; update requires one; unknown ids are 404', async () => {
    assert.equal((await c.post(`${P}/save`, { id: '1', paramName: 'a', paramKey: 'b', paramValue: 'c' })).status, 400);
    assert.equal((await c.post(`${P}/update`, { paramName: 'a' })).body.msg, '请选择一条数据');
    assert.equal((await c.post(`${P}/update`, { id: '42', paramName: 'a' })).status, 404);
    assert.equal((await c.post(`${P}/save`, { paramName: 'saved', paramKey: 'saved', paramValue: 'v' })).status, 200);
  });
});

describe('remove', () => {
  test('soft-deletes; the record disappears and its key can be used again', async () => {
    const rec = await keyOf('key.12');
    assert.equal((await c.post(`${P}/remove?ids=${rec.id}`)).status, 200);
    assert.equal((await c.get(`${P}/detail?id=${rec.id}`)).status, 404);
    assert.equal(
      (await c.post(`${P}/submit`, { paramName: 'again', paramKey: 'key.12', paramValue: 'v' })).status,
      200,
    );
  });
  test('with one unknown id among known ones nothing is removed', async () => {
    const a = await keyOf('key.13');
    const r = await c.post(`${P}/remove?ids=${a.id},987654321`);
    assert.equal(r.status, 404);
    assert.match(r.body.msg, /987654321/);
    assert.equal((await c.get(`${P}/detail?id=${a.id}`)).status, 200);
  });
  test('400 without ids or with malformed ones', async () => {
    assert.equal((await c.post(`${P}/remove`)).body.msg, '请至少选择一条数据');
    assert.equal((await c.post(`${P}/remove?ids=1,x`)).body.msg, '无效的 ID: x');
  });
});

describe('authentication and permission', () => {
  test('no token → 401; forged token → 401', async () => {
    const none = await app.inject({ method: 'GET', url: `${P}/list` });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().msg, '缺失令牌,鉴权失败');
    const forged = await app.inject({
      method: 'GET',
      url: `${P}/list`,
      headers: { 'blade-auth': 'bearer eyJhbGciOiJIUzI1NiJ9.e30.abc' },
    });
    assert.equal(forged.statusCode, 401);
    assert.equal(forged.json().msg, '令牌验证失败');
  });
  test('the token is also accepted as the blade-auth query parameter', async () => {
    const s = await signIn(app);
    const r = await app.inject({
      method: 'GET',
      url: `${P}/list?blade-auth=${encodeURIComponent(`bearer ${s.token}`)}`,
    });
    assert.equal(r.statusCode, 200);
  });
  test('unknown endpoints are a 404 envelope', async () => {
    const r = await c.get('/api/blade-system/nothing-here');
    assert.equal(r.status, 404);
    assert.equal(r.body.success, false);
  });
});
