/**
 * 企业监控 (issue 32 item 5) through the real server on the demo tenant, against a fake 企查查 on loopback: the demo's
 * watched lessees and their changes (a red one calling a special check, the owners told); a comparison without a
 * provider saying "not configured" and writing nothing; with the fake, a baseline, then a new legal representative and
 * a dishonest-debtor record found, the red one calling a special post-lease check and the account manager told, and
 * the same comparison again finding nothing new; findByField; batchAdd / batchDelete / initialize /
 * unmonitoredCompanies with their refusals by label; the push webhook off by default, then signed and idempotent;
 * permissions.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY, FAKE_KEY, FAKE_SECRET, type FakeQichacha, startFakeQichacha } from './fixtures/fake-qichacha';
import { type Client, client, ok, refused, signIn, testApp } from './helpers';
import { allowPrivateHosts } from './support/net';
import { changeStaff, staffId } from './support/servicing-fixture';

const MC = '/api/rzzl_qy/monitorConf/compmonitorconf';
const CH = '/api/rzzl_qy/monitorConf/companyChangeInfo';
const TK = '/api/rzzl_qy/tracking/tracking';
type Rec = Record<string, string>;

let app: FastifyInstance;
let fake: FakeQichacha;
let as: Record<string, Client>;
let watched: Rec[];

const page = async (c: Client, url: string) => (await ok(c, url)).records as Rec[];
const messagesOf = async (c: Client) => page(c, '/api/blade-desk/msg-queue/pageList?current=1&size=100');
/** The demo staff client whose user id is `id`. */
const who = async (id: string) => {
  for (const account of ['zhangwei', 'zhaolei', 'lina']) if ((await staffId(app, account)) === id) return as[account];
  return as.admin;
};

before(async () => {
  fake = await startFakeQichacha();
  app = await testApp({ SEED_DEMO: 'on' });
  const staff = await changeStaff(app, 'monitor_nobody');
  as = staff.as;
  as.linaEn = client(app, staff.sessions.lina, { lang: 'en-US' });
  as.admin = client(app, await signIn(app));
  watched = await page(as.lina, `${MC}/page?current=1&size=200`);
});
after(async () => {
  await app.close();
  await fake.close();
});

