/**
 * Contracts (business-domain §7 "Contracts and changes": beforeContract and contract/contract; the `contract` and
 * `supplement` families). A contract is drawn from an approved project: its lessee, lease type and terms are copied
 * from the project when it is created, its document is generated from the enabled contract model of its type, it is
 * approved (合同审批), signed (the signed scan attached) and registered in the central registry (中登登记).
 */
import { type ResourceDef, attachments, date, defineResource, dict, l, money, ref, text, textarea } from './define';
import { contractModel } from './contract-model';
import { customer } from './customer';
import { defineWorkflowFamily } from './flow';
import { flowRecordStatus, flowStateField, processFields, recordFamily } from './flow-record';
import { LEASE_TYPE_OPTIONS, leaseTermFields } from './lease-terms';
import { project } from './project';
import { user } from './system';

export const CONTRACT_STATES = {
  draft: 'draft',
  approving: 'approving',
  approved: 'approved',
  signed: 'signed',
  // Its project closed (项目结项): nothing more is drawn on it, signed or not.
  terminated: 'terminated',
} as const;

export const CONTRACT_STATE_OPTIONS = [
  { value: CONTRACT_STATES.draft, label: l('草稿', 'Draft') },
  { value: CONTRACT_STATES.approving, label: l('审批中', 'In approval') },
  { value: CONTRACT_STATES.approved, label: l('待签约', 'Awaiting signature') },
  { value: CONTRACT_STATES.signed, label: l('已签约', 'Signed') },
  { value: CONTRACT_STATES.terminated, label: l('已终止', 'Terminated') },
];

/** A contract's lease terms: the project's, copied when it is created and adjustable while it is a draft. */
const contractTermFields = () => leaseTermFields().map((f) => ({ ...f, required: undefined }));

