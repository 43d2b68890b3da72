/**
 * Changes of a record's own fields through approval (WAVE3-BRIEF §2.8, §2.12; issue 30): 批复变更 (the terms the review
 * meeting approved), 项目变更 (a project in or after approval), 合同变更 (a contract's own fields), 最高额变更 (a maximum
 * guarantee's ceiling and period), 一般变更 (the lessee's particulars). One declaration per
 * family — its target, the target's fields it may change, the states the target must be in and which moves are worse
 * for the lessor — drives the record's definition, the server's checks and apply, and the screen's form: the proposal is
 * the target's own fields as proposed (`proposed`, checked by their definitions), the diff an approver reads is the
 * change machine's `[{ysmc, oldval, newval}]`.
 */
import {
  type Field,
  type Localized,
  type ResourceDef,
  attachments,
  defineResource,
  dict,
  json,
  l,
  ref,
  text,
  textarea,
} from './define';
import { changeFields, keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields } from './change-record';
import { type WorkflowFamily, FLOW_CATEGORIES } from './flow';
import { guarantee } from './collateral';
import { contract } from './contract';
import { customer } from './customer';
import { project } from './project';

/** Which way a term moves against the lessor: `up` — more is worse (the amount, the term); `down` — less is worse. */
export type Worse = 'up' | 'down';

export interface FieldChangeDecl {
  /** The workflow family's code, its 流程分类 key and its process key; `submit`: it serves submit-process too. */
  family: { code: string; categoryKey: string; processKey: string; submit?: boolean };
  name: string;
  api: string;
  table: string;
  permission: string;
  label: Localized;
  noun: Localized;
  /** The record's number: `<target number>-<prefix>nn`. */
  prefix: string;
  /** Its screen under 租后变更: the menu's path (the web app's route), icon and place. */
  menu: { path: string; icon: string; sort: number };
  /** What it changes, and the record's field naming it. */
  target: {
    def: () => ResourceDef;
    field: 'projectId' | 'contractId' | 'guaranteeId' | 'customerId';
    label: Localized;
    /** The target's number the record's is made under (its id when it has none). */
    numberField: string;
  };
  /** The target's states a change may start and apply in (none: a target without states, a guarantee). */
  states?: readonly string[];
  /** The target's fields it may change, in form order. */
  fields: readonly string[];
  /** The fields whose move worsens the lessor's position (material: the original authority decides). */
  worse?: Readonly<Record<string, Worse>>;
}

/**
 * 批复变更 (hzbg): the terms the review meeting approved, before or after the contract. A move worse for the lessor
 * (amount or term up, rate, deposit, fees or penalty down) goes back to the meeting's reviewers; a better one needs the
 * department head and risk. Applied to the project (its history); a contract not yet signed is redrawn from it.
 */
export const APPROVAL_CHANGE: FieldChangeDecl = {
  family: { code: 'hzbg', categoryKey: '7', processKey: 'ApprovalChange', submit: true },
  name: 'approvalChange',
  api: '/rzzl_qy/approvalChange/approvalchange',
  table: 'fl_approval_change',
  permission: 'change_approval',
  label: l('批复变更', 'Approval changes'),
  noun: l('批复变更', 'approval change'),
  prefix: 'PF',
  menu: { path: '/change/approval', icon: 'audit', sort: 20 },
  target: { def: () => project, field: 'projectId', label: l('项目', 'Project'), numberField: 'projectNo' },
  states: ['approved', 'contracted'],
  fields: [
    'financeAmount',
    'periods',
    'frequencyMonths',
    'annualRate',
    'rentMethod',
    'payIn',
    'deposit',
    'depositUse',
    'fee',
    'feeMode',
    'purchasePrice',
    'residualValue',
    'graceMonths',
    'graceType',
    'penaltyRate',
    'breakFeeRate',
  ],
  worse: {
    financeAmount: 'up',
    periods: 'up',
    frequencyMonths: 'up',
    graceMonths: 'up',
    annualRate: 'down',
    deposit: 'down',
    fee: 'down',
    purchasePrice: 'down',
    residualValue: 'down',
    penaltyRate: 'down',
    breakFeeRate: 'down',
  },
};

/**
 * 项目变更 (projectChange): a project between its application and its contract — its name, account manager, co-lessees
 * and the texts the approvers read. Not the lessee (another lessee is another project) nor the terms (批复变更's).
 */
