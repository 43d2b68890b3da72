// The demo's 企业监控: every lessee with exposure watched (as 初始化 does), and the changes seen on two of them — a new
// legal representative (yellow) on one, a capital reduction (red) on another, which calls a special post-lease check
// of that lessee and tells both account managers. The demo has no registry provider: the watched companies' own
// comparisons say "not configured" until one is set. Runs once (any watched company of the tenant means it ran).
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { beyondDataScope } from '../../platform/tenancy/context';
import { demoActors } from '../flow';
import type { ServicingApi } from '../servicing';
import type { SystemServices } from '../system';
import type { MonitorModule } from './index';
import { monitorRepos } from './repos';

export async function seedMonitorDemo(
  db: Db,
  deps: { module: MonitorModule; system: SystemServices; servicing: ServicingApi },
) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['lina']);
  if (!actors) return;
  const ctx = actors.lina;
  const { module } = deps;
  if (await monitorRepos.monitor.count(db, beyondDataScope(ctx))) return;
  const exposed = await module.unmonitored(ctx);
  await module.add(
    ctx,
    exposed.map((e) => e.customerId),
    null,
    false,
  );
  // Two lessees not past 30 days (no special check called by their overdue yet).
  const current = new Set(
    (await deps.servicing.lesseeStandings(db, ctx)).filter((s) => s.maxDpd <= 30).map((s) => s.customerId),
  );
  const watched = await monitorRepos.monitor.list(db, beyondDataScope(ctx), { query: { ascs: 'id' } });
  const [first, second] = watched.filter((w) => current.has(String(w.customerId))).slice(-2);
  if (!first || !second) return;
  const today = nowString().slice(0, 10);
  const seen = [
    {
      monitor: first,
      change: {
        dimension: 'LEGAL_PERSON',
        field: 'legalPerson',
        fieldLabel: '法定代表人',
        beforeValue: '周建平',
        afterValue: '周立新',
        severity: 'YELLOW' as const,
      },
    },
    {
      monitor: second,
      change: {
        dimension: 'CAPITAL',
        field: 'registeredCapital',
        fieldLabel: '注册资本',
        beforeValue: '20000万元人民币',
        afterValue: '8000万元人民币',
        severity: 'RED' as const,
      },
    },
  ];
  for (const { monitor, change } of seen)
    await module.monitors.write(ctx, {}, (h) =>
      module.engine.record(h, monitor, [
        {
          ...change,
          eventKey: `${change.dimension}:${change.beforeValue}→${change.afterValue}`,
          eventDate: today,
          source: 'JOB',
        },
      ]),
    );
}
