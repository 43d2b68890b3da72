/** Sign-in and session: captcha, the token endpoint's grants and refusals, lockout, refresh rotation, logout. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { REFRESH_GRACE_SECONDS } from '../src/modules/auth/signin.service';
import { md5 } from '../src/platform/auth/password';
import { systemContext } from '../src/platform/tenancy/context';
import { BASIC, client, signIn, testApp } from './helpers';

// postgres: captcha codes, failed sign-ins and revoked sessions kept in Redis (scripts/test.mjs api:postgres)

const TOKEN = '/api/blade-auth/oauth/token';

function tokenCall(app: FastifyInstance, query: Record<string, string>, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams({ tenantId: '000000', scope: 'all', type: 'account', ...query }).toString();
  return app.inject({ method: 'POST', url: `${TOKEN}?${qs}`, headers: { authorization: BASIC, ...headers } });
}

async function captcha(app: FastifyInstance) {
  const r = await app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha' });
  const { key, image } = r.json().data;
  const code = (await app.inject({ method: 'GET', url: `/api/test-seam/captcha/${key}` })).json().data as string;
  return { key, image, code };
}

describe('with captcha on (the default)', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ CAPTCHA: 'on' });
  });
  after(() => app.close());

  test('the captcha is an image data URL under a random key', async () => {
    const { key, image, code } = await captcha(app);
    assert.match(key, /^[0-9a-f-]{36}$/);
    assert.match(image, /^data:image\/svg\+xml;base64,/);
    assert.match(code, /^[a-z0-9]{4}$/);
  });

  test('a wrong code is refused, the right one (any case) signs in, and a code works once', async () => {
    const c1 = await captcha(app);
    const wrong = await tokenCall(
      app,
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { 'captcha-key': c1.key, 'captcha-code': 'zzzz' },
    );
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), { error_code: 400, error_description: '验证码不正确' });
    // The failed attempt spent the code: the right one no longer works with that key.
    const spent = await tokenCall(
      app,
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { 'captcha-key': c1.key, 'captcha-code': c1.code },
    );
    assert.equal(spent.json().error_description, '验证码不正确');

    const c2 = await captcha(app);
    const ok = await tokenCall(
      app,
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { 'captcha-key': c2.key, 'captcha-code': c2.code.toUpperCase() },
    );
    assert.equal(ok.statusCode, 200, ok.body);
    const again = await tokenCall(
      app,
      { username: 'admin', password: md5('admin'), grant_type: 'captcha' },
      { 'captcha-key': c2.key, 'captcha-code': c2.code },
    );
    assert.equal(again.json().error_description, '验证码不正确');
  });

  test('a missing captcha is refused', async () => {
    const r = await tokenCall(app, { username: 'admin', password: md5('admin'), grant_type: 'captcha' });
    assert.equal(r.json().error_description, '验证码不正确');
  });

  test('grant_type=password is refused while the captcha is on', async () => {
    const r = await tokenCall(app, { username: 'admin', password: md5('admin'), grant_type: 'password' });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().error_description, '验证码已开启,请使用验证码登录');
  });
});

describe('with captcha off', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ CAPTCHA: 'off', LOGIN_LOCK_MINUTES: '15' });
  });
  after(() => app.close());

  test('the reply is the flat BladeX token JSON', async () => {
    const r = await tokenCall(app, { username: 'admin', password: md5('admin'), grant_type: 'password' });
    assert.equal(r.statusCode, 200);
    const b = r.json();
    for (const k of [
      'access_token',
      'refresh_token',
      'token_type',
      'expires_in',
      'scope',
      'tenant_id',
      'user_id',
      'dept_id',
      'post_id',
      'role_id',
      'account',
      'user_name',
      'real_name',
      'nick_name',
      'role_name',
      'avatar',
      'client_id',
      'oauth_id',
      'detail',
      'license',
      'jti',
    ]) {
      assert.ok(k in b, `missing ${k}`);
    }
    assert.equal(b.token_type, 'bearer');
    assert.equal(b.expires_in, 3600);
    assert.equal(b.tenant_id, '000000');
    assert.equal(b.account, 'admin');
    assert.equal(b.role_name, 'administrator');
    assert.deepEqual(b.detail, { type: 'web' });
    assert.equal(b.code, undefined, 'not the envelope');
  });

  test('parameters may also come as a form body, and the tenant from the Tenant-Id header', async () => {
    const r = await app.inject({
      method: 'POST',
      url: TOKEN,
      headers: { authorization: BASIC, 'tenant-id': '000000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=admin&password=${md5('admin')}&grant_type=password`,
    });
    assert.equal(r.statusCode, 200, r.body);
  });

  test('a bad client is a 401', async () => {
    const bad = `Basic ${Buffer.from('saber:wrong').toString('base64')}`;
    const r = await tokenCall(
      app,
      { username: 'admin', password: md5('admin'), grant_type: 'password' },
      { authorization: bad },
    );
    assert.equal(r.statusCode, 401);
    assert.deepEqual(r.json(), { error_code: 401, error_description: '客户端认证失败' });
    const none = await app.inject({
      method: 'POST',
      url: `${TOKEN}?grant_type=password&username=admin&password=${md5('admin')}`,
    });
    assert.equal(none.statusCode, 401);
  });

  test('unknown grant types, unknown tenants and social sign-in without a provider are refused', async () => {
    assert.match((await tokenCall(app, { grant_type: 'implicit' })).json().error_description, /不支持的授权类型/);
    assert.equal(
      (
        await tokenCall(app, { grant_type: 'password', username: 'admin', password: md5('admin'), tenantId: '424242' })
      ).json().error_description,
      '租户不存在',
    );
    assert.equal(
      (await tokenCall(app, { grant_type: 'social', source: 'github', code: 'x', state: 'y' })).json()
        .error_description,
      '未配置第三方登录',
    );
  });

  test('a wrong password is refused; five failures lock the account, even for the right password', async () => {
    const sys = app.appContext;
    // a user of our own so the admin stays usable for the other tests
    const { hashPassword } = await import('../src/platform/auth/password');
    const { repos } = await import('../src/modules/system/repos');
    await repos.user.insert(sys.database.owner, systemContext('000000'), {
      account: 'locky',
      password: await hashPassword(md5('right')),
      name: 'L',
      realName: 'L',
      roleId: '1',
      deptId: '1',
      status: 1,
    });
    for (let i = 1; i <= 4; i++) {
      const r = await tokenCall(app, { grant_type: 'password', username: 'locky', password: md5('wrong') });
      assert.equal(r.json().error_description, '用户名或密码错误', `attempt ${i}`);
    }
    const fifth = await tokenCall(app, { grant_type: 'password', username: 'locky', password: md5('wrong') });
    assert.equal(fifth.json().error_description, '账号已被锁定,请15分钟后再试');
    const right = await tokenCall(app, { grant_type: 'password', username: 'locky', password: md5('right') });
    assert.match(right.json().error_description, /^账号已被锁定/);
  });

  test('an unknown account answers like a wrong password', async () => {
    const r = await tokenCall(app, { grant_type: 'password', username: 'nobody', password: md5('x') });
    assert.equal(r.json().error_description, '用户名或密码错误');
  });

  test('a disabled user is refused at sign-in and its live token stops working', async () => {
    const { hashPassword } = await import('../src/platform/auth/password');
    const { repos } = await import('../src/modules/system/repos');
    const db = app.appContext.database.owner;
    const ctx = systemContext('000000');
    const u = await repos.user.insert(db, ctx, {
      account: 'soon-off',
      password: await hashPassword(md5('pw')),
      name: 'S',
      realName: 'S',
      roleId: '1',
      deptId: '1',
      status: 1,
    });
    const s = await signIn(app, 'soon-off', 'pw');
    assert.equal((await client(app, s).get('/api/blade-auth/oauth/clear-cache')).status, 200);
    await repos.user.update(db, ctx, String(u.id), { status: 0 });
    assert.equal(
      (await tokenCall(app, { grant_type: 'password', username: 'soon-off', password: md5('pw') })).json()
        .error_description,
      '账号已被禁用',
    );
    const r = await client(app, s).get('/api/blade-auth/oauth/clear-cache');
    assert.equal(r.status, 401);
  });

  test('refresh rotates the token; presenting a rotated-away token ends the session', async (t) => {
    app.signin.graceSeconds = 1;
    t.after(() => {
      app.signin.graceSeconds = REFRESH_GRACE_SECONDS;
    });
    const s = await signIn(app);
    const r1 = await tokenCall(app, { grant_type: 'refresh_token', refresh_token: s.refresh });
    assert.equal(r1.statusCode, 200, r1.body);
    const next = r1.json();
    assert.notEqual(next.refresh_token, s.refresh);
    // the alias path works the same
    const r2 = await app.inject({
      method: 'POST',
      url: `${TOKEN}/refresh?grant_type=refresh_token&refresh_token=${next.refresh_token}`,
      headers: { authorization: BASIC },
    });
    assert.equal(r2.statusCode, 200);
    const latest = r2.json();
    // replaying the first (rotated) token after the grace period (shortened here) is treated as theft: refused, and
    // the whole session is revoked (within it, the replay answers the live token: signin-hardening.test.ts)
    await new Promise((r) => setTimeout(r, 1200));
    const replay = await tokenCall(app, { grant_type: 'refresh_token', refresh_token: s.refresh });
    assert.equal(replay.json().error_description, '刷新令牌已失效,请重新登录');
    assert.equal(
      (await tokenCall(app, { grant_type: 'refresh_token', refresh_token: latest.refresh_token })).statusCode,
      400,
    );
    assert.equal(
      (
        await client(app, { token: latest.access_token, refresh: '', body: {} }).get(
          '/api/blade-auth/oauth/clear-cache',
        )
      ).status,
      401,
    );
    assert.equal(
      (await tokenCall(app, { grant_type: 'refresh_token', refresh_token: 'garbage' })).json().error_description,
      '刷新令牌无效',
    );
  });

  test('logout revokes the session: the access token and the refresh token stop working', async () => {
    const s = await signIn(app);
    const c = client(app, s);
    assert.equal((await c.get('/api/blade-auth/oauth/logout')).status, 200);
    const after = await c.get('/api/blade-system/param/list');
    assert.equal(after.status, 401);
    assert.equal(after.body.msg, '令牌已失效,请重新登录');
    assert.equal((await tokenCall(app, { grant_type: 'refresh_token', refresh_token: s.refresh })).statusCode, 400);
    // POST logout works too
    const s2 = await signIn(app);
    assert.equal((await client(app, s2).post('/api/blade-auth/oauth/logout')).status, 200);
  });

  test('an expired access token is a 401 saying so', async () => {
    const s = await signIn(app);
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString());
    const key = new TextEncoder().encode(app.appContext.config.jwtSecret);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const r = await client(app, { token: expired, refresh: '', body: {} }).get('/api/blade-system/param/list');
    assert.equal(r.status, 401);
    assert.equal(r.body.msg, '令牌已过期,请重新登录');
  });

  test('a token signed with another secret is refused', async () => {
    const s = await signIn(app);
    const claims = JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    assert.equal(
      (await client(app, { token: forged, refresh: '', body: {} }).get('/api/blade-system/param/list')).status,
      401,
    );
  });
});
