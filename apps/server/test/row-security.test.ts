/**
 * Row-level security (issue 16; docs/security.md): PostgreSQL itself keeps tenants apart, whatever a query forgets.
 * Runs on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/platform/db/database';
import { selectRows } from '../src/platform/db/raw';
import { tenantTablesSecurity } from '../src/platform/db/row-security';
import { NoTenantScopeError } from '../src/platform/db/scope';
import { client, createTenant, ok, signIn, testApp } from './helpers';

// postgres: row-level security under the pooled application role (scripts/test.mjs api:postgres)

let app: FastifyInstance;
let database: Database;
const OTHER = '100002';

/** A statement's rejection by the database: its SQLSTATE (42501: a policy refused the row). */
async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    return String(err.code ?? err.cause?.code ?? (e as Error).message);
  }
  return 'accepted';
}

before(async () => {
  app = await testApp();
  database = app.appContext.database;
  await createTenant(app, OTHER);
  // A parameter in each tenant, written by the owner (fixtures), to look for without any tenant condition.
  for (const tenantId of ['000000', OTHER])
    await database.owner.execute(
      sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, is_deleted, status, version)
          values (${`9${tenantId}`}, ${tenantId}, 'rls', ${`rls.${tenantId}`}, ${tenantId}, 0, 1, 1)`,
    );
});

after(() => app.close());

describe('the policies, generated from the table definitions', () => {
  test('every table with a tenant_id has row security on and the tenant policy (a new table cannot be forgotten)', async () => {
    const tables = await tenantTablesSecurity(database.owner);
    assert.ok(tables.length >= 70, `only ${tables.length} tenant tables found`);
    const missing = tables.filter((t) => !t.rls || !t.policies.includes('tenant_isolation'));
    assert.deepEqual(
      missing.map((t) => t.table),
      [],
      'tables with a tenant_id but no policy: declare tenantIsolation() in their pgTable (platform/db/row-security.ts)',
    );
    const policies = await selectRows<{ table: string; name: string; qual: string; check: string | null }>(
      database.owner,
      sql`select tablename as "table", policyname as name, qual, with_check as check from pg_policies
          where schemaname = 'public' and policyname = 'tenant_isolation'`,
    );
    for (const p of policies) {
      assert.match(p.qual, /tenant_id.*current_setting\('app\.tenant_id'/, `${p.table}: ${p.qual}`);
      assert.match(String(p.check), /tenant_id.*current_setting\('app\.tenant_id'/, `${p.table}: ${p.check}`);
    }
    // The only other policy lets any tenant read the counts of tables without tenants (numbers, not rows).
    const others = await selectRows<{ table: string; name: string; cmd: string }>(
      database.owner,
      sql`select tablename as "table", policyname as name, cmd from pg_policies
          where schemaname = 'public' and policyname <> 'tenant_isolation'`,
    );
    assert.deepEqual(others, [{ table: 'flp_row_count', name: 'shared_counts_read', cmd: 'SELECT' }]);
  });

  test('the application role can bypass nothing: not a superuser, no BYPASSRLS, owns no table', async () => {
    const role = database.tenancy.appRole;
    const [r] = await selectRows<{ su: boolean; bypass: boolean; owned: number }>(
      database.owner,
      sql`select rolsuper as su, rolbypassrls as bypass,
            (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = ${role}) as owned
          from pg_roles where rolname = ${role}`,
    );
    assert.deepEqual(r, { su: false, bypass: false, owned: 0 });
    const [me] = await database.tenancy.inTenant('000000', () =>
      selectRows<{ who: string; tenant: string }>(
        database.db,
        sql`select current_user as who, current_setting('app.tenant_id') as tenant`,
      ),
    );
    assert.deepEqual(me, { who: role, tenant: '000000' });
  });

  test('LIKE and ILIKE are leakproof, so a search under the policies can still read its trigram index', async () => {
    const fns = await selectRows<{ leakproof: boolean }>(
      database.owner,
      sql`select proleakproof as leakproof from pg_proc
          where oid in ('textlike(text,text)'::regprocedure, 'texticlike(text,text)'::regprocedure)`,
    );
    assert.deepEqual(
      fns.map((f) => f.leakproof),
      [true, true],
    );
  });
});

describe('the database refuses what the code forgets', () => {
  test('a query with no tenant condition at all returns only the tenant’s own rows', async () => {
    for (const tenantId of ['000000', OTHER]) {
      const rows = await database.tenancy.inTenant(tenantId, () =>
        selectRows<{ tenant_id: string; n: number }>(
          database.db,
          sql`select tenant_id, count(*)::int as n from blade_user group by tenant_id`,
        ),
      );
      assert.deepEqual(
        rows.map((r) => r.tenant_id),
        [tenantId],
      );
      const keys = await database.tenancy.inTenant(tenantId, () =>
        selectRows<{ k: string }>(database.db, sql`select param_key as k from blade_param where param_name = 'rls'`),
      );
      assert.deepEqual(
        keys.map((r) => r.k),
        [`rls.${tenantId}`],
      );
    }
    // Both tenants' rows are there for the owner.
    const all = await selectRows<{ n: number }>(
      database.owner,
      sql`select count(distinct tenant_id)::int as n from blade_user`,
    );
    assert.equal(all[0].n, 2);
  });

  test('an insert naming another tenant is refused by the database', async () => {
    const code = await refusal(
      database.tenancy.inTenant('000000', () =>
        database.db.execute(
          sql`insert into blade_param (id, tenant_id, param_name, param_key, param_value, is_deleted, status, version)
              values (9123, ${OTHER}, 'x', 'rls.sneaky', 'x', 0, 1, 1)`,
        ),
      ),
    );
    assert.equal(code, '42501');
  });

  test('an update cannot reach another tenant’s rows, nor move a row to another tenant', async () => {
    const touched = await database.tenancy.inTenant('000000', () =>
      selectRows<{ id: string }>(
        database.db,
        sql`update blade_param set param_value = 'changed' where param_key = ${`rls.${OTHER}`} returning id`,
      ),
    );
    assert.deepEqual(touched, []);
    const moved = await refusal(
      database.tenancy.inTenant('000000', () =>
        database.db.execute(sql`update blade_param set tenant_id = ${OTHER} where param_key = 'rls.000000'`),
      ),
    );
    assert.equal(moved, '42501');
    const deleted = await database.tenancy.inTenant('000000', () =>
      selectRows<{ id: string }>(
        database.db,
        sql`delete from blade_param where param_key = ${`rls.${OTHER}`} returning id`,
      ),
    );
    assert.deepEqual(deleted, []);
    const [theirs] = await selectRows<{ v: string }>(
      database.owner,
      sql`select param_value as v from blade_param where param_key = ${`rls.${OTHER}`}`,
    );
    assert.equal(theirs.v, OTHER);
  });

  test('outside a tenant transaction the handle refuses to run anything', () => {
    assert.throws(() => database.db.select().from(sql`blade_user` as never), NoTenantScopeError);
    assert.throws(() => database.db.execute(sql`select 1`), NoTenantScopeError);
  });

  test('a transaction left without a tenant setting sees no tenant row', async () => {
    // As the application role with no tenant set: current_setting answers null and no row matches.
    const rows = await database.owner.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${database.tenancy.appRole}, true)`);
      return selectRows<{ n: number }>(tx as never, sql`select count(*)::int as n from blade_user`);
    });
    assert.equal(rows[0].n, 0);
  });
});

