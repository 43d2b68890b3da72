// 租后检查计划: every lessee with an active IOU has one planned check open — the first after disbursement, then the
// next by its class from the last check done (shared finance/tracking-plan.ts) — and a special check whenever a warning
// signal has none answering it (more than 30 days past due here; 企业监控's red hits through `specialCheck`). The daily
// job keeps the plan; an approved check plans the next one at once. A planned check is a draft in the account
// manager's name: he fills it in and starts it; its plan date follows the class while it is still untouched.
import { type Localized, MESSAGE_TYPE, l, type tracking } from '@flp/shared';
import {
  type PlannedCheck,
  type RiskLevel,
  SPECIAL_CHECK_DAYS,
  addDays,
  nextRegularCheck,
  overdueSignalDate,
} from '@flp/shared/finance';
import { inArray } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import type { JobDef } from '../../platform/jobs/types';
import { beyondDataScope } from '../../platform/tenancy/context';
import { customerCard } from '../customer';
import type { MessageService } from '../desk';
import type { LesseeStanding, ServicingApi } from '../servicing';
import { trackingRepos } from './repos';

export interface PlanDeps {
  db: Db;
  service: ResourceService<typeof tracking>;
  servicing: ServicingApi;
  messages: MessageService;
}

const REGULAR: readonly string[] = ['FIRST', 'REGULAR'];
const TOPATH = '/risk/tracking';
/** Lessees planned per query of their checks. */
const CHUNK = 500;
const dayOf = (v: unknown) => String(v ?? '').slice(0, 10);

/** What a plan run did. */
export interface PlanOutcome {
  planned: number;
  moved: number;
  special: number;
}

/** The plan of each app's database (the job is declared once per process; tests build many apps). */
const plansByDb = new WeakMap<Db, { plan: (h: HookContext, asOf: string) => Promise<PlanOutcome> }>();
const servicesByDb = new WeakMap<Db, { service: ResourceService<typeof tracking>; servicing: ServicingApi }>();

/** 租后检查计划: daily, for every tenant, as of its business date. */
export const trackingPlanJob: JobDef = {
  code: 'tracking_plan',
  name: l('租后检查计划', 'Post-lease check plan'),
  cron: '30 6 * * *',
  perTenant: true,
  async run({ ctx, db }) {
    const made = plansByDb.get(db);
    const deps = servicesByDb.get(db);
    if (!made || !deps) throw new Error('the tracking module is not registered on this database');
    const asOf = await deps.servicing.businessDate(db, ctx);
    const o = await deps.service.write(ctx, {}, (h) => made.plan(h, asOf));
    return l(
      `新计划 ${o.planned} 项, 调整 ${o.moved} 项, 专项检查 ${o.special} 项`,
      `${o.planned} planned, ${o.moved} moved, ${o.special} special checks`,
    );
  },
};

