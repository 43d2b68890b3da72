import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BANK_ACCOUNT_PATTERN, checkBankAccount, normaliseBankAccount } from './index';

describe('bank account numbers', () => {
  test('spaces, hyphens and full-width digits are dropped or made ASCII', () => {
    assert.equal(normaliseBankAccount(' 7559 1234-5610 801 '), '755912345610801');
    assert.equal(normaliseBankAccount('７５５９１２３４'), '75591234');
    assert.equal(normaliseBankAccount('7559\u30001234'), '75591234');
  });
  test('8 to 32 digits pass, in groups too', () => {
    for (const ok of ['12345678', '755912345610801', '4425 0100 0036 0000 1234', '1'.repeat(32)])
      assert.equal(checkBankAccount(ok), null, ok);
  });
  test('too short, too long or not digits: the message names the rule in both languages', () => {
    for (const bad of ['1234567', '1'.repeat(33), '75591234561080A', '', '6222.0212'])
      assert.deepEqual(checkBankAccount(bad), BANK_ACCOUNT_PATTERN.message, bad);
    assert.equal(BANK_ACCOUNT_PATTERN.message['zh-CN'], '应为8至32位数字');
    assert.equal(BANK_ACCOUNT_PATTERN.message['en-US'], 'must be 8 to 32 digits');
  });
});
