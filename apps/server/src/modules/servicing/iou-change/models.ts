// The default model of 借据变更 (iouchange: IouChange): the post-lease change chain (changes/chain.ts), material when a
// rate cut passes iou.rateCut.thresholdBp or the due day moves more than 15 days.
import { iouChangeFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';
import { changeChainModel } from '../changes/chain';

export function iouChangeModels(): DefaultModel[] {
  return [
    changeChainModel(iouChangeFamily, {
      file: 'iouchange.bpmn20.xml',
      name: '借据变更',
      documentation:
        '借据变更：客户经理发起，部门负责人、风控审核；降息超过阈值或还款日移动超过15天时经总经理审批；最后财务复核，通过即按生效日重新计算并生效（还款日、利率变更生成新的租金支付表）；驳回回到发起人调整，重新提交或结束。',
      material: '重大变更',
      otherwise: '一般变更',
    }),
  ];
}
