// The default model of 提前结清 (settle: EarlySettlement), drawn from its chain (modules/flow/chains) and deployed at
// boot with the servicing module's other models.
import { settleFamily } from '@flp/shared';
import { chainModel } from '../../flow/chains';
import { iouChangeChain } from '../changes/chain';
import type { DefaultModel } from '../../flow/definitions';

/**
 * 客户经理 (starter) → 部门负责人 → 风控 → 总经理 when material (a waiver, or a break fee below the contract's) → 财务
 * (checks the numbers; its approval applies the settlement); every 驳回 to the starter's 发起人调整.
 */
const MODEL = chainModel(
  settleFamily,
  'settle.bpmn20.xml',
  '提前结清',
  iouChangeChain(
    '提前结清：客户经理发起，部门负责人、风控审核；有减免或违约金低于合同约定时经总经理审批；最后财务复核，通过即按结清日重新计算报价并生效（租金支付表以一期结清款收尾）；驳回回到发起人调整，重新提交或结束。',
    { label: '有减免或违约金低于合同', otherwise: '按合同' },
  ),
);

export function settleModels(): DefaultModel[] {
  return [MODEL];
}
