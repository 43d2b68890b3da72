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
  /**
   * The caller's variables. One an expression of the model reads (a condition, an assignee…) is refused unless the
   * task declares it as a form property; in a family's instance, the keys naming its record's fields are edits of
   * the record (saved where the task may edit them), not variables.
   */
  variables?: Record<string, unknown>;
  /** The variables a family computed from its record (never a caller's): set last, so conditions read them. */
  recordVariables?: Record<string, unknown>;
  /** false for client/complete-task (the decision is the variable `pass`, absent = approved). Default true. */
  setPass?: boolean;
}

/** What a step did: the instance's end, when it ended (the family moves its record with it, in the same transaction). */
export interface StepResult {
  processInstanceId: string;
  ended: boolean;
  event: InstanceEvent | null;
}

export interface CompleteResult extends StepResult {
  /** The task definition the completed task was at. */
  taskDefKey?: string;
}

/** 退回: back to a step the instance passed. */
export interface BackInput {
  taskId: string;
  targetActivityId: string;
  comment?: string;
}

/** 转办: the task handed to another user. */
export interface TransferInput {
  taskId: string;
  userId: string;
  comment?: string;
}

/** A step on a whole instance (recall, stop, remove). */
export interface InstanceInput {
  processInstanceId: string;
  comment?: string;
}

/** A step on a task or an instance, whichever door it comes through (runtime.take). */
export type Step =
  | { door: 'complete'; input: CompleteInput }
  | { door: 'back'; input: BackInput }
  | { door: 'recall'; input: InstanceInput }
  | { door: 'transfer'; input: TransferInput }
  | { door: 'stop'; input: InstanceInput }
  /** authorized: the caller checked the right already (a button permission such as flow_follow_delete). */
  | { door: 'remove'; input: InstanceInput; authorized?: boolean };

/**
 * The engine's steps without a family, given to the family that binds a category (and only to it): its pipeline
 * runs them between saving its record and moving it.
 */
export interface EngineSteps {
  complete(tx: Tx, ctx: RequestContext, input: CompleteInput, afterCommit?: AfterCommit): Promise<CompleteResult>;
  backToStep(tx: Tx, ctx: RequestContext, input: BackInput, afterCommit?: AfterCommit): Promise<StepResult>;
  recall(tx: Tx, ctx: RequestContext, input: InstanceInput, afterCommit?: AfterCommit): Promise<StepResult>;
  transfer(tx: Tx, ctx: RequestContext, input: TransferInput, afterCommit?: AfterCommit): Promise<StepResult>;
  stop(tx: Tx, ctx: RequestContext, input: InstanceInput, afterCommit?: AfterCommit): Promise<StepResult>;
  remove(
    tx: Tx,
    ctx: RequestContext,
    input: InstanceInput,
    afterCommit?: AfterCommit,
    options?: { authorized?: boolean },
  ): Promise<StepResult>;
  /** 403 / 404 / 409 unless the caller may act on the open task now. */
  assertMayAct(tx: Tx, ctx: RequestContext, taskId: string): Promise<void>;
  /** A task's definition key and instance (any state), or null. */
  task(
    tx: Tx,
    ctx: RequestContext,
    taskId: string,
  ): Promise<{ id: string; taskDefKey: string; instanceId: string } | null>;
}

/** How an instance ended, as the engine tells the family that started it (a step's result). */
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
  /**
   * Takes a step on one of the family's instances (its pipeline): every door of the engine hands the family its
   * instances' steps here, in the door's transaction, the instance already locked.
   */
  take?(
    tx: Tx,
    ctx: RequestContext,
    step: Step,
    instance: { id: string; tenantId: string; businessId: string },
    afterCommit?: AfterCommit,
  ): Promise<StepResult>;
}

export interface FlowRuntimeApi {
  start(tx: Tx, ctx: RequestContext, input: StartInput, afterCommit?: AfterCommit): Promise<StartResult>;
  claim(tx: Tx, ctx: RequestContext, taskId: string): Promise<void>;
  /**
   * The one door for a step (complete, back, recall, transfer, stop — administrators, or the starter withdrawing —,
   * remove): a family's instance goes through its family's pipeline, any other through the engine.
   */
  take(tx: Tx, ctx: RequestContext, step: Step, afterCommit?: AfterCommit): Promise<StepResult>;
  /** Only the assignee or a candidate (or an administrator) may act on a task: throws 403 otherwise. */
  assertMayAct(tx: Tx, ctx: RequestContext, taskId: string): Promise<void>;
  suspend(tx: Tx, ctx: RequestContext, processInstanceId: string): Promise<void>;
  activate(tx: Tx, ctx: RequestContext, processInstanceId: string): Promise<void>;
  /**
   * A family binds its category: its business records (editable fields per task, titles, viewers) for the work calls,
   * and its pipeline (`take`). Answers the engine's own steps, for that pipeline alone.
   */
  bindBusiness(binding: BusinessBinding): EngineSteps;
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
