/**
 * Issue 15's whole path on screen, continuing the projects path from the demo's signed contract (its earlier
 * disbursements leave 5 % of it): 张伟 disburses the rest (conditions checklist shown) two months back, 赵磊, 李娜
 * and 王芳 approve it from their work lists; the IOU appears with its schedule, which 张伟 submits and 王芳 approves
 * into effect; 王芳 enters the first period's rent on its due date, 周敏 verifies it (the allocation previewed) and
 * 孙丽 reviews it (three people: the finance officers and the finance reviewer); the admin fixes the business date thirty days past the second period's due date and runs the daily
 * job; the overdue list shows the IOU 30 days overdue with its 罚息 (computed here from the schedule row shown) and
 * class 关注; the standing book shows its line and totals that include it; the concentration screen the lessee's
 * exposure with it; the home page's overdue amount the portfolio's with it. The business date is set back after.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { D } from '@flp/shared/finance';
import type { Locator } from 'playwright-core';
import { BASE, go, openScreen, tab, useBrowser, waitRoute } from './context';
import { button as btn, confirmOk, formDialog, openTab, toast } from './locators';
import {
  LOAN_STAFF,
  type Staff,
  approve,
  approveLoan,
  cellsOf,
  dropdown,
  fen,
  rowOf,
  setBusinessDate,
  signedContract,
  startLoan,
  submitStart,
  visible,
} from './servicing-steps';
import { apiAs, signInBrowser, signInStaff } from './session';

const b = useBrowser();

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000));
const day15 = (year: number, month: number) => iso(new Date(Date.UTC(year, month, 15)));
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * A disbursement date (the 15th, two months before a 31-day month) whose first due date has passed, so its rent can
 * be received on that day, and whose third falls more than thirty days after the second — thirty days past the
 * second due date, that period alone is overdue.
 */
function disbursementDate(): string {
  const now = new Date();
  const today = iso(now);
  for (let m = now.getUTCMonth() + 1; ; m--) {
    const y = now.getUTCFullYear();
    if (daysIn(y, m) === 31 && day15(y, m - 1) <= today) return day15(y, m - 2);
  }
}

const item = (scope: Locator, label: string) => scope.locator('.ant-form-item', { hasText: label }).first();

/** Types a date into a form's date picker and moves on with Tab, as a keyboard user would (Enter submits). */
async function pickDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await input
    .page()
    .waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  assert.equal(await input.inputValue(), date);
}

/** The screen's (visible) table once it has loaded. */
async function loadedTable(screen: Locator) {
  const table = screen.locator('.ant-table:visible').first();
  await table.waitFor();
  await screen.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
  return table;
}

let admin: Staff | undefined;
after(async () => {
  // Leave the demo tenant on the system date, its figures derived as of today.
  if (!admin) return;
  await apiAs(admin, BASE, '/api/rzzl_qy/overdue/businessDate', { businessDate: '' }).catch(() => {});
  await apiAs(admin, BASE, '/api/rzzl_qy/overdue/runDaily', {}).catch(() => {});
});

