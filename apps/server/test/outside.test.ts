/**
 * 外部服务订单 (issue 32 item 1) through the real server against a fake 企查查 on loopback: without a provider the order
 * is refused 409 in both languages and nothing is recorded; the settings per service with keys masked and the provider
 * checked; a 企业准入扫描 ordered and done at once with the provider's answer in our names; the provider's refusal
 * recorded as a failed order with why, then retried once the keys are right; permissions and bad input. And the
 * machine with an asynchronous provider (no real one yet: a fake in the test): processing, checked when due with a
 * growing pause, a provider not answering a check, done once, and given up after its attempts. And 企业准入扫描
 * (issue 32 item 3): by the local rules over the registry data (which need 外部数据服务) and by the provider, the
 * record following its order, the report read back, its chapters, the file only through its scan. 下单 by hand offers
 * only the services that need nothing but a company; one that needs its record's input is refused.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { BASIC, type Client, client, ok, refused, signIn, signInUngranted, testApp } from './helpers';
import { COMPANY, FAKE_KEY, FAKE_SECRET, type FakeQichacha, startFakeQichacha } from './fixtures/fake-qichacha';
import { allowPrivateHosts } from './support/net';
import { l } from '@flp/shared';
import { ProviderError } from '../src/modules/enterprise';
import { MAX_ATTEMPTS, OrderMachine, pauseAfter } from '../src/modules/outside/machine';
import type { OrderProgress, OrderProvider } from '../src/modules/outside/provider';
import { OutsideSettings } from '../src/modules/outside/settings';
import { systemContext } from '../src/platform/tenancy/context';

const ORDER = '/api/rzzl_qy/outside/order';
const SETTING = '/api/rzzl_qy/outside/setting';

let app: FastifyInstance;
let fake: FakeQichacha;
let admin: Client;
let adminEn: Client;
let token: string;

const settings = (over: Record<string, unknown> = {}) => ({
  service: 'compScan',
  provider: 'qichacha',
  baseUrl: fake.url,
  appKey: FAKE_KEY,
  secretKey: FAKE_SECRET,
  timeoutMs: 3000,
  enabled: 1,
  ...over,
});
const scan = { service: 'compScan', subjectName: COMPANY.Name, subjectCode: COMPANY.CreditCode };

before(async () => {
  fake = await startFakeQichacha();
  app = await testApp();
  const s = await signIn(app);
  token = s.token;
  admin = client(app, s);
  adminEn = client(app, s, { lang: 'en-US' });
  await allowPrivateHosts(admin, '127.0.0.1');
});
after(async () => {
  await app.close();
  await fake.close();
});

test('without a provider an order is refused 409 in both languages, and nothing is recorded or asked', async () => {
  const res = await admin.post(`${ORDER}/place`, scan);
  assert.equal(res.status, 409);
  assert.equal(res.body.msg, '未配置企业准入扫描服务');
  assert.equal(
    (await adminEn.post(`${ORDER}/place`, scan)).body.msg,
    'The Company admission scan service is not configured',
  );
  assert.equal((await ok(admin, `${ORDER}/page`)).total, 0);
  assert.equal(fake.calls.length, 0);
  const [view] = (await ok(admin, `${SETTING}/list`)) as Record<string, unknown>[];
  assert.deepEqual([view.service, view.configured, view.secretKey], ['compScan', false, '']);
});

test('settings: checked by label, the provider one the service can use, keys masked and kept', async () => {
  refused(
    await admin.post(`${SETTING}/submit`, settings({ baseUrl: 'ftp://x' })),
    'baseUrl',
    /服务地址: 必须是 http\(s\):\/\//,
  );
  refused(await admin.post(`${SETTING}/submit`, settings({ provider: 'nobody' })), 'provider', /服务商/);
  refused(await adminEn.post(`${SETTING}/submit`, settings({ service: 'x' })), 'service', /Service/);
  const saved = await ok(admin, `${SETTING}/submit`, settings());
  assert.equal(saved.secretKey, `******${FAKE_SECRET.slice(-4)}`);
  assert.equal(saved.configured, true);
  // The mask sent back keeps the stored key.
  await ok(admin, `${SETTING}/submit`, settings({ secretKey: saved.secretKey }));
  const [view] = (await ok(admin, `${SETTING}/list`)) as Record<string, unknown>[];
  assert.equal(view.appKey, `******${FAKE_KEY.slice(-4)}`);
});

test('a 企业准入扫描 is ordered and done at once: the provider’s level, score and hits in our names', async () => {
  const order = await ok(admin, `${ORDER}/place`, scan);
  assert.equal(order.orderState, 'DONE');
  assert.equal(order.provider, 'qichacha');
  assert.match(order.orderNo, /^WB\d+$/);
  assert.deepEqual(
    [order.result.level, order.result.score, order.result.hits.map((h: { passage: string }) => h.passage)],
    ['较低', 78, ['黄', '绿']],
  );
  assert.equal(order.attempts, 1);
  const call = fake.calls.at(-1)!;
  assert.deepEqual([call.path, call.query.searchKey, call.status], ['/AcctScan/GetInfo', COMPANY.CreditCode, '200']);
  const detail = await ok(admin, `${ORDER}/detail?id=${order.id}`);
  assert.equal(detail.subjectName, COMPANY.Name);
  // A finished order is answered as it is: nothing more is asked.
  const calls = fake.calls.length;
  assert.equal((await ok(admin, `${ORDER}/sync`, { orderNo: order.orderNo })).orderState, 'DONE');
  assert.equal(fake.calls.length, calls);
  refused(await admin.post(`${ORDER}/retry`, { orderNo: order.orderNo }), undefined, /只有失败的订单可以重试/);
});

test('a refusal is a failed order saying why; retried once the keys are right, it is done', async () => {
  await ok(admin, `${SETTING}/submit`, settings({ secretKey: 'wrong-secret-0000' }));
  const failed = await ok(adminEn, `${ORDER}/place`, scan);
  assert.equal(failed.orderState, 'FAILED');
  assert.match(failed.lastError, /signature|IP/i);
  const zh = await ok(admin, `${ORDER}/detail?id=${failed.id}`);
  assert.match(zh.lastError, /签名|IP/);
  await ok(admin, `${SETTING}/submit`, settings());
  const retried = await ok(admin, `${ORDER}/retry`, { orderNo: failed.orderNo });
  assert.deepEqual([retried.orderState, retried.lastError, retried.attempts], ['DONE', null, 1]);
  // An unknown company: failed, said so.
  const unknown = await ok(admin, `${ORDER}/place`, { service: 'compScan', subjectName: '不存在的公司' });
  assert.deepEqual([unknown.orderState, unknown.lastError], ['FAILED', '企查查未找到该企业']);
});

test('下单 by hand: only the services that need nothing but a company; one ordered from its record is a 400, nothing recorded', async () => {
  assert.deepEqual(
    (await ok(admin, `${ORDER}/services`)).map((s: { value: string }) => s.value),
    ['compScan', 'judicialReport'],
  );
  const before = (await ok(admin, `${ORDER}/page`)).total;
  const verify = { service: 'invoiceVerify', subjectName: COMPANY.Name };
  refused(
    await admin.post(`${ORDER}/place`, verify),
    'service',
    /^服务: 发票查验需要业务记录的资料, 请在该记录中下单, 不能单独下单$/,
  );
  refused(
    await adminEn.post(`${ORDER}/place`, verify),
    'service',
    /^Service: Invoice verification needs its record's input; order it from that record, not by hand$/,
  );
  refused(await admin.post(`${ORDER}/place`, { ...verify, service: 'financeReport' }), 'service', /^服务: /);
  assert.equal((await ok(admin, `${ORDER}/page`)).total, before);
  const nobody = client(app, await signInUngranted(app, 'outside_hand_nobody'));
  assert.equal((await nobody.get(`${ORDER}/services`)).status, 403);
});

test('permissions and bad input', async () => {
  const nobody = client(app, await signInUngranted(app, 'outside_nobody'));
  assert.equal((await nobody.get(`${ORDER}/page`)).status, 403);
  assert.equal((await nobody.post(`${ORDER}/place`, scan)).status, 403);
  assert.equal((await nobody.get(`${SETTING}/list`)).status, 403);
  refused(await admin.post(`${ORDER}/place`, { service: 'compScan' }), 'subjectName', /请输入企业名称/);
  assert.equal((await admin.post(`${ORDER}/sync`, { orderNo: 'WB0' })).status, 404);
});

test('an asynchronous provider: processing with its reference, checked when due with a growing pause, done once', async () => {
  const { db, tenancy } = app.appContext.database;
  const ctx = systemContext('000000');
  let polls = 0;
  let done = 0;
  const answers: OrderProgress[] = [];
  const provider: OrderProvider = {
    submit: async () => ({ state: 'PROCESSING', providerRef: 'P-1' }),
    poll: async (_req, ref) => {
      polls++;
      assert.equal(ref, 'P-1');
      const next = answers.shift();
      if (!next) throw new ProviderError('unavailable', l('暂时无法连接', 'not reachable now'));
      return next;
    },
  };
  await tenancy.inTenant('000000', async () => {
    const machine = new OrderMachine(db, app.log);
    machine.define({
      code: 'asyncTest',
      label: l('异步测试', 'Async test'),
      providers: { fake: () => provider },
      onRecorded: async (_h, order) => {
        if (order.orderState === 'DONE') done++;
      },
    });
    await OutsideSettings.save(db, ctx, {
      service: 'asyncTest',
      provider: 'fake',
      baseUrl: 'https://provider.example',
      appKey: 'k',
      secretKey: 's',
      timeoutMs: 1000,
      enabled: 1,
    });
    const placed = await machine.place(ctx, { service: 'asyncTest', subjectName: '异步测试公司' });
    assert.deepEqual([placed.orderState, placed.providerRef, placed.attempts], ['PROCESSING', 'P-1', 1]);
    const placedAt = Date.now();
    // Not due yet (a minute's pause after the first attempt); due two minutes on.
    assert.deepEqual(await machine.pollDue(ctx, new Date(placedAt)), { checked: 0, done: 0, failed: 0 });
    answers.push({ state: 'PROCESSING', providerRef: 'P-1' });
    assert.deepEqual(await machine.pollDue(ctx, new Date(placedAt + 2 * 60_000)), { checked: 1, done: 0, failed: 0 });
    // The provider not answering a check: still processing, said why meanwhile.
    const waiting = await machine.sync(ctx, String(placed.orderNo));
    assert.deepEqual([waiting.orderState, waiting.attempts], ['PROCESSING', 3]);
    assert.deepEqual(waiting.lastError, l('暂时无法连接', 'not reachable now'));
    answers.push({ state: 'DONE', result: { ok: 1 } });
    const finished = await machine.sync(ctx, String(placed.orderNo));
    assert.deepEqual([finished.orderState, finished.result, finished.lastError], ['DONE', { ok: 1 }, null]);
    assert.equal(done, 1, 'its module told once');
    assert.equal((await machine.sync(ctx, String(placed.orderNo))).orderState, 'DONE');
    assert.equal(polls, 3);

    // One that never finishes is given up after MAX_ATTEMPTS checks.
    const stuck = await machine.place(ctx, { service: 'asyncTest', subjectName: '异步测试公司' });
    let last = stuck;
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      answers.push({ state: 'PROCESSING', providerRef: 'P-1' });
      last = await machine.sync(ctx, String(stuck.orderNo));
    }
    assert.deepEqual([last.orderState, last.attempts], ['FAILED', MAX_ATTEMPTS]);
    assert.match(String((last.lastError as { 'zh-CN': string })['zh-CN']), /长时间未返回结果/);
  });
  assert.deepEqual([1, 2, 3, 7, 8].map(pauseAfter), [60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
});

const SCAN = '/api/rzzl_qy/compDiligence/riskcompdiligence';

/** A .docx read back from its link. */
const linkText = async (link: string) => {
  const res = await app.inject({
    method: 'GET',
    url: link,
    headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` },
  });
  assert.equal(res.statusCode, 200);
  return (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
};

/** A scan's report, found through its scan. */
const reportText = async (fileId: string) => {
  const file = await ok(admin, `${SCAN}/downloadFile?fileId=${fileId}`);
  assert.match(file.name, /^企业准入扫描报告-.+\.docx$/);
  return linkText(file.link);
};

test('企业准入扫描 by the local rules: 409 without the registry data; then scanned, recorded, its report read back', async () => {
  const body = { companyName: COMPANY.Name, uscCode: COMPANY.CreditCode, engine: 'LOCAL' };
  const refusedScan = await admin.post(`${SCAN}/creatRiskCompDiligence`, body);
  assert.equal(refusedScan.status, 409);
  assert.equal(refusedScan.body.msg, '未配置工商数据服务');
  assert.equal((await ok(admin, `${SCAN}/page`)).total, 0, 'nothing recorded');
  await ok(admin, '/api/rzzl_qy/enterprise/setting/submit', {
    provider: 'qichacha',
    baseUrl: fake.url,
    appKey: FAKE_KEY,
    secretKey: FAKE_SECRET,
    timeoutMs: 3000,
    cacheDays: 7,
    enabled: 1,
  });
  const scan = await ok(admin, `${SCAN}/creatRiskCompDiligence`, body);
  // The fake company: 存续 since 2015, its one financing dispute of 2023 older than 24 months, no dishonest record.
  assert.deepEqual(
    [scan.scanState, scan.riskLevel, scan.riskScore, scan.redCount, scan.yellowCount],
    ['DONE', '低', 100, 0, 0],
  );
  const order = (await ok(admin, `${ORDER}/list?orderNo=${scan.orderNo}`)).records[0];
  assert.deepEqual([order.provider, order.businessType, order.businessId], ['local', 'compDiligence', scan.id]);
  const text = await reportText(scan.report[0].id);
  assert.match(text, /企业准入扫描报告/);
  assert.match(text, /风险等级: 低/);
  assert.match(text, /未发现风险提示/);
  assert.deepEqual(
    (await ok(admin, `${SCAN}/getDirectory?id=${scan.id}`)).map((c: { title: string }) => c.title),
    ['一、企业基本信息', '二、风险概览'],
  );
});

test('司法报告: made from the registry data as an order — the counts, the signal, the rows, the report; asked again by order', async () => {
  const JR = '/api/rzzl_qy/judicialReport/judicialreport';
  const body = { companyName: COMPANY.Name, uscCode: COMPANY.CreditCode };
  const report = await ok(admin, `${JR}/submit`, body);
  // The fake company's one case (a financing dispute of 2023, older than 24 months), no dishonest record: green.
  assert.deepEqual(
    [report.reportState, report.signal, report.caseCount, report.recentCaseCount, report.dishonestCount],
    ['DONE', '绿', 1, 0, 0],
  );
  assert.equal(report.recentAmount, '0.00');
  assert.equal(report.rows.cases[0].caseNo, '(2023)沪0115民初12345号');
  const order = (await ok(admin, `${ORDER}/list?orderNo=${report.orderNo}`)).records[0];
  assert.deepEqual([order.service, order.provider, order.businessType], ['judicialReport', 'local', 'judicialReport']);
  assert.match(report.report[0].name, /^司法报告-.+\.docx$/);
  const text = await linkText(report.report[0].link);
  assert.match(text, /司法风险报告/);
  assert.match(text, /\(2023\)沪0115民初12345号/);
  assert.match(text, /风险提示: 绿/);
  const again = await ok(admin, `${JR}/syncByOrder?orderNo=${report.orderNo}`);
  assert.equal(again.id, report.id);
  assert.equal((await admin.get(`${JR}/syncByOrder?orderNo=WB000`)).status, 404);
  refused(await admin.post(`${JR}/submit`, { uscCode: COMPANY.CreditCode }), 'companyName', /企业名称/);
  // Made here only: 外部服务设置 offers no card for it.
  const views = await ok(admin, `${SETTING}/list`);
  assert.ok(!views.some((v: { service: string }) => v.service === 'judicialReport'));
  const nobody = client(app, await signInUngranted(app, 'judicial_nobody'));
  assert.equal((await nobody.post(`${JR}/submit`, body)).status, 403);
  assert.equal((await nobody.get(`${JR}/list`)).status, 403);
});

test('企业准入扫描 by the provider: its hits by risk type in the report and the chapters; the file only through its scan', async () => {
  const scan = await ok(admin, `${SCAN}/submit`, {
    companyName: COMPANY.Name,
    uscCode: COMPANY.CreditCode,
    engine: 'PROVIDER',
  });
  assert.deepEqual(
    [scan.engine, scan.scanState, scan.riskLevel, scan.riskScore, scan.redCount, scan.yellowCount],
    ['PROVIDER', 'DONE', '较低', 78, 0, 1],
  );
  assert.deepEqual(await ok(admin, `${SCAN}/getDirectory?id=${scan.id}`), [
    { title: '一、企业基本信息', count: 1 },
    { title: '二、风险概览', count: 1 },
    { title: '三、经营合规风险', count: 1 },
    { title: '四、法律风险', count: 1 },
  ]);
  const text = await reportText(scan.report[0].id);
  assert.match(text, /三、经营合规风险/);
  assert.match(text, /法定代表人变更/);
  assert.match(text, /近6个月内法定代表人发生变更/);
  // Another record's attachment is not a scan report.
  const other = await ok(admin, `${ORDER}/page`);
  assert.equal((await admin.get(`${SCAN}/downloadFile?fileId=${other.records[0].id}`)).status, 404);
  // A provider's failure is the scan's too, said in the reader's language.
  await ok(admin, `${SETTING}/submit`, settings({ secretKey: 'wrong-secret-0000' }));
  const failed = await ok(adminEn, `${SCAN}/submit`, { companyName: COMPANY.Name, engine: 'PROVIDER' });
  assert.equal(failed.scanState, 'FAILED');
  assert.match(failed.reason, /signature|IP/i);
  assert.deepEqual(await ok(admin, `${SCAN}/syncAuto`), { checked: 0, done: 0 });
  await ok(admin, `${SETTING}/submit`, settings());
  await ok(admin, `${SCAN}/remove`, { ids: failed.id });
  const nobody = client(app, await signInUngranted(app, 'scan_nobody'));
  assert.equal((await nobody.get(`${SCAN}/page`)).status, 403);
  assert.equal((await nobody.post(`${SCAN}/creatRiskCompDiligence`, { companyName: COMPANY.Name })).status, 403);
});
