/**
 * One long IOU evaluated and quoted (issue 28): 360 monthly periods and 400 receipts (one per period, 40 of them split
 * in two, some late), on the embedded database by default. Times, as the mean of `--repeat` calls after a warm-up:
 *   - the replay alone (ledger `evaluate`: deriveState + the figures), in process;
 *   - the two reads it rests on (the schedule in effect, the counted receipts) as plain SQL — the floor;
 *   - GET iou/evaluate (any-date view) and GET contractchange/settle/getByIouAndMonthPlus (the quote) through the API.
 * Targets: any-date evaluation and a quote each under 50 ms. Not a test: nothing here asserts.
 *
 *   npm run bench -- ledger [--repeat 30] [--database <postgres url>]
 */
process.env.TZ ??= 'Asia/Shanghai';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { countedReceipts, evaluate, evaluateAsOf, thresholdsOf } from '../apps/server/src/modules/servicing/ledger';
import { servicingRepos } from '../apps/server/src/modules/servicing/repos';
import { systemContext } from '../apps/server/src/platform/tenancy/context';
import { longIou, mean } from './long-iou';
import { arg } from './setup';

const REPEAT = Number(arg('repeat', '30'));
const TARGET_MS = 50;
const ctx = systemContext('000000');

async function main() {
  const config = loadConfig({
    DATABASE_URL: arg('database', 'memory://'),
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'off',
  });
  const app = await buildApp(config, { logger: false });
  const db = app.appContext.database.owner;
  const { iou, rows } = await longIou(app);
  const asOf = '2029-12-20';
  const counted = await countedReceipts(db, ctx, [iou.id]);
  console.log(`IOU ${iou.iouNo}: ${rows.length} periods, ${counted.length} receipts; as of ${asOf}`);
  const thresholds = await thresholdsOf(db, ctx);
  const stored = await servicingRepos.iou.getById(db, ctx, iou.id);

  const replay = await mean(REPEAT, () => evaluate(stored, rows, counted, asOf, thresholds));
  const raw = await mean(REPEAT, async () => {
    await db.execute(sql`select r.* from fl_repayment_schedule_row r join fl_repayment_schedule s on s.id = r.schedule_id
      where r.tenant_id = '000000' and r.iou_id = ${iou.id} and s.effective = '1' order by r.period`);
    await db.execute(sql`select * from fl_receipt where tenant_id = '000000' and iou_id = ${iou.id}
      and receipt_state in ('verified','reviewed') and receipt_kind in ('rent','credit') order by receipt_date, id`);
  });
  const readAndReplay = await mean(REPEAT, () => evaluateAsOf(db, ctx, stored, asOf));
  const token = await app.inject({
    method: 'POST',
    url: `/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=21232f297a57a5a743894a0e4a801fc3&grant_type=password`,
    headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` },
  });
  const headers = { 'blade-auth': `bearer ${token.json().access_token}` };
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const evaluateApi = await mean(REPEAT, () => get(`/api/rzzl_qy/iou/iou/evaluate?id=${iou.id}&asOf=${asOf}`));
  const quoteApi = await mean(REPEAT, () =>
    get(`/api/rzzl_qy/contractchange/settle/getByIouAndMonthPlus?iouId=${iou.id}&trandate=${asOf}`),
  );
  const line = (name: string, ms: number) =>
    console.log(
      `  ${name.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms   ×${(ms / raw).toFixed(1)} raw SQL   target ${TARGET_MS} ms: ${(ms / TARGET_MS).toFixed(2)}`,
    );
  console.log(`  ${'raw SQL (the two reads)'.padEnd(44)} ${raw.toFixed(2).padStart(8)} ms`);
  line('replay alone (evaluate, in process)', replay);
  line('reads + replay (evaluateAsOf, in process)', readAndReplay);
  line('GET iou/evaluate (any date, API)', evaluateApi);
  line('GET settle/getByIouAndMonthPlus (quote, API)', quoteApi);
  await app.close();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
