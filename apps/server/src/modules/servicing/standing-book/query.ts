// 资金台账: the IOUs (fl_iou, this module's own table) as the standing book shows them — filters, a page, and the
// exact totals over every matching row, summed in SQL over the numeric columns (never over the page, never in floats);
// and the same lines rolled up per lessee or group (合并台账, merge-sheet/): one query layer for both.
import {
  IOU_STATE_OPTIONS,
  RISK_LEVEL_OPTIONS,
  STANDING_BOOK_FIGURES,
  type StandingBookFigure,
  type ValuesOf,
  date,
  dict,
  id,
  int,
  iou,
  l,
  text,
} from '@flp/shared';
import { type SQL, and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { addReferenceTitles } from '../../../platform/crud/references';
import { type Paging, containing } from '../../../platform/crud/query';
import { type Row, pageOf } from '../../../platform/crud/repository';
import { LIST_CAP } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { badRequest, invalidField, labelled } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import { servicingRepos } from '../repos';

const repo = servicingRepos.iou;
const c = (name: string) => repo.col(name);

/** The standing book's filters (query string or JSON body), each checked by its kind. */
export const STANDING_BOOK_FILTERS = [
  id('customerId', l('承租人', 'Lessee')),
  id('contractId', l('合同', 'Contract')),
  text('iouNo', l('借据编号', 'IOU number'), { max: 40 }),
  dict('riskLevel', l('五级分类', 'Classification'), 'risk_level', { options: RISK_LEVEL_OPTIONS }),
  dict('iouState', l('借据状态', 'IOU status'), 'iou_state', { options: IOU_STATE_OPTIONS }),
  int('dpdMin', l('逾期天数起', 'Days past due from'), { minValue: 0, maxValue: 100000 }),
  int('dpdMax', l('逾期天数止', 'Days past due to'), { minValue: 0, maxValue: 100000 }),
  id('owner', l('客户经理', 'Account manager')),
  date('loanDateFrom', l('放款日期起', 'Disbursed from')),
  date('loanDateTo', l('放款日期止', 'Disbursed to')),
] as const;

/** The warn list's own parameter: IOUs maturing within this many days of the business date need attention too. */
export const WARN_PARAMS = [
  ...STANDING_BOOK_FILTERS,
  int('days', l('到期预警天数', 'Maturing within (days)'), { minValue: 0, maxValue: 3650, defaultValue: 30 }),
] as const;

export type StandingBookFilter = ValuesOf<typeof STANDING_BOOK_FILTERS>;

/** Classes at or above 关注 (special mention). */
export const WATCHED_LEVELS = ['SPECIAL_MENTION', 'SUBSTANDARD', 'DOUBTFUL', 'LOSS'];

/** The filters as conditions, with the tenant, the soft delete and the caller's data scope (by owner). */
export function standingBookWhere(ctx: RequestContext, f: StandingBookFilter, ...extra: (SQL | undefined)[]): SQL {
  if (f.dpdMin != null && f.dpdMax != null && f.dpdMin > f.dpdMax)
    throw invalidField(
      'dpdMax',
      labelled(l('逾期天数止', 'Days past due to'), l('不能小于逾期天数起', 'cannot be below the start')),
    );
  if (f.loanDateFrom && f.loanDateTo && f.loanDateFrom > f.loanDateTo)
    throw invalidField(
      'loanDateTo',
      labelled(l('放款日期止', 'Disbursed to'), l('不能早于放款日期起', 'cannot be before the start')),
    );
  return repo.scope(
    ctx,
    f.customerId ? eq(c('customerId'), f.customerId) : undefined,
    f.contractId ? eq(c('contractId'), f.contractId) : undefined,
    f.iouNo ? containing(c('iouNo'), f.iouNo) : undefined,
    f.riskLevel ? eq(c('riskLevel'), String(f.riskLevel)) : undefined,
    f.iouState ? eq(c('iouState'), String(f.iouState)) : undefined,
    f.dpdMin != null ? gte(c('dpd'), f.dpdMin) : undefined,
    f.dpdMax != null ? lte(c('dpd'), f.dpdMax) : undefined,
    f.owner ? eq(c('owner'), f.owner) : undefined,
    f.loanDateFrom ? gte(c('loanDate'), f.loanDateFrom) : undefined,
    f.loanDateTo ? lte(c('loanDate'), f.loanDateTo) : undefined,
    ...extra,
  );
}

/**
 * What needs attention as of `asOf`: an active IOU overdue, classed 关注 or worse, or maturing within `days`.
 */
export function warnCondition(asOf: string, days: number): SQL {
  const horizon = new Date(`${asOf}T00:00:00Z`);
  horizon.setUTCDate(horizon.getUTCDate() + days);
  const until = horizon.toISOString().slice(0, 10);
  return and(
    eq(c('iouState'), 'active'),
    or(
      sql`${c('dpd')} > 0`,
      inArray(c('riskLevel'), WATCHED_LEVELS),
      and(gte(c('endDate'), asOf), lte(c('endDate'), until)),
    ),
  )!;
}

export type Totals = Record<StandingBookFigure, string> & { count: number };

/** A numeric sum as exact two-decimal text (none: 0.00). */
const money = (sum: SQL) => sql<string>`coalesce(${sum}, 0)::numeric(20,2)::text`;

/** Exact sums over every row matching `where` (numeric in SQL, returned as decimal strings). */
export async function totalsOf(db: Db, where: SQL): Promise<Totals> {
  const sums = Object.fromEntries(STANDING_BOOK_FIGURES.map((k) => [k, money(sql`sum(${c(k)})`)])) as Record<
    StandingBookFigure,
    SQL<string>
  >;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, ...sums })
    .from(repo.table)
    .where(where);
  return { ...(row as Totals), count: Number(row.count) };
}

