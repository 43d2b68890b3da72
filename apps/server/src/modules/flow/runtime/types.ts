// What the workflow runtime offers the rest of the server (work routes, families, other modules). Every call runs
// in the caller's transaction (`tx`), locks the instance row first, and throws AppError (404, 403, 409, 400) with
// messages in both languages.
import type { Db } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/tenancy/context';

export type Tx = Db;

export interface StartInput {
  /** One of the two: a definition id, or a process key (the tenant's latest version, else the common one). */
  processDefinitionId?: string;
  processKey?: string;
  /** `<table>:<id>` split, the business record the process approves. */
  businessTable?: string;
  businessId?: string;
  variables?: Record<string, unknown>;
}

export interface StartResult {
  processInstanceId: string;
  processDefinitionId: string;
}

export interface CompleteInput {
  taskId: string;
  /** When given it must be the task's instance. */
  processInstanceId?: string;
  comment?: string;
  /** 'ok' approves: the variable `pass` becomes true (BladeX); see `setPass`. */
  flag?: string;
  variables?: Record<string, unknown>;
  /** false for client/complete-task (variables as given, no `pass`). Default true. */
  setPass?: boolean;
}

export interface CompleteResult {
  processInstanceId: string;
  /** The instance reached an end (the family moves its record in the same transaction through onInstanceEvent). */
  ended: boolean;
}

/** An instance event the families listen to, raised inside the transaction that caused it. */
export interface InstanceEvent {
  type: 'ended' | 'stopped' | 'deleted' | 'recalled';
  instanceId: string;
  tenantId: string;
  processKey: string;
  category: string;
  businessTable: string | null;
  businessId: string | null;
  /** The decision of the last completed task: 'ok' approved, 'reject' not; null when none completed. */
  lastDecision: string | null;
  /** The process variables as they ended. */
  variables: Record<string, unknown>;
}

/** One instance of a business record. */
export interface RecordInstance {
  id: string;
  category: string;
  processKey: string;
  state: string;
  startTime: string;
  endTime: string | null;
  lastDecision: string | null;
}

/** One completed task of an instance. */
export interface TaskDecision {
  taskId: string;
  taskDefKey: string;
  name: string;
  userId: string;
  decision: string;
  comment: string | null;
  endTime: string | null;
}

/** Run after the transaction commits (pushing messages); absent when the caller has no commit to wait for. */
export type AfterCommit = (fn: () => Promise<void> | void) => void;

export type InstanceListener = (
  tx: Tx,
  ctx: RequestContext,
  event: InstanceEvent,
  afterCommit?: AfterCommit,
) => Promise<void>;

/** What a family tells the engine about its business records (families register one per category). */
export interface BusinessBinding {
  /** `flow_<key>`. */
  category: string;
  /** The business table of its instances' business keys. */
  table: string;
  /** Fields editable by task definition key ('*' all). */
  editableAt: Readonly<Record<string, readonly string[] | '*'>>;
  /** Titles of records by id (for lists that show them). */
  titles?(db: Tx, ctx: RequestContext, ids: string[]): Promise<Map<string, string>>;
  /** The record in one line (name, number, lessee, amount): the subject of its process in work lists and messages. */
  subject?(db: Tx, ctx: RequestContext, id: string): Promise<string>;
  /** Whether the caller may see the record (opens its process to viewers of the record). */
  mayView?(db: Tx, ctx: RequestContext, id: string): Promise<boolean>;
}

export interface FlowRuntimeApi {
  start(tx: Tx, ctx: RequestContext, input: StartInput, afterCommit?: AfterCommit): Promise<StartResult>;
  claim(tx: Tx, ctx: RequestContext, taskId: string): Promise<void>;
  complete(tx: Tx, ctx: RequestContext, input: CompleteInput, afterCommit?: AfterCommit): Promise<CompleteResult>;
  /** Only the assignee or a candidate (or an administrator) may act on a task: throws 403 otherwise. */
  assertMayAct(tx: Tx, ctx: RequestContext, taskId: string): Promise<void>;
  backToStep(
    tx: Tx,
    ctx: RequestContext,
    input: { taskId: string; targetActivityId: string; comment?: string },
  ): Promise<void>;
  recall(
    tx: Tx,
    ctx: RequestContext,
    input: { processInstanceId: string; comment?: string },
    afterCommit?: AfterCommit,
  ): Promise<void>;
  transfer(tx: Tx, ctx: RequestContext, input: { taskId: string; userId: string; comment?: string }): Promise<void>;
  /** Ends a running instance: administrators, or its starter (withdrawing a request). */
  stop(
    tx: Tx,
    ctx: RequestContext,
    input: { processInstanceId: string; comment?: string },
    afterCommit?: AfterCommit,
  ): Promise<void>;
  remove(tx: Tx, ctx: RequestContext, input: { processInstanceId: string; comment?: string }): Promise<void>;
  suspend(tx: Tx, ctx: RequestContext, processInstanceId: string): Promise<void>;
  activate(tx: Tx, ctx: RequestContext, processInstanceId: string): Promise<void>;
  /** A family's business records (editable fields per task, titles, viewers) for the work calls. */
  bindBusiness?(binding: BusinessBinding): void;
  /** Families register here: `key` is a process key or a category (`flow_2`). */
  onInstanceEvent(key: string, listener: InstanceListener): void;
  /**
   * Every instance a business record has had, oldest first (a project runs 立项 and then 项目申请 as the same record):
   * its category, state (running, completed, stopped, deleted, withdrawn), times and, when completed, the last decision.
   */
  instancesOfRecord(tx: Tx, ctx: RequestContext, businessTable: string, businessId: string): Promise<RecordInstance[]>;
  /**
   * The completed tasks of an instance (of one task definition when given), oldest first: who decided what
   * ('ok', 'reject') with which comment — a countersign's votes.
   */
  decisionsOf(tx: Tx, ctx: RequestContext, processInstanceId: string, taskDefKey?: string): Promise<TaskDecision[]>;
  /** The open task of an instance the caller may act on (for a family's submit), or null. */
  openTaskFor(
    tx: Tx,
    ctx: RequestContext,
    processInstanceId: string,
  ): Promise<{ id: string; taskDefKey: string } | null>;
}
