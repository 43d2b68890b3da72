// The default models of the loan area's families (deployed at boot with deployFamilyModels): 放款申请 (LoanApproval:
// 部门负责人 → 风控 → 财务), 租金支付表 (RepaymentSchedule: 财务) and 租金支付确认函 (RepaymentLetter: 部门负责人).
import { loanFamily, repaymentFamily, zjzfqrhFamily } from '@flp/shared';
import { type DefaultModel, familyModel } from '../../flow/definitions';
import letterXml from './models/letter.bpmn20.xml' with { type: 'text' };
import loanXml from './models/loan.bpmn20.xml' with { type: 'text' };
import repaymentXml from './models/repayment.bpmn20.xml' with { type: 'text' };

export function loanModels(): DefaultModel[] {
  return [
    familyModel(loanFamily, 'loan.bpmn20.xml', loanXml),
    familyModel(repaymentFamily, 'repayment.bpmn20.xml', repaymentXml),
    familyModel(zjzfqrhFamily, 'letter.bpmn20.xml', letterXml),
  ];
}
