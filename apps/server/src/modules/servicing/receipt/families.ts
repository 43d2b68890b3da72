// 回款确认 (hkqr) over an imported batch: its rules and its default model (deployed at boot with deployFamilyModels).
import { RECEIPT_STATES, hkqrFamily, l, type receiptBatch } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import { badRequest } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { ANY_DEPT_LEADER_REVIEW, STARTER_ADJUST, chainModel } from '../../flow/chains';
import type { DefaultModel } from '../../flow/definitions';
import type { FamilyRules } from '../../flow/families';
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

/**
 * ReceiptConfirmation (回款确认): a department head confirms, a 驳回 goes to the starter's 发起人调整. Drawn from its
 * chain (modules/flow/chains) when this module loads.
 */
const MODELS: DefaultModel[] = [
  chainModel(hkqrFamily, 'hkqr.bpmn20.xml', '回款确认', {
    documentation:
      '回款确认：部门负责人核对银行流水与批次收款；通过即核销批次内待核销的收款（之后仍须另一人复核）；驳回回到发起人调整，重新提交或结束。',
    steps: [{ ...ANY_DEPT_LEADER_REVIEW, name: '部门负责人确认' }],
    correction: STARTER_ADJUST,
  }),
];

export function receiptModels(): DefaultModel[] {
  return MODELS;
}