/** 融资租赁合同 (fl_contract). */
export const contract = defineResource({
  name: 'contract',
  api: '/rzzl_qy/contract/contract',
  table: 'fl_contract',
  permission: 'contract_info',
  label: l('合同信息', 'Contracts'),
  noun: l('合同', 'Contract'),
  titleField: 'contractNo',
  summary: ['contractNo', 'contractName', 'customerId', 'financeAmount'],
  owner: 'owner',
  history: true,
  routes: ['list', 'page', 'select', 'export'],
  fields: [
    // Taken from the `contract` numbering rule when the contract is created.
    text('contractNo', l('合同编号', 'Contract number'), { form: false, search: true, max: 40, width: 150 }),
    text('contractName', l('合同名称', 'Contract name'), { max: 100, search: true, width: 200 }),
    dict('contractState', l('合同状态', 'Contract status'), 'contract_state', {
      options: CONTRACT_STATE_OPTIONS,
      form: false,
      search: true,
      width: 100,
    }),
    ref('projectId', l('项目', 'Project'), (): ResourceDef => project, {
      required: l('请选择项目', 'please select the project'),
      search: true,
      immutable: true,
      nameKey: 'projectName',
      width: 180,
    }),
    // Copied from the project.
    ref('customerId', l('承租人', 'Lessee'), () => customer, {
      form: false,
      search: true,
      nameKey: 'customerName',
      width: 180,
    }),
    dict('leaseType', l('租赁方式', 'Lease type'), 'lease_type', {
      options: LEASE_TYPE_OPTIONS,
      form: false,
      search: true,
      width: 100,
    }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { form: false, search: true, width: 100 }),
    ...contractTermFields(),
    // The model the document was generated from, and the document (createContract).
    ref('modelId', l('合同模板', 'Contract model'), () => contractModel, {
      form: false,
      list: false,
      nameKey: 'modelName',
    }),
    attachments('document', l('合同文本', 'Contract document'), { form: false, max: 1, attachmentKind: 'contract' }),
    // Signing (sign): the date, the place and the signed scan.
    date('signDate', l('签订日期', 'Signing date'), { form: false, width: 110 }),
    text('signPlace', l('签订地点', 'Signing place'), { form: false, max: 100, list: false }),
    attachments('signedScan', l('签约扫描件', 'Signed scan'), {
      form: false,
      max: 10,
      attachmentKind: 'contract_signed',
    }),
    // The central registry (supplement family, on its approval).
    text('registrationNo', l('中登登记编号', 'Registry number'), { form: false, max: 60, width: 150 }),
    date('registrationDate', l('中登登记日期', 'Registry date'), { form: false, list: false }),
    // Disbursed against the contract so far (the loan family, issue 15).
    money('loanedAmount', l('已放款金额(元)', 'Disbursed (yuan)'), { form: false, defaultValue: '0', list: false }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
  ],
  status: {
    field: 'contractState',
    initial: CONTRACT_STATES.draft,
    transitions: {
      // A project's closing ends every contract of it not in approval (a draft or one never signed included).
      draft: ['approving', 'terminated'],
      approving: ['approved', 'draft'],
      approved: ['signed', 'terminated'],
      signed: ['terminated'],
      terminated: [],
    },
    editableIn: ['draft'],
    removableIn: ['draft'],
  },
});

/** 中登登记 (fl_contract_registration): the lease registered in the central registry, the certificate attached. */
export const contractRegistration = defineResource({
  name: 'contractRegistration',
  api: '/rzzl_qy/supplement/supplement',
  table: 'fl_contract_registration',
  permission: 'contract_supplement',
  label: l('中登登记', 'Central registry registrations'),
  noun: l('中登登记', 'registry registration'),
  titleField: 'registrationNo',
  routes: ['list', 'page'],
  fields: [
    ref('contractId', l('合同', 'Contract'), () => contract, {
      required: l('请选择合同', 'please select the contract'),
      search: true,
      nameKey: 'contractNo',
      width: 160,
    }),
    text('registrationNo', l('登记编号', 'Registration number'), {
      required: l('请输入登记编号', 'please enter the registration number'),
      search: true,
      max: 60,
      width: 170,
    }),
    date('registrationDate', l('登记日期', 'Registration date'), {
      required: l('请选择登记日期', 'please select the registration date'),
    }),
    date('expiryDate', l('登记到期日', 'Expires on'), {}),
    textarea('property', l('登记财产描述', 'Property registered'), { max: 2000 }),
    attachments('certificate', l('登记证明', 'Certificate'), {
      required: l('请上传登记证明', 'please upload the certificate'),
      max: 5,
      attachmentKind: 'registration',
    }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 合同审批: a drafted contract approved; contract/contract's handle-* calls and beforeContract's serve it alike. */
export const contractFamily = defineWorkflowFamily({
  code: 'contract',
  label: l('合同审批', 'Contract approval'),
  categoryKey: '5',
  processKey: 'ContractApproval',
  resource: () => contract,
  api: '/rzzl_qy/contract/contract',
  calls: {
    start: 'toStartProcess',
    save: 'handle-save',
    submit: 'handle-submit',
    finish: 'handle-finish',
    remove: 'handle-delete',
    detail: 'details',
  },
  aliases: [
    {
      api: '/rzzl_qy/beforeContract/beforeContract',
      calls: {
        start: 'start-process',
        save: 'save-data',
        finish: 'finish-process',
        remove: 'delete-process',
        detail: 'getDetailById',
      },
    },
  ],
  variables: ['financeAmount'],
  editableAt: { starterAdjust: ['contractName', 'remark', 'startDate'] },
  states: { draft: 'draft', running: 'approving', approved: 'approved', rejected: 'draft', withdrawn: 'draft' },
});

/** 中登登记: a signed contract's registration approved; on approval the contract carries its number and date. */
export const supplementFamily = recordFamily({
  code: 'supplement',
  categoryKey: '14',
  processKey: 'CentralRegistration',
  resource: () => contractRegistration,
  calls: { detailByInstance: 'getDetailByInsId' },
});

export const CONTRACT_FAMILIES = [contractFamily, supplementFamily] as const;
