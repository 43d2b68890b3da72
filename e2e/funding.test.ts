/**
 * 资金管理 through the screens (issue 31's evidence): 王芳 (treasury) opens 融资台账, finds the demo's 建设银行 drawdown
 * with an instalment overdue, records the interest paid on 银行还款, and the warning is gone from 融资台账 — the
 * drawdown's next due date moved on. Then she files the bank's own plan for a drawdown nothing is repaid on — from the
 * drawdown's 银行还款计划 tab, with its file and two periods — and it goes to approval. On a server of its own: it
 * changes the demo's funding.
 * e2e-server: e2e/demo-server.ts
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, pickOption, toast } from './locators';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const L = '/api/rzzl_qy/bankLoan/bankloan';

type Row = Record<string, string | number>;

test('treasury records a bank repayment and the warning disappears', async () => {
  const [wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['wangfang']);
  const warned = (await apiAs(wf, BASE, `${L}/getWarnList`, { days: 30 })) as Row[];
  const overdue = warned.find((w) => w.state === 'OVERDUE' && String(w.bankIouNo).startsWith('JD-CCB'));
  assert.ok(overdue, 'the demo’s 建设银行 drawdown has an instalment overdue');

  const ledger = await openScreen(wf, '/funding/financing-account');
  const due = ledger.locator('.ant-card', { hasText: '到期与逾期' });
  const row = due.locator('tr.ant-table-row', { hasText: String(overdue.bankIouNo) }).filter({ hasText: '逾期' });
  await row.first().waitFor();

  const screen = await openScreen(wf, '/funding/bank-repayment');
  await btn(screen, '新增').click();
  const dialog = formDialog(wf);
  await dialog.waitFor();
  await pickOption(
    wf,
    dialog.locator('.ant-form-item', { hasText: '银行借据' }).locator('.ant-select'),
    String(overdue.bankIouNo),
  );
  const date = dialog.locator('.ant-form-item', { hasText: '还款日' }).locator('input');
  await date.click();
  await date.fill(String(overdue.dueDate));
  await date.press('Enter');
  await dialog.locator('.ant-form-item', { hasText: '支付利息' }).locator('input').fill(String(overdue.unpaid));
  await btn(dialog, '保存').click();
  await toast(wf, '新增成功').waitFor();

  const still = (await apiAs(wf, BASE, `${L}/getWarnList`, { days: 30 })) as Row[];
  assert.ok(!still.some((w) => w.id === overdue.id), 'paid: no longer warned of');
  // The ledger's tab stayed open: it shows what it had and fetches again on coming back, so wait for the row to go.
  const again = await openScreen(wf, '/funding/financing-account');
  await again
    .locator('.ant-card', { hasText: '到期与逾期' })
    .locator(`tr[data-row-key="${overdue.id}"]`)
    .waitFor({ state: 'detached' });
  assert.deepEqual(wf.errors, []);
});

test('treasury files the bank’s plan for a drawdown from its 银行还款计划 tab, and it goes to approval', async () => {
  const [wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['wangfang']);
  const records = async (path: string) => ((await apiAs(wf, BASE, path)) as { records: Row[] }).records;
  const repaid = new Set(
    (await records('/api/rzzl_qy/bankLoan/bankrepayment/page?current=1&size=500')).map((r) => String(r.bankIouId)),
  );
  const drawdowns = await records('/api/rzzl_qy/bankLoan/bankiou/page?current=1&size=100');
  const open = drawdowns.find((d) => d.iouState === 'REPAYING' && !repaid.has(String(d.id)));
  assert.ok(open, 'the demo has a drawdown nothing is repaid on');
  const amount = Number(open.amount);
  const first = Math.round((amount / 2) * 100) / 100;

  const screen = await openScreen(wf, '/funding/bank-iou');
  const row = screen.locator('tr.ant-table-row', { hasText: String(open.bankIouNo) });
  await btn(row, '查看').click();
  const view = wf.locator('.crud-drawer');
  await view.getByRole('tab', { name: '银行还款计划' }).click();
  await btn(view, '新增').click();
  const form = formDialog(wf);
  await form.locator('.ant-form-item', { hasText: '计划名称' }).locator('input').first().waitFor();
  await form
    .locator('.ant-form-item', { hasText: '还款计划文件' })
    .locator('input[type=file]')
    .setInputFiles({ name: '银行还款计划.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 plan') });
  await form.getByText('银行还款计划.pdf').waitFor();
  const periods = form.locator('.crud-child-periods');
  const dueDates = [String(open.nextDueDate), String(open.endDate)];
  const principals = [first.toFixed(2), (amount - first).toFixed(2)];
  for (const [i, due] of dueDates.entries()) {
    await btn(periods, '添加行').click();
    const line = periods.locator('tr.ant-table-row').nth(i);
    const date = line.locator('.ant-picker input');
    await date.click();
    await date.fill(due);
    await date.press('Enter');
    const inputs = line.locator('.ant-input-number input');
    await inputs.nth(0).fill(principals[i]);
    await inputs.nth(1).fill('1000');
  }
  await btn(form, '保存').click();
  await toast(wf, '新增成功').waitFor();

  const plans = await records(`/api/rzzl_qy/yhhkjh/yhhkjh/page?current=1&size=10&bankIouId=${open.id}`);
  assert.deepEqual(
    plans.map((p) => p.flowState),
    ['running'],
  );
  assert.deepEqual(wf.errors, []);
});

test('treasury reconciles the company’s own statement with the movements on 借款流水', async () => {
  const [wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['wangfang']);
  const moves = (
    (await apiAs(wf, BASE, '/api/rzzl_qy/bankLoan/bankloanwater/page?current=1&size=50')) as { records: Row[] }
  ).records;
  const drawn = moves.find((m) => m.direction === 'DRAWDOWN');
  assert.ok(drawn, 'the demo has a drawdown recorded');
  // The bank's CCB export of that day: the drawdown credited a day later.
  const day = new Date(`${drawn.txnDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  const booked = day.toISOString().slice(0, 10).replace(/-/g, '');
  const header =
    '账号,账户名称,交易时间,借方发生额（支取）,贷方发生额（收入）,余额,币种,对方户名,对方账号,对方开户机构,记账日期,摘要,备注,账户明细编号-交易流水号';
  const line = `32050161880000000001,本公司,${booked} 10:00:00,,${drawn.amount},${drawn.amount},人民币元,贷款银行,1,银行,${booked},贷款放款,,E2E-0001`;
  const screen = await openScreen(wf, '/funding/bank-water');
  await btn(screen, '银行对账').click();
  const dialog = wf.locator('.bank-reconcile');
  await dialog.locator('input[type=file]').setInputFiles({
    name: '本公司对账单.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}\r\n${line}\r\n`),
  });
  await dialog.getByText('本公司对账单.csv').waitFor();
  await btn(dialog, '对 账').or(btn(dialog, '对账')).first().click();
  await dialog.getByText('对上 1 笔').waitFor();
  await dialog.locator('tr', { hasText: 'E2E-0001' }).first().waitFor();
  assert.deepEqual(wf.errors, []);
});
