/**
 * Disabling an account ends its access at once (issue 9 item 12): the next call is refused however warm the cached
 * context, the refresh token stops working, and its websockets close, on every instance. Enabling lets it sign in again.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { repos } from '../src/modules/system/repos';
import { md5 } from '../src/platform/auth/password';
import { systemContext } from '../src/platform/tenancy/context';
import { BASIC, type Client, type Session, client, ok, signIn, testApp } from './helpers';
import { listenSocket } from './support/socket';

// postgres: a disabled account's sessions revoked through Redis and its sockets closed through Redis publish (scripts/test.mjs api:postgres)

const base = '/api/blade-user';

let app: FastifyInstance;
let admin: Client;
let roleId: string;
let deptId: string;

before(async () => {
  app = await testApp({ JWT_SECRET: 'user-status-test-secret-of-at-least-32-chars' });
  await app.ready();
  admin = client(app, await signIn(app));
  roleId = (await ok(admin, '/api/blade-system/role/tree'))[0].id;
  deptId = (await ok(admin, '/api/blade-system/dept/tree'))[0].id;
});
after(() => app.close());

async function addUser(account: string): Promise<string> {
  await ok(admin, `${base}/submit`, { account, password: md5('pw'), name: account, realName: account, roleId, deptId });
  return (await ok(admin, `${base}/page?account=${account}`)).records[0].id;
}

/** Opens the user's websocket on an instance (support/socket.ts): answers once it is attached or closed. */
const listen = (on: FastifyInstance, s: Session) => listenSocket(on, String(s.body.user_id), { token: s.token });

const within = <T>(p: Promise<T>, ms = 3000) =>
  Promise.race([p, new Promise<never>((_r, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

const signInAnswer = async (on: FastifyInstance, account: string) =>
  (
    await on.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=${account}&password=${md5('pw')}&grant_type=password`,
      headers: { authorization: BASIC },
    })
  ).json();

describe('update-status', () => {
  test('disabling ends access at once: calls, refresh and websocket; enabling lets the user back in', async () => {
    const id = await addUser('going-off');
    const s = await signIn(app, 'going-off', 'pw');
    const me = client(app, s);
    // a warm context: the guard has answered this user several times
    for (let i = 0; i < 3; i++) assert.equal((await me.get(`${base}/info`)).status, 200);
    const ws = await listen(app, s);

    assert.equal(await ok(admin, `${base}/update-status?userIds=${id}&status=0`, {}), true);
    assert.equal((await me.get(`${base}/info`)).status, 401);
    assert.equal(await within(ws.closed), 4401);
    assert.deepEqual(
      ws.received.map((m) => m.type),
      ['ready', 'logout'],
    );
    const refreshed = await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${s.refresh}`,
      headers: { authorization: BASIC },
    });
    assert.equal(refreshed.statusCode, 400);
    assert.equal((await signInAnswer(app, 'going-off')).error_description, '账号已被禁用');
    assert.equal((await ok(admin, `${base}/page?account=going-off`)).records[0].status, 0);

    assert.equal(await ok(admin, `${base}/update-status`, { userIds: id, status: 1 }), true);
    assert.equal((await ok(admin, `${base}/page?account=going-off`)).records[0].status, 1);
    const again = client(app, await signIn(app, 'going-off', 'pw'));
    assert.equal((await again.get(`${base}/info`)).status, 200);
  });

  test('refused: yourself, a pending registration, a bad status, unknown ids, no permission', async () => {
    const me = await ok(admin, `${base}/info`);
    const self = await admin.post(`${base}/update-status?userIds=${me.id}&status=0`, {});
    assert.equal(self.status, 400);
    assert.equal(self.body.msg, '不能禁用当前登录用户');

    await ok(admin, `${base}/register-guest`, {
      tenantId: '000000',
      account: 'waiting',
      name: 'w',
      password: md5('pw'),
    });
    const pendingId = (await ok(admin, `${base}/page?account=waiting&status=2`)).records[0].id;
    const pending = await admin.post(`${base}/update-status?userIds=${pendingId}&status=1`, {});
    assert.equal(pending.status, 400);
    assert.match(pending.body.msg, /账号正在等待审核: waiting/);

    const id = await addUser('plain-user');
    for (const status of ['2', 'x', '']) {
      const bad = await admin.post(`${base}/update-status?userIds=${id}&status=${status}`, {});
      assert.equal(bad.status, 400, status);
      assert.match(bad.body.msg, status === '' ? /^请选择状态$/ : /^状态: 必须是/);
      assert.equal(bad.body.data.errors[0].field, 'status');
    }
    assert.equal((await admin.post(`${base}/update-status?userIds=999&status=0`, {})).status, 404);

    // a role without user_status
    const readonly = await repos.role.insert(app.appContext.database.owner, systemContext('000000'), {
      parentId: '0',
      roleName: '只读',
      roleAlias: 'readonly',
      sort: 9,
    });
    await ok(admin, `${base}/grant`, { userIds: id, roleIds: String(readonly.id) });
    const staff = client(app, await signIn(app, 'plain-user', 'pw'));
    assert.equal((await staff.post(`${base}/update-status?userIds=${id}&status=0`, {})).status, 403);
  });
});

describe('on every instance (PostgreSQL and Redis)', () => {
  const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
  test('a user signed in on instance B is cut off there when instance A disables them', {
    skip: shared ? false : 'needs TEST_DATABASE_URL and TEST_REDIS_URL (two instances sharing a database and Redis)',
  }, async () => {
    const cfg = app.appContext.config;
    const b = await buildApp(
      loadConfig({
        DATABASE_URL: cfg.databaseUrl,
        REDIS_URL: cfg.redisUrl,
        REDIS_PREFIX: cfg.redisPrefix,
        JWT_SECRET: cfg.jwtSecret,
        CAPTCHA: 'off',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'off',
      }),
      { logger: false },
    );
    try {
      await b.ready();
      const id = await addUser('elsewhere');
      const s = await signIn(b, 'elsewhere', 'pw');
      const onB = client(b, s);
      for (let i = 0; i < 3; i++) assert.equal((await onB.get(`${base}/info`)).status, 200);
      const ws = await listen(b, s);
      await ok(admin, `${base}/update-status?userIds=${id}&status=0`, {});
      assert.equal((await onB.get(`${base}/info`)).status, 401);
      assert.equal(await within(ws.closed), 4401);
    } finally {
      await b.close();
    }
  });
});
