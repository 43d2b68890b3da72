import { ADMIN_ROLE_ALIAS, DEFAULT_CLIENT, type Localized, PLATFORM_TENANT_ID, l } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import { hashPassword, md5 } from '../../platform/auth/password';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { systemContext } from '../../platform/tenancy/context';
import { repos } from './repos';
import {
  BASE_DICTS,
  DEMO_POSTS,
  type DictSeed,
  type MenuSeed,
  PLATFORM_ONLY_MENU_CODES,
  SYSTEM_MENUS,
} from './seed-data';
import { dictBizTable, menuTable, roleMenuTable, roleTable } from './tables';

const platform = systemContext(PLATFORM_TENANT_ID);

/** Menus registered by modules (each module adds its screens' menus before the seed runs). */
const registeredMenus: MenuSeed[] = [...SYSTEM_MENUS];
/** The English name of every registered menu and button, by code (its declaration's `en`). */
const englishNames = new Map<string, string>();
/** What the calls a menu's or button's code permits are called, in both languages (`permissionTitle`). */
const permissionTitles = new Map<string, Localized>();
const learnNames = (menus: MenuSeed[], parent?: MenuSeed) => {
  for (const m of menus) {
    englishNames.set(m.code, m.en);
    permissionTitles.set(
      m.code,
      m.category === 2 && parent ? l(`${parent.name} — ${m.name}`, `${parent.en} — ${m.en}`) : l(m.name, m.en),
    );
    if (m.children) learnNames(m.children, m);
  }
};
learnNames(SYSTEM_MENUS);

/**
 * A menu's or button's English name, from its module's declaration (menus.ts): the menus answer it beside the stored
 * Chinese name. Undefined for a menu an administrator added (the web app shows its Chinese name).
 */
export const menuEnglishName = (code: unknown): string | undefined => englishNames.get(String(code ?? ''));

/**
 * What a call taken under a permission is called, from the declarations: a button under its screen (用户管理 — 新增 /
 * Users — Add), a menu by its name. The API log titles its entries with it, in the reader's language.
 */
export const permissionTitle = (code: unknown): Localized | undefined => permissionTitles.get(String(code ?? ''));

/**
 * Adds a module's menus; a menu whose code is registered already (系统管理) takes the module's children under it.
 * Idempotent: several apps built in one process (tests) register the same menus.
 */
export function registerMenus(menus: MenuSeed[], into: MenuSeed[] = registeredMenus) {
  if (into === registeredMenus) learnNames(menus);
  for (const m of menus) {
    const i = into.findIndex((r) => r.code === m.code);
    if (i < 0) into.push(m);
    else if (m.children) {
      const children = [...(into[i].children ?? [])];
      registerMenus(m.children, children);
      into[i] = { ...into[i], children };
    }
  }
}

/** What modules seed into every tenant (its starting data: numbering rules, …), each idempotent. */
export type TenantSeed = (tx: Db, tenantId: string) => Promise<unknown>;
const tenantSeeds = new Map<string, TenantSeed>();
/**
 * Adds a module's starting data for every tenant (its manifest's `tenantSeed`): run in the transaction that makes a
 * tenant, and for the platform tenant on each start. Keyed by module: several apps built in one process register the
 * same one.
 */
export function registerTenantSeed(key: string, seed: TenantSeed) {
  tenantSeeds.set(key, seed);
}

/**
 * A tenant's standard set-up (roles, contract models, workflow models, …): what a leasing company needs to start
 * working, beyond the bare start initTenant gives. Run when a tenant is made on the tenant screen, and for the demo
 * tenant (000000) by the demo seed; never again on a start, so what an administrator removed stays removed. Each is
 * idempotent; keyed by module (its manifest's `tenantStarter`), so a module built again (several apps in one process)
 * replaces its own.
 */
export type TenantStarter = (tx: Db, tenantId: string) => Promise<unknown>;
const tenantStarters = new Map<string, TenantStarter>();
export function registerTenantStarter(key: string, starter: TenantStarter) {
  tenantStarters.set(key, starter);
}

/** The standard set-up of a tenant: every registered starter, in the order the modules registered them. */
export async function setUpTenant(tx: Db, tenantId: string) {
  for (const starter of tenantStarters.values()) await starter(tx, tenantId);
}

