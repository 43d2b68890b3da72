/**
 * 资金管理 through the screens (issue 31's evidence): 王芳 (treasury) opens 融资台账, finds the demo's 建设银行 drawdown
 * with an instalment overdue, records the interest paid on 银行还款, and the warning is gone from 融资台账 — the
 * drawdown's next due date moved on. On a server of its own: it changes the demo's funding.
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

  const again = await openScreen(wf, '/funding/financing-account');
  await again.locator('.ant-card', { hasText: '资金缺口' }).locator('tr.ant-table-row').first().waitFor();
  const still = (await apiAs(wf, BASE, `${L}/getWarnList`, { days: 30 })) as Row[];
  assert.ok(!still.some((w) => w.id === overdue.id), 'paid: no longer warned of');
  assert.equal(
    await again.locator('.ant-card', { hasText: '到期与逾期' }).locator(`tr[data-row-key="${overdue.id}"]`).count(),
    0,
  );
  assert.deepEqual(wf.errors, []);
});
