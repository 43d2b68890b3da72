import type { AuditTrail } from '../../platform/audit/trail';
import type { RealtimeHub } from '../../platform/realtime/hub';
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, DEFAULT_TENANT_ID, type Localized, REFRESH_TOKEN_SECONDS, l } from '@flp/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessionRevokedKey } from '../../platform/auth/guard';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/password';
import {
  type TokenService,
  hashToken,
  newRefreshToken,
  openSuccessor,
  sealSuccessor,
} from '../../platform/auth/tokens';
import type { CaptchaService } from '../../platform/auth/captcha';
import type { Db } from '../../platform/db/database';
import type { Tenancy } from '../../platform/db/scope';
import { nextId } from '../../platform/db/id';
import { formatDateTime, nowString } from '../../platform/db/time';
import type { KvStore } from '../../platform/store/kv';
import type { Accounts, Row } from '../system/services';
import { LoginLockout } from './lockout';
import { refreshTokenTable } from './tables';

/** A refused sign-in: the token endpoint answers `{error_code, error_description}` in the request's language. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly text: Localized,
  ) {
    super(text['zh-CN']);
  }
}

const BAD_CREDENTIALS = l('用户名或密码错误', 'Wrong user name or password');
const BAD_REFRESH = l('刷新令牌无效', 'The refresh token is not valid');
const BUSY = l(
  '该账号正在登录的请求过多,请稍后再试',
  'Too many sign-ins of this account are under way; try again in a moment',
);
const locked = (minutes: number) =>
  l(`账号已被锁定,请${minutes}分钟后再试`, `The account is locked; try again in ${minutes} minutes`);
const unsupportedGrant = (grant: string) =>
  l(`不支持的授权类型: ${grant || '(空)'}`, `Unsupported grant type: ${grant || '(empty)'}`);

export interface TokenRequest {
  grantType: string;
  tenantId?: string;
  username?: string;
  password?: string;
  refreshToken?: string;
  captchaKey?: string;
  captchaCode?: string;
  clientId: string;
  clientSecret: string;
  /** Where the request came from, for the usual log's sign-in events. */
  from?: { remoteIp: string; userAgent: string; requestUri: string };
}

/** A successful token request: the flat BladeX reply, and how long its refresh token lives. */
export interface TokenGrant {
  body: { access_token: string; refresh_token: string; [k: string]: unknown };
  refreshSeconds: number;
}

export interface SigninDeps {
  db: Db;
  /** Sign-in reads before anyone is signed in: each lookup in a transaction of the tenant it names. */
  tenancy: Tenancy;
  store: KvStore;
  tokens: TokenService;
  captcha: CaptchaService;
  accounts: Accounts;
  captchaRequired: boolean;
  lockMinutes: number;
  /** Tells a user's open tabs that their session has ended. */
  hub: RealtimeHub;
  /** Sign-ins and refused passwords go to the usual log (操作日志) of the tenant they name, when it exists. */
  audit?: AuditTrail;
}

/**
 * For this long after a rotation, presenting the rotated-away refresh token again (a second tab that refreshed at the
 * same instant) answers with the successor already issued, in the same session, instead of revoking the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

/** Where a rotated token's successor waits, sealed under the rotated token, for REFRESH_GRACE_SECONDS. */
const successorKey = (tokenHash: string) => `refresh-successor:${tokenHash}`;
/** How many rotations within the grace period a late tab may follow to the live token. */
const MAX_SUCCESSOR_HOPS = 5;

type StoredRefresh = typeof refreshTokenTable.$inferSelect;

/** Checks a presented password against a stored argon2 hash (a seam: tests count the calls). */
export type PasswordVerifier = (stored: string, md5Hex: string) => Promise<boolean>;

export class SigninService {
  /** Failed sign-ins and the lock they lead to. */
  readonly lockout: LoginLockout;
  /** Every password check of a sign-in goes through here, exactly once per attempt that is not locked out. */
  verifier: PasswordVerifier = verifyPassword;
  /** REFRESH_GRACE_SECONDS; tests shorten it to see the end of the grace period without waiting for it. */
  graceSeconds = REFRESH_GRACE_SECONDS;

  constructor(private readonly d: SigninDeps) {
    this.lockout = new LoginLockout(d.store, d.lockMinutes);
    // Made now, so the first unknown account does not pay for it (and answer slower than a known one).
    dummyPasswordHash().catch(() => {});
  }

