// Who may see an instance, its history, diagram and variables: its participants, its starter, administrators, and
// those who may view the business record it approves (the family decides that). Every read names the tenant.
import { l } from '@flp/shared';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../platform/tenancy/context';
import type { FlowRuntime } from './runtime/runtime';
import { mayActOn } from './runtime/runtime';
import { type InstanceRow, type TaskRow, taskById } from './runtime/store';
import { flowCommentTable, flowInstanceTable, flowTaskTable } from './tables';
import { offeredTo } from './work-queries';

/** Whether the user took part in the instance: held, was offered or completed a task, or logged an operation on it. */
export async function tookPart(db: Db, ctx: RequestContext, instanceId: string): Promise<boolean> {
  const [task] = await db
    .select({ id: flowTaskTable.id })
    .from(flowTaskTable)
    .where(
      and(
        eq(flowTaskTable.tenantId, ctx.tenantId),
        eq(flowTaskTable.instanceId, instanceId),
        or(eq(flowTaskTable.assignee, ctx.userId), eq(flowTaskTable.completedBy, ctx.userId), offeredTo(ctx)),
      ),
    )
    .limit(1);
  if (task) return true;
  const [logged] = await db
    .select({ id: flowCommentTable.id })
    .from(flowCommentTable)
    .where(
      and(
        eq(flowCommentTable.tenantId, ctx.tenantId),
        eq(flowCommentTable.instanceId, instanceId),
        eq(flowCommentTable.userId, ctx.userId),
      ),
    )
    .limit(1);
  return !!logged;
}

export class InstanceAccess {
  constructor(private readonly runtime: FlowRuntime) {}

  async mayView(db: Db, ctx: RequestContext, instance: InstanceRow): Promise<boolean> {
    if (isAdministrator(ctx) || instance.startUser === ctx.userId) return true;
    if (await tookPart(db, ctx, instance.id)) return true;
    return !!(
      instance.businessTable &&
      instance.businessId &&
      (await this.runtime.mayViewBusiness(db, ctx, instance.businessTable, instance.businessId))
    );
  }

  /** The instance, or 404 (none in the tenant) / 403 (not the caller's to see). */
  async instance(db: Db, ctx: RequestContext, instanceId: string): Promise<InstanceRow> {
    const [instance] = await db
      .select()
      .from(flowInstanceTable)
      .where(and(eq(flowInstanceTable.id, instanceId), eq(flowInstanceTable.tenantId, ctx.tenantId)));
    if (!instance) throw notFound(l('流程实例不存在', 'No such process instance'));
    if (!(await this.mayView(db, ctx, instance))) throw forbidden(l('无权查看该流程', 'You may not view this process'));
    return instance;
  }

  /** The task, or 404 / 403: its assignee and candidates see it, and whoever may see its instance. */
  async task(db: Db, ctx: RequestContext, taskId: string): Promise<TaskRow> {
    const task = await taskById(db, ctx.tenantId, taskId);
    if (!task) throw notFound(l('任务不存在', 'No such task'));
    if (mayActOn(ctx, task)) return task;
    const [instance] = await db.select().from(flowInstanceTable).where(eq(flowInstanceTable.id, task.instanceId));
    if (!instance || !(await this.mayView(db, ctx, instance)))
      throw forbidden(l('无权查看该任务', 'You may not view this task'));
    return task;
  }
}
