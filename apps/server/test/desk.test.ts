import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, type Session, client, createTenant, signIn, testApp, ok } from './helpers';
import { listenSocket } from './support/socket';

// postgres: messages pushed to browsers through Redis publish (scripts/test.mjs api:postgres)

/**
 * Notices and messages (spec §7 "/api/blade-desk notice", §2 and §7 notifications): publishing a notice gives every
 * active user of the tenant a message, pushed over the websocket; each user reads only their own messages.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

let app: FastifyInstance;
let adminSession: Session;
let admin: Client;
let clerk: Client;
let clerkId: string;
let other: Client;

const unread = (c: Client) => ok(c, '/api/blade-desk/msg-queue/getMsgIndex');
const publish = (c: Client, title: string) =>
  c.post('/api/blade-desk/notice/submit', { title, category: 1, releaseTime: '2026-11-22', content: `${title}的内容` });

/** Opens the user's websocket (support/socket.ts): answers once the server said `ready` or closed it. */
const listen = (userId: string, token: string, lang?: string) => listenSocket(app, userId, { token, lang });

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(check(), 'timed out waiting');
}

before(async () => {
  app = await testApp();
  await app.ready();
  adminSession = await signIn(app);
  admin = client(app, adminSession);
  const dept = (await ok(admin, '/api/blade-system/dept/tree'))[0].id;
  const role = (await ok(admin, '/api/blade-system/role/tree'))[0].id;
  await ok(admin, '/api/blade-user/submit', {
    account: 'clerk',
    password: 'Secret-123',
    password2: 'Secret-123',
    name: 'clerk',
    realName: '文员',
    roleId: role,
    deptId: dept,
  });
  const clerkSession = await signIn(app, 'clerk', 'Secret-123');
  clerk = client(app, clerkSession);
  clerkId = clerkSession.body.user_id as string;
  await createTenant(app, '200001');
  other = client(app, await signIn(app, 'admin', 'admin', '200001'));
});
after(() => app.close());

describe('notices', () => {
  test('a notice needs its title, category and date', async () => {
    const res = await admin.post('/api/blade-desk/notice/submit', { content: 'x' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /请输入通知标题/);
  });

  test('publishing reaches every user of the tenant, once, and no other tenant', async () => {
    const before = { admin: await unread(admin), clerk: await unread(clerk), other: await unread(other) };
    assert.equal((await publish(admin, '年终盘点')).status, 200);
    assert.equal(await unread(admin), before.admin + 1);
    assert.equal(await unread(clerk), before.clerk + 1);
    assert.equal(await unread(other), before.other);

    const page = await ok(clerk, '/api/blade-desk/msg-queue/pageList?current=1&size=10&isRead=0');
    const msg = page.records.find((m: Node) => m.msgContent.includes('年终盘点'));
    assert.ok(msg);
    assert.equal(msg.msgTypeName, '通知公告');
    assert.equal(msg.peopleName, '管理员');
    assert.equal(msg.isRead, 0);
    assert.equal(msg.idStr, msg.id);

    // editing the notice does not send it again
    const list = await ok(admin, '/api/blade-desk/notice/list?current=1&size=10&title=年终盘点');
    const notice = list.records[0];
    await ok(admin, '/api/blade-desk/notice/submit', { ...notice, content: '改过的内容' });
    assert.equal(await unread(clerk), before.clerk + 1);
  });
});

describe('messages', () => {
  test("a user reads their own messages, one or all; another's message is not theirs to read", async () => {
    await publish(admin, '消息测试');
    const mine = await ok(clerk, '/api/blade-desk/msg-queue/pageList?current=1&size=10&msgContent=消息测试');
    assert.equal(mine.total, 1);
    const adminMsgs = await ok(admin, '/api/blade-desk/msg-queue/pageList?current=1&size=10&msgContent=消息测试');
    const adminMsg = adminMsgs.records[0];

    const refused = await clerk.post(`/api/blade-desk/msg-queue/readMsg?id=${adminMsg.id}`);
    assert.equal(refused.status, 404);
    assert.equal((await clerk.post('/api/blade-desk/msg-queue/readMsg?id=abc')).status, 400);
    assert.equal((await clerk.post('/api/blade-desk/msg-queue/readMsg')).status, 400);

    const count = await unread(clerk);
    await ok(clerk, `/api/blade-desk/msg-queue/readMsg?id=${mine.records[0].id}`, {});
    assert.equal(await unread(clerk), count - 1);
    const read = await ok(clerk, '/api/blade-desk/msg-queue/pageList?current=1&size=10&isRead=1&msgContent=消息测试');
    assert.equal(read.total, 1);
    assert.ok(read.records[0].readTime);
    // the administrator's copy is untouched
    assert.equal(
      (await ok(admin, `/api/blade-desk/msg-queue/pageList?current=1&size=10&msgContent=消息测试`)).records[0].isRead,
      0,
    );

    const marked = await ok(clerk, '/api/blade-desk/msg-queue/readAllMsg', {});
    assert.equal(marked, count - 1);
    assert.equal(await unread(clerk), 0);
    assert.equal(await ok(clerk, '/api/blade-desk/msg-queue/readAllMsg', {}), 0);
  });

  test('the message types', async () => {
    const types = await ok(clerk, '/api/blade-desk/msg-queue/getAllMsgTypeName');
    assert.deepEqual(types[0], { msgType: 1, msgTypeName: '通知公告' });
    const english = await ok(
      client(app, adminSession, { lang: 'en-US' }),
      '/api/blade-desk/msg-queue/getAllMsgTypeName',
    );
    assert.deepEqual(english[0], { msgType: 1, msgTypeName: 'Notice' });
  });

  test('the messages need a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blade-desk/msg-queue/getMsgIndex' });
    assert.equal(res.statusCode, 401);
  });
});

