// 融资申请 (BankLoan): 财务复核 (the finance reviewer, 财务负责人) → 总经理 when the contract amount is above the tenant's
// threshold (parameter funding.gmThreshold; 0, the default: always). A board's approval above that is the tenant's to
// add to its model (模型管理): no board role ships. Every 驳回 goes to the starter's 发起人调整.
import { bankLoanFamily } from '@flp/shared';
import { type DefaultModel, GM_REVIEW, STARTER_ADJUST, aboveThreshold, chainModel } from '../flow';

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
  ];
}
