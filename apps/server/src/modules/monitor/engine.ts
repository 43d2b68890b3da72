// The comparison of watched companies: each one's data read again through the enterprise data service (refreshed:
// monitoring wants today's registry, not the cache), made into a snapshot, compared with the last one (diff.ts) and
// the differences written as change rows — then its account manager told in one desk message, and a red change
// calling a special post-lease check of a lessee. The provider is asked outside any transaction; each company's rows
// are written in a short one of their own. Without a provider a company's result says "not configured", nothing else.
import {
  AVAILABLE_DIMENSIONS,
  type Localized,
  MESSAGE_TYPE,
  MONITOR_DIMENSIONS,
  companyChange,
  l,
  type monitorConf,
} from '@flp/shared';
import { addDays } from '@flp/shared/finance';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { selectRows } from '../../platform/db/raw';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { AppError } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { customerCard } from '../customer';
import type { MessageService } from '../desk';
import type { EnterpriseDataService } from '../enterprise';
import type { ServicingApi } from '../servicing';
import type { TrackingPlan } from '../tracking';
import { type Change, type CompanySnapshot, diffSnapshots } from './diff';
import { monitorRepos } from './repos';

export interface EngineDeps {
  db: Db;
  enterprise: EnterpriseDataService;
  servicing: ServicingApi;
  messages: MessageService;
  tracking: TrackingPlan;
  monitors: ResourceService<typeof monitorConf>;
}

const PAGE = { current: 1, size: 50 };
const TOPATH = '/risk/monitor';
const zh = (x: Localized) => x['zh-CN'];

/** A change as written: what it is, and where it came from. */
export interface ChangeInput extends Change {
  eventDate: string;
  source: 'JOB' | 'PUSH';
}

const dimensionsOf = (row: Row) =>
  String(row.dimensions ?? '')
    .split(',')
    .filter(Boolean).length
    ? String(row.dimensions).split(',')
    : AVAILABLE_DIMENSIONS;

