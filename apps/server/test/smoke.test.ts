import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { client, signIn, testApp } from './helpers';

// postgres: the app on PostgreSQL at all, and both drivers answering the same types (scripts/test.mjs api:postgres)

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

test('health answers UP with the database kind', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().data.status, 'UP');
  // the business time zone the browsers follow: the server's own
  assert.equal(res.json().data.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  assert.ok(new Intl.DateTimeFormat('en', { timeZone: res.json().data.timeZone }));
});

test('admin signs in and manages a parameter', async () => {
  const s = await signIn(app);
  const c = client(app, s);
  const add = await c.post('/api/blade-system/param/submit', { paramName: 'n', paramKey: 'k', paramValue: 'v' });
  assert.equal(add.status, 200, JSON.stringify(add.body));
  const list = await c.get('/api/blade-system/param/list?paramKey=k');
  assert.equal(list.data.total, 1);
  assert.equal(list.data.records[0].paramValue, 'v');
});

// Both drivers must hand back the same JavaScript for the same SQL (database.ts): this runs on the embedded database
// and again on PostgreSQL, against one expectation, so a difference fails one of the two passes. What is the same
// here need not be tested file by file on both databases (docs/testing.md, the PostgreSQL pass).
test('the embedded database and PostgreSQL answer the same types', async () => {
  const result = (await app.appContext.database.owner.execute(
    sql`select 1::int8 as i8, 2::int4 as i4, 3::int2 as i2, count(*) as n, sum(2::int8) as s8, sum(2) as s4,
        1.50::numeric(12,2) as num, avg(2) as av, 1.5::float8 as f8, true as b, '10:00'::time as t,
        '2026-01-01'::date as d, '2026-01-01 08:00:00'::timestamp as ts, '{a}'::text[] as arr, '{"a":1}'::jsonb as j`,
  )) as unknown as { rows?: Record<string, unknown>[] } & Record<string, unknown>[];
  const row = (result.rows ?? result)[0];
  assert.deepEqual(
    { ...row },
    {
      i8: '1',
      i4: 2,
      i2: 3,
      n: '1',
      s8: '2',
      s4: '2',
      num: '1.50',
      av: '2.0000000000000000',
      f8: 1.5,
      b: true,
      t: '10:00:00',
      d: '2026-01-01',
      ts: '2026-01-01 08:00:00',
      arr: ['a'],
      j: { a: 1 },
    },
  );
});
