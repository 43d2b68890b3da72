/**
 * 微信公众号 (issue 34 item 6) through the real server against a fake WeChat on loopback: without an account the QR is
 * refused 409 "未配置微信公众号" and nothing is asked; the setting on 外部服务设置 (the official address offered, the
 * AppSecret masked); a follow QR for a scene the server makes, kept while it lives, the access token kept between
 * QRs and fetched again when WeChat calls it invalid; a refusal and a timeout said as such; a scene named by the
 * caller only their own. And the callback: WeChat's URL check, signed events binding and unbinding, every bad or
 * stale signature, unknown tenant and unsafe body refused alike.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Client, client, ok, refused, signIn, signInUngranted, testApp } from './helpers';
import { type FakeWechat, WX_APPID, WX_SECRET, startFakeWechat } from './fixtures/fake-wechat';
import { allowPrivateHosts } from './support/net';
import { QR_SECONDS } from '../src/modules/wx';
import { SHOW_QRCODE, callbackSignature, callbackToken } from '../src/modules/wx/mp-api';
import { wxBindingTable } from '../src/modules/wx/tables';

const WX = '/api/wx';
const SETTING = '/api/rzzl_qy/outside/setting';

/** The openid bound to a user, as the table keeps it (null: none). */
async function boundOpenid(userId: string) {
  const t = wxBindingTable;
  const [row] = await app.appContext.database.owner
    .select({ openid: t.openid })
    .from(t)
    .where(and(eq(t.tenantId, '000000'), eq(t.userId, userId)));
  return row?.openid ?? null;
}

let app: FastifyInstance;
let fake: FakeWechat;
let admin: Client;
let adminEn: Client;
let other: Client;
let adminId: string;
let otherId: string;

const settings = (over: Record<string, unknown> = {}) => ({
  service: 'wxMp',
  provider: 'wechat',
  baseUrl: fake.url,
  appKey: WX_APPID,
  secretKey: WX_SECRET,
  timeoutMs: 3000,
  enabled: 1,
  ...over,
});

/** A query WeChat would sign for the tenant (now, unless `at` says when). */
function signedQuery(tenantId = '000000', at = Math.floor(Date.now() / 1000), secret = WX_SECRET) {
  const timestamp = String(at);
  const nonce = String(Math.floor(Math.random() * 1e9));
  return { signature: callbackSignature(callbackToken(tenantId, secret), timestamp, nonce), timestamp, nonce };
}
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

const event = (openid: string, ev: string, key = '') =>
  `<xml><ToUserName><![CDATA[gh_123]]></ToUserName><FromUserName><![CDATA[${openid}]]></FromUserName><CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${ev}]]></Event><EventKey><![CDATA[${key}]]></EventKey></xml>`;

const postEvent = (xml: string, q: Record<string, string> = signedQuery(), tenantId = '000000') =>
  app.inject({
    method: 'POST',
    url: `${WX}/callback/${tenantId}?${qs(q)}`,
    headers: { 'content-type': 'text/xml' },
    payload: xml,
  });

/** The scene of the last QR made (what WeChat was asked for). */
const lastScene = () =>
  fake.calls.filter((c) => c.path === '/cgi-bin/qrcode/create').at(-1)!.body!.action_info.scene.scene_str as string;
const status = (c: Client) => ok(c, `${WX}/status`);

before(async () => {
  fake = await startFakeWechat();
  app = await testApp();
  const s = await signIn(app);
  adminId = String(s.body.user_id);
  admin = client(app, s);
  adminEn = client(app, s, { lang: 'en-US' });
  const o = await signInUngranted(app, 'wxfollower');
  otherId = String(o.body.user_id);
  other = client(app, o);
  await allowPrivateHosts(admin, '127.0.0.1');
});
after(async () => {
  await app.close();
  await fake.close();
});

test('without an account: 409 未配置微信公众号 in both languages, nothing asked, the callback refused', async () => {
  const res = await admin.get(`${WX}/getQrcode`);
  assert.equal(res.status, 409);
  assert.equal(res.body.msg, '未配置微信公众号');
  assert.equal((await adminEn.get(`${WX}/getQrcode`)).body.msg, 'No WeChat official account is configured');
  assert.deepEqual(await status(admin), { configured: false, bound: false });
  const check = await app.inject({ url: `${WX}/callback/000000?${qs({ ...signedQuery(), echostr: 'abc123' })}` });
  assert.deepEqual([check.statusCode, check.body], [403, 'forbidden']);
  assert.equal(fake.calls.length, 0);
  // 外部服务设置 offers the official address, and the callback has no Token until an AppSecret is set.
  const view = ((await ok(admin, `${SETTING}/list`)) as Record<string, unknown>[]).find((v) => v.service === 'wxMp')!;
  assert.deepEqual([view.baseUrl, view.configured, view.provider], ['https://api.weixin.qq.com', false, 'wechat']);
  assert.deepEqual(await ok(admin, `${WX}/callback-info`), { path: `${WX}/callback/000000`, token: '' });
  assert.equal(
    (await admin.post('/api/rzzl_qy/outside/order/place', { service: 'wxMp', subjectName: '某公司' })).status,
    400,
  );
});

