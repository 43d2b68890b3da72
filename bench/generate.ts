/**
 * The large-data generator: fills a tenant with many users and parameters in one SQL statement each
 * (generate_series), fast enough to run before every benchmark.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';

export async function generate(db: Db, opts: { users: number; params: number; tenantId?: string }) {
  const tenant = opts.tenantId ?? '000000';
  // Ids: a fixed high range so they never meet the snowflake ids of seeded rows.
  await db.execute(sql`
    insert into blade_param (id, tenant_id, param_name, param_key, param_value, remark, create_user, create_dept,
      create_time, update_user, update_time, status, is_deleted, version)
    select 9000000000000000000 - g, ${tenant}, '参数 ' || g, 'bench.param.' || g, md5(g::text), null, 1, 1,
      timestamp '2024-01-01' + g * interval '1 second', 1, timestamp '2024-01-01' + g * interval '1 second', 1, 0, 1
    from generate_series(1, ${opts.params}::int) g`);
  await db.execute(sql`
    insert into blade_user (id, tenant_id, code, user_type, account, password, name, real_name, email, phone, sex,
      role_id, dept_id, post_id, create_user, create_dept, create_time, update_user, update_time, status, is_deleted,
      version)
    select 8000000000000000000 - g, ${tenant}, 'U' || g, 1, 'bench' || g, 'x', '用户' || g, '员工' || g,
      'u' || g || '@example.com', '138' || lpad(g::text, 8, '0'), 3, '1', '1', null, 1, 1,
      timestamp '2024-01-01' + g * interval '1 second', 1, timestamp '2024-01-01' + g * interval '1 second', 1, 0, 1
    from generate_series(1, ${opts.users}::int) g`);
  await db.execute(sql`vacuum analyze blade_param`);
  await db.execute(sql`vacuum analyze blade_user`);
}
