/**
 * 短信 (issue 34 item 1): the settings (secrets masked as object storage's, complete for their provider, one enabled),
 * send-message through each provider's real adapter against fake providers on loopback — sent, refused by the
 * provider (keys or signature, template, quota), no answer in time, not reachable — every send logged with its numbers
 * masked, and without a setting "短信服务未配置", never a pretended success. Numbers checked and capped; 403s.
 * Loopback is reached because the platform allows it (`net.allowedPrivateHosts`).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Client, client, ok, refused, signIn, signInUngranted, testApp } from './helpers';
import { type FakeSms, SMS_APP_ID, SMS_KEY, SMS_SECRET, startFakeSms } from './fixtures/fake-sms';
import { allowPrivateHosts, closedPort } from './support/net';

const SMS = '/api/blade-resource/sms';
const LOG = '/api/blade-resource/sms-log';
const PARAM = '/api/blade-system/param';

let app: FastifyInstance;
let fake: FakeSms;
let c: Client;
let en: Client;
let nobody: Client;

before(async () => {
  fake = await startFakeSms();
  app = await testApp();
  const admin = await signIn(app);
  c = client(app, admin);
  en = client(app, admin, { lang: 'en-US' });
  nobody = client(app, await signInUngranted(app, 'sms_nobody'));
  await allowPrivateHosts(c, '127.0.0.1');
  // The slow numbers' tests wait one second, not ten.
  await ok(c, `${PARAM}/submit`, { paramName: '短信服务超时(秒)', paramKey: 'sms.timeoutSeconds', paramValue: '1' });
});
after(async () => {
  await app.close();
  await fake.close();
});

const ALIYUN = 3;
const TENCENT = 4;
const YUNPIAN = 1;
const QINIU = 2;

const setting = (smsCode: string, category: number, extra: Record<string, unknown> = {}) => ({
  category,
  smsCode,
  templateId: { 1: '您的验证码是#code#', 2: 'qiniu-tpl-1', 3: 'SMS_0001', 4: '1001' }[category],
  accessKey: SMS_KEY,
  secretKey: SMS_SECRET,
  appId: SMS_APP_ID,
  signName: '融资租赁',
  endpoint: fake.url,
  ...extra,
});

async function save(values: Record<string, unknown>): Promise<Record<string, string>> {
  await ok(c, `${SMS}/submit`, values);
  const page = await ok(c, `${SMS}/page?smsCode=${values.smsCode}`);
  return page.records.find((r: { smsCode: string }) => r.smsCode === values.smsCode);
}

const send = (who: Client, body: Record<string, unknown>) => who.post(`${SMS}/send-message`, body);

async function logs(smsCode: string) {
  return (await ok(c, `${LOG}/page?smsCode=${smsCode}&size=50`)).records as Record<string, string | number>[];
}

describe('not configured', () => {
  test('without a setting, or with none enabled: 409 短信服务未配置, nothing sent, nothing logged', async () => {
    const r = await send(c, { phones: '13800000000', params: '{"code":"1234"}' });
    assert.equal(r.status, 409, JSON.stringify(r.body));
    assert.match(r.body.msg, /^短信服务未配置/);
    assert.match((await send(en, { phones: '13800000000' })).body.msg, /^Text messages are not configured/);
    await save(setting('idle', ALIYUN)); // saved, never enabled
    assert.equal((await send(c, { phones: '13800000000' })).status, 409);
    assert.equal(fake.calls.length, 0);
    assert.equal((await ok(c, `${LOG}/page`)).total, 0);
  });
});

describe('短信配置', () => {
  test('a setting has what its provider needs; the endpoint is http(s)', async () => {
    const r = await c.post(`${SMS}/submit`, { category: TENCENT, smsCode: 'incomplete', templateId: '1001' });
    assert.equal(r.status, 400);
    assert.deepEqual(r.body.data.errors.map((e: { field: string }) => e.field).sort(), [
      'accessKey',
      'appId',
      'secretKey',
      'signName',
    ]);
    assert.match(r.body.msg, /请输入应用ID/);
    const yp = await c.post(`${SMS}/submit`, { category: YUNPIAN, smsCode: 'yp-incomplete', templateId: 'x' });
    assert.deepEqual(
      yp.body.data.errors.map((e: { field: string }) => e.field),
      ['accessKey'],
    );
    refused(
      await en.post(`${SMS}/submit`, setting('bad-url', ALIYUN, { endpoint: 'ftp://x' })),
      'endpoint',
      /Endpoint must be http/,
    );
    refused(await c.post(`${SMS}/submit`, setting('bad-cat', 9)), 'category', /分类/);
    assert.equal((await nobody.post(`${SMS}/submit`, setting('nobody', ALIYUN))).status, 403);
    assert.equal((await nobody.get(`${SMS}/list`)).status, 403);
  });

  test('the secret never goes back to the client; the mask saved back keeps it', async () => {
    const a = await save(setting('mask-test', ALIYUN));
    assert.equal(a.secretKey, '******');
    const detail = await ok(c, `${SMS}/detail?id=${a.id}`);
    assert.equal(detail.secretKey, '******');
    for (const q of ['secretKey=x', 'secretKey_like=f', 'descs=secretKey'])
      assert.equal((await c.get(`${SMS}/page?${q}`)).status, 400, q);
    await ok(c, `${SMS}/submit`, { ...detail, remark: 'changed' });
    const stored = await app.appContext.database.owner.execute(
      sql`select secret_key from blade_sms where id = ${a.id}`,
    );
    assert.equal((stored as unknown as { rows: { secret_key: string }[] }).rows[0].secret_key, SMS_SECRET);
    // And it still signs: the fake recomputes the signature with the real secret.
    const r = await send(c, { code: 'mask-test', phones: '13800000001', params: '{"code":"1"}' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  });

  test('启用 is exclusive; send-message without a code goes through the enabled one', async () => {
    const a = await save(setting('on-a', ALIYUN));
    const b = await save(setting('on-b', QINIU));
    await ok(c, `${SMS}/enable`, { id: a.id });
    await ok(c, `${SMS}/enable`, { id: b.id });
    const enabled = (await ok(c, `${SMS}/list`)).records.filter((r: { status: number }) => r.status === 2);
    assert.deepEqual(
      enabled.map((r: { smsCode: string }) => r.smsCode),
      ['on-b'],
    );
    const r = await ok(c, `${SMS}/send-message`, { phones: '13800000002', params: '{"code":"77"}' });
    assert.equal(r.message, '发送成功');
    assert.equal(fake.calls.at(-1)?.provider, 'qiniu');
    assert.equal((await nobody.post(`${SMS}/enable`, { id: a.id })).status, 403);
    refused(await c.post(`${SMS}/enable`, {}), 'id', /请选择短信配置/);
  });
});

describe('send-message through each provider', () => {
  const cases = [
    ['ali', ALIYUN, 'aliyun', { code: '1234' }],
    ['tc', TENCENT, 'tencent', ['1234']],
    ['qn', QINIU, 'qiniu', { code: '1234' }],
    ['yp', YUNPIAN, 'yunpian', '【融资租赁】您的验证码是1234'],
  ] as const;
  for (const [code, category, provider, got] of cases)
    test(`${provider}: signed as documented, the numbers deduplicated, logged masked with the message id`, async () => {
      await save(setting(code, category));
      const r = await ok(c, `${SMS}/send-message`, {
        code,
        phones: '13800000010，13800000010, 13900000011',
        params: '{"code":"1234"}',
      });
      assert.equal(r.sent, 2);
      assert.equal(r.message, '发送成功');
      const call = fake.calls.at(-1);
      assert.equal(call?.provider, provider);
      assert.deepEqual(call?.phones, ['13800000010', '13900000011']);
      assert.deepEqual(call?.params, got);
      const [row] = await logs(code);
      assert.equal(row.phones, '138****0010,139****0011');
      assert.equal(row.ok, 1);
      assert.equal(row.providerMsgId, r.messageId);
      assert.ok(String(row.providerMsgId).length > 0);
      assert.equal(row.source, 'test');
    });

  test('云片 single number: single_send', async () => {
    const r = await ok(c, `${SMS}/send-message`, { code: 'yp', phones: '15000000012', params: '{"code":"9"}' });
    assert.equal(r.sent, 1);
    assert.deepEqual(fake.calls.at(-1)?.phones, ['15000000012']);
  });
});

describe('refusals and failures: the provider’s words, logged, never 发送成功', () => {
  test('a wrong secret: each provider’s refusal of the signature or key', async () => {
    const expected: [number, RegExp][] = [
      [ALIYUN, /^阿里云拒绝发送短信: SignatureDoesNotMatch .+, 请检查短信配置的密钥$/],
      [TENCENT, /^腾讯云拒绝发送短信: AuthFailure\.SignatureFailure .+, 请检查短信配置的密钥$/],
      [QINIU, /^七牛云拒绝发送短信: BadToken bad token, 请检查短信配置的密钥$/],
    ];
    for (const [category, words] of expected) {
      const code = `wrong-${category}`;
      await save(setting(code, category, { secretKey: 'not-the-secret' }));
      const r = await send(c, { code, phones: '13800000020' });
      assert.equal(r.status, 409, JSON.stringify(r.body));
      assert.match(r.body.msg, words);
      const [row] = await logs(code);
      assert.equal(row.ok, 0);
      assert.equal(row.phones, '138****0020');
      assert.match(String(row.error), words);
    }
    await save(setting('wrong-yp', YUNPIAN, { accessKey: 'nope' }));
    const yp = await send(en, { code: 'wrong-yp', phones: '13800000020' });
    assert.equal(yp.status, 409);
    assert.match(yp.body.msg, /^Yunpian refused the text message: -1 非法的apikey .+; check the keys/);
  });

  test('a template the provider does not know; a quota spent', async () => {
    await save(setting('bad-tpl', ALIYUN, { templateId: 'SMS_NOPE' }));
    const t = await send(c, { code: 'bad-tpl', phones: '13800000021' });
    assert.equal(t.status, 409);
    assert.equal(t.body.msg, '阿里云拒绝发送短信: isv.SMS_TEMPLATE_ILLEGAL 模版不合法(不存在或被拉黑)');
    fake.refuse.add('13800000022');
    try {
      const q = await send(c, { code: 'qn', phones: '13800000022' });
      assert.equal(q.status, 409);
      assert.equal(q.body.msg, '七牛云拒绝发送短信: OverQuota 额度不足');
      // 腾讯云 answers each number: the others are sent, the refused one named (masked) and logged.
      const tc = await ok(c, `${SMS}/send-message`, { code: 'tc', phones: '13800000022,13800000023' });
      assert.equal(tc.sent, 1);
      assert.deepEqual(tc.refused, [
        '138****0022 LimitExceeded.PhoneNumberDailyLimit 单个手机号日下发短信条数超过设定的上限',
      ]);
      const [row] = await logs('tc');
      assert.equal(row.ok, 0, 'not every number was sent');
      assert.match(String(row.error), /^138\*\*\*\*0022 LimitExceeded/);
    } finally {
      fake.refuse.delete('13800000022');
    }
  });

  test('no answer in time, or nothing listening: 503 短信服务暂不可用, logged', async () => {
    fake.slow.add('13800000030');
    try {
      const started = Date.now();
      const r = await send(c, { code: 'ali', phones: '13800000030' });
      assert.equal(r.status, 503, JSON.stringify(r.body));
      assert.equal(r.body.msg, '短信服务暂不可用: 无法连接到短信服务商, 请检查地址和网络');
      assert.ok(Date.now() - started < 4000, 'the setting’s timeout, not the fake’s stall');
    } finally {
      fake.slow.delete('13800000030');
    }
    await save(setting('closed', TENCENT, { endpoint: `http://127.0.0.1:${await closedPort()}` }));
    const closed = await send(en, { code: 'closed', phones: '13800000031' });
    assert.equal(closed.status, 503);
    assert.match(closed.body.msg, /^The text-message service is unavailable/);
    const [row] = await logs('closed');
    assert.deepEqual([row.ok, row.phones, row.providerMsgId], [0, '138****0031', null]);
  });

  test('an endpoint on this machine when the platform no longer allows it: 400 by field, logged', async () => {
    await allowPrivateHosts(c, null);
    try {
      const r = await send(c, { code: 'ali', phones: '13800000032' });
      refused(r, 'endpoint', /^服务地址: 不能指向本机或内部网络/);
      refused(await c.post(`${SMS}/submit`, setting('local-now', ALIYUN)), 'endpoint', /不能指向本机/);
    } finally {
      await allowPrivateHosts(c, '127.0.0.1');
    }
  });
});

describe('bad input and permissions', () => {
  test('numbers: each bad one named; at most 100; the code must exist; params a JSON object', async () => {
    const before = fake.calls.length;
    refused(
      await send(c, { code: 'ali', phones: '13800000000,1234,abc' }),
      'phones',
      /^手机号: 不是有效的手机号码 \(11 位大陆手机号\): 1234, abc$/,
    );
    refused(await send(en, { code: 'ali', phones: '1234' }), 'phones', /^Numbers: not a mainland mobile number/);
    const many = Array.from({ length: 101 }, (_, i) => `139${String(i).padStart(8, '0')}`).join(',');
    refused(await send(c, { code: 'ali', phones: many }), 'phones', /一次最多发送 100 个号码 \(收到 101 个\)/);
    refused(await send(c, { code: 'ali' }), 'phones', /请输入手机号/);
    refused(await send(c, { code: 'ali', phones: '13800000000', params: '[1]' }), 'params', /^参数: 必须是 JSON 对象/);
    refused(await send(c, { code: 'no-such', phones: '13800000000' }), 'code', /没有这个短信配置: no-such/);
    assert.equal(fake.calls.length, before, 'nothing sent');
  });

  test('403 without the buttons: send, the log', async () => {
    assert.equal((await send(nobody, { code: 'ali', phones: '13800000000' })).status, 403);
    assert.equal((await nobody.get(`${LOG}/page`)).status, 403);
    const detail = await ok(c, `${LOG}/detail?id=${(await logs('ali'))[0].id}`);
    assert.equal(detail.smsCode, 'ali');
  });
});
