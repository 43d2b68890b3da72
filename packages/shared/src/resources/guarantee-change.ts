/**
 * 担保变更 (`contractchange/guaranteechange`; WAVE3-BRIEF §2.8): a contract's security added, released or replaced —
 * new guarantees and new mortgages or pledges (their fields the guarantee's and the 抵质押合同's own), the contract's
 * live ones released. Releasing, or a replacement securing less than what it releases, is material (风控 and 总经理).
 * After the approvals the starter signs the new security (签署担保合同: the guarantee contract's number, the
 * registration of a mortgage or pledge), and only then does the change take effect: the new security tied to the
 * contract, the released marked released on that day.
 */
import { type Field, type ResourceDef, attachments, defineResource, dict, ids, l, ref, text, textarea } from './define';
import { keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields } from './change-record';
import { guarantee, mortgage, mortpleBase } from './collateral';
import { contract } from './contract';
import { customer } from './customer';
import { project } from './project';

export const GUARANTEE_CHANGE_TYPES = [
  { value: 'ADD', label: l('增加担保', 'Add security') },
  { value: 'RELEASE', label: l('解除担保', 'Release security') },
  { value: 'REPLACE', label: l('替换担保', 'Replace security') },
];

/** Why a guarantee change is material: what it gives up. */
export const GUARANTEE_CHANGE_WORSE = [
  { value: 'release', label: l('解除担保', 'Security released') },
  { value: 'weaker', label: l('替换后担保减弱', 'Replacement secures less') },
];

/** Fields of another definition, as they are there (never copied): a child list's columns. */
const fieldsOf = (def: ResourceDef, names: readonly string[]): Field[] =>
  names.map((name) => {
    const f = def.fields.find((x) => x.name === name);
    if (!f) throw new Error(`${def.name} has no field ${name}`);
    const { immutable: _fixed, search: _search, ...kept } = f;
    return kept;
  });

/** What is filled in at 签署担保合同 (and may be left empty until then): the contract's number, the registration. */
export const SECURITY_SIGNING = {
  newGuarantees: ['guarContractNo', 'startDate', 'endDate'],
  newCollaterals: ['regNo', 'regDate', 'ccvaldate'],
} as const;

const changeRef = () =>
  ref('changeId', l('担保变更', 'Guarantee change'), (): ResourceDef => guaranteeChange, { form: false, list: false });

/** A guarantee the change adds (fl_guarantee_change_guarantee): the guarantee's own fields, and the one it became. */
export const guaranteeChangeGuarantee = defineResource({
  name: 'guaranteeChangeGuarantee',
  api: '/rzzl_qy/contractchange/guaranteechangeguarantee',
  table: 'fl_guarantee_change_guarantee',
  permission: 'change_guarantee',
  label: l('新增保证', 'New guarantees'),
  noun: l('新增保证', 'new guarantee'),
  titleField: 'guarantorId',
  routes: [],
  exportable: false,
  fields: [
    changeRef(),
    ...fieldsOf(guarantee, [
      'guarantorId',
      'guarType',
      'amount',
      'maxAmount',
      'relation',
      ...SECURITY_SIGNING.newGuarantees,
    ]),
    ref('guaranteeId', l('保证担保', 'Guarantee'), () => guarantee, { form: false, nameKey: 'guaranteeNo' }),
  ],
  defaultSort: ['createTime asc'],
});

/** A mortgage or pledge the change adds (fl_guarantee_change_collateral): its 抵质押合同 and the asset it is over. */
export const guaranteeChangeCollateral = defineResource({
  name: 'guaranteeChangeCollateral',
  api: '/rzzl_qy/contractchange/guaranteechangecollateral',
  table: 'fl_guarantee_change_collateral',
  permission: 'change_guarantee',
  label: l('新增抵质押', 'New mortgages and pledges'),
  noun: l('新增抵质押', 'new mortgage or pledge'),
  titleField: 'collateralName',
  routes: [],
  exportable: false,
  fields: [
    changeRef(),
    ...fieldsOf(mortpleBase, ['guartype', 'ownerId', 'amount']),
    text('collateralName', l('抵质押物', 'Asset'), {
      required: l('请输入抵质押物', 'please enter the asset'),
      max: 100,
    }),
    ...fieldsOf(mortgage, ['valuation']),
    ...fieldsOf(mortpleBase, SECURITY_SIGNING.newCollaterals),
    ref('baseId', l('抵质押合同', 'Mortgage/pledge contract'), () => mortpleBase, {
      form: false,
      nameKey: 'mortpleNo',
    }),
  ],
  defaultSort: ['createTime asc'],
});