export const PROJECT_CHANGE: FieldChangeDecl = {
  family: { code: 'projectChange', categoryKey: '6', processKey: 'ProjectChange' },
  name: 'projectChange',
  api: '/rzzl_qy/projectChange/projectchange',
  table: 'fl_project_change',
  permission: 'change_project',
  label: l('项目变更', 'Project changes'),
  noun: l('项目变更', 'project change'),
  prefix: 'XB',
  menu: { path: '/change/project', icon: 'project', sort: 21 },
  target: { def: () => project, field: 'projectId', label: l('项目', 'Project'), numberField: 'projectNo' },
  states: ['applying', 'applied', 'reviewing', 'reviewed', 'resolving', 'resolved', 'special', 'approved'],
  fields: ['projectName', 'owner', 'coLessees', 'background', 'repaymentSource', 'remark'],
};

/** 合同变更 (contractchange): an approved or signed contract's own fields — its name, account manager, place, remark. */
export const CONTRACT_CHANGE: FieldChangeDecl = {
  family: { code: 'contractchange', categoryKey: '37', processKey: 'ContractChange' },
  name: 'contractChange',
  api: '/rzzl_qy/contractchange/contractchange',
  table: 'fl_contract_change',
  permission: 'change_contract',
  label: l('合同变更', 'Contract changes'),
  noun: l('合同变更', 'contract change'),
  prefix: 'HB',
  menu: { path: '/change/contract', icon: 'file-text', sort: 22 },
  target: { def: () => contract, field: 'contractId', label: l('合同', 'Contract'), numberField: 'contractNo' },
  states: ['approved', 'signed'],
  fields: ['contractName', 'owner', 'signPlace', 'remark'],
};

/**
 * 最高额变更 (maxChange): a 最高额保证's ceiling and determination period (民法典 第690条; for a 最高额抵押 第422条: before
 * the claims are fixed the parties may change the period, the scope and the ceiling). The ceiling never below what the
 * contracts it covers have taken; a lower ceiling weakens the security (material: the general manager decides).
 */
export const MAX_CHANGE: FieldChangeDecl = {
  family: { code: 'maxChange', categoryKey: '29', processKey: 'MaxChange', submit: true },
  name: 'maxChange',
  api: '/rzzl_qy/contractchange/maxchange',
  table: 'fl_max_change',
  permission: 'change_max',
  label: l('最高额变更', 'Maximum guarantee changes'),
  noun: l('最高额变更', 'maximum guarantee change'),
  prefix: 'ZG',
  menu: { path: '/change/max', icon: 'safety', sort: 23 },
  target: { def: () => guarantee, field: 'guaranteeId', label: l('保证担保', 'Guarantee'), numberField: 'guaranteeNo' },
  fields: ['maxAmount', 'startDate', 'endDate'],
  worse: { maxAmount: 'down' },
};

/**
 * 一般变更 (commonbg): the lessee's particulars after a registry change (工商变更) or a new contact — its registered name,
 * legal representative, addresses, phones, e-mail. 部门负责人 approves. (`changeLoan` lists the lessee's IOUs, whose
 * repayment account and account manager change through 借据变更.)
 */
export const COMMON_CHANGE: FieldChangeDecl = {
  family: { code: 'commonbg', categoryKey: '8', processKey: 'CommonChange' },
  name: 'commonChange',
  api: '/rzzl_qy/commonChange/commonchange',
  table: 'fl_common_change',
  permission: 'change_common',
  label: l('一般变更', 'General changes'),
  noun: l('一般变更', 'general change'),
  prefix: 'YB',
  menu: { path: '/change/common', icon: 'edit', sort: 24 },
  target: { def: () => customer, field: 'customerId', label: l('承租人', 'Lessee'), numberField: 'creditCode' },
  fields: ['compname', 'legalPerson', 'regAddress', 'telephone', 'mobile', 'email', 'address'],
};

/** The target's field definitions a declaration may change, in its order, each a form field (the proposal's inputs). */
export function changeableFields(decl: FieldChangeDecl): Field[] {
  const def = decl.target.def();
  return decl.fields.map((name) => {
    const f = def.fields.find((x) => x.name === name);
    if (!f) throw new Error(`${decl.name}: ${def.name} has no field ${name}`);
    // Required stays: a proposal may leave a field out, never empty a field its record requires.
    return { ...f, form: true, defaultValue: undefined };
  });
}

/** The keys `worse` keeps: the fields a change may move (labels from the target's definition). */
const worseOptions = (decl: FieldChangeDecl) =>
  changeableFields(decl)
    .filter((f) => decl.worse?.[f.name])
    .map((f) => ({ value: f.name, label: f.label }));

