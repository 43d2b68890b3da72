// The default models of the changes module's families (WAVE3-BRIEF §2.12), each editable in 模型管理:
// - 批复变更: 客户经理 → 部门负责人 → 风控 → the project's review meeting (评审会, its reviewers voting in turn, the first
//   驳回 ends the round) when a move is worse for the lessor (`material`); its last approval writes the terms.
// - 项目变更, 合同变更: 部门负责人 → 风控; 最高额变更 the same, and 总经理 when the ceiling is lowered.
// - 一般变更: 部门负责人.
// - 担保变更: 部门负责人 → 风控 (→ 总经理 when it releases or weakens security) → the starter's 签署担保合同, whose
//   end applies it.
// - 其他: 部门负责人 → 总经理.
// Every 驳回 goes back to the starter's 发起人调整.
import {
  approvalChangeFamily,
  commonChangeFamily,
  contractChangeFamily,
  guaranteeChangeFamily,
  SIGN_SECURITY_STEP,
  maxChangeFamily,
  otherFamily,
  projectChangeFamily,
} from '@flp/shared';
import {
  DEPT_LEADER_REVIEW,
  GM_REVIEW,
  RISK_REVIEW,
  STARTER_ADJUST,
  chainModel,
  committeeVote,
  whenMaterial,
} from '../flow';
import type { DefaultModel } from '../flow';

export function changeModels(): DefaultModel[] {
  return [
    chainModel(approvalChangeFamily, 'approvalChange.bpmn20.xml', '批复变更', {
      documentation:
        '批复变更：客户经理发起，部门负责人审批、风控审核；对出租人不利的变更（融资金额、期限增加，利率、保证金、费用、罚息降低）回到原审批机构——项目评审会的评审委员逐一表决，全体同意方通过；通过即更新项目批复条件，未签约的合同按新条件重新生成；驳回回到发起人调整。',
      steps: [
        DEPT_LEADER_REVIEW,
        RISK_REVIEW,
        committeeVote({
          test: { variable: 'material', op: '==', than: 1 },
          gateway: '是否不利变更',
          label: '对出租人不利',
          otherwise: '不构成不利变更',
        }),
      ],
      correction: STARTER_ADJUST,
    }),
    chainModel(projectChangeFamily, 'projectChange.bpmn20.xml', '项目变更', {
      documentation:
        '项目变更：客户经理发起，部门负责人审批、风控审核；通过即更新项目（名称、客户经理、共同承租人、项目背景、还款来源）；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW, RISK_REVIEW],
      correction: STARTER_ADJUST,
    }),
    chainModel(contractChangeFamily, 'contractChange.bpmn20.xml', '合同变更', {
      documentation:
        '合同变更：客户经理发起，部门负责人审批、风控审核；通过即更新合同（名称、客户经理、签订地点、备注）；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW, RISK_REVIEW],
      correction: STARTER_ADJUST,
    }),
    chainModel(maxChangeFamily, 'maxChange.bpmn20.xml', '最高额变更', {
      documentation:
        '最高额变更：客户经理发起，部门负责人审批、风控审核；降低最高担保额（担保减弱）时再经总经理审批；最高额不得低于已占用额度；通过即更新最高额保证的最高额与保证期间；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW, RISK_REVIEW, whenMaterial(GM_REVIEW, '是否降低最高额', '降低最高额', '不降低最高额')],
      correction: STARTER_ADJUST,
    }),
    chainModel(commonChangeFamily, 'commonChange.bpmn20.xml', '一般变更', {
      documentation:
        '一般变更：客户经理发起，部门负责人审批；通过即更新承租人的名称、法定代表人、地址与联系方式（工商变更、联系人变化）；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW],
      correction: STARTER_ADJUST,
    }),
    chainModel(guaranteeChangeFamily, 'guaranteeChange.bpmn20.xml', '担保变更', {
      documentation:
        '担保变更：客户经理发起增加、解除或替换合同的保证、抵押、质押，部门负责人审批、风控审核；解除担保或替换后担保减弱时再经总经理审批；审批通过后由发起人签署担保合同（填写保证合同编号、抵质押登记编号），签署完成即生效：新担保关联到合同，被解除的担保标记解除日期；新保证人不得为承租人；驳回回到发起人调整。',
      steps: [
        DEPT_LEADER_REVIEW,
        RISK_REVIEW,
        whenMaterial(GM_REVIEW, '是否减弱担保', '解除或减弱担保', '不减弱担保'),
        { id: SIGN_SECURITY_STEP, name: '签署担保合同', candidates: { starter: true } },
      ],
      correction: STARTER_ADJUST,
    }),
    chainModel(otherFamily, 'other.bpmn20.xml', '其他审批', {
      documentation: '其他审批：发起人提交事项与附件，部门负责人审批、总经理审批；驳回回到发起人调整。',
      steps: [DEPT_LEADER_REVIEW, GM_REVIEW],
      correction: STARTER_ADJUST,
    }),
  ];
}
