import cookie from '@fastify/cookie';
import { redactUrl } from '../../platform/http/logging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app';
import { ok } from '../../platform/http/envelope';
import { badRequest, requestLocale } from '../../platform/http/errors';
import { l } from '@flp/shared';
import type { SystemServices } from '../system/services';
import { OAuthError, SigninService, type TokenRequest } from './signin.service';
import { type NoApi, defineModule } from '../host';

export interface AuthModuleDeps extends AppContext {
  system: SystemServices;
  testSeams: boolean;
}

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) || undefined;
};

/** `Authorization: Basic base64(clientId:clientSecret)`. */
function clientCredentials(req: FastifyRequest): { clientId: string; clientSecret: string } {
  const raw = header(req, 'authorization');
  const m = raw && /^basic\s+(.+)$/i.exec(raw);
  if (!m) return { clientId: '', clientSecret: '' };
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  return i < 0
    ? { clientId: decoded, clientSecret: '' }
    : { clientId: decoded.slice(0, i), clientSecret: decoded.slice(i + 1) };
}

/**
 * The web app keeps its refresh token in this cookie, out of reach of scripts (HttpOnly), sent only by the app's own
 * pages (SameSite=Strict) and only to the sign-in calls (its path), `Secure` with COOKIE_SECURE=on.
 */
export const REFRESH_COOKIE = 'flp-refresh-token';
export const REFRESH_COOKIE_PATH = '/api/blade-auth/oauth';
/**
 * A token request carrying this header (value `1`) asks for cookie mode: the refresh token is set as the cookie and
 * the reply's `refresh_token` is empty. Other clients get it in the body, as BladeX answers.
 */
export const REFRESH_COOKIE_HEADER = 'x-refresh-cookie';

/** Sign-in and session calls (spec §7 Authentication; API-CONVENTIONS "Sign-in"). */
export function registerAuthModule(app: FastifyInstance, deps: AuthModuleDeps) {
  const signin = new SigninService({
    db: deps.database.db,
    tenancy: deps.database.tenancy,
    store: deps.store,
    tokens: deps.tokens,
    captcha: deps.captcha,
    accounts: deps.system.accounts,
    captchaRequired: deps.config.captcha,
    lockMinutes: deps.config.loginLockMinutes,
    hub: deps.hub,
    audit: deps.audit,
  });
  app.decorate('signin', signin);
  app.register(cookie);
  const cookieOptions = {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.config.cookieSecure,
  };

  const tag = { tags: ['Authentication'] };

  app.get(
    '/api/blade-auth/oauth/captcha',
    { config: { public: true }, schema: { ...tag, summary: 'a new captcha image' } },
    async () => ok(await deps.captcha.create()),
  );

  const tokenHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    // Parameters come in the query (as the spec's client sends them) or in a form/JSON body.
    const p = { ...((req.body as Record<string, unknown>) ?? {}), ...((req.query as Record<string, unknown>) ?? {}) };
    const s = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : undefined);
    const grantType = s('grant_type') ?? '';
    // A refresh without the parameter uses the cookie; a token that came in the cookie goes back in the cookie.
    const fromCookie = grantType === 'refresh_token' && !s('refresh_token') ? req.cookies[REFRESH_COOKIE] : undefined;
    const cookieMode = header(req, REFRESH_COOKIE_HEADER) === '1' || fromCookie !== undefined;
    const request: TokenRequest = {
      ...clientCredentials(req),
      grantType,
      tenantId: s('tenantId') ?? header(req, 'tenant-id'),
      username: s('username'),
      password: s('password'),
      refreshToken: s('refresh_token') ?? fromCookie,
      captchaKey: header(req, 'captcha-key'),
      captchaCode: header(req, 'captcha-code'),
      from: { remoteIp: req.ip, userAgent: String(req.headers['user-agent'] ?? ''), requestUri: redactUrl(req.url) },
    };
    try {
      const { body, refreshSeconds } = await signin.token(request);
      if (!cookieMode) return body;
      reply.setCookie(REFRESH_COOKIE, body.refresh_token, { ...cookieOptions, maxAge: refreshSeconds });
      return { ...body, refresh_token: '' };
    } catch (e) {
      if (e instanceof OAuthError) {
        // a refused cookie is of no further use: the browser stops sending it
        if (fromCookie !== undefined) reply.clearCookie(REFRESH_COOKIE, cookieOptions);
        const description = e.text[requestLocale(req)];
        return reply.status(e.status).send({ error_code: e.status, error_description: description });
      }
      throw e;
    }
  };
  const tokenSchema = {
    ...tag,
    summary: 'sign in (grant_type captcha | password | refresh_token | social); answers flat OAuth2 JSON',
    security: [{ client: [] }],
    querystring: {
      type: 'object',
      properties: {
        tenantId: { type: 'string', default: '000000' },
        username: { type: 'string' },
        password: { type: 'string', description: 'md5 hex of the typed password' },
        grant_type: { type: 'string', enum: ['captcha', 'password', 'refresh_token', 'social'] },
        refresh_token: { type: 'string' },
        scope: { type: 'string', default: 'all' },
        type: { type: 'string', default: 'account' },
      },
    },
  };
  app.post('/api/blade-auth/oauth/token', { config: { public: true }, schema: tokenSchema }, tokenHandler);
  app.post('/api/blade-auth/oauth/token/refresh', { config: { public: true }, schema: tokenSchema }, tokenHandler);

  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    await signin.revokeSession(req.claims.sid);
    if (req.cookies[REFRESH_COOKIE] !== undefined) reply.clearCookie(REFRESH_COOKIE, cookieOptions);
    return ok(true);
  };
  const logoutOpts = {
    config: { permission: null, auditTitle: l('退出登录', 'Sign out') },
    schema: { ...tag, summary: 'end this sign-in session' },
  };
  app.get('/api/blade-auth/oauth/logout', logoutOpts, logout);
  app.post('/api/blade-auth/oauth/logout', logoutOpts, logout);

  app.get(
    '/api/blade-auth/oauth/clear-cache',
    {
      config: { permission: null },
      schema: { ...tag, summary: "clear the caller's cached menus, dictionaries and permissions" },
    },
    async (req) => {
      await deps.system.identity.invalidate(req.ctx.tenantId);
      return ok(true);
    },
  );

  if (deps.testSeams) {
    // Tests read the captcha code they could otherwise only see in the image. buildApp() enables this only when a test
    // asks; the production entry point cannot.
    app.get('/api/test-seam/captcha/:key', { config: { public: true } }, async (req) => {
      const code = await deps.captcha.peek((req.params as { key: string }).key);
      if (!code) throw badRequest(l('验证码不存在或已过期', 'No such captcha (or it has expired)'));
      return ok(code);
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signin: SigninService;
  }
}

declare module '../host' {
  interface ModuleApis {
    auth: NoApi;
  }
}

/** Sign-in, tokens, captcha and sessions. */
export const authModule = defineModule({
  name: 'auth',
  register: (host) => registerAuthModule(host.app, host),
});
