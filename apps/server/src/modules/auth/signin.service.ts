import type { RealtimeHub } from '../../platform/realtime/hub';
import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_SECONDS, DEFAULT_TENANT_ID, LOGIN_MAX_FAILURES, REFRESH_TOKEN_SECONDS } from '@flp/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessionRevokedKey } from '../../platform/auth/guard';
import { verifyPassword } from '../../platform/auth/password';
import { type TokenService, hashToken, newRefreshToken } from '../../platform/auth/tokens';
import type { CaptchaService } from '../../platform/auth/captcha';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { formatDateTime, nowString } from '../../platform/db/time';
import type { KvStore } from '../../platform/store/kv';
import type { Accounts, Row } from '../system/services';
import { refreshTokenTable } from './tables';

/** A refused sign-in: the OAuth2 error body the web client shows (`error_description`). */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

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
}

export interface SigninDeps {
  db: Db;
  store: KvStore;
  tokens: TokenService;
  captcha: CaptchaService;
  accounts: Accounts;
  captchaRequired: boolean;
  lockMinutes: number;
  /** Tells a user's open tabs that their session has ended. */
  hub: RealtimeHub;
}

const failKey = (tenantId: string, account: string) => `login-fail:${tenantId}:${account.toLowerCase()}`;

export class SigninService {
  constructor(private readonly d: SigninDeps) {}

  async token(req: TokenRequest) {
    const client = await this.d.accounts.client(req.clientId);
    if (!client || client.clientSecret !== req.clientSecret) throw new OAuthError(401, '客户端认证失败');
    const grants = String(client.authorizedGrantTypes ?? '')
      .split(',')
      .map((s) => s.trim());
    if (!grants.includes(req.grantType)) throw new OAuthError(400, `不支持的授权类型: ${req.grantType || '(空)'}`);
    switch (req.grantType) {
      case 'captcha':
        if (!(await this.d.captcha.check(req.captchaKey, req.captchaCode))) throw new OAuthError(400, '验证码不正确');
        return this.password(req, client);
      case 'password':
        if (this.d.captchaRequired) throw new OAuthError(400, '验证码已开启,请使用验证码登录');
        return this.password(req, client);
      case 'refresh_token':
        return this.refresh(req, client);
      case 'social':
        throw new OAuthError(400, '未配置第三方登录');
      default:
        throw new OAuthError(400, `不支持的授权类型: ${req.grantType || '(空)'}`);
    }
  }

  private async checkTenant(tenantId: string) {
    const tenant = await this.d.accounts.tenant(tenantId);
    if (!tenant || tenant.status !== 1) throw new OAuthError(400, '租户不存在');
    if (tenant.expireTime && String(tenant.expireTime) < nowString())
      throw new OAuthError(400, '租户已过期,请联系管理员');
    return tenant;
  }

  private checkUserStatus(user: Row) {
    if (user.status === 2) throw new OAuthError(400, '账号正在等待管理员审核');
    if (user.status !== 1) throw new OAuthError(400, '账号已被禁用');
  }

  private async password(req: TokenRequest, client: Row) {
    const tenantId = req.tenantId || DEFAULT_TENANT_ID;
    const account = (req.username ?? '').trim();
    if (!account || !req.password) throw new OAuthError(400, '用户名或密码错误');
    await this.checkTenant(tenantId);
    const key = failKey(tenantId, account);
    const failures = Number((await this.d.store.get(key)) ?? 0);
    if (failures >= LOGIN_MAX_FAILURES) {
      const left = Math.max(1, Math.ceil((await this.d.store.ttl(key)) / 60));
      throw new OAuthError(400, `账号已被锁定,请${left}分钟后再试`);
    }
    const user = await this.d.accounts.userByAccount(tenantId, account);
    if (!user || !(await verifyPassword(user.password as string, req.password))) {
      const n = await this.d.store.incr(key, this.d.lockMinutes * 60);
      if (n >= LOGIN_MAX_FAILURES) throw new OAuthError(400, `账号已被锁定,请${this.d.lockMinutes}分钟后再试`);
      throw new OAuthError(400, '用户名或密码错误');
    }
    this.checkUserStatus(user);
    await this.d.store.del(key);
    return this.issue(user, client, randomUUID());
  }

  private async refresh(req: TokenRequest, client: Row) {
    if (!req.refreshToken) throw new OAuthError(400, '刷新令牌无效');
    const [stored] = await this.d.db
      .select()
      .from(refreshTokenTable)
      .where(eq(refreshTokenTable.tokenHash, hashToken(req.refreshToken)))
      .limit(1);
    if (!stored || stored.clientId !== client.clientId) throw new OAuthError(400, '刷新令牌无效');
    if (stored.revokedAt) {
      // A rotated-away token presented again: someone holds a copy. End the whole sign-in session.
      await this.revokeSession(stored.sid);
      throw new OAuthError(400, '刷新令牌已失效,请重新登录');
    }
    if (stored.expiresAt < nowString()) throw new OAuthError(400, '刷新令牌已过期,请重新登录');
    await this.checkTenant(stored.tenantId);
    const user = await this.d.accounts.userById(stored.tenantId, String(stored.userId));
    if (!user) throw new OAuthError(400, '用户不存在');
    this.checkUserStatus(user);
    await this.d.db
      .update(refreshTokenTable)
      .set({ revokedAt: nowString() })
      .where(eq(refreshTokenTable.id, stored.id));
    return this.issue(user, client, stored.sid);
  }

  /** Access token (JWT) and a new refresh token in the session `sid`; the flat BladeX reply. */
  private async issue(user: Row, client: Row, sid: string) {
    const profile = await this.d.accounts.profile(user);
    const accessTtl = Number(client.accessTokenValidity) || ACCESS_TOKEN_SECONDS;
    const refreshTtl = Number(client.refreshTokenValidity) || REFRESH_TOKEN_SECONDS;
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
    const refresh = newRefreshToken();
    await this.d.db.insert(refreshTokenTable).values({
      id: nextId(),
      tenantId: base.tenant_id,
      userId: base.user_id,
      clientId: base.client_id,
      sid,
      tokenHash: hashToken(refresh),
      expiresAt: formatDateTime(new Date(Date.now() + refreshTtl * 1000)),
      createTime: nowString(),
    });
    return {
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
    // Open tabs go to the sign-in page now rather than at their next call.
    await this.d.hub.publish({ tenantId, userId }, { type: 'logout', payload: { reason: 'revoked' } });
  }
}
