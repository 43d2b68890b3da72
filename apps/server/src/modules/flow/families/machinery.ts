// The workflow-family machinery: from a family declaration (packages/shared/src/resources/flow.ts, WorkflowFamily)
// it serves the family's calls over its business resource (ResourceService) and the runtime (FlowRuntimeApi), and
// moves the record's status with its process. docs/architecture.md, "Workflow families".
import {
  type FamilyCalls,
  type FieldDef,
  type Localized,
  type ResourceDef,
  type RowOf,
  type WorkflowFamily,
  flowCategory,
  id,
  l,
  taskUser,
  text,
  textarea,
} from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceRepository, Row } from '../../../platform/crud/repository';
import { fileAccess } from '../../../platform/attachments/access';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { referencedSummaries, subjectOf } from '../../../platform/crud/summaries';
import type { HookContext, ResourceService } from '../../../platform/crud/service';
import { parseId, validateBody } from '../../../platform/crud/validate';
import type { Db } from '../../../platform/db/database';
import { type HttpMethod, defineRoute } from '../../../platform/http/define-route';
import { badRequest, conflict, invalid, invalidField, labelled, notFound } from '../../../platform/http/errors';
import { normalise } from '../../../platform/history/diff';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { definitionById } from '../definitions';
import { runStep } from '../runtime/runtime';
import type { CompleteInput, EngineSteps, FlowRuntimeApi, InstanceEvent, StepResult } from '../runtime/types';
import { tookPart } from '../access';
import { type ParticipantCheck, assertMayView, assertStarter, mayView } from './access';
import { editedChildren } from './editable-children';

/**
 * What a family adds to the machinery: its checks, its variables, its consequences. Declared over the family's
 * resource (`FamilyRules<typeof leave>`, or inline in `registerWorkflowFamily`, which infers it from the service or
 * repository), the record the rules receive is typed from the definition (`RowOf<D>`).
 */
export interface FamilyRules<D extends ResourceDef = ResourceDef> {
  /** Checks a record about to start (after the required-field rules): throw `invalid([...])` naming fields. */
  validate?(h: HookContext, record: RowOf<D>): Promise<void> | void;
  /**
   * More process variables (leave: `taskUser`, `days`; business: `threshold`), computed from the record at its start
   * and again at every completed step, after the step's edits: the record as it stands decides the route.
   */
  variables?(h: HookContext, record: RowOf<D>): Promise<Row> | Row;
  /** After the record moved to approved, in the same transaction as the step that ended the process. */
  onApproved?(h: HookContext, record: RowOf<D>, event: InstanceEvent): Promise<void> | void;
  /**
   * After every move of the record with its process (to running at a start, to approved / rejected / withdrawn at
   * its end), in the same transaction: a family whose record belongs to another (a project's step) moves that one.
   */
  onStateChange?(h: HookContext, record: RowOf<D>, to: string, event?: InstanceEvent): Promise<void> | void;
  /**
   * How an ended process came out, when the last decision does not say it (a countersign's votes decide): 'approved'
   * or 'rejected'. Default: approved when the last completed task approved.
   */
  outcome?(
    h: HookContext,
    record: RowOf<D>,
    event: InstanceEvent,
  ): Promise<'approved' | 'rejected'> | 'approved' | 'rejected';
}

/** A family and its rules, as several families sharing one record and one call set are registered together. */
export interface FamilyBinding<D extends ResourceDef = ResourceDef> {
  family: WorkflowFamily;
  rules?: FamilyRules<D>;
}

export interface FamilyDeps<D extends ResourceDef = ResourceDef> {
  db: Db;
  runtime: FlowRuntimeApi;
  /** The business resource's service (a business module's own), or its repository (a service is made for it). */
  service?: ResourceService<D>;
  repo?: ResourceRepository<D>;
  /** Who held or completed a task of an instance (default: the engine's task rows). */
  participant?: ParticipantCheck;
}

/** A record of a family's resource as the machinery, written for any definition, handles it. */
type Rec = RowOf<ResourceDef>;