describe('requests and jobs run in their tenant', () => {
  test('a page and its total come from one transaction of the caller’s tenant', async () => {
    const admin = client(app, await signIn(app));
    const page = (await ok(admin, '/api/blade-system/param/list?current=1&size=1000&paramName=rls')) as {
      records: { paramKey: string }[];
      total: number;
    };
    assert.deepEqual(
      page.records.map((r) => r.paramKey),
      ['rls.000000'],
    );
    assert.equal(page.total, 1);
    const other = client(app, await signIn(app, 'admin', 'admin', OTHER));
    const theirs = (await ok(other, '/api/blade-system/param/list?current=1&size=1000&paramName=rls')) as {
      records: { paramKey: string }[];
    };
    assert.deepEqual(
      theirs.records.map((r) => r.paramKey),
      [`rls.${OTHER}`],
    );
  });

  test('a per-tenant job sees each tenant’s rows, and only those', async () => {
    app.appContext.jobs.registry.register({
      code: 'rls_probe',
      name: { 'zh-CN': '行级安全探针', 'en-US': 'Row security probe' },
      cron: '0 0 1 1 *',
      perTenant: true,
      async run({ db, ctx }) {
        // No tenant condition: the session's tenant decides.
        const rows = await selectRows<{ t: string }>(db, sql`select distinct tenant_id as t from blade_param`);
        const seen = rows.map((r) => r.t).join(',');
        return { 'zh-CN': `${ctx.tenantId}:${seen}`, 'en-US': `${ctx.tenantId}:${seen}` };
      },
    });
    const runs = await app.appContext.jobs
      .runNow('rls_probe', 'admin')
      .finally(() => app.appContext.jobs.registry.unregister('rls_probe'));
    const results = runs.map((r) => String(r.result)).sort();
    assert.deepEqual(results, [`000000:000000`, `${OTHER}:${OTHER}`]);
  });
});

describe('the ways past the policies are named', () => {
  test('each asPlatform path in the code names a reason the security document explains', () => {
    const src = join(import.meta.dirname, '../src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(p);
      }
    };
    walk(src);
    const reasons = new Set<string>();
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/(?:asPlatform|platformPath:)\s*\(?\s*'([^']+)'/g)) reasons.add(m[1]);
    }
    assert.ok(reasons.size >= 5, [...reasons].join(', '));
    const doc = readFileSync(join(import.meta.dirname, '../../../docs/security.md'), 'utf8');
    for (const r of reasons) assert.ok(doc.includes(`\`${r}\``), `docs/security.md does not explain the path '${r}'`);
  });
});
