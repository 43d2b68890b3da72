/**
 * Fuzz of every operation of the OpenAPI document (issue 9, evidence): bad values per field kind, NUL and lone
 * surrogates, huge numbers, malformed bodies. No answer may be a 5xx and no refused write may change the database.
 * A fixed seed and a bounded number of cases per operation (48 on the embedded database, a few minutes; CI's PostgreSQL
 * pass runs 12) bound it; the database is fingerprinted after every case some transaction wrote in (the next
 * transaction id, read after every case, says which). The long run is `npm run bench -- memory`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditWriter } from '../src/modules/log/audit-writer';
import type { AuditEntry } from '../src/platform/audit/trail';
import { testApp } from './helpers';
import { fuzzCases, type OpenApiDoc } from './fuzz/cases';
import { databaseFingerprint, runFuzz, transactionIdReader } from './fuzz/run';

// postgres: no refused request writes, under PostgreSQL's transactions (12 cases per operation) (scripts/test.mjs api:postgres)

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 48);

let app: FastifyInstance;
/**
 * What the audit trail recorded (platform/audit): held back while the fuzz runs — a log row written after a refused
 * call is the log's job, not a partial write, and would make every case look like a writer — then written at the end
 * through the log module's own writer, so every strange parameter the fuzz sent must be storable there too.
 */
const audited = new Map<string, AuditEntry[]>();
before(async () => {
  app = await testApp();
  await app.ready();
  app.appContext.audit.writeWith(async (tenantId, entries) => {
    audited.set(tenantId, [...(audited.get(tenantId) ?? []), ...entries]);
  });
});
after(() => app.close());

async function apiLogRows(): Promise<number> {
  const res = (await app.appContext.database.owner.execute(
    sql`select count(*)::int as n from blade_log_api`,
  )) as unknown as {
    rows?: { n: number }[];
  } & { n: number }[];
  return Number((res.rows ?? res)[0].n);
}

test(`every operation, ${PER_OPERATION} cases each (seed ${SEED}): no 5xx, no partial write`, async () => {
  const rowsBefore = await apiLogRows();
  const cases = fuzzCases(app.swagger() as unknown as OpenApiDoc, { seed: SEED, perOperation: PER_OPERATION });
  assert.ok(cases.length > 1000, `${cases.length} cases`);
  const report = await runFuzz(app, cases, { checkWrites: true });
  assert.deepEqual(report.failures, [], `${report.failures.length} failures of ${report.requests} requests`);
  // the fuzz reached the handlers: most answers are refusals with a message, some are successes
  assert.ok((report.byStatus[400] ?? 0) > cases.length / 4, JSON.stringify(report.byStatus));
  assert.ok((report.byStatus[200] ?? 0) > 0, JSON.stringify(report.byStatus));

  await app.appContext.audit.flush();
  const { database } = app.appContext;
  const write = auditWriter(database.db, database.tenancy, app.appContext.audit.server);
  let calls = 0;
  for (const [tenantId, entries] of audited) {
    for (let i = 0; i < entries.length; i += 500) await write(tenantId, entries.slice(i, i + 500));
    calls += entries.filter((e) => e.log === 'api').length;
  }
  assert.ok(calls > cases.length / 4, `${calls} calls in the API log`);
  assert.equal((await apiLogRows()) - rowsBefore, calls, 'every logged call stored');
});

test('the fingerprint and the next transaction id move with any row added, changed or removed', async () => {
  const db = app.appContext.database.owner;
  // what runFuzz reads after every case (on the embedded database, from PGlite itself): it must see every write
  const nextTransactionId = await transactionIdReader(app);
  const state = async () => [await databaseFingerprint(app), await nextTransactionId()];
  const original = await state();
  const again = await state();
  assert.equal(again[0], original[0], 'reading changes no row');
  // On PostgreSQL the next transaction id is the cluster's: test files running beside this one, each on a database
  // of its own in the same cluster, move it too (the fuzz above then only fingerprints more often).
  if (app.appContext.database.kind === 'pglite') assert.equal(again[1], original[1], 'reading moves no transaction id');
  await db.execute(sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value)
                       values ('901', '000000', 'fp', 'fp.key', 'a')`);
  const added = await state();
  await db.execute(sql`update blade_param set param_value = 'b' where id = '901'`);
  const changed = await state();
  await db.execute(sql`delete from blade_param where id = '901'`);
  const removed = await state();
  for (const i of [0, 1]) {
    assert.notEqual(added[i], original[i]);
    assert.notEqual(changed[i], added[i]);
    assert.notEqual(removed[i], changed[i]);
  }
});
