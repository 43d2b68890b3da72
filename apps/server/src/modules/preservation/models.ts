// The default model of 资产保全 (preservation: Preservation), WAVE3-BRIEF §3.6: 客户经理 or the 资产保全 staff start it
// → 部门负责人 → 风控 → 总经理 (the company goes to court and gives security for it: the general manager decides);
// every 驳回 goes back to the starter's 发起人调整.
import { preservationFamily } from '@flp/shared';
import { DEPT_LEADER_REVIEW, type DefaultModel, GM_REVIEW, RISK_REVIEW, STARTER_ADJUST, chainModel } from '../flow';

export function preservationModels(): DefaultModel[] {
  return [
    chainModel(preservationFamily, 'preservation.bpmn20.xml', '资产保全', {
      documentation:
        '资产保全：对违约承租人及其保证人、抵押人、出质人的财产向法院申请保全；发起人填写保全类型、受理法院、诉请与保全金额、保全担保及保全标的，部门负责人审批、风控审核、总经理审批；通过后案件进入申请中，由经办人按法院进展登记裁定、执行与解除；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW, RISK_REVIEW, GM_REVIEW],
      correction: STARTER_ADJUST,
    }),
  ];
}
