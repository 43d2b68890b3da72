/**
 * The customer area (business-domain §7 "Customers", prefix /api/rzzl_qy): customers — enterprises (企业) and natural
 * persons (自然人) in one definition, the type deciding which fields apply —, their contact persons (children), the
 * related-party relations between customers, the consumer registry and consumer product applications.
 * Which fields a customer type requires, the check digits and the masking of ID numbers are the server's hooks
 * (apps/server/src/modules/customer); the bands of the customer query are here so the screen offers the same labels.
 */
import {
  ALL_ROUTES,
  type Localized,
  attachments,
  date,
  defineResource,
  dict,
  int,
  l,
  money,
  percent,
  ref,
  switchField,
  text,
  textarea,
  treeCode,
} from './define';
import { user } from './system';
import type { ResourceDef } from './define';

/** 客户类型: the spec's `idType` (select?idType=2 offers companies). */
export const CUSTOMER_TYPES = { person: 1, company: 2 } as const;
export const CUSTOMER_TYPE_OPTIONS = [
  { value: CUSTOMER_TYPES.company, label: l('企业', 'Enterprise') },
  { value: CUSTOMER_TYPES.person, label: l('自然人', 'Natural person') },
];

export const ENT_STATUS_OPTIONS = [
  { value: '存续', label: l('存续', 'Subsisting') },
  { value: '在业', label: l('在业', 'In business') },
  { value: '迁入', label: l('迁入', 'Moved in') },
  { value: '迁出', label: l('迁出', 'Moved out') },
  { value: '停业', label: l('停业', 'Suspended') },
  { value: '清算', label: l('清算', 'In liquidation') },
  { value: '吊销', label: l('吊销', 'Licence revoked') },
  { value: '注销', label: l('注销', 'Deregistered') },
];

/** 证件类型 of a natural person; only the resident ID card has a check digit to verify. */
export const CERT_TYPES = { idCard: '1' } as const;
export const CERT_TYPE_OPTIONS = [
  { value: '1', label: l('居民身份证', 'Resident ID card') },
  { value: '2', label: l('护照', 'Passport') },
  { value: '3', label: l('港澳居民来往内地通行证', 'Mainland travel permit (HK/Macao)') },
  { value: '4', label: l('台湾居民来往大陆通行证', 'Mainland travel permit (Taiwan)') },
];

export const CUSTOMER_SOURCE_OPTIONS = [
  { value: 'self', label: l('自主开发', 'Own development') },
  { value: 'channel', label: l('渠道推荐', 'Channel referral') },
  { value: 'referral', label: l('老客户转介绍', 'Customer referral') },
  { value: 'bank', label: l('银行推荐', 'Bank referral') },
  { value: 'other', label: l('其他', 'Other') },
];

/** 客户状态: 正常, or 黑名单 (kept on file, flagged so nobody starts new business with it). */
export const CUSTOMER_STATE_OPTIONS = [
  { value: 'normal', label: l('正常', 'Normal') },
  { value: 'blacklist', label: l('黑名单', 'Blacklisted') },
];

export const GENDER_OPTIONS = [
  { value: 1, label: l('男', 'Male') },
  { value: 2, label: l('女', 'Female') },
];

const MOBILE_PATTERN = {
  regex: '^1[3-9]\\d{9}$',
  message: l('应为11位手机号码', 'must be an 11-digit mobile number'),
};
const PHONE_PATTERN = {
  regex: '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?|400-?\\d{3}-?\\d{4})$',
  message: l('格式不正确 (如 010-12345678 或手机号)', 'format incorrect (e.g. 010-12345678 or a mobile number)'),
};
const EMAIL_PATTERN = {
  regex: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  message: l('格式不正确', 'format incorrect'),
};