/** The ids of a family's calls as the web app and the docs name them (api.md, "Families"). */
const CONTROL = {
  id: id('id', l('业务记录', 'Business record')),
  businessId: id('businessId', l('业务记录', 'Business record')),
  processDefinitionId: text('processDefinitionId', l('流程定义', 'Process definition'), { max: 255 }),
  processInstanceId: id('processInstanceId', l('流程实例', 'Process instance')),
  taskId: id('taskId', l('任务', 'Task')),
  comment: textarea('comment', l('审批意见', 'Comment'), { max: 2000 }),
  flag: text('flag', l('审批结果', 'Decision'), { max: 16 }),
};

const NUMERIC = new Set<FieldDef['kind']>(['int', 'number', 'money', 'percent']);

/** Business values as process variables: numbers as numbers (`${amount > threshold}` compares numerically). */
export function variableValue(f: FieldDef, v: unknown): unknown {
  if (v === null || v === undefined || v === '') return null;
  return NUMERIC.has(f.kind) ? Number(v) : v;
}

/** A registered family: its business service and its start (what its start call does). */
export interface FamilyHandle<D extends ResourceDef = ResourceDef> {
  service: ResourceService<D>;
  start(
    ctx: RequestContext,
    input: Row,
    opts?: { id?: string | null; processDefinitionId?: string | null; req?: unknown },
  ): Promise<{ businessId: string; processInstanceId: string }>;
  /** The record as its detail call answers it, to a caller who may view it (else the detail call's refusal). */
  detail(ctx: RequestContext, businessId: string): Promise<Row>;
  /** Saves a draft as save-data does (the caller's own when `input.id` names one): answers its id. */
  save(ctx: RequestContext, input: Row, req?: unknown): Promise<string>;
}

/**
 * Serves a family's calls under `/api${family.api}` (and its aliases) by the names in `family.calls`, and follows its
 * instances' events. Returns the business resource's service and the family's start.
 */
export function registerWorkflowFamily<D extends ResourceDef = ResourceDef>(
  app: FastifyInstance,
  family: WorkflowFamily,
  deps: FamilyDeps<D>,
  rules: FamilyRules<NoInfer<D>> = {},
): FamilyHandle<D> {
  return registerWorkflowFamilies(app, [{ family, rules }], deps)[0];
}

/** Where a family's record may (re)start its process from. */
const startable = (f: WorkflowFamily) => [f.states.draft, f.states.rejected, f.states.withdrawn ?? f.states.rejected];

/**
 * Several families over one business resource and one call set (立项 and 项目申请 on the project through
 * processpro/processpro): a start picks the family by the definition asked for, else by where the record stands; the
 * other calls act for the family whose running state the record is in. One family is the common case.
 */
