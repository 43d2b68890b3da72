import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkIdCard,
  checkUscc,
  idCardCheckChar,
  idCardInfo,
  isMaskedIdNumber,
  maskIdNumber,
  usccCheckChar,
} from './ids';

// Published codes of real companies (national enterprise credit publicity system).
const VALID_USCC = ['91110000802100433B', '91350100M000100Y43', '91440300708461136T'];

test('统一社会信用代码: published codes pass, one changed character fails on its check digit', () => {
  for (const code of VALID_USCC) assert.equal(checkUscc(code), null, code);
  assert.equal(checkUscc('91110000802100433C')?.['zh-CN'], '校验位不正确');
  assert.equal(checkUscc('91110000802100434B')?.['zh-CN'], '校验位不正确');
  assert.equal(checkUscc('9111000080210043')?.['zh-CN'], '应为18位数字或大写字母');
  assert.equal(checkUscc('91110000802100433b')?.['zh-CN'], '应为18位数字或大写字母');
  // I, O, S, V, Z are not in the code's alphabet.
  assert.equal(checkUscc('9111000080210043IB')?.['zh-CN'], '应为18位数字或大写字母');
  assert.equal(usccCheckChar('91110000802100433'), 'B');
});

test('居民身份证号: the standard samples pass; a wrong check digit, birth date or shape fails', () => {
  // GB 11643-1999's own example and the long-published sample.
  assert.equal(checkIdCard('11010519491231002X'), null);
  assert.equal(checkIdCard('440524188001010014'), null);
  assert.equal(idCardCheckChar('11010519491231002'), 'X');
  assert.equal(checkIdCard('110105194912310021')?.['zh-CN'], '校验位不正确');
  assert.equal(checkIdCard('110105194902300028')?.['zh-CN'], '出生日期不正确');
  assert.equal(checkIdCard('11010519491231002x')?.['zh-CN'], '应为18位, 前17位为数字, 末位为数字或X');
  assert.equal(checkIdCard('1101051949123100')?.['zh-CN'], '应为18位, 前17位为数字, 末位为数字或X');
});

test('an ID number tells the birth date and gender', () => {
  assert.deepEqual(idCardInfo('11010519491231002X'), { birthDate: '1949-12-31', gender: 2 });
  assert.deepEqual(idCardInfo('440524188001010014'), { birthDate: '1880-01-01', gender: 1 });
  assert.equal(idCardInfo('110105194912310021'), null);
});

test('masking keeps the first six and last four characters', () => {
  assert.equal(maskIdNumber('11010519491231002X'), '110105********002X');
  assert.equal(maskIdNumber(null), null);
  assert.equal(maskIdNumber(''), '');
  assert.equal(maskIdNumber('E1234567'), 'E******7');
  assert.ok(isMaskedIdNumber(maskIdNumber('11010519491231002X')));
  assert.ok(!isMaskedIdNumber('11010519491231002X'));
});