/** The classes from the mildest to the worst, as a SQL array (the code's own constants, never input). */
const LEVELS = sql.raw(`ARRAY[${RISK_LEVEL_OPTIONS.map((o) => `'${o.value}'`).join(',')}]::text[]`);

/**
 * Lines rolled up (合并台账): the totals with the longest DPD, the worst class (the most severe of the lines') and the
 * number of lessees they belong to.
 */
export type RollUp = Totals & { maxDpd: number; worstRiskLevel: string | null; customerCount: number };

/**
 * The lines matching `where` summed per lessee — the one pass over the IOUs every roll-up makes (count, each figure's
 * exact sum, the longest DPD, the worst class's rank); the units (lessees, groups) add these up.
 */
function perLessee(db: Db, where: SQL) {
  const sums = Object.fromEntries(
    STANDING_BOOK_FIGURES.map((k) => [k, sql<string>`sum(${c(k)})`.as(`s_${k}`)]),
  ) as Record<StandingBookFigure, SQL.Aliased<string>>;
  return db
    .select({
      customerId: sql<string>`${c('customerId')}`.as('customer_id'),
      count: sql<number>`count(*)`.as('n'),
      ...sums,
      maxDpd: sql<number>`max(${c('dpd')})`.as('max_dpd'),
      worst: sql<number>`max(array_position(${LEVELS}, ${c('riskLevel')}::text))`.as('worst'),
    })
    .from(repo.table)
    .where(where)
    .groupBy(sql`${c('customerId')}`)
    .as('per_lessee');
}
type PerLessee = ReturnType<typeof perLessee>;

/** A roll-up's columns over the per-lessee sums. */
const rollUpColumns = (p: PerLessee) => ({
  count: sql<number>`coalesce(sum(${p.count}), 0)::int`,
  ...(Object.fromEntries(STANDING_BOOK_FIGURES.map((k) => [k, money(sql`sum(${p[k]})`)])) as Record<
    StandingBookFigure,
    SQL<string>
  >),
  maxDpd: sql<number>`coalesce(max(${p.maxDpd}), 0)::int`,
  worstRiskLevel: sql<string | null>`(${LEVELS})[max(${p.worst})]`,
  customerCount: sql<number>`count(*)::int`,
});

const rollUp = <T extends Record<string, unknown>>(row: T) =>
  ({ ...row, count: Number(row.count), maxDpd: Number(row.maxDpd), customerCount: Number(row.customerCount) }) as T &
    RollUp;

/**
 * The unit a lessee's lines count in: itself, or — for the lessees listed in `pairs` as [customer id, unit key] — the
 * unit's key (a group's, from the relation graph). Joined as two text parameters unnested, whatever their number.
 */
function unitOf(p: PerLessee, pairs: [string, string][]) {
  if (!pairs.length) return { key: sql`${p.customerId}` };
  const list = (i: 0 | 1) => sql`string_to_array(${pairs.map((x) => x[i]).join(',')}, ',')::bigint[]`;
  return {
    key: sql`coalesce(sheet_unit.unit_key, ${p.customerId})`,
    join: {
      table: sql`unnest(${list(0)}, ${list(1)}) AS sheet_unit(lessee_id, unit_key)`,
      on: sql`sheet_unit.lessee_id = ${p.customerId}`,
    },
  };
}

