// The default model of 展期 (extensionchange: ExtensionChange): the post-lease change chain (changes/chain.ts),
// material when the class is 次级 or worse, the term grows beyond what is left, the rate falls or overdue is capitalised.
import { extensionFamily } from '@flp/shared';
import type { DefaultModel } from '../../flow/definitions';
import { changeChainModel } from '../changes/chain';

export function extensionModels(): DefaultModel[] {
  return [
    changeChainModel(extensionFamily, {
      file: 'extensionchange.bpmn20.xml',
      name: '展期',
      documentation:
        '展期：客户经理发起，部门负责人、风控审核；分类为次级及以下、展期期限长于剩余期限、降低利率或逾期资本化时经总经理审批；最后财务复核，通过即按生效日重新计算并生效新的租金支付表；驳回回到发起人调整，重新提交或结束。',
      material: '重大展期',
      otherwise: '一般展期',
    }),
  ];
}
