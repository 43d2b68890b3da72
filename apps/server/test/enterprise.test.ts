/**
 * Enterprise registry data (工商信息) through the real server against a fake 企查查 on loopback: the not-configured
 * answer, the settings and their masked keys, the signature, the mapping, the cache with its TTL and 刷新, the
 * provider's refusals, a provider down or slow, tenant isolation and permissions. Loopback is reached because the
 * platform allows it (`net.allowedPrivateHosts`); without that, a base URL on this machine or an internal network is
 * refused by field.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Client, client, createTenant, ok, signIn, signInUngranted, testApp } from './helpers';
import { COMPANY, FAKE_KEY, FAKE_SECRET, type FakeQichacha, startFakeQichacha } from './fixtures/fake-qichacha';
import { allowPrivateHosts, closedPort, openPort } from './support/net';

const API = '/api/rzzl_qy/customer/basicinfo';
const SETTING = '/api/rzzl_qy/enterprise/setting';
const NAME = encodeURIComponent(COMPANY.Name);

let app: FastifyInstance;
let fake: FakeQichacha;
let admin: Client;
let adminEn: Client;

const settings = (over: Record<string, unknown> = {}) => ({
  provider: 'qichacha',
  baseUrl: fake.url,
  appKey: FAKE_KEY,
  secretKey: FAKE_SECRET,
  timeoutMs: 3000,
  cacheDays: 7,
  enabled: 1,
  ...over,
});
const cacheRows = async (tenantId = '000000') =>
  (await app.appContext.database.owner.execute(
    sql`select count(*)::int as n from fl_enterprise_cache where tenant_id = ${tenantId}`,
  )) as unknown as { rows: { n: number }[] };
const countCache = async (tenantId?: string) => Number((await cacheRows(tenantId)).rows[0].n);

before(async () => {
  fake = await startFakeQichacha();
  app = await testApp();
  const s = await signIn(app);
  admin = client(app, s);
  adminEn = client(app, s, { lang: 'en-US' });
  await allowPrivateHosts(admin, '127.0.0.1');
});
after(async () => {
  await app.close();
  await fake.close();
});

test('without a configured provider every call answers 409 "not configured", in both languages, and invents nothing', async () => {
  for (const url of [
    `${API}/oss_details?keyWord=${NAME}`,
    `${API}/oss_detail?keyWord=${NAME}`,
    `${API}/tabData?searchItem=shareholders&companyName=${NAME}`,
    `${API}/getSize?keyWord=${NAME}`,
    `${API}/getItemCount?keyWord=${NAME}`,
    `${API}/getHqList?keyWord=${NAME}`,
    `${API}/investmentList?keyWord=${NAME}`,
    `${API}/test?companyName=${NAME}`,
  ]) {
    const res = await admin.get(url);
    assert.equal(res.status, 409, url);
    assert.equal(res.body.msg, '未配置工商数据服务');
    assert.equal(res.body.success, false);
    assert.equal((await adminEn.get(url)).body.msg, 'The enterprise data service is not configured');
  }
  assert.equal(fake.calls.length, 0);
  const view = await ok(admin, `${SETTING}/detail`);
  assert.equal(view.configured, false);
  assert.equal(view.secretKey, '');
});

test('settings: checked by label, keys masked, the mask saved back keeps the stored key', async () => {
  const bad = await admin.post(`${SETTING}/submit`, settings({ baseUrl: 'ftp://x', timeoutMs: 10 }));
  assert.equal(bad.status, 400);
  assert.match(bad.body.msg, /服务地址: 必须是 http\(s\):\/\/ 地址/);
  assert.match(bad.body.msg, /超时\(毫秒\)/);
  const badEn = await adminEn.post(`${SETTING}/submit`, settings({ provider: 'tianyancha' }));
  assert.equal(badEn.status, 400);
  assert.match(badEn.body.msg, /^Provider: /);
  assert.equal((await ok(admin, `${SETTING}/detail`)).configured, false, 'a refused save writes nothing');

  const saved = await ok(admin, `${SETTING}/submit`, settings());
  assert.equal(saved.configured, true);
  assert.equal(saved.secretKey, '******cdef');
  assert.equal(saved.appKey, '******0001');
  assert.ok(!JSON.stringify(saved).includes(FAKE_SECRET));
  // The screen sends back what it was shown: the stored keys stay.
  await ok(admin, `${SETTING}/submit`, settings({ appKey: saved.appKey, secretKey: saved.secretKey }));
  const t = await ok(admin, `${API}/test?companyName=${NAME}`);
  assert.equal(t.found, true);
  assert.equal(t.creditCode, COMPANY.CreditCode);
  assert.equal(await countCache(), 0, 'the connection test caches nothing');
});

test('signed calls: the fake provider checks key, Token and Timespan; registration details are mapped', async () => {
  const before = fake.calls.length;
  const detail = await ok(admin, `${API}/oss_detail?keyWord=${NAME}&id=1001`);
  const call = fake.calls[before];
  assert.equal(call.path, '/ECIV4/GetBasicDetailsByName');
  assert.equal(call.status, '200');
  assert.equal(call.query.key, FAKE_KEY);
  assert.equal(call.query.keyword, COMPANY.Name);
  assert.equal(detail.fromCache, false);
  assert.equal(detail.customerId, '1001');
  assert.match(detail.fetchedAt, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  assert.deepEqual(
    {
      name: detail.data.name,
      creditCode: detail.data.creditCode,
      legalPerson: detail.data.legalPerson,
      registeredCapital: detail.data.registeredCapital,
      establishedDate: detail.data.establishedDate,
      status: detail.data.status,
      businessTermEnd: detail.data.businessTermEnd,
      province: detail.data.province,
      formerNames: detail.data.formerNames,
    },
    {
      name: COMPANY.Name,
      creditCode: COMPANY.CreditCode,
      legalPerson: '王建国',
      registeredCapital: '50000万元人民币',
      establishedDate: '2015-06-18',
      status: '存续',
      businessTermEnd: '2045-06-17',
      province: '上海市',
      formerNames: ['上海星河租赁有限公司'],
    },
  );
  const search = await ok(admin, `${API}/oss_details?keyWord=${encodeURIComponent('星河')}`);
  assert.equal(search.total, 1);
  assert.equal(search.records[0].creditCode, COMPANY.CreditCode);
  assert.equal(search.records[0].legalPerson, '王建国');
});

test('the cache answers until 刷新 or the TTL; the customer is linked', async () => {
  const url = `${API}/tabData?searchItem=changes&companyName=${NAME}&currentPage=2&pageSize=5&customerId=2002`;
  const first = await ok(admin, url);
  assert.equal(first.fromCache, false);
  assert.equal(first.total, 12);
  assert.equal(first.current, 2);
  assert.equal(first.records.length, 5);
  assert.deepEqual(first.records[0], {
    item: '经营范围变更',
    before: '变更前内容6',
    after: '变更后内容6',
    date: '2024-06-15',
  });
  const calls = fake.calls.length;
  const second = await ok(admin, url);
  assert.equal(second.fromCache, true);
  assert.equal(second.fetchedAt, first.fetchedAt);
  assert.equal(second.customerId, '2002');
  assert.equal(fake.calls.length, calls, 'the cache answered');

  const refreshed = await ok(admin, `${url}&refresh=1`);
  assert.equal(refreshed.fromCache, false);
  assert.equal(fake.calls.length, calls + 1);

  // Older than the tenant's TTL (7 days): fetched again.
  await app.appContext.database.owner.execute(
    sql`update fl_enterprise_cache set fetched_at = now() - interval '8 days' where dataset = 'changes'`,
  );
  const stale = await ok(admin, url);
  assert.equal(stale.fromCache, false);
  assert.equal(fake.calls.length, calls + 2);
  // Six days old is still fresh.
  await app.appContext.database.owner.execute(
    sql`update fl_enterprise_cache set fetched_at = now() - interval '6 days' where dataset = 'changes'`,
  );
  assert.equal((await ok(admin, url)).fromCache, true);
  assert.equal(fake.calls.length, calls + 2);
});

test('counts per dataset for the tab badges, under both spellings; empty datasets count 0', async () => {
  const c = await ok(admin, `${API}/getSize?keyWord=${NAME}`);
  assert.deepEqual(c.counts, {
    shareholders: 2,
    personnel: 3,
    changes: 12,
    investments: 1,
    branches: 1,
    cases: 1,
    dishonest: 0,
  });
  const calls = fake.calls.length;
  const again = await ok(admin, `${API}/getItemCount?keyWord=${NAME}`);
  assert.deepEqual(again.counts, c.counts);
  assert.equal(fake.calls.length, calls, 'counts come from the cache the second time');
  // The first page of a tab comes from the entry the counts filled.
  const tab = await ok(admin, `${API}/tabData?searchItem=shareholders&companyName=${NAME}&currentPage=1&pageSize=10`);
  assert.equal(tab.fromCache, true);
  assert.equal(tab.records[0].name, '星河控股集团有限公司');
  assert.equal(tab.records[0].percent, '75%');
  const inv = await ok(admin, `${API}/investmentList?keyWord=${NAME}`);
  assert.equal(inv.records[0].legalPerson, '李晓梅');
  assert.equal(inv.records[0].ratio, '100%');
  // An endpoint the account has not bought (111) counts null; the others still count.
  fake.refuse = { '/ShixinCheck/GetList': '111' };
  const partial = await ok(admin, `${API}/getSize?keyWord=${NAME}&refresh=1`);
  fake.refuse = {};
  assert.equal(partial.counts.dishonest, null);
  assert.equal(partial.counts.changes, 12);
  fake.mode = { status: '101' };
  const none = await admin.get(`${API}/getSize?keyWord=${NAME}&refresh=1`);
  fake.mode = {};
  assert.equal(none.status, 502, 'every dataset refused: the refusal is the answer');
  assert.match(none.body.msg, /Key\)无效/);
  const hq = await ok(admin, `${API}/getHqList?keyWord=${NAME}`);
  assert.equal(hq.records[0].name, '上海星河融资租赁有限公司北京分公司');
  assert.equal(hq.records[0].legalPerson, '赵强');
});

test('bad input answers 400 naming the field by its label', async () => {
  const none = await admin.get(`${API}/oss_detail`);
  assert.equal(none.status, 400);
  assert.equal(none.body.msg, '请输入企业名称或统一社会信用代码');
  const item = await admin.get(`${API}/tabData?searchItem=weather&companyName=${NAME}`);
  assert.equal(item.status, 400);
  assert.match(item.body.msg, /^数据类别: /);
  const en = await adminEn.get(`${API}/tabData?searchItem=changes`);
  assert.equal(en.status, 400);
  assert.equal(en.body.msg, 'please enter the company name');
  const cust = await admin.get(`${API}/oss_detail?keyWord=${NAME}&id=abc`);
  assert.equal(cust.status, 400);
  assert.match(cust.body.msg, /^客户: /);
  const unknown = await admin.get(`${API}/oss_detail?keyWord=${encodeURIComponent('不存在的公司')}`);
  assert.equal(unknown.status, 404);
  assert.match(unknown.body.msg, /未找到该企业/);
});

test("the provider's refusals become clear messages; a wrong secret fails the signature; nothing is cached", async () => {
  const rows = await countCache();
  const cases: [string, RegExp, RegExp][] = [
    ['101', /接口密钥\(Key\)无效/, /API key is invalid/],
    ['112', /剩余调用量不足/, /no calls left/],
    ['107', /IP 不在白名单内或签名错误/, /not whitelisted/],
    ['999', /企查查返回错误 999/, /error 999/],
  ];
  for (const [status, zh, en] of cases) {
    fake.mode = { status };
    const url = `${API}/oss_detail?keyWord=${NAME}&refresh=1`;
    const res = await admin.get(url);
    assert.equal(res.status, 502, status);
    assert.match(res.body.msg, zh);
    assert.match((await adminEn.get(url)).body.msg, en);
  }
  fake.mode = {};
  await ok(admin, `${SETTING}/submit`, settings({ secretKey: 'not-the-secret' }));
  const signed = await admin.get(`${API}/oss_detail?keyWord=${NAME}&refresh=1`);
  assert.equal(signed.status, 502);
  assert.equal(fake.calls.at(-1)?.status, '107', 'the fake refused the signature');
  await ok(admin, `${SETTING}/submit`, settings({ appKey: 'another-key' }));
  const key = await admin.get(`${API}/test?companyName=${NAME}`);
  assert.equal(key.status, 502);
  assert.match(key.body.msg, /Key\)无效/);
  assert.equal(await countCache(), rows);
  await ok(admin, `${SETTING}/submit`, settings());
});

test('a slow, broken or absent provider, or an open port that is not one, answers 502 with one message; nothing is cached', async () => {
  const rows = await countCache();
  const UNAVAILABLE = '无法连接到企查查服务, 请检查地址和网络';
  const url = `${API}/tabData?searchItem=personnel&companyName=${NAME}&refresh=1`;
  await ok(admin, `${SETTING}/submit`, settings({ timeoutMs: 1000 }));
  fake.mode = { delayMs: 1500 };
  const slow = await admin.get(url);
  assert.deepEqual([slow.status, slow.body.msg], [502, UNAVAILABLE]);
  fake.mode = { broken: true };
  const broken = await admin.get(url);
  assert.deepEqual([broken.status, broken.body.msg], [502, UNAVAILABLE]);
  fake.mode = {};
  const open = await openPort();
  try {
    const answers = [];
    for (const port of [await closedPort(), open.port]) {
      await ok(admin, `${SETTING}/submit`, settings({ baseUrl: `http://127.0.0.1:${port}` }));
      const r = await admin.get(`${API}/oss_details?keyWord=${encodeURIComponent('任意公司')}`);
      answers.push([r.status, r.body.msg, (await adminEn.get(`${API}/test?companyName=${NAME}`)).body.msg]);
    }
    assert.deepEqual(answers, [
      [502, UNAVAILABLE, 'Could not connect to the Qichacha service; check its address and the network'],
      [502, UNAVAILABLE, 'Could not connect to the Qichacha service; check its address and the network'],
    ]);
  } finally {
    await open.close();
  }
  assert.equal(await countCache(), rows);
  await ok(admin, `${SETTING}/submit`, settings());
});

test('without the platform’s allowance, a base URL on this machine or an internal network is refused by field', async () => {
  const refused = (r: Awaited<ReturnType<Client['get']>>, host: string) => {
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.deepEqual(
      r.body.data.errors.map((e: { field: string }) => e.field),
      ['baseUrl'],
    );
    assert.equal(
      r.body.msg,
      `服务地址: 不能指向本机或内部网络 (${host}); 如确需访问, 请平台管理员在系统参数 net.allowedPrivateHosts 中放行`,
    );
  };
  await ok(admin, `${SETTING}/submit`, settings());
  await allowPrivateHosts(admin, null);
  try {
    const calls = fake.calls.length;
    const port = await closedPort();
    for (const [host, named] of [
      ['127.0.0.1', '127.0.0.1'],
      ['10.0.0.1', '10.0.0.1'],
      ['169.254.169.254', '169.254.169.254'],
      ['[::1]', '::1'],
      ['[::ffff:7f00:1]', '::ffff:7f00:1'],
      ['localhost', 'localhost'],
    ])
      refused(await admin.post(`${SETTING}/submit`, settings({ baseUrl: `http://${host}:${port}` })), named);
    const scheme = await adminEn.post(`${SETTING}/submit`, settings({ baseUrl: 'file:///etc/passwd' }));
    assert.equal(scheme.status, 400);
    assert.match(scheme.body.msg, /^Service address: /);
    // Saved while it was allowed: every call and the connection test refuse it by field, and reach nothing.
    for (const call of [`${API}/oss_detail?keyWord=${NAME}&refresh=1`, `${API}/test?companyName=${NAME}`])
      refused(await admin.get(call), '127.0.0.1');
    const en = await adminEn.get(`${API}/test?companyName=${NAME}`);
    assert.match(
      en.body.msg,
      /^Service address: must not point to this machine or an internal network \(127\.0\.0\.1\)/,
    );
    assert.equal(fake.calls.length, calls, 'the fake provider was not called');
  } finally {
    await allowPrivateHosts(admin, '127.0.0.1');
  }
  assert.equal((await ok(admin, `${API}/test?companyName=${NAME}`)).found, true, 'allowed again, it is reached');
});

test('tenants keep their own settings and cache', async () => {
  await createTenant(app, '200001');
  const other = client(app, await signIn(app, 'admin', 'admin', '200001'));
  assert.equal(
    (await other.get(`${API}/oss_detail?keyWord=${NAME}`)).status,
    409,
    'the platform tenant’s settings are not theirs',
  );
  assert.equal((await ok(other, `${SETTING}/detail`)).configured, false);
  await ok(other, `${SETTING}/submit`, settings({ cacheDays: 30 }));
  const theirs = await ok(other, `${API}/oss_detail?keyWord=${NAME}`);
  assert.equal(theirs.fromCache, false, 'the platform tenant’s cache is not theirs');
  assert.equal(theirs.customerId, null);
  assert.equal(await countCache('200001'), 1);
  assert.equal((await ok(admin, `${SETTING}/detail`)).cacheDays, 7);
});

test('reading needs customer_basicinfo_view, 刷新 its own button, the settings theirs', async () => {
  const nobody = client(app, await signInUngranted(app, 'enterprise_nobody'));
  const read = await nobody.get(`${API}/oss_detail?keyWord=${NAME}`);
  assert.equal(read.status, 403);
  assert.match(read.body.msg, /customer_basicinfo_view/);
  const refresh = await nobody.get(`${API}/oss_detail?keyWord=${NAME}&refresh=1`);
  assert.equal(refresh.status, 403);
  assert.match(refresh.body.msg, /customer_basicinfo_enterprise_refresh/);
  assert.match((await nobody.get(`${SETTING}/detail`)).body.msg, /enterprise_setting_view/);
  assert.match((await nobody.post(`${SETTING}/submit`, settings())).body.msg, /enterprise_setting_edit/);
  assert.match((await nobody.get(`${API}/test?companyName=${NAME}`)).body.msg, /enterprise_setting_edit/);
  // The menus seeded them: the administrator's buttons include the refresh one.
  const buttons = await ok(admin, '/api/blade-system/menu/buttons');
  assert.ok(JSON.stringify(buttons).includes('customer_basicinfo_enterprise_refresh'));
});
