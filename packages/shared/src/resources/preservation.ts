/**
 * 资产保全 (`preservation/preservation`; WAVE3-BRIEF §3.6; issue 32 item 7): when a lessee defaults, the company asks a
 * court to preserve (freeze, seize) the assets of the lessee, its guarantors, mortgagors and pledgors — before suing,
 * while suing or before execution. The case names the contract, the court and the claim (诉请金额 = the rent still
 * unpaid, accelerated under 民法典 第752条, + 罚息 + 违约金 and other claims), the amount to preserve, the security
 * given for the application, the fees the court charges (worked out: shared finance/court-fees.ts) and the assets
 * targeted. Approved as its own family (部门负责人 → 风控 → 总经理); after approval the case follows the court
 * (申请中 → 已裁定 → 已执行 → 已解除) with each target's ruling and state.
 */
import { contract } from './contract';
import { customer } from './customer';
import { type ResourceDef, attachments, defineResource, dict, l, money, ref, text, textarea } from './define';
import { flowStateField, keptOnceApprovedStatus, processFields, recordFamily } from './flow-record';
import { lesseeField } from './servicing';

export const PRESERVATION_CASE_TYPES = [
  { value: 'PRE_SUIT', label: l('诉前保全', 'Before suit') },
  { value: 'IN_SUIT', label: l('诉中保全', 'During suit') },
  { value: 'PRE_EXECUTION', label: l('执行前保全', 'Before execution') },
];

/** Where a case stands with the court once approved (the approval itself is the record's flowState). */
export const PRESERVATION_CASE_STATES = [
  { value: 'APPLYING', label: l('申请中', 'Applied for') },
  { value: 'RULED', label: l('已裁定', 'Ruled') },
  { value: 'EXECUTED', label: l('已执行', 'Executed') },
  { value: 'RELEASED', label: l('已解除', 'Released') },
];

/** The court's moves of a case: forward only, released from any of them. */
export const PRESERVATION_CASE_MOVES: Record<string, string[]> = {
  APPLYING: ['RULED', 'RELEASED'],
  RULED: ['EXECUTED', 'RELEASED'],
  EXECUTED: ['RELEASED'],
  RELEASED: [],
};

export const PRESERVATION_PARTY_ROLES = [
  { value: 'LESSEE', label: l('承租人', 'Lessee') },
  { value: 'GUARANTOR', label: l('保证人', 'Guarantor') },
  { value: 'MORTGAGOR', label: l('抵押人', 'Mortgagor') },
  { value: 'PLEDGOR', label: l('出质人', 'Pledgor') },
];

export const PRESERVATION_ASSET_TYPES = [
  { value: 'BANK_ACCOUNT', label: l('银行账户', 'Bank account') },
  { value: 'REAL_ESTATE', label: l('不动产', 'Real estate') },
  { value: 'VEHICLE', label: l('车辆', 'Vehicle') },
  { value: 'EQUITY', label: l('股权', 'Equity') },
  { value: 'LEASED_ASSET', label: l('租赁物', 'Leased asset') },
  { value: 'OTHER', label: l('其他财产', 'Other property') },
];

export const PRESERVATION_TARGET_STATES = [
  { value: 'PENDING', label: l('待保全', 'To preserve') },
  { value: 'FROZEN', label: l('已查封冻结', 'Frozen / seized') },
  { value: 'RELEASED', label: l('已解除', 'Released') },
];

export const PRESERVATION_SECURITY_TYPES = [
  { value: 'LETTER', label: l('银行保函', 'Bank guarantee') },
  { value: 'GUARANTOR', label: l('担保公司担保', 'Guarantee company') },
  { value: 'INSURANCE', label: l('诉讼保全责任险', 'Preservation insurance') },
  { value: 'CASH', label: l('现金担保', 'Cash') },
  { value: 'PROPERTY', label: l('财产担保', 'Property') },
];

/** 保全标的: an asset of a party the case asks the court to preserve. */
export const preservationTarget = defineResource({
  name: 'preservationTarget',
  api: '/rzzl_qy/preservation/target',
  table: 'fl_preservation_target',
  permission: 'risk_preservation',
  label: l('保全标的', 'Assets to preserve'),
  titleField: 'description',
  routes: [],
  exportable: false,
  defaultSort: ['createTime asc', 'id asc'],
  fields: [
    ref('preservationId', l('资产保全', 'Preservation'), (): ResourceDef => preservation, { form: false, list: false }),
    dict('partyRole', l('当事人身份', 'Party'), 'preservation_party_role', {
      options: PRESERVATION_PARTY_ROLES,
      required: l('请选择当事人身份', 'please select the party'),
      width: 90,
    }),
    ref('customerId', l('当事人', 'Party name'), () => customer, { nameKey: 'customerName', width: 160 }),
    text('party', l('当事人名称', 'Party as named'), {
      required: l('请输入当事人名称', 'please enter the party'),
      max: 100,
      width: 160,
    }),
    dict('assetType', l('财产类型', 'Asset type'), 'preservation_asset_type', {
      options: PRESERVATION_ASSET_TYPES,
      required: l('请选择财产类型', 'please select the asset type'),
      width: 100,
    }),
    text('description', l('财产描述', 'Asset'), {
      required: l(
        '请输入财产描述 (账户、权证号、车牌、股权等)',
        'please describe the asset (account, title, plate, equity)',
      ),
      max: 300,
      width: 220,
    }),
    money('value', l('估值(元)', 'Value (yuan)'), { minValue: 0, width: 130 }),
    money('frozenAmount', l('冻结金额(元)', 'Frozen (yuan)'), { minValue: 0, width: 130 }),
    text('rulingNo', l('裁定书号', 'Ruling number'), { max: 60, width: 150 }),
    dict('targetState', l('保全状态', 'State'), 'preservation_target_state', {
      options: PRESERVATION_TARGET_STATES,
      defaultValue: 'PENDING',
      width: 100,
    }),
  ],
});

