import { l } from '@flp/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { badRequest } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { type NumberFormat, type ResetCycle, businessDay, formatNumber, periodKey } from './format';
import { numberingRepos } from './repos';
import { numberingCounterTable as counter } from './tables';

/** A number taken (or foreseen): its text, its place in the sequence and the period it counts in. */
export interface TakenNumber {
  number: string;
  sequence: number;
  periodKey: string;
}

type Rule = NumberFormat & { code: string; resetCycle: ResetCycle };

async function ruleOf(db: Db, ctx: RequestContext, code: string): Promise<Rule> {
  const repo = numberingRepos.rule;
  // The tenant's rule whatever the caller's data scope: a clerk creating a contract needs its number.
  const [row] = await db
    .select()
    .from(repo.table)
    .where(repo.tenantScope(ctx, eq(repo.col('code'), code)))
    .limit(1);
  if (!row) throw badRequest(l(`编号规则不存在: ${code}`, `No numbering rule: ${code}`));
  return row as unknown as Rule;
}

function dayOf(at: Date | string | undefined): string {
  const day = businessDay(at);
  if (!day) throw badRequest(l(`业务日期无效: ${String(at)}`, `Invalid business date: ${String(at)}`));
  return day;
}

function format(rule: Rule, sequence: number, day: string, key: string): TakenNumber {
  const number = formatNumber(rule, sequence, day);
  if (number === undefined)
    throw badRequest(
      l(
        `编号规则 ${rule.code} 的序号已用尽(${rule.width} 位)，请加大序号位数`,
        `Numbering rule ${rule.code} has run out of ${rule.width}-digit sequence numbers; widen the sequence`,
      ),
    );
  return { number, sequence, periodKey: key };
}

/**
 * Business numbers (编号规则). `next` takes the next number of a rule inside the caller's transaction: the counter row
 * of (tenant, rule, period) is inserted or incremented in one statement, which locks it until the transaction ends —
 * concurrent takers wait and each gets its own number, and a transaction that rolls back gives its number back
 * (no gaps, no repeats).
 */
export const NumberingService = {
  async next(tx: Db, ctx: RequestContext, code: string, at?: Date | string): Promise<string> {
    return (await take(tx, ctx, code, at)).number;
  },

  /** As `next`, with the sequence and period as well. */
  take,

  /** The number `next` would give now (or on `at`), taking nothing: for the rule screen's 预览. */
  async preview(db: Db, ctx: RequestContext, code: string, at?: Date | string): Promise<TakenNumber> {
    const rule = await ruleOf(db, ctx, code);
    const day = dayOf(at);
    const key = periodKey(rule.resetCycle, day);
    const [row] = await db
      .select({ lastValue: counter.lastValue })
      .from(counter)
      .where(and(eq(counter.tenantId, ctx.tenantId), eq(counter.ruleCode, code), eq(counter.periodKey, key)));
    return format(rule, Number(row?.lastValue ?? 0) + 1, day, key);
  },

  /** Whether any number of the rule has been taken in the tenant (its date part and reset cycle are then fixed). */
  async used(db: Db, ctx: RequestContext, code: string): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(counter)
      .where(and(eq(counter.tenantId, ctx.tenantId), eq(counter.ruleCode, code)))
      .limit(1);
    return !!row;
  },
};

async function take(tx: Db, ctx: RequestContext, code: string, at?: Date | string): Promise<TakenNumber> {
  const rule = await ruleOf(tx, ctx, code);
  const day = dayOf(at);
  const key = periodKey(rule.resetCycle, day);
  const [row] = await tx
    .insert(counter)
    .values({ tenantId: ctx.tenantId, ruleCode: code, periodKey: key, lastValue: 1, updateTime: nowString() })
    .onConflictDoUpdate({
      target: [counter.tenantId, counter.ruleCode, counter.periodKey],
      set: { lastValue: sql`${counter.lastValue} + 1`, updateTime: nowString() },
    })
    .returning({ lastValue: counter.lastValue });
  // Beyond the width the caller's transaction fails, and with it the increment.
  return format(rule, Number(row.lastValue), day, key);
}
