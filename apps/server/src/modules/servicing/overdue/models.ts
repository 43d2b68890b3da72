// The default models of 风险等级维护 (fl_risk: RiskLevel) and 逾期管理 (overdue: OverdueCollection), deployed at boot
// with the other families' (deployFamilyModels); tenants deploy their own versions over them. Both are 部门负责人审批
// with a 驳回 to the starter's 发起人调整, drawn from their chains (modules/flow/chains) when this module loads.
import { overdueFamily, riskFamily } from '@flp/shared';
import { DEPT_LEADER_REVIEW, STARTER_ADJUST, chainModel } from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';

const MODELS: DefaultModel[] = [
  chainModel(riskFamily, 'risk.bpmn20.xml', '风险等级维护', {
    documentation: '风险等级维护 (调低分类)：风险管理部门负责人审批；驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW],
    correction: STARTER_ADJUST,
  }),
  chainModel(overdueFamily, 'overdue.bpmn20.xml', '逾期管理', {
    documentation: '逾期管理 (催收记录)：部门负责人审批；驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW],
    correction: STARTER_ADJUST,
  }),
];

export function overdueModels(): DefaultModel[] {
  return MODELS;
}
