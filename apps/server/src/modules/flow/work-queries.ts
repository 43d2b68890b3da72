// The work lists (待签, 待办, 已发, 办结 and the workUtil variants), each one indexed query paged in the database,
// and their rows in BladeX's BladeFlow shape. Names come from the system module's staff directory.
import { type BladeFlowRow, type FollowRow, type HistoryFlowRow, type Locale, taskUser, userIdOf } from '@flp/shared';
import { type SQL, and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { type PageResult, pageOf } from '../../platform/crud/repository';
import { type Paging, containing, offsetOf } from '../../platform/crud/query';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { Staff } from '../system';
import { type FlowCategoryInfo, categoryNameOf, flowCategories } from './categories';
import { definitionById } from './definitions';
import { familyOfCategory } from './runtime/runtime';
import { flowActivityTable, flowInstanceTable, flowTaskTable } from './tables';

export interface WorkFilters {
  category?: string | null;
  processDefinitionName?: string | null;
  /** Part of the subject (the record's name, number, lessee). */
  subject?: string | null;
  beginDate?: string | null;
  endDate?: string | null;
}

type TaskRow = typeof flowTaskTable.$inferSelect;
type InstanceRow = typeof flowInstanceTable.$inferSelect;

const dayStart = (d: string) => (d.length === 10 ? `${d} 00:00:00` : d);
const dayEnd = (d: string) => (d.length === 10 ? `${d} 23:59:59` : d);

const versionOf = (definitionId: string) => Number(definitionId.split(':')[1] ?? 0) || 0;

function taskFilters(
  f: WorkFilters,
  time: typeof flowTaskTable.createTime | typeof flowTaskTable.endTime,
): (SQL | undefined)[] {
  return [
    f.category ? eq(flowTaskTable.category, f.category) : undefined,
    f.processDefinitionName ? containing(flowTaskTable.processName, f.processDefinitionName) : undefined,
    f.subject
      ? sql`exists (select 1 from ${flowInstanceTable} where ${flowInstanceTable.id} = ${flowTaskTable.instanceId}
          and ${containing(flowInstanceTable.subject, f.subject)})`
      : undefined,
    f.beginDate ? gte(time, dayStart(f.beginDate)) : undefined,
    f.endDate ? lte(time, dayEnd(f.endDate)) : undefined,
  ];
}

/** Tasks offered to the user: as a candidate user, or through one of their role aliases as a candidate group. */
export function offeredTo(ctx: RequestContext): SQL {
  const user = sql`${flowTaskTable.candidateUsers} @> ARRAY[${ctx.userId}]::text[]`;
  const groups = ctx.roleAliases.filter(Boolean);
  if (!groups.length) return user;
  const list = sql.join(
    groups.map((g) => sql`${g}`),
    sql`, `,
  );
  return or(user, sql`${flowTaskTable.candidateGroups} && ARRAY[${list}]::text[]`) as SQL;
}

/** What a signed-in user may claim: open, unassigned, offered to them, not of a request they started (four eyes). */
export const claimableBy = (ctx: RequestContext) =>
  and(
    eq(flowTaskTable.state, 'active'),
    isNull(flowTaskTable.assignee),
    ne(flowTaskTable.startUser, ctx.userId),
    offeredTo(ctx),
  ) as SQL;

export const assignedTo = (ctx: RequestContext) =>
  and(eq(flowTaskTable.state, 'active'), eq(flowTaskTable.assignee, ctx.userId)) as SQL;

export const completedBy = (ctx: RequestContext) =>
  and(eq(flowTaskTable.completedBy, ctx.userId), eq(flowTaskTable.state, 'completed')) as SQL;

/** Open tasks the user may act on: assigned to them, or offered to them. */
export const actionableBy = (ctx: RequestContext) => or(assignedTo(ctx), claimableBy(ctx)) as SQL;

/**
 * Instances of the caller's tenant: those the user started (`started`), or started or acted on (`involved`); `ended`
 * keeps those that have ended, and the dates then bound the end instead of the start.
 */
export function instancesOf(
  ctx: RequestContext,
  f: WorkFilters & { scope: 'started' | 'involved'; ended?: boolean },
): SQL {
  const i = flowInstanceTable;
  const time = f.ended ? i.endTime : i.startTime;
  return and(
    eq(i.tenantId, ctx.tenantId),
    f.ended ? sql`${i.state} in ('completed', 'stopped', 'withdrawn')` : sql`${i.state} <> 'deleted'`,
    f.scope === 'started'
      ? eq(i.startUser, ctx.userId)
      : or(
          eq(i.startUser, ctx.userId),
          sql`exists (select 1 from fl_flow_task t where t.instance_id = ${i.id}
            and (t.completed_by = ${ctx.userId} or t.assignee = ${ctx.userId}))`,
        ),
    f.category ? eq(i.category, f.category) : undefined,
    f.processDefinitionName ? containing(i.processName, f.processDefinitionName) : undefined,
    f.subject ? containing(i.subject, f.subject) : undefined,
    f.beginDate ? gte(time, dayStart(f.beginDate)) : undefined,
    f.endDate ? lte(time, dayEnd(f.endDate)) : undefined,
  ) as SQL;
}

export class WorkQueries {
  /** The tenant's category names and families (its `flow` dictionary), read once per request. */
  private categories = new Map<string, FlowCategoryInfo>();

  constructor(private readonly locale: Locale) {}

  private async loadCategories(db: Db, ctx: RequestContext) {
    if (!this.categories.size) this.categories = await flowCategories(db, ctx, this.locale);
  }

  private categoryName(category: string) {
    return categoryNameOf(this.categories, category);
  }

  private familyOf(category: string) {
    return this.categories.get(category)?.family || familyOfCategory(category) || '';
  }

  /** A page of tasks matching `where` (the caller's tenant), newest first by `time`. */
  async tasks(
    db: Db,
    ctx: RequestContext,
    where: SQL,
    f: WorkFilters,
    paging: Paging,
    time: 'createTime' | 'endTime' = 'createTime',
  ): Promise<PageResult<BladeFlowRow>> {
    const column = time === 'endTime' ? flowTaskTable.endTime : flowTaskTable.createTime;
    const cond = and(eq(flowTaskTable.tenantId, ctx.tenantId), where, ...taskFilters(f, column));
    const [rows, [{ n }]] = await Promise.all([
      db
        .select()
        .from(flowTaskTable)
        .where(cond)
        .orderBy(desc(column), desc(flowTaskTable.id))
        .limit(paging.size)
        .offset(offsetOf(paging)),
      db.select({ n: count() }).from(flowTaskTable).where(cond),
    ]);
    return pageOf(await this.taskRows(db, ctx, rows), Number(n), paging);
  }

  /** Instances the caller started (已发), each with its current task (or its last). */
  sent(db: Db, ctx: RequestContext, f: WorkFilters, paging: Paging): Promise<PageResult<BladeFlowRow>> {
    return this.instancePage(db, ctx, instancesOf(ctx, { ...f, scope: 'started' }), 'startTime', paging);
  }

  /** A page of instances as work-list rows, newest first by start or end time, with the matching total. */
  async instancePage(
    db: Db,
    ctx: RequestContext,
    where: SQL | undefined,
    time: 'startTime' | 'endTime',
    paging: Paging,
  ): Promise<PageResult<BladeFlowRow>> {
    const column = time === 'endTime' ? flowInstanceTable.endTime : flowInstanceTable.startTime;
    const [instances, [{ n }]] = await Promise.all([
      db
        .select()
        .from(flowInstanceTable)
        .where(where)
        .orderBy(desc(column), desc(flowInstanceTable.id))
        .limit(paging.size)
        .offset(offsetOf(paging)),
      db.select({ n: count() }).from(flowInstanceTable).where(where),
    ]);
    return pageOf(await this.instanceRows(db, ctx, instances), Number(n), paging);
  }

  /** Rows for instances: the open task if any, else the last one. */
  async instanceRows(db: Db, ctx: RequestContext, instances: InstanceRow[]): Promise<BladeFlowRow[]> {
    if (!instances.length) return [];
    await this.loadCategories(db, ctx);
    const tasks = await db
      .select()
      .from(flowTaskTable)
      .where(
        inArray(
          flowTaskTable.instanceId,
          instances.map((i) => i.id),
        ),
      )
      .orderBy(desc(flowTaskTable.createTime), desc(flowTaskTable.id));
    const current = new Map<string, TaskRow>();
    for (const t of tasks) {
      const seen = current.get(t.instanceId);
      if (!seen || (seen.state !== 'active' && t.state === 'active')) current.set(t.instanceId, t);
    }
    const names = await Staff.names(db, ctx.tenantId, [
      ...instances.map((i) => i.startUser),
      ...[...current.values()].map((t) => t.assignee ?? ''),
    ]);
    return instances.map((i) => {
      const t = current.get(i.id);
      const row = t ? this.row(t, names, i) : this.emptyRow(i, names);
      return { ...row, status: 'finish', processIsFinished: i.state === 'running' ? 'unfinished' : 'finished' };
    });
  }

  async taskRows(db: Db, ctx: RequestContext, rows: TaskRow[]): Promise<BladeFlowRow[]> {
    if (!rows.length) return [];
    await this.loadCategories(db, ctx);
    const instanceIds = [...new Set(rows.map((r) => r.instanceId))];
    const [instances, names] = await Promise.all([
      db.select().from(flowInstanceTable).where(inArray(flowInstanceTable.id, instanceIds)),
      Staff.names(db, ctx.tenantId, [...rows.map((r) => r.assignee ?? ''), ...rows.map((r) => r.startUser)]),
    ]);
    const byId = new Map(instances.map((i) => [i.id, i]));
    const sentBack = await this.sentBack(db, ctx, rows);
    return rows.map((t) => ({ ...this.row(t, names, byId.get(t.instanceId)), ...sentBack.get(t.id) }));
  }

  /**
   * The open tasks of their starters that follow a rejection (a request sent back to be corrected), with who sent it
   * back and why: the decision just before the task was made.
   */
  private async sentBack(db: Db, ctx: RequestContext, rows: TaskRow[]) {
    const out = new Map<string, { sentBackBy: string; sentBackComment: string }>();
    const theirs = rows.filter((t) => t.state === 'active' && t.assignee && t.assignee === t.startUser);
    if (!theirs.length) return out;
    const decided = await db
      .select()
      .from(flowTaskTable)
      .where(
        and(
          eq(flowTaskTable.tenantId, ctx.tenantId),
          inArray(flowTaskTable.instanceId, [...new Set(theirs.map((t) => t.instanceId))]),
          eq(flowTaskTable.state, 'completed'),
        ),
      )
      .orderBy(desc(flowTaskTable.endTime), desc(flowTaskTable.id));
    const names = await Staff.names(
      db,
      ctx.tenantId,
      decided.map((d) => d.completedBy ?? ''),
    );
    for (const t of theirs) {
      const last = decided.find((d) => d.instanceId === t.instanceId && (d.endTime ?? '') <= t.createTime);
      if (last?.decision === 'reject')
        out.set(t.id, {
          sentBackBy: names.get(last.completedBy ?? '') ?? '',
          sentBackComment: last.comment ?? '',
        });
    }
    return out;
  }

  row(t: TaskRow, names: Map<string, string>, instance?: InstanceRow): BladeFlowRow {
    const variables = (instance?.variables ?? {}) as Record<string, unknown>;
    return {
      taskId: t.id,
      taskName: t.name,
      taskDefinitionKey: t.taskDefKey,
      assignee: t.assignee ? taskUser(t.assignee) : '',
      assigneeName: t.assignee ? (names.get(t.assignee) ?? '') : '',
      createTime: t.createTime,
      claimTime: t.claimTime ?? '',
      endTime: t.endTime ?? '',
      historyTaskEndTime: t.endTime ?? '',
      executionId: t.tokenId ?? '',
      processInstanceId: t.instanceId,
      processDefinitionId: t.definitionId,
      processDefinitionKey: t.processKey,
      processDefinitionName: t.processName,
      processDefinitionVersion: versionOf(t.definitionId),
      category: t.category,
      categoryName: this.categoryName(t.category),
      businessTable: t.businessTable ?? '',
      businessId: t.businessId ?? '',
      startUser: taskUser(t.startUser),
      startUserName: names.get(t.startUser) ?? '',
      variables,
      status: t.state !== 'active' ? 'finish' : t.assignee ? 'todo' : 'claim',
      processIsFinished: !instance || instance.state === 'running' ? 'unfinished' : 'finished',
      comment: t.comment ?? '',
      flag: t.decision === 'ok' ? 'ok' : '',
      pass: t.decision ? t.decision === 'ok' : '',
      family: this.familyOf(t.category),
      subject: instance?.subject ?? '',
      sentBackBy: '',
      sentBackComment: '',
    };
  }

  private emptyRow(i: InstanceRow, names: Map<string, string>): BladeFlowRow {
    return {
      taskId: '',
      taskName: '',
      taskDefinitionKey: '',
      assignee: '',
      assigneeName: '',
      createTime: i.startTime,
      claimTime: '',
      endTime: i.endTime ?? '',
      historyTaskEndTime: i.endTime ?? '',
      executionId: '',
      processInstanceId: i.id,
      processDefinitionId: i.definitionId,
      processDefinitionKey: i.processKey,
      processDefinitionName: i.processName,
      processDefinitionVersion: versionOf(i.definitionId),
      category: i.category,
      categoryName: this.categoryName(i.category),
      businessTable: i.businessTable ?? '',
      businessId: i.businessId ?? '',
      startUser: taskUser(i.startUser),
      startUserName: names.get(i.startUser) ?? '',
      variables: (i.variables ?? {}) as Record<string, unknown>,
      status: 'finish',
      processIsFinished: i.state === 'running' ? 'unfinished' : 'finished',
      comment: '',
      flag: '',
      pass: '',
      family: this.familyOf(i.category),
      subject: i.subject ?? '',
      sentBackBy: '',
      sentBackComment: '',
    };
  }

  /** Running instances (流程跟踪). */
  async follow(
    db: Db,
    ctx: RequestContext,
    f: { processInstanceId?: string | null; processDefinitionKey?: string | null },
    paging: Paging,
  ): Promise<PageResult<FollowRow>> {
    const cond = and(
      eq(flowInstanceTable.tenantId, ctx.tenantId),
      eq(flowInstanceTable.state, 'running'),
      f.processInstanceId ? eq(flowInstanceTable.id, f.processInstanceId) : undefined,
      f.processDefinitionKey ? eq(flowInstanceTable.processKey, f.processDefinitionKey) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select()
        .from(flowInstanceTable)
        .where(cond)
        .orderBy(desc(flowInstanceTable.startTime), desc(flowInstanceTable.id))
        .limit(paging.size)
        .offset(offsetOf(paging)),
      db.select({ n: count() }).from(flowInstanceTable).where(cond),
    ]);
    const names = await Staff.names(
      db,
      ctx.tenantId,
      rows.map((r) => r.startUser),
    );
    await this.loadCategories(db, ctx);
    return pageOf(
      rows.map((i) => ({
        id: i.id,
        processInstanceId: i.id,
        processDefinitionId: i.definitionId,
        processDefinitionKey: i.processKey,
        processDefinitionName: i.processName,
        businessTable: i.businessTable ?? '',
        businessId: i.businessId ?? '',
        startUserId: i.startUser,
        startUser: names.get(i.startUser) ?? '',
        startTime: i.startTime,
        suspensionState: (i.suspensionState === 2 ? 2 : 1) as 1 | 2,
        category: i.category,
        categoryName: this.categoryName(i.category),
      })),
      Number(n),
      paging,
    );
  }

  /** history-flow-list: start, user tasks, end — in order, with who, when, the decision and the comment. */
  async history(db: Db, ctx: RequestContext, instanceId: string): Promise<HistoryFlowRow[]> {
    const [activities, tasks] = await Promise.all([
      db
        .select()
        .from(flowActivityTable)
        .where(and(eq(flowActivityTable.tenantId, ctx.tenantId), eq(flowActivityTable.instanceId, instanceId)))
        .orderBy(flowActivityTable.startTime, flowActivityTable.id),
      db
        .select()
        .from(flowTaskTable)
        .where(and(eq(flowTaskTable.tenantId, ctx.tenantId), eq(flowTaskTable.instanceId, instanceId))),
    ]);
    const [instance] = await db.select().from(flowInstanceTable).where(eq(flowInstanceTable.id, instanceId));
    const taskById = new Map(tasks.map((t) => [t.id, t]));
    const shown = activities.filter((a) => ['startEvent', 'userTask', 'endEvent'].includes(a.activityType));
    const people = shown.map((a) => {
      const t = a.taskId ? taskById.get(a.taskId) : undefined;
      return a.activityType === 'startEvent' ? (instance?.startUser ?? '') : (t?.completedBy ?? t?.assignee ?? '');
    });
    const names = await Staff.names(db, ctx.tenantId, people);
    return shown
      .filter((a) => {
        // A task another path cancelled (a countersign past its condition) was never acted on: not a step.
        const t = a.taskId ? taskById.get(a.taskId) : undefined;
        return t?.state !== 'cancelled' || !!t.decision;
      })
      .map((a) => {
        const t = a.taskId ? taskById.get(a.taskId) : undefined;
        const who =
          a.activityType === 'startEvent' ? (instance?.startUser ?? '') : (t?.completedBy ?? t?.assignee ?? '');
        return {
          historyActivityId: a.activityId,
          historyActivityName: a.activityName ?? a.activityId,
          historyActivityType: a.activityType,
          createTime: a.startTime,
          endTime: a.endTime ?? '',
          historyActivityDurationTime: a.endTime ? duration(a.startTime, a.endTime) : '',
          assignee: who ? taskUser(who) : '',
          assigneeName: who ? (names.get(who) ?? '') : '',
          comment: t?.comment ?? '',
          decision: t?.decision ?? '',
          taskId: t?.id ?? '',
        };
      });
  }

  /** The users who acted on an instance, starter first, each once (getSenderList). */
  async senders(db: Db, ctx: RequestContext, instanceId: string) {
    const seen = new Set<string>();
    return (await this.history(db, ctx, instanceId))
      .filter((h) => h.assignee && (h.historyActivityType === 'startEvent' || h.endTime))
      .filter((h) => !seen.has(h.assignee) && !!seen.add(h.assignee))
      .map((h) => ({
        userId: userIdOf(h.assignee) ?? '',
        userName: h.assigneeName,
        activityId: h.historyActivityId,
        activityName: h.historyActivityName,
        time: h.endTime || h.createTime,
      }));
  }

  /** The element ids a viewer marks: finished, active, and the flows taken. */
  async marks(db: Db, ctx: RequestContext, instanceId: string) {
    const rows = await db
      .select()
      .from(flowActivityTable)
      .where(and(eq(flowActivityTable.tenantId, ctx.tenantId), eq(flowActivityTable.instanceId, instanceId)));
    const active = new Set(rows.filter((r) => !r.endTime).map((r) => r.activityId));
    return {
      activeActivityIds: [...active],
      finishedActivityIds: [
        ...new Set(rows.filter((r) => r.endTime && !active.has(r.activityId)).map((r) => r.activityId)),
      ],
      takenFlowIds: [...new Set(rows.map((r) => r.flowId).filter((f): f is string => !!f))],
    };
  }

  /** Completed tasks of one business record (byEntryIdDoneList), oldest first. */
  async completedTasksOfRecord(db: Db, ctx: RequestContext, businessId: string): Promise<TaskRow[]> {
    return db
      .select()
      .from(flowTaskTable)
      .where(
        and(
          eq(flowTaskTable.tenantId, ctx.tenantId),
          eq(flowTaskTable.businessId, businessId),
          eq(flowTaskTable.state, 'completed'),
        ),
      )
      .orderBy(flowTaskTable.endTime, flowTaskTable.id)
      .limit(1000);
  }

  /** Whether other open tasks stand beside this one (a parallel branch), or it is one of a multi-instance task. */
  async isParallel(db: Db, ctx: RequestContext, task: TaskRow): Promise<boolean> {
    if (await this.isMultiInstance(db, ctx, task)) return true;
    const [{ n }] = await db
      .select({ n: count() })
      .from(flowTaskTable)
      .where(
        and(
          eq(flowTaskTable.instanceId, task.instanceId),
          eq(flowTaskTable.state, 'active'),
          sql`${flowTaskTable.taskDefKey} <> ${task.taskDefKey}`,
        ),
      );
    return Number(n) > 0;
  }

  async isMultiInstance(db: Db, ctx: RequestContext, task: TaskRow): Promise<boolean> {
    const def = await definitionById(db, ctx, task.definitionId);
    const node = def?.graph.nodes[task.taskDefKey];
    return node?.type === 'userTask' && !!node.multiInstance;
  }

  /** Counts for the home page. */
  async counts(db: Db, ctx: RequestContext) {
    const countTasks = async (where: SQL) =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(flowTaskTable)
            .where(and(eq(flowTaskTable.tenantId, ctx.tenantId), where))
        )[0].n,
      );
    const [todo, claim, done, [{ n: send }]] = await Promise.all([
      countTasks(assignedTo(ctx)),
      countTasks(claimableBy(ctx)),
      countTasks(completedBy(ctx)),
      db
        .select({ n: count() })
        .from(flowInstanceTable)
        .where(
          and(
            eq(flowInstanceTable.tenantId, ctx.tenantId),
            eq(flowInstanceTable.startUser, ctx.userId),
            eq(flowInstanceTable.state, 'running'),
          ),
        ),
    ]);
    return { todo, claim, send: Number(send), done };
  }
}

/** "1小时2分3秒" as BladeX shows durations. */
export function duration(from: string, to: string): string {
  const secs = Math.max(0, Math.round((Date.parse(to.replace(' ', 'T')) - Date.parse(from.replace(' ', 'T'))) / 1000));
  const d = Math.floor(secs / 86400);
  const h = Math.floor((secs % 86400) / 3600);
  const m = Math.floor((secs % 3600) / 60);
  const s = secs % 60;
  return `${d ? `${d}天` : ''}${h ? `${h}小时` : ''}${m ? `${m}分` : ''}${s || !(d || h || m) ? `${s}秒` : ''}`;
}

export { isNotNull };
