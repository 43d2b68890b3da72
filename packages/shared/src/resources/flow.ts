/**
 * The workflow engine's wire (BladeX's /api/blade-flow shapes, ../shared/API-CONVENTIONS.md "Workflow") and the
 * workflow families: one declaration per family, read by the server (routes, variables, editable fields, status
 * moves) and by the web app (the /work/process/{family}/… routes, the business form on the handle page).
 */
import type { ResourceDef } from './define';
import { type Localized, l } from './localized';

export const FLOW_API = '/blade-flow';

/** A definition's or an instance's state (spec §4: 激活 1, 挂起 2). */
export const SUSPENSION_STATES = [
  { value: 1, label: l('激活', 'Active') },
  { value: 2, label: l('挂起', 'Suspended') },
];

/** Identities as BladeX writes them in process variables and task assignees. */
export const TASK_USER_PREFIX = 'taskUser_';
export const taskUser = (userId: string) => `${TASK_USER_PREFIX}${userId}`;
/** The user id of `taskUser_<id>` (or of a bare id); null for anything else. */
export function userIdOf(value: unknown): string | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const id = s.startsWith(TASK_USER_PREFIX) ? s.slice(TASK_USER_PREFIX.length) : s;
  return /^[0-9]{1,19}$/.test(id) ? id : null;
}

/** The comment stored when an approver gives none, and the comment that approves on its own (BladeX). */
export const DEFAULT_APPROVE_COMMENT = '同意';

/**
 * Candidate groups are role aliases; `alias@dept` names the holders of the role in the starter's department, or
 * in the nearest department above it that has one (部门负责人 is `dept_leader@dept`).
 */
export const DEPT_ROLE_SUFFIX = '@dept';

/** A process definition row (manager list, start-list). */
export interface ProcessDefinitionRow {
  id: string;
  tenantId: string;
  name: string;
  key: string;
  category: string;
  categoryName: string;
  version: number;
  deploymentId: string;
  resourceName: string;
  suspensionState: 1 | 2;
  deploymentTime: string;
  description: string;
}

/**
 * What the BPMN checks found at one element, in the caller's language: a problem that blocks deployment or a warning
 * that does not (model/submit, deploy-upload, model/deploy).
 */
export interface FlowModelFinding {
  /** The element's id; '' for the file itself (malformed XML, no executable process). */
  elementId: string;
  /** BPMN local name: `userTask`, `sequenceFlow`, `process`… */
  elementType: string;
  message: string;
}

/** A definition as deploy-upload and model/deploy answer it: with the warnings of the file it came from. */
export interface DeployedDefinitionRow extends ProcessDefinitionRow {
  warnings: FlowModelFinding[];
}

/** A work-list row (BladeX's BladeFlow). Absent strings and dates are "" (the old client expects that). */
export interface BladeFlowRow {
  taskId: string;
  taskName: string;
  taskDefinitionKey: string;
  assignee: string;
  assigneeName: string;
  createTime: string;
  claimTime: string;
  endTime: string;
  historyTaskEndTime: string;
  executionId: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  processDefinitionVersion: number;
  category: string;
  categoryName: string;
  businessTable: string;
  businessId: string;
  startUser: string;
  startUserName: string;
  variables: Record<string, unknown>;
  status: 'todo' | 'claim' | 'finish';
  processIsFinished: 'finished' | 'unfinished';
  comment: string;
  flag: string;
  pass: boolean | '';
  /** The family's route segment (from the category's dictionary remark), '' when the category names none. */
  family: string;
  /**
   * What the process decides on, as its family summarises the record (a project's name and number, the lessee, the
   * amount): refreshed at every step, '' for a process without a business record.
   */
  subject: string;
  /**
   * A task of the starter's own after an approver sent the request back (调整申请): who sent it back and why; '' for
   * any other task. The starter sees it in 待办 marked 退回, with the reason.
   */
  sentBackBy: string;
  sentBackComment: string;
}

/** history-flow-list: the start event, user tasks and end event of an instance, in order. */
export interface HistoryFlowRow {
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  createTime: string;
  endTime: string;
  /** "" or "1小时2分3秒". */
  historyActivityDurationTime: string;
  assignee: string;
  assigneeName: string;
  comment: string;
  /** ok (同意), reject (驳回), back (退回), recall (撤回), stop (终止), transfer (转办), "" (none yet). */
  decision: string;
  taskId: string;
}

