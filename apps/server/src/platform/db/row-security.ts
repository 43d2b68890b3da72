// Row-level security, the database's half (docs/security.md, "Row-level security"): the policy every table with a
// tenant_id carries, declared with the table so drizzle-kit writes it into the migration (a table cannot be added
// without it: test/row-security.test.ts reads the catalog), and the application role the policies hold to.
import { type SQL, sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { selectRows } from './raw';

/** The application role: not a superuser, not the tables' owner, so the policies apply to it. */
export const DEFAULT_APP_ROLE = 'flp_app';

const own: SQL = sql`tenant_id = current_setting('app.tenant_id', true)`;

/**
 * The policy of a table with a tenant_id: the transaction's tenant's rows only, to read and to write (an insert or
 * update naming another tenant is refused). Without a tenant set (`current_setting` answers null) no row matches.
 */
export const tenantIsolation = () =>
  pgPolicy('tenant_isolation', { for: 'all', to: 'public', using: own, withCheck: own });

/**
 * The row counts (flp_row_count) of tables without tenants are kept under tenant '': any tenant may read those
 * counts (they are numbers of shared rows such as menus, not data). Written only by the counting trigger.
 */
export const sharedCountsReadable = () =>
  pgPolicy('shared_counts_read', { for: 'select', to: 'public', using: sql`tenant_id = ''` });

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Makes sure the application role exists, the connection may switch to it, and it may use every table (a new
 * table is granted at the next start). Idempotent; run after the migrations on every start.
 */
export async function ensureAppRole(owner: Db, role: string): Promise<void> {
  if (!ROLE_NAME.test(role)) throw new Error(`DB_APP_ROLE must be a plain role name, not ${JSON.stringify(role)}`);
  const name = sql.raw(role);
  const [existing] = await selectRows<{ n: number }>(
    owner,
    sql`select count(*)::int as n from pg_roles where rolname = ${role}`,
  );
  if (!existing?.n) {
    // Databases of one server share roles: two starting together may both try (the loser's error is harmless).
    await owner.execute(
      sql`do $$ begin create role ${name} nologin; exception when duplicate_object or unique_violation then null; end $$`,
    );
  }
  const [me] = await selectRows<{ su: boolean; member: boolean }>(
    owner,
    sql`select rolsuper as su, pg_has_role(current_user, ${role}, 'member') as member from pg_roles where rolname = current_user`,
  );
  if (!me?.su && !me?.member) {
    try {
      await owner.execute(sql`grant ${name} to current_user`);
    } catch (e) {
      throw new Error(
        `the database user may not act as the role ${role}: run "GRANT ${role} TO <the server's user>" as an administrator (docs/deployment.md). ${(e as Error).message}`,
      );
    }
  }
  if (me?.su) await markSearchLeakproof(owner);
  await owner.execute(sql`grant usage on schema public to ${name}`);
  await owner.execute(sql`grant select, insert, update, delete on all tables in schema public to ${name}`);
  await owner.execute(sql`grant usage, select, update on all sequences in schema public to ${name}`);
}

/**
 * Under a policy, PostgreSQL evaluates a query's own conditions after the policy's unless their functions are marked
 * LEAKPROOF, and so cannot use an index for them first: `name LIKE '%…%'` would scan the tenant's rows instead of
 * reading the trigram index (1 ms → 35 ms at 100,000 rows). LIKE and ILIKE raise errors only about the pattern (the
 * caller's own input), never about the row's value, so they leak nothing: marked leakproof when the server may (a
 * superuser; on a managed database the administrator does it once, docs/security.md).
 */
async function markSearchLeakproof(owner: Db) {
  const fns = await selectRows<{ fn: string; leakproof: boolean }>(
    owner,
    sql`select p.oid::regprocedure::text as fn, p.proleakproof as leakproof from pg_proc p
        where p.oid in ('textlike(text,text)'::regprocedure, 'texticlike(text,text)'::regprocedure)`,
  );
  for (const f of fns) if (!f.leakproof) await owner.execute(sql.raw(`alter function ${f.fn} leakproof`));
}

/** Tables with a tenant_id and whether row security is on and the tenant policy is there (for tests and checks). */
export async function tenantTablesSecurity(owner: Db) {
  return selectRows<{ table: string; rls: boolean; forced: boolean; policies: string[] }>(
    owner,
    sql`select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
          coalesce(array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by 1), '{}') as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
        order by 1`,
  );
}
