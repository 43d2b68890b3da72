// The default model of 提前结清 (settle: EarlySettlement): the post-lease change chain (changes/chain.ts), material when
// something is given away — a waiver, or a break fee below the contract's.
import { settleFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';
import { changeChainModel } from '../changes/chain';

export function settleModels(): DefaultModel[] {
  return [
    changeChainModel(settleFamily, {
      file: 'settle.bpmn20.xml',
      name: '提前结清',
      documentation:
        '提前结清：客户经理发起，部门负责人、风控审核；有减免或违约金低于合同约定时经总经理审批；最后财务复核，通过即按结清日重新计算报价并生效（租金支付表以一期结清款收尾）；驳回回到发起人调整，重新提交或结束。',
      material: '有减免或违约金低于合同',
      otherwise: '按合同',
    }),
  ];
}
