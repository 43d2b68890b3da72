/**
 * Sign-in under attack (issue 9 items 4, 5, 6, 7): parallel attempts cannot outrun the lockout, an unknown account or
 * tenant costs the same password verification as a known one, a refresh token is rotated by exactly one of several
 * simultaneous callers without forking or ending the session, and the web app's refresh token lives in an HttpOnly
 * cookie. The races run on whichever database the suite runs on; on PostgreSQL (TEST_DATABASE_URL) the requests really
 * run in parallel, on PGlite they interleave at every await.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOGIN_MAX_FAILURES } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from '../src/modules/auth';
import { type PasswordVerifier, REFRESH_GRACE_SECONDS } from '../src/modules/auth/signin.service';
import { refreshTokenTable } from '../src/modules/auth/tables';
import { repos } from '../src/modules/system/repos';
import { hashPassword, md5 } from '../src/platform/auth/password';
import { systemContext } from '../src/platform/tenancy/context';
import { BASIC, client, ok, signIn, testApp } from './helpers';

// postgres: parallel sign-ins against the lockout counter in Redis; one refresh rotation among simultaneous ones (scripts/test.mjs api:postgres)

const TOKEN = '/api/blade-auth/oauth/token';
const onPostgres = !!process.env.TEST_DATABASE_URL;

function tokenCall(app: FastifyInstance, query: Record<string, string>, headers: Record<string, string> = {}) {
  const qs = new URLSearchParams({ tenantId: '000000', scope: 'all', type: 'account', ...query }).toString();
  return app.inject({ method: 'POST', url: `${TOKEN}?${qs}`, headers: { authorization: BASIC, ...headers } });
}
const attempt = (app: FastifyInstance, username: string, password: string, tenantId = '000000') =>
  tokenCall(app, { grant_type: 'password', username, password: md5(password), tenantId });
const refresh = (app: FastifyInstance, token: string) =>
  tokenCall(app, { grant_type: 'refresh_token', refresh_token: token });

async function addUser(app: FastifyInstance, account: string, password: string) {
  const row = await repos.user.insert(app.appContext.database.owner, systemContext('000000'), {
    account,
    password: await hashPassword(md5(password)),
    name: account,
    realName: account,
    roleId: '1',
    deptId: '1',
    status: 1,
  });
  return String(row.id);
}

/** Counts (and records the hashes of) every password verification of the sign-in while `work` runs. */
async function verifications(app: FastifyInstance, work: () => Promise<unknown>) {
  const original = app.signin.verifier;
  const hashes: string[] = [];
  const counting: PasswordVerifier = (stored, md5Hex) => {
    hashes.push(stored);
    return original(stored, md5Hex);
  };
  app.signin.verifier = counting;
  try {
    await work();
  } finally {
    app.signin.verifier = original;
  }
  return hashes;
}

