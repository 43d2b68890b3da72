import { ADMIN_ROLE_ALIAS, type FieldDef, type Localized, type ResourceDef, l } from '@flp/shared';
import { checkPhone } from '@flp/shared/validate';
import { type AnyColumn, type SQL, and, eq, or, sql } from 'drizzle-orm';
import { hashPassword, isMd5Hex, md5, verifyPassword } from '../../platform/auth/password';
import type { ResourceEvents } from '../../platform/crud/events';
import { type HookContext, type ResourceHooks, ResourceService, versionOf } from '../../platform/crud/service';
import type { Row } from '../../platform/crud/repository';
import { parseId, parseIds, validateBody } from '../../platform/crud/validate';
import type { Db } from '../../platform/db/database';
import { parseDateTime, nowString } from '../../platform/db/time';
import { AppError, type FieldError, badRequest, invalid, invalidField, tooMany } from '../../platform/http/errors';
import type { KvStore } from '../../platform/store/kv';
import { type RequestContext, systemContext } from '../../platform/tenancy/context';
import { paramValue } from './params';
import { repos } from './repos';
import { tenantTable } from './tables';

/**
 * User administration (spec §7 "/api/blade-user"): the rules behind the user screen, the user-info page and guest
 * registration. Every read and write goes through the repositories, so the caller's tenant is applied by construction.
 *
 * Passwords: the web client sends md5(typed password) as 32 hex characters and that digest is stored through argon2id
 * (platform/auth/password.ts). A value that is exactly 32 hex characters is taken as that digest; anything else is
 * taken as the typed text and md5'd here first, so an integration that sends plain text still gets a password the
 * sign-in page accepts. Password hashes never leave the server (the definition marks the field unreadable).
 */

/** BladeX's default password after a reset. */
export const DEFAULT_PASSWORD = '123456';

/**
 * BladeX's account.initPassword: the password a reset sets and an imported user starts with, as typed (plain text or
 * its md5), per tenant; 123456 when the tenant has none.
 */
export const INIT_PASSWORD_PARAM = {
  key: 'account.initPassword',
  fallback: DEFAULT_PASSWORD,
  name: l('账号初始密码', 'Initial account password'),
  remark: l(
    '密码重置与 Excel 导入的新用户使用此密码 (空: 123456)',
    'Set by a password reset and given to users created by an Excel import (empty: 123456)',
  ),
};

/** Query parameters the user lists handle themselves (not plain column filters). */
export const USER_LIST_PARAMS: ReadonlySet<string> = new Set(['deptId', 'roleId', 'postId', 'tenantId']);

/** Fields set only by the service (never taken from a submit body). */
const SERVER_FIELDS: ReadonlySet<string> = new Set(['password']);

/** What a user may change of their own record (user-info page). */
const SELF_FIELDS = ['avatar', 'name', 'realName', 'phone', 'email', 'qr'];

export type RevokeUser = (tenantId: string, userId: string) => Promise<void>;

/** The sign-in lockout as the user screen sees it (modules/auth/lockout.ts). */
export interface SigninLocks {
  /** Minutes until the account may sign in again; 0 when it is not locked. */
  lockedFor(tenantId: string, account: string): Promise<number>;
  unlock(tenantId: string, account: string): Promise<void>;
}

/** blade_user.status: 1 active, 0 disabled (2 is a registration waiting for approval). */
export const USER_STATUS = { DISABLED: 0, ACTIVE: 1, PENDING: 2 } as const;

