/**
 * The API tests' database templates. A test app used to migrate and seed its own database: 4–5 s of PGlite's initdb,
 * the migrations, the platform's seeds (menus, dictionaries, regions, the families' models) — and 30–60 s more with
 * the demo. scripts/test.mjs now builds two templates once per run (make-templates.ts: without and with the demo) and
 * names them in TEST_DB_TEMPLATES; testApp opens each database from one of them:
 *   embedded: PGlite's data-directory dump, loaded instead of an empty cluster (about 1 s);
 *   PostgreSQL: `CREATE DATABASE … TEMPLATE`, a file copy on the server.
 * The app still runs its migrations and seeds at start: on a template they find everything there and change nothing,
 * so a template cannot hide a seed that no longer works (the templates themselves ran them from nothing).
 * Without TEST_DB_TEMPLATES (a test file run on its own) every app builds its database from nothing, as before.
 */
import { cpSync, existsSync, openAsBlob, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDate } from '../../src/platform/db/time';

export interface TemplateManifest {
  /** The business date the templates were seeded on: the demo is dated from it, so another day builds afresh. */
  date: string;
  /** Embedded: the dumps' paths; PostgreSQL: the template databases' names. */
  plain: string;
  demo: string;
  /** The demo's DATA_DIR: its uploaded sample documents and generated contracts, which its rows point at. */
  demoDataDir: string;
}

export type Template = { blob: Blob } | { database: string };

let manifest: TemplateManifest | null | undefined;

function readManifest(): TemplateManifest | null {
  if (manifest !== undefined) return manifest;
  const path = process.env.TEST_DB_TEMPLATES;
  manifest = path && existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TemplateManifest) : null;
  if (manifest && manifest.date !== formatDate(new Date())) manifest = null; // crossed midnight: the demo is dated
  return manifest;
}

/**
 * The template a test app's database starts from (the demo's when it seeds the demo), with the demo's files copied
 * into the app's DATA_DIR; undefined when the run made none.
 */
export async function templateFor(opts: { demo: boolean; dataDir: string; postgres: boolean }) {
  const m = readManifest();
  if (!m) return undefined;
  if (opts.demo) {
    const files = join(m.demoDataDir, 'files');
    if (existsSync(files)) cpSync(files, join(opts.dataDir, 'files'), { recursive: true, force: false });
  }
  const name = opts.demo ? m.demo : m.plain;
  return opts.postgres ? { database: name } : { blob: await openAsBlob(name) };
}
