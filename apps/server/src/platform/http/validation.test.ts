/**
 * Schema validation messages in the user's language (issue 10): ajv's failures are told by keyword in Chinese or
 * English and name the field by the label its schema gives (x-label, title, description), the wire name only when none.
 * The server itself validates in its handlers, so this runs a bare Fastify with ajv on and the same error handler;
 * a finance input error no route relabelled is answered there too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { l } from '@flp/shared';
import { FinanceInputError } from '@flp/shared/finance';
import Fastify, { type FastifyInstance } from 'fastify';
import { ID_QUERY } from '../crud/routes';
import { installErrorHandler } from './error-handler';
import { AJV_OPTIONS } from './validation';

let app: FastifyInstance;

before(async () => {
  app = Fastify({ ajv: AJV_OPTIONS });
  installErrorHandler(app);
  app.get('/detail', { schema: { querystring: ID_QUERY } }, async () => 'ok');
  const body = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: '名称', maxLength: 3 },
      n: { type: 'integer', minimum: 1 },
      tags: { type: 'array', items: { type: 'string', 'x-label': l('标签', 'Tag') } },
    },
  };
  app.post('/submit', { schema: { body } }, async () => 'ok');
  app.get('/finance', async () => {
    throw new FinanceInputError('principal', l('必须大于 0', 'must be greater than 0'));
  });
  await app.ready();
});
after(() => app.close());

const call = async (lang: string, url: string, payload?: unknown) => {
  const r = await app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    headers: { 'accept-language': lang, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  assert.equal(r.statusCode, 400);
  return r.json() as { msg: string; data: { errors?: { field: string; message: string }[] } };
};

describe('messages the error handler words itself', () => {
  test('a missing required query parameter names its label, in Chinese without English', async () => {
    const a = await call('zh-CN', '/detail');
    assert.equal(a.msg, '编号: 不能为空');
    assert.doesNotMatch(a.msg, /[A-Za-z]/);
    assert.deepEqual(a.data.errors, [{ field: 'id', message: '编号: 不能为空' }]);
    assert.equal((await call('en-US', '/detail')).msg, 'ID: is required');
  });

  test('a body field by its title, an element by its x-label, an unlabelled one by its name', async () => {
    assert.equal((await call('zh-CN', '/submit', {})).msg, '名称: 不能为空');
    assert.equal((await call('zh-CN', '/submit', { name: 'abcd' })).msg, '名称: 长度不能超过 3 个字符');
    assert.equal((await call('en-US', '/submit', { name: 'abcd' })).msg, '名称: must be at most 3 characters');
    const n = await call('zh-CN', '/submit', { name: 'a', n: 0 });
    assert.deepEqual(n.data.errors, [{ field: 'n', message: 'n: 不能小于 1' }]);
    const tags = await call('zh-CN', '/submit', { name: 'a', tags: [{}] });
    assert.deepEqual(tags.data.errors, [{ field: 'tags[0]', message: '标签: 必须是文本' }]);
    assert.equal((await call('en-US', '/submit', { name: 'a', tags: [{}] })).msg, 'Tag: must be text');
  });

  test('a body that is not an object names the body', async () => {
    const a = await call('zh-CN', '/submit', 'x');
    assert.equal(a.msg, '请求内容: 必须是对象');
    assert.equal(a.data.errors, undefined);
  });

  test('a finance input error no route relabelled: its problem in the request language after the wire name', async () => {
    const a = await call('zh-CN', '/finance');
    assert.equal(a.msg, 'principal: 必须大于 0');
    assert.deepEqual(a.data.errors, [{ field: 'principal', message: 'principal: 必须大于 0' }]);
    assert.equal((await call('en-US', '/finance')).msg, 'principal: must be greater than 0');
  });
});