export function trackingPlan({ db, service, servicing, messages }: PlanDeps) {
  servicesByDb.set(db, { service, servicing });
  /** The checks of the lessees, by lessee (read in one query per chunk of lessees the plan walks). */
  async function checksOf(h: HookContext, customerIds: readonly string[]): Promise<Map<string, Row[]>> {
    const r = trackingRepos.check;
    const rows = await r.list(h.tx, beyondDataScope(h.ctx), {
      where: [inArray(r.col('customerId'), [...customerIds])],
      limit: 100_000,
    });
    const by = new Map<string, Row[]>();
    for (const c of rows) by.set(String(c.customerId), [...(by.get(String(c.customerId)) ?? []), c]);
    return by;
  }

  /** A check drafted for the lessee, in its account manager's name, told to him when it answers a signal. */
  async function draft(h: HookContext, customerId: string, values: PlannedCheck & { source: string }, why?: Localized) {
    const card = await customerCard(h.tx, h.ctx, customerId);
    const { source, ...fields } = values;
    const made = await service.submit(h.ctx, { customerId, ...fields }, { within: h, draft: true });
    // Why it was made is the server's to say (not a form field): the plan, or the signal.
    const row = await trackingRepos.check.update(h.tx, h.ctx, String(made.id), { source });
    if (why && card?.owner)
      await messages.send(h, [card.owner], {
        msgType: MESSAGE_TYPE.warning,
        content: l(
          `${card.name}: ${why['zh-CN']}, 已生成专项检查 ${row.trackNo}, 计划检查日 ${values.planDate}`,
          `${card.name}: ${why['en-US']}; special check ${row.trackNo} planned for ${values.planDate}`,
        ),
        topath: TOPATH,
      });
    return row;
  }

  /**
   * A special check of the lessee for a warning signal seen on `signalDate`, unless one made since answers it; planned
   * SPECIAL_CHECK_DAYS after `asOf`. The check made, or null.
   */
  async function specialCheck(
    h: HookContext,
    o: { customerId: string; source: 'OVERDUE' | 'MONITOR'; signalDate: string; asOf: string; why: Localized },
    known?: readonly Row[],
  ): Promise<string | null> {
    const checks = known ?? (await checksOf(h, [o.customerId])).get(o.customerId) ?? [];
    const answered = checks.some((c) => c.trackType === 'SPECIAL' && dayOf(c.createTime) >= o.signalDate);
    if (answered) return null;
    const made = await draft(
      h,
      o.customerId,
      { trackType: 'SPECIAL', mode: 'ONSITE', source: o.source, planDate: addDays(o.asOf, SPECIAL_CHECK_DAYS) },
      o.why,
    );
    return String(made.id);
  }

  /** The plan of the lessees named (every lessee with an active IOU when none are), as of `asOf`. */
  async function plan(h: HookContext, asOf: string, customerIds?: readonly string[]): Promise<PlanOutcome> {
    const out: PlanOutcome = { planned: 0, moved: 0, special: 0 };
    const standings = await servicing.lesseeStandings(h.tx, h.ctx, customerIds);
    for (let i = 0; i < standings.length; i += CHUNK) {
      const chunk = standings.slice(i, i + CHUNK);
      const checks = await checksOf(
        h,
        chunk.map((s) => s.customerId),
      );
      for (const s of chunk) await planOne(h, s, checks.get(s.customerId) ?? [], asOf, out);
    }
    return out;
  }

  async function planOne(h: HookContext, s: LesseeStanding, checks: Row[], asOf: string, out: PlanOutcome) {
    {
      const done = checks
        .filter((c) => c.flowState === 'approved' && c.checkDate)
        .sort((a, b) => dayOf(b.checkDate).localeCompare(dayOf(a.checkDate)));
      const next = nextRegularCheck(
        { firstLoanDate: s.firstLoanDate, riskLevel: s.worstLevel as RiskLevel, maxDpd: s.maxDpd },
        {
          lastCheckDate: done[0] ? dayOf(done[0].checkDate) : null,
          lastOnsiteDate: dayOf(done.find((c) => c.mode === 'ONSITE')?.checkDate) || null,
        },
      );
      const open = checks.find((c) => REGULAR.includes(String(c.trackType)) && c.flowState !== 'approved');
      if (!open) {
        await draft(h, s.customerId, { ...next, source: 'PLAN' });
        out.planned++;
      } else if (untouchedPlan(open) && (dayOf(open.planDate) !== next.planDate || open.mode !== next.mode)) {
        const moved = { planDate: next.planDate, mode: next.mode, trackType: next.trackType };
        await service.patch(h, String(open.id), moved, undefined, open);
        out.moved++;
      }
      const signal = overdueSignalDate(s.maxDpd, asOf);
      if (
        signal &&
        (await specialCheck(
          h,
          {
            customerId: s.customerId,
            source: 'OVERDUE',
            signalDate: signal,
            asOf,
            why: l(`逾期 ${s.maxDpd} 天`, `${s.maxDpd} days past due`),
          },
          checks,
        ))
      )
        out.special++;
    }
  }

  const made = { plan, specialCheck };
  plansByDb.set(db, made);
  return made;
}

/** A check the plan made and nobody has started or filled in: its date and mode follow the plan. */
function untouchedPlan(c: Row): boolean {
  return c.source === 'PLAN' && c.flowState === 'draft' && !c.checkDate && !c.conclusion;
}

export type TrackingPlan = ReturnType<typeof trackingPlan>;
