// A reversal in the demo tenant (SEED_DEMO): a rent receipt entered twice by mistake (王芳), verified (周敏) and
// reviewed (孙丽) like any other — its money held as credit — is reversed as 重复入账: started by 周敏, approved by
// the department head 赵磊 and checked by 王芳 (neither its verifier nor its reviewer). Runs once.
import { PLATFORM_TENANT_ID, RECEIPT_STATES } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import { approverOf, demoActors } from '../../flow';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { SystemServices } from '../../system/services';
import { businessDate } from '../ledger';
import { reviewReceipts, verifyReceipts } from '../receipt/actions';
import { servicingRepos } from '../repos';
import type { RecoilArea } from './index';
import { recoilRepos } from './repos';

export async function seedRecoilDemo(
  db: Db,
  deps: { receipts: ResourceService; recoil: RecoilArea; runtime: FlowRuntimeApi; system: SystemServices },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await recoilRepos.repaymentRecoil.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['wangfang', 'zhoumin', 'sunli', 'zhaolei']);
  if (!actors) return;
  const { wangfang, zhoumin, sunli, zhaolei } = actors;
  // The first IOU's latest reviewed rent receipt is the one entered again.
  const r = servicingRepos.receipt;
  const [original] = await r.list(db, sys, {
    where: [and(eq(r.col('receiptState'), RECEIPT_STATES.reviewed), eq(r.col('receiptKind'), 'rent'))!],
    query: { ascs: 'iouId', descs: 'receiptDate' },
    limit: 1,
  });
  if (!original) return;
  const service = deps.receipts;
  const twice = await service.create(wangfang, {
    iouId: original.iouId,
    receiptKind: 'rent',
    receiptDate: original.receiptDate,
    amount: original.amount,
    payer: original.payer,
    bankRef: `${original.bankRef ?? ''}R`,
    remark: '重复录入',
  });
  await service.write(zhoumin, {}, (h) => verifyReceipts(h, service, [twice.id]));
  await service.write(sunli, {}, (h) => reviewReceipts(h, service, [twice.id]));
  const started = await deps.recoil.receipt.start(zhoumin, {
    receiptId: twice.id,
    reason: 'duplicate',
    reasonText: `与收款 ${original.receiptNo} 为同一笔银行流水, 重复录入`,
    recoilDate: await businessDate(db, sys),
  });
  const approve = approverOf(db, deps.runtime);
  await approve(zhaolei, started.processInstanceId, '同意冲销');
  await approve(wangfang, started.processInstanceId, '复核无误');
}
