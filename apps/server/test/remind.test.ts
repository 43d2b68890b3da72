/**
 * 提醒 and 批量销号 (issue 31 item 1) through the API on the demo, after its daily job: the account manager's current
 * reminders and warnings with the period's unpaid amount and owner; a batch closing two warnings with one disposition
 * — all or none, never twice, its number from the tenant's rule — moving them to history; one IOU's events, one event,
 * the batch with its events; 403 and bad input. And 账户 (item 3), the same group's customers' bank accounts: the
 * number as digits, the 联行号 checked, one default per holder and purpose, getAccountList. And 联系记录 (item 4): a
 * call before the due date and a promise after it, each marking its period's events 已提醒; one contact for several
 * periods (allIn) all or none; the promise's date and amount checked; a period the IOU does not have refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, client, ok, refused, signIn, testApp } from './helpers';
import { changeStaff } from './support/servicing-fixture';

const R = '/api/rzzl_qy/remind/remind';
const B = '/api/rzzl_qy/batchCancel/batchcancel';

type Event = Record<string, string> & { period: number };

let app: FastifyInstance;
let as: Record<string, Client> = {};

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const staff = await changeStaff(app, 'remind_nobody');
  as = staff.as;
  as.leaderInEnglish = client(app, staff.sessions.zhaolei, { lang: 'en-US' });
  as.admin = client(app, await signIn(app));
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

describe('工作日历', () => {
  const W = '/api/rzzl_qy/calendar/calendar';
  test('a year’s holidays imported once; working days by the calendar', async () => {
    assert.equal((await as.zhangwei.post(`${W}/importHolidays`, { year: 2025 })).status, 403);
    const first = await ok(as.admin, `${W}/importHolidays`, { year: 2025 });
    assert.ok(first.added > 20, JSON.stringify(first));
    assert.equal((await ok(as.admin, `${W}/importHolidays`, { year: 2025 })).added, 0, 'days it has stay');
    refused(await as.admin.post(`${W}/importHolidays`, { year: 1999 }), 'year', /年度/);
    assert.match((await as.admin.post(`${W}/importHolidays`, { year: 2099 })).body.msg, /暂无 2099 年的放假安排数据/);
    const year = (await ok(as.admin, `${W}/list?year=2025&size=100`)).records as Record<string, string>[];
    assert.equal(year.length, first.added);
    assert.ok(year.every((d) => d.day.startsWith('2025-')));
    assert.ok(year.some((d) => d.day === '2025-10-01' && d.dayType === 'HOLIDAY' && d.name === '国庆节'));
    // 2025's National Day: 1–8 October off, Saturday 11 October worked.
    assert.deepEqual(await ok(as.admin, `${W}/workingDay?day=2025-10-06`), {
      day: '2025-10-06',
      working: false,
      before: '2025-09-30',
      after: '2025-10-09',
    });
    assert.equal((await ok(as.admin, `${W}/workingDay?day=2025-10-11`)).working, true);
    // The company's own day off.
    await ok(as.admin, `${W}/submit`, { day: '2025-10-09', dayType: 'REST', name: '司庆' });
    assert.equal((await ok(as.admin, `${W}/workingDay?day=2025-10-06`)).after, '2025-10-10');
    assert.ok([400, 409].includes((await as.admin.post(`${W}/submit`, { day: '2025-10-09', dayType: 'REST' })).status));
  });
});

describe('消息提醒', () => {
  const M = '/api/rzzl_qy/messageRemind/messageremind';
  const rule = {
    name: '月度租金提醒',
    eventType: 'RENT_DUE',
    daysBefore: '40， 5,40',
    recipients: 'OWNER',
    channels: 'INBOX,SMS',
    template: '{customerName} {iouNo} 第{period}期 {amount} 元 {dueDate} 到期',
    skipHolidays: 1,
    enabled: 1,
  };
  test('a rule is checked: its days, its roles, its placeholders', async () => {
    const standard = (await ok(as.zhaolei, `${M}/list`)).records as Record<string, string>[];
    assert.ok(
      standard.some((r) => r.eventType === 'RENT_DUE'),
      'the tenant started with the standard rules',
    );
    assert.equal((await as.nobody.post(`${M}/submit`, rule)).status, 403);
    refused(
      await as.zhaolei.post(`${M}/submit`, { ...rule, daysBefore: '7,x' }),
      'daysBefore',
      /提醒天数: 应为逗号分隔的天数/,
    );
    refused(await as.zhaolei.post(`${M}/submit`, { ...rule, daysBefore: '400' }), 'daysBefore', /不能超过365/);
    refused(
      await as.zhaolei.post(`${M}/submit`, { ...rule, recipients: 'OWNER,ROLE' }),
      'roleIds',
      /接收角色: 接收人含指定角色时必填/,
    );
    refused(
      await as.leaderInEnglish.post(`${M}/submit`, { ...rule, template: '{customer} owes {amount}' }),
      'template',
      /Template: unknown placeholders: \{customer\}/,
    );
  });

  test('the daily job tells each event once per rule and day count, and records the rent as a reminder', async () => {
    await ok(as.zhaolei, `${M}/submit`, rule);
    const [saved] = (await ok(as.zhaolei, `${M}/list?name=${encodeURIComponent(rule.name)}`)).records;
    assert.equal(saved.daysBefore, '40,5', 'largest first, each once');
    const before = await ok(as.zhangwei, '/api/blade-desk/msg-queue/pageList?current=1&size=1&msgContent=月度租金提醒');
    const run = await ok(as.lina, '/api/rzzl_qy/overdue/runDaily', {});
    assert.ok(run.reminders > 0, JSON.stringify(run));
    const after = await ok(as.zhangwei, '/api/blade-desk/msg-queue/pageList?current=1&size=5&msgContent=月度租金提醒');
    assert.equal(after.total, before.total + 1, 'one message to the owner lists the events');
    assert.match(after.records[0].msgContent, /华东重工集团有限公司 JJ\d+ 第\d+期 [\d.]+ 元 \d{4}-\d{2}-\d{2} 到期/);
    const reminders = (await ok(as.zhangwei, `${R}/noPageList`, {})) as Event[];
    assert.ok(reminders.length > 0, 'the rents told are the 提醒 screen’s reminders');
    // Never twice: the same day again tells nothing new.
    const again = await ok(as.lina, '/api/rzzl_qy/overdue/runDaily', {});
    assert.equal(again.reminders, 0);
    assert.equal(
      (await ok(as.zhangwei, '/api/blade-desk/msg-queue/pageList?current=1&size=1&msgContent=月度租金提醒')).total,
      after.total,
    );
  });
});

describe('联系记录', () => {
  const C = '/api/rzzl_qy/record/record';
  test('a call before the due date and a promise after it mark their periods’ events 已提醒', async () => {
    const [reminder] = (await ok(as.zhangwei, `${R}/noPageList`, {})) as Event[];
    const warning = ((await ok(as.zhangwei, `${R}/warnList`, {})) as Event[]).find((w) => w.kind === 'overdue');
    assert.ok(reminder && warning, JSON.stringify([reminder, (await ok(as.zhangwei, `${R}/warnList`, {})) as Event[]]));
    const call = {
      iouId: reminder.iouId,
      period: reminder.period,
      contactTime: '2026-01-05 09:30:00',
      method: 'PHONE',
      contact: '王会计',
      content: '提醒本期租金到期, 对方表示按时支付',
      result: 'NOTIFIED',
    };
    assert.equal((await as.nobody.post(`${C}/saveRecordBefore`, call)).status, 403);
    refused(
      await as.zhangwei.post(`${C}/saveRecordBefore`, { ...call, period: 999 }),
      'period',
      /期次: 借据 .* 没有这一期/,
    );
    refused(
      await as.english.post(`${C}/saveRecordBefore`, { ...call, content: '' }),
      'content',
      /please enter what was said/,
    );
    refused(
      await as.zhangwei.post(`${C}/saveRecordBefore`, { ...call, contactTime: '2099-01-01 00:00:00' }),
      'contactTime',
      /联系时间: 不能晚于当前时间/,
    );
    const before = await ok(as.zhangwei, `${C}/saveRecordBefore`, call);
    assert.equal(before.recordType, 'BEFORE');
    assert.ok(before.schId && before.owner, 'the schedule row and the IOU’s owner kept');
    const handled = await ok(as.zhangwei, `${R}/detail?id=${reminder.id}`);
    assert.deepEqual([handled.state, handled.disposition], ['reminded', 'PHONE']);
    assert.equal((handled.records as unknown[]).length, 1);
    const ofRow = (await ok(as.zhangwei, `${C}/getRecordList?schId=${before.schId}`)) as Record<string, string>[];
    assert.deepEqual(
      ofRow.map((r) => r.id),
      [before.id],
    );

    const promise = {
      iouId: warning.iouId,
      period: warning.period,
      contactTime: '2026-01-05 10:00:00',
      method: 'VISIT',
      content: '上门催收, 承租人承诺下周支付逾期租金',
      result: 'PROMISE',
    };
    refused(await as.zhangwei.post(`${C}/saveRecord`, promise), 'promiseAmount', /承诺金额\(元\): 承诺还款时必须大于0/);
    refused(
      await as.zhangwei.post(`${C}/saveRecord`, { ...promise, promiseDate: '2026-01-01', promiseAmount: '1000' }),
      'promiseDate',
      /承诺还款日: 不能早于联系时间/,
    );
    const after = await ok(as.zhangwei, `${C}/saveRecord`, {
      ...promise,
      promiseDate: '2026-01-12',
      promiseAmount: '1000',
    });
    assert.equal(after.recordType, 'AFTER');
    const warned = await ok(as.zhangwei, `${R}/detail?id=${warning.id}`);
    assert.deepEqual([warned.state, warned.disposition], ['reminded', 'PROMISE']);
    // Still current (已提醒 is not closed): the warning stays on the list until paid or closed.
    assert.ok(((await ok(as.zhangwei, `${R}/warnList`, {})) as Event[]).some((w) => w.id === warning.id));

    // update and delRecord: the promise corrected, the first record removed.
    await ok(as.zhangwei, `${C}/update`, { id: after.id, promiseAmount: '1500' });
    assert.equal(Number((await ok(as.zhangwei, `${C}/detail?id=${after.id}`)).promiseAmount), 1500);
    await ok(as.zhangwei, `${C}/delRecord?ids=${before.id}`, {});
    assert.equal(((await ok(as.zhangwei, `${C}/getRecordList?schId=${before.schId}`)) as unknown[]).length, 0);
    assert.equal((await as.zhangwei.get(`${C}/getRecordList?schId=999999999`)).status, 404);
  });

  test('allIn: one contact for several periods, all or none', async () => {
    const page = await ok(as.zhangwei, `${C}/page?current=1&size=50`);
    const [mine] = page.records as Record<string, string>[];
    const record = {
      recordType: 'AFTER',
      contactTime: '2026-01-06 15:00:00',
      method: 'PHONE',
      content: '电话催收全部逾期',
      result: 'REFUSE',
    };
    refused(await as.zhangwei.post(`${C}/allIn`, record), 'schIds', /请至少选择一期/);
    const total = page.total as number;
    // One good row and one that is not a row: nothing is saved.
    assert.equal((await as.zhangwei.post(`${C}/allIn`, { ...record, schIds: `${mine.schId},999999999` })).status, 404);
    assert.equal((await ok(as.zhangwei, `${C}/page?current=1&size=1`)).total, total);
    const made = (await ok(as.zhangwei, `${C}/allIn`, { ...record, schIds: mine.schId })) as Record<string, string>[];
    assert.equal(made.length, 1);
    assert.equal((await ok(as.zhangwei, `${C}/page?current=1&size=1`)).total, total + 1);
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
