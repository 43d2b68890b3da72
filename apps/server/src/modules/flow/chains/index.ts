// Approval chains (chain.ts) drawn as the families' default models (bpmn.ts), and the steps most chains share.
import { flowCategory } from '@flp/shared';
import { type DefaultModel, familyModel } from '../definitions';
import { chainToBpmn } from './bpmn';
import type { ApprovalChain, ChainStep, Correction, StepEntry } from './chain';

export { chainToBpmn, type ChainModelOptions } from './bpmn';
export * from './chain';

/** 发起人调整: a 驳回 comes back to the starter, who resubmits (重新提交) or gives up (结束申请). */
export const STARTER_ADJUST: Correction = {
  id: 'starterAdjust',
  name: '发起人调整',
  question: '是否重新提交',
  resubmit: '重新提交',
  giveUp: '结束申请',
};

/** 部门负责人审批: the head of the starter's department (`dept_leader@dept`). */
export const DEPT_LEADER_REVIEW: ChainStep = {
  id: 'deptLeaderReview',
  name: '部门负责人审批',
  candidates: { groups: ['dept_leader@dept'] },
};

/** 部门负责人 of any department (the role `dept_leader`, not the starter's own department's): a back-office check. */
export const ANY_DEPT_LEADER_REVIEW: ChainStep = { ...DEPT_LEADER_REVIEW, candidates: { groups: ['dept_leader'] } };

/** 风控审核: a risk officer. */
export const RISK_REVIEW: ChainStep = { id: 'riskReview', name: '风控审核', candidates: { groups: ['risk_officer'] } };

/** 总经理审批: the general manager. */
export const GM_REVIEW: ChainStep = { id: 'gmReview', name: '总经理审批', candidates: { groups: ['general_manager'] } };

/**
 * 评审会表决 when `when` holds: the members of the `committee` variable (task users the family's rules name) vote one
 * after another, and the first 驳回 ends the round — all must agree.
 */
export const committeeVote = (when: StepEntry): ChainStep => ({
  id: 'committeeReview',
  name: '评审会表决',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a JUEL expression
  candidates: { assignee: '${member}' },
  countersign: { collection: 'committee', elementVariable: 'member', sequential: true, completion: 'firstReject' },
  when,
});

/**
 * `step` entered only when the family's rules find the change material (`${material == 1}`); `gateway` names the
 * question, `label` and `otherwise` the two ways.
 */
export const whenMaterial = (step: ChainStep, gateway: string, label: string, otherwise: string): ChainStep => ({
  ...step,
  when: { test: { variable: 'material', op: '==', than: 1 }, gateway, label, otherwise },
});

/**
 * Entered when the amount is above the threshold (`${amount > threshold}`; the family's rules set both variables at
 * the start, the threshold from a system parameter). `gateway` names the gateway (金额, 融资金额).
 */
export const aboveThreshold = (gateway: string): StepEntry => ({
  gateway,
  test: { variable: 'amount', op: '>', than: { variable: 'threshold' } },
  label: '超过阈值',
  otherwise: '不超过阈值',
});

/**
 * A family's default model drawn from its chain: process key and category the family's, `name` the process name,
 * `file` the resource name the deployment records (`leave.bpmn20.xml`).
 */
export function chainModel(
  family: { categoryKey: string; processKey: string },
  file: string,
  name: string,
  chain: ApprovalChain,
): DefaultModel {
  const category = flowCategory(family.categoryKey);
  return familyModel(family, file, chainToBpmn(chain, { key: family.processKey, name, category }));
}
