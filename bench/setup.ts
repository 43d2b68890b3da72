/** What the benchmarks share: their command-line options, a fresh PostgreSQL database, a signed-in administrator. */
import { createHash } from 'node:crypto';

const args = process.argv.slice(2);
/** `--name value` from the command line, else the default. */
export const arg = (name: string, d: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : d;
};

/** The server PostgreSQL runs use (BENCH_DATABASE_URL); each run creates its own database there and drops it. */
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(statement: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on PG_URL's server: its URL, and `drop` for the end of the run. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  await admin(`create database ${name}`);
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Signs in as the seeded admin/admin of tenant 000000 and answers the header that carries the token. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const tok = await fetch(
    `${base}/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${createHash('md5').update('admin').digest('hex')}&grant_type=password`,
    { method: 'POST', headers: { authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}` } },
  ).then(answerOf);
  return { 'blade-auth': `bearer ${tok.access_token}` };
}

/** A call's answer as the benches read it: the envelope with loosely shaped data (they print figures from it). */
export interface Answer {
  code: number;
  msg?: string;
  // biome-ignore lint/suspicious/noExplicitAny: the benches read whatever figures each call returns
  data?: any;
  access_token?: string;
}

/** Reads a response's JSON body as an envelope. */
export const answerOf = (r: Response) => r.json() as Promise<Answer>;
