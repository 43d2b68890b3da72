import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPhone, checkRegistration, isSafeUrl } from './index';

test('phone: the spec three messages, in order', () => {
  assert.equal(checkPhone('')?.['en-US'], 'phone number cannot be empty');
  assert.equal(checkPhone('')?.['zh-CN'], '手机号码不能为空');
  assert.equal(checkPhone('1380013800')?.['en-US'], 'phone number length is not 11');
  assert.equal(checkPhone('010-1234567')?.['en-US'], 'phone number format incorrect');
  assert.equal(checkPhone('0101234567x')?.['en-US'], 'phone number format incorrect');
  assert.equal(checkPhone('13800138000'), null);
});

test('url must begin with http or https (or be a path of this site)', () => {
  assert.equal(isSafeUrl('https://x.cn'), true);
  assert.equal(isSafeUrl('/system/user'), true);
  assert.equal(isSafeUrl('ftp://x.cn'), false);
  assert.equal(isSafeUrl('javascript:alert(1)'), false);
});

test('registration checks in order', () => {
  assert.equal(checkRegistration({}, true), '请先输入租户编号');
  assert.equal(checkRegistration({ tenantId: '000000' }, true), '请先输入账号名称');
  assert.equal(checkRegistration({ account: 'a' }, false), '请先输入密码');
  assert.equal(checkRegistration({ account: 'a', password: 'x', password2: 'y' }, false), '两次密码输入不一致');
  assert.equal(checkRegistration({ account: 'a', password: 'x', password2: 'x' }, false), null);
});
