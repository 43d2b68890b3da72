/**
 * Projects (项目) and the approval chain they go through (business-domain §2 and §7 "Project families"; issue 14):
 * 立项 (beforeinfo) → 项目申请 (projectApplication) → 评审会 (project) → 党支部决议 (dzbjy) → 特殊审批 (special, when
 * a rule of the project asks for it) → 已批准 → contract. Beside the chain: 征信 (credit), 项目补充资料
 * (SupplementInfo) and 资料下载 (zlxz).
 *
 * The project itself is the business record of 立项 and 项目申请 (both served by processpro/processpro: the
 * definition decides which); every other step keeps its own record pointing at the project (`projectId`), and the
 * chain (PROJECT_CHAIN) says which project state each step starts from and moves it to. docs/decisions.md, "The
 * project chain".
 */
import {
  type ResourceDef,
  attachments,
  date,
  datetime,
  defineResource,
  dict,
  int,
  l,
  money,
  ref,
  refs,
  text,
  textarea,
} from './define';
import { customer } from './customer';
import { type WorkflowFamily, defineWorkflowFamily } from './flow';
import { RECORD_CALLS, flowRecordStatus, flowStateField, processFields, recordFamily } from './flow-record';
import { LEASE_TYPE_OPTIONS, leaseTermFields } from './lease-terms';
import { guarantee, mortgage, pledge, subjectMatter } from './collateral';
import { user } from './system';

export const PROJECT_STATES = {
  draft: 'draft',
  initiating: 'initiating',
  initiated: 'initiated',
  applying: 'applying',
  applied: 'applied',
  reviewing: 'reviewing',
  reviewed: 'reviewed',
  resolving: 'resolving',
  resolved: 'resolved',
  special: 'special',
  approved: 'approved',
  contracted: 'contracted',
  // 项目结项 approved (servicing's endOfProject): every IOU closed, the archive complete; no way out.
  closed: 'closed',
  vetoed: 'vetoed',
} as const;
export type ProjectState = (typeof PROJECT_STATES)[keyof typeof PROJECT_STATES];

export const PROJECT_STATE_OPTIONS: { value: ProjectState; label: ReturnType<typeof l> }[] = [
  { value: 'draft', label: l('草稿', 'Draft') },
  { value: 'initiating', label: l('立项审批中', 'Initiation in approval') },
  { value: 'initiated', label: l('已立项', 'Initiated') },
  { value: 'applying', label: l('项目申请审批中', 'Application in approval') },
  { value: 'applied', label: l('待上会', 'Awaiting review') },
  { value: 'reviewing', label: l('评审中', 'In review meeting') },
  { value: 'reviewed', label: l('待党支部决议', 'Awaiting party resolution') },
  { value: 'resolving', label: l('党支部决议审批中', 'Resolution in approval') },
  { value: 'resolved', label: l('待特殊审批', 'Awaiting special approval') },
  { value: 'special', label: l('特殊审批中', 'Special approval running') },
  { value: 'approved', label: l('已批准', 'Approved') },
  { value: 'contracted', label: l('已签约', 'Contracted') },
  { value: 'closed', label: l('已结项', 'Closed') },
  { value: 'vetoed', label: l('已否决', 'Vetoed') },
];

/**
 * One step of the chain: the project state it starts from, the state while it runs, and where an approval takes the
 * project (`approved`; 党支部决议 goes on to `resolved` instead when the project needs a special approval). A step
 * withdrawn or rejected takes the project back to `from` — except a review meeting that voted it down (`vetoed`).
 */
export interface ChainStep {
  family: string;
  from: ProjectState;
  running: ProjectState;
  approved: ProjectState;
  /** Where the project goes when the step needs the special approval after it (dzbjy). */
  approvedNeedingSpecial?: ProjectState;
  /** Where a negative outcome takes it (the meeting's veto); default `from`. */
  vetoed?: ProjectState;
}

export const PROJECT_CHAIN: readonly ChainStep[] = [
  { family: 'beforeinfo', from: 'draft', running: 'initiating', approved: 'initiated' },
  { family: 'projectApplication', from: 'initiated', running: 'applying', approved: 'applied' },
  { family: 'project', from: 'applied', running: 'reviewing', approved: 'reviewed', vetoed: 'vetoed' },
  {
    family: 'dzbjy',
    from: 'reviewed',
    running: 'resolving',
    approved: 'approved',
    approvedNeedingSpecial: 'resolved',
  },
  { family: 'special', from: 'resolved', running: 'special', approved: 'approved' },
];