/** model-view / diagram-view: what a bpmn-js viewer needs to mark done and active elements and taken flows. */
export interface ModelView {
  xml: string;
  processDefinitionId: string;
  /** Empty for a definition without an instance. */
  flow: HistoryFlowRow[];
  finishedActivityIds: string[];
  activeActivityIds: string[];
  takenFlowIds: string[];
}

/** A running instance (follow list). */
export interface FollowRow {
  id: string;
  processInstanceId: string;
  processDefinitionId: string;
  processDefinitionKey: string;
  processDefinitionName: string;
  businessTable: string;
  businessId: string;
  startUserId: string;
  startUser: string;
  startTime: string;
  suspensionState: 1 | 2;
  category: string;
  categoryName: string;
}

/** A model (模型管理): each save is a new version. */
export interface FlowModelRow {
  id: string;
  name: string;
  modelKey: string;
  description: string;
  version: number;
  createTime: string;
  updateTime: string;
}

/** The calls a family serves under its `api`, by role; the value is the path segment the spec names. */
export interface FamilyCalls {
  /** Saves the business record and starts the process (form page). */
  start: string;
  /** Saves a draft, without the rules of submission. */
  save?: string;
  /** Approves the current task and saves the business form (handle page); families without it use work/complete-task. */
  submit?: string;
  /** Ends the process as approved / rejected at the last step, moving the business status in the same transaction. */
  finish?: string;
  /** Withdraws the process and the draft. */
  remove?: string;
  /** The business record by its id (`businessId`). */
  detail: string;
  /** The business record by its process instance (`processInstanceId`). */
  detailByInstance?: string;
}

/** The methods a family's call answers, where they are not just its own (see WorkflowFamily.methods). */
export type FamilyMethods = Partial<Record<keyof FamilyCalls, readonly ('GET' | 'POST')[]>>;

/**
 * A workflow family (业务流程): a business resource with a status, a process category and key, the business fields
 * that become process variables, which fields may be edited at which task, and its calls as the spec names them.
 */
export interface WorkflowFamily {
  /** Route segment: /work/process/{code}/form|handle|detail. */
  code: string;
  label: Localized;
  /** Key of the `flow` dictionary item; definitions of the family have category `flow_<categoryKey>`. */
  categoryKey: string;
  /** The default model's process key. */
  processKey: string;
  /** The business record. */
  resource: () => ResourceDef;
  /** Its calls, under /api. */
  api: string;
  calls: FamilyCalls;
  /** Business fields copied into the process variables on start and on each save (e.g. an amount for routing). */
  variables: readonly string[];
  /** Business fields editable at a task (by task definition key); '*' all form fields. Elsewhere the form is read-only. */
  editableAt: Readonly<Record<string, readonly string[] | '*'>>;
  /**
   * Status moves: where a record stands before and while in approval, after approval, after rejection (or a stop),
   * and after its process was withdrawn or deleted (`rejected` when the family has no such state).
   */
  states: { draft: string; running: string; approved: string; rejected: string; withdrawn?: string };
  /** Only handle and detail pages (no form page: started by another family). */
  handleOnly?: boolean;
  /**
   * The same calls under more names (合同: beforeContract/beforeContract's start-process beside contract/contract's
   * toStartProcess). Families that share one `api` and one resource share one call set: a start picks the family by
   * the definition asked for (or by where the record stands), the other calls by the record's running state.
   */
  aliases?: readonly { api: string; calls: Partial<FamilyCalls>; methods?: FamilyMethods }[];
  /**
   * Calls that answer more methods than their own (start, save, submit, finish and remove are POST, the details GET):
   * where the spec states the other (repayment's `loadData` is POST), both answer.
   */
  methods?: FamilyMethods;
  /**
   * What the approve and reject buttons say at a task, where 同意 / 驳回 would mislead (a review meeting's vote is
   * 赞成 / 反对); by task definition key.
   */
  decisionLabels?: Readonly<Record<string, { approve?: Localized; reject?: Localized }>>;
  /**
   * Whether the family's delete call may remove its record (default true): false for families whose record is
   * another's too (项目申请 works on the project 立项 created), which only withdraw.
   */
  removesRecord?: boolean;
  /**
   * The button that lets a user create the family's record (a start or a draft that names no record): its resource's
   * `<permission>_add` unless given (请假 and 业务审批: 发起事务's 发起 button; 资料下载: the project's 资料下载 button).
   */
  startPermission?: string;
}

