// The default chain of a post-lease change (WAVE3-BRIEF §2.1): 客户经理 starts it → 部门负责人 (business sense) → 风控
// (risk impact, class) → 总经理 when the family's rules find it material (the `material` variable) → 财务复核 (checks
// the numbers; its approval applies the change); every 驳回 goes to the starter's 发起人调整. Each family says only
// what makes it material and how its documentation reads.
import type { WorkflowFamily } from '@flp/shared';
import {
  type ChainStep,
  DEPT_LEADER_REVIEW,
  GM_REVIEW,
  RISK_REVIEW,
  STARTER_ADJUST,
  chainModel,
  whenMaterial,
} from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';

/** 财务复核: a finance officer or reviewer checks the numbers; its approval applies the change. */
export const FINANCE_REVIEW: ChainStep = {
  id: 'financeReview',
  name: '财务复核',
  candidates: { groups: ['finance_officer', 'finance_reviewer'] },
};

export function changeChainModel(
  family: WorkflowFamily,
  o: { file: string; name: string; documentation: string; material: string; otherwise: string },
): DefaultModel {
  return chainModel(family, o.file, o.name, {
    documentation: o.documentation,
    steps: [
      DEPT_LEADER_REVIEW,
      RISK_REVIEW,
      whenMaterial(GM_REVIEW, '是否重大', o.material, o.otherwise),
      FINANCE_REVIEW,
    ],
    correction: STARTER_ADJUST,
  });
}
