// 回款确认 (hkqr) over an imported batch and 银行还款计划上传 (yhhkjh) over a bank's plan for an IOU: their rules and
// their default models (deployed at boot with deployFamilyModels).
import { RECEIPT_STATES, type bankRepaymentPlan, hkqrFamily, l, type receiptBatch, yhhkjhFamily } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import { badRequest, invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { DEPT_LEADER_REVIEW, STARTER_ADJUST, chainModel } from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';
import type { FamilyRules } from '../../flow/families';
import { effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import { verifyReceipts } from './actions';

/** The batch's receipts still waiting for verification. */
async function enteredOf(h: Parameters<NonNullable<FamilyRules['validate']>>[0], batch: Row) {
  const r = servicingRepos.receipt;
  return r.list(h.tx, beyondDataScope(h.ctx), {
    where: [and(eq(r.col('batchNo'), String(batch.batchNo)), eq(r.col('receiptState'), RECEIPT_STATES.entered))!],
    limit: 100_000,
  });
}

/**
 * 回款确认: a batch goes to approval while some of its receipts wait for verification; its approval verifies them
 * (the approver is their verifier, so someone else reviews them — maker–checker holds). A rejection leaves them
 * entered, to correct one by one.
 */
export function hkqrRules(receipts: ResourceService): FamilyRules<typeof receiptBatch> {
  return {
    async validate(h, batch) {
      if ((await enteredOf(h, batch)).length === 0)
        throw badRequest(l('批次中没有待核销的收款', 'The batch has no receipts waiting for verification'));
    },
    async onApproved(h, batch) {
      const rows = await enteredOf(h, batch);
      if (rows.length)
        await verifyReceipts(
          h,
          receipts,
          rows.map((x) => x.id),
        );
    },
  };
}

/** 银行还款计划: for an IOU being repaid on a schedule in effect. */
export const yhhkjhRules: FamilyRules<typeof bankRepaymentPlan> = {
  async validate(h, plan) {
    const iou = await servicingRepos.iou.findById(h.tx, beyondDataScope(h.ctx), String(plan.iouId));
    const refuse = (zh: string, en: string) => invalidField('iouId', labelled(l('借据', 'IOU'), l(zh, en)));
    if (!iou) throw refuse('借据不存在', 'no such IOU');
    if (iou.iouState !== 'active') throw refuse(`借据 ${iou.iouNo} 不在还款中`, `IOU ${iou.iouNo} is not being repaid`);
    if ((await effectiveRows(h.tx, h.ctx, [iou.id])).length === 0)
      throw refuse(`借据 ${iou.iouNo} 尚无生效的租金支付表`, `IOU ${iou.iouNo} has no rent schedule in effect`);
  },
};

/** Any holder of the department-head role (`dept_leader`, not the starter's own department's), as the models had it. */
const ANY_DEPT_LEADER = { ...DEPT_LEADER_REVIEW, candidates: { groups: ['dept_leader'] } };

/**
 * ReceiptConfirmation (回款确认) and BankRepaymentPlan (银行还款计划上传): a department head confirms, a 驳回 goes to
 * the starter's 发起人调整. Drawn from their chains (modules/flow/chains) when this module loads.
 */
const MODELS: DefaultModel[] = [
  chainModel(hkqrFamily, 'hkqr.bpmn20.xml', '回款确认', {
    documentation:
      '回款确认：部门负责人核对银行流水与批次收款；通过即核销批次内待核销的收款（之后仍须另一人复核）；驳回回到发起人调整，重新提交或结束。',
    steps: [{ ...ANY_DEPT_LEADER, name: '部门负责人确认' }],
    correction: STARTER_ADJUST,
  }),
  chainModel(yhhkjhFamily, 'yhhkjh.bpmn20.xml', '银行还款计划上传', {
    documentation:
      '银行还款计划上传：部门负责人核对银行还款计划与借据的租金支付表；驳回回到发起人调整，重新提交或结束。',
    steps: [ANY_DEPT_LEADER],
    correction: STARTER_ADJUST,
  }),
];

export function receiptModels(): DefaultModel[] {
  return MODELS;
}
