// 资金台账: the IOUs (fl_iou, this module's own table) as the standing book shows them — filters, a page, and the
// exact totals over every matching row, summed in SQL over the numeric columns (never over the page, never in floats).
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
import { containing } from '../../../platform/crud/query';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { invalidField, labelled } from '../../../platform/http/errors';
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

/** Exact sums over every row matching `where` (numeric in SQL, returned as decimal strings). */
export async function totalsOf(db: Db, where: SQL): Promise<Totals> {
  const cols = Object.fromEntries(
    STANDING_BOOK_FIGURES.map((k) => [k, sql<string>`coalesce(sum(${c(k)}), 0)::numeric(20,2)::text`]),
  ) as Record<StandingBookFigure, SQL<string>>;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, ...cols })
    .from(repo.table)
    .where(where);
  return { ...(row as Totals), count: Number(row.count) };
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