  async token(req: TokenRequest): Promise<TokenGrant> {
    // OAuth clients are the platform's (blade_client has no tenant); the refresh grant does not know its tenant yet.
    const client = await this.d.tenancy.asPlatform('sign-in', () => this.d.accounts.client(req.clientId));
    if (!client || client.clientSecret !== req.clientSecret)
      throw new OAuthError(401, l('客户端认证失败', 'Client authentication failed'));
    const grants = String(client.authorizedGrantTypes ?? '')
      .split(',')
      .map((s) => s.trim());
    if (!grants.includes(req.grantType)) throw new OAuthError(400, unsupportedGrant(req.grantType));
    switch (req.grantType) {
      case 'captcha':
        if (!(await this.d.captcha.check(req.captchaKey, req.captchaCode)))
          throw new OAuthError(400, l('验证码不正确', 'The captcha is not correct'));
        return this.password(req, client);
      case 'password':
        if (this.d.captchaRequired)
          throw new OAuthError(400, l('验证码已开启,请使用验证码登录', 'Captcha is on: sign in with the captcha'));
        return this.password(req, client);
      case 'refresh_token':
        return this.refresh(req, client);
      case 'social':
        throw new OAuthError(400, l('未配置第三方登录', 'Third-party sign-in is not configured'));
      default:
        throw new OAuthError(400, unsupportedGrant(req.grantType));
    }
  }

  /** A password sign-in in the usual log: who, from where, and why it was refused (null: signed in). */
  private note(req: TokenRequest, tenantId: string, account: string, user: Row | undefined, refused: string | null) {
    this.d.audit?.event(
      {
        tenantId,
        userId: user ? String(user.id) : '',
        deptId: '',
        account,
        method: 'POST',
        ...req.from,
      },
      'sign-in',
      JSON.stringify({ grant: req.grantType, ok: refused === null, ...(refused ? { refused } : {}) }),
      refused ? 'warn' : 'info',
    );
  }

  /** Why the tenant may not sign in, or null when it may. */
  private tenantRefusal(tenant: Row | undefined): OAuthError | null {
    if (tenant?.status !== 1) return new OAuthError(400, l('租户不存在', 'No such tenant'));
    if (tenant.expireTime && String(tenant.expireTime) < nowString())
      return new OAuthError(400, l('租户已过期,请联系管理员', 'The tenant has expired; contact the administrator'));
    return null;
  }

  private async checkTenant(tenantId: string) {
    const refusal = this.tenantRefusal(await this.d.accounts.tenant(tenantId));
    if (refusal) throw refusal;
  }

  /** A short transaction of the tenant (the password check runs between them, holding none open). */
  private inTenant<T>(tenantId: string, work: () => Promise<T>): Promise<T> {
    return this.d.tenancy.inTenant(tenantId, work);
  }

  private checkUserStatus(user: Row) {
    if (user.status === 2)
      throw new OAuthError(400, l('账号正在等待管理员审核', 'The account is awaiting approval by an administrator'));
    if (user.status !== 1) throw new OAuthError(400, l('账号已被禁用', 'The account is disabled'));
  }

  /**
   * One argon2 verification whether or not there is a stored hash: without one (no such account or tenant) the
   * presented password is checked against a dummy hash of the same cost, and the answer is false.
   */
  private async verify(stored: unknown, md5Hex: string): Promise<boolean> {
    const hash = typeof stored === 'string' && stored ? stored : undefined;
    const good = await this.verifier(hash ?? (await dummyPasswordHash()), md5Hex);
    return good && hash !== undefined;
  }