export function defineWorkflowFamily<const F extends WorkflowFamily>(family: F): F {
  return family;
}

/**
 * The `flow` dictionary (流程分类): key → family. `remark` of each item names the family's web route (BladeX
 * convention). Families register their processes under these categories as their business arrives.
 */
export const FLOW_CATEGORIES: { key: string; family: string; label: Localized }[] = [
  { key: '1', family: 'leave', label: l('请假流程', 'Leave') },
  { key: '2', family: 'business', label: l('业务审批', 'Business approval') },
  { key: '3', family: 'beforeinfo', label: l('立项申请', 'Project initiation') },
  { key: '4', family: 'projectApplication', label: l('项目申请', 'Project application') },
  { key: '5', family: 'contract', label: l('合同审批', 'Contract') },
  { key: '6', family: 'projectChange', label: l('项目变更', 'Project change') },
  { key: '7', family: 'hzbg', label: l('批复变更', 'Approval change') },
  { key: '8', family: 'commonbg', label: l('一般变更', 'General change') },
  { key: '9', family: 'approval', label: l('项目审批', 'Project approval') },
  { key: '10', family: 'fl_risk', label: l('风险等级维护', 'Risk level maintenance') },
  { key: '11', family: 'endOfProject', label: l('项目结项', 'End of project') },
  { key: '12', family: 'repayment', label: l('租金支付表', 'Rent payment table') },
  { key: '13', family: 'loan', label: l('放款申请', 'Disbursement application') },
  { key: '14', family: 'supplement', label: l('中登登记', 'Central registry registration') },
  { key: '15', family: 'guaranteechange', label: l('担保变更', 'Guarantee change') },
  { key: '16', family: 'iouchange', label: l('借据变更', 'IOU change') },
  { key: '17', family: 'extensionchange', label: l('展期变更', 'Extension') },
  { key: '18', family: 'settle', label: l('提前结清', 'Early settlement') },
  { key: '19', family: 'recoil', label: l('冲正', 'Reversal') },
  { key: '20', family: 'credit', label: l('征信申请', 'Credit report application') },
  { key: '21', family: 'graceadjust', label: l('宽限期调整', 'Grace period adjustment') },
  { key: '22', family: 'SupplementInfo', label: l('项目补充资料', 'Project supplementary data') },
  { key: '23', family: 'overdue', label: l('逾期管理', 'Overdue management') },
  { key: '24', family: 'project', label: l('评审会', 'Review meeting') },
  { key: '25', family: 'verification', label: l('核销', 'Write-off') },
  { key: '26', family: 'special', label: l('特殊审批', 'Special approval') },
  { key: '27', family: 'dzbjy', label: l('党支部决议上传', 'Party branch resolution') },
  { key: '28', family: 'zlxz', label: l('资料下载', 'Document download') },
  { key: '29', family: 'maxChange', label: l('最高额担保变更', 'Maximum guarantee change') },
  { key: '30', family: 'other', label: l('其他', 'Other') },
  { key: '31', family: 'zjzfqrh', label: l('租金支付确认函上传', 'Rent payment confirmation letter') },
  { key: '32', family: 'hkqr', label: l('回款确认', 'Payment receipt confirmation') },
  { key: '33', family: 'yhhkjh', label: l('银行还款计划上传', 'Bank repayment plan upload') },
  { key: '34', family: 'tracking', label: l('贷后报告审批', 'Post-lease report approval') },
  { key: '35', family: 'schedulerecoil', label: l('租金计划红冲', 'Schedule reversal') },
  { key: '36', family: 'scheduleAdjust', label: l('租金计划调整', 'Schedule adjustment') },
  // Not in BladeX's dictionary: its 合同变更 ran under 一般变更; here each family has its own (docs/decisions.md).
  { key: '37', family: 'contractchange', label: l('合同变更', 'Contract change') },
  // 融资申请: the company's own borrowing (WAVE3-BRIEF §7.3), not in BladeX's dictionary.
  { key: '38', family: 'bankLoan', label: l('融资申请', 'Funding application') },
  // 资产保全 (WAVE3-BRIEF §3.6): its own category rather than 特殊审批 (a project's), so its approvals list apart.
  { key: '39', family: 'preservation', label: l('资产保全', 'Asset preservation') },
];

/** `flow_<key>` as definitions carry it. */
export const flowCategory = (key: string) => `flow_${key}`;