/** The md5 digest the sign-in compares: the value itself when it already is one, else md5 of the text. */
export function toMd5(raw: string): string {
  return isMd5Hex(raw) ? raw.toLowerCase() : md5(raw);
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** `(',' || col || ',') LIKE '%,id,%'` for any of the ids: "the comma list in col contains one of them". */
export function containsAny(col: AnyColumn, ids: string[]): SQL {
  const conds = ids.map((id) => sql`(',' || coalesce(${col}, '') || ',') like ${`%,${id},%`}`);
  return (conds.length === 1 ? conds[0] : or(...conds)) as SQL;
}

/** The phone rule of spec §5 (the one the web form runs), as a field error; only applied when the field is sent. */
export function phoneProblem(raw: unknown): FieldError | null {
  const message = checkPhone(raw);
  return message ? { field: 'phone', message } : null;
}

const optionName = (f: FieldDef | undefined, v: unknown) =>
  f?.options?.find((o) => String(o.value) === String(v))?.label['zh-CN'] ?? '';

const KEEP_ONE_ADMIN = l('租户至少需要保留一个管理员账号', 'The tenant must keep at least one administrator');
const LAST_ADMIN = l('不能删除租户的最后一个管理员账号', 'The last administrator of the tenant cannot be removed');
const PASSWORD_REQUIRED: Record<string, Localized> = {
  oldPassword: l('请输入原密码', 'please enter the old password'),
  newPassword: l('请输入新密码', 'please enter the new password'),
  newPassword1: l('请再次输入新密码', 'please enter the new password again'),
};

/** The user's definition, which types its rows. */
type UserDef = typeof repos.user.def;

export class UserService {
  readonly repo = repos.user;
  readonly def = repos.user.def;
  private readonly selfDef: ResourceDef;
  private readonly platformDef: ResourceDef;

  /** The standard calls (page, detail, submit, update, remove) with the user's rules as hooks. */
  readonly service: ResourceService<UserDef>;

  constructor(
    private readonly db: Db,
    private readonly store: KvStore,
    events: ResourceEvents,
    private readonly revokeUser: RevokeUser,
    private readonly locks: SigninLocks,
  ) {
    this.service = new ResourceService(db, events, this.repo, this.hooks());
    this.selfDef = { ...this.def, fields: this.def.fields.filter((f) => SELF_FIELDS.includes(f.name)) };
    this.platformDef = {
      ...this.def,
      fields: this.def.fields
        .filter((f) => f.name === 'userType')
        .map((f) => ({ ...f, required: { 'zh-CN': '请选择用户平台', 'en-US': 'please select the platform' } })),
    };
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Reads

  /**
   * The user's rules on the standard calls: list filters by department branch, role and post; names and lock state
   * on reads; the password hashed before the transaction; the quota on adds; never the tenant's last administrator;
   * never yourself; sessions of removed users end once the removal has committed.
   */
  private hooks(): ResourceHooks<UserDef> {
    const adminsBefore = new WeakMap<HookContext, number | null>();
    return {
      serverFields: [...SERVER_FIELDS],
      listParams: [...USER_LIST_PARAMS],
      listWhere: (r, q) => this.listConditions(r.db, r.ctx, q),
      // The people picker offers active users; the titles of values already chosen are labelled whatever their status.
      selectWhere: (_r, q) => (isBlank(q.ids) ? [eq(this.repo.col('status'), USER_STATUS.ACTIVE)] : []),
      decorate: (r, rows) => this.withLocks(r.ctx, this.optionNames(rows)),
      serverValues: async (_ctx, body, mode) => (mode === 'create' ? this.prepareCreate(body) : undefined),
      // A sheet carries no passwords: every user a file adds starts with the tenant's initial password.
      importValues: async (ctx) => ({ password: await this.initialPasswordHash(ctx) }),
      beforeCreate: (h) => this.assertQuota(h.tx, h.ctx),
      beforeUpdate: async (h) => {
        adminsBefore.set(h, await this.adminCount(h.tx, h.ctx));
      },
      afterWrite: async (h, _row, _body, created) => {
        if (!created) await this.refuseNoAdmin(h.tx, h.ctx, adminsBefore.get(h), KEEP_ONE_ADMIN);
      },
      beforeRemove: async (h, rows) => {
        if (rows.some((r) => r.id === h.ctx.userId))
          throw badRequest(l('不能删除当前登录用户', 'You cannot remove yourself'));
        adminsBefore.set(h, await this.adminCount(h.tx, h.ctx));
        h.afterCommit(() =>
          this.revokeAll(
            h.ctx.tenantId,
            rows.map((r) => r.id),
          ),
        );
      },
      afterRemove: (h) => this.refuseNoAdmin(h.tx, h.ctx, adminsBefore.get(h), LAST_ADMIN),
    };
  }

  /** userTypeName and sexName (the references' names are added by the service). */
  private optionNames(rows: Row[]): Row[] {
    const typeField = this.def.fields.find((f) => f.name === 'userType');
    const sexField = this.def.fields.find((f) => f.name === 'sex');
    return rows.map((r) => ({
      ...r,
      userTypeName: optionName(typeField, r.userType),
      sexName: optionName(sexField, r.sex),
    }));
  }

  /** Adds `locked` (the account is locked out after failed sign-ins) and `lockMinutes` (how long it still is). */
  private async withLocks(ctx: RequestContext, rows: Row[]): Promise<Row[]> {
    const minutes = await Promise.all(rows.map((r) => this.locks.lockedFor(ctx.tenantId, String(r.account ?? ''))));
    return rows.map((r, i) => ({ ...r, locked: minutes[i] > 0, lockMinutes: minutes[i] }));
  }

  /** The department and all of its descendants (the user screen's department tree selects a whole branch). */
  private async deptBranch(db: Db, ctx: RequestContext, ids: string[]): Promise<string[]> {
    const all = await repos.dept.list(db, ctx);
    const children = new Map<string, string[]>();
    for (const d of all) {
      const p = d.parentId ?? '0';
      children.set(p, [...(children.get(p) ?? []), d.id]);
    }
    const out = new Set(ids);
    const queue = [...ids];
    while (queue.length) {
      for (const c of children.get(queue.shift() as string) ?? []) {
        if (!out.has(c)) {
          out.add(c);
          queue.push(c);
        }
      }
    }
    return [...out];
  }

  /**
   * Conditions for deptId (the user's comma list contains the department or one below it), roleId and postId (the
   * comma list contains it). `tenantId`, which BladeX clients send, is accepted: another tenant's id matches nothing.
   */
  async listConditions(db: Db, ctx: RequestContext, q: Row): Promise<SQL[] | null> {
    if (!isBlank(q.tenantId) && str(q.tenantId) !== ctx.tenantId) return null;
    const where: SQL[] = [];
    if (!isBlank(q.deptId)) {
      const ids = await this.deptBranch(db, ctx, parseIds(q.deptId, 'deptId'));
      where.push(containsAny(this.repo.col('deptId'), ids));
    }
    for (const k of ['roleId', 'postId']) {
      if (!isBlank(q[k])) where.push(containsAny(this.repo.col(k), parseIds(q[k], k)));
    }
    return where;
  }

  /** Every user of the tenant matching the filters (pickers); active users unless a status filter is given. */
  async list(ctx: RequestContext, q: Row, extra: SQL[] = []): Promise<Row[]> {
    const where = await this.listConditions(this.db, ctx, q);
    if (where === null) return [];
    const query = isBlank(q.status) ? { ...q, status: 1 } : q;
    const rows = await this.repo.list(this.db, ctx, {
      query,
      extraParams: USER_LIST_PARAMS,
      where: [...where, ...extra],
    });
    return rows.map((r) => this.repo.toWire(r));
  }

  /** Active users holding a role with the given alias; an empty list when the tenant has no such role. */
  async withRoleAlias(ctx: RequestContext, alias: string): Promise<Row[]> {
    const roles = await repos.role.list(this.db, ctx, { where: [eq(repos.role.col('roleAlias'), alias)] });
    if (roles.length === 0) return [];
    const ids = roles.map((r) => r.id);
    const holders = await this.list(ctx, {}, [containsAny(this.repo.col('roleId'), ids)]);
    return this.service.decorate({ db: this.db, ctx }, holders);
  }

  detail(ctx: RequestContext, rawId: unknown): Promise<Row> {
    return this.service.detail(ctx, rawId);
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Writes (the caller runs them in a transaction; revocations happen after it commits)

  /** The tenant's account quota (blade_tenant.account_number, -1 unlimited), with its row locked against a race. */
  private async assertQuota(tx: Db, ctx: RequestContext, adding = 1) {
    // A locking read of the (platform-wide) tenant row serialises concurrent adds to one tenant.
    const [t] = await tx
      .select({ accountNumber: tenantTable.accountNumber })
      .from(tenantTable)
      .where(and(eq(tenantTable.tenantId, ctx.tenantId), eq(tenantTable.isDeleted, 0)))
      .limit(1)
      .for('update');
    const quota = t?.accountNumber === null || t?.accountNumber === undefined ? -1 : Number(t.accountNumber);
    if (quota < 0) return;
    if ((await this.repo.count(tx, ctx)) + adding > quota)
      throw badRequest(l('当前租户已到最大账号额度', 'The tenant has reached its account quota'));
  }

  /** Active users holding the tenant's administrator role; null when the tenant has no such role. */
  private async adminCount(tx: Db, ctx: RequestContext): Promise<number | null> {
    const roles = await repos.role.list(tx, ctx, { where: [eq(repos.role.col('roleAlias'), ADMIN_ROLE_ALIAS)] });
    if (roles.length === 0) return null;
    return this.repo.count(
      tx,
      ctx,
      eq(this.repo.col('status'), 1),
      containsAny(
        this.repo.col('roleId'),
        roles.map((r) => r.id),
      ),
    );
  }

  /** Refuses a write (rolling it back) that left the tenant without the administrators it had before. */
  private async refuseNoAdmin(tx: Db, ctx: RequestContext, before: number | null | undefined, message: Localized) {
    if (before !== null && before !== undefined && before > 0 && (await this.adminCount(tx, ctx)) === 0)
      throw badRequest(message);
  }

  /** Runs a change and refuses it (rolling the transaction back) when it leaves the tenant without an administrator. */
  private async keepingAnAdmin<T>(tx: Db, ctx: RequestContext, message: Localized, work: () => Promise<T>): Promise<T> {
    const before = await this.adminCount(tx, ctx);
    const out = await work();
    await this.refuseNoAdmin(tx, ctx, before, message);
    return out;
  }

  /** Validates an add (all problems at once, each naming its field) and hashes the password, outside any transaction. */
  async prepareCreate(body: Row): Promise<Row> {
    const errors: FieldError[] = [];
    try {
      validateBody(this.def, body, 'create', { skip: SERVER_FIELDS });
    } catch (e) {
      if (e instanceof AppError && e.status === 400) errors.push(...e.fields);
      else throw e;
    }
    const pw = str(body.password);
    if (pw === '') errors.push({ field: 'password', message: l('请输入密码', 'please enter the password') });
    else if (pw.length > 100)
      errors.push({
        field: 'password',
        message: l('密码: 长度不能超过 100 个字符', 'Password: must be at most 100 characters'),
      });
    if (errors.length) throw invalid(errors);
    return { password: await hashPassword(toMd5(pw)) };
  }

  /** update-platform: only userType changes. */
  async updatePlatform(ctx: RequestContext, body: Row): Promise<Row> {
    const id = parseId(body.id);
    const values = validateBody(this.platformDef, { userType: body.userType }, 'create');
    return this.act(ctx, 'update', [id], (h) => this.service.patch(h, id, values, versionOf(body)));
  }

  /** A write of the user module's own (grant, status, password…) through the service: one transaction, then the event. */
  private act<T>(ctx: RequestContext, action: string, ids: string[], work: (h: HookContext) => Promise<T>): Promise<T> {
    return this.service.write(ctx, {}, async (h) => {
      const out = await work(h);
      h.changed(this.def.name, action, ids);
      return out;
    });
  }

  async revokeAll(tenantId: string, userIds: string[]) {
    for (const id of userIds) await this.revokeUser(tenantId, id);
  }

  /** The hash of the tenant's initial password (INIT_PASSWORD_PARAM), as a sign-in compares it. */
  private async initialPasswordHash(ctx: RequestContext): Promise<string> {
    const raw = (await paramValue(this.db, ctx, INIT_PASSWORD_PARAM.key))?.trim() || DEFAULT_PASSWORD;
    return hashPassword(toMd5(raw));
  }

  /** Sets the users' password to the tenant's initial password (123456 unless set) and ends their sessions. */
  async resetPassword(ctx: RequestContext, rawIds: unknown) {
    const ids = parseIds(rawIds, 'userIds');
    // One hash for all: the value is the tenant's well-known initial one anyway, and argon2 is deliberately expensive.
    const hash = await this.initialPasswordHash(ctx);
    await this.act(ctx, 'reset-password', ids, async ({ tx, afterCommit }) => {
      await this.mustExist(tx, ctx, ids);
      for (const id of ids) await this.repo.update(tx, ctx, id, { password: hash });
      afterCommit(() => this.revokeAll(ctx.tenantId, ids));
    });
  }

  /** Lifts the sign-in lock of the users' accounts (and forgets their failed attempts). */
  async unlock(ctx: RequestContext, rawIds: unknown) {
    const rows = await this.mustExist(this.db, ctx, parseIds(rawIds, 'userIds'));
    for (const r of rows) await this.locks.unlock(ctx.tenantId, String(r.account));
  }

  /**
   * Disables (0) or enables (1) accounts; never the caller, never the tenant's last active administrator, never a
   * registration still waiting for approval (audit-pass decides those). Disabling ends the users' sessions and their
   * websockets on every instance at once; the caller drops the tenant's cached contexts.
   */
  async updateStatus(ctx: RequestContext, rawIds: unknown, rawStatus: unknown) {
    const ids = parseIds(rawIds, 'userIds');
    const status = Number(str(rawStatus));
    if (str(rawStatus) === '' || (status !== USER_STATUS.ACTIVE && status !== USER_STATUS.DISABLED))
      throw badRequest(l('状态必须是 1 (启用) 或 0 (禁用)', 'status must be 1 (enabled) or 0 (disabled)'));
    if (status === USER_STATUS.DISABLED && ids.includes(ctx.userId))
      throw badRequest(l('不能禁用当前登录用户', 'You cannot disable yourself'));
    await this.act(ctx, 'update-status', ids, async ({ tx, afterCommit }) => {
      if (status === USER_STATUS.DISABLED) afterCommit(() => this.revokeAll(ctx.tenantId, ids));
      const rows = await this.mustExist(tx, ctx, ids);
      const pending = rows.filter((r) => Number(r.status) === USER_STATUS.PENDING).map((r) => String(r.account));
      if (pending.length)
        throw badRequest(l(`账号正在等待审核: ${pending.join(',')}`, `Awaiting approval: ${pending.join(',')}`));
      await this.keepingAnAdmin(tx, ctx, KEEP_ONE_ADMIN, async () => {
        for (const r of rows)
          if (Number(r.status) !== status) await this.repo.update(tx, ctx, String(r.id), { status });
      });
    });
  }

  private async mustExist(tx: Db, ctx: RequestContext, ids: string[]): Promise<Row[]> {
    const rows = await this.repo.findIds(tx, ctx, ids);
    if (rows.length !== ids.length) {
      const have = new Set(rows.map((r) => r.id));
      throw this.repo.missing(ids.filter((i) => !have.has(i)));
    }
    return rows;
  }

  /** The caller changes their own password: old one checked first, then the two new ones must agree. */
  async updatePassword(ctx: RequestContext, p: Row) {
    const missing = ['oldPassword', 'newPassword', 'newPassword1'].filter((k) => isBlank(p[k]));
    if (missing.length) throw invalid(missing.map((field) => ({ field, message: PASSWORD_REQUIRED[field] })));
    const failKey = `pwd-change-fail:${ctx.tenantId}:${ctx.userId}`;
    if (Number((await this.store.get(failKey)) ?? 0) >= 10)
      throw tooMany(l('原密码错误次数过多,请稍后再试', 'Too many wrong old passwords; try again later'));
    const current = await this.repo.getById(this.db, ctx, ctx.userId);
    if (!(await verifyPassword(current.password as string, toMd5(str(p.oldPassword))))) {
      await this.store.incr(failKey, 15 * 60);
      throw invalidField('oldPassword', l('原密码不正确', 'The old password is not correct'));
    }
    if (toMd5(str(p.newPassword)) !== toMd5(str(p.newPassword1)))
      throw invalidField('newPassword1', l('两次新密码输入不一致', 'The two new passwords differ'));
    if (str(p.newPassword).length > 100)
      throw invalidField(
        'newPassword',
        l('新密码: 长度不能超过 100 个字符', 'New password: must be at most 100 characters'),
      );
    await this.store.del(failKey);
    const hash = await hashPassword(toMd5(str(p.newPassword)));
    await this.act(ctx, 'update-password', [ctx.userId], ({ tx }) =>
      this.repo.update(tx, ctx, ctx.userId, { password: hash }),
    );
  }

  /** The caller edits their own avatar, name, realName, phone, email and qr. */
  async updateInfo(ctx: RequestContext, body: Row) {
    const phoneError = Object.hasOwn(body, 'phone') ? phoneProblem(body.phone) : null;
    let values: Row = {};
    try {
      values = validateBody(this.selfDef, body, 'update');
    } catch (e) {
      if (!(e instanceof AppError) || !phoneError) throw e;
      throw invalid([phoneError, ...e.fields]);
    }
    if (phoneError) throw invalid([phoneError]);
    if (Object.keys(values).length === 0) return;
    await this.act(ctx, 'update-info', [ctx.userId], (h) => this.service.patch(h, ctx.userId, values));
  }

  /** Sets the roles of the users (grant): every role and user must exist in the tenant. */
  async grant(ctx: RequestContext, rawUserIds: unknown, rawRoleIds: unknown) {
    const userIds = parseIds(rawUserIds, 'userIds');
    const roleIds = parseIds(rawRoleIds, 'roleIds');
    await this.act(ctx, 'grant', userIds, async (h) => {
      const { tx } = h;
      const values = { roleId: roleIds.join(',') };
      const found = new Set((await repos.role.findIds(tx, ctx, roleIds)).map((r) => r.id));
      const missing = roleIds.filter((id) => !found.has(id));
      if (missing.length)
        throw invalidField(
          'roleIds',
          l(`角色不存在: ${missing.join(',')}`, `No such role in this tenant: ${missing.join(',')}`),
        );
      await this.mustExist(tx, ctx, userIds);
      await this.keepingAnAdmin(tx, ctx, KEEP_ONE_ADMIN, async () => {
        for (const id of userIds) await this.service.patch(h, id, values);
      });
    });
  }

  /** Approves (status 2 → 1) or refuses (removes) pending registrations. */
  async audit(ctx: RequestContext, rawIds: unknown, pass: boolean) {
    const ids = parseIds(rawIds);
    await this.act(ctx, 'audit', ids, async ({ tx }) => {
      const rows = await this.mustExist(tx, ctx, ids);
      const notPending = rows.filter((r) => r.status !== 2).map((r) => String(r.account));
      if (notPending.length)
        throw badRequest(
          l(`账号不在待审核状态: ${notPending.join(',')}`, `Not awaiting approval: ${notPending.join(',')}`),
        );
      if (pass) for (const id of ids) await this.repo.update(tx, ctx, id, { status: 1 });
      else await this.repo.remove(tx, ctx, ids);
    });
  }

  /**
   * Guest registration (public): checks in the spec's order with its messages, then the tenant (exists, not expired),
   * its quota and the account's uniqueness. The user waits for approval (status 2) and has no roles.
   */
  async registerGuest(p: Row) {
    const tenantId = str(p.tenantId);
    const account = str(p.account);
    const password = str(p.password);
    if (tenantId === '') throw invalidField('tenantId', l('请先输入租户编号', 'Please enter the tenant id'));
    if (account === '') throw invalidField('account', l('请先输入账号名称', 'Please enter the account'));
    if (password === '') throw invalidField('password', l('请先输入密码', 'Please enter the password'));
    if (Object.hasOwn(p, 'password2') && str(p.password2) !== password)
      throw invalidField('password2', l('两次密码输入不一致', 'The two passwords differ'));
    if (password.length > 100)
      throw invalidField('password', l('密码: 长度不能超过 100 个字符', 'Password: must be at most 100 characters'));
    const ctx = systemContext(tenantId);
    const [tenant] = /^\d{6}$/.test(tenantId)
      ? await repos.tenant.list(this.db, ctx, { where: [eq(repos.tenant.col('tenantId'), tenantId)], limit: 1 })
      : [];
    if (tenant?.status !== 1) throw badRequest(l('租户不存在', 'No such tenant'));
    const expire = tenant.expireTime ? parseDateTime(tenant.expireTime) : null;
    if (expire && expire < nowString())
      throw badRequest(l('租户已过期,请联系管理员', 'The tenant has expired; contact the administrator'));
    const name = str(p.name) || account;
    const values = validateBody(
      { ...this.def, fields: this.def.fields.filter((f) => f.name === 'account' || f.name === 'name') },
      { account, name },
      'create',
    );
    values.realName = String(values.name).slice(0, 10);
    values.password = await hashPassword(toMd5(password));
    values.status = 2;
    await this.act(ctx, 'register', [], async ({ tx }) => {
      if (await this.repo.count(tx, ctx, eq(this.repo.col('account'), account)))
        throw invalidField('account', l(`当前用户 [${account}] 已存在!`, `The user [${account}] already exists`));
      await this.assertQuota(tx, ctx);
      await this.repo.insert(tx, ctx, values);
    });
  }
}
