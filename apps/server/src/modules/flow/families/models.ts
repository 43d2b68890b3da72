// The default models of the generic families, deployed at boot as common definitions (tenant ''), so a first start
// can walk an approval chain; tenants deploy their own versions of a key over them (definitions.ts). Each is drawn
// from its chain (modules/flow/chains) when this module loads.
import { businessFamily, leaveFamily } from '@flp/shared';
import { DEPT_LEADER_REVIEW, GM_REVIEW, RISK_REVIEW, STARTER_ADJUST, aboveThreshold, chainModel } from '../chains';
import type { DefaultModel } from '../definitions';

/**
 * BladeX's Leave: 人事审批 by the approver chosen on the form (`taskUser`), then 经理审批 up to three days or 老板审批
 * above; a 驳回 goes to 调整申请 (`modifyApply`, which the family lets edit the request).
 */
const leave = chainModel(leaveFamily, 'leave.bpmn20.xml', '请假流程', {
  documentation:
    '请假流程（BladeX）：人事审批（申请时选定的审批人），三天以内经理审批、超过三天老板审批；驳回后申请人调整申请，重新提交或结束。',
  steps: [
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a JUEL expression
    { id: 'hrTask', name: '人事审批', candidates: { assignee: '${taskUser}' } },
    {
      choice: { id: 'daysGateway', name: '请假天数' },
      branches: [
        {
          id: 'managerTask',
          name: '经理审批',
          candidates: { groups: ['dept_leader@dept'] },
          when: { test: { variable: 'days', op: '<=', than: 3 }, label: '小于等于3天' },
        },
        {
          id: 'bossTask',
          name: '老板审批',
          candidates: { groups: ['general_manager'] },
          when: { test: { variable: 'days', op: '>', than: 3 }, label: '大于3天' },
        },
      ],
    },
  ],
  correction: {
    id: 'modifyApply',
    name: '调整申请',
    question: '是否重新申请',
    resubmit: '重新申请',
    giveUp: '结束申请',
  },
  ends: { approved: '结束' },
});

/**
 * BusinessApproval: 部门负责人 → 风控 → 总经理 when the amount is above the threshold (parameter
 * flow.business.gmThreshold) → 财务; every 驳回 to the starter's 发起人调整.
 */
const business = chainModel(businessFamily, 'business.bpmn20.xml', '业务审批', {
  documentation:
    '业务审批：部门负责人、风控审核，金额超过阈值（参数 flow.business.gmThreshold）再经总经理审批，最后财务审核；任一步驳回回到发起人调整，重新提交或结束。',
  steps: [
    DEPT_LEADER_REVIEW,
    RISK_REVIEW,
    { ...GM_REVIEW, when: aboveThreshold('金额') },
    { id: 'financeReview', name: '财务审核', candidates: { groups: ['finance_officer'] } },
  ],
  correction: STARTER_ADJUST,
});

export function defaultModels(): DefaultModel[] {
  return [leave, business];
}