/** Dictionaries registered by modules (the base ones and each module's own, e.g. the workflow's `flow`). */
const registeredDicts: DictSeed[] = [...BASE_DICTS];
/**
 * Adds a module's dictionaries, seeded into every tenant made from now on and into the platform tenant on each start
 * (items it lacks, by key). Idempotent by code: several apps built in one process (tests) register the same ones.
 */
export function registerDicts(dicts: DictSeed[]) {
  for (const d of dicts) if (!registeredDicts.some((r) => r.code === d.code)) registeredDicts.push(d);
}

/**
 * Brings a database to the platform's starting state: tenant 000000, client saber, the administrator role holding
 * every menu and button, user admin/admin, the base dictionaries. Safe to run on every start.
 */
export async function seedPlatform(db: Db) {
  await db.transaction(async (tx) => {
    if (!(await repos.tenant.count(tx, platform, eq(repos.tenant.col('tenantId'), PLATFORM_TENANT_ID)))) {
      await repos.tenant.insert(tx, platform, {
        tenantId: PLATFORM_TENANT_ID,
        tenantName: '管理组',
        linkman: 'admin',
        accountNumber: -1,
      });
    }
    if (!(await repos.client.count(tx, platform, eq(repos.client.col('clientId'), DEFAULT_CLIENT.id)))) {
      await repos.client.insert(tx, platform, {
        clientId: DEFAULT_CLIENT.id,
        clientSecret: DEFAULT_CLIENT.secret,
        scope: 'all',
        authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social',
        accessTokenValidity: 3600,
        refreshTokenValidity: 604800,
      });
    }
    const added: AddedMenu[] = [];
    await seedMenus(tx, registeredMenus, '0', added);
    await grantNewButtons(tx, added);
    await initTenant(tx, PLATFORM_TENANT_ID, {
      roleName: '超级管理员',
      deptName: '融资租赁公司',
      userName: '管理员',
      withPosts: true,
    });
  });
}

interface AddedMenu {
  id: string;
  parentId: string;
  category: number;
}

/**
 * A button seeded into an existing menu (导出 on every list) reaches each tenant's administrator role holding that
 * menu — the platform's role gets everything anyway, and a tenant made later gets it through initTenant.
 */
async function grantNewButtons(tx: Db, added: AddedMenu[]) {
  const buttons = added.filter((m) => m.category === 2);
  if (!buttons.length) return;
  const admins = await tx
    .select({ id: roleTable.id, tenantId: roleTable.tenantId })
    .from(roleTable)
    .where(and(eq(roleTable.roleAlias, ADMIN_ROLE_ALIAS), eq(roleTable.isDeleted, 0)));
  for (const role of admins) {
    if (role.tenantId === PLATFORM_TENANT_ID) continue;
    const held = new Set(
      (
        await tx.select({ menuId: roleMenuTable.menuId }).from(roleMenuTable).where(eq(roleMenuTable.roleId, role.id))
      ).map((r) => String(r.menuId)),
    );
    const grant = buttons.filter((b) => held.has(b.parentId) && !held.has(b.id));
    if (grant.length)
      await tx
        .insert(roleMenuTable)
        .values(grant.map((b) => ({ id: nextId(), tenantId: String(role.tenantId), roleId: role.id, menuId: b.id })));
  }
}

async function seedMenus(tx: Db, menus: MenuSeed[], parentId: string, added: AddedMenu[] = []) {
  for (const m of menus) {
    const [existing] = await tx
      .select({ id: menuTable.id })
      .from(menuTable)
      .where(and(eq(menuTable.code, m.code), eq(menuTable.isDeleted, 0)))
      .limit(1);
    const id =
      existing?.id ??
      String(
        (
          await repos.menu.insert(tx, platform, {
            parentId,
            code: m.code,
            name: m.name,
            alias: m.alias ?? m.code,
            path: m.path ?? null,
            source: m.source ?? null,
            sort: m.sort ?? 0,
            category: m.category ?? 1,
            action: m.action ?? 1,
            isOpen: m.isOpen ?? 1,
          })
        ).id,
      );
    if (!existing) added.push({ id: String(id), parentId, category: m.category ?? 1 });
    if (m.children) await seedMenus(tx, m.children, String(id), added);
  }
}

/**
 * A tenant's starting state: the administrator role (granted every menu a tenant may have, all of them for 000000),
 * a root department, the admin user (password admin) and the base dictionaries. Idempotent.
 */
