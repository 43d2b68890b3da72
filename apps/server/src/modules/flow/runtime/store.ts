// Loading an instance under its row lock and writing back what an Execution changed. Every query names the
// tenant: an instance of another tenant is not found.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { flowActivityTable, flowInstanceTable, flowTaskTable, flowTokenTable } from '../tables';
import type { ActivityRecord, Execution, ExecutionState, TaskRecord, Token } from './executor';

export type InstanceRow = typeof flowInstanceTable.$inferSelect;
export type TaskRow = typeof flowTaskTable.$inferSelect;

/** The instance row, locked for the rest of the transaction (two operations on one instance never interleave). */
export async function lockInstance(tx: Db, tenantId: string, id: string): Promise<InstanceRow | null> {
  const [row] = await tx
    .select()
    .from(flowInstanceTable)
    .where(and(eq(flowInstanceTable.id, id), eq(flowInstanceTable.tenantId, tenantId)))
    .for('update');
  return row ?? null;
}

export async function taskById(tx: Db, tenantId: string, id: string): Promise<TaskRow | null> {
  const [row] = await tx
    .select()
    .from(flowTaskTable)
    .where(and(eq(flowTaskTable.id, id), eq(flowTaskTable.tenantId, tenantId)));
  return row ?? null;
}

/** The instance's last completed task (its decision is the instance's last word), or null. */
export async function lastCompletedTask(tx: Db, instanceId: string): Promise<TaskRow | null> {
  const [row] = await tx
    .select()
    .from(flowTaskTable)
    .where(and(eq(flowTaskTable.instanceId, instanceId), eq(flowTaskTable.state, 'completed')))
    .orderBy(desc(flowTaskTable.endTime), desc(flowTaskTable.id))
    .limit(1);
  return row ?? null;
}

export async function loadState(tx: Db, instance: InstanceRow): Promise<ExecutionState> {
  // One after the other: a transaction's client runs one query at a time.
  const tokens = await tx.select().from(flowTokenTable).where(eq(flowTokenTable.instanceId, instance.id));
  const tasks = await tx
    .select()
    .from(flowTaskTable)
    .where(and(eq(flowTaskTable.instanceId, instance.id), eq(flowTaskTable.state, 'active')));
  const activities = await tx
    .select()
    .from(flowActivityTable)
    .where(and(eq(flowActivityTable.instanceId, instance.id), isNull(flowActivityTable.endTime)));
  return {
    variables: (instance.variables ?? {}) as Record<string, unknown>,
    tokens: tokens.map(
      (t): Token => ({
        id: t.id,
        activityId: t.activityId,
        kind: t.kind as Token['kind'],
        parentId: t.parentId ?? null,
        arrivedVia: t.arrivedVia ?? null,
        locals: (t.locals as Record<string, unknown> | null) ?? null,
      }),
    ),
    tasks: tasks.map(
      (t): TaskRecord => ({
        id: t.id,
        tokenId: t.tokenId ?? null,
        taskDefKey: t.taskDefKey,
        name: t.name,
        assignee: t.assignee ?? null,
        candidateUsers: t.candidateUsers,
        candidateGroups: t.candidateGroups,
        createTime: t.createTime,
        claimTime: t.claimTime ?? null,
        endTime: t.endTime ?? null,
        state: t.state as TaskRecord['state'],
        completedBy: t.completedBy ?? null,
        decision: t.decision ?? null,
        comment: t.comment ?? null,
      }),
    ),
    openActivities: activities.map(
      (a): ActivityRecord => ({
        id: a.id,
        activityId: a.activityId,
        activityName: a.activityName ?? null,
        activityType: a.activityType,
        flowId: a.flowId ?? null,
        taskId: a.taskId ?? null,
        assignee: a.assignee ?? null,
        startTime: a.startTime,
        endTime: a.endTime ?? null,
        concurrent: a.concurrent === 1,
      }),
    ),
  };
}

/** Writes what the execution changed: tokens, tasks (with the instance's list columns), activities. */
export async function saveExecution(tx: Db, instance: InstanceRow, ex: Execution) {
  const tenantId = instance.tenantId;
  const tokenById = new Map(ex.tokens.map((t) => [t.id, t]));
  if (ex.removedTokens.size) await tx.delete(flowTokenTable).where(inArray(flowTokenTable.id, [...ex.removedTokens]));
  const newTokens = [...ex.newTokens].map((id) => tokenById.get(id)).filter((t): t is Token => !!t);
  if (newTokens.length)
    await tx.insert(flowTokenTable).values(
      newTokens.map((t) => ({
        id: t.id,
        tenantId,
        instanceId: instance.id,
        parentId: t.parentId,
        activityId: t.activityId,
        kind: t.kind,
        arrivedVia: t.arrivedVia,
        locals: t.locals,
        createTime: ex.now,
      })),
    );
  for (const id of ex.changedTokens) {
    const t = tokenById.get(id);
    if (t) await tx.update(flowTokenTable).set({ locals: t.locals }).where(eq(flowTokenTable.id, id));
  }
  if (ex.newTasks.length)
    await tx.insert(flowTaskTable).values(
      ex.newTasks.map((t) => ({
        ...taskValues(t),
        id: t.id,
        tenantId,
        instanceId: instance.id,
        tokenId: t.tokenId,
        definitionId: instance.definitionId,
        processKey: instance.processKey,
        processName: instance.processName,
        category: instance.category,
        businessTable: instance.businessTable,
        businessId: instance.businessId,
        startUser: instance.startUser,
        taskDefKey: t.taskDefKey,
        name: t.name,
        createTime: t.createTime,
        suspended: instance.suspensionState === 2 ? 1 : 0,
      })),
    );
  for (const id of ex.changedTasks) {
    const t = ex.tasks.find((x) => x.id === id);
    if (t) await tx.update(flowTaskTable).set(taskValues(t)).where(eq(flowTaskTable.id, id));
  }
  if (ex.newActivities.length)
    await tx.insert(flowActivityTable).values(
      ex.newActivities.map((a) => ({
        id: a.id,
        tenantId,
        instanceId: instance.id,
        activityId: a.activityId,
        activityName: a.activityName,
        activityType: a.activityType,
        flowId: a.flowId,
        taskId: a.taskId,
        assignee: a.assignee,
        startTime: a.startTime,
        endTime: a.endTime,
        concurrent: a.concurrent ? 1 : 0,
      })),
    );
  if (ex.endedActivities.size)
    await tx
      .update(flowActivityTable)
      .set({ endTime: ex.now })
      .where(inArray(flowActivityTable.id, [...ex.endedActivities]));
}

function taskValues(t: TaskRecord) {
  return {
    assignee: t.assignee,
    candidateUsers: t.candidateUsers,
    candidateGroups: t.candidateGroups,
    claimTime: t.claimTime,
    endTime: t.endTime,
    state: t.state,
    completedBy: t.completedBy,
    decision: t.decision,
    comment: t.comment,
  };
}
