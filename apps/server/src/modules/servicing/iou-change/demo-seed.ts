// An IOU change in the demo tenant (SEED_DEMO): the LPR fell, so the IOU paid on time most recently is repriced 25 bp
// lower from its next period by its account manager 张伟 (按实际补差); the department head 赵磊 has approved it and it
// waits at 风控 (李娜) — a change in approval, beside the settlement at 财务复核 and the extension applied. Runs once.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import { approverOf, demoActors } from '../../flow';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { SystemServices } from '../../system/services';
import { firstFree } from '../changes/iou-target';
import { businessDate } from '../ledger';
import { servicingRepos } from '../repos';
import type { IouChangeArea } from './index';
import { iouChangeRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

export async function seedIouChangeDemo(
  db: Db,
  deps: { iouChange: IouChangeArea; runtime: FlowRuntimeApi; system: SystemServices },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await iouChangeRepos.change.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'zhaolei']);
  if (!actors) return;
  const r = servicingRepos.iou;
  const candidates = await r.list(db, sys, {
    where: [await firstDemoContract(db, sys), and(eq(r.col('iouState'), 'active'), eq(r.col('dpd'), 0))!],
    query: { descs: 'loanDate' },
  });
  // One without a change in approval (the settlement demo took the newest).
  const iou = await firstFree(db, sys, candidates);
  if (!iou) return;
  const started = await deps.iouChange.family.start(actors.zhangwei, {
    iouId: iou.id,
    trandate: await businessDate(db, sys),
    newAnnualRate: new D(String(iou.annualRate)).minus('0.25').toFixed(4),
    resetInterestMethod: 'ACTUAL',
    reason: 'LPR 下调 25 个基点, 按合同约定同步调整租赁利率',
  });
  await approverOf(db, deps.runtime)(actors.zhaolei, started.processInstanceId, '同意按 LPR 调息');
}
