import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dict, int, l, refs, text, user } from '@flp/shared';
import Fastify from 'fastify';
import { parsePaging } from '../crud/query';
import { AppError } from './errors';
import { defineRoute, readParams } from './define-route';

const fields = [
  refs('userIds', l('用户', 'Users'), () => user, { required: l('请选择用户', 'please select the users') }),
  dict('status', l('状态', 'Status'), 'x', {
    options: [
      { value: 1, label: l('启用', 'On') },
      { value: 0, label: l('禁用', 'Off') },
    ],
  }),
  int('times', l('次数', 'Times'), { minValue: 1, defaultValue: 1 }),
  text('note', l('备注', 'Note'), { max: 3 }),
] as const;

const problems = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof AppError);
    return e.fields.map((f) => `${f.field}: ${f.message['zh-CN']}`);
  }
  assert.fail('accepted');
};

describe('readParams', () => {
  test('checked values by kind, defaults filled, typed by the declarations', () => {
    const p = readParams(fields, { userIds: '1, 2', status: '0' });
    const ids: string = p.userIds; // required: never undefined
    assert.equal(ids, '1,2');
    assert.equal(p.times, 1);
    assert.equal(p.note, undefined);
  });
  test('every problem at once, each named by its label, never by its wire name', () => {
    assert.deepEqual(
      problems(() => readParams(fields, { times: '0', note: 'long text' })),
      ['userIds: 请选择用户', 'times: 次数: 不能小于 1', 'note: 备注: 长度不能超过 3 个字符'],
    );
    assert.deepEqual(
      problems(() => readParams(fields, { userIds: 'x' })),
      ['userIds: 用户: 必须是以逗号分隔的 ID 列表'],
    );
  });
});

describe('defineRoute', () => {
  test('reads the query and, for POST, the body; answers in the envelope; describes the parameters', async () => {
    const app = Fastify();
    app.setValidatorCompiler(() => (data) => ({ value: data }));
    defineRoute(app, {
      method: 'POST',
      url: '/api/x/act',
      permission: null,
      tags: ['X'],
      summary: 'x',
      params: fields,
      handler: async ({ params }) => ({ ids: params.userIds, times: params.times }),
    });
    const r = await app.inject({ method: 'POST', url: '/api/x/act?times=3', payload: { userIds: '7' } });
    assert.deepEqual(r.json().data, { ids: '7', times: 3 });
    await app.close();
  });
});

describe('paging spellings', () => {
  test('current/size, currentPage/pageSize, rowSize, page/size and offset/size', () => {
    assert.deepEqual(parsePaging({ current: '2', size: '5' }), { current: 2, size: 5 });
    assert.deepEqual(parsePaging({ currentPage: '3', pageSize: '5' }), { current: 3, size: 5 });
    assert.deepEqual(parsePaging({ page: '4', rowSize: '5' }), { current: 4, size: 5 });
    assert.deepEqual(parsePaging({ offset: '12', size: '5' }), { current: 3, size: 5, offset: 12 });
    assert.deepEqual(parsePaging({ offset: '0', size: '5' }), { current: 1, size: 5, offset: 0 });
  });
});