  private async password(req: TokenRequest, client: Row) {
    const tenantId = req.tenantId || DEFAULT_TENANT_ID;
    const account = (req.username ?? '').trim();
    if (!account || !req.password) throw new OAuthError(400, BAD_CREDENTIALS);
    // The tenant's own row is the tenant's (a tenant sees itself in blade_tenant).
    const refusal = this.tenantRefusal(await this.inTenant(tenantId, () => this.d.accounts.tenant(tenantId)));
    if (refusal) {
      // The same work as a real attempt, so the time does not tell which tenants exist.
      await this.verify(undefined, req.password);
      throw refusal;
    }
    // Reserved before it is verified (parallel attempts cannot get more than the limit verified); only a failed
    // verification counts toward the lock.
    const gate = await this.lockout.attempt(tenantId, account);
    if (!gate.allowed) throw new OAuthError(400, 'busy' in gate ? BUSY : locked(gate.minutesLeft));
    const user = await this.inTenant(tenantId, () => this.d.accounts.userByAccount(tenantId, account));
    const good = await this.verify(user?.password, req.password);
    if (!user || !good) {
      const lockMinutes = await this.lockout.failed(tenantId, account);
      this.note(req, tenantId, account, user, lockMinutes ? 'locked' : 'bad-password');
      throw new OAuthError(400, lockMinutes ? locked(lockMinutes) : BAD_CREDENTIALS);
    }
    // The right password: not a guess, whatever the account's state.
    await this.lockout.forget(tenantId, account);
    try {
      this.checkUserStatus(user);
    } catch (e) {
      this.note(req, tenantId, account, user, 'not-active');
      throw e;
    }
    this.note(req, tenantId, account, user, null);
    const refresh = newRefreshToken();
    const sid = randomUUID();
    return this.inTenant(tenantId, async () => {
      await this.d.db.insert(refreshTokenTable).values(this.refreshRow(user, client, sid, refresh));
      return this.issue(user, client, sid, refresh);
    });
  }

  /** A refresh token names its session, not its tenant: it is found by its hash, across tenants. */
  private findRefresh(token: string): Promise<StoredRefresh | undefined> {
    return this.d.tenancy.asPlatform('sign-in', () =>
      this.d.db
        .select()
        .from(refreshTokenTable)
        .where(eq(refreshTokenTable.tokenHash, hashToken(token)))
        .limit(1)
        .then((rows) => rows[0]),
    );
  }

  /**
   * Rotation: the presented token is retired and a successor issued in one atomic step that only one caller can win
   * (`UPDATE … WHERE revoked_at IS NULL RETURNING`). A caller that loses, or that presents a token rotated away less
   * than REFRESH_GRACE_SECONDS ago, gets the successor already issued (no second live token: the session never
   * forks). Later, presenting a rotated-away token is a sign of theft and ends the whole session.
   */
  private async refresh(req: TokenRequest, client: Row) {
    const presented = req.refreshToken;
    if (!presented) throw new OAuthError(400, BAD_REFRESH);
    const found = await this.findRefresh(presented);
    if (!found || found.clientId !== client.clientId) throw new OAuthError(400, BAD_REFRESH);
    // From here on the session's tenant is known: its transaction. A theft ends the session, and that must commit
    // before the refusal is thrown (an error rolls the transaction back).
    const grant = await this.inTenant(found.tenantId, () => this.rotate(found, presented, client));
    if (grant === 'ended')
      throw new OAuthError(
        400,
        l('刷新令牌已失效,请重新登录', 'The refresh token is no longer valid; please sign in again'),
      );
    return grant;
  }

  private async rotate(found: StoredRefresh, presented: string, client: Row): Promise<TokenGrant | 'ended'> {
    let stored = found;
    if (stored.expiresAt < nowString())
      throw new OAuthError(400, l('刷新令牌已过期,请重新登录', 'The refresh token has expired; please sign in again'));
    await this.checkTenant(stored.tenantId);
    const user = await this.d.accounts.userById(stored.tenantId, String(stored.userId));
    if (!user) throw new OAuthError(400, l('用户不存在', 'No such user'));
    this.checkUserStatus(user);
    if (!stored.revokedAt) {
      const next = newRefreshToken();
      const current = stored;
      const won = await this.d.db.transaction(async (tx) => {
        const retired = await tx
          .update(refreshTokenTable)
          .set({ revokedAt: nowString() })
          .where(and(eq(refreshTokenTable.id, current.id), isNull(refreshTokenTable.revokedAt)))
          .returning({ id: refreshTokenTable.id });
        if (retired.length === 0) return false;
        await tx.insert(refreshTokenTable).values(this.refreshRow(user, client, current.sid, next));
        // Written before the commit releases the row: a caller waiting on it finds the successor when it gets there.
        await this.d.store.set(successorKey(current.tokenHash), sealSuccessor(presented, next), this.graceSeconds);
        return true;
      });
      if (won) return this.issue(user, client, current.sid, next);
      stored = (await this.findRefresh(presented)) ?? stored;
    }
    const successor = await this.liveSuccessor(stored, presented);
    if (!successor) {
      // A rotated-away token presented again after the grace period: someone holds a copy. End the whole session.
      await this.revokeSession(stored.sid);
      return 'ended';
    }
    return this.issue(user, client, stored.sid, successor);
  }

