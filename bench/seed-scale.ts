/**
 * `npm run seed:scale`: the servicing scale data (bench/servicing-scale.ts) in a PostgreSQL database — 10^5 IOUs with
 * 10^6 schedule rows by default — for the benchmarks and for trying the lists at size.
 *
 *   npm run seed:scale -- [--ious 100000] [--today yyyy-MM-dd] [--database postgres://…/flp_scale]
 * Without --database a new database is created on BENCH_DATABASE_URL's server (postgres://postgres@127.0.0.1:5432)
 * and its URL printed; start the server on it with DATABASE_URL=<that URL> npm run serve.
 */
process.env.TZ ??= 'Asia/Shanghai';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { formatDate } from '../apps/server/src/platform/db/time';
import { seedServicingScale } from './servicing-scale';
import { arg, freshDatabase } from './setup';

async function main() {
  const url = arg('database', '') || (await freshDatabase('flp_scale')).url;
  const config = loadConfig({ DATABASE_URL: url, CAPTCHA: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'off', JOBS: 'off' });
  const app = await buildApp(config, { logger: false });
  try {
    await seedServicingScale(app.appContext.database.owner, {
      ious: Number(arg('ious', '100000')),
      today: arg('today', formatDate(new Date())),
    });
    console.log(`database: ${url}`);
  } finally {
    await app.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