/** The argon2 parameters of a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
const argonParams = (phc: string) => phc.split('$').slice(1, 4).join('$');

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

describe('lockout (item 5)', () => {
  test(`${LOGIN_MAX_FAILURES * 4} simultaneous wrong passwords get at most ${LOGIN_MAX_FAILURES} verified; the right one is then locked out`, async () => {
    await addUser(app, 'racer', 'right-pw');
    const answers: string[] = [];
    const verified = await verifications(app, async () => {
      const rs = await Promise.all(
        Array.from({ length: LOGIN_MAX_FAILURES * 4 }, () => attempt(app, 'racer', 'wrong-pw')),
      );
      for (const r of rs) answers.push(r.json().error_description);
    });
    assert.equal(verified.length, LOGIN_MAX_FAILURES, 'password verifications');
    assert.equal(answers.filter((a) => a === '用户名或密码错误').length, LOGIN_MAX_FAILURES - 1);
    assert.ok(
      answers.every((a) => a === '用户名或密码错误' || /^账号已被锁定,请\d+分钟后再试$/.test(a)),
      answers.join(),
    );
    const right = await attempt(app, 'racer', 'right-pw');
    assert.equal(right.statusCode, 400);
    assert.match(right.json().error_description, /^账号已被锁定/);
  });

  test('the right password among simultaneous wrong ones is accepted only while it is within the limit', async () => {
    await addUser(app, 'racer2', 'right-pw');
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await attempt(app, 'racer2', 'wrong-pw');
    // One attempt is left: of these, exactly one is verified, whichever is counted first.
    let verified: string[] = [];
    let rs: Awaited<ReturnType<typeof attempt>>[] = [];
    verified = await verifications(app, async () => {
      rs = await Promise.all([
        ...Array.from({ length: 6 }, () => attempt(app, 'racer2', 'wrong-pw')),
        attempt(app, 'racer2', 'right-pw'),
      ]);
    });
    // The first counted is verified: a wrong one locks the account (nothing else is verified); the right one signs in,
    // and the wrong ones then start a new count.
    const accepted = rs.filter((r) => r.statusCode === 200).length;
    assert.ok(accepted <= 1);
    if (accepted === 0) assert.equal(verified.length, 1);
    else assert.ok(verified.length <= 1 + LOGIN_MAX_FAILURES, `${verified.length}`);
  });

  test(`${LOGIN_MAX_FAILURES * 2} correct sign-ins at once are all accepted and count nothing; ${LOGIN_MAX_FAILURES} wrong ones at once still lock`, async () => {
    await addUser(app, 'crowd', 'right-pw');
    const right = await Promise.all(
      Array.from({ length: LOGIN_MAX_FAILURES * 2 }, () => attempt(app, 'crowd', 'right-pw')),
    );
    assert.deepEqual(
      right.map((r) => r.statusCode),
      right.map(() => 200),
      right.map((r) => r.json().error_description).join(),
    );
    assert.equal(await app.signin.lockout.lockedFor('000000', 'crowd'), 0);
    assert.equal((await attempt(app, 'crowd', 'wrong-pw')).json().error_description, '用户名或密码错误');
    assert.equal((await attempt(app, 'crowd', 'right-pw')).statusCode, 200, 'the success forgets that failure');

    // Every one of simultaneous wrong passwords is counted: the limit of them locks the account.
    const verified = await verifications(app, async () => {
      const wrong = await Promise.all(
        Array.from({ length: LOGIN_MAX_FAILURES }, () => attempt(app, 'crowd', 'wrong-pw')),
      );
      const answers = wrong.map((r) => r.json().error_description).sort();
      assert.equal(answers.filter((a) => a === '用户名或密码错误').length, LOGIN_MAX_FAILURES - 1, answers.join());
      assert.match(answers.at(-1) ?? '', /^账号已被锁定/);
    });
    assert.equal(verified.length, LOGIN_MAX_FAILURES);
    assert.match((await attempt(app, 'crowd', 'right-pw')).json().error_description, /^账号已被锁定/);
  });

  test('correct sign-ins among fewer wrong ones than the limit, all at once: every correct one is accepted, nothing locks', async () => {
    await addUser(app, 'mixed', 'right-pw');
    const rs = await Promise.all([
      ...Array.from({ length: LOGIN_MAX_FAILURES - 1 }, () => attempt(app, 'mixed', 'wrong-pw')),
      ...Array.from({ length: 3 }, () => attempt(app, 'mixed', 'right-pw')),
    ]);
    const answers = rs.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error_description));
    assert.deepEqual(answers, [...Array(LOGIN_MAX_FAILURES - 1).fill('用户名或密码错误'), 'ok', 'ok', 'ok']);
    assert.equal(await app.signin.lockout.lockedFor('000000', 'mixed'), 0);
    assert.equal((await attempt(app, 'mixed', 'right-pw')).statusCode, 200);
  });

  test('a successful sign-in forgets the failures before it', async () => {
    await addUser(app, 'forgetful', 'pw');
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await attempt(app, 'forgetful', 'nope');
    assert.equal((await attempt(app, 'forgetful', 'pw')).statusCode, 200);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      assert.equal((await attempt(app, 'forgetful', 'nope')).json().error_description, '用户名或密码错误');
    }
  });

  test('an administrator unlocks a locked account (user_unlock); the list shows which accounts are locked', async () => {
    const id = await addUser(app, 'lockme', 'pw');
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await attempt(app, 'lockme', 'nope');
    assert.match((await attempt(app, 'lockme', 'pw')).json().error_description, /^账号已被锁定/);
    const admin = client(app, await signIn(app));
    const page = await ok(admin, '/api/blade-user/page?account=lockme');
    assert.equal(page.records[0].locked, true);
    assert.ok(page.records[0].lockMinutes > 0);
    const other = await ok(admin, '/api/blade-user/page?account=admin');
    assert.equal(other.records[0].locked, false);

    assert.equal(await ok(admin, `/api/blade-user/unlock?userIds=${id}`, {}), true);
    assert.equal((await ok(admin, '/api/blade-user/page?account=lockme')).records[0].locked, false);
    assert.equal((await attempt(app, 'lockme', 'pw')).statusCode, 200);

    // Ids of no user of the tenant: 404 naming them; a user without user_unlock: 403.
    const missing = await admin.post('/api/blade-user/unlock?userIds=123', {});
    assert.equal(missing.status, 404);
    const staff = client(app, await signIn(app, 'lockme', 'pw'));
    assert.equal((await staff.post(`/api/blade-user/unlock?userIds=${id}`, {})).status, 403);
  });
});

describe('the same work for unknown accounts and tenants (item 7)', () => {
  test('a known account with a wrong password, an unknown account and an unknown tenant each verify once, with the same argon2 parameters', async () => {
    await addUser(app, 'timing', 'pw');
    const known = await verifications(app, () => attempt(app, 'timing', 'wrong'));
    const unknown = await verifications(app, () => attempt(app, 'no-such-account', 'wrong'));
    const noTenant = await verifications(app, () => attempt(app, 'timing', 'wrong', '999999'));
    assert.equal(known.length, 1);
    assert.equal(unknown.length, 1);
    assert.equal(noTenant.length, 1);
    assert.equal(argonParams(unknown[0]), argonParams(known[0]));
    assert.equal(argonParams(noTenant[0]), argonParams(known[0]));
    assert.match(argonParams(known[0]), /^argon2id\$v=19\$m=19456,t=2,p=1$/);
    // and the answers stay what they were
    assert.equal((await attempt(app, 'no-such-account', 'wrong')).json().error_description, '用户名或密码错误');
    assert.equal((await attempt(app, 'timing', 'wrong', '999999')).json().error_description, '租户不存在');
  });
});

describe('refresh rotation (item 6)', () => {
  const liveTokens = async (sid: string) =>
    (await app.appContext.database.owner.select().from(refreshTokenTable).where(eq(refreshTokenTable.sid, sid))).filter(
      (r) => !r.revokedAt,
    ).length;
  const sidOf = (accessToken: string) =>
    JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid as string;

  test(`20 trials of two simultaneous refreshes${onPostgres ? ' (PostgreSQL)' : ''}: one session continues, not forked, not signed out`, async () => {
    for (let trial = 0; trial < 20; trial++) {
      const s = await signIn(app);
      const [a, b] = await Promise.all([refresh(app, s.refresh), refresh(app, s.refresh)]);
      assert.equal(a.statusCode, 200, `trial ${trial}: ${a.body}`);
      assert.equal(b.statusCode, 200, `trial ${trial}: ${b.body}`);
      const ra = a.json();
      const rb = b.json();
      // the same successor: both tabs continue one session
      assert.equal(ra.refresh_token, rb.refresh_token, `trial ${trial}: forked`);
      assert.notEqual(ra.refresh_token, s.refresh);
      const sid = sidOf(s.token);
      assert.equal(sidOf(ra.access_token), sid);
      assert.equal(sidOf(rb.access_token), sid);
      assert.equal(await liveTokens(sid), 1, `trial ${trial}: live refresh tokens`);
      // not signed out: both access tokens work, and the successor refreshes
      for (const t of [ra.access_token, rb.access_token]) {
        assert.equal((await client(app, { token: t, refresh: '', body: {} }).get('/api/blade-user/info')).status, 200);
      }
      const next = await refresh(app, ra.refresh_token);
      assert.equal(next.statusCode, 200, `trial ${trial}: ${next.body}`);
      assert.equal(await liveTokens(sid), 1);
    }
  });

  test('within the grace period the old token answers the live successor; after it, reuse ends the session', async () => {
    const s = await signIn(app);
    const first = (await refresh(app, s.refresh)).json();
    const second = (await refresh(app, first.refresh_token)).json();
    // a late tab still holding the first token follows both rotations to the live token
    const late = await refresh(app, s.refresh);
    assert.equal(late.statusCode, 200, late.body);
    assert.equal(late.json().refresh_token, second.refresh_token);
    assert.equal(await liveTokens(sidOf(s.token)), 1);

    app.signin.graceSeconds = 1;
    try {
      const third = (await refresh(app, second.refresh_token)).json();
      await new Promise((r) => setTimeout(r, 1300));
      const replay = await refresh(app, second.refresh_token);
      assert.equal(replay.json().error_description, '刷新令牌已失效,请重新登录');
      // the whole session ended: the live refresh token and its access token too
      assert.equal((await refresh(app, third.refresh_token)).statusCode, 400);
      const c = client(app, { token: third.access_token, refresh: '', body: {} });
      assert.equal((await c.get('/api/blade-user/info')).status, 401);
    } finally {
      app.signin.graceSeconds = REFRESH_GRACE_SECONDS;
    }
  });

  test('after logout the old token does not reach the successor, even within the grace period', async () => {
    const s = await signIn(app);
    const next = (await refresh(app, s.refresh)).json();
    assert.equal(
      (await client(app, { token: next.access_token, refresh: '', body: {} }).get('/api/blade-auth/oauth/logout'))
        .status,
      200,
    );
    assert.equal((await refresh(app, s.refresh)).statusCode, 400);
    assert.equal((await refresh(app, next.refresh_token)).statusCode, 400);
  });
});

describe('the refresh token in an HttpOnly cookie (item 4)', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const raw = res.headers['set-cookie'];
    const all = (Array.isArray(raw) ? raw : [raw]).filter(Boolean).map(String);
    return all.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  };
  const cookieValue = (setCookie: string) => setCookie.split(';')[0].slice(REFRESH_COOKIE.length + 1);

  test('cookie mode: the refresh token is set as an HttpOnly, SameSite=Strict cookie on the oauth path, not in the body', async () => {
    const r = await tokenCall(
      app,
      { grant_type: 'password', username: 'admin', password: md5('admin') },
      { 'x-refresh-cookie': '1' },
    );
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().refresh_token, '');
    assert.ok(r.json().access_token);
    const set = cookieOf(r);
    assert.ok(set, 'Set-Cookie');
    assert.match(set, /; HttpOnly/);
    assert.match(set, /; SameSite=Strict/);
    assert.match(set, new RegExp(`; Path=${REFRESH_COOKIE_PATH}(;|$)`));
    assert.match(set, /; Max-Age=\d+/);
    assert.doesNotMatch(set, /; Secure/);
    assert.ok(cookieValue(set).length > 20);

    // a refresh without the parameter reads the cookie (at the token path and its /refresh alias) and sets the next one
    let current = cookieValue(set);
    for (const url of [TOKEN, `${TOKEN}/refresh`]) {
      const next = await app.inject({
        method: 'POST',
        url: `${url}?grant_type=refresh_token`,
        headers: { authorization: BASIC, cookie: `${REFRESH_COOKIE}=${current}` },
      });
      assert.equal(next.statusCode, 200, next.body);
      assert.equal(next.json().refresh_token, '');
      const nextSet = cookieOf(next);
      assert.ok(nextSet);
      assert.notEqual(cookieValue(nextSet), current);
      current = cookieValue(nextSet);
    }

    // logout clears the cookie
    const session = { token: r.json().access_token, refresh: '', body: {} };
    const out = await app.inject({
      method: 'GET',
      url: '/api/blade-auth/oauth/logout',
      headers: {
        'blade-auth': `bearer ${session.token}`,
        authorization: BASIC,
        cookie: `${REFRESH_COOKIE}=${current}`,
      },
    });
    assert.equal(out.statusCode, 200);
    const cleared = cookieOf(out);
    assert.ok(cleared);
    assert.equal(cookieValue(cleared), '');
    assert.match(cleared, new RegExp(`Path=${REFRESH_COOKIE_PATH}`));
    assert.match(cleared, /Expires=Thu, 01 Jan 1970|Max-Age=0/);
    // and the session's refresh token no longer works
    const after = await app.inject({
      method: 'POST',
      url: `${TOKEN}?grant_type=refresh_token`,
      headers: { authorization: BASIC, cookie: `${REFRESH_COOKIE}=${current}` },
    });
    assert.equal(after.statusCode, 400);
    const dropped = cookieOf(after);
    assert.ok(dropped, 'a refused cookie is cleared');
    assert.equal(cookieValue(dropped), '');
  });

  test('other clients keep the BladeX reply: the refresh token in the body and no cookie', async () => {
    const r = await tokenCall(app, { grant_type: 'password', username: 'admin', password: md5('admin') });
    assert.ok(r.json().refresh_token);
    assert.equal(cookieOf(r), undefined);
    const next = await refresh(app, r.json().refresh_token);
    assert.ok(next.json().refresh_token);
    assert.equal(cookieOf(next), undefined);
  });

  test('a refresh with neither parameter nor cookie is refused', async () => {
    const r = await tokenCall(app, { grant_type: 'refresh_token' });
    assert.equal(r.statusCode, 400);
    assert.equal(r.json().error_description, '刷新令牌无效');
  });

  test('COOKIE_SECURE=on marks the cookie Secure', async () => {
    const secure = await testApp({ COOKIE_SECURE: 'on' });
    try {
      const r = await tokenCall(
        secure,
        { grant_type: 'password', username: 'admin', password: md5('admin') },
        { 'x-refresh-cookie': '1' },
      );
      assert.match(cookieOf(r) ?? '', /; Secure/);
    } finally {
      await secure.close();
    }
  });
});