/** Every line matching `where` as one roll-up, with the number of units (lessees, or the units of `pairs`). */
export async function rollUpOf(
  db: Db,
  where: SQL,
  pairs: [string, string][] = [],
): Promise<RollUp & { units: number }> {
  const p = perLessee(db, where);
  const unit = unitOf(p, pairs);
  const q = db
    .select({ ...rollUpColumns(p), units: sql<number>`count(DISTINCT ${unit.key})::int` })
    .from(p)
    .$dynamic();
  const [row] = await (unit.join ? q.leftJoin(unit.join.table, unit.join.on) : q);
  return { ...rollUp(row), units: Number(row.units) };
}

/**
 * A page of the roll-ups of the lines matching `where` per unit (a lessee, or the unit `pairs` put it in), worst first
 * (the longest DPD, then the largest outstanding principal, then the key), each with its key and its lessees' ids (a
 * comma list), and how many units there are.
 */
export async function rollUpsBy(
  db: Db,
  where: SQL,
  pairs: [string, string][],
  limit: number,
  offset: number,
): Promise<{ rows: (RollUp & { key: string; customerIds: string })[]; total: number }> {
  const p = perLessee(db, where);
  const unit = unitOf(p, pairs);
  const q = db
    .select({
      key: sql<string>`${unit.key}::text`,
      ...rollUpColumns(p),
      customerIds: sql<string>`string_agg(${p.customerId}::text, ',' ORDER BY ${p.customerId})`,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(p)
    .$dynamic();
  const rows = await (unit.join ? q.leftJoin(unit.join.table, unit.join.on) : q)
    .groupBy(unit.key)
    .orderBy(desc(sql`max(${p.maxDpd})`), desc(sql`sum(${p.outstandingPrincipal})`), unit.key)
    .limit(limit)
    .offset(offset);
  // Past the last unit the page is empty and carries no total: counted apart.
  const total = rows.length ? Number(rows[0].total) : offset > 0 ? (await rollUpOf(db, where, pairs)).units : 0;
  return { rows: rows.map(({ total: _, ...r }) => rollUp(r)), total };
}

/** Rows matching `where` in the standing book's order (worst first, then newest), with their references' names. */
export async function linesOf(db: Db, ctx: RequestContext, where: SQL, limit: number, offset = 0): Promise<Row[]> {
  const rows = await db
    .select()
    .from(repo.table)
    .where(where)
    .orderBy(desc(c('dpd')), desc(c('createTime')), desc(c('id')))
    .limit(limit)
    .offset(offset);
  return addReferenceTitles(
    db,
    ctx,
    iou,
    rows.map((r) => repo.toWire(r as Row)),
  );
}

/** A page of the lines matching `where` with the exact totals over all of them (the book's list). */
export async function bookPage(db: Db, ctx: RequestContext, where: SQL, paging: Paging) {
  const totals = await totalsOf(db, where);
  const offset = paging.offset ?? (paging.current - 1) * paging.size;
  const records = totals.count > offset ? await linesOf(db, ctx, where, paging.size, offset) : [];
  return { ...pageOf(records, totals.count, paging), totals };
}

/** Every line matching `where` with the totals; past LIST_CAP a 400 asks for narrower filters or the paged list. */
export async function allLines(db: Db, ctx: RequestContext, where: SQL) {
  const totals = await totalsOf(db, where);
  if (totals.count > LIST_CAP)
    throw badRequest(
      l(
        `符合条件的借据超过 ${LIST_CAP} 条, 请缩小查询范围或使用分页列表`,
        `More than ${LIST_CAP} IOUs match; narrow the filters or use the paged list`,
      ),
    );
  return { records: await linesOf(db, ctx, where, LIST_CAP), total: totals.count, totals };
}

/** Why a line is on the warn list (overdue, class, maturing), for the screen. */
export function warnReasons(r: Row, asOf: string, days: number): string[] {
  const out: string[] = [];
  if (Number(r.dpd) > 0) out.push('overdue');
  if (WATCHED_LEVELS.includes(String(r.riskLevel))) out.push('class');
  const end = String(r.endDate ?? '');
  const horizon = new Date(`${asOf}T00:00:00Z`);
  horizon.setUTCDate(horizon.getUTCDate() + days);
  if (end >= asOf && end <= horizon.toISOString().slice(0, 10)) out.push('maturing');
  return out;
}