test('the setting on 外部服务设置: the AppSecret masked; the callback’s path and Token for administrators only', async () => {
  refused(await admin.post(`${SETTING}/submit`, settings({ provider: 'qichacha' })), 'provider', /服务商/);
  const saved = await ok(admin, `${SETTING}/submit`, settings());
  assert.deepEqual([saved.configured, saved.secretKey], [true, `******${WX_SECRET.slice(-4)}`]);
  assert.deepEqual(await ok(admin, `${WX}/callback-info`), {
    path: `${WX}/callback/000000`,
    token: callbackToken('000000', WX_SECRET),
  });
  assert.match(callbackToken('000000', WX_SECRET), /^[0-9a-f]{32}$/);
  assert.notEqual(callbackToken('000001', WX_SECRET), callbackToken('000000', WX_SECRET));
  assert.equal((await other.get(`${WX}/callback-info`)).status, 403);
  assert.deepEqual(await status(other), { configured: true, bound: false });
});

test('a follow QR: a scene the server makes, WeChat’s ticket as an image; kept while it lives, the token kept too', async () => {
  const qr = await ok(admin, `${WX}/getQrcode`);
  assert.equal(qr.imageUrl, `${SHOW_QRCODE}?ticket=${encodeURIComponent(qr.ticket)}`);
  assert.equal(qr.expireSeconds, QR_SECONDS);
  const [token, create] = fake.calls;
  assert.deepEqual([token.path, token.query.appid, token.query.secret], ['/cgi-bin/token', WX_APPID, WX_SECRET]);
  assert.equal(create.path, '/cgi-bin/qrcode/create');
  assert.equal(create.query.access_token, 'token-1');
  assert.equal(create.body!.action_name, 'QR_STR_SCENE');
  assert.equal(create.body!.expire_seconds, QR_SECONDS);
  const scene = create.body!.action_info.scene.scene_str;
  assert.match(scene, /^[0-9a-f]{32}$/);
  assert.ok(!scene.includes(adminId), 'the scene is not the user’s id');
  // Asked again while it lives: the same QR, WeChat not asked.
  assert.equal((await ok(admin, `${WX}/getQrcode?senceid=${adminId}`)).ticket, qr.ticket);
  assert.equal(fake.calls.length, 2);
  // Another user: their own QR and scene, the access token kept.
  const theirs = await ok(other, `${WX}/getQrcode`);
  assert.notEqual(theirs.ticket, qr.ticket);
  assert.deepEqual(
    fake.calls.slice(2).map((c) => c.path),
    ['/cgi-bin/qrcode/create'],
  );
  assert.notEqual(lastScene(), scene);
});

test('bad input: a scene names only the caller; a QR needs a sign-in', async () => {
  refused(await admin.get(`${WX}/getQrcode?senceid=${otherId}`), 'senceid', /^场景值: 只能为本人生成二维码$/);
  refused(await adminEn.get(`${WX}/getQrcode?senceid=${'9'.repeat(65)}`), 'senceid', /Scene/);
  assert.equal((await app.inject({ url: `${WX}/getQrcode` })).statusCode, 401);
  assert.equal((await app.inject({ url: `${WX}/status` })).statusCode, 401);
});

test('WeChat’s URL check: echostr answered for the tenant’s signature; anything else the same 403', async () => {
  const good = await app.inject({ url: `${WX}/callback/000000?${qs({ ...signedQuery(), echostr: 'e1X9' })}` });
  assert.deepEqual([good.statusCode, good.body], [200, 'e1X9']);
  const refusedAlike = [
    { ...signedQuery(), signature: 'f'.repeat(40), echostr: 'e1' },
    { ...signedQuery('000000', Math.floor(Date.now() / 1000) - 3600), echostr: 'e1' },
    { ...signedQuery('000000', undefined, 'another-secret-0123456789'), echostr: 'e1' },
    { ...signedQuery(), echostr: '<script>' },
    { echostr: 'e1' },
  ];
  for (const q of refusedAlike) {
    const r = await app.inject({ url: `${WX}/callback/000000?${qs(q)}` });
    assert.deepEqual([r.statusCode, r.body], [403, 'forbidden'], JSON.stringify(q));
  }
  for (const tenant of ['999999', 'x', '000000x']) {
    const r = await app.inject({ url: `${WX}/callback/${tenant}?${qs({ ...signedQuery(tenant), echostr: 'e1' })}` });
    assert.deepEqual([r.statusCode, r.body], [403, 'forbidden']);
  }
});

