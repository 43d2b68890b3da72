// The default model of 租后检查 (tracking: Tracking; category 34 贷后报告审批), WAVE3-BRIEF §3.3: the inspector (客户经理
// or the 风控 staff) starts the check's report → 部门负责人 → 风控 (who, on a 预警 conclusion, gets the class drafts);
// every 驳回 goes back to the starter's 发起人调整.
import { trackingFamily } from '@flp/shared';
import { DEPT_LEADER_REVIEW, type DefaultModel, RISK_REVIEW, STARTER_ADJUST, chainModel } from '../flow';

export function trackingModels(): DefaultModel[] {
  return [
    chainModel(trackingFamily, 'tracking.bpmn20.xml', '租后检查', {
      documentation:
        '租后检查(贷后报告审批)：检查人填写承租人经营、财务、租赁物、担保人与还款情况、预警信号与检查结论并附检查报告，部门负责人审批、风控审核；结论为预警时按建议分类生成风险等级维护草稿；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW, RISK_REVIEW],
      correction: STARTER_ADJUST,
    }),
  ];
}
