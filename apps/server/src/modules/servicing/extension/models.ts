// The default model of 展期 (extensionchange: ExtensionChange), drawn from its chain (modules/flow/chains) and
// deployed at boot with the servicing module's other models.
import { extensionFamily } from '@flp/shared';
import { chainModel } from '../../flow/chains';
import { iouChangeChain } from '../changes/chain';
import type { DefaultModel } from '../../flow/definitions';

/**
 * 客户经理 (starter) → 部门负责人 → 风控 → 总经理 when material (次级 or worse, a longer term than is left, a lower rate,
 * overdue capitalised) → 财务 (checks the numbers; its approval applies the extension); every 驳回 to 发起人调整.
 */
const MODEL = chainModel(
  extensionFamily,
  'extensionchange.bpmn20.xml',
  '展期',
  iouChangeChain(
    '展期：客户经理发起，部门负责人、风控审核；分类为次级及以下、展期期限长于剩余期限、降低利率或逾期资本化时经总经理审批；最后财务复核，通过即按生效日重新计算并生效新的租金支付表；驳回回到发起人调整，重新提交或结束。',
    { label: '重大展期', otherwise: '一般展期' },
  ),
);

export function extensionModels(): DefaultModel[] {
  return [MODEL];
}
