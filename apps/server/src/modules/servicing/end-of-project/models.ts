// The default model of 项目结项 (endOfProject: EndOfProject), WAVE3-BRIEF §2.11: 客户经理 starts it → 部门负责人 → 风控
// → 财务复核, whose approval closes the project; no 总经理 (nothing is given away: the checklist decides, and an unmet
// line refuses the approval). Every 驳回 goes to the starter's 发起人调整 (the documents and the registry number are
// what he can still file there).
import { endOfProjectFamily } from '@flp/shared';
import { DEPT_LEADER_REVIEW, RISK_REVIEW, STARTER_ADJUST, chainModel } from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';
import { FINANCE_REVIEW } from '../changes/chain';

export function endOfProjectModels(): DefaultModel[] {
  return [
    chainModel(endOfProjectFamily, 'endOfProject.bpmn20.xml', '项目结项', {
      documentation:
        '项目结项：客户经理发起，部门负责人、风控审核，最后财务复核（退还保证金）；结项条件（借据结清、保证金、留购价款与所有权转移、中登注销、抵质押与担保解除、档案齐全）全部满足方可通过，通过即项目已结项、合同已终止；驳回回到发起人调整，补充材料后重新提交或结束。',
      steps: [DEPT_LEADER_REVIEW, RISK_REVIEW, FINANCE_REVIEW],
      correction: STARTER_ADJUST,
    }),
  ];
}
