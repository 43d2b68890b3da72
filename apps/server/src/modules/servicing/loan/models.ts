// The default models of the loan area's families (deployed at boot with deployFamilyModels): 放款申请 (LoanApproval:
// 部门负责人 → 风控 → 财务), 租金支付表 (RepaymentSchedule: 财务) and 租金支付确认函 (RepaymentLetter: 部门负责人).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type WorkflowFamily, flowCategory, loanFamily, repaymentFamily, zjzfqrhFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`./models/${file}`, import.meta.url)), 'utf8');
const model = (family: WorkflowFamily, name: string): DefaultModel => ({
  category: flowCategory(family.categoryKey),
  name,
  xml: read(name),
});

export function loanModels(): DefaultModel[] {
  return [
    model(loanFamily, 'loan.bpmn20.xml'),
    model(repaymentFamily, 'repayment.bpmn20.xml'),
    model(zjzfqrhFamily, 'letter.bpmn20.xml'),
  ];
}
