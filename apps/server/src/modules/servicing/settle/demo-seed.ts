// An early settlement in the demo tenant (SEED_DEMO): the newest IOU paid on time is quoted for the business date by
// its account manager 张伟 and approved by the department head 赵磊 and risk (李娜); it waits at 财务复核 — the
// quote on the screen, in finance's 待办. Runs once.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import { approverOf, demoActors } from '../../flow';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { SystemServices } from '../../system/services';
import { businessDate } from '../ledger';
import { servicingRepos } from '../repos';
import type { SettleArea } from './index';
import { settleRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

export async function seedSettleDemo(
  db: Db,
  deps: { settle: SettleArea; runtime: FlowRuntimeApi; system: SystemServices },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await settleRepos.settlement.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'zhaolei', 'lina']);
  if (!actors) return;
  const r = servicingRepos.iou;
  const [iou] = await r.list(db, sys, {
    where: [await firstDemoContract(db, sys), and(eq(r.col('iouState'), 'active'), eq(r.col('dpd'), 0))!],
    query: { descs: 'loanDate' },
    limit: 1,
  });
  if (!iou) return;
  const started = await deps.settle.family.start(actors.zhangwei, {
    iouId: iou.id,
    trandate: await businessDate(db, sys),
    reason: '承租人出售设备, 申请一次性提前结清',
  });
  const approve = approverOf(db, deps.runtime);
  await approve(actors.zhaolei, started.processInstanceId, '同意');
  await approve(actors.lina, started.processInstanceId, '风险可控, 同意');
}
