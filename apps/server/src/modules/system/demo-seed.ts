import { PLATFORM_TENANT_ID } from '@flp/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { hashPassword, md5 } from '../../platform/auth/password';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { repos } from './repos';
import { DEMO_DEPTS, DEMO_PARAMS, DEMO_USERS } from './seed-data';
import { setUpTenant } from './seed';
import { paramTable } from './tables';

/** The password of every demo user (the same as a reset password, so staff can be shown both). */
export const DEMO_PASSWORD = '123456';

/**
 * Sample organisation for tenant 000000 so a first run shows a working company rather than empty screens: the
 * standard set-up every new tenant gets (setUpTenant: staff roles, contract and workflow models), and on top of it
 * departments, staff users holding the standard roles and the penalty / grace / reminder
 * parameters. Runs only with SEED_DEMO=on (the default for the product, off for the API tests), once per database: a
 * marker parameter records that it ran, so it never restores what an administrator deleted on purpose.
 */
export async function seedDemo(db: Db) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  await db.transaction(async (tx) => {
    // Deleted rows count too: once seeded, what an administrator removes stays removed.
    const [marker] = await tx
      .select({ n: count() })
      .from(paramTable)
      .where(and(eq(repos.param.col('tenantId'), PLATFORM_TENANT_ID), eq(repos.param.col('paramKey'), DEMO_MARKER)));
    if (Number(marker.n)) return;

    const [root] = await repos.dept.list(tx, ctx, { where: [eq(repos.dept.col('parentId'), '0')], limit: 1 });
    const deptIds = new Map<string, string>();
    for (const [sort, d] of DEMO_DEPTS.entries()) {
      const row = await repos.dept.insert(tx, ctx, {
        parentId: root.id,
        ancestors: `0,${root.id}`,
        deptName: d.name,
        fullName: d.fullName,
        deptCategory: 2, // 部门 (the root is the 公司)
        sort: sort + 1,
      });
      deptIds.set(d.name, row.id);
    }

    // The standard set-up every tenant gets (roles, contract and workflow models); the demo adds its staff.
    await setUpTenant(tx, PLATFORM_TENANT_ID);
    const roles = await repos.role.list(tx, ctx, {
      where: [inArray(repos.role.col('roleAlias'), [...new Set(DEMO_USERS.map((u) => u.role))])],
    });
    const roleIds = new Map(roles.map((r) => [String(r.roleAlias), r.id]));

    const posts = await repos.post.list(tx, ctx, {
      where: [
        inArray(
          repos.post.col('postCode'),
          DEMO_USERS.map((u) => u.post),
        ),
      ],
    });
    const password = await hashPassword(md5(DEMO_PASSWORD));
    for (const u of DEMO_USERS) {
      if (await repos.user.count(tx, ctx, eq(repos.user.col('account'), u.account))) continue;
      await repos.user.insert(tx, ctx, {
        account: u.account,
        password,
        name: u.name,
        realName: u.name,
        phone: u.phone,
        email: `${u.account}@example.com`,
        sex: u.sex,
        userType: 1,
        roleId: roleIds.get(u.role),
        deptId: deptIds.get(u.dept),
        postId: posts.find((p) => p.postCode === u.post)?.id ?? '',
      });
    }

    for (const p of DEMO_PARAMS) {
      if (!(await repos.param.count(tx, ctx, eq(repos.param.col('paramKey'), p.paramKey))))
        await repos.param.insert(tx, ctx, p);
    }
    await repos.param.insert(tx, ctx, {
      paramName: '演示数据已生成',
      paramKey: DEMO_MARKER,
      paramValue: new Date().toISOString().slice(0, 10),
      remark: '首次启动时生成演示数据的日期（SEED_DEMO=on）',
    });
  });
}

const DEMO_MARKER = 'demo.seeded';
