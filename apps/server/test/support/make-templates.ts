/**
 * Builds one of the run's database templates (see templates.ts) into a folder, with its description beside it:
 *   node --import ./scripts/source.mjs apps/server/test/support/make-templates.ts <folder> plain|demo
 * A template is what a test app's database looks like after its first start: migrated and seeded by the real
 * buildApp, without the demo (plain) or with it (demo). With TEST_DATABASE_URL it is a PostgreSQL database (named in
 * its description; scripts/test.mjs drops it after the run), else a PGlite dump in the folder. scripts/test.mjs builds
 * the two side by side.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { formatDate } from '../../src/platform/db/time';
import { freshDatabaseUrl } from '../helpers';
import type { TemplateDescription } from './templates';

const [folderArg, kind] = process.argv.slice(2);
if (!folderArg || (kind !== 'plain' && kind !== 'demo'))
  throw new Error('usage: make-templates.ts <folder> plain|demo');
const folder = resolve(folderArg);
mkdirSync(folder, { recursive: true });

async function make(kind: 'plain' | 'demo'): Promise<string> {
  const started = Date.now();
  const url = await freshDatabaseUrl();
  const app = await buildApp(
    loadConfig({
      DATABASE_URL: url,
      CAPTCHA: 'off',
      LOG_LEVEL: 'silent',
      SEED_DEMO: kind === 'demo' ? 'on' : 'off',
      DATA_DIR: join(folder, `${kind}-data`),
    }),
    { testSeams: true, logger: false },
  );
  let name: string;
  const { dump } = app.appContext.database;
  if (dump) {
    name = join(folder, `${kind}.tar`);
    writeFileSync(name, Buffer.from(await (await dump()).arrayBuffer()));
  } else name = new URL(url).pathname.slice(1);
  await app.close();
  console.log(`# template ${kind}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return name;
}

const date = formatDate(new Date());
const description: TemplateDescription = { date, name: await make(kind), dataDir: join(folder, `${kind}-data`) };
writeFileSync(join(folder, `${kind}.json`), JSON.stringify(description, null, 2));
process.exit(0);
