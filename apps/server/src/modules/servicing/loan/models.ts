// The default models of the loan area's families (deployed at boot with deployFamilyModels): 放款申请 (LoanApproval:
// 部门负责人 → 风控 → 财务), 租金支付表 (RepaymentSchedule: 财务) and 租金支付确认函 (RepaymentLetter: 部门负责人);
// a 退回 goes to the starter's 发起人调整. Drawn from their chains (modules/flow/chains) when this module loads.
import { loanFamily, repaymentFamily, zjzfqrhFamily } from '@flp/shared';
import { DEPT_LEADER_REVIEW, RISK_REVIEW, STARTER_ADJUST, chainModel } from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';

/** The loan area says 退回 for a 驳回. */
const LABELS = { reject: '退回' };

const MODELS: DefaultModel[] = [
  chainModel(loanFamily, 'loan.bpmn20.xml', '放款申请', {
    documentation:
      '放款申请：部门负责人、风控审核、财务审批放款；任一步退回到发起人调整，重新提交或结束。最后一步通过时生成借据与租金支付表。',
    steps: [
      DEPT_LEADER_REVIEW,
      RISK_REVIEW,
      { id: 'financeReview', name: '财务放款审批', candidates: { groups: ['finance_officer'] } },
    ],
    correction: STARTER_ADJUST,
    labels: LABELS,
  }),
  chainModel(repaymentFamily, 'repayment.bpmn20.xml', '租金支付表', {
    documentation: '租金支付表审批：财务复核；通过后租金支付表生效。退回到发起人调整，重新提交或结束。',
    steps: [{ id: 'financeReview', name: '财务复核', candidates: { groups: ['finance_officer'] } }],
    correction: STARTER_ADJUST,
    labels: LABELS,
  }),
  chainModel(zjzfqrhFamily, 'letter.bpmn20.xml', '租金支付确认函上传', {
    documentation: '租金支付确认函：部门负责人审核承租人盖章确认函；退回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW],
    correction: STARTER_ADJUST,
    labels: LABELS,
  }),
];

export function loanModels(): DefaultModel[] {
  return MODELS;
}
