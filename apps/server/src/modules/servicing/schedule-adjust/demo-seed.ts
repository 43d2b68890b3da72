// A schedule adjustment in the demo tenant (SEED_DEMO): for an agricultural lessee's slack season the account manager
// 张伟 halves the next three rents of an IOU paid on time, the rest solved — a draft he has priced and not yet sent
// (the other changes stand at other stages). Runs once.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import { demoActors } from '../../flow';
import { changesInFlight } from '../../flow/families/change';
import type { SystemServices } from '../../system/services';
import { businessDate, effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import type { ScheduleAdjustArea } from './index';
import { scheduleAdjustRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

export async function seedScheduleAdjustDemo(db: Db, deps: { adjust: ScheduleAdjustArea; system: SystemServices }) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await scheduleAdjustRepos.adjust.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei']);
  if (!actors) return;
  const today = await businessDate(db, sys);
  const r = servicingRepos.iou;
  const candidates = await r.list(db, sys, {
    where: [
      await firstDemoContract(db, sys),
      and(eq(r.col('iouState'), 'active'), eq(r.col('dpd'), 0), gt(r.col('endDate'), today))!,
    ],
    query: { ascs: 'loanDate' },
  });
  for (const iou of candidates) {
    if ((await changesInFlight(db, sys, 'iou', iou.id)).length) continue;
    const next = (await effectiveRows(db, sys, [iou.id])).filter((p) => String(p.dueDate) > today);
    if (next.length < 5) continue;
    await deps.adjust.family.save(actors.zhangwei, {
      iouId: iou.id,
      trandate: today,
      mode: 'RENT',
      rows: next.slice(0, 3).map((p) => ({ period: p.period, rent: new D(String(p.rent)).div(2).toFixed(2) })),
      reason: '承租人为农机经营户, 农闲季收入减少, 申请未来三期租金减半, 其余各期补足',
    });
    return;
  }
}