/** 资产保全 (fl_preservation): a court preservation case against a defaulted lessee's side, approved. */
export const preservation = defineResource({
  name: 'preservation',
  api: '/rzzl_qy/preservation/preservation',
  table: 'fl_preservation',
  permission: 'risk_preservation',
  label: l('资产保全', 'Asset preservation'),
  noun: l('资产保全', 'preservation case'),
  titleField: 'preservationNo',
  summary: ['preservationNo', 'customerId', 'contractId', 'preservationAmount'],
  routes: ['list', 'page', 'detail', 'remove', 'submit', 'export'],
  history: true,
  fields: [
    // 保全编号 (server: numbering rule `preservation`).
    text('preservationNo', l('保全编号', 'Case number'), { form: false, search: true, max: 40, width: 150 }),
    ref('contractId', l('合同', 'Contract'), () => contract, {
      required: l('请选择合同', 'please select the contract'),
      immutable: true,
      search: true,
      nameKey: 'contractNo',
      width: 160,
    }),
    lesseeField(),
    dict('caseType', l('保全类型', 'Kind'), 'preservation_case_type', {
      options: PRESERVATION_CASE_TYPES,
      required: l('请选择保全类型', 'please select the kind'),
      search: true,
      width: 100,
    }),
    text('court', l('受理法院', 'Court'), {
      required: l('请输入受理法院', 'please enter the court'),
      max: 100,
      width: 180,
    }),
    text('caseNo', l('案号', 'Case number (court)'), { max: 60, search: true, width: 180 }),
    // The claim (server: the contract's unpaid rent, accelerated, and 罚息 as the ledger stands; the rest entered).
    money('unpaidRent', l('未付租金(元)', 'Unpaid rent (yuan)'), { form: false, list: false }),
    money('penalty', l('罚息(元)', 'Penalty interest (yuan)'), { form: false, list: false }),
    money('otherClaims', l('违约金及其他(元)', 'Liquidated damages and other (yuan)'), {
      minValue: 0,
      defaultValue: '0',
      list: false,
    }),
    money('claimAmount', l('诉请金额(元)', 'Claim (yuan)'), { form: false, width: 140 }),
    money('preservationAmount', l('申请保全金额(元)', 'Amount to preserve (yuan)'), {
      required: l('请输入申请保全金额', 'please enter the amount to preserve'),
      minValue: 0.01,
      width: 150,
    }),
    dict('securityType', l('保全担保方式', 'Security given'), 'preservation_security_type', {
      options: PRESERVATION_SECURITY_TYPES,
      list: false,
    }),
    text('securityProvider', l('担保机构', 'Security provider'), { max: 100, list: false }),
    // The court's fees (server, 《诉讼费用交纳办法》): to preserve the amount, and to sue for the claim.
    money('preservationFee', l('保全申请费(元)', 'Preservation fee (yuan)'), { form: false, list: false }),
    money('acceptanceFee', l('案件受理费(元)', 'Court fee (yuan)'), { form: false, list: false }),
    money('otherCosts', l('律师费及其他费用(元)', 'Lawyer and other costs (yuan)'), {
      minValue: 0,
      defaultValue: '0',
      list: false,
    }),
    text('lawyer', l('代理律师', 'Lawyer'), { max: 50, list: false }),
    text('lawFirm', l('律师事务所', 'Law firm'), { max: 100, list: false }),
    dict('caseState', l('案件进展', 'Case state'), 'preservation_case_state', {
      options: PRESERVATION_CASE_STATES,
      form: false,
      search: true,
      width: 100,
    }),
    textarea('reason', l('申请理由', 'Grounds'), {
      required: l('请输入申请理由', 'please enter the grounds'),
      max: 2000,
    }),
    attachments('documents', l('保全材料', 'Documents'), { max: 30, attachmentKind: 'preservation' }),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
  children: [
    {
      name: 'targets',
      label: l('保全标的', 'Assets to preserve'),
      def: () => preservationTarget,
      foreignKey: 'preservationId',
    },
  ],
});

export const preservationFamily = recordFamily({
  code: 'preservation',
  categoryKey: '39',
  processKey: 'Preservation',
  resource: () => preservation,
});
