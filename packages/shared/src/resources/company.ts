/**
 * 公司信息 — the tenant's own legal profile: what a contract, a rent notice or the minutes print for the lessor (法定名称,
 * 统一社会信用代码, 法定代表人, 住所, 联系电话) and the bank accounts rent is collected on. One record per tenant, edited by
 * the tenant's own administrator (系统管理 > 公司信息); other modules read it through the company module's
 * `legalProfileOf`, never its table.
 */
import { BANK_ACCOUNT_PATTERN } from '../validate/bank';
import { type ResourceDef, defineResource, l, ref, switchField, text } from './define';

const PHONE_PATTERN = {
  regex: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?|400-?\\d{3}-?\\d{4})$',
  message: l('格式不正确 (如 0755-12345678 或手机号)', 'format incorrect (e.g. 0755-12345678 or a mobile number)'),
};
const POSTCODE_PATTERN = { regex: '^\\d{6}$', message: l('应为6位数字', 'must be 6 digits') };

export const companyProfile = defineResource({
  name: 'companyProfile',
  api: '/rzzl_qy/company/profile',
  table: 'fl_company_profile',
  permission: 'company_profile',
  label: l('公司信息', 'Company information'),
  noun: l('公司信息', 'company information'),
  titleField: 'legalName',
  // One record per tenant: the screen reads it with `current` and writes it with `submit`.
  routes: ['detail', 'submit'],
  exportable: false,
  history: true,
  fields: [
    text('legalName', l('法定名称', 'Legal name'), {
      required: l('请输入营业执照上的法定名称', 'please enter the legal name on the business licence'),
      max: 100,
    }),
    text('creditCode', l('统一社会信用代码', 'Unified social credit code'), {
      required: l('请输入统一社会信用代码', 'please enter the unified social credit code'),
      max: 18,
    }),
    text('legalPerson', l('法定代表人', 'Legal representative'), {
      required: l('请输入法定代表人', 'please enter the legal representative'),
      max: 50,
    }),
    text('regAddress', l('住所', 'Registered address'), {
      required: l('请输入营业执照上的住所', 'please enter the registered address on the business licence'),
      max: 255,
    }),
    text('telephone', l('联系电话', 'Telephone'), {
      required: l('请输入联系电话', 'please enter the telephone'),
      max: 30,
      pattern: PHONE_PATTERN,
    }),
    text('postcode', l('邮政编码', 'Postcode'), { max: 6, pattern: POSTCODE_PATTERN }),
    text('contactAddress', l('通讯地址', 'Postal address'), {
      max: 255,
      placeholder: l('空着即同住所', 'empty: the registered address'),
    }),
  ],
  children: [
    {
      name: 'accounts',
      label: l('收款账户', 'Collection accounts'),
      def: (): ResourceDef => companyAccount,
      foreignKey: 'profileId',
    },
  ],
});

/** 收款账户 (fl_company_account): a bank account of the company; the first marked 租金收款 is printed on documents. */
export const companyAccount = defineResource({
  name: 'companyAccount',
  api: '/rzzl_qy/company/account',
  table: 'fl_company_account',
  permission: 'company_profile',
  label: l('收款账户', 'Collection accounts'),
  noun: l('收款账户', 'collection account'),
  titleField: 'accountNo',
  // Saved and read with the profile only (its child list); picked by anyone who names an account of the company
  // (a bank loan's 监管账户, a repayment's 付款账户): printed on every rent notice, no secret to staff.
  routes: ['select'],
  selectOpen: true,
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('profileId', l('公司信息', 'Company information'), (): ResourceDef => companyProfile, {
      required: l('请选择公司信息', 'please select the company information'),
      list: false,
      form: false,
    }),
    text('bankName', l('开户行', 'Bank'), {
      required: l('请输入开户行 (如 招商银行深圳分行营业部)', 'please enter the bank and branch'),
      max: 100,
      width: 220,
    }),
    text('accountName', l('户名', 'Account name'), {
      required: l('请输入户名', 'please enter the account name'),
      max: 100,
      width: 220,
    }),
    text('accountNo', l('账号', 'Account number'), {
      required: l('请输入账号', 'please enter the account number'),
      max: 32,
      pattern: BANK_ACCOUNT_PATTERN,
      width: 220,
    }),
    switchField('forRent', l('租金收款', 'Collects rent'), { defaultValue: 1, width: 90 }),
  ],
});

/** The fields a legal profile must have before documents can be made (all required on the record). */
export const LEGAL_PROFILE_REQUIRED = ['legalName', 'creditCode', 'legalPerson', 'regAddress', 'telephone'] as const;
