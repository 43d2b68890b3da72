// Who may see and change a family's business record. A family's calls are open to every signed-in user (the
// definitions' permission 'work' is a menu, not a button any role holds), so each call checks the record itself:
// the starter changes it, the starter, administrators and the process's participants see it.
import { type ResourceDef, l } from '@flp/shared';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { forbidden } from '../../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../../platform/tenancy/context';
import type { FlowRuntimeApi } from '../runtime/types';

/** Whether the user took part in the instance (by default modules/flow/access.ts `tookPart`). */
export type ParticipantCheck = (tx: Db, ctx: RequestContext, processInstanceId: string) => Promise<boolean>;

/** The one who created the record, or its owner (客户经理) where its definition has one. */
export const isStarter = (ctx: RequestContext, row: Row, def?: Pick<ResourceDef, 'owner'>) =>
  String(row.createUser ?? '') === ctx.userId || (!!def?.owner && String(row[def.owner] ?? '') === ctx.userId);

/** Only the one who started (created or owns) the record, or an administrator, saves, restarts or withdraws it. */
export function assertStarter(ctx: RequestContext, row: Row, def?: Pick<ResourceDef, 'owner'>) {
  if (!isStarter(ctx, row, def) && !isAdministrator(ctx))
    throw forbidden(l('只有发起人可以操作该记录', 'Only the starter may do this with the record'));
}

/**
 * Whether the caller sees the record and its process: the starter, administrators, whoever may act on the instance's
 * open task now (candidates included), and whoever held or completed one of its tasks. To change its files: the
 * starter, administrators and whoever may act on the open task.
 */
export async function mayView(
  tx: Db,
  ctx: RequestContext,
  row: Row,
  runtime: FlowRuntimeApi,
  participant: ParticipantCheck,
  def?: Pick<ResourceDef, 'owner'>,
  mode: 'read' | 'change' = 'read',
): Promise<boolean> {
  if (isStarter(ctx, row, def) || isAdministrator(ctx)) return true;
  const instanceId = row.processInstanceId ? String(row.processInstanceId) : '';
  if (!instanceId) return false;
  if (await runtime.openTaskFor(tx, ctx, instanceId)) return true;
  return mode === 'read' && participant(tx, ctx, instanceId);
}

/** mayView (to read), or 403. */
export async function assertMayView(...args: Parameters<typeof mayView>) {
  if (!(await mayView(...args))) throw forbidden(l('无权查看该记录', 'You may not view this record'));
}
