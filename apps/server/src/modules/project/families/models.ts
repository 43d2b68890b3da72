// The project families' default models, deployed at boot as common definitions beside the generic ones
// (deployFamilyModels), so the chain can be walked on a first start; tenants deploy their own versions over them.
// Each is drawn from its chain (modules/flow/chains) when this module loads.
import {
  beforeinfoFamily,
  creditFamily,
  dzbjyFamily,
  projectApplicationFamily,
  projectReviewFamily,
  specialFamily,
  supplementInfoFamily,
  zlxzFamily,
} from '@flp/shared';
import {
  type ApprovalChain,
  DEPT_LEADER_REVIEW,
  GM_REVIEW,
  RISK_REVIEW,
  STARTER_ADJUST,
  aboveThreshold,
  chainModel,
} from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';

/** 部门负责人审批 then 总经理审批, every 驳回 to 发起人调整: 党支部决议, 特殊审批, 资料下载, 项目补充资料. */
const leaderThenGm = (documentation: string): ApprovalChain => ({
  documentation,
  steps: [DEPT_LEADER_REVIEW, GM_REVIEW],
  correction: STARTER_ADJUST,
});

const MODELS: DefaultModel[] = [
  chainModel(beforeinfoFamily, 'beforeinfo.bpmn20.xml', '立项申请', {
    documentation:
      '立项：部门负责人审批，金额超过阈值（参数 flow.project.gmThreshold）再经总经理审批；任一步驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW, { ...GM_REVIEW, when: aboveThreshold('金额') }],
    correction: STARTER_ADJUST,
  }),
  chainModel(projectApplicationFamily, 'project-application.bpmn20.xml', '项目申请', {
    documentation:
      '项目申请：部门负责人审批、风控审核，金额超过阈值（参数 flow.project.gmThreshold）再经总经理审批；任一步驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW, RISK_REVIEW, { ...GM_REVIEW, when: aboveThreshold('金额') }],
    correction: STARTER_ADJUST,
  }),
  // Every member votes; no decision routes the vote: the family's outcome counts them against the pass ratio.
  chainModel(projectReviewFamily, 'project-review.bpmn20.xml', '评审会', {
    documentation:
      '评审会：每位评审委员投票（并行会签），投票结束后按通过比例（参数 project.review.passRatio）决定通过或否决。',
    steps: [
      {
        id: 'vote',
        name: '评审委员投票',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a JUEL expression
        candidates: { assignee: '${reviewer}' },
        countersign: { collection: 'reviewers', elementVariable: 'reviewer' },
        onReject: 'none',
      },
    ],
    ends: { approved: '投票结束' },
  }),
  chainModel(
    dzbjyFamily,
    'dzbjy.bpmn20.xml',
    '党支部决议上传',
    leaderThenGm('党支部决议：部门负责人审批，总经理审批；任一步驳回回到发起人调整，重新提交或结束。'),
  ),
  chainModel(
    specialFamily,
    'special.bpmn20.xml',
    '特殊审批',
    leaderThenGm('特殊审批：部门负责人审批，总经理审批；任一步驳回回到发起人调整，重新提交或结束。'),
  ),
  chainModel(
    zlxzFamily,
    'zlxz.bpmn20.xml',
    '资料下载',
    leaderThenGm('资料下载：部门负责人审批，总经理审批；任一步驳回回到发起人调整，重新提交或结束。'),
  ),
  chainModel(creditFamily, 'credit.bpmn20.xml', '征信申请', {
    documentation: '征信申请：部门负责人审批，风控查询征信并上传报告；任一步驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW, { id: 'riskQuery', name: '风控查询征信', candidates: { groups: ['risk_officer'] } }],
    correction: STARTER_ADJUST,
  }),
  chainModel(
    supplementInfoFamily,
    'supplement-info.bpmn20.xml',
    '项目补充资料',
    leaderThenGm('项目补充资料：部门负责人审批，总经理审批；任一步驳回回到发起人调整，重新提交或结束。'),
  ),
];

/** One default model per project family (their process keys are the families' `processKey`). */
export function projectModels(): DefaultModel[] {
  return MODELS;
}
