/**
 * Messages in the user's language (issue 10, item 1): the same failure answers Chinese by default and English with
 * `Accept-Language: en-US`, names fields by their labels (never a raw key), and a validation 400 lists the failing
 * fields in `data.errors` so a form can mark them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { md5 } from '../src/platform/auth/password';
import { BASIC, CALCULATOR, type Client, TERMS, client, createTenant, signIn, testApp } from './helpers';

let app: FastifyInstance;
let zh: Client;
let en: Client;
const P = '/api/blade-system/param';

before(async () => {
  app = await testApp();
  const session = await signIn(app);
  zh = client(app, session);
  en = client(app, session, { lang: 'en-US' });
  assert.equal((await zh.post(`${P}/submit`, { paramName: 'n', paramKey: 'i18n.key', paramValue: 'v' })).status, 200);
});
after(() => app.close());

type FieldErrors = { field: string; message: string }[] | undefined;
const errors = (body: Record<string, unknown>) => (body.data as { errors?: FieldErrors }).errors;

describe('the same failure in both languages', () => {
  test('a missing required field: the spec’s text, listed in data.errors', async () => {
    const body = { paramKey: 'k1', paramValue: 'v' };
    const a = await zh.post(`${P}/submit`, body);
    const b = await en.post(`${P}/submit`, body);
    assert.equal(a.status, 400);
    assert.equal(a.body.msg, '请输入参数名称');
    assert.equal(b.body.msg, 'please enter the parameter name');
    assert.deepEqual(errors(a.body), [{ field: 'paramName', message: '请输入参数名称' }]);
    assert.deepEqual(errors(b.body), [{ field: 'paramName', message: 'please enter the parameter name' }]);
  });

  test('a kind bound names the field by its label', async () => {
    const body = { paramName: 'n', paramKey: 'x'.repeat(256), paramValue: 'v' };
    const a = await zh.post(`${P}/submit`, body);
    const b = await en.post(`${P}/submit`, body);
    assert.equal(a.body.msg, '参数键名: 长度不能超过 255 个字符');
    assert.equal(b.body.msg, 'Parameter key: must be at most 255 characters');
    assert.deepEqual(
      errors(b.body)?.map((e) => e.field),
      ['paramKey'],
    );
  });

  test('every failing field at once', async () => {
    const r = await en.post(`${P}/submit`, {});
    assert.deepEqual(
      errors(r.body)?.map((e) => e.field),
      ['paramName', 'paramKey', 'paramValue'],
    );
  });

  test('a repeated unique key names its label, not its key', async () => {
    const body = { paramName: 'n', paramKey: 'i18n.key', paramValue: 'v' };
    const a = await zh.post(`${P}/submit`, body);
    const b = await en.post(`${P}/submit`, body);
    assert.equal(a.status, 400);
    assert.equal(a.body.msg, '参数键名已存在');
    assert.equal(b.body.msg, 'Parameter key already exists');
    assert.deepEqual(errors(b.body), [{ field: 'paramKey', message: 'Parameter key already exists' }]);
    assert.doesNotMatch(a.body.msg, /paramKey|i18n\.key/);
  });

  test('an unknown id is a 404 naming what one record is', async () => {
    const a = await zh.get(`${P}/detail?id=123456789`);
    const b = await en.get(`${P}/detail?id=123456789`);
    assert.equal(a.status, 404);
    assert.equal(a.body.msg, '参数不存在: 123456789');
    assert.equal(b.body.msg, 'No such parameter: 123456789');
    const c = await en.post(`${P}/remove?ids=123456789,123456788`);
    assert.equal(c.status, 404);
    assert.equal(c.body.msg, 'No such parameter: 123456789,123456788');
  });

  test('a missing id is asked for in Chinese without English', async () => {
    const a = await zh.get(`${P}/detail`);
    assert.equal(a.status, 400);
    assert.doesNotMatch(a.body.msg, /[A-Za-z]/);
    assert.deepEqual(
      errors(a.body)?.map((e) => e.field),
      ['id'],
    );
  });

  test('a missing token is a 401', async () => {
    const call = (lang?: string) =>
      app.inject({
        method: 'GET',
        url: `${P}/list`,
        headers: { authorization: BASIC, ...(lang ? { 'accept-language': lang } : {}) },
      });
    assert.equal((await call()).statusCode, 401);
    assert.equal((await call()).json().msg, '缺失令牌,鉴权失败');
    assert.equal((await call('en-US,en;q=0.9')).json().msg, 'No token: please sign in');
    assert.equal((await call('zh-CN,zh;q=0.9,en;q=0.8')).json().msg, '缺失令牌,鉴权失败');
  });

  test('a call the user may not make is a 403', async () => {
    await createTenant(app, '310001');
    const session = await signIn(app, 'admin', 'admin', '310001');
    const a = await client(app, session).get('/api/blade-system/tenant/list');
    const b = await client(app, session, { lang: 'en-US' }).get('/api/blade-system/tenant/list');
    assert.equal(a.status, 403);
    assert.equal(a.body.msg, '仅平台租户(000000)可进行此操作');
    assert.equal(b.body.msg, 'Only the platform tenant (000000) may do this');
  });

  test('a malformed JSON body', async () => {
    const { token } = await signIn(app);
    const call = (lang: string) =>
      app.inject({
        method: 'POST',
        url: `${P}/submit`,
        headers: {
          authorization: BASIC,
          'blade-auth': `bearer ${token}`,
          'content-type': 'application/json',
          'accept-language': lang,
        },
        payload: '{"paramName":',
      });
    const a = await call('zh-CN');
    assert.equal(a.statusCode, 400);
    assert.equal(a.json().msg, '请求内容不是有效的 JSON');
    assert.equal((await call('en-US')).json().msg, 'The request body is not valid JSON');
  });

  test('a refused sign-in answers error_description in the language asked for', async () => {
    const call = (lang?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5('wrong')}&grant_type=password&scope=all&type=account`,
        headers: { authorization: BASIC, 'tenant-id': '000000', ...(lang ? { 'accept-language': lang } : {}) },
      });
    const a = await call();
    assert.equal(a.statusCode, 400);
    assert.deepEqual(a.json(), { error_code: 400, error_description: '用户名或密码错误' });
    assert.deepEqual((await call('en-US')).json(), {
      error_code: 400,
      error_description: 'Wrong user name or password',
    });
  });

  test('the finance engine names a term by its label', async () => {
    const C = CALCULATOR;
    const terms = { ...TERMS, principal: '0' };
    const a = await zh.post(C, terms);
    const b = await en.post(C, terms);
    assert.equal(a.status, 400);
    assert.equal(a.body.msg, '融资本金: 必须大于 0');
    assert.equal(b.body.msg, 'Principal: must be greater than 0');
    assert.deepEqual(errors(a.body), [{ field: 'principal', message: '融资本金: 必须大于 0' }]);
    assert.deepEqual(errors(b.body), [{ field: 'principal', message: 'Principal: must be greater than 0' }]);
    // A term the engine rejects that is not an amount, and one period's rent.
    const c = await zh.post(C, { ...terms, principal: '1000', periods: 0 });
    assert.equal(c.body.msg, '期数: 不能小于 1');
    const rents = { ...terms, principal: '1000', method: 'IRREGULAR', periods: 3, rents: ['1', '-2', null] };
    const d = await zh.post(C, rents);
    assert.equal(d.status, 400);
    assert.deepEqual(errors(d.body)?.[0]?.field, 'rents[1]');
    assert.match(d.body.msg, /^第2期租金: /);
    assert.match((await en.post(C, rents)).body.msg, /^Rent of period 2: /);
  });
});
