import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { NumberingService, seedNumberingRules } from '../src/modules/numbering';
import type { Db } from '../src/platform/db/database';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, createTenant, ok, signIn, testApp } from './helpers';

// postgres: one number per taker under concurrency, a rolled-back transaction giving its number back (scripts/test.mjs api:postgres)

/**
 * Numbering rules (编号规则): the rules' standard calls and 预览, and NumberingService.next — sequential, restarting
 * per period, given back by a rolled-back transaction, one number per taker under concurrency, per tenant.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

const API = '/api/rzzl_qy/common/numbering-rule';

let app: FastifyInstance;
let db: Db;
/** The platform administrator (tenant 000000), in Chinese and in English, and the administrator of tenant OTHER. */
let admin: Client;
let adminEn: Client;
let other: Client;
const OTHER = '200002';
const platform = systemContext('000000');
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const rule = (c: Client, body: Node) => c.post(`${API}/submit`, body);
/** A rule's body: its code, date part, reset cycle and width, and whatever else is given. */
const spec = (code: string, datePattern: string, resetCycle: string, width: number, more: Node = {}) => ({
  code,
  name: code,
  datePattern,
  resetCycle,
  width,
  ...more,
});
const next = (code: string, at?: string, ctx = platform) =>
  db.transaction((tx) => NumberingService.next(tx, ctx, code, at));
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as { status: number; text: { 'zh-CN': string; 'en-US': string } };
  }
  assert.fail('expected a failure');
};

before(async () => {
  app = await testApp();
  await app.ready();
  db = app.appContext.database.owner;
  const session = await signIn(app);
  admin = client(app, session);
  adminEn = client(app, session, { lang: 'en-US' });
  await createTenant(app, OTHER);
  other = client(app, await signIn(app, 'admin', 'admin', OTHER));
  // The tenant's default contract and IOU rules give way to the ones these tests define (project stays).
  const defaults = (await ok(admin, `${API}/page?size=50`)).records as Node[];
  const replaced = defaults.filter((r) => r.code === 'contract' || r.code === 'iou').map((r) => r.id);
  await ok(admin, `${API}/remove?ids=${replaced.join(',')}`, {});
  await ok(admin, `${API}/submit`, spec('contract', 'yyyy', 'year', 5, { prefix: 'HT', name: '合同编号' }));
  await ok(admin, `${API}/submit`, spec('iou', 'yyyyMMdd', 'day', 3, { prefix: 'JJ', name: '借据编号' }));
});

after(async () => {
  await app.close();
});

describe('the rules', () => {
  test('add, list, view, change and remove a rule; its code is unique in the tenant', async () => {
    await ok(admin, `${API}/submit`, spec('demo_rule', 'none', 'never', 6, { prefix: 'D', name: '演示' }));
    const page = await ok(admin, `${API}/page?code=demo_rule`);
    assert.equal(page.total, 1);
    const [row] = page.records;
    assert.equal(row.prefix, 'D');
    assert.equal(row.width, 6);
    const dup = await rule(admin, spec('demo_rule', 'none', 'never', 4, { name: '重复' }));
    assert.equal(dup.status, 400);
    assert.match(dup.body.msg, /规则编码已存在/);
    await ok(admin, `${API}/submit`, { id: row.id, name: '演示规则', version: row.version });
    assert.equal((await ok(admin, `${API}/detail?id=${row.id}`)).name, '演示规则');
    await ok(admin, `${API}/remove?ids=${row.id}`, {});
    assert.equal((await ok(admin, `${API}/page?code=demo_rule`)).total, 0);
  });

  test('the definition checks width, code and the date part against the reset cycle', async () => {
    const wide = await rule(admin, spec('wide', 'none', 'never', 13, { name: 'w' }));
    assert.equal(wide.status, 400);
    const code = await rule(admin, spec('Bad-Code', 'none', 'never', 4, { name: 'b' }));
    assert.equal(code.status, 400);
    const repeats = await rule(adminEn, spec('monthly', 'yyyy', 'month', 4, { name: 'm' }));
    assert.equal(repeats.status, 400);
    assert.match(repeats.body.msg, /numbers would repeat/);
  });

  test('系统管理 holds 编号规则 with its buttons, granted to a tenant administrator', async () => {
    const routes = flatten(await ok(other, '/api/blade-system/menu/routes'));
    const menu = routes.find((m) => m.path === '/system/numbering-rule');
    assert.ok(menu, 'menu 编号规则 granted');
    assert.equal(menu.name, '编号规则');
    const system = routes.find((m) => (m.children ?? []).includes(menu));
    assert.equal(system?.name, '系统管理');
    const buttons = flatten(await ok(other, '/api/blade-system/menu/buttons')).map((b) => b.code);
    for (const b of ['add', 'edit', 'delete', 'view']) assert.ok(buttons.includes(`numbering_rule_${b}`), b);
  });
});

