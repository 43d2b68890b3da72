// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
// The default models of 收款冲销 (recoil: RepaymentRecoil) and 租金计划红冲 (schedulerecoil: ScheduleRecoil), drawn
// from their chains (modules/flow/chains) and deployed at boot with the servicing module's other models.
import { recoilFamily, scheduleRecoilFamily } from '@flp/shared';
import { type ChainStep, STARTER_ADJUST, chainModel } from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';

/** Any holder of the department-head role (as 回款确认's: finance staff start these, the demo's heads are elsewhere). */
const DEPT_LEADER: ChainStep = {
  id: 'deptLeaderReview',
  name: '部门负责人审批',
  candidates: { groups: ['dept_leader'] },
};

const MODELS: DefaultModel[] = [
  chainModel(recoilFamily, 'recoil.bpmn20.xml', '收款冲销', {
    documentation:
      '收款冲销：财务发起，部门负责人审批，再由该收款的核销人、复核人及发起人以外的财务人员复核；通过即冲销该收款并按其余收款重算借据；驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER, { id: 'recoilCheck', name: '复核', candidates: { users: ['${recoilCheckers}'] } }],
    correction: STARTER_ADJUST,
  }),
  chainModel(scheduleRecoilFamily, 'schedulerecoil.bpmn20.xml', '租金计划红冲', {
    documentation:
      '租金计划红冲：部门负责人审批，财务复核；通过即恢复上一版租金支付表并重算借据；驳回回到发起人调整，重新提交或结束。',
    steps: [
      DEPT_LEADER,
      { id: 'financeCheck', name: '财务复核', candidates: { groups: ['finance_reviewer', 'finance_officer'] } },
    ],
    correction: STARTER_ADJUST,
  }),
];

export function recoilModels(): DefaultModel[] {
  return MODELS;
}
