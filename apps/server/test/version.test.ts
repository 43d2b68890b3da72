/**
 * Optimistic concurrency (issue 9, item 13): an update without `version` is applied whatever was written meanwhile
 * (last write wins, as BladeX clients send none); with `version`, a stale one is a 409. The races are real on
 * PostgreSQL (TEST_DATABASE_URL), where these requests run in parallel; on PGlite they run one after another.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, client, ok, signIn, testApp } from './helpers';

// postgres: optimistic concurrency with really parallel updates (scripts/test.mjs api:postgres)

let app: FastifyInstance;
let c: Client;
const P = '/api/blade-system/param';

before(async () => {
  app = await testApp();
  c = client(app, await signIn(app));
});
after(() => app.close());

async function newParam(key: string) {
  await ok(c, `${P}/submit`, { paramName: key, paramKey: key, paramValue: 'v0' });
  return (await ok(c, `${P}/list?paramKey_equal=${key}`)).records[0];
}

test('without a version an update is applied over a write made since it was read', async () => {
  const rec = await newParam('lww');
  await ok(c, `${P}/update`, { id: rec.id, paramValue: 'other', version: rec.version });
  await ok(c, `${P}/update`, { id: rec.id, paramValue: 'mine' });
  const now = await ok(c, `${P}/detail?id=${rec.id}`);
  assert.equal(now.paramValue, 'mine');
  assert.equal(now.version, rec.version + 2);
});

test('concurrent updates without a version all succeed, each bumping the version once', async () => {
  const rec = await newParam('race.lww');
  const n = 24;
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => c.post(`${P}/submit`, { id: rec.id, paramValue: `w${i}` })),
  );
  assert.deepEqual(
    results.map((r) => r.status),
    Array(n).fill(200),
    JSON.stringify(results.filter((r) => r.status !== 200).map((r) => r.body.msg)),
  );
  const now = await ok(c, `${P}/detail?id=${rec.id}`);
  assert.equal(now.version, rec.version + n);
  assert.match(now.paramValue, /^w\d+$/);
});

test('concurrent updates from the same version: exactly one wins, the others get 409 and write nothing', async () => {
  const rec = await newParam('race.version');
  const n = 12;
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      c.post(`${P}/update`, { id: rec.id, paramValue: `v${i}`, version: rec.version }),
    ),
  );
  const won = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
  assert.equal(won.length, 1, JSON.stringify(results.map((r) => r.status)));
  assert.ok(results.every((r) => r.status === 200 || r.status === 409));
  const now = await ok(c, `${P}/detail?id=${rec.id}`);
  assert.equal(now.version, rec.version + 1);
  assert.equal(now.paramValue, `v${won[0]}`);
});
