/**
 * 提醒 through the screens (issue 31 items 1, 2 and 4): his head sets a month-ahead rent reminder; after the day's job,
 * 张伟 opens 租后管理 → 提醒, records a call on a rent falling due (登记: it becomes 已提醒), switches to 逾期预警,
 * records a visit with the lessee's promise (登记) on one overdue period, which becomes 已提醒 with the record under its
 * 联系记录; then closes another with a disposition and a reason (销号), and finds it gone from the warnings and listed,
 * with the batch, under 批量销号. On a server of its own: the day's job it runs tells
 * the demo's owners (messages other files count).
 * e2e-server: e2e/demo-server.ts
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, toast } from './locators';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const R = '/api/rzzl_qy/remind/remind';

type Row = Record<string, string>;

test('an account manager works the morning’s reminders: a call, a promise, a batch closed', async () => {
  const [zw, ln, zl] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [
    'zhangwei',
    'lina',
    'zhaolei',
  ]);
  // The demo's rents fall due later than the standard rule's week: his head reminds the team a month ahead.
  await apiAs(zl, BASE, '/api/rzzl_qy/messageRemind/messageremind/submit', {
    name: '月度租金提醒',
    eventType: 'RENT_DUE',
    daysBefore: '31',
    recipients: 'OWNER',
    channels: 'INBOX',
    template: '{customerName} {iouNo} 第{period}期 {amount} 元 {dueDate} 到期',
    skipHolidays: 0,
    enabled: 1,
  });
  await apiAs(ln, BASE, '/api/rzzl_qy/overdue/runDaily', {});
  const due = (await apiAs(zw, BASE, `${R}/page?view=reminders&size=5`)) as { records: Row[]; total: number };
  assert.ok(due.total > 0, 'rents fall due within the month');
  const call = due.records[0];
  const warnings = (await apiAs(zw, BASE, `${R}/page?view=warnings&size=50`)) as { records: Row[]; total: number };
  assert.ok(warnings.total > 0, 'the demo has overdue IOUs');
  const first = warnings.records[0];
  const promised = warnings.records.find((w) => w.kind === 'overdue' && w.id !== first.id && w.state === 'pending');
  assert.ok(promised, 'a second overdue period');

  const screen = await openScreen(zw, '/loan/remind');
  const search = screen.locator('.crud-search');
  // 登记 on a rent falling due (the default view): a call, the lessee told.
  await search.getByPlaceholder('请输入借据编号').fill(call.iouNo);
  await btn(search, '搜索').click();
  const toCall = screen.locator(`tr[data-row-key="${call.id}"]`);
  await btn(toCall, '登记').click();
  const callForm = zw.locator('.ant-modal.crud-dialog');
  await callForm
    .locator('.ant-form-item', { hasText: '联系内容' })
    .locator('textarea')
    .fill('电话提醒财务本期租金到期');
  await btn(callForm, '保存').click();
  await toast(zw, '已登记').waitFor();
  await toCall.filter({ hasText: '已提醒' }).waitFor();
  const called = (await apiAs(zw, BASE, `${R}/detail?id=${call.id}`)) as Row & { records: Row[] };
  assert.deepEqual([called.state, called.disposition, called.records[0]?.recordType], ['reminded', 'PHONE', 'BEFORE']);
  await callForm.waitFor({ state: 'hidden' });

  await search.locator('.ant-form-item', { hasText: '视图' }).locator('.ant-select').click();
  await zw
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '逾期预警' })
    .click();
  // 登记: a visit, the lessee promising to pay next week.
  await search.getByPlaceholder('请输入借据编号').fill(promised.iouNo);
  await btn(search, '搜索').click();
  const toRecord = screen.locator(`tr[data-row-key="${promised.id}"]`);
  await btn(toRecord, '登记').click();
  const form = zw.locator('.ant-modal.crud-dialog');
  await form.locator('.ant-form-item', { hasText: '联系方式' }).locator('.ant-select').click();
  await zw
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '上门' })
    .click();
  await form
    .locator('.ant-form-item', { hasText: '联系内容' })
    .locator('textarea')
    .fill('上门拜访财务负责人, 承诺下周补足逾期租金');
  const promiseDate = form.locator('.ant-form-item', { hasText: '承诺还款日' }).locator('input');
  await promiseDate.click();
  await promiseDate.fill('2099-01-05');
  await promiseDate.press('Enter');
  await form.locator('.ant-form-item', { hasText: '承诺金额' }).locator('input').fill(promised.unpaid);
  await btn(form, '保存').click();
  await toast(zw, '已登记').waitFor();
  await toRecord.filter({ hasText: '已提醒' }).waitFor();
  const recorded = (await apiAs(zw, BASE, `${R}/detail?id=${promised.id}`)) as Row & { records: Row[] };
  assert.deepEqual(
    [recorded.state, recorded.disposition, recorded.records[0]?.result],
    ['reminded', 'PROMISE', 'PROMISE'],
  );

  await search.getByPlaceholder('请输入借据编号').fill(first.iouNo);
  await btn(search, '搜索').click();
  const row = screen.locator(`tr[data-row-key="${first.id}"]`);
  await row.filter({ hasText: '待处理' }).waitFor();
  await row.locator('.ant-checkbox-input').check();
  await btn(screen, '销号').click();
  const dialog = zw.locator('.ant-modal.crud-action-dialog');
  await dialog.locator('textarea').fill('已电话联系, 承租人承诺本周内补足');
  await btn(dialog, '确定').click();
  await toast(zw, '已销号').waitFor();
  await row.waitFor({ state: 'detached' });

  const closed = (await apiAs(zw, BASE, `${R}/detail?id=${first.id}`)) as Row;
  assert.deepEqual([closed.state, closed.disposition], ['closed', 'PHONE']);
  const batches = await openScreen(zw, '/loan/remind-batch');
  await batches.locator('tr.ant-table-row', { hasText: '已电话' }).first().waitFor();
  assert.deepEqual(zw.errors, []);
});