test('disburse, schedule, receive, review, move the date past a due date: overdue, standing book, concentration, home', async () => {
  const [zw, zl, ln, wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, LOAN_STAFF);
  const { contract, remaining } = await signedContract(zw);
  assert.ok(Number(remaining) >= 10_000, `the demo leaves room for a disbursement (${remaining})`);
  const loanDate = disbursementDate();

  // 1. 张伟: 发起放款 from the contract — its conditions met and the amount left shown — dated two months back.
  const form = await startLoan(zw, contract.contractNo, async (dialog) =>
    assert.match(
      await dialog.getByTestId('loan-remaining').innerText(),
      new RegExp(`剩余可放款 ${fmt(new D(remaining))}`),
    ),
  );
  await pickDate(form.getByPlaceholder('请选择放款日期'), loanDate);
  // 起租日 is one of the disbursement's own terms (empty: the contract's), picked here by its label.
  await pickDate(item(form, '起租日').locator('input'), loanDate);
  await form.getByPlaceholder('请输入收款人户名').fill(contract.customerName);
  const pid = await submitStart(zw, form);

  // 2. 部门负责人 赵磊 → 风控 李娜 → 财务 王芳, each from the work list; the last approval makes the IOU.
  const { iouNo, schedules } = await approveLoan([zw, zl, ln, wf], pid, contract.id);

  // 3. 借据信息: the IOU for the amount, its schedule's periods in the drawer (read for what follows).
  const { screen: ious, row: iouRow } = await rowOf(zw, '/loan/iou', '请输入借据编号', iouNo);
  const iouCells = await cellsOf(ious.locator('.ant-table').first(), iouRow);
  assert.equal(fen(iouCells['放款金额(元)']), fen(remaining));
  assert.equal(iouCells.放款日期, loanDate);
  await btn(iouRow, '查看').click();
  const drawer = zw.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  const periodsTable = drawer.locator('.ant-table:visible').first();
  await periodsTable.locator('tr.ant-table-row').nth(2).waitFor();
  const periods = [];
  for (let i = 0; i < 3; i++)
    periods.push(await cellsOf(periodsTable, periodsTable.locator('tr.ant-table-row').nth(i)));
  const [first, second, third] = periods;
  const dueOf = (p: Record<string, string>) => p.计划收取日期;
  const rentOf = (p: Record<string, string>) => p['租金(元)'];
  assert.equal(dueOf(first), addDays(loanDate, 31).slice(0, 8) + '15', 'due a month after the start (arrears)');
  const asOf = addDays(dueOf(second), 30);
  assert.ok(dueOf(third) > asOf, `only the second period is overdue on ${asOf}`);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });

  // 4. 提交支付表 → 财务 王芳 approves: 租金支付表 shows it 已生效.
  await btn(ious.locator('tr.ant-table-row', { hasText: iouNo }), '提交支付表').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/repayment/form/'));
  // The periods are the engine's: shown read-only (no delete per row), the rent method by its name.
  const scheduleForm = visible(zw, '.flow-start-form');
  await scheduleForm.locator('.crud-child-rows tr.ant-table-row').first().waitFor();
  assert.equal(await scheduleForm.getByRole('button', { name: '删除行' }).count(), 0, 'no row of the schedule deletes');
  assert.match(await item(scheduleForm, '还款方式').innerText(), /等额租金|等额本金|平息法|不规则租金/);
  assert.doesNotMatch(await scheduleForm.innerText(), /EQUAL_RENT|EQUAL_PRINCIPAL|IRREGULAR/);
  const schedulePid = await submitStart(zw, scheduleForm);
  await approve(wf, schedulePid, 'financeReview', '租金支付表复核无误');
  const { row: scheduleRow } = await rowOf(zw, '/loan/schedule', '请输入支付表编号', schedules[0].scheduleNo);
  await scheduleRow.locator('td', { hasText: '已生效' }).waitFor();

  // 5. 王芳 enters the first period's rent received on its due date; the allocation shows as she types.
  const bankRef = `PATH-${Date.now()}`;
  const receipts = await openScreen(wf, '/loan/receipt');
  await loadedTable(receipts);
  await btn(receipts, '新增').click();
  const entry = formDialog(wf);
  await entry.waitFor();
  await item(entry, '借据').locator('.ant-select').click();
  await wf.keyboard.type(iouNo);
  await dropdown(wf).locator('.ant-select-item-option', { hasText: iouNo }).first().click();
  await entry.getByText('借据应收').waitFor();
  await pickDate(item(entry, '到账日期').locator('input'), dueOf(first));
  await item(entry, '到账金额').locator('input').fill(rentOf(first).replace(/,/g, ''));
  await item(entry, '付款人').locator('input').fill(contract.customerName);
  await item(entry, '银行流水号').locator('input').fill(bankRef);
  await entry.getByText('本笔冲抵').waitFor();
  await btn(entry, '保存').click();
  await entry.waitFor({ state: 'hidden' });
  const entered = receipts.locator('.ant-table-row:visible', { hasText: bankRef }).first();
  await entered.waitFor();

  // She may not verify what she entered (four eyes: the button is disabled, the reason its tooltip); 周敏, the other
  // finance officer, verifies it: the preview allocates the whole payment to period 1 (利息 and 本金, no 罚息: paid on
  // the day).
  assert.equal(await btn(entered, '核销').isDisabled(), true);
  const [zm, sl] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['zhoumin', 'sunli']);
  const hers = await openScreen(zm, '/loan/receipt');
  await loadedTable(hers);
  const toVerify = hers.locator('.ant-table-row:visible', { hasText: bankRef }).first();
  await btn(toVerify, '核销').click();
  const verify = zm.locator('.ant-modal', { hasText: '核销收款' });
  await verify.getByText('本笔冲抵').waitFor();
  const preview = verify.locator('.ant-table').first();
  await preview.locator('.ant-table-row').first().waitFor();
  const lines = [];
  for (const r of await preview.locator('.ant-table-row').all()) lines.push(await cellsOf(preview, r));
  assert.ok(lines.length > 0);
  const amountKey = Object.keys(lines[0]).find((k) => /金额/.test(k));
  assert.ok(amountKey, `an amount column in ${Object.keys(lines[0])}`);
  assert.equal(
    lines.reduce((s, l) => s + fen(l[amountKey]), 0),
    fen(rentOf(first)),
    'the preview allocates the rent',
  );
  assert.ok(!lines.some((l) => /罚息/.test(Object.values(l).join(' '))), 'no 罚息 for rent paid on its due date');
  await btn(verify, '核销').click();
  await toast(zm, '已核销').waitFor();

  // … and 孙丽, the finance reviewer (a third person), reviews it.
  const his = await openScreen(sl, '/loan/receipt');
  await his.locator('.ant-tabs-tab', { hasText: '待复核' }).first().click();
  await loadedTable(his);
  const pending = his.locator('.ant-table-row:visible', { hasText: bankRef }).first();
  await btn(pending, '复核').click();
  await confirmOk(sl);
  await toast(sl, '已复核').waitFor();

  // 6. The admin fixes the business date thirty days past the second due date and runs the daily job.
  admin = (await b.fresh({ width: 1366, height: 900 })) as Staff;
  await signInBrowser(admin, BASE);
  assert.match(await setBusinessDate(admin, asOf), new RegExp(`业务日期 ${asOf}: 重算借据 \\d+ 笔`));

  // 7. 逾期管理: the IOU 30 days overdue in one period, 罚息 = the second rent × 0.05 % × 30 (half-up to 分), 关注.
  const penalty = new D(rentOf(second).replace(/,/g, '')).times('0.0005').times(30).toDecimalPlaces(2, D.ROUND_HALF_UP);
  const overdue = await openScreen(admin, '/risk/overdue');
  // Searched by its number: the demo's wider book has overdue IOUs of its own.
  await overdue.locator('.crud-search').getByPlaceholder('请输入借据编号').fill(iouNo);
  await btn(overdue.locator('.crud-search'), '搜索').click();
  const overdueRow = overdue.locator('tr.ant-table-row', { hasText: iouNo });
  await overdueRow.waitFor();
  const o = await cellsOf(overdue.locator('.ant-table').first(), overdueRow);
  assert.equal(o.逾期天数, '30');
  assert.equal(o.逾期期数, '1');
  assert.equal(o.五级分类, '关注');
  assert.equal(fen(o['罚息(元)']), fen(penalty.toFixed(2)), `罚息 ${o['罚息(元)']} = ${penalty.toFixed(2)}`);
  assert.equal(fen(o['逾期本金(元)']) + fen(o['逾期利息(元)']), fen(rentOf(second)), 'the second rent overdue');
  await btn(overdueRow, '查看').click();
  const od = admin.locator('.crud-drawer .ant-drawer-content-wrapper');
  await openTab(od, '逾期期次', false);
  const odTable = od.locator('.ant-table:visible').first();
  await odTable.locator('tr.ant-table-row').first().waitFor();
  assert.equal(await odTable.locator('tr.ant-table-row').count(), 1);
  const p = await cellsOf(odTable, odTable.locator('tr.ant-table-row').first());
  assert.equal(p.计划收取日期, dueOf(second));
  assert.equal(p.逾期天数, '30');
  assert.equal(fen(p['罚息(元)']), fen(penalty.toFixed(2)));
  await od.locator('.ant-drawer-close').click();

  // 8. 资金台账: the IOU's line (overdue principal, 罚息, class); the totals row sums every line, this one included.
  const book = await openScreen(admin, '/risk/standing-book');
  const all = (await apiAs(admin, BASE, '/api/rzzl_qy/standingBook/standingbook/noPageList', {})) as {
    records: Record<string, string>[];
    total: number;
  };
  const mine = all.records.find((r) => r.iouNo === iouNo);
  assert.ok(mine, 'the standing book has the IOU');
  const sum = (k: string) => all.records.reduce((s, r) => s.plus(r[k] ?? 0), new D(0));
  const totals = book.locator('.crud-totals-row');
  await totals.waitFor();
  const totalsText = await totals.innerText();
  assert.match(totalsText, new RegExp(`合计 \\(${all.total} 笔\\)`));
  for (const k of ['overduePrincipal', 'penaltyAmount', 'outstandingPrincipal'])
    assert.ok(totalsText.includes(fmt(sum(k))), `${k} total ${fmt(sum(k))} in ${totalsText}`);
  await book.getByPlaceholder('请输入借据编号').fill(iouNo);
  await btn(book.locator('.crud-search'), '搜索').click();
  await totals.filter({ hasText: '合计 (1 笔)' }).waitFor();
  const line = await cellsOf(book.locator('.ant-table').first(), book.locator('tr.ant-table-row', { hasText: iouNo }));
  assert.equal(fen(line['逾期本金(元)']), fen(o['逾期本金(元)']));
  assert.equal(fen(line['罚息(元)']), fen(penalty.toFixed(2)));
  assert.equal(line.五级分类, '关注');
  assert.equal(line.逾期天数, '30');

  // 9. 集中度预警: the lessee's exposure is the outstanding principal of its IOUs still repaying, this one's included —
  // not one written off (核销: off the balance sheet) nor one sold without recourse (资产转让): the demo has one of each.
  const lessee = all.records.filter(
    (r) =>
      String(r.customerId) === String(contract.customerId) &&
      r.iouState === 'active' &&
      String(r.transferred ?? '0') !== '1',
  );
  const exposure = lessee.reduce((s, r) => s.plus(r.outstandingPrincipal), new D(0));
  assert.ok(new D(mine.outstandingPrincipal).gt(0));
  await go(admin, '/risk/concentration-warn');
  await waitRoute(admin, '/risk/concentration-warn');
  const warn = tab(admin, '/risk/concentration-warn');
  await openTab(warn, '客户集中度', false);
  const customers = await loadedTable(warn);
  const lesseeRow = customers.locator('tr.ant-table-row', { hasText: contract.customerName }).first();
  await lesseeRow.waitFor();
  const c = await cellsOf(customers, lesseeRow);
  assert.equal(fen(c['剩余本金(元)']), fen(exposure.toFixed(2)), JSON.stringify(c));

  // 10. The home page: the overdue amount is the overdue principal and interest of the IOUs still repaying (the
  // written-off one's is off the balance sheet), in 万元.
  await go(admin, '/wel/index');
  await waitRoute(admin, '/wel/index');
  const repaying = all.records.filter((r) => r.iouState === 'active');
  const sumOf = (k: string) => repaying.reduce((s, r) => s.plus(r[k] ?? 0), new D(0));
  const overdueAmount = sumOf('overduePrincipal').plus(sumOf('overdueInterest'));
  const figure = admin.locator('[data-figure="overdue"]');
  await figure.getByText(fmt(overdueAmount.div(10000))).waitFor();
  await admin.getByText(`业务日期 ${asOf}`).first().waitFor();

  // Tidy: the business date back to the system date.
  await go(admin, '/risk/business-date');
  const dateScreen = tab(admin, '/risk/business-date');
  await btn(dateScreen, '恢复系统日期').click();
  await toast(admin, '业务日期已恢复为系统日期').waitFor();
  await dateScreen.getByText('随系统日期').waitFor();

  for (const page of [zw, zl, ln, wf, zm, sl, admin]) assert.deepEqual(page.errors, []);
});

/** A decimal as the screens show money: thousands separators, two decimals. */
function fmt(v: InstanceType<typeof D>) {
  const [int, frac] = v.toFixed(2, D.ROUND_HALF_UP).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}