describe('taking numbers', () => {
  test('numbers follow one another; 预览 shows the next without taking it', async () => {
    assert.equal((await ok(admin, `${API}/preview?code=contract&date=2026-03-01`)).number, 'HT202600001');
    assert.equal(await next('contract', '2026-03-01'), 'HT202600001');
    assert.equal(await next('contract', '2026-07-15'), 'HT202600002');
    const preview = await ok(admin, `${API}/preview?code=contract&date=2026-12-31`);
    assert.deepEqual(preview, { number: 'HT202600003', sequence: 3, periodKey: '2026' });
    assert.equal((await ok(admin, `${API}/preview?code=contract&date=2026-12-31`)).number, 'HT202600003');
    assert.equal(await next('contract', '2026-12-31'), 'HT202600003');
  });

  test('the sequence restarts each period of the reset cycle', async () => {
    assert.equal(await next('contract', '2027-01-01'), 'HT202700001');
    assert.equal(await next('contract', '2026-06-01'), 'HT202600004');
    assert.equal(await next('iou', '2026-11-23'), 'JJ20261123001');
    assert.equal(await next('iou', '2026-11-23'), 'JJ20261123002');
    assert.equal(await next('iou', '2026-11-24'), 'JJ20261124001');
    assert.equal(await next('iou', '2026-11-23 18:00:00'), 'JJ20261123003');
    // Without a date: today in the business time zone.
    const today = new Date();
    const ymd = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
    assert.match(await next('iou'), new RegExp(`^JJ${ymd}\\d{3}$`));
  });

  test('a transaction that rolls back gives its number back', async () => {
    const taken: string[] = [];
    await assert.rejects(
      db.transaction(async (tx) => {
        taken.push(await NumberingService.next(tx, platform, 'iou', '2026-10-01'));
        throw new Error('the business record failed');
      }),
      /the business record failed/,
    );
    assert.deepEqual(taken, ['JJ20261001001']);
    assert.equal(await next('iou', '2026-10-01'), 'JJ20261001001');
  });

  test('20 transactions at once each get their own number, with no gap', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const n = await NumberingService.next(tx, platform, 'iou', '2026-09-09');
          // Work after the number, as a business insert would do, keeps the counter locked a little longer.
          await new Promise((r) => setTimeout(r, 5));
          return n;
        }),
      ),
    );
    const expected = Array.from({ length: 20 }, (_, i) => `JJ20260909${String(i + 1).padStart(3, '0')}`);
    assert.deepEqual([...numbers].sort(), expected);
  });

  test('a missing rule, a bad date and a full sequence are refused with a clear message', async () => {
    const missing = await failure(next('nothing'));
    assert.equal(missing.status, 400);
    assert.equal(missing.text['zh-CN'], '编号规则不存在: nothing');
    assert.equal(missing.text['en-US'], 'No numbering rule: nothing');
    assert.equal((await failure(next('iou', '2026-02-30'))).status, 400);

    await ok(admin, `${API}/submit`, spec('tiny', 'none', 'never', 1, { prefix: 'T', name: '一位' }));
    for (let i = 1; i <= 9; i++) assert.equal(await next('tiny'), `T${i}`);
    const full = await failure(next('tiny'));
    assert.equal(full.status, 400);
    assert.match(full.text['zh-CN'], /序号已用尽/);
    const preview = await admin.get(`${API}/preview?code=tiny`);
    assert.equal(preview.status, 400);
    // Widening the sequence continues it.
    const [row] = (await ok(admin, `${API}/page?code=tiny`)).records;
    await ok(admin, `${API}/submit`, { id: row.id, width: 2 });
    assert.equal(await next('tiny'), 'T10');
  });

  test('once numbers are taken, the date part and reset cycle of a rule stay as they are', async () => {
    const [row] = (await ok(admin, `${API}/page?code=contract`)).records;
    const change = await admin.post(`${API}/submit`, { id: row.id, datePattern: 'yyyyMM', resetCycle: 'month' });
    assert.equal(change.status, 400);
    assert.match(change.body.msg, /不能再修改日期格式或重置周期/);
    await ok(admin, `${API}/submit`, { id: row.id, prefix: 'HTA' });
    assert.equal(await next('contract', '2026-06-01'), 'HTA202600005');
  });

  test('each tenant has its own rules and counters; a new tenant starts with the default rules', async () => {
    const ctx = systemContext(OTHER);
    const start = (await ok(other, `${API}/page?size=50`)).records as Node[];
    assert.deepEqual(start.map((r) => r.code).sort(), [
      'bankwater',
      'contract',
      'diligence',
      'finance_report',
      'invoice_box',
      'iou',
      'otherApproval',
      'preservation',
      'project',
      'receipt',
      'receiptBatch',
      'remindBatch',
      'tracking',
    ]);
    assert.equal(await next('project', '2026-03-01', ctx), 'XM2026030001');
    assert.equal((await failure(next('lease', '2026-03-01', ctx))).status, 400);
    await ok(other, `${API}/submit`, spec('lease', 'yyyy', 'year', 3, { prefix: 'C', name: '租赁编号' }));
    assert.equal(await next('lease', '2026-03-01', ctx), 'C2026001');
    assert.equal((await ok(other, `${API}/preview?code=lease&date=2026-03-01`)).number, 'C2026002');
    assert.equal((await ok(other, `${API}/page?size=50`)).records.length, start.length + 1);
    assert.equal((await ok(admin, `${API}/preview?code=contract&date=2026-03-01`)).number, 'HTA202600006');
  });

  test('the default rules are added once: existing codes are left alone, removed ones stay removed', async () => {
    await db.transaction((tx) => seedNumberingRules(tx, '000000'));
    const codes = async () =>
      Object.fromEntries((await ok(admin, `${API}/page?size=50`)).records.map((r: Node) => [r.code, r]));
    const seeded = await codes();
    assert.equal(seeded.project.prefix, 'XM');
    assert.equal(seeded.contract.prefix, 'HTA');
    assert.match(await next('project', '2026-11-23'), /^XM2026110001$/);
    await ok(admin, `${API}/remove?ids=${seeded.project.id}`, {});
    await db.transaction((tx) => seedNumberingRules(tx, '000000'));
    assert.equal((await codes()).project, undefined);
  });
});
