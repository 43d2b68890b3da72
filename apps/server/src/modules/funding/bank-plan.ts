// 银行还款计划 (yhhkjh; on the bank-loan side its `bankloanmsg` calls): a bank's plan filed and confirmed by a
// department head. For a lease IOU it is kept with the IOU (being repaid, on a schedule in effect). For a drawdown of the
// company's own (银行借据) its periods must repay what is drawn, fall after the drawdown in date order and not after its
// maturity, and nothing may have been repaid on it yet; on approval they become the drawdown's schedule (按银行还款计划),
// through the drawdown's own checks — a repayment recorded meanwhile stops the approval with its reason.
import { type Localized, type bankIou, bankRepaymentPlan, fieldLabel, l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import { invalidField, labelled } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { FamilyRules } from '../flow';
import type { ServicingApi } from '../servicing';
import { checkPlanPeriods } from './drawdown';
import { fundingRepos } from './repos';

const labelOf = (name: string): Localized => fieldLabel(bankRepaymentPlan, name);
const periodsLabel = bankRepaymentPlan.children![0].label;

/** The plan's periods in the order they were entered (the period's default sort). */
async function periodsOf(h: HookContext, planId: string): Promise<Row[]> {
  const r = fundingRepos.planPeriod;
  return r.list(h.tx, beyondDataScope(h.ctx), {
    where: [eq(r.col('planId'), planId)],
    limit: 1000,
  });
}

/** A lease IOU's plan: the IOU being repaid on a schedule in effect. */
async function checkLeaseIou(h: HookContext, servicing: ServicingApi, iouId: string) {
  const [iou] = await servicing.iouPositions(h.tx, beyondDataScope(h.ctx), [iouId]);
  const refuse = (zh: string, en: string) => invalidField('iouId', labelled(labelOf('iouId'), l(zh, en)));
  if (!iou) throw refuse('借据不存在', 'no such IOU');
  if (iou.iouState !== 'active') throw refuse(`借据 ${iou.iouNo} 不在还款中`, `IOU ${iou.iouNo} is not being repaid`);
  if (!iou.scheduled)
    throw refuse(`借据 ${iou.iouNo} 尚无生效的租金支付表`, `IOU ${iou.iouNo} has no rent schedule in effect`);
}

/** A drawdown's plan: the drawdown repaying, nothing repaid on it, and periods that repay it within its term. */
async function checkDrawdown(h: HookContext, bankIouId: string, periods: Row[]) {
  const ctx = beyondDataScope(h.ctx);
  const [drawdown] = await fundingRepos.iou.findIds(h.tx, ctx, [bankIouId]);
  const refuse = (zh: string, en: string) => invalidField('bankIouId', labelled(labelOf('bankIouId'), l(zh, en)));
  if (!drawdown) throw refuse('不存在', 'does not exist');
  const no = drawdown.bankIouNo;
  if (drawdown.iouState !== 'REPAYING') throw refuse(`借据 ${no} 已结清`, `drawdown ${no} is settled`);
  const r = fundingRepos.repayment;
  if ((await r.list(h.tx, ctx, { where: [eq(r.col('bankIouId'), bankIouId)], limit: 1 })).length)
    throw refuse(
      `借据 ${no} 已有还款, 还款计划不能再更换`,
      `drawdown ${no} has repayments: its schedule can no longer be replaced`,
    );
  checkPlanPeriods(drawdown, periods, periodsLabel);
}

export function bankPlanRules(
  servicing: ServicingApi,
  drawdowns: ResourceService<typeof bankIou>,
): FamilyRules<typeof bankRepaymentPlan> {
  return {
    async validate(h, plan) {
      const lease = plan.iouId ? String(plan.iouId) : '';
      const own = plan.bankIouId ? String(plan.bankIouId) : '';
      if (!lease === !own)
        throw invalidField(
          'iouId',
          labelled(labelOf('iouId'), l('借据与银行借据须且只能选择一个', 'choose one: a lease IOU or a bank drawdown')),
        );
      if (lease) await checkLeaseIou(h, servicing, lease);
      else await checkDrawdown(h, own, await periodsOf(h, plan.id));
    },
    async onApproved(h, plan) {
      if (!plan.bankIouId) return;
      const periods = await periodsOf(h, plan.id);
      await drawdowns.update(
        h.ctx,
        {
          id: String(plan.bankIouId),
          repaymentMethod: 'PLAN',
          periods: periods.map((p) => ({ dueDate: p.dueDate, principal: p.principal, interest: p.interest })),
        },
        { within: h },
      );
    },
  };
}