/** The record of a field change: its number and target, the proposal, the reason and documents, what was decided. */
export function fieldChangeResource(decl: FieldChangeDecl) {
  const targetNoun = decl.target.label;
  return defineResource({
    name: decl.name,
    api: decl.api,
    table: decl.table,
    permission: decl.permission,
    label: decl.label,
    noun: decl.noun,
    titleField: 'changeNo',
    routes: ['list', 'page', 'detail', 'export'],
    fields: [
      text('changeNo', l('变更编号', 'Change number'), { form: false, search: true, max: 50, width: 170 }),
      ref(decl.target.field, targetNoun, decl.target.def, {
        required: l(`请选择${targetNoun['zh-CN']}`, `please select the ${targetNoun['en-US'].toLowerCase()}`),
        immutable: true,
        search: true,
        width: 180,
      }),
      // The lessee, copied from the target (the target itself when it is the lessee).
      ...(decl.target.field === 'customerId'
        ? []
        : [
            ref('customerId', l('承租人', 'Lessee'), () => customer, {
              form: false,
              search: true,
              nameKey: 'customerName',
              width: 180,
            }),
          ]),
      // {field: value} of the target's own fields as proposed (checked by their definitions on every save)
      json('proposed', l('变更内容', 'Proposed'), {
        required: l('请填写变更内容', 'please fill in what changes'),
        list: false,
      }),
      textarea('reason', l('变更原因', 'Reason'), {
        required: l('请输入变更原因', 'please enter the reason'),
        max: 1000,
      }),
      attachments('documents', l('变更材料', 'Documents'), { max: 10, attachmentKind: `${decl.name}_document` }),
      // Asked when the change adds to what the guarantors answer for (民法典 第695条).
      attachments('guarantorConsent', l('担保人同意函', "Guarantors' consent"), {
        max: 10,
        attachmentKind: 'guarantor_consent',
      }),
      // Server-set on every save: the moves worse for the lessor (they take it to the original authority).
      ...(decl.worse
        ? [
            dict('worse', l('不利变更', 'Worse for the lessor'), `${decl.name}_worse`, {
              options: worseOptions(decl),
              multiple: true,
              form: false,
              max: 400,
              width: 160,
            }),
          ]
        : []),
      ...changeFields(),
      ...appliedFields(),
    ],
    status: keptOnceApprovedStatus(),
  });
}

export const approvalChange = fieldChangeResource(APPROVAL_CHANGE);
export const projectChange = fieldChangeResource(PROJECT_CHANGE);
export const contractChange = fieldChangeResource(CONTRACT_CHANGE);
export const maxChange = fieldChangeResource(MAX_CHANGE);
export const commonChange = fieldChangeResource(COMMON_CHANGE);

const familyOf = (decl: FieldChangeDecl, def: ResourceDef): WorkflowFamily => {
  if (!FLOW_CATEGORIES.some((c) => c.key === decl.family.categoryKey))
    throw new Error(`${decl.name}: no 流程分类 ${decl.family.categoryKey}`);
  const { submit, ...family } = decl.family;
  return recordFamily({
    ...family,
    resource: () => def,
    ...(submit ? { calls: { submit: 'submit-process' } } : {}),
    editableAt: { starterAdjust: ['proposed', 'reason', 'documents', 'guarantorConsent'] },
  });
};

export const approvalChangeFamily = familyOf(APPROVAL_CHANGE, approvalChange);
export const projectChangeFamily = familyOf(PROJECT_CHANGE, projectChange);
export const contractChangeFamily = familyOf(CONTRACT_CHANGE, contractChange);
export const maxChangeFamily = familyOf(MAX_CHANGE, maxChange);
export const commonChangeFamily = familyOf(COMMON_CHANGE, commonChange);

/** One field change: its declaration, its record's definition, its family. */
export interface FieldChange {
  decl: FieldChangeDecl;
  def: ResourceDef;
  family: WorkflowFamily;
}

/** Every field change (the server registers, the screens route and the family pages render from this list). */
export const FIELD_CHANGES: readonly FieldChange[] = [
  { decl: APPROVAL_CHANGE, def: approvalChange, family: approvalChangeFamily },
  { decl: PROJECT_CHANGE, def: projectChange, family: projectChangeFamily },
  { decl: CONTRACT_CHANGE, def: contractChange, family: contractChangeFamily },
  { decl: MAX_CHANGE, def: maxChange, family: maxChangeFamily },
  { decl: COMMON_CHANGE, def: commonChange, family: commonChangeFamily },
];

export const FIELD_CHANGE_FAMILIES = FIELD_CHANGES.map((c) => c.family);
