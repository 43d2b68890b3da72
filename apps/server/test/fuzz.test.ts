/**
 * Fuzz of every operation of the OpenAPI document (issue 9, evidence): bad values per field kind, NUL and lone
 * surrogates, huge numbers, malformed bodies. No answer may be a 5xx and no refused write may change the database.
 * A fixed seed and a bounded number of cases per operation (48: about nine minutes on the embedded database, each
 * refused write followed by a fingerprint of every table; CI's PostgreSQL pass runs 12) bound it; the long run is
 * `npm run bench -- memory`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp } from './helpers';
import { fuzzCases, type OpenApiDoc } from './fuzz/cases';
import { runFuzz } from './fuzz/run';

// postgres: no refused request writes, under PostgreSQL's transactions (12 cases per operation) (scripts/test.mjs api:postgres)

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 48);

let app: FastifyInstance;
before(async () => {
  app = await testApp();
  await app.ready();
});
after(() => app.close());

test(`every operation, ${PER_OPERATION} cases each (seed ${SEED}): no 5xx, no partial write`, async () => {
  const cases = fuzzCases(app.swagger() as unknown as OpenApiDoc, { seed: SEED, perOperation: PER_OPERATION });
  assert.ok(cases.length > 1000, `${cases.length} cases`);
  const report = await runFuzz(app, cases, { checkWrites: true });
  assert.deepEqual(report.failures, [], `${report.failures.length} failures of ${report.requests} requests`);
  // the fuzz reached the handlers: most answers are refusals with a message, some are successes
  assert.ok((report.byStatus[400] ?? 0) > cases.length / 4, JSON.stringify(report.byStatus));
  assert.ok((report.byStatus[200] ?? 0) > 0, JSON.stringify(report.byStatus));
});
