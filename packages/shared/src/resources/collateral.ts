/**
 * Leased items and the security of a lease (business-domain §7 "Contracts and changes": guarantee, mortgage
 * description, pledge information, mortgage/pledge base, subject matter; §7 "Customers": customer guarantee).
 * Each belongs to a project (`mainId`, or `projectId` for the leased items) and, once the contract exists, to it
 * (`contractId`). Guarantors, mortgagors and pledgors are customers. A 最高额保证 (maximum guarantee) covers several
 * contracts up to its ceiling: each contract it covers is a `guaranteeDetail` row taking part of the ceiling.
 */
import { type ResourceDef, date, defineResource, dict, int, l, money, ref, text, textarea } from './define';
import { customer } from './customer';
import { project } from './project';
import { contract } from './contract';

const mainRef = () =>
  ref('mainId', l('项目', 'Project'), (): ResourceDef => project, {
    required: l('请选择项目', 'please select the project'),
    search: true,
    nameKey: 'projectName',
    width: 180,
  });
const contractRef = () =>
  ref('contractId', l('合同', 'Contract'), (): ResourceDef => contract, {
    form: false,
    search: true,
    nameKey: 'contractNo',
    width: 150,
  });

/** 租赁物 (fl_subject_matter): one leased item of a project. */
export const subjectMatter = defineResource({
  name: 'subjectMatter',
  api: '/rzzl_qy/subjectMatter/subjectmatter',
  table: 'fl_subject_matter',
  permission: 'project_subject',
  label: l('租赁物', 'Leased items'),
  noun: l('租赁物', 'leased item'),
  titleField: 'itemName',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  fields: [
    ref('projectId', l('项目', 'Project'), (): ResourceDef => project, {
      required: l('请选择项目', 'please select the project'),
      search: true,
      nameKey: 'projectName',
      width: 180,
    }),
    contractRef(),
    text('itemName', l('租赁物名称', 'Item'), {
      required: l('请输入租赁物名称', 'please enter the item'),
      search: true,
      max: 100,
      width: 160,
    }),
    text('model', l('规格型号', 'Model'), { max: 100 }),
    int('quantity', l('数量', 'Quantity'), {
      required: l('请输入数量', 'please enter the quantity'),
      minValue: 1,
      defaultValue: 1,
      width: 70,
    }),
    text('unit', l('单位', 'Unit'), { max: 10, defaultValue: '台', width: 60 }),
    text('supplier', l('供应商', 'Supplier'), { max: 100, search: true }),
    money('invoiceValue', l('发票价值(元)', 'Invoice value (yuan)'), {
      required: l('请输入发票价值', 'please enter the invoice value'),
      minValue: 0,
      width: 130,
    }),
    text('invoiceNo', l('发票号码', 'Invoice number'), { max: 50, list: false }),
    text('location', l('存放地点', 'Location'), { max: 200 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  defaultSort: ['createTime asc'],
});

export const GUARANTEE_TYPES = { joint: 1, general: 2, maximum: 3 } as const;
export const GUARANTEE_TYPE_OPTIONS = [
  { value: GUARANTEE_TYPES.joint, label: l('连带责任保证', 'Joint and several') },
  { value: GUARANTEE_TYPES.general, label: l('一般保证', 'General') },
  { value: GUARANTEE_TYPES.maximum, label: l('最高额保证', 'Maximum amount') },
];

/** 保证担保 (fl_guarantee): a guarantor (a customer) guaranteeing a project's lease, or several (最高额) up to a ceiling. */
export const guarantee = defineResource({
  name: 'guarantee',
  api: '/rzzl_qy/guarantee/guarantee',
  table: 'fl_guarantee',
  permission: 'project_guarantee',
  label: l('保证担保', 'Guarantees'),
  noun: l('保证担保', 'guarantee'),
  titleField: 'guaranteeNo',
  // Its contract is signed after the project's approval (guarContractNo, the period): who changed them, and when, is kept.
  history: true,
  routes: ['list', 'page', 'detail', 'save', 'update', 'remove', 'export'],
  fields: [
    // Server-set: the project's number and a sequence (XM2026110001-BZ01).
    text('guaranteeNo', l('担保编号', 'Guarantee number'), { form: false, search: true, max: 50, width: 170 }),
    mainRef(),
    contractRef(),
    ref('guarantorId', l('保证人', 'Guarantor'), () => customer, {
      required: l('请选择保证人', 'please select the guarantor'),
      search: true,
      nameKey: 'guarantorName',
      width: 180,
    }),
    dict('guarType', l('保证方式', 'Guarantee type'), 'guarantee_type', {
      required: l('请选择保证方式', 'please select the type'),
      options: GUARANTEE_TYPE_OPTIONS,
      defaultValue: GUARANTEE_TYPES.joint,
      search: true,
      width: 120,
    }),
    money('amount', l('担保金额(元)', 'Amount (yuan)'), {
      required: l('请输入担保金额', 'please enter the amount'),
      minValue: 0.01,
      width: 130,
    }),
    // 最高额保证 only: the ceiling the contracts it covers share (guaranteeDetail rows).
    money('maxAmount', l('最高担保额(元)', 'Ceiling (yuan)'), { minValue: 0.01, width: 130 }),
    date('startDate', l('保证期间起', 'Period from'), { list: false }),
    date('endDate', l('保证期间止', 'Period to'), { list: false }),
    text('relation', l('与承租人关系', 'Relation to the lessee'), { max: 50, list: false }),
    text('guarContractNo', l('保证合同编号', 'Guarantee contract number'), { max: 50, list: false }),
    // Set when a 担保变更 releases it: it no longer secures the contract (kept, never removed).
    date('releaseDate', l('解除日期', 'Released on'), { form: false, width: 110 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  defaultSort: ['createTime asc'],
});

/** A contract covered by a 最高额保证, and how much of its ceiling it takes (fl_guarantee_detail). */
export const guaranteeDetail = defineResource({
  name: 'guaranteeDetail',
  api: '/rzzl_qy/guarantee/guaranteeDetail',
  table: 'fl_guarantee_detail',
  permission: 'project_guarantee',
  label: l('最高额担保明细', 'Maximum guarantee cover'),
  noun: l('担保明细', 'guarantee cover'),
  titleField: 'amount',
  routes: ['list'],
  fields: [
    ref('guaranteeId', l('保证担保', 'Guarantee'), () => guarantee, {
      required: l('请选择保证担保', 'please select the guarantee'),
      nameKey: 'guaranteeNo',
    }),
    ref('contractId', l('合同', 'Contract'), () => contract, {
      required: l('请选择合同', 'please select the contract'),
      nameKey: 'contractNo',
    }),
    money('amount', l('占用额度(元)', 'Amount taken (yuan)'), {
      required: l('请输入占用额度', 'please enter the amount'),
      minValue: 0.01,
    }),
  ],
  unique: [['guaranteeId', 'contractId']],
});

export const COLLATERAL_KINDS = { mortgage: 1, pledge: 2 } as const;
export const COLLATERAL_KIND_OPTIONS = [
  { value: COLLATERAL_KINDS.mortgage, label: l('抵押', 'Mortgage') },
  { value: COLLATERAL_KINDS.pledge, label: l('质押', 'Pledge') },
];

export const MORTGAGE_TYPE_OPTIONS = [
  { value: 'house', label: l('房产', 'Real estate') },
  { value: 'land', label: l('土地使用权', 'Land use right') },
  { value: 'equipment', label: l('机器设备', 'Machinery') },
  { value: 'vehicle', label: l('车辆', 'Vehicle') },
  { value: 'other', label: l('其他', 'Other') },
];

export const PLEDGE_TYPE_OPTIONS = [
  { value: 'equity', label: l('股权', 'Equity') },
  { value: 'receivable', label: l('应收账款', 'Receivables') },
  { value: 'deposit', label: l('存单', 'Certificate of deposit') },
  { value: 'bill', label: l('票据', 'Bills') },
  { value: 'other', label: l('其他', 'Other') },
];

/** 抵质押合同 (fl_mortple_base): one mortgage or pledge contract, its registration and release, over its items. */
export const mortpleBase = defineResource({
  name: 'mortpleBase',
  api: '/rzzl_qy/mortplebase/mortplebase',
  table: 'fl_mortple_base',
  permission: 'project_mortple',
  label: l('抵质押合同', 'Mortgage and pledge contracts'),
  noun: l('抵质押合同', 'mortgage or pledge contract'),
  titleField: 'mortpleNo',
  // Registration dates change after approval (ccvaldateEdit, finishdateEdit): who changed them, and when, is kept.
  history: true,
  routes: ['list', 'page', 'detail', 'save', 'update', 'remove', 'export'],
  fields: [
    // Server-set like the guarantee's (XM2026110001-DY01 / -ZY01).
    text('mortpleNo', l('抵质押编号', 'Number'), { form: false, search: true, max: 50, width: 170 }),
    mainRef(),
    contractRef(),
    dict('guartype', l('担保方式', 'Kind'), 'collateral_kind', {
      required: l('请选择担保方式', 'please select mortgage or pledge'),
      options: COLLATERAL_KIND_OPTIONS,
      search: true,
      immutable: true,
      width: 90,
    }),
    ref('ownerId', l('抵押人/出质人', 'Mortgagor / pledgor'), () => customer, {
      required: l('请选择抵押人或出质人', 'please select the mortgagor or pledgor'),
      search: true,
      nameKey: 'ownerName',
      width: 180,
    }),
    money('amount', l('担保债权额(元)', 'Secured amount (yuan)'), {
      required: l('请输入担保债权额', 'please enter the secured amount'),
      minValue: 0.01,
      width: 130,
    }),
    // A 最高额抵押/质押: the ceiling the contracts it secures share.
    money('maxAmount', l('最高额(元)', 'Ceiling (yuan)'), { minValue: 0.01, list: false }),
    text('regNo', l('登记编号', 'Registration number'), { max: 60, list: false }),
    date('regDate', l('登记日期', 'Registration date'), { list: false }),
    // ccvaldateEdit / finishdateEdit change these two alone.
    date('ccvaldate', l('登记有效期至', 'Registration valid until'), { width: 120 }),
    date('finishdate', l('解除日期', 'Released on'), { form: false, width: 110 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  // Its items are the project's mortgages or pledges pointing at it (`baseId`); mortplebaseDetail reads them with it,
  // mortplebaseDetailAdd saves them with it. They are not declared children: their master is the project.
});

const baseRef = () =>
  ref('baseId', l('抵质押合同', 'Mortgage/pledge contract'), (): ResourceDef => mortpleBase, {
    form: false,
    list: false,
    nameKey: 'mortpleNo',
  });

/** 抵押物说明 (fl_mortgage): an asset mortgaged for a project. */
export const mortgage = defineResource({
  name: 'mortgage',
  api: '/rzzl_qy/mortgage/mortgagedescription',
  table: 'fl_mortgage',
  permission: 'project_mortgage',
  label: l('抵押物', 'Mortgaged assets'),
  noun: l('抵押物', 'mortgaged asset'),
  titleField: 'collateralName',
  routes: ['list', 'page', 'detail', 'save', 'update', 'remove'],
  fields: [
    mainRef(),
    contractRef(),
    baseRef(),
    ref('mortgagorId', l('抵押人', 'Mortgagor'), () => customer, {
      required: l('请选择抵押人', 'please select the mortgagor'),
      nameKey: 'mortgagorName',
      width: 160,
    }),
    text('collateralName', l('抵押物名称', 'Asset'), {
      required: l('请输入抵押物名称', 'please enter the asset'),
      search: true,
      max: 100,
      width: 160,
    }),
    dict('collateralType', l('抵押物类型', 'Asset type'), 'mortgage_type', {
      required: l('请选择抵押物类型', 'please select the asset type'),
      options: MORTGAGE_TYPE_OPTIONS,
      search: true,
      width: 100,
    }),
    text('certNo', l('权证号', 'Title certificate'), { max: 60 }),
    text('location', l('坐落/存放地点', 'Location'), { max: 200, list: false }),
    money('valuation', l('评估价值(元)', 'Valuation (yuan)'), {
      required: l('请输入评估价值', 'please enter the valuation'),
      minValue: 0,
      width: 130,
    }),
    money('mortgageAmount', l('抵押金额(元)', 'Mortgage amount (yuan)'), { minValue: 0, width: 130 }),
    int('rank', l('抵押顺位', 'Rank'), { minValue: 1, defaultValue: 1, width: 80 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  defaultSort: ['createTime asc'],
});

/** 质押信息 (fl_pledge): a right pledged for a project. */
export const pledge = defineResource({
  name: 'pledge',
  api: '/rzzl_qy/pledge/pledgeinformation',
  alsoApi: ['/rzzl_qy/pledge/pledge'],
  table: 'fl_pledge',
  permission: 'project_pledge',
  label: l('质押物', 'Pledged assets'),
  noun: l('质押物', 'pledged asset'),
  titleField: 'pledgeName',
  routes: ['list', 'page', 'detail', 'submit', 'remove'],
  fields: [
    mainRef(),
    contractRef(),
    baseRef(),
    ref('pledgorId', l('出质人', 'Pledgor'), () => customer, {
      required: l('请选择出质人', 'please select the pledgor'),
      nameKey: 'pledgorName',
      width: 160,
    }),
    text('pledgeName', l('质物名称', 'Pledged right'), {
      required: l('请输入质物名称', 'please enter the pledged right'),
      search: true,
      max: 100,
      width: 160,
    }),
    dict('pledgeType', l('质物类型', 'Type'), 'pledge_type', {
      required: l('请选择质物类型', 'please select the type'),
      options: PLEDGE_TYPE_OPTIONS,
      search: true,
      width: 100,
    }),
    text('certNo', l('权利凭证号', 'Certificate'), { max: 60 }),
    money('valuation', l('评估价值(元)', 'Valuation (yuan)'), {
      required: l('请输入评估价值', 'please enter the valuation'),
      minValue: 0,
      width: 130,
    }),
    money('pledgeAmount', l('质押金额(元)', 'Pledge amount (yuan)'), { minValue: 0, width: 130 }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
  ],
  defaultSort: ['createTime asc'],
});