describe('企业监控', () => {
  test('the demo: every lessee with exposure watched, two changes seen, the red one calling a special check', async () => {
    assert.ok(watched.length >= 3);
    assert.deepEqual(await ok(as.lina, `${MC}/unmonitoredCompanies?offset=0&size=10`), { total: 0, records: [] });
    const changes = await page(as.lina, `${CH}/page?current=1&size=50`);
    assert.deepEqual(changes.map((c) => c.severity).sort(), ['RED', 'YELLOW']);
    const red = changes.find((c) => c.severity === 'RED')!;
    assert.ok(red.trackId, 'the special check it called');
    const check = await ok(as.lina, `${TK}/detail?id=${red.trackId}`);
    assert.equal(check.trackType, 'SPECIAL');
    assert.equal(check.source, 'MONITOR');
    assert.equal(check.customerId, red.customerId);
    const owner = await who(check.owner);
    assert.ok(
      (await messagesOf(owner)).some((m) => m.msgContent.includes('企业监控') && m.msgContent.includes('红色')),
    );
    const groups = await ok(as.lina, `${MC}/dimensionGroups`);
    assert.deepEqual(
      groups.map((g: Rec) => g.value),
      ['BUSINESS', 'JUDICIAL', 'OPERATION'],
    );
    assert.equal(groups[1].dimensions.find((d: { value: string }) => d.value === 'EXECUTED').available, false);
    // 风控总览 counts them: the companies watched, the changes of 30 days, the red one's lessee named.
    const index = await ok(as.lina, '/api/rzzl_qy/riskIndex/riskIndex/selectIndexzZzt');
    assert.equal(index.monitoring.watched, watched.length);
    assert.equal(index.monitoring.changes30, 2);
    assert.equal(index.monitoring.red30, 1);
    assert.equal(index.monitoring.redCompanies[0].customerId, red.customerId);
    assert.ok(index.monitoring.redCompanies[0].customerName);
    assert.ok(index.concentration, 'the demo has its company position');
    assert.equal(typeof index.concentration.breach, 'number');
  });

  test('without a provider a comparison says "not configured" and writes nothing', async () => {
    const [row] = await ok(as.lina, `${MC}/check?ids=${watched[0].id}`, {});
    assert.equal(row.changes, 0);
    assert.equal(row.result['zh-CN'], '未配置工商数据服务');
    const d = await ok(as.lina, `${MC}/detail?id=${watched[0].id}`);
    assert.equal(d.lastResult, '未配置工商数据服务');
    assert.equal(d.snapshot, null);
    assert.equal(fake.calls.length, 0);
  });

  let lessee: Rec;

  test('with the provider: a baseline, then a new legal representative and a dishonest record — the red one a special check, the owner told — once', async () => {
    await allowPrivateHosts(as.admin, '127.0.0.1');
    await ok(as.admin, '/api/rzzl_qy/enterprise/setting/submit', {
      provider: 'qichacha',
      baseUrl: fake.url,
      appKey: FAKE_KEY,
      secretKey: FAKE_SECRET,
      timeoutMs: 3000,
      cacheDays: 7,
      enabled: 1,
    });
    // A watched lessee with no check called by a signal yet becomes the fake's company.
    const checks = await page(as.lina, `${TK}/list?current=1&size=500`);
    lessee = watched.find(
      (w) => !Number(w.changeCount) && !checks.some((c) => c.customerId === w.customerId && c.trackType === 'SPECIAL'),
    )!;
    await app.appContext.database.owner.execute(
      sql`update fl_customer set credit_code = ${COMPANY.CreditCode} where id = ${lessee.customerId}::bigint`,
    );
    await app.appContext.database.owner.execute(
      sql`update fl_monitor set uscc = ${COMPANY.CreditCode} where id = ${lessee.id}::bigint`,
    );
    const [baseline] = await ok(as.lina, `${MC}/check?ids=${lessee.id}`, {});
    assert.deepEqual(baseline.result, { 'zh-CN': '已建立比对基线', 'en-US': 'Baseline taken' });
    assert.equal(baseline.changes, 0);

    fake.changed = {
      basic: { OperName: '李晓梅' },
      rows: {
        dishonest: [
          { Anno: '(2026)沪01执88号', Executegov: '上海市第一中级人民法院', Amount: '3500000', Liandate: '2026-11-20' },
        ],
      },
    };
    const owner = await who(await customerOwner());
    const [found] = await ok(as.lina, `${MC}/check?ids=${lessee.id}`, {});
    assert.equal(found.changes, 2);
    const rows = await page(as.lina, `${CH}/page?current=1&size=50&customerId=${lessee.customerId}`);
    assert.deepEqual(rows.map((r) => [r.dimension, r.beforeValue, r.afterValue, r.severity, r.source]).sort(), [
      ['DISHONEST', '', '上海市第一中级人民法院 3500000', 'RED', 'JOB'],
      ['LEGAL_PERSON', COMPANY.OperName, '李晓梅', 'YELLOW', 'JOB'],
    ]);
    const red = rows.find((r) => r.severity === 'RED')!;
    const special = await ok(as.lina, `${TK}/detail?id=${red.trackId}`);
    assert.equal(special.source, 'MONITOR');
    assert.equal(special.customerId, lessee.customerId);
    const told = await messagesOf(owner);
    assert.ok(
      told.some((m) => m.msgContent.includes(special.trackNo)),
      'the special check told',
    );
    assert.ok(told.some((m) => m.msgContent.includes('法定代表人') && m.msgContent.includes('李晓梅')));

    const [again] = await ok(as.lina, `${MC}/check?ids=${lessee.id}`, {});
    assert.equal(again.changes, 0);
    assert.equal((await page(as.lina, `${CH}/page?current=1&size=50&customerId=${lessee.customerId}`)).length, 2);
    const d = await ok(as.lina, `${MC}/detail?id=${lessee.id}`);
    assert.equal(d.changeCount, 2);
    assert.equal(d.redCount, 1);
    assert.equal(d.lastResult, '无变动');
  });

  /** The account manager of the lessee under test. */
  async function customerOwner() {
    const c = await ok(as.lina, `/api/rzzl_qy/customer/basicinfo/detail?id=${lessee.customerId}`);
    return String(c.owner);
  }

  test('findByField: the changes by field, dimension, customer or severity; a bad severity refused by label', async () => {
    const byField = await ok(as.lina, `${CH}/findByField?field=legalPerson&customerId=${lessee.customerId}`);
    assert.equal(byField.length, 1);
    assert.equal(byField[0].afterValue, '李晓梅');
    const reds = await ok(as.lina, `${CH}/findByField?severity=RED`);
    assert.ok(reds.length >= 2);
    assert.ok(reds.every((r: Rec) => r.severity === 'RED'));
    refused(await as.lina.get(`${CH}/findByField?severity=PURPLE`), 'severity', /等级/);
  });

  test('batchDelete, unmonitoredCompanies, batchAdd and initialize; refusals by label', async () => {
    const gone = watched[watched.length - 1];
    await ok(as.lina, `${MC}/batchDelete?ids=${gone.id}`, {});
    const left = await ok(as.lina, `${MC}/unmonitoredCompanies?offset=0&size=10`);
    assert.equal(left.total, 1);
    assert.equal(left.records[0].customerId, gone.customerId);
    assert.ok(left.records[0].companyName);
    refused(
      await as.lina.post(`${MC}/batchAdd`, { customerIds: gone.customerId, dimensions: 'LEGAL_PERSON,EXECUTED' }),
      'dimensions',
      /监控维度: 被执行人暂无数据来源/,
    );
    refused(
      await as.linaEn.post(`${MC}/batchAdd`, { customerIds: 'x' }),
      'customerIds',
      /must be a comma-separated list of ids/,
    );
    assert.deepEqual(await ok(as.lina, `${MC}/batchAdd`, { customerIds: gone.customerId, dimensions: 'CASE' }), {
      added: 1,
      skipped: 0,
    });
    assert.deepEqual(await ok(as.lina, `${MC}/initialize`, {}), { added: 0, skipped: 0 });
    const again = await ok(as.lina, `${MC}/batchAdd`, { customerIds: gone.customerId });
    assert.deepEqual(again, { added: 0, skipped: 1 });
  });

  test('the push webhook: off by default (404), then signed and idempotent; a bad signature 401', async () => {
    const url = '/api/rzzl_qy/monitorConf/push/000000';
    const event = {
      eventId: 'evt-0001',
      creditCode: COMPANY.CreditCode,
      dimension: 'CASE',
      fieldLabel: '开庭公告',
      after: '(2026)沪0115民初999号 融资租赁合同纠纷',
      eventDate: '2026-11-28',
      severity: 'YELLOW',
    };
    const send = (body: unknown, secret: string) => {
      const text = JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url,
        payload: text,
        headers: {
          'content-type': 'application/json',
          'x-flp-signature': `sha256=${createHmac('sha256', secret).update(text).digest('hex')}`,
        },
      });
    };
    const secret = 'a-shared-secret-of-32-characters';
    assert.equal((await send(event, secret)).statusCode, 404, 'off until turned on');
    refused(await as.lina.post(`${MC}/pushUrl`, { enabled: 1 }), 'secret', /签名密钥/);
    const on = await ok(as.lina, `${MC}/pushUrl`, { enabled: 1, secret });
    assert.equal(on.url, url);
    assert.equal((await send(event, 'another-secret-of-enough-length')).statusCode, 401);
    const first = await send(event, secret);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.duplicate, false);
    const second = await send(event, secret);
    assert.equal(second.json().data.duplicate, true);
    const pushed = await ok(as.lina, `${CH}/findByField?dimension=CASE&customerId=${lessee.customerId}`);
    assert.equal(pushed.filter((r: Rec) => r.source === 'PUSH').length, 1);
    assert.equal(
      (await send({ ...event, eventId: 'evt-2', creditCode: '91110000000000000X' }, secret)).statusCode,
      400,
    );
    await ok(as.lina, `${MC}/pushUrl`, { enabled: 0 });
    assert.equal((await send({ ...event, eventId: 'evt-3' }, secret)).statusCode, 404);
  });

  test('permissions: without 企业监控 the calls are refused', async () => {
    for (const url of [`${MC}/page`, `${MC}/dimensionGroups`, `${MC}/unmonitoredCompanies`, `${CH}/findByField`])
      assert.equal((await as.nobody.get(url)).status, 403, url);
    for (const url of [
      `${MC}/batchAdd`,
      `${MC}/initialize`,
      `${MC}/batchDelete?ids=1`,
      `${MC}/check?ids=1`,
      `${MC}/pushUrl`,
    ])
      assert.equal((await as.nobody.post(url, {})).status, 403, url);
  });
});
