// A write-off in the demo tenant (SEED_DEMO): the 损失 IOU (unpaid for more than a year) is written off as of a month
// before the business date by its account manager 张伟 — enforcement ended, the ruling scanned — approved by the
// department head 赵磊, risk (李娜), finance (王芳), the general manager (陈静) and, its amount above
// writeoff.committeeAmount, the 评审会 (李娜, 孙丽, 陈静 in turn); then the court pays part of the claim: a recovery
// entered by 王芳, verified by 周敏 and reviewed by 孙丽. Runs once.
import { PLATFORM_TENANT_ID, writeOff } from '@flp/shared';
import { addDays } from '@flp/shared/finance';
import { and, eq } from 'drizzle-orm';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { runInTransaction } from '../../../platform/db/transaction';
import { type RequestContext, systemContext } from '../../../platform/tenancy/context';
import { approverOf, demoActors } from '../../flow';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { FileService } from '../../resource';
import type { SystemServices } from '../../system/services';
import { firstFree } from '../changes/iou-target';
import { businessDate } from '../ledger';
import { reviewReceipts, verifyReceipts } from '../receipt/actions';
import { servicingRepos } from '../repos';
import type { WriteOffArea } from './index';
import { writeOffRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

/** A one-page PDF standing for the scanned ruling (the platform keeps only files it recognises). */
const RULING_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedWriteOffDemo(
  db: Db,
  deps: {
    writeOff: WriteOffArea;
    receipts: ResourceService;
    runtime: FlowRuntimeApi;
    system: SystemServices;
    files: FileService;
  },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await writeOffRepos.writeOff.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, [
    'zhangwei',
    'zhaolei',
    'lina',
    'wangfang',
    'chenjing',
    'sunli',
    'zhoumin',
  ]);
  if (!actors) return;
  const r = servicingRepos.iou;
  const losses = await r.list(db, sys, {
    where: [await firstDemoContract(db, sys), and(eq(r.col('iouState'), 'active'), eq(r.col('riskLevel'), 'LOSS'))!],
    query: { ascs: 'loanDate' },
  });
  const iou = await firstFree(db, sys, losses);
  if (!iou) return;
  const today = await businessDate(db, sys);
  const service = deps.writeOff.service;
  const draft = await service.create(
    actors.zhangwei,
    {
      iouId: iou.id,
      writeOffDate: addDays(today, -30),
      reasonCode: 'EXECUTION_ENDED',
      reason: '承租人停止支付逾一年, 经诉讼强制执行无可供执行财产, 法院裁定终结本次执行程序',
      recoveryPlan: '账销案存: 持续关注承租人及保证人财产线索, 发现后申请恢复执行',
    },
    { draft: true },
  ); // the evidence is attached to it next
  await service.write(actors.zhangwei, {}, async (h) => {
    const scan = await deps.files.attach(h.tx, h.ctx, {
      name: '终结本次执行程序裁定书.pdf',
      bytes: RULING_PDF,
      businessType: writeOff.name,
      businessId: draft.id,
      kind: 'write_off_evidence',
    });
    await writeOffRepos.writeOff.update(h.tx, h.ctx, draft.id, { evidence: scan });
  });
  const { processInstanceId: pid } = await deps.writeOff.family.start(actors.zhangwei, {}, { id: draft.id });
  const approve = approverOf(db, deps.runtime);
  await approve(actors.zhaolei, pid, '催收手段已穷尽, 同意核销');
  await approve(actors.lina, pid, '损失类, 证据充分');
  await approve(actors.wangfang, pid, '核销金额与已提准备核对无误');
  await approve(actors.chenjing, pid, '同意');
  // The 评审会 votes one member after another, in the order the engine took them.
  const hasTask = (ctx: RequestContext) => runInTransaction(db, (tx) => deps.runtime.openTaskFor(tx, ctx, pid));
  const members = [actors.lina, actors.sunli, actors.chenjing];
  for (let round = 0; round < members.length; round++)
    for (const member of members) if (await hasTask(member)) await approve(member, pid, '同意核销');
  // The court's first payment after the write-off: a recovery, through the receipts' four eyes.
  const receipt = await deps.receipts.create(actors.wangfang, {
    iouId: iou.id,
    receiptKind: 'recovery',
    receiptDate: addDays(today, -5),
    amount: '20000.00',
    payer: '人民法院执行款专户',
    bankRef: `DEMOHX${iou.id}`,
    remark: '恢复执行后划付的执行款',
  });
  await deps.receipts.write(actors.zhoumin, {}, (h) => verifyReceipts(h, deps.receipts, [receipt.id]));
  await deps.receipts.write(actors.sunli, {}, (h) => reviewReceipts(h, deps.receipts, [receipt.id]));
}
