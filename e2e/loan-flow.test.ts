/**
 * From a signed contract to a schedule in effect, through the screens (issue 15 items 1–2): 张伟 (客户经理) opens
 * 放款申请 → 发起放款, chooses the demo's signed contract and sees its conditions precedent met and what is left to
 * disburse, fills in the loan family's form (prefilled with the contract and that amount) and submits; 赵磊, 李娜 and
 * 王芳 approve on their handle pages; the IOU appears on 借据信息 with its draft schedule's periods; 张伟 submits the
 * schedule (提交支付表) and 王芳 approves it; the schedule shows 已生效 on 租金支付表, and the IOU's periods show
 * the paid and overdue columns as of the business date.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { scheduleOfTerms } from '@flp/shared';
import type { Page } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, toast } from './locators';
import {
  LOAN_STAFF,
  approve,
  approveLoan,
  rowOf,
  signedContract,
  startLoan,
  submitStart,
  visible,
} from './servicing-steps';
import { apiAs, signInStaff } from './session';
import { taskOf } from './work-tasks';

const b = useBrowser();
const SHOTS = process.env.E2E_SHOTS;

const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'),
  );

async function shot(page: Page, name: string, whole = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `loan-${name}.png`), fullPage: whole });
}

test('a disbursement from a signed contract approved into an IOU whose schedule is then approved into effect', async () => {
  const [zw, zl, ln, wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, LOAN_STAFF);
  const { contract, remaining } = await signedContract(zw);
  assert.ok(Number(remaining) > 0);

  // 1. 张伟: 发起放款 — the contract chosen, its checklist and remaining amount shown, then the family's form
  await openScreen(zw, '/loan/apply');
  await shot(zw, '01-apply-list');
  const form = await startLoan(zw, contract.contractNo, () => shot(zw, '02-checklist', false));
  const amount = form.getByPlaceholder('请输入放款金额(元)');
  assert.equal(Number((await amount.inputValue()).replace(/,/g, '')), Number(remaining));
  // Half of what is left: the path test (servicing-path) disburses the rest on the same server.
  await amount.fill((Math.floor(Number(remaining) / 2 / 100) * 100).toFixed(2));
  await form.getByPlaceholder('请输入收款人户名').fill('华东重工集团有限公司');
  await shot(zw, '03-loan-form');
  const pid = await submitStart(zw, form);

  // 批量签收: 赵磊 takes the step offered to department heads up from 待签 with the selection's button; it is his 待办.
  const offered = await taskOf(zl, pid);
  assert.equal(offered.kind, 'claim');
  const claims = await openScreen(zl, '/work/claim');
  await claims.locator(`tr[data-row-key="${offered.task.taskId}"] .ant-checkbox-input`).check();
  await claims.locator('button', { hasText: '批量签收' }).click();
  await toast(zl, '已签收 1 条').waitFor();
  assert.equal((await taskOf(zl, pid)).kind, 'todo');

  // 2. 赵磊 (部门负责人), 李娜 (风控) and 王芳 (财务) approve: the last approval makes the IOU and its schedule. The
  // approver reads the contract it decides on — its number and the lessee by name — above the disbursement.
  const iou = await approveLoan([zw, zl, ln, wf], pid, contract.id, async () => {
    const summary = visible(zl, '.flow-ref-summary').filter({ hasText: contract.contractNo });
    await summary.filter({ hasText: contract.customerName }).waitFor();
    await shot(zl, '04-loan-handle');
  });

  // The IOU bills what the signed contract says for the amount disbursed: the loan's own terms were left alone (no
  // 0 pre-filled over the contract's 保证金, 手续费, 留购价款, 宽限期), so its schedule is the contract's terms'.
  const loans = (await apiAs(zw, BASE, `/api/rzzl_qy/loan/loan/page?contractId=${contract.id}&size=50`)) as {
    records: Record<string, string | null>[];
  };
  const loan = loans.records.find((r) => String(r.processInstanceId) === pid)!;
  for (const term of ['deposit', 'fee', 'purchasePrice', 'graceMonths', 'annualRate', 'periods'])
    assert.equal(loan[term] ?? null, null, `the disbursement's own ${term} is left to the contract`);
  // The contract as the disbursement's approvers read it (its detail's `related`).
  const { related } = (await apiAs(zw, BASE, `/api/rzzl_qy/loan/loan/detail?id=${loan.id}`)) as {
    related: { contractId: Record<string, unknown> };
  };
  const signed = related.contractId;
  const startDate = String(loan.startDate || signed.startDate || loan.loanDate);
  const expected = scheduleOfTerms({ ...signed, financeAmount: loan.loanAmount, startDate }, String(loan.loanDate));
  assert.equal((iou.schedules[0] as { rentTotal?: string }).rentTotal, expected.totals.rent);

  // 3. 借据信息: the IOU and its draft schedule's periods; 提交支付表 opens the repayment family's form
  const { screen: ious, row } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await btn(row, '查看').click();
  const drawer = zw.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  await drawer.locator('tr.ant-table-row').first().waitFor();
  await shot(zw, '05-iou-periods', false);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
  await btn(ious.locator('tr.ant-table-row', { hasText: iou.iouNo }), '提交支付表').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/repayment/form/'));
  const schedulePid = await submitStart(zw, visible(zw, '.flow-start-form'));

  // 4. 王芳 approves the schedule: it takes effect
  await approve(wf, schedulePid, 'financeReview', '租金支付表复核无误', () => shot(wf, '06-schedule-handle'));
  const { row: scheduleRow } = await rowOf(zw, '/loan/schedule', '请输入支付表编号', iou.schedules[0].scheduleNo);
  await scheduleRow.locator('td', { hasText: '已生效' }).waitFor();
  await shot(zw, '07-schedule-list');

  // … and the IOU's periods now carry what was paid and the overdue days as of the business date
  const { row: iouRow } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await btn(iouRow, '查看').click();
  const view = zw.locator('.ant-drawer:visible');
  await view.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  await view.getByText(/截至 \d{4}-\d{2}-\d{2}/).waitFor();
  await view.locator('th', { hasText: '已收本金(元)' }).first().waitFor();
  await shot(zw, '08-iou-in-effect', false);

  for (const p of [zw, zl, ln, wf]) assert.deepEqual(p.errors, []);
});
