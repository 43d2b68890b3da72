// 融资申请 (BankLoan): 财务复核 (the finance reviewer, 财务负责人) → 总经理 when the contract amount is above the tenant's
// threshold (parameter funding.gmThreshold; 0, the default: always). A board's approval above that is the tenant's to
// add to its model (模型管理): no board role ships. Every 驳回 goes to the starter's 发起人调整. 银行还款计划上传
// (BankRepaymentPlan): one department head.
import { bankLoanFamily, yhhkjhFamily } from '@flp/shared';
import {
  ANY_DEPT_LEADER_REVIEW,
  type DefaultModel,
  GM_REVIEW,
  STARTER_ADJUST,
  aboveThreshold,
  chainModel,
} from '../flow';

export function fundingModels(): DefaultModel[] {
  return [
    chainModel(bankLoanFamily, 'bankLoan.bpmn20.xml', '融资申请', {
      documentation:
        '融资申请：财务专员录入银行借款合同发起，财务复核（财务负责人）审核，合同金额超过阈值（参数 funding.gmThreshold，默认0即全部）再经总经理审批；审批通过即为已签约，可登记提款；驳回回到发起人调整。',
      steps: [
        { id: 'financeReview', name: '财务负责人审核', candidates: { groups: ['finance_reviewer'] } },
        { ...GM_REVIEW, when: aboveThreshold('合同金额') },
      ],
      correction: STARTER_ADJUST,
    }),
    // BankRepaymentPlan (银行还款计划上传): a department head confirms the bank's plan against the IOU or drawdown.
    chainModel(yhhkjhFamily, 'yhhkjh.bpmn20.xml', '银行还款计划上传', {
      documentation:
        '银行还款计划上传：部门负责人核对银行还款计划与借据的租金支付表（或银行借据的提款条件）；银行借据的计划通过即成为该借据的还款计划；驳回回到发起人调整，重新提交或结束。',
      steps: [ANY_DEPT_LEADER_REVIEW],
      correction: STARTER_ADJUST,
    }),
  ];
}
