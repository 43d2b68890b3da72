// The default model of 宽限期调整 (graceadjust: GraceAdjust): the post-lease change chain (changes/chain.ts), material
// when the grace passes grace.material.days or 罚息 already accrued is waived.
import { graceAdjustFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';
import { changeChainModel } from '../changes/chain';

export function graceModels(): DefaultModel[] {
  return [
    changeChainModel(graceAdjustFamily, {
      file: 'graceadjust.bpmn20.xml',
      name: '宽限期调整',
      documentation:
        '宽限期调整：客户经理发起，部门负责人、风控审核；宽限天数超过参数 grace.material.days 或减免已产生罚息时经总经理审批；最后财务复核，通过即为借据追加宽限期并按业务日期重新计算罚息、逾期天数与分类；驳回回到发起人调整，重新提交或结束。',
      material: '重大调整',
      otherwise: '一般调整',
    }),
  ];
}
