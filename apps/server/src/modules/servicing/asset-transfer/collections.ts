// 转付明细: what the lessee paid of each transferred period and what was passed on to the buyer. What was paid is
// read from the ledger whenever the rows are read — the allocation lines every verification, reversal and daily job
// write (rent: principal and interest; 罚息 and fees stay the servicer's) — so a reversal or a late receipt shows at
// once and nothing is kept twice. Passing on is recorded by `passOn`: the amount collected and not yet passed on.
import { assetRepayment, l } from '@flp/shared';
import { D, type Decimal, ZERO, formatMoney } from '@flp/shared/finance';
import { sql } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw';
import { invalidField, labelled } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { dec, fieldsOf } from '../changes/record';
import { businessDate } from '../ledger';
import { assetTransferRepos } from './repos';

const keyOf = (iouId: unknown, period: unknown) => `${iouId}|${period}`;

/** Rent paid per IOU and period (principal and interest), with the date of the last payment towards it. */
async function paidRent(db: Db, ctx: RequestContext, iouIds: string[]) {
  const out = new Map<string, { amount: Decimal; date: string }>();
  if (!iouIds.length) return out;
  // Every line of the IOUs, whoever's replay wrote it: the tenant's condition only, beyond the caller's data scope.
  const lines = await selectRows<{ iouId: string; period: number; amount: string; date: string }>(
    db,
    sql`SELECT iou_id::text AS "iouId", period, sum(amount)::text AS amount, max(apply_date)::text AS date
      FROM fl_receipt_allocation
      WHERE tenant_id = ${ctx.tenantId} AND is_deleted = 0 AND component IN ('PRINCIPAL', 'INTEREST')
        AND iou_id IN (${sql.join(
          iouIds.map((id) => sql`${id}::bigint`),
          sql`, `,
        )})
      GROUP BY iou_id, period`,
  );
  for (const x of lines) out.set(keyOf(x.iouId, x.period), { amount: new D(x.amount), date: x.date });
  return out;
}

/**
 * The rows with what the ledger says was received (`received`, `receivedDate`), what is left to pass on (`toPassOn`)
 * and their state: 已收待转付 while something received is not passed on, 已转付 once all of it is, else 未到期.
 */
export async function withCollections(db: Db, ctx: RequestContext, rows: Row[]): Promise<Row[]> {
  const paid = await paidRent(db, ctx, [...new Set(rows.map((r) => String(r.iouId)))]);
  return rows.map((r) => {
    const p = paid.get(keyOf(r.iouId, r.period));
    const received = p?.amount ?? ZERO;
    const passed = dec(r.passedOn);
    const toPassOn = received.minus(passed);
    return {
      ...r,
      received: formatMoney(received),
      receivedDate: p?.date ?? null,
      toPassOn: formatMoney(toPassOn),
      passState: toPassOn.gt(0) ? 'collected' : passed.gt(0) ? 'passed' : 'due',
    };
  });
}

const { refuse: refuseField } = fieldsOf(assetRepayment);
/** The rows passed on are named as the screen's list is. */
const refuseRows = (zh: string, en: string) => invalidField('ids', labelled(assetRepayment.label, l(zh, en)));

/**
 * 转付: the rows' collections not yet passed on, passed on `date` — each row's transfer settled (its row locked, so
 * two at once pass on in turn), each with something to pass on, the date on or after each receipt and not after the
 * business date. All rows or none.
 */
export async function passOn(h: HookContext, ids: string[], date: string) {
  const repo = assetTransferRepos.repayment;
  const wide = beyondDataScope(h.ctx);
  const rows = await repo.findIds(h.tx, h.ctx, ids);
  if (rows.length !== ids.length) throw repo.missing(ids.filter((id) => !rows.some((r) => r.id === id)));
  const parents = [...new Set(rows.map((r) => String(r.pid)))].sort();
  for (const pid of parents) {
    const t = await assetTransferRepos.transfer.lockById(h.tx, wide, pid);
    if (t.transferState !== 'settled')
      throw refuseRows(`资产转让 ${t.transferNo} 尚未交割`, `asset transfer ${t.transferNo} is not settled`);
  }
  const today = await businessDate(h.tx, h.ctx);
  if (date > today)
    throw refuseField('passedOnDate', l(`不能晚于业务日期 ${today}`, `cannot be after the business date (${today})`));
  // Read again under the locks: what was passed on meanwhile counts.
  const live = await withCollections(h.tx, h.ctx, await repo.findIds(h.tx, h.ctx, ids));
  for (const r of live) {
    const what = `第 ${r.period} 期`;
    if (!dec(r.toPassOn).gt(0))
      throw refuseRows(`${what}没有待转付的收款`, `period ${r.period} has nothing collected to pass on`);
    if (date < String(r.receivedDate))
      throw refuseField(
        'passedOnDate',
        l(
          `不能早于${what}的收款日 ${r.receivedDate}`,
          `cannot be before period ${r.period}'s receipt (${r.receivedDate})`,
        ),
      );
  }
  for (const r of live)
    await repo.update(h.tx, h.ctx, String(r.id), {
      received: r.received,
      receivedDate: r.receivedDate,
      passedOn: r.received,
      passedOnDate: date,
      passState: 'passed',
    });
  h.changed('assetRepayment', 'update', ids);
  return live.length;
}
