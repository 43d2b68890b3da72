// The default model of 宽限期调整 (graceadjust: GraceAdjust), drawn from its chain (modules/flow/chains) and deployed
// at boot with the servicing module's other models.
import { graceAdjustFamily } from '@flp/shared';
import { chainModel } from '../../flow/chains';
import { iouChangeChain } from '../changes/chain';
import type { DefaultModel } from '../../flow/definitions';

/**
 * 客户经理 (starter) → 部门负责人 → 风控 → 总经理 when material (grace beyond grace.material.days, or 罚息 already
 * accrued waived) → 财务复核 (checks the 罚息 before and after; its approval applies the override); every 驳回 to
 * 发起人调整.
 */
const MODEL = chainModel(
  graceAdjustFamily,
  'graceadjust.bpmn20.xml',
  '宽限期调整',
  iouChangeChain(
    '宽限期调整：客户经理发起，部门负责人、风控审核；宽限天数超过参数 grace.material.days 或减免已产生罚息时经总经理审批；最后财务复核，通过即为借据追加宽限期并按业务日期重新计算罚息、逾期天数与分类；驳回回到发起人调整，重新提交或结束。',
    { label: '重大调整', otherwise: '一般调整' },
  ),
);

export function graceModels(): DefaultModel[] {
  return [MODEL];
}
