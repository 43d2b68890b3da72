// The demo's 租后检查: the plan made as of the business date (a first check drafted for every lessee, a special one
// for each more than 30 days past due), then 张伟's first check of one of his lessees written — an on-site visit with
// its report — and approved by 赵磊 and 李娜 through the family, which plans that lessee's next check: one check done
// and one due. Runs once (any check of the tenant means it ran).
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { beyondDataScope, systemContext } from '../../platform/tenancy/context';
import { type FlowRuntimeApi, approverOf, demoActors } from '../flow';
import type { ServicingApi } from '../servicing';
import type { SystemServices } from '../system';
import type { TrackingModule } from './index';
import { trackingRepos } from './repos';

export async function seedTrackingDemo(
  db: Db,
  deps: { module: TrackingModule; runtime: FlowRuntimeApi; system: SystemServices; servicing: ServicingApi },
) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'zhaolei', 'lina']);
  if (!actors) return;
  const { module } = deps;
  const all = beyondDataScope(actors.zhangwei);
  if (await trackingRepos.check.count(db, all)) return;
  const system = systemContext(PLATFORM_TENANT_ID);
  const asOf = await deps.servicing.businessDate(db, system);
  await module.service.write(system, {}, (h) => module.plan.plan(h, asOf));

  const planned = await trackingRepos.check.list(db, all, { query: { ascs: 'planDate' } });
  const first = planned.find((c) => c.trackType === 'FIRST' && String(c.owner) === actors.zhangwei.userId);
  if (!first) return;
  const checkDate = String(first.planDate) <= asOf ? String(first.planDate) : asOf;
  await module.reports.submit(actors.zhangwei, {
    trackId: first.id,
    reportType: 'ONSITE',
    title: '首次租后现场检查报告',
    reportDate: checkDate,
    content:
      '到承租人生产车间实地查看租赁设备, 设备铭牌、编号与租赁物清单一致, 运转正常; 与财务负责人访谈, 订单饱满, 近三个月收入较上年同期增长约 8%。',
  });
  const started = await module.family.start(
    actors.zhangwei,
    {
      customerId: first.customerId,
      trackType: 'FIRST',
      mode: 'ONSITE',
      planDate: first.planDate,
      checkDate,
      inspectors: actors.zhangwei.userId,
      operationNormal: 1,
      revenueTrend: 'UP',
      staffCount: 320,
      mainBusinessChanged: 0,
      operationNote: '生产经营正常, 主要客户稳定, 产能利用率约 85%。',
      financeNote: '按期提供月度报表, 资产负债率较上年末略降。',
      assetInUse: 1,
      assetLocationMatches: 1,
      assetDamage: '无',
      guarantorNote: '保证人经营正常, 无新增对外担保。',
      conclusion: 'NORMAL',
      measures: '按计划继续定期检查。',
    },
    { id: first.id },
  );
  const approve = approverOf(db, deps.runtime);
  for (const who of [actors.zhaolei, actors.lina]) await approve(who, started.processInstanceId, '同意');
}