export function registerWorkflowFamilies<D extends ResourceDef = ResourceDef>(
  app: FastifyInstance,
  bindings: readonly FamilyBinding<NoInfer<D>>[],
  deps: FamilyDeps<D>,
): FamilyHandle<D>[] {
  const first = bindings[0].family;
  const def: ResourceDef = first.resource();
  for (const b of bindings)
    if (b.family.resource() !== def || b.family.api !== first.api)
      throw new Error(`family ${b.family.code}: families registered together share their resource and api`);
  // Written for any definition: its rows are RowOf<ResourceDef> here.
  const service: ResourceService = deps.service ?? registerResourceRoutes(app, { def, repo: deps.repo!, db: deps.db });
  const { runtime, db } = deps;
  const repo = service.repo;
  const participant = deps.participant ?? tookPart;
  // Whoever sees the record through its approval (its resource's buttons aside) has its files too.
  fileAccess(app).widen(def.name, async (tx, ctx, ids, mode) => {
    const rows = await repo.findIds(tx, beyondDataScope(ctx), ids);
    const seen = new Set<string>();
    for (const row of rows) {
      // A record's files change only while the record may: a reviewed one keeps what was reviewed.
      if (mode === 'change' && !service.isEditable(row)) continue;
      if (await mayView(tx, ctx, row, runtime, participant, def, mode)) seen.add(row.id);
    }
    return seen;
  });
  const status = def.status;
  if (!status) throw new Error(`family ${first.code}: resource ${def.name} declares no status`);
  const field = (name: string) => def.fields.find((f) => f.name === name);
  for (const { family } of bindings)
    for (const name of [...family.variables, 'processInstanceId', 'processDefinitionId'])
      if (!field(name)) throw new Error(`family ${family.code}: resource ${def.name} has no field ${name}`);
  const label = (lang: 'zh-CN' | 'en-US') =>
    bindings.map((b) => b.family.label[lang]).join(lang === 'zh-CN' ? '/' : ' / ');
  const tags = [label('en-US')];
  const formFields = def.fields.filter((f) => f.form !== false && f.name !== status.field);
  // Documented (and kind-checked) in the OpenAPI description; required-ness is the service's, so drafts pass here.
  const docFields = formFields.map((f) => ({ ...f, required: undefined }));
  const noun = def.noun ?? def.label;
  // The machinery handles any definition: its rules' records are rows of it, untyped here.
  const rulesOf = (family: WorkflowFamily): FamilyRules => bindings.find((b) => b.family === family)?.rules ?? {};

  /** One transaction for the whole call (its follow-ups and change announcements after its commit). */
  const inWrite = <T>(ctx: RequestContext, req: unknown, work: (h: HookContext) => Promise<T>) =>
    service.write(ctx, { req: req as never }, work);
  // The engine's own steps, which only this family's pipeline runs for its instances (bound below).
  let engine: EngineSteps | undefined;
  const steps = () => {
    if (!engine) throw new Error(`family ${first.code}: not bound to the engine`);
    return engine;
  };

  const missing = () => notFound(l(`${noun['zh-CN']}不存在`, `No such ${noun['en-US']}`));
  const load = async (tx: Db, ctx: RequestContext, rawId: unknown, name = 'businessId'): Promise<Rec> => {
    const row = await repo.findById(tx, beyondDataScope(ctx), parseId(rawId, name));
    if (!row) throw missing();
    return row;
  };
  const byInstance = async (tx: Db, ctx: RequestContext, instanceId: string): Promise<Rec> => {
    const [row] = await repo.list(tx, beyondDataScope(ctx), {
      where: [eq(repo.col('processInstanceId'), instanceId)],
      limit: 1,
    });
    if (!row) throw missing();
    return row;
  };
  const recordOf = (tx: Db, ctx: RequestContext, p: { id?: string | null; businessId?: string | null }) => {
    const rid = p.businessId ?? p.id;
    return rid ? load(tx, ctx, rid, p.businessId ? 'businessId' : 'id') : undefined;
  };

  /** The family whose process the record is in now, if any. */
  const runningFamily = (row: Rec) => bindings.find((b) => b.family.states.running === row[status.field])?.family;

  /** A family's `variables` fields as process variables (copied at start and at every step). */
  const variablesOf = (family: WorkflowFamily, row: Rec): Row =>
    Object.fromEntries(family.variables.map((n) => [n, variableValue(field(n)!, row[n])]));
  /** The routing variables of the record as it stands: its fields', then its rules'. */
  const routingOf = async (h: HookContext, family: WorkflowFamily, row: Rec): Promise<Row> => ({
    ...variablesOf(family, row),
    ...((await rulesOf(family).variables?.(h, row)) ?? {}),
  });

  /** Moves the record and tells the family's rules, in the caller's transaction. */
  const move = async (h: HookContext, family: WorkflowFamily, recordId: string, to: string, opts: MoveOptions = {}) => {
    const wide = { ...beyondDataScope(h.ctx), ...(opts.tenantId ? { tenantId: opts.tenantId } : {}) };
    const moved = await service.transition(wide, recordId, to, { within: h, values: opts.values });
    const rules = rulesOf(family);
    await rules.onStateChange?.(h, moved, to, opts.event);
    if (opts.event && to === family.states.approved) await rules.onApproved?.(h, moved, opts.event);
    return moved;
  };

  const notOurs = () =>
    invalidField(
      'processDefinitionId',
      labelled(
        CONTROL.processDefinitionId.label,
        l(`不是${label('zh-CN')}的流程`, `is not a ${label('en-US')} process`),
      ),
    );

  /**
   * The family and target definition of a start: the definition asked for must be one of the families' (their
   * category or key); without one, `forced`, else the family the record may start from, else the first.
   */
  const startTarget = async (
    tx: Db,
    ctx: RequestContext,
    processDefinitionId: string | null | undefined,
    current: Rec | undefined,
    forced: WorkflowFamily | undefined,
  ): Promise<{ family: WorkflowFamily; processDefinitionId?: string; processKey?: string }> => {
    if (processDefinitionId) {
      const d = await definitionById(tx, ctx, processDefinitionId);
      if (!d)
        throw invalidField(
          'processDefinitionId',
          labelled(CONTROL.processDefinitionId.label, l('流程定义不存在', 'no such definition')),
        );
      const family = (forced ? [forced] : bindings.map((b) => b.family)).find(
        (f) => d.category === flowCategory(f.categoryKey) || d.key === f.processKey,
      );
      if (!family) throw notOurs();
      return { family, processDefinitionId };
    }
    const family =
      forced ??
      (current && bindings.find((b) => startable(b.family).includes(String(current[status.field])))?.family) ??
      first;
    return { family, processKey: family.processKey };
  };

  /** Saves the record (a new one, or the starter's own in an editable state), then applies the submission rules. */
  const saveForStart = async (h: HookContext, family: WorkflowFamily, body: Row, recordId: string | undefined) => {
    const saved = await service.submit(h.ctx, { ...body, id: recordId }, { within: h });
    const row = await repo.getById(h.tx, beyondDataScope(h.ctx), saved.id);
    service.assertComplete(row);
    await rulesOf(family).validate?.(h, row);
    return row;
  };

  /** Saves the record and starts its process in one transaction (the start call; demo data and other modules too). */
  const startRecord = (
    ctx: RequestContext,
    input: Row,
    opts: { id?: string | null; processDefinitionId?: string | null; req?: unknown } = {},
    forced?: WorkflowFamily,
  ): Promise<{ businessId: string; processInstanceId: string }> =>
    inWrite(ctx, opts.req, async (h) => {
      const current = opts.id ? await load(h.tx, ctx, opts.id, 'id') : undefined;
      if (current) assertStarter(ctx, current, def);
      const target = await startTarget(h.tx, ctx, opts.processDefinitionId ?? null, current, forced);
      const { family } = target;
      if (current && !startable(family).includes(String(current[status.field])))
        throw badRequest(
          l(
            `${noun['zh-CN']}当前状态不能发起${family.label['zh-CN']}`,
            `A ${noun['en-US'].toLowerCase()} in its present state cannot start ${family.label['en-US']}`,
          ),
        );
      let row: Rec = await saveForStart(h, family, { ...input }, current ? current.id : undefined);
      const recordId = row.id;
      // A record starts again only once its instance has ended (rejected, withdrawn): a new instance follows.
      row = await move(h, family, recordId, family.states.running, {
        values: { processInstanceId: null, processDefinitionId: target.processDefinitionId ?? null },
      });
      const variables = {
        createUser: ctx.account,
        applyUser: taskUser(ctx.userId),
        ...(await routingOf(h, family, row)),
      };
      const started = await runtime.start(
        h.tx,
        ctx,
        {
          ...(target.processDefinitionId
            ? { processDefinitionId: target.processDefinitionId }
            : { processKey: target.processKey }),
          businessTable: def.table,
          businessId: recordId,
          variables,
        },
        h.afterCommit,
      );
      await service.patch(h, recordId, {
        processInstanceId: started.processInstanceId,
        processDefinitionId: started.processDefinitionId,
      });
      return { businessId: recordId, processInstanceId: started.processInstanceId };
    });

  /**
   * The step pipeline of a completed task, whatever door it came through: the actor checked; the fields editable at
   * the task saved (any other field changed is a 400 naming it); the routing variables recomputed from the record;
   * the engine moved (a caller's variables never override what a condition reads); the record moved when it ended.
   */
  const completeAt = async (h: HookContext, family: WorkflowFamily, row: Rec, input: CompleteInput, edits: Row) => {
    await steps().assertMayAct(h.tx, h.ctx, input.taskId);
    const task = await steps().task(h.tx, h.ctx, input.taskId);
    if (!task || task.instanceId !== String(row.processInstanceId))
      throw conflict(l('没有可办理的任务, 请刷新后重试', 'No open task of yours on it; refresh and retry'));
    await saveEditable(h, row, edits, family.editableAt[task.taskDefKey] ?? []);
    const after = await repo.getById(h.tx, beyondDataScope(h.ctx), row.id);
    const recordVariables = await routingOf(h, family, after);
    const done = await steps().complete(h.tx, h.ctx, { ...input, recordVariables }, h.afterCommit);
    await settle(h, family, after, done);
    return done;
  };

  /** The record follows its instance's step: moved when it ended, else announced as changed (its step did). */
  const settle = async (h: HookContext, family: WorkflowFamily, row: Rec, result: StepResult) => {
    const event = result.event;
    if (!event) {
      h.changed(def.name, 'step', [row.id]);
      return;
    }
    const outcome = event.type === 'ended' ? await rulesOf(family).outcome?.(h, row, event) : undefined;
    const to = outcome ? family.states[outcome] : targetState(family, event);
    await move(h, family, row.id, to, { event, tenantId: event.tenantId });
  };

  /**
   * A step on one of the family's instances from an engine door (the work lists, the client calls, administration,
   * other modules), in the door's transaction. The keys of a completion's variables that name the record's form
   * fields are edits of the record; an instance the record no longer follows moves alone.
   */
  const take = async (
    family: WorkflowFamily,
    ...[tx, ctx, step, instance, afterCommit]: Parameters<NonNullable<BusinessBindingOf['take']>>
  ): Promise<StepResult> => {
    const wide = { ...beyondDataScope(ctx), tenantId: instance.tenantId };
    const row = await repo.findById(tx, wide, instance.businessId);
    if (!row || runningFamily(row) !== family || String(row.processInstanceId ?? '') !== instance.id)
      return runStep(steps(), tx, ctx, step, afterCommit);
    const h = service.hookOn(tx, ctx, afterCommit);
    if (step.door === 'complete') {
      const given = step.input.variables ?? {};
      // A record's field or child list is an edit of it, never a process variable.
      const isField = (k: string) => formFields.some((f) => f.name === k) || !!def.children?.some((c) => c.name === k);
      const edits = Object.fromEntries(Object.entries(given).filter(([k]) => isField(k)));
      const variables = Object.fromEntries(Object.entries(given).filter(([k]) => !isField(k)));
      return completeAt(h, family, row, { ...step.input, variables }, edits);
    }
    const result = await runStep(steps(), tx, ctx, step, afterCommit);
    await settle(h, family, row, result);
    return result;
  };

  /**
   * The caller's open task on the record's instance completed with the decision, after saving the fields editable
   * at it. `mustEnd`: the step must end the process (finish).
   */
  const completeStep = async (h: HookContext, req: unknown, params: StepParams, mustEnd: boolean) => {
    const { ctx } = h;
    const body = { ...(req as { body: Row }).body };
    const row = params.processInstanceId
      ? await byInstance(h.tx, ctx, params.processInstanceId)
      : await recordOf(h.tx, ctx, params);
    if (!row) throw invalidField('processInstanceId', CONTROL_REQUIRED);
    const instanceId = String(row.processInstanceId ?? '');
    const family = runningFamily(row);
    if (!instanceId || !family) throw badRequest(l('该记录不在审批中', 'The record is not in approval'));
    const task = await runtime.openTaskFor(h.tx, ctx, instanceId);
    if (!task || (params.taskId && params.taskId !== task.id))
      throw conflict(l('没有可办理的任务, 请刷新后重试', 'No open task of yours on it; refresh and retry'));
    const done = await completeAt(
      h,
      family,
      row,
      {
        taskId: task.id,
        processInstanceId: instanceId,
        comment: params.comment ?? undefined,
        flag: params.flag ?? undefined,
      },
      body,
    );
    if (mustEnd && !done.ended)
      throw badRequest(l('当前步骤不是流程的最后一步, 请用提交', 'This step does not end the process; submit it'));
    return true;
  };

  /**
   * Saves the changed fields the task may edit, and its child lists where the task names them; a change it may not
   * make is refused by name.
   */
  const saveEditable = async (h: HookContext, row: Rec, body: Row, editable: readonly string[] | '*') => {
    const sent = formFields.filter((f) => Object.hasOwn(body, f.name));
    const children = await editedChildren(h, def, row, body, editable);
    if (!sent.length && !children.refused.length && !Object.keys(children.lists).length) return;
    const values = validateBody(def, Object.fromEntries(sent.map((f) => [f.name, body[f.name]])), 'update');
    const changed = sent.filter((f) => normalise(f, values[f.name]) !== normalise(f, row[f.name]));
    const refused = editable === '*' ? [] : changed.filter((f) => !editable.includes(f.name));
    const refusals = [
      ...refused.map((f) => ({
        field: f.name,
        message: labelled(f.label, l('当前步骤不可修改', 'cannot be changed at this step')),
      })),
      ...children.refused,
    ];
    if (refusals.length) throw invalid(refusals);
    const lists = Object.keys(children.lists).length ? { ...children.lists, version: row.version } : {};
    if (changed.length || Object.keys(lists).length)
      await service.update(
        beyondDataScope(h.ctx),
        { id: row.id, ...Object.fromEntries(changed.map((f) => [f.name, body[f.name]])), ...lists },
        { within: h, inWorkflow: true },
      );
  };

  /** A record in approval is withdrawn (its process stopped); a draft, rejected or withdrawn one removed. */
  const withdrawOrRemove = async (h: HookContext, row: Rec, comment: string | null | undefined) => {
    const { ctx } = h;
    assertStarter(ctx, row, def);
    const recordId = row.id;
    const state = String(row[status.field]);
    const family = runningFamily(row);
    if (family) {
      // The record moves first: the stop's own event then finds it no longer running.
      await move(h, family, recordId, family.states.withdrawn ?? family.states.rejected);
      await steps().stop(
        h.tx,
        ctx,
        { processInstanceId: String(row.processInstanceId), comment: comment ?? '撤回' },
        h.afterCommit,
      );
      return true;
    }
    const removable = bindings.some(
      (b) =>
        b.family.removesRecord !== false &&
        startable(b.family).includes(state) &&
        !bindings.some((o) => o.family.states.approved === state),
    );
    if (!removable)
      throw badRequest(
        l(
          `${noun['zh-CN']}当前状态不能撤回或删除`,
          `A ${noun['en-US'].toLowerCase()} in its present state cannot be withdrawn or removed`,
        ),
      );
    await service.remove(beyondDataScope(ctx), recordId, { within: h });
    return true;
  };

  /**
   * The record as the form shows it, its process, and what the caller may do at its open task — with the project or
   * contract it is about (`related`): whoever may read the record reads what it decides on, whatever their menus.
   */
  const detailOf = async (ctx: RequestContext, row: Rec) => {
    await assertMayView(db, ctx, row, runtime, participant, def);
    const out = await service.detail(beyondDataScope(ctx), row.id);
    const related = await referencedSummaries(db, ctx, def, row);
    const instanceId = String(row.processInstanceId ?? '');
    const family = runningFamily(row);
    const task = instanceId && family ? await runtime.openTaskFor(db, ctx, instanceId) : null;
    return {
      ...out,
      processInstanceId: instanceId,
      flowState: row[status.field],
      family: family?.code ?? '',
      taskId: task?.id ?? '',
      taskDefinitionKey: task?.taskDefKey ?? '',
      editableFields: task && family ? (family.editableAt[task.taskDefKey] ?? []) : [],
      related,
    };
  };

  const stepParams = [
    CONTROL.businessId,
    CONTROL.id,
    CONTROL.processInstanceId,
    CONTROL.taskId,
    CONTROL.comment,
    CONTROL.flag,
    ...docFields,
  ] as const;

  const what = label('zh-CN');
  /** A call's name in the API log: the family's record and the step (租金计划调整 — 提交审批). */
  const titled = (zh: string, en: string) => l(`${what} — ${zh}`, `${label('en-US')} — ${en}`);
  const names = [{ api: first.api, calls: first.calls, methods: first.methods }, ...(first.aliases ?? [])];
  /**
   * Where a call answers: one declaration for its name under the family's api and under each alias, each on the
   * call's own method and, where the declaration says the spec states the other, on that one too.
   */
  const at = (call: keyof FamilyCalls, own: HttpMethod) => {
    const spellings = names
      .filter((n) => n.calls[call])
      .map((n) => ({ url: `/api${n.api}/${n.calls[call]}`, method: n.methods?.[call] ?? own }));
    return spellings.length ? { ...spellings[0], also: spellings.slice(1) } : undefined;
  };

  // Creating the record needs the family's start button; a call naming an existing record is its starter's (checked
  // in the handler), so the button is asked only when no id is given.
  const creating = (req: FastifyRequest) => {
    const named = (v: unknown) => v !== undefined && v !== null && v !== '';
    const body = req.body && typeof req.body === 'object' ? (req.body as Row) : {};
    return named((req.query as Row | undefined)?.id) || named(body.id)
      ? null
      : (first.startPermission ?? `${def.permission}_add`);
  };

  const start = at('start', 'POST');
  if (start)
    defineRoute(app, {
      ...start,
      permission: creating,
      tags,
      summary: `${what} — save the record and start its process (→ {businessId, processInstanceId})`,
      title: titled('提交审批', 'Submit for approval'),
      params: [CONTROL.id, CONTROL.processDefinitionId, ...docFields],
      handler: ({ ctx, params, req }) =>
        startRecord(ctx, req.body as Row, { id: params.id, processDefinitionId: params.processDefinitionId, req }),
    });

  /** A draft saved (new, or the caller's own named by `id`): kinds and lengths checked, required fields not. */
  const saveDraft = (ctx: RequestContext, input: Row, req?: unknown) =>
    inWrite(ctx, req, async (h) => {
      if (input.id) assertStarter(ctx, await load(h.tx, ctx, String(input.id), 'id'), def);
      const saved = await service.submit(ctx, { ...input, id: input.id || undefined }, { within: h, draft: true });
      return String(saved.id);
    });

  const save = at('save', 'POST');
  if (save)
    defineRoute(app, {
      ...save,
      permission: creating,
      tags,
      summary: `${what} — save a draft (kinds and lengths checked, required fields not) → {businessId}`,
      title: titled('保存草稿', 'Save a draft'),
      params: [CONTROL.id, ...docFields],
      handler: async ({ ctx, params, req }) => ({
        businessId: await saveDraft(ctx, { ...(req.body as Row), id: params.id ?? undefined }, req),
      }),
    });

  for (const [name, mustEnd, summary, title] of [
    [
      'submit',
      false,
      'complete the current task (flag "ok" approves) and save the fields editable at it',
      titled('办理', 'Complete a step'),
    ],
    [
      'finish',
      true,
      'complete the last task, ending the process (approved or rejected) with the record',
      titled('办结', 'Finish'),
    ],
  ] as const) {
    const step = at(name, 'POST');
    if (step)
      defineRoute(app, {
        ...step,
        permission: null,
        tags,
        summary: `${what} — ${summary}`,
        title,
        params: stepParams,
        handler: ({ ctx, params, req }) => inWrite(ctx, req, (h) => completeStep(h, req, params, mustEnd)),
      });
  }

  const remove = at('remove', 'POST');
  if (remove)
    defineRoute(app, {
      ...remove,
      permission: null,
      tags,
      summary: `${what} — withdraw: a record in approval is withdrawn (its process stopped), a draft removed`,
      title: titled('撤回', 'Withdraw'),
      params: [CONTROL.businessId, CONTROL.id, CONTROL.comment],
      handler: ({ ctx, params, req }) =>
        inWrite(ctx, req, async (h) => {
          const row = await recordOf(h.tx, ctx, params);
          if (!row) throw invalidField('businessId', CONTROL_REQUIRED);
          return withdrawOrRemove(h, row, params.comment);
        }),
    });

  const detail = at('detail', 'GET');
  if (detail)
    defineRoute(app, {
      ...detail,
      permission: null,
      // A read, though the spec posts some (loadData).
      audit: false,
      tags,
      summary: `${what} — the record by its id (businessId or id), with its process and the caller's open task`,
      params: [CONTROL.businessId, CONTROL.id],
      handler: async ({ ctx, params }) => {
        const row = await recordOf(db, ctx, params);
        if (!row) throw invalidField('businessId', CONTROL_REQUIRED);
        return detailOf(ctx, row);
      },
    });

  const byInstanceCall = at('detailByInstance', 'GET');
  if (byInstanceCall)
    defineRoute(app, {
      ...byInstanceCall,
      permission: null,
      audit: false,
      tags,
      summary: `${what} — the record by its process instance, with the caller's open task`,
      params: [{ ...CONTROL.processInstanceId, required: l('请选择流程实例', 'Please select a process instance') }],
      handler: async ({ ctx, params }) => detailOf(ctx, await byInstance(db, ctx, params.processInstanceId)),
    });

  for (const { family } of bindings) {
    // The work calls (getActInfo, getActIsEdit, doneListPlus) learn the family's editable fields and titles here; who
    // sees the record (starter, administrators, participants) the engine already lets see its process. Every step on
    // the family's instances, whatever its door, comes back through `take`.
    engine = runtime.bindBusiness({
      category: flowCategory(family.categoryKey),
      table: def.table,
      editableAt: family.editableAt,
      titles: async (tx, ctx, ids) => {
        const rows = await repo.findIds(tx, beyondDataScope(ctx), ids);
        return new Map(rows.map((r) => [r.id, String(r[def.titleField ?? 'id'] ?? '')]));
      },
      subject: (tx, ctx, recordId) => subjectOf(tx, ctx, def, recordId),
      // Whoever may view the business record (its view button, the row inside their data scope) may follow its process.
      mayView: async (tx, ctx, id) =>
        ctx.permissions.has(`${def.permission}_view`) && !!(await repo.findById(tx, ctx, id)),
      take: (...args) => take(family, ...args),
    });
  }

  return bindings.map(({ family }) => ({
    service: service as ResourceService<D>,
    start: (ctx, input, opts) => startRecord(ctx, input, opts, family),
    detail: async (ctx, businessId) => {
      const row = await recordOf(db, ctx, { businessId });
      if (!row) throw invalidField('businessId', CONTROL_REQUIRED);
      return detailOf(ctx, row);
    },
    save: saveDraft,
  }));
}

type BusinessBindingOf = Parameters<FlowRuntimeApi['bindBusiness']>[0];

interface MoveOptions {
  values?: Row;
  event?: InstanceEvent;
  tenantId?: string;
}

const CONTROL_REQUIRED: Localized = l('请选择一条数据', 'Please select a record');

interface StepParams {
  businessId?: string | null;
  id?: string | null;
  processInstanceId?: string | null;
  taskId?: string | null;
  comment?: string | null;
  flag?: string | null;
}

/**
 * ended → approved when the last decision approved, else rejected; stopped → rejected; deleted → withdrawn; recalled →
 * withdrawn (the engine raises it only when a recall ends the instance, before anyone acted: api.md, recallTask).
 */
export function targetState(family: WorkflowFamily, event: Pick<InstanceEvent, 'type' | 'lastDecision'>): string {
  const s = family.states;
  switch (event.type) {
    case 'ended':
      return event.lastDecision === 'ok' ? s.approved : s.rejected;
    case 'stopped':
      return s.rejected;
    case 'deleted':
      return s.withdrawn ?? s.rejected;
    case 'recalled':
      return s.withdrawn ?? s.draft;
  }
}