test('a follow through the QR binds the follower to its user, once; a scan binds; unfollowing unbinds', async () => {
  // The follower scans the other user's QR without following: SCAN with the scene itself.
  const otherScene = lastScene();
  const scan = await postEvent(event('openid-B', 'SCAN', otherScene));
  assert.deepEqual([scan.statusCode, scan.body], [200, 'success']);
  assert.deepEqual(await status(other), { configured: true, bound: true });
  assert.equal(await boundOpenid(otherId), 'openid-B');
  assert.deepEqual(await status(admin), { configured: true, bound: false });

  // Unsigned, badly signed or unsafe events bind nothing.
  const adminScene = fake.calls.find((c) => c.path === '/cgi-bin/qrcode/create')!.body!.action_info.scene.scene_str;
  const follow = event('openid-A', 'subscribe', `qrscene_${adminScene}`);
  assert.equal((await postEvent(follow, { ...signedQuery(), signature: '0'.repeat(40) })).statusCode, 403);
  assert.equal((await postEvent(follow, {})).statusCode, 403);
  assert.equal((await postEvent(follow, signedQuery('999999'), '999999')).statusCode, 403);
  const xxe = `<?xml version="1.0"?><!DOCTYPE xml [<!ENTITY e SYSTEM "file:///etc/passwd">]>${follow.replace('openid-A', '&e;')}`;
  assert.equal((await postEvent(xxe)).statusCode, 400);
  assert.equal((await postEvent('<xml><a></xml>')).statusCode, 400);
  assert.equal((await postEvent(`<xml><Pad>${'x'.repeat(20_000)}</Pad></xml>`)).statusCode, 413);
  assert.deepEqual(await status(admin), { configured: true, bound: false });

  // The follow binds; the same scene again (a replay, another follower) binds nothing more.
  assert.equal((await postEvent(follow)).body, 'success');
  assert.equal(await boundOpenid(adminId), 'openid-A');
  assert.equal((await postEvent(event('openid-C', 'subscribe', `qrscene_${adminScene}`))).body, 'success');
  assert.equal(await boundOpenid(adminId), 'openid-A');
  // A follow without a scene and other messages are acknowledged and left.
  assert.equal((await postEvent(event('openid-D', 'subscribe'))).body, 'success');
  assert.equal((await postEvent(event('openid-D', 'VIEW', 'https://x'))).body, 'success');

  // Bound, the next QR is a new one (the kept one did its work).
  const calls = fake.calls.length;
  await ok(admin, `${WX}/getQrcode`);
  assert.equal(fake.calls.length, calls + 1);

  // The follower leaves: unbound.
  assert.equal((await postEvent(event('openid-A', 'unsubscribe'))).body, 'success');
  assert.deepEqual(await status(admin), { configured: true, bound: false });
  assert.deepEqual(await status(other), { configured: true, bound: true });
});

test('a token WeChat no longer takes is fetched again once; a refused AppSecret and a timeout are said as such', async () => {
  const tokens = fake.calls.filter((c) => c.path === '/cgi-bin/token').length;
  for (const c of fake.calls) if (c.query.access_token) fake.revoked.add(c.query.access_token);
  await app.appContext.store.del(`wx:qr:000000:${adminId}`);
  assert.ok((await ok(admin, `${WX}/getQrcode`)).ticket);
  assert.equal(fake.calls.filter((c) => c.path === '/cgi-bin/token').length, tokens + 1);

  await ok(admin, `${SETTING}/submit`, settings({ secretKey: 'a-wrong-secret-0000000000' }));
  await app.appContext.store.del(`wx:qr:000000:${adminId}`);
  const wrong = await admin.get(`${WX}/getQrcode`);
  assert.equal(wrong.status, 502);
  assert.match(wrong.body.msg, /微信公众号拒绝了 AppID、AppSecret 或本服务器的 IP \(错误码 40125\)/);
  assert.match((await adminEn.get(`${WX}/getQrcode`)).body.msg, /refused the AppID, AppSecret/);

  await ok(admin, `${SETTING}/submit`, settings({ timeoutMs: 1000 }));
  await app.appContext.store.del(`wx:qr:000000:${otherId}`);
  fake.slow = true;
  const started = Date.now();
  const late = await other.get(`${WX}/getQrcode`);
  fake.slow = false;
  assert.equal(late.status, 502);
  assert.equal(late.body.msg, '无法连接到微信公众号, 请检查地址和网络');
  assert.ok(Date.now() - started < 4000);

  // Turned off: not configured again.
  await ok(admin, `${SETTING}/submit`, settings({ enabled: 0 }));
  assert.equal((await admin.get(`${WX}/getQrcode`)).status, 409);
});
