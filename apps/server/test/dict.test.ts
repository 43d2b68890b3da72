/** Business dictionaries: parents and items, the select calls, and the removal rule. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, client, signIn, testApp } from './helpers';

let app: FastifyInstance;
let c: Client;
const D = '/api/blade-system/dict-biz';

before(async () => {
  app = await testApp();
  c = client(app, await signIn(app));
});
after(() => app.close());

async function parentId(code: string): Promise<string> {
  const r = await c.get(`${D}/parent-list?code_equal=${code}`);
  assert.equal(r.data.total, 1, `parent ${code}`);
  return r.data.records[0].id;
}

test('the seed holds the base dictionaries', async () => {
  const sex = await c.get(`${D}/dictionary?code=sex`);
  assert.equal(sex.status, 200);
  assert.deepEqual(
    sex.data.map((d: { dictKey: string; dictValue: string }) => [d.dictKey, d.dictValue]),
    [
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ],
  );
  assert.deepEqual(Object.keys(sex.data[0]).sort(), [
    'code',
    'dictKey',
    'dictValue',
    'id',
    'parentId',
    'remark',
    'sort',
  ]);
});

test('the parent form requires code, name, sort and sealed with the spec messages', async () => {
  const r = await c.post(`${D}/submit`, {});
  assert.equal(r.status, 400);
  assert.equal(r.body.msg, '请输入字典编号; 请输入字典名称; 请输入字典排序; 请选择字典是否封存');
});

test('a dictionary with items: the child takes the parent code, dictionary lists unsealed items in order', async () => {
  assert.equal(
    (await c.post(`${D}/submit`, { code: 'repay_way', dictKey: 'x', dictValue: '还款方式', sort: 1, isSealed: 0 }))
      .status,
    200,
  );
  const pid = await parentId('repay_way');
  const parent = (await c.get(`${D}/detail?id=${pid}`)).data;
  assert.equal(parent.dictKey, '-1', 'a parent carries the key -1');
  assert.equal(parent.parentId, '0');
  for (const [k, v, s, sealed] of [
    ['B', '银行转账', 2, 0],
    ['A', '现金', 1, 0],
    ['C', '承兑汇票', 3, 1],
  ] as const) {
    const r = await c.post(`${D}/submit`, {
      parentId: pid,
      code: 'ignored',
      dictKey: k,
      dictValue: v,
      sort: s,
      isSealed: sealed,
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  const items = (await c.get(`${D}/dictionary?code=repay_way`)).data;
  assert.deepEqual(
    items.map((i: { dictKey: string }) => i.dictKey),
    ['A', 'B'],
    'sealed C is not offered',
  );
  assert.ok(items.every((i: { code: string }) => i.code === 'repay_way'));
  const some = (await c.get(`${D}/listByDictKeys?code=repay_way&dictKeys=B,C,Z`)).data;
  assert.deepEqual(
    some.map((i: { dictKey: string }) => i.dictKey),
    ['B'],
  );
  const kids = await c.get(`${D}/child-list?parentId=${pid}`);
  assert.equal(kids.data.total, 3);
});

test('keys are unique within a dictionary', async () => {
  const pid = await parentId('repay_way');
  const r = await c.post(`${D}/submit`, { parentId: pid, dictKey: 'A', dictValue: 'dup', sort: 9, isSealed: 0 });
  assert.equal(r.status, 400);
  assert.equal(r.body.msg, '字典键值已存在');
  assert.deepEqual(r.body.data.errors, [{ field: 'dictKey', message: '字典键值已存在' }]);
  const parent = await c.post(`${D}/submit`, { code: 'repay_way', dictValue: 'dup', sort: 9, isSealed: 0 });
  assert.equal(parent.body.msg, '字典编号已存在');
  assert.equal(parent.body.data.errors[0].field, 'code');
});

test("a child's code and parent cannot be changed; renaming a parent's code carries its items", async () => {
  const pid = await parentId('repay_way');
  const child = (await c.get(`${D}/child-list?parentId=${pid}&dictKey_equal=A`)).data.records[0];
  assert.equal((await c.post(`${D}/submit`, { id: child.id, code: 'other' })).status, 400);
  assert.equal((await c.post(`${D}/submit`, { id: child.id, parentId: '0' })).body.msg, '上级字典: 创建后不可修改');
  assert.equal((await c.post(`${D}/submit`, { id: pid, code: 'repay_mode' })).status, 200);
  assert.equal((await c.get(`${D}/dictionary?code=repay_mode`)).data.length, 2);
});

test('a parent with items cannot be removed; without them it can', async () => {
  const pid = await parentId('repay_mode');
  const r = await c.post(`${D}/remove?ids=${pid}`);
  assert.equal(r.status, 400);
  assert.equal(r.body.msg, '请先删除子节点!');
  const kids = (await c.get(`${D}/child-list?parentId=${pid}&size=100`)).data.records.map((k: { id: string }) => k.id);
  assert.equal((await c.post(`${D}/remove?ids=${kids.join(',')}`)).status, 200);
  assert.equal((await c.post(`${D}/remove?ids=${pid}`)).status, 200);
  assert.equal((await c.get(`${D}/dictionary?code=repay_mode`)).data.length, 0);
});

test('list is the tree; tree gives picker nodes', async () => {
  const list = (await c.get(`${D}/list?code=five_level`)).data;
  assert.equal(list.length, 1);
  assert.equal(list[0].children.length, 5);
  assert.equal(list[0].children[0].children, undefined, 'no empty children');
  const tree = (await c.get(`${D}/tree?code=sex`)).data;
  assert.deepEqual(Object.keys(tree[0]).sort(), ['children', 'id', 'key', 'parentId', 'title', 'value']);
  assert.equal(tree[0].title, '性别');
});

test('bad input: missing code, missing parentId, unknown parent', async () => {
  assert.equal((await c.get(`${D}/dictionary`)).body.msg, '请输入字典编号');
  assert.equal((await c.get(`${D}/child-list`)).body.msg, '请选择字典');
  const r = await c.post(`${D}/submit`, {
    parentId: '123',
    dictKey: 'k',
    dictValue: 'v',
    code: 'c',
    sort: 1,
    isSealed: 0,
  });
  assert.equal(r.status, 400);
  assert.equal(r.body.data.errors[0].field, 'parentId');
});

test('the child form requires the key', async () => {
  const pid = await parentId('sex');
  const r = await c.post(`${D}/submit`, { parentId: pid, dictValue: 'x', sort: 1, isSealed: 0 });
  assert.equal(r.body.msg, '请输入字典键值');
});