export async function initTenant(
  tx: Db,
  tenantId: string,
  names: { roleName: string; deptName: string; userName: string; withPosts?: boolean },
) {
  const ctx = systemContext(tenantId);
  let [role] = await tx
    .select({ id: roleTable.id })
    .from(roleTable)
    .where(and(eq(roleTable.tenantId, tenantId), eq(roleTable.roleAlias, ADMIN_ROLE_ALIAS), eq(roleTable.isDeleted, 0)))
    .limit(1);
  if (!role)
    role = (await repos.role.insert(tx, ctx, {
      parentId: '0',
      roleName: names.roleName,
      roleAlias: ADMIN_ROLE_ALIAS,
      sort: 1,
    })) as { id: string };
  await grantAllMenus(tx, tenantId, String(role.id));

  const depts = await repos.dept.list(tx, ctx, { limit: 1 });
  const deptId =
    depts[0]?.id ??
    (
      await repos.dept.insert(tx, ctx, {
        parentId: '0',
        ancestors: '0',
        deptName: names.deptName,
        fullName: names.deptName,
        deptCategory: 1,
        sort: 1,
      })
    ).id;

  if (names.withPosts && (await repos.post.count(tx, ctx)) === 0) {
    for (const p of DEMO_POSTS) await repos.post.insert(tx, ctx, p);
  }

  if (!(await repos.user.count(tx, ctx, eq(repos.user.col('account'), 'admin')))) {
    await repos.user.insert(tx, ctx, {
      account: 'admin',
      password: await hashPassword(md5('admin')),
      name: names.userName,
      realName: names.userName,
      roleId: String(role.id),
      deptId: String(deptId),
      userType: 1,
      sex: 3,
    });
  }
  await seedDicts(tx, tenantId);
  for (const seed of tenantSeeds.values()) await seed(tx, tenantId);
}

/** Grants the tenant's administrator role every menu it may have (platform-only menus only in 000000). */
export async function grantAllMenus(tx: Db, tenantId: string, roleId: string) {
  const all = await tx
    .select({ id: menuTable.id, code: menuTable.code, parentId: menuTable.parentId })
    .from(menuTable)
    .where(eq(menuTable.isDeleted, 0));
  const byId = new Map(all.map((m) => [m.id, m]));
  const isPlatformOnly = (m: (typeof all)[number]): boolean => {
    for (let cur: (typeof all)[number] | undefined = m; cur; cur = byId.get(String(cur.parentId))) {
      if (PLATFORM_ONLY_MENU_CODES.has(String(cur.code))) return true;
    }
    return false;
  };
  const allowed = tenantId === PLATFORM_TENANT_ID ? all : all.filter((m) => !isPlatformOnly(m));
  const have = new Set(
    (await tx.select({ menuId: roleMenuTable.menuId }).from(roleMenuTable).where(eq(roleMenuTable.roleId, roleId))).map(
      (r) => String(r.menuId),
    ),
  );
  const missing = allowed.filter((m) => !have.has(m.id));
  if (missing.length) {
    await tx.insert(roleMenuTable).values(missing.map((m) => ({ id: nextId(), tenantId, roleId, menuId: m.id })));
  }
}

async function seedDicts(tx: Db, tenantId: string) {
  const ctx = systemContext(tenantId);
  const existing = await tx
    .select({ code: dictBizTable.code, dictKey: dictBizTable.dictKey, id: dictBizTable.id })
    .from(dictBizTable)
    .where(and(eq(dictBizTable.tenantId, tenantId), eq(dictBizTable.isDeleted, 0)));
  const have = new Map(existing.map((r) => [`${r.code}|${r.dictKey}`, r.id]));
  for (const d of registeredDicts) {
    let parentId = have.get(`${d.code}|-1`);
    if (!parentId) {
      parentId = String(
        (
          await repos.dictBiz.insert(tx, ctx, {
            parentId: '0',
            code: d.code,
            dictKey: '-1',
            dictValue: d.name,
            sort: 0,
            isSealed: 0,
          })
        ).id,
      );
    }
    let sort = 1;
    for (const [key, value, remark] of d.items) {
      if (!have.has(`${d.code}|${key}`)) {
        await repos.dictBiz.insert(tx, ctx, {
          parentId,
          code: d.code,
          dictKey: String(key),
          dictValue: value,
          sort,
          isSealed: 0,
          ...(remark === undefined ? {} : { remark }),
        });
      }
      sort++;
    }
  }
}
