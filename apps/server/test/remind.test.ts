/**
 * 提醒 and 批量销号 (issue 31 item 1) through the API on the demo, after its daily job: the account manager's current
 * reminders and warnings with the period's unpaid amount and owner; a batch closing two warnings with one disposition
 * — all or none, never twice, its number from the tenant's rule — moving them to history; one IOU's events, one event,
 * the batch with its events; 403 and bad input.
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
