// The approval chain the IOU changes share (WAVE3-BRIEF §2.1): 客户经理 (starter) → 部门负责人 (business sense) → 风控
// (risk impact, class) → 总经理 when the family's `material` variable is 1 → 财务复核 (checks the numbers; its approval
// applies the change); every 驳回 to the starter's 发起人调整. Each family says what makes it material and how.
import { type ApprovalChain, DEPT_LEADER_REVIEW, GM_REVIEW, RISK_REVIEW, STARTER_ADJUST } from '../../flow/chains';

/** The chain of an IOU change: its process documentation, and the words on the 总经理 gateway's two flows. */
export function iouChangeChain(documentation: string, material: { label: string; otherwise: string }): ApprovalChain {
  return {
    documentation,
    steps: [
      DEPT_LEADER_REVIEW,
      RISK_REVIEW,
      {
        ...GM_REVIEW,
        when: { test: { variable: 'material', op: '==', than: 1 }, gateway: '是否重大', ...material },
      },
      { id: 'financeReview', name: '财务复核', candidates: { groups: ['finance_officer', 'finance_reviewer'] } },
    ],
    correction: STARTER_ADJUST,
  };
}