describe('websocket', () => {
  test('a signed-in user receives a new notice and their unread count as it changes', async () => {
    const ws = await listen(adminSession.body.user_id as string, adminSession.token);
    const wsEn = await listen(adminSession.body.user_id as string, adminSession.token, 'en-US');
    await publish(clerk, '推送测试');
    await until(() => ws.received.some((m) => m.type === 'notification'));
    const pushed = ws.received.find((m) => m.type === 'notification');
    assert.equal(pushed?.payload.msgTypeName, '通知公告');
    assert.match(pushed?.payload.msgContent, /推送测试/);
    // A tab in English: the type's English name; a person's notice keeps its own words.
    await until(() => wsEn.received.some((m) => m.type === 'notification'));
    const pushedEn = wsEn.received.find((m) => m.type === 'notification');
    assert.equal(pushedEn?.payload.msgTypeName, 'Notice');
    assert.match(pushedEn?.payload.msgContent, /推送测试/);
    wsEn.socket.terminate();

    await ok(admin, '/api/blade-desk/msg-queue/readAllMsg', {});
    await until(() => ws.received.some((m) => m.type === 'unread'));
    assert.deepEqual(ws.received.find((m) => m.type === 'unread')?.payload, { count: 0 });
    ws.socket.terminate();
  });

  test("a password reset ends the user's open tabs at once", async () => {
    const session = await signIn(app, 'clerk', 'Secret-123');
    const ws = await listen(clerkId, session.token);
    await ok(admin, `/api/blade-user/reset-password?userIds=${clerkId}`, {});
    await until(() => ws.received.some((m) => m.type === 'logout'));
    ws.socket.terminate();
  });

  test("a socket with a bad token, or for someone else's user id, is closed at once", async () => {
    assert.equal(await (await listen(clerkId, 'not-a-token')).closed, 4401);
    assert.equal(await (await listen(clerkId, adminSession.token)).closed, 4403);
  });

  test('a socket ticket opens one socket of its user, once; the token need not be in the URL', async () => {
    const { ticket } = await ok(admin, '/api/blade-auth/oauth/ticket?purpose=socket', {});
    const adminId = adminSession.body.user_id as string;
    const open = await listenSocket(app, adminId, { ticket });
    // The first frame says the socket is attached: from then on no push is missed.
    assert.equal(open.received[0]?.type, 'ready');
    await publish(admin, '凭票连接');
    await until(() => open.received.some((m) => m.type === 'notification'));
    open.socket.terminate();
    // used once: a second socket with the same ticket is refused
    assert.equal(await (await listenSocket(app, adminId, { ticket })).closed, 4401);
    // a download ticket does not open sockets
    const download = await ok(admin, '/api/blade-auth/oauth/ticket?purpose=download', {});
    assert.equal(await (await listenSocket(app, adminId, { ticket: download.ticket })).closed, 4401);
  });

  test('a change of grants or menus tells the open tabs to reload their menus (this tenant; menus: every tenant)', async () => {
    const mine = await listen(adminSession.body.user_id as string, adminSession.token);
    const otherSession = await signIn(app, 'admin', 'admin', '200001');
    const other = await listen(otherSession.body.user_id as string, otherSession.token);
    await ok(admin, '/api/blade-auth/oauth/clear-cache');
    await until(() => mine.received.some((m) => m.type === 'menus'));
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(!other.received.some((m) => m.type === 'menus'), 'another tenant’s grants did not change');
    // menus are platform-wide: a menu change reaches every tenant
    const menus = await ok(admin, '/api/blade-system/menu/list');
    const system = menus
      .flatMap((m: { children?: unknown[] }) => [m, ...(m.children ?? [])])
      .find((m: { code?: string }) => m.code === 'system') as { id: string; sort: number };
    await ok(admin, '/api/blade-system/menu/submit', { id: system.id, sort: system.sort });
    await until(() => other.received.some((m) => m.type === 'menus'));
    mine.socket.terminate();
    other.socket.terminate();
  });

  test('another tenant hears nothing of this tenant', async () => {
    const otherSession = await signIn(app, 'admin', 'admin', '200001');
    const ws = await listen(otherSession.body.user_id as string, otherSession.token);
    await publish(admin, '租户隔离');
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual(
      ws.received.map((m) => m.type),
      ['ready'],
    );
    ws.socket.terminate();
  });
});