  /**
   * The live refresh token that replaced `token` within the grace period (following rotations made meanwhile), or
   * null when there is none: the grace period is over, or the session has ended since.
   */
  private async liveSuccessor(stored: StoredRefresh, token: string): Promise<string | null> {
    let row = stored;
    let current = token;
    for (let hop = 0; hop < MAX_SUCCESSOR_HOPS; hop++) {
      const sealed = await this.d.store.get(successorKey(row.tokenHash));
      const next = sealed ? openSuccessor(current, sealed) : null;
      const nextRow = next ? await this.findRefresh(next) : undefined;
      if (!next || !nextRow || nextRow.sid !== row.sid) return null;
      if (!nextRow.revokedAt) return nextRow.expiresAt < nowString() ? null : next;
      row = nextRow;
      current = next;
    }
    return null;
  }

  private refreshRow(user: Row, client: Row, sid: string, token: string) {
    const refreshTtl = Number(client.refreshTokenValidity) || REFRESH_TOKEN_SECONDS;
    return {
      id: nextId(),
      tenantId: String(user.tenantId),
      userId: String(user.id),
      clientId: String(client.clientId),
      sid,
      tokenHash: hashToken(token),
      expiresAt: formatDateTime(new Date(Date.now() + refreshTtl * 1000)),
      createTime: nowString(),
    };
  }

  /** The flat BladeX reply: a new access token (JWT) in the session `sid`, with its refresh token already stored. */
  private async issue(user: Row, client: Row, sid: string, refresh: string): Promise<TokenGrant> {
    const profile = await this.d.accounts.profile(user);
    const accessTtl = Number(client.accessTokenValidity) || ACCESS_TOKEN_SECONDS;
    const base = {
      tenant_id: String(user.tenantId),
      user_id: String(user.id),
      dept_id: profile.deptIds.join(','),
      post_id: profile.postIds.join(','),
      role_id: profile.roleIds.join(','),
      role_name: profile.roleAliases.join(','),
      account: String(user.account),
      user_name: String(user.account),
      real_name: String(user.realName ?? ''),
      client_id: String(client.clientId),
    };
    const { token, jti } = await this.d.tokens.signAccess({ ...base, sid }, accessTtl);
    const body = {
      access_token: token,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: accessTtl,
      scope: 'all',
      ...base,
      nick_name: String(user.name ?? ''),
      avatar: String(user.avatar ?? ''),
      oauth_id: '',
      detail: { type: 'web' },
      license: 'powered by flp',
      jti,
    };
    return { body, refreshSeconds: Number(client.refreshTokenValidity) || REFRESH_TOKEN_SECONDS };
  }

  /** Ends a sign-in session: its refresh tokens stop working and its access tokens are refused from now on. */
  async revokeSession(sid: string) {
    await this.d.db
      .update(refreshTokenTable)
      .set({ revokedAt: nowString() })
      .where(and(eq(refreshTokenTable.sid, sid), isNull(refreshTokenTable.revokedAt)));
    await this.d.store.set(sessionRevokedKey(sid), '1', REFRESH_TOKEN_SECONDS);
  }

  /** Ends every live session of a user (password reset, account disabled). */
  async revokeUser(tenantId: string, userId: string) {
    const live = await this.d.db
      .selectDistinct({ sid: refreshTokenTable.sid })
      .from(refreshTokenTable)
      .where(
        and(
          eq(refreshTokenTable.tenantId, tenantId),
          eq(refreshTokenTable.userId, userId),
          isNull(refreshTokenTable.revokedAt),
          gt(refreshTokenTable.expiresAt, nowString()),
        ),
      );
    for (const { sid } of live) await this.revokeSession(sid);
    // Open tabs go to the sign-in page now rather than at their next call, and their websockets close on every
    // instance (a socket is authorised once, when it opens).
    await this.d.hub.disconnect({ tenantId, userId }, 'revoked');
  }
}
