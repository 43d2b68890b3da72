// An extension in the demo tenant (SEED_DEMO): the IOU in 关注 (its latest rent unpaid, the one before half paid) is
// extended from its next period by twelve months more than it has left by its account manager 张伟 — what is overdue capitalised, a 1 % fee,
// the guarantors' consent scanned — approved by the department head 赵磊, risk (李娜), the general manager (陈静: the
// capitalisation makes it material) and finance (王芳): the new schedule in force, the IOU held in its class for the
// observation period. Runs once.
import { PLATFORM_TENANT_ID, extensionChange } from '@flp/shared';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import { approverOf, demoActors } from '../../flow';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { FileService } from '../../resource';
import type { SystemServices } from '../../system/services';
import { businessDate, effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import type { ExtensionArea } from './index';
import { extensionRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

/** A one-page PDF standing for a scanned document (the platform keeps only files it recognises): the consent, a notice. */
export const CONSENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function seedExtensionDemo(
  db: Db,
  deps: { extension: ExtensionArea; runtime: FlowRuntimeApi; system: SystemServices; files: FileService },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await extensionRepos.extension.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, [
    'zhangwei',
    'zhaolei',
    'lina',
    'chenjing',
    'wangfang',
  ]);
  if (!actors) return;
  const r = servicingRepos.iou;
  const [iou] = await r.list(db, sys, {
    where: [
      await firstDemoContract(db, sys),
      and(eq(r.col('iouState'), 'active'), eq(r.col('riskLevel'), 'SPECIAL_MENTION'), gt(r.col('dpd'), 0))!,
    ],
    query: { descs: 'loanDate' },
    limit: 1,
  });
  if (!iou) return;
  const service = deps.extension.service;
  const today = await businessDate(db, sys);
  // Twelve months more than the periods left.
  const left = (await effectiveRows(db, sys, [iou.id])).filter((p) => String(p.dueDate) > today).length;
  const draft = await service.create(actors.zhangwei, {
    iouId: iou.id,
    trandate: today,
    newPeriods: left + 12,
    feeRate: '1',
    feeMode: 'UPFRONT',
    overdueTreatment: 'CAPITALISE',
    reason: '承租人下游回款延迟, 现金流阶段性紧张, 申请展期 12 个月',
    repaymentSource: '设备经营收入; 下游应收账款回笼后逐月支付',
  });
  await service.write(actors.zhangwei, {}, async (h) => {
    const scan = await deps.files.attach(h.tx, h.ctx, {
      name: '担保人同意函.pdf',
      bytes: CONSENT_PDF,
      businessType: extensionChange.name,
      businessId: draft.id,
      kind: 'guarantor_consent',
    });
    await extensionRepos.extension.update(h.tx, h.ctx, draft.id, { guarantorConsent: scan });
  });
  const started = await deps.extension.family.start(actors.zhangwei, {}, { id: draft.id });
  const approve = approverOf(db, deps.runtime);
  await approve(actors.zhaolei, started.processInstanceId, '同意展期');
  await approve(actors.lina, started.processInstanceId, '逾期资本化, 重组观察期内分类不上调');
  await approve(actors.chenjing, started.processInstanceId, '同意');
  await approve(actors.wangfang, started.processInstanceId, '试算无误');
}