export function monitorEngine(deps: EngineDeps) {
  const { db, enterprise, servicing, messages, tracking, monitors } = deps;

  /** The company's data now, as a snapshot of what its dimensions watch (a dataset refused is left out). */
  async function snapshotNow(ctx: RequestContext, code: string, dimensions: readonly string[]) {
    const opts = { refresh: true, customerId: null };
    const basic = (await enterprise.basic(ctx, code, opts)).data as unknown as Record<string, unknown>;
    const snap: CompanySnapshot = {
      basic: Object.fromEntries(
        ['legalPerson', 'name', 'registeredCapital', 'scope', 'address', 'status'].map((k) => [
          k,
          String(basic[k] ?? ''),
        ]),
      ),
    };
    const wanted = new Set(
      MONITOR_DIMENSIONS.filter((d) => dimensions.includes(d.value) && d.source && 'dataset' in d.source).map(
        (d) => (d.source as { dataset: keyof CompanySnapshot }).dataset,
      ),
    );
    for (const dataset of wanted) {
      let records: Record<string, string>[];
      try {
        records = (await enterprise.dataset(ctx, code, dataset as never, PAGE, opts)).records as Record<
          string,
          string
        >[];
      } catch (e) {
        if (e instanceof AppError && e.status >= 400) continue;
        throw e;
      }
      const by = (key: (r: Record<string, string>) => string, value: (r: Record<string, string>) => string) =>
        Object.fromEntries(records.filter((r) => key(r)).map((r) => [key(r), value(r)]));
      if (dataset === 'shareholders')
        snap.shareholders = by(
          (r) => r.name,
          (r) => r.percent ?? '',
        );
      if (dataset === 'personnel')
        snap.personnel = by(
          (r) => r.name,
          (r) => r.job ?? '',
        );
      if (dataset === 'cases')
        snap.cases = by(
          (r) => r.caseNo,
          (r) => `${r.caseName ?? ''} ${r.reason ?? ''}`.trim(),
        );
      if (dataset === 'dishonest')
        snap.dishonest = by(
          (r) => r.caseNo,
          (r) => `${r.court ?? ''} ${r.amount ?? ''}`.trim(),
        );
    }
    return snap;
  }

  /**
   * Writes the changes of a watched company (those not written before: their keys), tells its account manager, and
   * for a red one asks a special check of the lessee. How many were new.
   */
  async function record(h: HookContext, monitor: Row, found: readonly ChangeInput[]): Promise<ChangeInput[]> {
    const r = monitorRepos.change;
    const seen = found.length
      ? await r.list(h.tx, beyondDataScope(h.ctx), {
          where: [
            and(
              eq(r.col('monitorId'), String(monitor.id)),
              inArray(
                r.col('eventKey'),
                found.map((c) => c.eventKey),
              ),
            )!,
          ],
        })
      : [];
    const fresh = found.filter((c) => !seen.some((s) => s.eventKey === c.eventKey));
    if (!fresh.length) return [];
    const detectedAt = nowString();
    const customerId = String(monitor.customerId);
    const asOf = await servicing.businessDate(h.tx, h.ctx);
    let trackId: string | null = null;
    const reds = fresh.filter((c) => c.severity === 'RED');
    if (reds.length && (await servicing.lesseeStandings(h.tx, h.ctx, [customerId])).length) {
      const why = l(
        `企业监控红色信号 (${reds.map((c) => c.fieldLabel).join('、')})`,
        `a red monitoring signal (${reds.map((c) => c.dimension).join(', ')})`,
      );
      const made = await tracking.specialCheck(h, { customerId, source: 'MONITOR', signalDate: asOf, asOf, why });
      if (made) trackId = made;
    }
    // Every value is the server's (none is a form field): written as found.
    for (const c of fresh)
      await r.insert(h.tx, h.ctx, {
        ...c,
        monitorId: monitor.id,
        customerId,
        detectedAt,
        ...(c.severity === 'RED' && trackId ? { trackId } : {}),
      });
    h.changed(companyChange.name, 'create', []);
    await monitorRepos.monitor.update(h.tx, beyondDataScope(h.ctx), String(monitor.id), {
      changeCount: Number(monitor.changeCount ?? 0) + fresh.length,
      redCount: Number(monitor.redCount ?? 0) + reds.length,
    });
    const card = await customerCard(h.tx, h.ctx, customerId);
    if (card?.owner) {
      const lines = fresh.slice(0, 5).map((c) => `${c.fieldLabel}${c.afterValue ? ` → ${c.afterValue}` : ''}`);
      const more = fresh.length > 5 ? `…等 ${fresh.length} 项` : '';
      await messages.send(h, [card.owner], {
        msgType: MESSAGE_TYPE.system,
        content: l(
          `企业监控: ${card.name} ${fresh.length} 项变动${reds.length ? ` (红色 ${reds.length} 项)` : ''}: ${lines.join('; ')}${more}`,
          `Company monitoring: ${card.name} — ${fresh.length} change(s)${reds.length ? `, ${reds.length} red` : ''}`,
        ),
        topath: TOPATH,
      });
    }
    return fresh;
  }

  /** One watched company compared now: its snapshot kept, its changes recorded. The result shown on its row. */
  async function check(
    ctx: RequestContext,
    monitor: Row,
  ): Promise<{ changes: number; result: Localized; done: boolean }> {
    const dims = dimensionsOf(monitor);
    const code = String(monitor.uscc || monitor.companyName);
    let snap: CompanySnapshot;
    try {
      snap = await snapshotNow(ctx, code, dims);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const result = typeof e.text === 'string' ? l(e.text, e.text) : e.text;
      await monitors.write(ctx, {}, (h) =>
        monitorRepos.monitor.update(h.tx, beyondDataScope(ctx), String(monitor.id), {
          lastCheckedAt: nowString(),
          lastResult: zh(result).slice(0, 500),
        }),
      );
      return { changes: 0, result, done: false };
    }
    const today = nowString().slice(0, 10);
    const baseline = !monitor.snapshot;
    const found = diffSnapshots(baseline ? null : (monitor.snapshot as CompanySnapshot), snap, dims).map((c) => ({
      ...c,
      eventDate: today,
      source: 'JOB' as const,
    }));
    return monitors.write(ctx, {}, async (h) => {
      const current = await monitorRepos.monitor.lockById(h.tx, beyondDataScope(ctx), String(monitor.id));
      const fresh = await record(h, current, found);
      const result = baseline
        ? l('已建立比对基线', 'Baseline taken')
        : fresh.length
          ? l(`发现 ${fresh.length} 项变动`, `${fresh.length} change(s) found`)
          : l('无变动', 'No change');
      await monitorRepos.monitor.update(h.tx, beyondDataScope(ctx), String(monitor.id), {
        snapshot: snap,
        lastCheckedAt: nowString(),
        lastResult: zh(result),
      });
      return { changes: fresh.length, result, done: true };
    });
  }

  /** The watched companies due (never compared, or last before `before`), in the tenant. */
  async function due(ctx: RequestContext, before: string) {
    const m = monitorRepos.monitor;
    return m.list(db, beyondDataScope(ctx), {
      where: [
        and(
          eq(m.col('monitorState'), 'MONITORING'),
          or(isNull(m.col('lastCheckedAt')), lt(m.col('lastCheckedAt'), before)),
        )!,
      ],
      limit: 100_000,
    });
  }

  return { check, record, due };
}

export type MonitorEngine = ReturnType<typeof monitorEngine>;

/** 风控总览's monitoring figures: the companies watched, and the changes (red ones apart) of the last 30 days. */
export async function monitorFigures(db: Db, ctx: RequestContext) {
  const t = ctx.tenantId;
  const [m] = await selectRows<{ watched: number }>(
    db,
    sql`SELECT count(*)::int AS watched FROM fl_monitor WHERE tenant_id = ${t} AND is_deleted = 0 AND monitor_state = 'MONITORING'`,
  );
  const since = `${addDays(nowString().slice(0, 10), -30)} 00:00:00`;
  const [c] = await selectRows<{ changes: number; red: number }>(
    db,
    sql`SELECT count(*)::int AS changes, (count(*) FILTER (WHERE severity = 'RED'))::int AS red
    FROM fl_company_change WHERE tenant_id = ${t} AND is_deleted = 0 AND detected_at >= ${since}::timestamp`,
  );
  const redCompanies = await selectRows<{ customerId: string; red: number }>(
    db,
    sql`SELECT customer_id::text AS "customerId", count(*)::int AS red
    FROM fl_company_change WHERE tenant_id = ${t} AND is_deleted = 0 AND severity = 'RED' AND detected_at >= ${since}::timestamp
    GROUP BY customer_id ORDER BY count(*) DESC, customer_id LIMIT 10`,
  );
  return { watched: m.watched, changes30: c.changes, red30: c.red, redCompanies };
}
