/**
 * Totals that stay cheap (docs/decisions.md): the unfiltered total of a page is the tenant's live-row counter, kept by
 * triggers through every kind of write; a filtered total is exact up to the count cap (PAGE_COUNT_CAP, 5 here) and
 * past it a lower bound the answer marks with `totalIsLowerBound: true`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../src/schema';
import { type Client, client, createTenant, ok, signIn, testApp } from './helpers';

let app: FastifyInstance;
let c: Client;
const P = '/api/blade-system/param';
const CAP = 5;

before(async () => {
  app = await testApp({ PAGE_COUNT_CAP: String(CAP) });
  c = client(app, await signIn(app));
});
after(() => app.close());

const db = () => app.appContext.database.owner;
async function one(q: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  return ((await db().execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
}
/** The truth the counter must equal: live parameters of a tenant, counted. */
const liveParams = async (tenant = '000000') =>
  Number((await one(sql`select count(*) n from blade_param where tenant_id = ${tenant} and is_deleted = 0`)).n);
const unfiltered = async () => ok(c, `${P}/list?current=1&size=10`);
let made = 0;
const create = async (prefix = 'tot') => {
  made++;
  return ok(c, `${P}/submit`, { paramName: `${prefix} ${made}`, paramKey: `${prefix}.${made}`, paramValue: 'v' });
};
const idsOf = async (like: string) =>
  (await ok(c, `${P}/list?size=100&paramKey=${like}`)).records.map((r: { id: string }) => r.id);

describe('unfiltered total: the counter', () => {
  test('equals the live rows, exact, and carries no lower-bound mark', async () => {
    const page = await unfiltered();
    assert.equal(page.total, await liveParams());
    assert.equal('totalIsLowerBound' in page, false);
  });

  test('follows creates and removes (soft delete), also past the cap', async () => {
    const before = (await unfiltered()).total;
    for (let i = 0; i < CAP + 2; i++) await create();
    assert.equal((await unfiltered()).total, before + CAP + 2);
    const ids = await idsOf('tot.');
    await ok(c, `${P}/remove?ids=${ids.slice(0, 3).join(',')}`, {});
    const after = await unfiltered();
    assert.equal(after.total, before + CAP - 1);
    assert.equal(after.total, await liveParams());
    assert.equal('totalIsLowerBound' in after, false);
  });

  test('stays exact through concurrent creates', async () => {
    const before = (await unfiltered()).total;
    await Promise.all(Array.from({ length: 20 }, () => create('conc')));
    assert.equal((await unfiltered()).total, before + 20);
    assert.equal((await unfiltered()).total, await liveParams());
  });

  test('follows writes that bypass the repository: bulk insert, soft delete, restore, hard delete', async () => {
    const before = (await unfiltered()).total;
    await db().execute(sql`
      insert into blade_param (id, tenant_id, param_name, param_key, param_value, create_time, is_deleted)
      select 7000000000000000000 - g, '000000', 'raw ' || g, 'raw.' || g, 'v', now(), (g % 4 = 0)::int
      from generate_series(1, 40) g`);
    assert.equal((await unfiltered()).total, before + 30, 'the ten inserted as deleted are not live');
    await db().execute(sql`update blade_param set is_deleted = 1 where param_key in ('raw.1', 'raw.2')`);
    await db().execute(sql`update blade_param set is_deleted = 0 where param_key = 'raw.4'`);
    await db().execute(sql`update blade_param set param_value = 'w' where param_key like 'raw.%'`);
    await db().execute(sql`delete from blade_param where param_key in ('raw.3', 'raw.8')`);
    assert.equal((await unfiltered()).total, before + 30 - 2 + 1 - 1);
    assert.equal((await unfiltered()).total, await liveParams());
  });

  test('is kept per tenant', async () => {
    await createTenant(app, '200001');
    const other = client(app, await signIn(app, 'admin', 'admin', '200001'));
    const before = (await ok(other, `${P}/list`)).total;
    assert.equal(before, await liveParams('200001'));
    const mine = (await unfiltered()).total;
    await ok(other, `${P}/submit`, { paramName: 'other', paramKey: 'other.1', paramValue: 'v' });
    assert.equal((await ok(other, `${P}/list`)).total, before + 1);
    assert.equal((await unfiltered()).total, mine);
  });

  test('platform resources (no tenant column in the count) answer exact totals too', async () => {
    const page = await ok(c, '/api/blade-system/tenant/list');
    const n = Number((await one(sql`select count(*) n from blade_tenant where is_deleted = 0`)).n);
    assert.equal(page.total, n);
  });
});

describe('filtered total: counted up to the cap', () => {
  before(async () => {
    for (let i = 0; i < 3; i++) await create('few');
    for (let i = 0; i < CAP + 3; i++) await create('many');
  });

  test('below the cap: exact, no mark', async () => {
    const page = await ok(c, `${P}/list?paramKey=few.`);
    assert.equal(page.total, 3);
    assert.equal(page.records.length, 3);
    assert.equal('totalIsLowerBound' in page, false);
  });

  test('exactly at the cap: still exact', async () => {
    const ids = await idsOf('many.');
    await ok(c, `${P}/remove?ids=${ids.slice(0, 3).join(',')}`, {});
    const page = await ok(c, `${P}/list?paramKey=many.&size=2`);
    assert.deepEqual([page.total, page.pages, 'totalIsLowerBound' in page], [CAP, 3, false]);
    for (let i = 0; i < 3; i++) await create('many');
  });

  test('past the cap: the cap, marked as a lower bound', async () => {
    const page = await ok(c, `${P}/list?paramKey=many.&size=2`);
    assert.deepEqual([page.total, page.pages, page.totalIsLowerBound], [CAP, 3, true]);
    assert.equal(page.records.length, 2);
  });

  test('a page beyond the cap still counts the rows up to itself', async () => {
    const page = await ok(c, `${P}/list?paramKey=many.&size=2&current=4`);
    assert.equal(page.records.length, 2);
    assert.deepEqual([page.total, page.totalIsLowerBound], [8, true]);
  });

  test('an exact filter and a filter matching nothing', async () => {
    const key = (await ok(c, `${P}/list?paramKey=few.`)).records[0].paramKey;
    assert.equal((await ok(c, `${P}/list?paramKey_equal=${key}`)).total, 1);
    const none = await ok(c, `${P}/list?paramKey=no-such-key`);
    assert.deepEqual([none.total, none.pages, 'totalIsLowerBound' in none], [0, 0, false]);
  });
});

test('every resource table (soft delete) is under the counter triggers', async () => {
  const tables = Object.values(schema)
    .map((t) => getTableConfig(t as never))
    .filter((t) => t.columns.some((col) => col.name === 'is_deleted'))
    .map((t) => t.name);
  assert.ok(tables.length >= 10);
  for (const name of tables) {
    const { n } = await one(
      sql`select count(*) n from pg_trigger where tgrelid = ${name}::regclass and tgname like '%live_rows%'`,
    );
    assert.equal(Number(n), 4, `${name}: add it with flp_track_live_rows in its migration`);
  }
});