export const customer = defineResource({
  name: 'customer',
  api: '/rzzl_qy/customer/basicinfo',
  table: 'fl_customer',
  permission: 'customer_basicinfo',
  label: l('客户信息', 'Customers'),
  noun: l('客户', 'Customer'),
  titleField: 'compname',
  owner: 'owner',
  history: true,
  // Staff bring customer lists from spreadsheets: the template and import of the generic machinery.
  routes: [...ALL_ROUTES, 'import'],
  fields: [
    dict('idType', l('客户类型', 'Customer type'), 'customer_type', {
      required: l('请选择客户类型', 'please select the customer type'),
      options: CUSTOMER_TYPE_OPTIONS,
      defaultValue: CUSTOMER_TYPES.company,
      search: true,
      immutable: true,
      width: 90,
    }),
    text('compname', l('客户名称', 'Customer name'), {
      required: l('请输入客户名称', 'please enter the customer name'),
      search: true,
      max: 100,
      width: 220,
    }),
    // Enterprise
    text('creditCode', l('统一社会信用代码', 'Unified social credit code'), { search: true, max: 18, width: 190 }),
    text('legalPerson', l('法定代表人', 'Legal representative'), { max: 50, list: false }),
    money('regCapital', l('注册资本(元)', 'Registered capital (yuan)'), { minValue: 0, list: false }),
    money('paidCapital', l('实缴资本(元)', 'Paid-in capital (yuan)'), { minValue: 0, list: false }),
    date('estDate', l('成立日期', 'Date established'), { list: false }),
    dict('entStatus', l('经营状态', 'Business status'), 'ent_status', {
      options: ENT_STATUS_OPTIONS,
      search: true,
      width: 90,
    }),
    text('entType', l('企业类型', 'Enterprise type'), { max: 60, list: false }),
    treeCode('industryCode', l('行业', 'Industry'), 'industry', { max: 5, search: true, width: 160 }),
    treeCode('regionCode', l('地区', 'Region'), 'region', { max: 6, search: true, width: 180 }),
    text('regAddress', l('注册地址', 'Registered address'), { max: 200, list: false }),
    textarea('businessScope', l('经营范围', 'Business scope'), { max: 2000 }),
    text('telephone', l('联系电话', 'Telephone'), { max: 30, list: false, pattern: PHONE_PATTERN }),
    text('email', l('邮箱', 'Email'), { max: 100, list: false, pattern: EMAIL_PATTERN }),
    // Natural person
    dict('certType', l('证件类型', 'ID type'), 'cert_type', { options: CERT_TYPE_OPTIONS, list: false }),
    text('idCard', l('身份证号', 'ID number'), { max: 32, width: 170, masked: true }),
    date('birthDate', l('出生日期', 'Date of birth'), { form: false, list: false }),
    dict('gender', l('性别', 'Gender'), 'sex', { options: GENDER_OPTIONS, form: false, list: false }),
    text('mobile', l('手机号', 'Mobile'), { max: 11, pattern: MOBILE_PATTERN, list: false }),
    text('address', l('住址', 'Address'), { max: 200, list: false }),
    // Both
    ref('owner', l('客户经理', 'Account manager'), () => user, { search: true, width: 100 }),
    dict('source', l('客户来源', 'Source'), 'customer_source', { options: CUSTOMER_SOURCE_OPTIONS, list: false }),
    dict('custState', l('客户状态', 'Customer status'), 'customer_state', {
      options: CUSTOMER_STATE_OPTIONS,
      defaultValue: 'normal',
      search: true,
      width: 90,
    }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    // 营业执照, 身份证 scans, articles of association…: linked in the customer's own transaction.
    attachments('attachments', l('附件', 'Attachments'), { max: 30 }),
  ],
  unique: [['creditCode']],
  children: [
    {
      name: 'contacts',
      label: l('联系人', 'Contacts'),
      def: (): ResourceDef => contactPerson,
      foreignKey: 'customerId',
      byParent: { list: 'getContactPersonList', param: 'pid' },
    },
  ],
});

/** Which customer fields belong to one type only; the form hides, and the server clears, the other type's. */
export const COMPANY_ONLY_FIELDS = [
  'creditCode',
  'legalPerson',
  'regCapital',
  'paidCapital',
  'estDate',
  'entStatus',
  'entType',
  'industryCode',
  'regAddress',
  'businessScope',
  'telephone',
  'email',
] as const;
export const PERSON_ONLY_FIELDS = ['certType', 'idCard', 'birthDate', 'gender', 'mobile', 'address'] as const;

export const contactPerson = defineResource({
  name: 'contactPerson',
  api: '/rzzl_qy/customer/contactPerson',
  table: 'fl_customer_contact',
  permission: 'customer_basicinfo',
  label: l('联系人', 'Contacts'),
  titleField: 'name',
  fields: [
    ref('customerId', l('客户', 'Customer'), (): ResourceDef => customer, {
      required: l('请选择客户', 'please select the customer'),
      list: false,
    }),
    text('name', l('姓名', 'Name'), { required: l('请输入姓名', 'please enter the name'), max: 50, search: true }),
    text('post', l('职务', 'Position'), { max: 50 }),
    text('mobile', l('手机号', 'Mobile'), {
      required: l('请输入手机号', 'please enter the mobile number'),
      max: 11,
      pattern: MOBILE_PATTERN,
    }),
    text('phone', l('电话', 'Telephone'), { max: 30, pattern: PHONE_PATTERN }),
    text('email', l('邮箱', 'Email'), { max: 100, pattern: EMAIL_PATTERN }),
    switchField('isPrimary', l('主要联系人', 'Primary contact'), { defaultValue: 0 }),
    text('remark', l('备注', 'Remark'), { max: 255 }),
  ],
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  defaultSort: ['isPrimary desc', 'createTime asc'],
});

export const RELATION_TYPE_OPTIONS = [
  { value: 'controlling', label: l('控股股东', 'Controlling shareholder') },
  { value: 'controller', label: l('实际控制人', 'Actual controller') },
  { value: 'group', label: l('同一集团成员', 'Member of the same group') },
  { value: 'other', label: l('其他关联方', 'Other related party') },
];

/** A related party: `relatedId` is, to `customerId`, what `relationType` says (its 控股股东, …). */
export const customerRelation = defineResource({
  name: 'customerRelation',
  api: '/rzzl_qy/customer/relation',
  table: 'fl_customer_relation',
  permission: 'customer_basicinfo',
  label: l('关联方', 'Related parties'),
  noun: l('关联关系', 'Relation'),
  titleField: 'relationType',
  fields: [
    ref('customerId', l('客户', 'Customer'), () => customer, {
      required: l('请选择客户', 'please select the customer'),
      immutable: true,
      nameKey: 'customerName',
    }),
    ref('relatedId', l('关联客户', 'Related customer'), () => customer, {
      required: l('请选择关联客户', 'please select the related customer'),
      nameKey: 'relatedName',
    }),
    dict('relationType', l('关联类型', 'Relation type'), 'relation_type', {
      required: l('请选择关联类型', 'please select the relation type'),
      options: RELATION_TYPE_OPTIONS,
      search: true,
    }),
    percent('shareRatio', l('持股比例(%)', 'Shareholding (%)'), { minValue: 0, maxValue: 100 }),
    text('remark', l('备注', 'Remark'), { max: 255 }),
  ],
  unique: [['customerId', 'relatedId', 'relationType']],
});

export const PLATFORM_OPTIONS = [
  { value: 'wechat', label: l('微信小程序', 'WeChat mini program') },
  { value: 'alipay', label: l('支付宝', 'Alipay') },
  { value: 'app', label: l('APP', 'App') },
  { value: 'h5', label: l('H5', 'Web (H5)') },
  { value: 'offline', label: l('线下', 'Offline') },
];

export const CONSUMER_STATES = { pending: 'pending', passed: 'passed', returned: 'returned' } as const;

/** 消费者登记: people registered through a platform, checked (通过) or sent back (退回) by staff. */
export const consumer = defineResource({
  name: 'consumer',
  api: '/rzzl_qy/customer/consumer',
  alsoApi: ['/rzzl_qy/consumer/registry'],
  table: 'fl_consumer',
  permission: 'customer_consumer',
  label: l('消费者登记', 'Consumer registry'),
  noun: l('消费者', 'Consumer'),
  titleField: 'name',
  fields: [
    text('name', l('姓名', 'Name'), { required: l('请输入姓名', 'please enter the name'), max: 50, search: true }),
    text('phone', l('手机号', 'Mobile'), {
      required: l('请输入手机号', 'please enter the mobile number'),
      max: 11,
      pattern: MOBILE_PATTERN,
      search: true,
    }),
    text('idCard', l('身份证号', 'ID number'), {
      required: l('请输入身份证号', 'please enter the ID number'),
      max: 18,
      masked: true,
    }),
    text('product', l('产品', 'Product'), { max: 100, search: true }),
    dict('platform', l('来源平台', 'Platform'), 'consumer_platform', { options: PLATFORM_OPTIONS, search: true }),
    dict('regState', l('状态', 'Status'), 'consumer_state', {
      form: false,
      search: true,
      options: [
        { value: CONSUMER_STATES.pending, label: l('待审核', 'Pending') },
        { value: CONSUMER_STATES.passed, label: l('已通过', 'Passed') },
        { value: CONSUMER_STATES.returned, label: l('已退回', 'Returned') },
      ],
    }),
    text('backReason', l('退回原因', 'Reason returned'), { form: false, max: 255 }),
  ],
  routes: ['list', 'page', 'submit', 'remove'],
  status: {
    field: 'regState',
    initial: CONSUMER_STATES.pending,
    transitions: { pending: ['passed', 'returned'], passed: [], returned: [] },
    editableIn: ['pending'],
  },
});

export const APPLY_STATES = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;

/** 消费产品申请: a consumer's application for a product, examined (approved or rejected, with an opinion). */
export const consumerApply = defineResource({
  name: 'consumerApply',
  api: '/rzzl_qy/customer/proapply',
  table: 'fl_consumer_apply',
  permission: 'customer_proapply',
  label: l('消费产品申请', 'Consumer product applications'),
  noun: l('申请', 'Application'),
  titleField: 'applicant',
  fields: [
    text('applicant', l('申请人', 'Applicant'), {
      required: l('请输入申请人', 'please enter the applicant'),
      max: 50,
      search: true,
    }),
    text('phone', l('手机号', 'Mobile'), { max: 11, pattern: MOBILE_PATTERN }),
    text('product', l('产品', 'Product'), { required: l('请输入产品', 'please enter the product'), max: 100 }),
    money('amount', l('金额(元)', 'Amount (yuan)'), {
      required: l('请输入金额', 'please enter the amount'),
      minValue: 0.01,
    }),
    int('term', l('期限(月)', 'Term (months)'), {
      required: l('请输入期限', 'please enter the term'),
      minValue: 1,
      maxValue: 360,
    }),
    dict('platform', l('平台', 'Platform'), 'consumer_platform', { options: PLATFORM_OPTIONS, search: true }),
    dict('applyState', l('状态', 'Status'), 'apply_state', {
      form: false,
      search: true,
      options: [
        { value: APPLY_STATES.pending, label: l('待审批', 'Pending') },
        { value: APPLY_STATES.approved, label: l('已批准', 'Approved') },
        { value: APPLY_STATES.rejected, label: l('已拒绝', 'Rejected') },
      ],
    }),
    textarea('opinion', l('审批意见', 'Opinion'), { form: false, max: 500 }),
  ],
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  status: {
    field: 'applyState',
    initial: APPLY_STATES.pending,
    transitions: { pending: ['approved', 'rejected'], approved: [], rejected: [] },
    editableIn: ['pending'],
  },
});

// ---------------------------------------------------------------------------------------------------------------
// The bands of the customer query (queryList qyear, regcap)

export interface Band {
  value: string;
  label: Localized;
  /** Inclusive lower bound (years established, or yuan); none for the first band. */
  min?: number;
  /** Exclusive upper bound; none for the last band. */
  max?: number;
}

/** 成立年限, counted from 成立日期 to today. */
export const QYEAR_BANDS: Band[] = [
  { value: '1', label: l('1年以内', 'Under 1 year'), max: 1 },
  { value: '2', label: l('1-3年', '1–3 years'), min: 1, max: 3 },
  { value: '3', label: l('3-5年', '3–5 years'), min: 3, max: 5 },
  { value: '4', label: l('5-10年', '5–10 years'), min: 5, max: 10 },
  { value: '5', label: l('10年以上', 'Over 10 years'), min: 10 },
];

/** 注册资本 in yuan. */
export const REGCAP_BANDS: Band[] = [
  { value: '1', label: l('100万以内', 'Under 1 million'), max: 1_000_000 },
  { value: '2', label: l('100-500万', '1–5 million'), min: 1_000_000, max: 5_000_000 },
  { value: '3', label: l('500-1000万', '5–10 million'), min: 5_000_000, max: 10_000_000 },
  { value: '4', label: l('1000-5000万', '10–50 million'), min: 10_000_000, max: 50_000_000 },
  { value: '5', label: l('5000万以上', 'Over 50 million'), min: 50_000_000 },
];

/** `today` moved back by whole years (29 Feb → 28 Feb in a year without one), as yyyy-MM-dd. */
export function yearsBefore(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number);
  const year = y - years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The 成立日期 range of a 成立年限 band on `today`: established at least `min` years ago (estDate on or before
 * today − min years) and less than `max` years ago (estDate after today − max years).
 */
export function qyearDates(band: Band, today: string): { onOrBefore?: string; after?: string } {
  return {
    ...(band.min !== undefined ? { onOrBefore: yearsBefore(today, band.min) } : {}),
    ...(band.max !== undefined ? { after: yearsBefore(today, band.max) } : {}),
  };
}

/** The band a value falls in (years or yuan), for labelling one record. */
export const bandOf = (bands: Band[], v: number): Band | undefined =>
  bands.find((b) => (b.min === undefined || v >= b.min) && (b.max === undefined || v < b.max));
