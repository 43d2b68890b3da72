/**
 * The API tests' database templates. A test app used to migrate and seed its own database: 4–5 s of PGlite's initdb,
 * the migrations, the platform's seeds (menus, dictionaries, regions, the families' models) — and 30–60 s more with
 * the demo. scripts/test.mjs now builds two templates once per run (make-templates.ts: without and with the demo) in a
 * folder it names in TEST_DB_TEMPLATES; testApp opens each database from one of them:
 *   embedded: PGlite's data-directory dump, loaded instead of an empty cluster (about 1 s);
 *   PostgreSQL: `CREATE DATABASE … TEMPLATE`, a file copy on the server.
 * The app still runs its migrations and seeds at start: on a template they find everything there and change nothing,
 * so a template cannot hide a seed that no longer works (the templates themselves ran them from nothing).
 * Without TEST_DB_TEMPLATES (a test file run on its own) every app builds its database from nothing, as before.
 */
import { cpSync, existsSync, openAsBlob, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDate } from '../../src/platform/db/time';

/** `<folder>/plain.json` and `<folder>/demo.json`, written by make-templates.ts beside their template. */
export interface TemplateDescription {
  /** The business date it was seeded on: the demo is dated from it, so another day builds afresh. */
  date: string;
  /** Embedded: the dump's path; PostgreSQL: the template database's name. */
  name: string;
  /** Its DATA_DIR: the demo's uploaded sample documents and generated contracts, which its rows point at. */
  dataDir: string;
}

const read = (kind: 'plain' | 'demo'): TemplateDescription | null => {
  const folder = process.env.TEST_DB_TEMPLATES;
  const path = folder && join(folder, `${kind}.json`);
  if (!path || !existsSync(path)) return null;
  const description = JSON.parse(readFileSync(path, 'utf8')) as TemplateDescription;
  return description.date === formatDate(new Date()) ? description : null; // crossed midnight: the demo is dated
};

/**
 * The template a test app's database starts from (the demo's when it seeds the demo), with the demo's files copied
 * into the app's DATA_DIR; undefined when the run made none.
 */
export async function templateFor(opts: { demo: boolean; dataDir: string; postgres: boolean }) {
  const template = read(opts.demo ? 'demo' : 'plain');
  if (!template) return undefined;
  const files = join(template.dataDir, 'files');
  if (existsSync(files)) cpSync(files, join(opts.dataDir, 'files'), { recursive: true, force: false });
  return opts.postgres ? { database: template.name } : { blob: await openAsBlob(template.name) };
}