export const chainStepOf = (family: string) => PROJECT_CHAIN.find((s) => s.family === family);

/** The project's moves, derived from the chain (signing a contract: approved → contracted; 项目结项: contracted → closed). */
export const PROJECT_TRANSITIONS: Record<string, string[]> = (() => {
  const t: Record<string, Set<string>> = {};
  const add = (from: string, to: string) => {
    t[from] ??= new Set();
    t[from].add(to);
  };
  for (const s of PROJECT_CHAIN) {
    add(s.from, s.running);
    add(s.running, s.from);
    add(s.running, s.approved);
    if (s.approvedNeedingSpecial) add(s.running, s.approvedNeedingSpecial);
    if (s.vetoed) add(s.running, s.vetoed);
  }
  add('approved', 'contracted');
  add('contracted', 'closed');
  for (const o of PROJECT_STATE_OPTIONS) t[o.value] ??= new Set();
  return Object.fromEntries(Object.entries(t).map(([k, v]) => [k, [...v]]));
})();

/** States in which a project's terms, items and collateral may still change (before its application is approved). */
export const PROJECT_EDITABLE_STATES: ProjectState[] = ['draft', 'initiated'];

/** The project (fl_project): lessee, lease terms, leased items, guarantees and collateral, and where it stands. */
export const project = defineResource({
  name: 'project',
  api: '/rzzl_qy/processpro/processpro',
  table: 'fl_project',
  permission: 'project_info',
  label: l('项目信息', 'Projects'),
  noun: l('项目', 'Project'),
  titleField: 'projectName',
  summary: ['projectName', 'projectNo', 'customerId', 'financeAmount'],
  owner: 'owner',
  history: true,
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'select', 'export'],
  fields: [
    // Taken from the `project` numbering rule when the project is created.
    text('projectNo', l('项目编号', 'Project number'), { form: false, search: true, max: 40, width: 150 }),
    text('projectName', l('项目名称', 'Project name'), {
      required: l('请输入项目名称', 'please enter the project name'),
      search: true,
      max: 100,
      width: 200,
    }),
    dict('projectState', l('项目状态', 'Project status'), 'project_state', {
      options: PROJECT_STATE_OPTIONS,
      form: false,
      search: true,
      width: 120,
    }),
    ref('customerId', l('承租人', 'Lessee'), () => customer, {
      required: l('请选择承租人', 'please select the lessee'),
      search: true,
      nameKey: 'customerName',
      width: 180,
    }),
    refs('coLessees', l('共同承租人', 'Co-lessees'), () => customer, { list: false }),
    dict('leaseType', l('租赁方式', 'Lease type'), 'lease_type', {
      required: l('请选择租赁方式', 'please select the lease type'),
      options: LEASE_TYPE_OPTIONS,
      defaultValue: 1,
      search: true,
      width: 100,
    }),
    ref('owner', l('客户经理', 'Account manager'), () => user, { search: true, width: 100 }),
    ...leaseTermFields(),
    // Server-set on every save from the terms and the items (docs/decisions.md, "The project chain").
    money('equipmentValue', l('租赁物价值(元)', 'Leased items value (yuan)'), { form: false, list: false }),
    money('totalRent', l('租金总额(元)', 'Total rent (yuan)'), { form: false, list: false }),
    text('irr', l('内部收益率(%)', 'IRR (%)'), { form: false, max: 20, width: 90 }),
    textarea('specialReasons', l('特殊审批事项', 'Special approval reasons'), { form: false, max: 2000 }),
    textarea('background', l('项目背景', 'Background'), { max: 2000 }),
    textarea('repaymentSource', l('还款来源', 'Source of repayment'), { max: 2000 }),
    textarea('riskOpinion', l('风控意见', 'Risk opinion'), { max: 2000 }),
    attachments('files', l('项目资料', 'Project documents'), { max: 50, attachmentKind: 'project' }),
    textarea('remark', l('备注', 'Remark'), { max: 500 }),
    ...processFields(),
  ],
  children: [
    {
      name: 'items',
      label: l('租赁物', 'Leased items'),
      def: (): ResourceDef => subjectMatter,
      foreignKey: 'projectId',
    },
    { name: 'guarantees', label: l('保证担保', 'Guarantees'), def: (): ResourceDef => guarantee, foreignKey: 'mainId' },
    {
      name: 'mortgages',
      label: l('抵押物', 'Mortgaged assets'),
      def: (): ResourceDef => mortgage,
      foreignKey: 'mainId',
    },
    { name: 'pledges', label: l('质押物', 'Pledged assets'), def: (): ResourceDef => pledge, foreignKey: 'mainId' },
  ],
  status: {
    field: 'projectState',
    initial: 'draft',
    transitions: PROJECT_TRANSITIONS,
    editableIn: PROJECT_EDITABLE_STATES,
    removableIn: ['draft'],
  },
});

