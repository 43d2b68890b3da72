// The default model of 租金计划调整 (scheduleAdjust: ScheduleAdjust): the post-lease change chain (changes/chain.ts),
// material when the rents given imply a rate below the contract's.
import { scheduleAdjustFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';
import { changeChainModel } from '../changes/chain';

export function scheduleAdjustModels(): DefaultModel[] {
  return [
    changeChainModel(scheduleAdjustFamily, {
      file: 'scheduleadjust.bpmn20.xml',
      name: '租金计划调整',
      documentation:
        '租金计划调整：客户经理发起，部门负责人、风控审核；调整后隐含利率低于合同利率时经总经理审批；最后财务复核，通过即按生效日重新计算并生效新的租金支付表；驳回回到发起人调整，重新提交或结束。',
      material: '隐含利率低于合同',
      otherwise: '不低于合同利率',
    }),
  ];
}
