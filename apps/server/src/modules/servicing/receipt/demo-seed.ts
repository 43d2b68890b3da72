// Demo receipts for tenant 000000 (SEED_DEMO), over the IOUs the loan demo made (active, a schedule in effect),
// each paid as demo-plan.ts says: on time, late (with the 罚息), part-paid, overpaid (the credit held), stopped —
// entered by 王芳 and verified by 周敏 (finance), reviewed by 孙丽 (the finance reviewer: three people, the receipts'
// four eyes) — two latest receipts left waiting for verification or review, so every tab of the screen has rows.
// Runs once (any receipt of the tenant means it ran).
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { and, eq } from 'drizzle-orm';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, systemContext } from '../../../platform/tenancy/context';
import { demoActors } from '../../flow';
import type { SystemServices } from '../../system/services';
import type { DemoPayment } from '../../demo-portfolio';
import { businessDate, effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import { previewAllocation, reviewReceipts, verifyReceipts } from './actions';

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function seedReceiptDemo(
  db: Db,
  deps: { receipts: ResourceService; system: SystemServices; payments: ReadonlyMap<string, DemoPayment> },
) {
  const tenantId = PLATFORM_TENANT_ID;
  const sys = systemContext(tenantId);
  if (await servicingRepos.receipt.count(db, sys)) return;
  const actors = await demoActors(deps.system, tenantId, ['wangfang', 'zhoumin', 'sunli']);
  if (!actors) return;
  const { wangfang, zhoumin, sunli } = actors;
  const service = deps.receipts;
  const i = servicingRepos.iou;
  const ious = await i.list(db, sys, { where: [and(eq(i.col('iouState'), 'active'))!], query: { ascs: 'id' } });
  const today = await businessDate(db, sys);

  /** Entered by 王芳; verified by 周敏 and reviewed by 孙丽 unless `stop` says where it waits. */
  const receive = async (iou: (typeof ious)[number], date: string, amount: string, stop?: 'entered' | 'verified') => {
    const row = await service.create(wangfang, {
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: date,
      amount,
      payer: `承租人 ${iou.iouNo}`,
      bankRef: `DEMO${date.replaceAll('-', '')}${iou.id}`,
    });
    if (stop === 'entered') return;
    const id = row.id;
    await service.write(zhoumin, {}, (h) => verifyReceipts(h, service, [id]));
    if (stop !== 'verified') await service.write(sunli, {}, (h) => reviewReceipts(h, service, [id]));
  };
  const dueOn = async (ctx: RequestContext, iou: (typeof ious)[number], date: string) =>
    new D((await previewAllocation(db, ctx, { iou, asOf: date })).due.total);

  // The IOUs in the order the loan demo made them, each paid as the plan says (demo-plan.ts).
  for (const iou of ious) {
    const payment = deps.payments.get(String(iou.id)) ?? { kind: 'onTime' };
    const periods = (await effectiveRows(db, sys, [iou.id])).filter((p) => String(p.dueDate) <= today);
    // A part-paying lessee pays half of the period before the latest and nothing of the latest (so it is overdue).
    const paying =
      payment.kind === 'stopped'
        ? periods.slice(0, payment.paid)
        : payment.kind === 'partial'
          ? periods.slice(0, -1)
          : periods;
    for (const [k, p] of paying.entries()) {
      const last = k === paying.length - 1;
      const due = String(p.dueDate);
      const late = payment.kind === 'late' ? addDays(due, payment.days) : due;
      const date = late <= today ? late : due;
      const owed = await dueOn(wangfang, await i.getById(db, sys, iou.id), date);
      if (owed.lte(0)) continue;
      let amount = owed;
      if (payment.kind === 'partial' && last) amount = owed.div(2).toDecimalPlaces(2);
      if (payment.kind === 'overpaid' && last) amount = owed.plus(5000);
      // The latest receipt of two IOUs waits on the screen (one for review, one for verification).
      const stop =
        last && payment.kind === 'overpaid'
          ? 'verified'
          : last && payment.kind === 'onTime' && payment.latestWaits
            ? 'entered'
            : undefined;
      await receive(iou, date, formatMoney(amount), stop);
    }
  }
}
