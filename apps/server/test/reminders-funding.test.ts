/**
 * Issue 31's API tests, on one demo app (a demo app per file is most of a file's cost).
 *
 * 提醒 and 批量销号 (item 1) through the API on the demo, after its daily job: the account manager's current
 * reminders and warnings with the period's unpaid amount and owner; a batch closing two warnings with one disposition
 * — all or none, never twice, its number from the tenant's rule — moving them to history; one IOU's events, one event,
 * the batch with its events; 403 and bad input. And 账户 (item 3), the same group's customers' bank accounts: the
 * number as digits, the 联行号 checked, one default per holder and purpose, getAccountList. And 联系记录 (item 4): a
 * call before the due date and a promise after it, each marking its period's events 已提醒; one contact for several
 * periods (allIn) all or none; the promise's date and amount checked; a period the IOU does not have refused.
 * 工作日历 and 消息提醒 (item 2): a year's holidays imported once, working days by the calendar; a rule checked, the
 * daily job telling each event once per rule and day count.
 *
 * 资金管理 (items 5–7): a bank loan saved checked and approved as 融资申请 (财务负责人
 * → 总经理), a drawdown with the bank's schedule (the brief's 50,000,000 × 4.2 % × 91 / 360 = 530,833.33), the
 * instalment warned of when due and when overdue, repaid — applied, figures and movements following, the warning gone;
 * a 保理 loan backed by a lease IOU; the financing ledger and its month-by-month gap; the dashboards' funding figures.
 * The test's loans are with banks the demo's are not (中国银行, 浦发), so the demo's own loans do not move its figures.
 */
// postgres: 提醒's paid flag kept by the database's triggers under the pooled application role (scripts/test.mjs api:postgres)
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, attachmentOf, client, ok, refused, signIn, testApp } from './helpers';
import { bankPenalty } from '@flp/shared/finance';
import { actAs, changeStaff } from './support/servicing-fixture';
import { SMS_KEY, SMS_SECRET, startFakeSms } from './fixtures/fake-sms';
import { sql } from 'drizzle-orm';

const R = '/api/rzzl_qy/remind/remind';
const B = '/api/rzzl_qy/batchCancel/batchcancel';

const L = '/api/rzzl_qy/bankLoan/bankloan';
const I = '/api/rzzl_qy/bankLoan/bankiou';
const P = '/api/rzzl_qy/bankLoan/bankrepayment';
const W = '/api/rzzl_qy/bankLoan/bankloanwater';
const A = '/api/rzzl_qy/financingAccount/financingaccount';

type Event = Record<string, string> & { period: number };
// biome-ignore lint/suspicious/noExplicitAny: answers read as the tests need them
type Row = Record<string, any>;

