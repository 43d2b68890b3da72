// A grace adjustment in the demo tenant (SEED_DEMO): the oldest overdue IOU with nothing else in approval and three
// rents still to come — its lessee's plant stopped by a flood — gets 15 days' grace on those three periods, for the
// future only, proposed by the account manager 张伟 and approved by the department head 赵磊; it waits at 风控 (李娜),
// where the other changes of the demo do not (the settlement waits at 财务复核, the extension is approved). An overdue
// IOU, because the screens' tests start their own changes on IOUs paid up (one change per IOU). Runs once.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { formatPeriodList } from '@flp/shared/finance';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import { approverOf, demoActors } from '../../flow';
import { changesInFlight } from '../../flow/families/change';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { SystemServices } from '../../system/services';
import { businessDate, effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import type { GraceArea } from './index';
import { graceRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

export async function seedGraceDemo(
  db: Db,
  deps: { grace: GraceArea; runtime: FlowRuntimeApi; system: SystemServices },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await graceRepos.adjust.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'zhaolei']);
  if (!actors) return;
  const today = await businessDate(db, sys);
  const r = servicingRepos.iou;
  const ious = await r.list(db, sys, {
    // Relief for a lessee in passing trouble, not a loss (the write-off demo takes that one).
    where: [
      await firstDemoContract(db, sys),
      and(eq(r.col('iouState'), 'active'), gt(r.col('dpd'), 0), ne(r.col('riskLevel'), 'LOSS'))!,
    ],
    query: { ascs: 'loanDate' },
  });
  for (const iou of ious) {
    if ((await changesInFlight(db, sys, 'iou', iou.id)).length) continue;
    const coming = (await effectiveRows(db, sys, [iou.id])).filter((row) => String(row.dueDate) > today).slice(0, 3);
    if (coming.length < 3) continue;
    const started = await deps.grace.family.start(actors.zhangwei, {
      iouId: iou.id,
      trandate: today,
      scope: 'PERIODS',
      periods: formatPeriodList(coming.map((row) => Number(row.period))),
      newGraceDays: 15,
      penaltyMode: 'FUTURE',
      reason:
        '承租人厂区受暴雨洪涝影响停产, 下游回款推迟; 申请接下来三期租金宽限期延长至 15 天, 已逾期部分及已产生罚息不减免',
    });
    await approverOf(db, deps.runtime)(actors.zhaolei, started.processInstanceId, '情况属实, 同意');
    return;
  }
}
