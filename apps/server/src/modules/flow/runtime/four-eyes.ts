// Four eyes (issue 25 item 4): whoever starts a request never decides it, and each person has one vote in a
// countersign. The engine holds these rules for every model and every caller, administrators included, so no
// family has to remember them (docs/security.md, "Four eyes"). Nothing here touches the database: the executor
// screens the tasks it makes, the runtime screens the people it hands a task to.
import { type Localized, l } from '@flp/shared';
import type { FlowNode, ProcessGraph, UserTaskNode } from '../bpmn/graph';

const stepName = (node: Pick<UserTaskNode, 'id' | 'name'>) => node.name ?? node.id;

/**
 * Whether a user task is the starter's own (调整申请, 发起人调整: adjust and resubmit after a rejection): its assignee
 * is the start event's initiator variable and nothing else (`${applyUser}` under `flowable:initiator="applyUser"`).
 * Every other task is an approval step, which the starter may neither hold, claim, receive nor complete.
 */
export function isStarterStep(graph: ProcessGraph, node: FlowNode | undefined): boolean {
  const start = graph.nodes[graph.startId];
  const initiator = start?.type === 'startEvent' ? start.initiator : undefined;
  if (!initiator || node?.type !== 'userTask' || !node.assignee) return false;
  return /^\s*[$#]\{\s*([\w.]+)\s*\}\s*$/.exec(node.assignee)?.[1] === initiator;
}

export const STARTER_MAY_NOT_APPROVE = l(
  '发起人不能审批自己的申请(四眼原则)',
  'The starter may not approve their own request (four eyes)',
);

/** The starter was named as the one person to decide a step (an assignee, a reviewer among several). */
export const starterNamed = (node: Pick<UserTaskNode, 'id' | 'name'>): Localized =>
  l(
    `「${stepName(node)}」的办理人是发起人本人: 发起人不能审批自己的申请, 请另选审批人`,
    `The starter is named to decide "${stepName(node)}": a starter may not approve their own request; name someone else`,
  );

/** Someone would hold two instances of one countersign (a reviewer listed twice, or handed another's vote). */
export const secondVote = (node: Pick<UserTaskNode, 'id' | 'name'>): Localized =>
  l(
    `「${stepName(node)}」中同一人只能有一票: 该人员已有或已投过一票`,
    `One vote per person in "${stepName(node)}": that person already holds or has cast a vote`,
  );

/** Nobody but the starter could decide a step, and no administrator other than the starter is there to take it. */
export const nobodyButStarter = (name: string): Localized =>
  l(
    `「${name}」除发起人外没有可办理的人员, 也没有其他管理员: 请先为该步骤的角色配置人员`,
    `Nobody but the starter may decide "${name}" and there is no other administrator: give its role a holder first`,
  );

export const TRANSFER_TO_STARTER = l(
  '不能转给发起人: 发起人不能审批自己的申请',
  'Cannot transfer to the starter: a starter may not approve their own request',
);
export const TRANSFER_TO_SELF = l('不能转给自己', 'Cannot transfer a task to yourself');
export const STARTER_MAY_NOT_TRANSFER = l(
  '发起人不能转办自己申请的审批任务',
  'The starter may not hand on the approval steps of their own request',
);

/** One countersign round: who holds an open instance of it, and who has voted in it. */
export interface Round {
  holders: string[];
  voters: string[];
}

/** Whether the user already has a vote in the round (holds an open instance, or has cast one). */
export const hasVote = (round: Round | null, userId: string) =>
  !!round && (round.holders.includes(userId) || round.voters.includes(userId));