let app: FastifyInstance;
let as: Record<string, Client> = {};
let today: string;
let treasuryToken: string;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const staff = await changeStaff(app, 'remind_nobody', ['sunli', 'zhoumin']);
  as = staff.as;
  treasuryToken = staff.sessions.wangfang.token;
  as.leaderInEnglish = client(app, staff.sessions.zhaolei, { lang: 'en-US' });
  as.treasuryInEnglish = client(app, staff.sessions.wangfang, { lang: 'en-US' });
  today = (await ok(as.lina, '/api/rzzl_qy/overdue/businessDate')).businessDate;
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
  test('a warning paid goes to history as paid — the database keeps it — and comes back when the payment is undone', async () => {
    const C = '/api/rzzl_qy/affirmCash/repayment';
    const warnings = (await ok(as.zhangwei, `${R}/warnList`, {})) as Event[];
    const w = warnings.find((x) => x.kind === 'overdue')!;
    // Everything the IOU owes today (罚息 first in the order of allocation), so the warned period is settled.
    const { due } = await ok(
      as.wangfang,
      `/api/rzzl_qy/affirmCash/repayment/preview?iouId=${w.iouId}&receiptDate=${today}`,
    );
    const owed = ['fee', 'penalty', 'interest', 'principal'].reduce((s, k) => s + Number(due[k]), 0).toFixed(2);
    await ok(as.wangfang, `${C}/submit`, {
      receiptKind: 'rent',
      iouId: w.iouId,
      receiptDate: today,
      amount: owed,
      payer: '承租人',
    });
    const [receipt] = (await ok(as.wangfang, `${C}/list?iouId=${w.iouId}&receiptState=entered&size=10`)).records;
    assert.equal(await ok(as.zhoumin, `${C}/verification`, { ids: receipt.id }), 1);
    const paid = await ok(as.zhangwei, `${R}/detail?id=${w.id}`);
    assert.equal(paid.state, 'paid');
    assert.ok(((await ok(as.zhangwei, `${R}/hisWarnList`)) as Event[]).some((e) => e.id === w.id));
    assert.ok(!((await ok(as.zhangwei, `${R}/warnList`, {})) as Event[]).some((e) => e.id === w.id));
    assert.equal(await ok(as.zhoumin, `${C}/cancelVerification`, { ids: receipt.id }), 1);
    assert.equal((await ok(as.zhangwei, `${R}/detail?id=${w.id}`)).state, 'pending');
    assert.ok(((await ok(as.zhangwei, `${R}/warnList`, {})) as Event[]).some((e) => e.id === w.id));
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

describe('消息提醒 by text message (issue 34)', () => {
  const M = '/api/rzzl_qy/messageRemind/messageremind';
  const SMS = '/api/blade-resource/sms';
  const sent = async (ruleName: string) => {
    const [rule] = (await ok(as.zhaolei, `${M}/list?name=${encodeURIComponent(ruleName)}`)).records;
    const r = await app.appContext.database.owner.execute(
      sql`select distinct skipped from fl_remind_sent where rule_id = ${rule.id}`,
    );
    return (r as unknown as { rows: { skipped: string | null }[] }).rows.map((x) => x.skipped);
  };
  const rule = (name: string) => ({
    name,
    eventType: 'RENT_DUE',
    daysBefore: '45',
    recipients: 'OWNER',
    channels: 'INBOX,SMS',
    template: '{customerName} 第{period}期 {amount} 元 {dueDate} 到期',
    enabled: 1,
  });

  test('without a provider the rule’s SMS is recorded skipped; with one enabled the owner’s mobile is texted and logged', async () => {
    await ok(as.zhaolei, `${M}/submit`, rule('短信提醒甲'));
    await ok(as.lina, '/api/rzzl_qy/overdue/runDaily', {});
    assert.deepEqual(await sent('短信提醒甲'), ['SMS'], 'not configured: skipped, never sent');

    const fake = await startFakeSms();
    try {
      // The demo platform allows 127.0.0.1 (net.allowedPrivateHosts), where the fake provider listens.
      await ok(as.admin, `${SMS}/submit`, {
        category: 3,
        smsCode: 'remind-ali',
        templateId: 'SMS_0001',
        accessKey: SMS_KEY,
        secretKey: SMS_SECRET,
        signName: '融资租赁',
        endpoint: fake.url,
      });
      const [setting] = (await ok(as.admin, `${SMS}/list?smsCode=remind-ali`)).records;
      await ok(as.admin, `${SMS}/enable`, { id: setting.id });
      await ok(as.zhaolei, `${M}/submit`, rule('短信提醒乙'));
      await ok(as.lina, '/api/rzzl_qy/overdue/runDaily', {});
      assert.deepEqual(await sent('短信提醒乙'), [null], 'nothing skipped');
      const toOwner = fake.calls.find((c) => c.phones.includes('13800000001'));
      assert.ok(toOwner, JSON.stringify(fake.calls));
      assert.match(
        (toOwner.params as { content: string }).content,
        /^短信提醒乙: 华东重工集团有限公司 第\d+期 [\d.]+ 元 \d{4}-\d{2}-\d{2} 到期/,
      );
      const log = (await ok(as.admin, '/api/blade-resource/sms-log/page?source=remind&size=50')).records;
      const row = log.find((r: { phones: string }) => r.phones === '138****0001');
      assert.deepEqual([row?.ok, row?.smsCode], [1, 'remind-ali']);
      assert.ok(row.providerMsgId);
    } finally {
      await fake.close();
      const left = (await ok(as.admin, `${SMS}/list?smsCode=remind-ali`)).records;
      if (left.length) await ok(as.admin, `${SMS}/remove?ids=${left[0].id}`, {});
    }
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
    refused(
      await as.zhangwei.post(`${C}/allIn`, { ...record, schIds: `${mine.schId},999999999` }),
      'schId',
      /租金明细: 不存在/,
    );
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

// 资金管理 (items 5–7)

const loanBody = {
  loanContractNo: 'JK-BOC-2026-001',
  bankKey: 'BOC',
  branch: '中国银行上海分行营业部',
  loanType: 'WORKING_CAPITAL',
  creditLine: '200000000',
  amount: '100000000',
  startDate: '2026-03-01',
  endDate: '2028-03-01',
  annualRate: '4.2',
  repaymentMethod: 'QUARTERLY_INTEREST',
  interestDay: 20,
  guaranteeMode: 'GUARANTEE',
};

/** Saves and approves a loan through 财务负责人 and 总经理; its id. */
async function approvedLoan(body: Row) {
  const saved = await ok(as.wangfang, `${L}/save-data`, body);
  const started = await ok(as.wangfang, `${L}/start-process`, { id: saved.businessId });
  await actAs(as.sunli, started.processInstanceId);
  await actAs(as.chenjing, started.processInstanceId);
  return String(saved.businessId);
}

describe('债券', () => {
  const B = '/api/rzzl_qy/bondlssuance/bondlssuance';
  const body = {
    holderType: 'CUSTOMER',
    issuerName: '华东重工集团有限公司',
    useCode: '91110000802100433B',
    bondName: '22华东01',
    bondCode: '185566.SH',
    bondType: 'CORPORATE',
    issueDate: '2022-03-10',
    maturityDate: '2027-03-10',
    issueAmount: '500000000',
    couponRate: '4.5',
    couponFreq: 'ANNUAL',
    bondRating: 'AA+',
  };
  test('a bond entered checked; listed by issuer; the provider calls say none is configured', async () => {
    assert.equal((await as.zhangwei.post(`${B}/submit`, body)).status, 403);
    refused(
      await as.wangfang.post(`${B}/submit`, { ...body, maturityDate: '2021-01-01' }),
      'maturityDate',
      /到期日: 必须晚于发行日/,
    );
    refused(
      await as.wangfang.post(`${B}/submit`, { ...body, useCode: '91110000802100433X' }),
      'useCode',
      /发行人信用代码/,
    );
    refused(
      await as.wangfang.post(`${B}/submit`, { ...body, outstanding: '600000000' }),
      'outstanding',
      /不能超过发行规模/,
    );
    await ok(as.wangfang, `${B}/submit`, body);
    const mine = (await ok(as.wangfang, `${B}/listByUseCode?useCode=91110000802100433b`)) as Row[];
    assert.deepEqual(
      mine.map((b) => [b.bondCode, b.outstanding]),
      [['185566.SH', '500000000.00']],
    );
    const synced = await as.treasuryInEnglish.get(`${B}/syncAuto`);
    assert.equal(synced.status, 409);
    assert.match(synced.body.msg, /No bond data service is configured/);
    assert.equal((await as.wangfang.post(`${B}/creatRiskCompDiligence`, { useCode: body.useCode })).status, 409);
    const all = (await ok(as.wangfang, '/api/rzzl_qy/bondlssuancesystem/selectNoPageBondlssuance', {})) as Row[];
    assert.ok(
      all.some((b) => b.bondCode === '185566.SH') && all.some((b) => b.holderType === 'OWN'),
      'the demo’s ABS too',
    );
  });
});

describe('银行借款', () => {
  let loanId: string;
  let iou: Row;

  test('a loan is saved checked, then approved; nothing is drawn before', async () => {
    assert.equal((await as.nobody.post(`${L}/save-data`, loanBody)).status, 403);
    refused(
      await as.wangfang.post(`${L}/save-data`, { ...loanBody, endDate: '2025-01-01' }),
      'endDate',
      /合同到期日: 必须晚于合同起始日/,
    );
    refused(
      await as.wangfang.post(`${L}/save-data`, { ...loanBody, amount: '300000000' }),
      'amount',
      /不能超过授信额度/,
    );
    refused(await as.wangfang.post(`${L}/save-data`, { ...loanBody, rateType: 'LPR' }), 'lprTenor', /LPR浮动利率必填/);
    const draft = await ok(as.wangfang, `${L}/save-data`, { ...loanBody, loanContractNo: 'JK-DRAFT' });
    refused(
      await as.wangfang.post(`${I}/submit`, {
        bankLoanId: draft.businessId,
        bankIouNo: 'X-1',
        drawdownDate: '2026-03-21',
        amount: '1000',
        endDate: '2027-03-21',
      }),
      'bankLoanId',
      /尚未审批通过/,
    );
    // Approved through the spec's own call for the last step (POST bankloan/finish), the general manager's.
    const saved = await ok(as.wangfang, `${L}/save-data`, loanBody);
    const started = await ok(as.wangfang, `${L}/start-process`, { id: saved.businessId });
    await actAs(as.sunli, started.processInstanceId);
    const open = ((await ok(as.chenjing, '/api/blade-flow/work/claim-list?current=1&size=100')).records as Row[]).find(
      (r) => r.processInstanceId === started.processInstanceId,
    );
    assert.ok(open, 'offered to the general manager');
    await ok(as.chenjing, `/api/blade-flow/work/claim-task?taskId=${open.taskId}`, {});
    await ok(as.chenjing, `${L}/finish`, { businessId: saved.businessId, flag: 'ok', comment: '同意' });
    loanId = String(saved.businessId);
    const loan = await ok(as.wangfang, `${L}/detail?id=${loanId}`);
    assert.deepEqual([loan.flowState, loan.loanState, loan.drawnAmount], ['approved', 'SIGNED', '0.00']);
  });

  test('a drawdown gets the bank’s schedule: 50,000,000 × 4.2 % × 91 / 360 = 530,833.33', async () => {
    const body = {
      bankLoanId: loanId,
      bankIouNo: 'JD-2026-0001',
      drawdownDate: '2026-03-21',
      amount: '50000000',
      endDate: '2027-03-21',
    };
    refused(
      await as.wangfang.post(`${I}/submit`, { ...body, amount: '100000001' }),
      'amount',
      /超过借款合同可提款余额 100000000.00/,
    );
    refused(
      await as.treasuryInEnglish.post(`${I}/submit`, { ...body, drawdownDate: '2025-01-01' }),
      'drawdownDate',
      /Drawn on: must be within the loan's term \(2026-03-01 to 2028-03-01\)/,
    );
    await ok(as.wangfang, `${I}/submit`, body);
    const [found] = (await ok(as.wangfang, `${L}/getBankIouList?bankLoanId=${loanId}`)) as Row[];
    iou = await ok(as.wangfang, `${L}/getBankIou?id=${found.id}`);
    assert.deepEqual(
      iou.periods.slice(0, 2).map((p: Row) => [p.endDate, p.days, p.interest]),
      [
        ['2026-06-20', 91, '530833.33'],
        ['2026-09-20', 92, '536666.67'],
      ],
    );
    assert.equal(iou.annualRate, '4.2000', 'the loan’s rate');
    assert.equal((await ok(as.wangfang, `${L}/getByBankIou?bankIouNo=JD-2026-0001`)).id, iou.id);
    assert.deepEqual(await ok(as.wangfang, `${L}/getFileList?lousNo=JD-2026-0001`), []);
    assert.equal((await as.wangfang.get(`${L}/getFileList?lousNo=NONE`)).status, 404);
    const loan = await ok(as.wangfang, `${L}/detail?id=${loanId}`);
    assert.deepEqual([loan.drawnAmount, loan.outstanding, loan.loanState], ['50000000.00', '50000000.00', 'REPAYING']);
    const water = (await ok(as.wangfang, `${W}/getByBankLoanConId?conId=${loanId}`)) as Row[];
    assert.deepEqual(
      water.map((w) => [w.direction, w.amount]),
      [['DRAWDOWN', '50000000.00']],
    );
  });

  test('what is overdue is warned of; a repayment is applied, the warning goes, the movements follow', async () => {
    const warned = (await ok(as.wangfang, `${L}/getWarnList`, {})) as Row[];
    const first = warned.find((w) => w.bankIouId === iou.id && w.period === 1);
    assert.ok(first, 'the first quarter is past (the demo’s business date is later)');
    assert.equal(first.state, 'OVERDUE');
    assert.equal(first.unpaid, '530833.33');
    // 罚息 and 复利 so far: at the loan's 4.2 % raised by its 50 % uplift, for the days past due.
    // Due on the Monday after the 结息日 (Saturday 20 June).
    assert.equal(first.dueDate, '2026-06-22');
    assert.equal(first.daysOverdue, (Date.parse(today) - Date.parse('2026-06-22')) / 86_400_000);
    assert.equal(
      first.penalty,
      bankPenalty({ unpaid: '530833.33', annualRate: '4.2', upliftPercent: 50, days: first.daysOverdue }),
    );
    refused(
      await as.wangfang.post(`${P}/submit`, { bankIouId: iou.id, repayDate: '2026-06-20' }),
      'principal',
      /至少填写一项/,
    );
    assert.match(
      (await as.wangfang.post(`${P}/submit`, { bankIouId: iou.id, repayDate: '2026-06-20', interest: '99999999' })).body
        .msg,
      /支付利息超过计划应付利息/,
    );
    await ok(as.wangfang, `${P}/submit`, { bankIouId: iou.id, repayDate: '2026-06-20', interest: '530833.33' });
    const after = (await ok(as.wangfang, `${L}/getWarnList`, {})) as Row[];
    assert.ok(!after.some((w) => w.id === first.id), 'paid: no longer warned of');
    const again = await ok(as.wangfang, `${L}/getBankIou?id=${iou.id}`);
    assert.equal(again.periods[0].settledOn, '2026-06-20');
    assert.equal(again.outstanding, '50000000.00');
    const water = (await ok(as.wangfang, `${W}/getByBankLoanConId?conId=${loanId}`)) as Row[];
    assert.deepEqual(
      water.map((w) => w.direction),
      ['DRAWDOWN', 'INTEREST'],
    );
    assert.equal((await as.wangfang.post(`${L}/endBankLou`, { id: iou.id })).status, 400);
    // A movement entered by hand is MANUAL; a drawdown of another loan (the demo's) is refused.
    const other = ((await ok(as.wangfang, `${I}/page?current=1&size=50`)).records as Row[]).find(
      (d) => d.bankLoanId !== loanId,
    );
    refused(
      await as.wangfang.post(`${W}/save`, {
        bankLoanId: loanId,
        bankIouId: other?.id,
        txnDate: '2026-07-01',
        direction: 'FEE',
        amount: '500',
      }),
      'bankIouId',
      /不是该借款合同的借据/,
    );
    await ok(as.wangfang, `${W}/save`, {
      bankLoanId: loanId,
      bankIouId: iou.id,
      txnDate: '2026-07-01',
      direction: 'FEE',
      amount: '500',
      source: 'SYSTEM',
    });
    const moved = (await ok(as.wangfang, `${W}/getByBankLoanConId?conId=${loanId}`)) as Row[];
    assert.deepEqual(moved.map((w) => [w.direction, w.source]).at(-1), ['FEE', 'MANUAL']);
    // Its terms are fixed once repaid.
    assert.match(
      (await as.wangfang.post(`${I}/submit`, { id: iou.id, amount: '1000', version: again.version })).body.msg,
      /已有还款, 不能再修改/,
    );
  });

  test('sysWater: the company’s own statement reconciled with the movements; what is left said on both sides', async () => {
    // The company's CCB account as the bank exports it: the drawdown booked a day late, the interest on its day, an
    // unrecorded repayment to the bank; the 500 fee entered by hand is not on it.
    const header = [
      '账号',
      '账户名称',
      '交易时间',
      '借方发生额（支取）',
      '贷方发生额（收入）',
      '余额',
      '币种',
      '对方户名',
      '对方账号',
      '对方开户机构',
      '记账日期',
      '摘要',
      '备注',
      '账户明细编号-交易流水号',
    ];
    const rows = [
      [
        '32050161880000000001',
        '东吴融资租赁有限公司',
        '20260322 10:00:00',
        '',
        '50000000.00',
        '50100000.00',
        '人民币元',
        '中国银行苏州分行',
        '488866001234',
        '中国银行',
        '20260322',
        '贷款放款',
        '',
        'A-0001',
      ],
      [
        '32050161880000000001',
        '东吴融资租赁有限公司',
        '20260620 09:30:00',
        '530833.33',
        '',
        '49569166.67',
        '人民币元',
        '中国银行苏州分行',
        '488866001234',
        '中国银行',
        '20260620',
        '贷款利息',
        '',
        'A-0002',
      ],
      [
        '32050161880000000001',
        '东吴融资租赁有限公司',
        '20260701 09:30:00',
        '1000000.00',
        '',
        '48569166.67',
        '人民币元',
        '中国工商银行苏州分行',
        '110200001111',
        '中国工商银行',
        '20260701',
        '归还贷款',
        '',
        'A-0003',
      ],
    ];
    const csv = [header, ...rows].map((r) => r.join(',')).join('\r\n');
    const file = await attachmentOf(app, treasuryToken, '建行对账单.csv', Buffer.from(csv));
    const r = await ok(as.wangfang, `${W}/sysWater`, { attachIds: file, bankLoanId: loanId });
    assert.equal(r.rows, 3);
    assert.deepEqual(
      r.matched.map((m: Row) => [m.direction, m.amount, m.bookedOn, m.statementRef]),
      [
        ['DRAWDOWN', '50000000.00', '2026-03-22', 'A-0001'],
        ['INTEREST', '530833.33', '2026-06-20', 'A-0002'],
      ],
    );
    assert.deepEqual(
      r.unmatchedMovements.map((m: Row) => [m.direction, m.amount]),
      [['FEE', '500.00']],
    );
    assert.deepEqual(
      r.unmatchedRows.map((t: Row) => t.serialNo),
      ['A-0003'],
    );
    // A reconciliation, not a write: the movements are as they were, and the same file answers the same.
    const again = await ok(as.wangfang, `${W}/sysWater`, { attachIds: file, bankLoanId: loanId });
    assert.deepEqual(again, r);
    refused(await as.wangfang.post(`${W}/sysWater`, {}), 'attachIds', /请上传银行流水文件/);
  });

  test('per bank, 机构还款明细, the financing ledger and its gap', async () => {
    const banks = (await ok(as.wangfang, `${L}/countByBankKey`)) as Row[];
    assert.deepEqual(
      banks.filter((b) => b.bankKey === 'BOC').map((b) => [b.loanCount, b.drawnAmount, b.outstanding]),
      [[1, '50000000.00', '50000000.00']],
    );
    const months = (await ok(as.wangfang, `${L}/getOrgHkmx`, { yearMonth: '2026-06', endMonth: '2026-06' })) as Row[];
    assert.deepEqual(
      months.filter((m) => m.bankKey === 'BOC').map((m) => [m.interestDue, m.interestPaid]),
      [['530833.33', '530833.33']],
    );
    refused(await as.wangfang.post(`${L}/getOrgHkmx`, { yearMonth: '2026-13' }), 'yearMonth', /起始月份/);
    const ledger = (await ok(as.wangfang, `${A}/list`)) as Row[];
    const boc = ledger.find((r) => r.bankKey === 'BOC');
    assert.deepEqual([boc?.creditLine, boc?.available, boc?.weightedRate], ['200000000.00', '150000000.00', '4.2000']);
    const gap = await ok(as.wangfang, `${A}/gap`);
    assert.equal(gap.asOf, today);
    assert.equal(gap.months.length, 13);
    for (const m of gap.months)
      assert.equal(Number(m.gap).toFixed(2), (Number(m.receivable) - Number(m.payback)).toFixed(2));
    assert.equal((await as.zhangwei.get(`${A}/gap`)).status, 403);
    // The ledger's other spellings, the two sides of the gap, the approved contracts, the instalments one by one.
    assert.deepEqual(
      ((await ok(as.wangfang, `${A}/search`, { bankKey: 'BOC' })) as Row[]).map((r) => r.bankKey),
      ['BOC'],
    );
    assert.equal((await ok(as.wangfang, `${A}/page?current=1&size=1`)).records.length, 1);
    const until = gap.to;
    const rents = (await ok(as.wangfang, `${A}/receivableListByDate?dateTime=${until}`)) as Row[];
    const owed = (await ok(as.wangfang, `${A}/paybackListByDate?dateTime=${until}`)) as Row[];
    for (const m of gap.months) {
      assert.equal(Number(m.receivable), Number(rents.find((r) => r.month === m.month)?.amount ?? 0));
      assert.equal(Number(m.payback), Number(owed.find((r) => r.month === m.month)?.amount ?? 0));
    }
    refused(await as.wangfang.get(`${A}/receivableListByDate`), 'dateTime', /请选择截止日期/);
    const contracts = await ok(as.wangfang, `${L}/bankContractPage?bankKey=BOC&current=1&size=10`);
    assert.ok(contracts.records.every((r: Row) => r.flowState === 'approved' && r.bankKey === 'BOC'));
    const late = (await ok(as.wangfang, `${L}/getReminderWarnList`)) as Row[];
    assert.ok(late.length > 0 && late.every((r) => r.state === 'OVERDUE'));
    assert.equal((await ok(as.wangfang, `${L}/getReminderDetail?id=${late[0].id}`)).bankIouNo, late[0].bankIouNo);
    assert.equal((await as.wangfang.get(`${L}/getReminderDetail?id=999999999`)).status, 404);
  });

  test('a factoring loan backed by a lease IOU: its lessee listed, and warned of when in trouble', async () => {
    const ious = (await ok(as.zhangwei, '/api/rzzl_qy/iou/iou/page?current=1&size=50')).records as Row[];
    const bad = ious.find((i) => i.iouState === 'active' && Number(i.dpd) > 0);
    assert.ok(bad, 'the demo has an overdue IOU');
    const factoring = {
      ...loanBody,
      loanContractNo: 'BL-ICBC-2026-001',
      bankKey: 'ICBC',
      loanType: 'FACTORING_RECOURSE',
      amount: '100000',
      creditLine: '',
    };
    refused(await as.wangfang.post(`${L}/save-data`, factoring), 'assets', /保理借款至少需要一笔租赁借据/);
    refused(
      await as.wangfang.post(`${L}/save-data`, {
        ...factoring,
        assets: [{ iouId: bad.id, pledgedAmount: '999999999' }],
      }),
      'assets[0].pledgedAmount',
      /不能超过借据/,
    );
    const id = await approvedLoan({ ...factoring, assets: [{ iouId: bad.id, pledgedAmount: '1000' }] });
    const backers = (await ok(as.wangfang, `${L}/getCustomerList?bankLoanId=${id}`)) as Row[];
    assert.deepEqual(
      backers.map((b) => [b.iouId, b.customerId]),
      [[bad.id, bad.customerId]],
    );
    const warn = (await ok(as.wangfang, `${L}/getCustomerWarnList`)) as Row[];
    assert.ok(warn.some((w) => w.iouId === bad.id && w.bankLoanId === id));
    assert.ok(
      ((await ok(as.wangfang, `${L}/getByLouIdList?lousIds=${bad.id}`)) as Row[]).some((r) => r.bankLoanId === id),
    );
    const keys = await ok(as.wangfang, `${L}/keyCustomerPage?current=1&size=50`);
    assert.ok(keys.records.some((r: Row) => r.iouId === bad.id && r.bankLoanId === id));
  });

  test('an instalment falling due is told by the 银行借款到期 rule, once; the home widget lists it', async () => {
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const due = day(3);
    const id = await approvedLoan({
      ...loanBody,
      loanContractNo: 'JK-CEB-2026-009',
      bankKey: 'CEB',
      startDate: day(-30),
      endDate: day(400),
      repaymentMethod: 'MONTHLY_INTEREST',
      interestDay: Number(due.slice(8)),
    });
    await ok(as.wangfang, `${I}/submit`, {
      bankLoanId: id,
      bankIouNo: 'JD-CEB-0001',
      drawdownDate: day(-7),
      amount: '1000000',
      endDate: day(300),
    });
    const [first] = (await ok(as.wangfang, `${L}/getPageReminderList?days=7&bankKey=CEB`)).records as Row[];
    assert.equal(first.dueDate, due);
    assert.ok(((await ok(as.wangfang, `${L}/getReminderListIndex`)) as Row[]).some((r) => r.id === first.id));
    const messages = '/api/blade-desk/msg-queue/pageList?current=1&size=5&msgContent=JD-CEB-0001';
    const before = (await ok(as.wangfang, messages)).total;
    const told = await ok(as.wangfang, `${L}/aotuSaveReminder`, {});
    assert.ok(told.told >= 1, JSON.stringify(told));
    const after = await ok(as.wangfang, messages);
    assert.equal(after.total, before + 1);
    assert.match(
      after.records[0].msgContent,
      /银行借款到期提醒: 中国光大银行 借据 JD-CEB-0001 第1期应还 [\d.]+ 元将于 \d{4}-\d{2}-\d{2} 到期/,
    );
    assert.equal((await ok(as.wangfang, `${L}/aotuSaveReminder`, {})).told, 0, 'never twice');
  });

  test('a bank’s plan for a drawdown, filed through 银行还款计划 (bankloanmsg): checked, then the drawdown’s schedule', async () => {
    const YH = '/api/rzzl_qy/yhhkjh/yhhkjh';
    const MSG = '/api/rzzl_qy/bankLoan/bankloanmsg';
    const id = await approvedLoan({ ...loanBody, loanContractNo: 'JK-CMBC-2026-002', bankKey: 'CMBC' });
    await ok(as.wangfang, `${I}/submit`, {
      bankLoanId: id,
      bankIouNo: 'JD-CMBC-0001',
      drawdownDate: '2026-03-21',
      amount: '12000000',
      endDate: '2027-03-21',
    });
    const [drawdown] = (await ok(as.wangfang, `${L}/getBankIouList?bankLoanId=${id}`)) as Row[];
    // A plan entered with a drawdown is held to the same rules as one filed.
    refused(
      await as.wangfang.post(`${I}/submit`, {
        bankLoanId: id,
        bankIouNo: 'JD-CMBC-0002',
        drawdownDate: '2026-03-21',
        amount: '1000',
        endDate: '2026-09-21',
        repaymentMethod: 'PLAN',
        periods: [{ dueDate: '2026-10-21', principal: '1000', interest: '10' }],
      }),
      'periods[0].dueDate',
      /还款计划第1行 应还日: 应晚于提款日和上一期, 且不晚于到期日 2026-09-21/,
    );
    const planFile = await attachmentOf(app, treasuryToken, 'plan.pdf', Buffer.from('%PDF-1.4 plan'));
    const plan = (periods: Row[]) => ({ planName: '民生银行还款计划', bankIouId: drawdown.id, planFile, periods });
    const half = [
      { dueDate: '2026-09-21', principal: '6000000', interest: '254800' },
      { dueDate: '2027-03-21', principal: '6000000', interest: '127400' },
    ];
    const [leaseIou] = (await ok(as.wangfang, '/api/rzzl_qy/iou/iou/page?current=1&size=1&iouState=active')).records;
    refused(
      await as.wangfang.post(`${YH}/start-process`, { ...plan(half), iouId: leaseIou.id }),
      'iouId',
      /须且只能选择一个/,
    );
    refused(
      await as.wangfang.post(`${YH}/start-process`, plan(half.slice(0, 1))),
      'periods',
      /各期本金合计 6000000.00 应等于提款金额 12000000.00/,
    );
    refused(
      await as.treasuryInEnglish.post(`${YH}/start-process`, plan([{ ...half[0], dueDate: '2027-04-01' }, half[1]])),
      'periods[0].dueDate',
      /Plan periods row 1: Due: must come after the drawdown/,
    );
    const started = await ok(as.wangfang, `${YH}/start-process`, plan(half));
    // The department head reads it and approves it through the bank-loan side's calls.
    const loaded = await ok(as.zhaolei, `${MSG}/loadData`, { businessId: started.businessId });
    assert.deepEqual(
      [loaded.bankIouId, loaded.periods.map((p: Row) => p.principal)],
      [drawdown.id, ['6000000.00', '6000000.00']],
    );
    const offered = (
      (await ok(as.zhaolei, '/api/blade-flow/work/claim-list?current=1&size=100')).records as Row[]
    ).find((r) => r.processInstanceId === started.processInstanceId);
    assert.ok(offered, 'offered to the department heads');
    await ok(as.zhaolei, `/api/blade-flow/work/claim-task?taskId=${offered.taskId}`, {});
    await ok(as.zhaolei, `${MSG}/handle-finish`, { businessId: started.businessId, flag: 'ok', comment: '核对无误' });
    const after = await ok(as.wangfang, `${L}/getBankIou?id=${drawdown.id}`);
    assert.equal(after.repaymentMethod, 'PLAN');
    assert.deepEqual(
      after.periods.map((p: Row) => [p.period, p.dueDate, p.principal, p.interest, p.total]),
      [
        [1, '2026-09-21', '6000000.00', '254800.00', '6254800.00'],
        [2, '2027-03-21', '6000000.00', '127400.00', '6127400.00'],
      ],
    );
    assert.equal(after.nextDueDate, '2026-09-21');
  });

  test('调息: a floating drawdown repriced from the LPR on 1 January — once; the quote it used kept', async () => {
    const Q = '/api/rzzl_qy/bankLoan/lprquote';
    const floating = { ...loanBody, loanContractNo: 'JK-HXB-2025-009', bankKey: 'HXB', rateType: 'LPR' };
    floating.startDate = '2025-12-01';
    refused(
      await as.treasuryInEnglish.post(`${L}/save-data`, { ...floating, lprTenor: '1Y' }),
      'spreadBp',
      /Spread \(bp\): is required with an LPR rate/,
    );
    const id = await approvedLoan({ ...floating, lprTenor: '1Y', spreadBp: 50, repriceOn: 'JAN1', annualRate: '3.5' });
    await ok(as.wangfang, `${I}/submit`, {
      bankLoanId: id,
      bankIouNo: 'JD-HXB-0001',
      drawdownDate: '2025-12-21',
      amount: '10000000',
      endDate: '2027-12-21',
      interestDay: 21,
    });
    const [drawdown] = (await ok(as.wangfang, `${L}/getBankIouList?bankLoanId=${id}`)) as Row[];
    assert.equal((await as.nobody.post(`${I}/reprice?id=${drawdown.id}`, {})).status, 403);
    refused(await as.wangfang.post(`${I}/reprice?id=${iou.id}`, {}), undefined, /固定利率, 不调息/);

    // December's quote, the last on or before 1 January: 2.90 + 50 bp = 3.40 %.
    refused(
      await as.treasuryInEnglish.post(`${Q}/submit`, { quoteDate: '2025-12-22', rate5y: '3.40' }),
      'rate1y',
      /please enter the 1-year LPR/,
    );
    await ok(as.wangfang, `${Q}/submit`, { quoteDate: '2025-12-22', rate1y: '2.90', rate5y: '3.40' });
    const [quote] = (await ok(as.wangfang, `${Q}/list?quoteDate=2025-12-22`)).records as Row[];
    const done = await ok(as.wangfang, `${I}/reprice?id=${drawdown.id}`, {});
    assert.deepEqual(
      done.applied.map((c: Row) => [c.effectiveDate, c.quoteDate, c.lprRate, c.spreadBp, c.oldRate, c.newRate]),
      [['2026-01-01', '2025-12-22', '2.90', 50, '3.5000', '3.4000']],
    );
    const after = await ok(as.wangfang, `${L}/getBankIou?id=${drawdown.id}`);
    assert.equal(after.annualRate, '3.4000');
    // 10,000,000 × (3.5 % × 11 + 3.4 % × 79) / 360; the next quarter wholly at 3.4 % (92 days).
    assert.deepEqual(
      after.periods.slice(0, 2).map((p: Row) => [p.endDate, p.interest, p.total]),
      [
        ['2026-03-21', '85305.56', '85305.56'],
        ['2026-06-21', '86888.89', '86888.89'],
      ],
    );
    const again = await ok(as.wangfang, `${I}/reprice?id=${drawdown.id}`, {});
    assert.deepEqual(again.applied, [], 'done once: the next day is 1 January next year');
    const changes = await ok(as.wangfang, `/api/rzzl_qy/bankLoan/bankratechange/list?bankIouId=${drawdown.id}`);
    // What the two years' unpaid interest moved by: 10,000,000 × 0.1 % × 719 / 360.
    assert.deepEqual(
      changes.records.map((c: Row) => [c.bankIouNo, c.effectiveDate, c.interestChange]),
      [['JD-HXB-0001', '2026-01-01', '-19972.20']],
    );
    refused(await as.wangfang.post(`${Q}/remove?ids=${quote.id}`, {}), undefined, /已用于调息/);
    // The morning job finds nothing more to do (the demo's drawdowns are repriced already).
    const runs = (await ok(as.admin, '/api/blade-system/job/run', { code: 'bank_lpr_reprice' })) as Row[];
    assert.ok(
      runs.some((r) => /调息 0 笔/.test(String(r.result))),
      JSON.stringify(runs),
    );
  });

  test('a loan’s 监管账户 and a repayment’s 付款账户 are the company’s own accounts, picked by treasury', async () => {
    const picked = (await ok(as.wangfang, '/api/rzzl_qy/company/account/select?size=10')) as Row[];
    assert.ok(picked.length > 0, 'the demo company has accounts; treasury picks without managing the profile');
    const body = { ...loanBody, loanContractNo: 'JK-BOC-2026-ACC', accountId: picked[0].id };
    const saved = await ok(as.wangfang, `${L}/save-data`, body);
    const loan = await ok(as.wangfang, `${L}/detail?id=${saved.businessId}`);
    assert.equal(loan.accountNo, picked[0].title);
    refused(await as.wangfang.post(`${L}/save-data`, { ...body, accountId: '1' }), 'accountId', /监管账户不存在/);
    await ok(as.wangfang, `${L}/remove?ids=${saved.businessId}`, {});
  });

  test('the dashboards read the funding: sources, capital by bank, the months ahead', async () => {
    const banks = ((await ok(as.wangfang, `${L}/countByBankKey`)) as Row[]).reduce(
      (s, b) => s + Number(b.outstanding),
      0,
    );
    // The demo's own ABS (160,000,000 outstanding) is a source too; the customer's bond is not.
    const owed = banks + 160_000_000;
    const sum = await ok(as.chenjing, '/api/rzzl_qy/newIndex/newIndex/getSourceSum');
    assert.equal(sum.available, true);
    assert.equal(sum.total, owed.toFixed(2));
    const capital = await ok(as.chenjing, '/api/rzzl_qy/cockpit/cockpit/getCapitalSource');
    const boc = capital.records.find((r: Row) => r.key === 'BOC');
    assert.equal(boc.outstanding, '50000000.00');
    assert.equal(boc.share, ((50_000_000 / owed) * 100).toFixed(2));
    assert.equal(boc.name, '中国银行');
    const months = await ok(as.chenjing, '/api/rzzl_qy/cockpit/cockpit/getLoanFinancing');
    assert.equal(months.records.length, 12);
  });
});
