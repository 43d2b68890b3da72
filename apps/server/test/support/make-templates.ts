/**
 * Builds the run's database templates (see templates.ts) into a folder and writes their manifest there:
 *   node --import ./scripts/source.mjs apps/server/test/support/make-templates.ts <folder>
 * Each template is what a test app's database looks like after its first start: migrated and seeded by the real
 * buildApp, without the demo (plain) and with it (demo). With TEST_DATABASE_URL the templates are PostgreSQL
 * databases (named in the manifest; scripts/test.mjs drops them after the run), else PGlite dumps in the folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { formatDate } from '../../src/platform/db/time';
import { freshDatabaseUrl } from '../helpers';
import type { TemplateManifest } from './templates';

const folder = resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: make-templates.ts <folder>');
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
const plain = await make('plain');
const demo = await make('demo');
const manifest: TemplateManifest = { date, plain, demo, demoDataDir: join(folder, 'demo-data') };
writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
process.exit(0);
