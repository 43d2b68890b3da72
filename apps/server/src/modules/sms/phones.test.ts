import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../../platform/http/errors';
import { checkParams, checkPhones, maskPhone } from './phones';

const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof AppError && e.status === 400);
    return (e.text as { 'zh-CN': string })['zh-CN'];
  }
  assert.fail('not refused');
};

test('numbers: split on either comma, spaces and lines; each once; masked as 138****0000', () => {
  assert.deepEqual(checkPhones('13800000000，13900000001, 13800000000\n15000000002'), [
    '13800000000',
    '13900000001',
    '15000000002',
  ]);
  assert.equal(maskPhone('13812345678'), '138****5678');
});

test('numbers: each bad one named; none; more than 100', () => {
  assert.equal(
    refusal(() => checkPhones('13800000000,12345,1380000000a,23800000000')),
    '手机号: 不是有效的手机号码 (11 位大陆手机号): 12345, 1380000000a, 23800000000',
  );
  assert.equal(
    refusal(() => checkPhones(' , ')),
    '手机号: 请输入手机号',
  );
  const many = Array.from({ length: 101 }, (_, i) => `138${String(i).padStart(8, '0')}`).join(',');
  assert.equal(
    refusal(() => checkPhones(many)),
    '手机号: 一次最多发送 100 个号码 (收到 101 个)',
  );
  assert.equal(checkPhones(`${many},${many}`.split(',').slice(0, 100).join(',')).length, 100);
});

test('parameters: a JSON object of texts or numbers', () => {
  assert.deepEqual(checkParams('{"code":"1234","n":5}'), { code: '1234', n: '5' });
  assert.deepEqual(checkParams(''), {});
  for (const bad of ['[1]', '"x"', '{"a":{"b":1}}', '{oops', 'null'])
    assert.match(
      refusal(() => checkParams(bad)),
      /^参数: 必须是 JSON 对象/,
      bad,
    );
});
