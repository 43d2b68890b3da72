/**
 * Applying a post-lease change to the long IOU (issue 29; bench/long-iou.ts: 360 monthly periods, 400 receipts), on the
 * embedded database by default. Times, as the mean of `--repeat` runs after a warm-up, each in a transaction rolled
 * back so every run applies to the same IOU:
 *   - pricing an extension (展期 from the last period over 12 more, priced from the ledger as of the date);
 *   - applying it: pricing again, the new schedule version written (371 periods) and put in effect, the IOU replayed
 *     and its figures, periods and allocations written;
 *   - the floor, as plain SQL: the two reads a price rests on and the bulk insert of the new version's periods.
 * Target: applying a change under 100 ms. Not a test: nothing here asserts.
 *
 *   npm run bench -- change [--repeat 20] [--database <postgres url>]
 */
process.env.TZ ??= 'Asia/Shanghai';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { HookContext } from '../apps/server/src/platform/crud/service';
import type { Db } from '../apps/server/src/platform/db/database';
import { extensionOver } from '../apps/server/src/modules/servicing/extension/extension';
import type { ProjectApi } from '../apps/server/src/modules/project';
import { extensionRepos } from '../apps/server/src/modules/servicing/extension/repos';
import { servicingRepos } from '../apps/server/src/modules/servicing/repos';
import { systemContext } from '../apps/server/src/platform/tenancy/context';
import { fixDemoBusinessDate } from '../apps/server/src/modules/servicing/overdue/business-date';
import { longIou, mean } from './long-iou';
import { arg } from './setup';

const REPEAT = Number(arg('repeat', '20'));
const TARGET_MS = 100;
const ctx = systemContext('000000');
const ROLLBACK = new Error('rolled back');

/** Runs `work` in a transaction that is then rolled back. */
async function rolledBack(db: Db, work: (tx: Db) => Promise<unknown>) {
  try {
    await db.transaction(async (tx) => {
      await work(tx as Db);
      throw ROLLBACK;
    });
  } catch (e) {
    if (e !== ROLLBACK) throw e;
  }
}

async function main() {
  const config = loadConfig({
    DATABASE_URL: arg('database', 'memory://'),
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.appContext.database.owner;
  // The business date on period 359's due date: the IOU derived then, the extension effective then.
  const date = '2029-12-15';
  await fixDemoBusinessDate(db, '000000', date);
  const { iou, rows } = await longIou(app);
  if (String(rows.at(-2)!.dueDate) !== date) throw new Error(`period 359 falls due on ${rows.at(-2)!.dueDate}`);
  // Period 360 rescheduled over 12 months; the guarantors are not asked here (the consent is the start's, not the price's).
  const over = extensionOver({} as ProjectApi);
  // What is overdue on the date (the late rents) is capitalised: the heavier path, a receipt more in the replay.
  const values = {
    changeNo: 'BENCH',
    iouId: iou.id,
    trandate: date,
    newPeriods: 12,
    feeRate: '1',
    overdueTreatment: 'CAPITALISE',
    reason: 'bench',
  };
  const record = (await extensionRepos.extension.insert(db, ctx, values)) as never;
  const hook = (tx: Db): HookContext => ({ tx, ctx, afterCommit: () => {}, changed: () => {} });
  const stored = await servicingRepos.iou.getById(db, ctx, iou.id);
  console.log(`IOU ${iou.iouNo}: ${rows.length} periods, 400 receipts; extended on ${date} from period 360 over 12`);

  const price = await mean(REPEAT, () => over.price!(hook(db), stored, record));
  const apply = await mean(REPEAT, () =>
    rolledBack(db, async (tx) => {
      const h = hook(tx);
      const locked = await over.lock(h, iou.id);
      // The approving step's work: priced again, then applied.
      await over.apply(h, locked, record, await over.price!(h, locked, record));
    }),
  );
  const raw = await mean(REPEAT, () =>
    rolledBack(db, async (tx) => {
      await tx.execute(sql`select r.* from fl_repayment_schedule_row r join fl_repayment_schedule s on s.id = r.schedule_id
        where r.tenant_id = '000000' and r.iou_id = ${iou.id} and s.effective = '1' order by r.period`);
      await tx.execute(sql`select * from fl_receipt where tenant_id = '000000' and iou_id = ${iou.id}
        and receipt_state in ('verified','reviewed') and receipt_kind in ('rent','credit','capitalised') order by receipt_date, id`);
      await tx.execute(sql`insert into fl_repayment_schedule_row (id, tenant_id, schedule_id, iou_id, period, due_date, rent,
        principal, interest, fee, purchase_price, balance, create_time, update_time, is_deleted, version)
        select 9000000000 + g, '000000', 1, ${iou.id}, g, date '2000-02-15' + (g || ' months')::interval, 1, 1, 0, 0, 0, 0,
        now(), now(), 0, 1 from generate_series(1, 371) g`);
    }),
  );
  const line = (name: string, ms: number) =>
    console.log(
      `  ${name.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms   ×${(ms / raw).toFixed(1)} raw SQL   target ${TARGET_MS} ms: ${(ms / TARGET_MS).toFixed(2)}`,
    );
  console.log(`  ${'raw SQL (two reads, 371 periods inserted)'.padEnd(44)} ${raw.toFixed(2).padStart(8)} ms`);
  line('price an extension (in process)', price);
  line('apply it (price again, new version, replay)', apply);
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