/** 担保变更 (fl_guarantee_change). */
export const guaranteeChange = defineResource({
  name: 'guaranteeChange',
  api: '/rzzl_qy/contractchange/guaranteechange',
  table: 'fl_guarantee_change',
  permission: 'change_guarantee',
  label: l('担保变更', 'Guarantee changes'),
  noun: l('担保变更', 'guarantee change'),
  titleField: 'changeNo',
  routes: ['list', 'page', 'detail', 'export'],
  fields: [
    text('changeNo', l('变更编号', 'Change number'), { form: false, search: true, max: 50, width: 170 }),
    ref('contractId', l('合同', 'Contract'), () => contract, {
      required: l('请选择合同', 'please select the contract'),
      immutable: true,
      search: true,
      nameKey: 'contractNo',
      width: 170,
    }),
    // Copied from the contract.
    ref('projectId', l('项目', 'Project'), (): ResourceDef => project, { form: false, list: false }),
    ref('customerId', l('承租人', 'Lessee'), () => customer, {
      form: false,
      search: true,
      nameKey: 'customerName',
      width: 180,
    }),
    dict('changeType', l('变更类型', 'Change'), 'guarantee_change_type', {
      required: l('请选择变更类型', 'please select the change'),
      options: GUARANTEE_CHANGE_TYPES,
      search: true,
      width: 100,
    }),
    // The contract's live guarantees and 抵质押合同 it releases (checked to be the contract's on every save).
    ids('releaseGuaranteeIds', l('解除的保证', 'Guarantees released'), { target: () => guarantee, list: false }),
    ids('releaseBaseIds', l('解除的抵质押', 'Mortgages and pledges released'), {
      target: () => mortpleBase,
      list: false,
    }),
    textarea('reason', l('变更原因', 'Reason'), {
      required: l('请输入变更原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('documents', l('变更材料', 'Documents'), { max: 10, attachmentKind: 'guaranteeChange_document' }),
    // Server-set on every save: what it gives up (material: 总经理 decides too).
    dict('worse', l('不利变更', 'Worse for the lessor'), 'guarantee_change_worse', {
      options: GUARANTEE_CHANGE_WORSE,
      multiple: true,
      form: false,
      max: 100,
      width: 130,
    }),
    ...appliedFields(),
  ],
  children: [
    {
      name: 'newGuarantees',
      label: l('新增保证', 'New guarantees'),
      def: () => guaranteeChangeGuarantee,
      foreignKey: 'changeId',
    },
    {
      name: 'newCollaterals',
      label: l('新增抵质押', 'New mortgages and pledges'),
      def: () => guaranteeChangeCollateral,
      foreignKey: 'changeId',
    },
  ],
  status: keptOnceApprovedStatus(),
});

/** The step after the approvals where the starter signs the new security (the change takes effect as it ends). */
export const SIGN_SECURITY_STEP = 'signSecurity';

export const guaranteeChangeFamily = recordFamily({
  code: 'guaranteechange',
  categoryKey: '15',
  processKey: 'GuaranteeChange',
  resource: () => guaranteeChange,
  editableAt: {
    starterAdjust: [
      'changeType',
      'releaseGuaranteeIds',
      'releaseBaseIds',
      'reason',
      'documents',
      'newGuarantees',
      'newCollaterals',
    ],
    // Only the signing fields of the rows already decided on: nothing added, removed or otherwise changed.
    [SIGN_SECURITY_STEP]: [
      ...SECURITY_SIGNING.newGuarantees.map((f) => `newGuarantees.${f}`),
      ...SECURITY_SIGNING.newCollaterals.map((f) => `newCollaterals.${f}`),
      'documents',
    ],
  },
});

/** One line of a 担保变更's securityDiff: a guarantee or 抵质押合同 of the contract and what the change does to it. */
export interface SecurityLine {
  kind: 'guarantee' | 'base';
  /** The security's id and number; none for one not yet made. */
  id: string | null;
  no: string | null;
  /** The guarantor, the mortgagor or pledgor. */
  giver: string | null;
  amount: string | null;
  action: 'keep' | 'release' | 'add';
}
