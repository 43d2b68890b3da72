/**
 * 账户 (`account/account`; WAVE3-BRIEF §8; issue 31 item 3): the bank accounts of a customer — a lessee, a guarantor —
 * (account name, number, bank, branch, 12-digit 联行号, purpose, default): printed on rent notices and used to
 * recognise who paid when a bank statement is imported. The company's own accounts are its profile's (收款账户).
 */
import { BANK_ACCOUNT_PATTERN } from '../validate/bank';
import { type ResourceDef, defineResource, dict, l, ref, switchField, text } from './define';
import { customer } from './customer';

/** What a bank account is used for (账户用途). */
export const ACCOUNT_PURPOSES = [
  { value: 'COLLECT', label: l('收款', 'Receiving') },
  { value: 'REPAY', label: l('还款', 'Paying rent') },
  { value: 'DEBIT', label: l('代扣', 'Direct debit') },
  { value: 'SUPERVISED', label: l('监管', 'Supervised') },
  { value: 'RETURN', label: l('回款', 'Refunds') },
];

/** 联行号 (CNAPS): the 12 digits that name a bank branch in the payment system. */
export const CNAPS_PATTERN = {
  regex: '^\\d{12}$',
  message: l('应为12位数字', 'must be 12 digits'),
};

/** 账户 (fl_account): one bank account of a customer; at most one default per customer and purpose. */
export const account = defineResource({
  name: 'account',
  api: '/rzzl_qy/account/account',
  table: 'fl_account',
  permission: 'customer_account',
  label: l('银行账户', 'Bank accounts'),
  noun: l('银行账户', 'bank account'),
  titleField: 'accountNo',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  fields: [
    ref('pid', l('账户所有人', 'Account holder'), (): ResourceDef => customer, {
      required: l('请选择账户所有人', 'please select the account holder'),
      search: true,
      nameKey: 'holderName',
      immutable: true,
      width: 200,
    }),
    text('accountName', l('户名', 'Account name'), {
      required: l('请输入户名', 'please enter the account name'),
      search: true,
      max: 100,
      width: 200,
    }),
    text('accountNo', l('账号', 'Account number'), {
      required: l('请输入账号', 'please enter the account number'),
      search: true,
      max: 32,
      pattern: BANK_ACCOUNT_PATTERN,
      width: 200,
    }),
    text('bankName', l('开户行', 'Bank'), {
      required: l('请输入开户行', 'please enter the bank'),
      max: 100,
      width: 160,
    }),
    text('branch', l('开户网点', 'Branch'), { max: 100, list: false }),
    text('cnaps', l('联行号', 'CNAPS code'), { max: 12, pattern: CNAPS_PATTERN, width: 130 }),
    dict('purpose', l('用途', 'Purpose'), 'account_purpose', {
      required: l('请选择用途', 'please select the purpose'),
      options: ACCOUNT_PURPOSES,
      defaultValue: 'REPAY',
      search: true,
      width: 90,
    }),
    switchField('isDefault', l('默认账户', 'Default'), { defaultValue: 0, width: 90 }),
    text('remark', l('备注', 'Remark'), { max: 255, list: false }),
  ],
  unique: [['pid', 'accountNo']],
});
