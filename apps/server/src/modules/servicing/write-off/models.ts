// The default model of 核销 (verification: Verification; WAVE3-BRIEF §2.9): 客户经理 / 资产保全 starts it → 部门负责人 →
// 风控 (is collection exhausted, the class right) → 财务 (the figures, the provision) → 总经理 → 评审会 when the amount
// is above writeoff.committeeAmount: its members vote one after another and the first 驳回 ends the round (all must
// agree). The last approval writes the IOU off; every 驳回 goes back to the starter.
import { writeOffFamily } from '@flp/shared';
import {
  DEPT_LEADER_REVIEW,
  GM_REVIEW,
  RISK_REVIEW,
  STARTER_ADJUST,
  chainModel,
  committeeVote,
} from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';

export function writeOffModels(): DefaultModel[] {
  return [
    chainModel(writeOffFamily, 'verification.bpmn20.xml', '核销', {
      documentation:
        '核销：客户经理或资产保全发起，部门负责人审批、风控审核、财务审核、总经理审批；核销金额超过评审会金额（参数 writeoff.committeeAmount）时再经评审会逐一表决，全体同意方通过；通过即将借据核销（表外登记，继续追偿）；驳回回到发起人调整，重新提交或结束。',
      steps: [
        DEPT_LEADER_REVIEW,
        RISK_REVIEW,
        { id: 'financeReview', name: '财务审核', candidates: { groups: ['finance_officer', 'finance_reviewer'] } },
        GM_REVIEW,
        committeeVote({
          test: { variable: 'amount', op: '>', than: { variable: 'threshold' } },
          gateway: '核销金额',
          label: '超过评审会金额',
          otherwise: '不超过评审会金额',
        }),
      ],
      correction: STARTER_ADJUST,
    }),
  ];
}