/** A step record's pointer at its project. */
const projectRef = () =>
  ref('projectId', l('项目', 'Project'), () => project, {
    required: l('请选择项目', 'please select the project'),
    search: true,
    nameKey: 'projectName',
    width: 200,
  });

export const REVIEW_RESULTS = [
  { value: 'pass', label: l('通过', 'Passed') },
  { value: 'veto', label: l('否决', 'Vetoed') },
];

/** 评审会 (fl_project_review): the meeting that votes on a project; each reviewer's vote is a countersign task. */
export const projectReview = defineResource({
  name: 'projectReview',
  api: '/rzzl_qy/project/project',
  table: 'fl_project_review',
  permission: 'project_info',
  label: l('评审会', 'Review meetings'),
  noun: l('评审会', 'review meeting'),
  titleField: 'topic',
  routes: ['list', 'page'],
  fields: [
    projectRef(),
    text('topic', l('议题', 'Topic'), { required: l('请输入议题', 'please enter the topic'), max: 200, search: true }),
    datetime('meetingTime', l('会议时间', 'Meeting time'), {
      required: l('请选择会议时间', 'please select the meeting time'),
    }),
    text('place', l('会议地点', 'Place'), { max: 100, list: false }),
    ref('host', l('主持人', 'Chair'), () => user, { required: l('请选择主持人', 'please select the chair') }),
    refs('reviewers', l('评审委员', 'Reviewers'), () => user, {
      required: l('请选择评审委员', 'please select the reviewers'),
      list: false,
    }),
    textarea('notes', l('会议记录', 'Notes'), { max: 5000 }),
    // Server-set from the votes when the meeting ends.
    dict('result', l('评审结论', 'Result'), 'review_result', { options: REVIEW_RESULTS, form: false, width: 90 }),
    int('votesFor', l('同意票', 'Votes for'), { form: false, width: 80 }),
    int('votesAgainst', l('反对票', 'Votes against'), { form: false, width: 80 }),
    attachments('minutes', l('会议纪要', 'Minutes'), { form: false, max: 5, attachmentKind: 'hyjy' }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 党支部决议 (fl_project_resolution): the party branch's resolution uploaded and approved. */
export const projectResolution = defineResource({
  name: 'projectResolution',
  api: '/rzzl_qy/project/dzbjy',
  table: 'fl_project_resolution',
  permission: 'project_info',
  label: l('党支部决议', 'Party branch resolutions'),
  noun: l('党支部决议', 'party branch resolution'),
  titleField: 'resolutionNo',
  routes: ['list', 'page'],
  fields: [
    projectRef(),
    text('resolutionNo', l('决议编号', 'Resolution number'), {
      required: l('请输入决议编号', 'please enter the resolution number'),
      max: 50,
      search: true,
    }),
    date('meetingDate', l('会议日期', 'Meeting date'), { required: l('请选择会议日期', 'please select the date') }),
    textarea('summary', l('决议内容', 'Resolution'), {
      required: l('请输入决议内容', 'please enter the resolution'),
      max: 5000,
    }),
    attachments('resolutionFile', l('党支部决议文件', 'Resolution document'), {
      required: l('请上传党支部决议', 'please upload the resolution'),
      max: 5,
      attachmentKind: 'dzbjy',
    }),
    // Generated by createDshDoc from the 董事会决议 model.
    attachments('boardDoc', l('董事会决议', 'Board resolution'), { form: false, max: 5, attachmentKind: 'dsh' }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 特殊审批 (fl_special_approval): a project whose terms break a rule (PROJECT_SPECIAL_RULES) needs it. */
export const specialApproval = defineResource({
  name: 'specialApproval',
  api: '/rzzl_qy/special/special',
  table: 'fl_special_approval',
  permission: 'project_info',
  label: l('特殊审批', 'Special approvals'),
  noun: l('特殊审批', 'special approval'),
  titleField: 'reasons',
  routes: ['list', 'page'],
  fields: [
    projectRef(),
    // Copied from the project's specialReasons at start.
    textarea('reasons', l('特殊事项', 'Special matters'), { form: false, max: 2000 }),
    textarea('explanation', l('情况说明', 'Explanation'), {
      required: l('请输入情况说明', 'please enter the explanation'),
      max: 5000,
    }),
    attachments('files', l('附件', 'Attachments'), { max: 20, attachmentKind: 'special' }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 资料下载 (fl_project_download): a request for a project's documents; approved, their zip becomes downloadable. */
export const projectDownload = defineResource({
  name: 'projectDownload',
  api: '/rzzl_qy/project/zlxz',
  table: 'fl_project_download',
  permission: 'project_info',
  label: l('资料下载', 'Document downloads'),
  noun: l('资料下载申请', 'document download request'),
  titleField: 'purpose',
  routes: ['list', 'page'],
  fields: [
    projectRef(),
    textarea('purpose', l('用途', 'Purpose'), { required: l('请输入用途', 'please enter the purpose'), max: 1000 }),
    // Set on approval: the zip of the project's documents, and until when it may be downloaded.
    attachments('archive', l('资料包', 'Archive'), { form: false, max: 1, attachmentKind: 'zlxz' }),
    date('availableUntil', l('下载截止日', 'Available until'), { form: false }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

export const CREDIT_QUERY_TYPES = [
  { value: 'company', label: l('企业征信', 'Company credit report') },
  { value: 'person', label: l('个人征信', 'Personal credit report') },
];

/** 征信申请 (fl_credit): the authorisation to query a customer's credit report, and the report risk staff attach. */
export const creditReport = defineResource({
  name: 'creditReport',
  api: '/rzzl_qy/credit/credit',
  table: 'fl_credit',
  permission: 'project_credit',
  label: l('征信查询', 'Credit reports'),
  noun: l('征信申请', 'credit report application'),
  titleField: 'reason',
  routes: ['list', 'page'],
  fields: [
    ref('customerId', l('查询对象', 'Customer'), () => customer, {
      required: l('请选择查询对象', 'please select the customer'),
      search: true,
      nameKey: 'customerName',
      width: 180,
    }),
    ref('projectId', l('项目', 'Project'), () => project, { search: true, nameKey: 'projectName', width: 180 }),
    // The instance the request was made from (getCreditByPreInstanceId): a 立项 under way, for instance.
    text('preInstanceId', l('关联流程', 'From process'), { max: 32, list: false }),
    dict('queryType', l('征信类型', 'Report type'), 'credit_query_type', {
      required: l('请选择征信类型', 'please select the report type'),
      options: CREDIT_QUERY_TYPES,
      search: true,
    }),
    textarea('reason', l('查询原因', 'Reason'), { required: l('请输入查询原因', 'please enter the reason'), max: 500 }),
    attachments('authorization', l('征信授权书', 'Authorisation'), {
      required: l('请上传征信授权书', 'please upload the authorisation'),
      max: 5,
      attachmentKind: 'credit_auth',
    }),
    // Attached by risk staff at their step.
    attachments('report', l('征信报告', 'Credit report'), { max: 5, attachmentKind: 'credit_report' }),
    textarea('conclusion', l('征信结论', 'Conclusion'), { max: 2000 }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 项目补充资料 (fl_project_supplement): more data and files for a project, approved before they join it. */
export const projectSupplement = defineResource({
  name: 'projectSupplement',
  api: '/rzzl_qy/supplementinfo/supplementinfo',
  table: 'fl_project_supplement',
  permission: 'project_info',
  label: l('项目补充资料', 'Project supplements'),
  noun: l('补充资料', 'supplement'),
  titleField: 'content',
  routes: ['list', 'page'],
  fields: [
    projectRef(),
    textarea('content', l('补充说明', 'Content'), {
      required: l('请输入补充说明', 'please enter the content'),
      max: 5000,
    }),
    attachments('files', l('补充文件', 'Files'), {
      required: l('请上传补充文件', 'please upload the files'),
      max: 30,
      attachmentKind: 'supplement_info',
    }),
    ...processFields(),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

// ---------------------------------------------------------------------------------------------------------------
// The families

const PROCESSPRO = '/rzzl_qy/processpro/processpro';
/** The common lifecycle plus submit-process (the spec's processpro set). */
const PROCESSPRO_CALLS = { ...RECORD_CALLS, submit: 'submit-process' } as const;

/** project/project, project/dzbjy, project/zlxz: the spec's one call set (no submit-process: votes go by work calls). */
const PROJECT_STEP_CALLS = { detailByInstance: 'getDetailByInsId' } as const;

/** 立项: the project saved and sent for initiation. */
export const beforeinfoFamily = defineWorkflowFamily({
  code: 'beforeinfo',
  label: l('立项申请', 'Project initiation'),
  categoryKey: '3',
  processKey: 'ProjectInitiation',
  resource: () => project,
  api: PROCESSPRO,
  calls: PROCESSPRO_CALLS,
  variables: ['financeAmount'],
  editableAt: { starterAdjust: '*' },
  states: { draft: 'draft', running: 'initiating', approved: 'initiated', rejected: 'draft', withdrawn: 'draft' },
});

/** 项目申请: the initiated project, its terms completed, sent for approval (risk opinion at the risk step). */
export const projectApplicationFamily = defineWorkflowFamily({
  code: 'projectApplication',
  label: l('项目申请', 'Project application'),
  categoryKey: '4',
  processKey: 'ProjectApplication',
  resource: () => project,
  api: PROCESSPRO,
  calls: PROCESSPRO_CALLS,
  variables: ['financeAmount'],
  editableAt: { starterAdjust: '*', riskReview: ['riskOpinion'] },
  states: {
    draft: 'initiated',
    running: 'applying',
    approved: 'applied',
    rejected: 'initiated',
    withdrawn: 'initiated',
  },
  removesRecord: false,
});

/** 评审会: the meeting's reviewers vote in a countersign; their votes decide (project.review.passRatio). */
export const projectReviewFamily = recordFamily({
  code: 'project',
  categoryKey: '24',
  processKey: 'ProjectReview',
  resource: () => projectReview,
  calls: PROJECT_STEP_CALLS,
  editableAt: { secretary: ['notes'] },
  decisionLabels: { vote: { approve: l('赞成', 'For'), reject: l('反对', 'Against') } },
});

export const dzbjyFamily = recordFamily({
  code: 'dzbjy',
  categoryKey: '27',
  processKey: 'PartyResolution',
  resource: () => projectResolution,
  calls: PROJECT_STEP_CALLS,
});

export const zlxzFamily = recordFamily({
  code: 'zlxz',
  categoryKey: '28',
  processKey: 'DocumentDownload',
  resource: () => projectDownload,
  calls: PROJECT_STEP_CALLS,
  startPermission: 'project_info_download',
});

export const specialFamily = recordFamily({
  code: 'special',
  categoryKey: '26',
  processKey: 'SpecialApproval',
  resource: () => specialApproval,
});

/** 征信: the detail call is the spec's `detail (id)`; risk staff attach the report at their step. */
export const creditFamily = recordFamily({
  code: 'credit',
  categoryKey: '20',
  processKey: 'CreditReport',
  resource: () => creditReport,
  calls: { detail: 'detail' },
  editableAt: { riskQuery: ['report', 'conclusion'] },
});

export const supplementInfoFamily = recordFamily({
  code: 'SupplementInfo',
  categoryKey: '22',
  processKey: 'ProjectSupplement',
  resource: () => projectSupplement,
});

export const PROJECT_FAMILIES: readonly WorkflowFamily[] = [
  beforeinfoFamily,
  projectApplicationFamily,
  projectReviewFamily,
  dzbjyFamily,
  specialFamily,
  zlxzFamily,
  creditFamily,
  supplementInfoFamily,
];
