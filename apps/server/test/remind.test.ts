/**
 * 提醒 and 批量销号 (issue 31 item 1) through the API on the demo, after its daily job: the account manager's current
 * reminders and warnings with the period's unpaid amount and owner; a batch closing two warnings with one disposition
 * — all or none, never twice, its number from the tenant's rule — moving them to history; one IOU's events, one event,
 * the batch with its events; 403 and bad input. And 账户 (item 3), the same group's customers' bank accounts: the
 * number as digits, the 联行号 checked, one default per holder and purpose, getAccountList.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, ok, refused, testApp } from './helpers';
import { changeStaff } from './support/servicing-fixture';

const R = '/api/rzzl_qy/remind/remind';
const B = '/api/rzzl_qy/batchCancel/batchcancel';

type Event = Record<string, string> & { period: number };

let app: FastifyInstance;
let as: Record<string, Client> = {};

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  as = (await changeStaff(app, 'remind_nobody')).as;
  // The daily job at the demo's business date: what it tells is what the lists show.
  await ok(as.lina, '/api/rzzl_qy/overdue/runDaily', {});
});
after(() => app.close());

describe('提醒 and 批量销号', () => {
  test('the current lists: each event with its IOU, its period’s unpaid amount and where it stands', async () => {
    const page = await ok(as.zhangwei, `${R}/pageList?current=1&size=50`);
    const all = (await ok(as.zhangwei, `${R}/noPageList`, {})) as Event[];
    assert.equal(page.total, all.length);
    for (const e of all) {
      assert.equal(e.kind, 'reminder');
      assert.equal(e.state, 'pending');
      assert.ok(e.iouNo && e.customerName && e.dueDate, JSON.stringify(e));
      assert.ok(Number(e.unpaid) > 0, 'a reminder is of a period not yet paid');
    }
    const warnings = (await ok(as.zhangwei, `${R}/warnList`, {})) as Event[];
    assert.ok(warnings.length > 0, 'the demo has overdue IOUs');
    assert.ok(warnings.every((w) => w.kind !== 'reminder' && w.state === 'pending'));
    assert.equal((await as.nobody.get(`${R}/pageList`)).status, 403);
    assert.equal((await as.nobody.post(`${B}/submit`, { ids: warnings[0].id })).status, 403);
  });

  test('a batch closes warnings with one disposition: once, all or none; they move to history', async () => {
    const warnings = (await ok(as.zhangwei, `${R}/warnList`, {})) as Event[];
    const two = warnings.slice(0, 2).map((w) => w.id);
    const body = { ids: two.join(','), disposition: 'PHONE', reason: '已电话联系承租人财务, 承诺月底前还款' };
    refused(await as.zhangwei.post(`${B}/submit`, { ...body, disposition: 'FAX' }), 'disposition', /处理方式/);
    refused(
      await as.zhangwei.post(`${B}/submit`, { ...body, ids: `${two[0]},999999999` }),
      'ids',
      /提醒: 不存在: 999999999/,
    );
    refused(await as.english.post(`${B}/submit`, { ...body, ids: 'x' }), 'ids', /Events: must be a list of ids/);
    refused(await as.zhangwei.post(`${B}/submit`, { ...body, reason: '' }), 'reason', /请输入销号说明/);
    const batch = await ok(as.zhangwei, `${B}/submit`, body);
    assert.match(batch.batchNo, /^XH\d{8}\d{3}$/);
    assert.equal(batch.eventCount, two.length);
    // Never twice: the second batch naming a closed event is refused, nothing closed by it.
    refused(await as.zhangwei.post(`${B}/submit`, body), 'ids', /已销号, 不能再次销号/);

    const now = (await ok(as.zhangwei, `${R}/warnList`, {})) as Event[];
    assert.equal(now.length, warnings.length - two.length);
    const history = (await ok(as.zhangwei, `${R}/hisWarnList`)) as Event[];
    const closed = history.filter((h) => two.includes(h.id));
    assert.equal(closed.length, two.length);
    assert.ok(closed.every((c) => c.state === 'closed' && c.disposition === 'PHONE' && c.batchId === batch.id));
    assert.ok(closed.every((c) => c.handledBy && c.handledAt));

    const detail = await ok(as.zhangwei, `${B}/detail?id=${batch.id}`);
    assert.deepEqual(
      [detail.batchNo, detail.disposition, (detail.events as Event[]).map((e) => e.id).sort()],
      [batch.batchNo, 'PHONE', [...two].sort()],
    );
    assert.equal(((await ok(as.zhangwei, `${B}/remindListInfo?id=${batch.id}`)) as Event[]).length, two.length);
    const batches = await ok(as.zhangwei, `${B}/pageList?current=1&size=10`);
    assert.equal(batches.records[0].batchNo, batch.batchNo);
  });

  test('one IOU’s events, one event; history paged', async () => {
    const [w] = (await ok(as.zhangwei, `${R}/hisWarnList`)) as Event[];
    const events = (await ok(as.zhangwei, `${R}/remindListInfo?iouId=${w.iouId}`)) as Event[];
    assert.ok(events.some((e) => e.id === w.id));
    assert.ok(events.every((e) => e.iouId === w.iouId));
    const one = await ok(as.zhangwei, `${R}/detail?id=${w.id}`);
    assert.equal(one.iouNo, w.iouNo);
    assert.equal((await as.zhangwei.get(`${R}/detail?id=999999999`)).status, 404);
    const history = await ok(as.zhangwei, `${R}/pageHistoryList?current=1&size=5`);
    assert.ok(history.total >= 2);
    refused(await as.zhangwei.get(`${R}/pageList?eventDateFrom=2026-02-30`), 'eventDateFrom', /事件日期起/);
  });
});

describe('账户', () => {
  const A = '/api/rzzl_qy/account/account';
  test('a customer’s accounts: digits only, 联行号 checked, one default per holder and purpose', async () => {
    const customers = (await ok(as.zhangwei, '/api/rzzl_qy/customer/basicinfo/page?current=1&size=5')).records as {
      id: string;
      compname: string;
    }[];
    const holder = customers[0];
    const demo = (await ok(as.zhangwei, `${A}/getAccountList?pid=${holder.id}`)) as Record<string, string>[];
    const body = {
      pid: holder.id,
      accountName: holder.compname,
      accountNo: '6222 0212-3456 7890',
      bankName: '中国银行上海分行',
      cnaps: '104290003033',
      purpose: 'REPAY',
      isDefault: 1,
    };
    assert.equal((await as.nobody.post(`${A}/submit`, body)).status, 403);
    refused(await as.zhangwei.post(`${A}/submit`, { ...body, cnaps: '10429' }), 'cnaps', /联行号: 应为12位数字/);
    refused(
      await as.english.post(`${A}/submit`, { ...body, accountNo: '12ab' }),
      'accountNo',
      /Account number: must be 8 to 32 digits/,
    );
    await ok(as.zhangwei, `${A}/submit`, body);
    const list = (await ok(as.zhangwei, `${A}/getAccountList?pid=${holder.id}`)) as Record<string, string | number>[];
    const mine = list.find((a) => a.accountNo === '6222021234567890');
    assert.ok(mine, 'kept as digits');
    assert.equal(list[0].id, mine.id, 'the default first');
    // The demo's default of the same purpose is one no more.
    for (const d of demo.filter((a) => a.purpose === 'REPAY'))
      assert.equal(Number(list.find((a) => a.id === d.id)?.isDefault), 0);
    assert.equal(list.filter((a) => Number(a.isDefault) === 1 && a.purpose === 'REPAY').length, 1);
    const again = await as.zhangwei.post(`${A}/submit`, { ...body, isDefault: 0 });
    assert.ok([400, 409].includes(again.status), 'one account number once per holder');
  });
});
