import { ADMIN_ROLE_ALIAS } from '@flp/shared/constants';
import type { WorkflowFamily } from '@flp/shared/resources';

/**
 * The actions a list screen offers on a workflow family's record, derived from the family's declaration (its
 * `states` and `calls`), never listed per screen. Pure: useFamilyActions renders them and the unit test reads them.
 *
 * - `start` 提交审批: the record stands where the family starts from (`states.draft`, `rejected`, `withdrawn`);
 * - `withdraw` 撤回: it is in approval (`states.running`) and the family serves a delete call (`calls.remove`);
 * - `process` 查看流程: it has a process (`processInstanceId`): the family's detail page.
 *
 * Starting and withdrawing are the starter's — the record's creator, or its owner where its definition has one (a
 * disbursement's 客户经理) — or an administrator's, as the server rules (modules/flow/families/access.ts).
 */
export type FamilyAction = 'start' | 'withdraw' | 'process';

type Row = Record<string, unknown>;

/** Who looks at the list. */
export interface Actor {
  userId: string;
  /** Holds the administrator role (the server lets an administrator act for the starter). */
  administrator: boolean;
}

/** The actor from the signed-in user's info (`role_name` holds the role aliases). */
export const actorOf = (user: { user_id?: string; role_name?: string } | undefined): Actor => ({
  userId: user?.user_id ?? '',
  administrator: (user?.role_name ?? '').split(',').includes(ADMIN_ROLE_ALIAS),
});

/** The states a family's record may be started from: its draft, and where a rejection or a withdrawal leaves it. */
export const startableStates = (family: WorkflowFamily): string[] => {
  const { draft, rejected, withdrawn } = family.states;
  return [...new Set([draft, rejected, withdrawn ?? rejected])];
};

/** Where the record stands: the value of its definition's status field. */
export const stateOf = (family: WorkflowFamily, row: Row): string =>
  String(row[family.resource().status?.field ?? 'flowState'] ?? '');

/** Whether the actor may start or withdraw the record: its creator or owner, or an administrator. */
export function actsAsStarter(family: WorkflowFamily, row: Row, actor: Actor): boolean {
  if (actor.administrator) return true;
  if (!actor.userId) return false;
  const { owner } = family.resource();
  return String(row.createUser ?? '') === actor.userId || (!!owner && String(row[owner] ?? '') === actor.userId);
}

/** The actions the record offers the actor now, in the order they show. */
export function familyActionsOf(family: WorkflowFamily, row: Row, actor: Actor): FamilyAction[] {
  const state = stateOf(family, row);
  const starter = actsAsStarter(family, row, actor);
  const out: FamilyAction[] = [];
  if (starter && startableStates(family).includes(state)) out.push('start');
  if (starter && family.calls.remove && state === family.states.running) out.push('withdraw');
  if (row.processInstanceId) out.push('process');
  return out;
}
