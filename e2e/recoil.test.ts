/**
 * 收款冲销 through the screens (issue 28 item 4): a reviewed rent receipt of a demo IOU — the latest of an IOU paid up
 * on time, entered by 王芳, verified by 周敏 and reviewed by 孙丽 as every demo receipt is — is reversed. 周敏 takes
 * 冲销 on its row in 收款确认 → 已复核, which opens the recoil family's start form naming the receipt; she gives the
 * reason, an explanation and the date (the business date) and submits; 赵磊 (部门负责人) approves from his work list,
 * then 王芳 does the 复核 from hers (the one finance person who is neither the receipt's verifier nor its reviewer nor
 * the starter). The receipt is then 已冲销 in 收款确认 (still listed, with no 冲销 left on it), the reversal 已通过
 * in 租后变更 → 收款冲销, and the IOU re-derived without it on 借据信息: 实收款项 and 已收租金 down by the receipt's
 * amount, overdue since the period's due date, and the period the receipt paid unpaid again in its 租金明细.
 * (The replay's arithmetic against a replay from scratch is the API test's: apps/server/test/recoil.test.ts.)
 * e2e-server: e2e/demo-server.ts
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAmount } from '@flp/shared/format';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, openScreen, useBrowser, waitRoute } from './context';
import { button as btn, poll } from './locators';
import { approve, cellsOf, dropdown, fen, rowOf, submitStart, visible } from './servicing-steps';
import { accessToken, apiAs, signInStaff } from './session';

const b = useBrowser();
const R = '/api/rzzl_qy/affirmCash/repayment';
const RECEIPTS = '/loan/receipt';
const RECOILS = '/change/receipt-recoil';

interface Receipt {
  id: string;
  receiptNo: string;
  receiptKind: string;
  receiptState: string;
  receiptDate: string;
  amount: string;
  appliedAmount: string;
  creditAmount: string | null;
  bankRef: string | null;
  verifiedBy: string;
  reviewedBy: string;
  allocations: { period: number; component: string; amount: string }[];
}
interface PaidPeriod {
  period: number;
  dueDate: string;
  principal: string;
  paidPrincipal: string;
}

/** The signed-in user's id (its access token's `user_id`). */
async function userId(page: Page) {
  const jwt = await accessToken(page);
  return String(JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()).user_id);
}

/**
 * A demo IOU paid up on time, with no change of it in approval and no receipt of it waiting, whose latest receipt is
 * a demo rent receipt reviewed — not by 王芳, and not verified by her — that paid the principal of one period due
 * before the business date, all of it applied (no credit held): reversing it leaves that period unpaid and overdue.
 */
async function demoReceipt(page: Page, wangfang: string) {
  const ious = (await apiAs(page, BASE, '/api/rzzl_qy/iou/iou/page?iouState=active&size=100&ascs=id')) as {
    records: { id: string; iouNo: string; dpd: number | null; creditAmount: string | null }[];
  };
  const busy = new Set<string>();
  for (const api of ['/api/rzzl_qy/contractchange/settle', '/api/rzzl_qy/contractchange/repaymentrecoil']) {
    const running = (await apiAs(page, BASE, `${api}/page?flowState=running&size=100`)) as {
      records: { iouId: string }[];
    };
    for (const r of running.records) busy.add(String(r.iouId));
  }
  for (const iou of ious.records) {
    if (busy.has(String(iou.id)) || Number(iou.dpd ?? 0) > 0 || Number(iou.creditAmount ?? 0) > 0) continue;
    const { receipts } = (await apiAs(page, BASE, `${R}/getByIouNo?iouNo=${iou.iouNo}`)) as { receipts: Receipt[] };
    const latest = receipts.at(-1);
    if (!latest || receipts.some((r) => r.receiptState === 'entered' || r.receiptState === 'verified')) continue;
    if (latest.receiptKind !== 'rent' || latest.receiptState !== 'reviewed' || !latest.bankRef?.startsWith('DEMO'))
      continue;
    if ([latest.verifiedBy, latest.reviewedBy].some((u) => String(u) === wangfang)) continue;
    if (Number(latest.creditAmount ?? 0) > 0 || fen(latest.appliedAmount) !== fen(latest.amount)) continue;
    const paid = latest.allocations.find((a) => a.component === 'PRINCIPAL' || a.component === 'principal');
    if (!paid) continue;
    const schedule = (await apiAs(
      page,
      BASE,
      `/api/rzzl_qy/repaymentSch/repaymentschedule/payBackScheListAdjust?iouId=${iou.id}`,
    )) as { asOf: string; periods: PaidPeriod[] };
    const period = schedule.periods.find((p) => Number(p.period) === Number(paid.period));
    if (!period || period.dueDate >= schedule.asOf || fen(period.paidPrincipal) !== fen(period.principal)) continue;
    return { iou, receipt: latest, period, businessDate: schedule.asOf };
  }
  assert.fail('the demo has an IOU paid up whose latest receipt, reviewed, paid a period due before today');
}

/** 借据信息: the IOU's row read under its column titles. */
async function iouFigures(page: Page, iouNo: string) {
  const { screen, row } = await rowOf(page, '/loan/iou', '请输入借据编号', iouNo);
  const cells = await cellsOf(screen.locator('.ant-table').first(), row);
  for (const title of ['实收款项(元)', '已收租金(元)', '逾期天数'])
    assert.ok(title in cells, `${title} in ${Object.keys(cells)}`);
  return { screen, row, cells };
}

/** The IOU's 租金明细 (its drawer from 借据信息), the row of the given period. */
async function periodRow(page: Page, row: Locator, period: PaidPeriod) {
  await btn(row, '查看').click();
  const drawer = page.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  const table = drawer.locator('.ant-table:visible').filter({ hasText: '已收本金(元)' }).first();
  const line = table.locator('tr.ant-table-row:visible', { hasText: period.dueDate }).first();
  await line.waitFor();
  return { drawer, table, line };
}

test('a reviewed receipt reversed through the screens: 冲销, approved by 赵磊, checked by 王芳; the ledger re-derived', async () => {
  const [zm, zl, wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [
    'zhoumin',
    'zhaolei',
    'wangfang',
  ]);
  const { iou, receipt, period, businessDate } = await demoReceipt(zm, await userId(wf));
  const amount = formatAmount(receipt.amount);

  // 借据信息 before: the receipt counted; the period it paid paid, nothing overdue.
  const before = await iouFigures(zm, iou.iouNo);
  assert.equal(before.cells.逾期天数, '0');
  {
    const { drawer, table, line } = await periodRow(zm, before.row, period);
    const cells = await cellsOf(table, line);
    assert.equal(fen(cells['已收本金(元)']), fen(period.principal), JSON.stringify(cells));
    assert.equal(cells.逾期天数, '0');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  }

  // 收款确认 → 已复核: 冲销 on the receipt's row opens the recoil family's start form naming it.
  const receipts = await openScreen(zm, RECEIPTS);
  await receipts.locator('.ant-tabs-tab', { hasText: '已复核' }).first().click();
  await receipts.getByPlaceholder('请输入收款编号').waitFor();
  await receipts.getByPlaceholder('请输入收款编号').fill(receipt.receiptNo);
  await btn(receipts.locator('.crud-search'), '搜索').click();
  const reviewed = receipts.locator('tr.ant-table-row:visible', { hasText: receipt.receiptNo });
  await reviewed.waitFor();
  await btn(reviewed, '冲销').click();
  await zm.waitForFunction(() => location.hash.startsWith('#/work/process/recoil/form/'));
  const form = visible(zm, '.flow-start-form');
  await form.getByText(receipt.receiptNo).first().waitFor();
  const item = (label: string) => form.locator('.ant-form-item', { hasText: label }).first();
  await item('冲销原因').locator('.ant-select').click();
  await dropdown(zm).locator('.ant-select-item-option', { hasText: '错账' }).click();
  await item('冲销说明').locator('textarea').fill('串户: 该笔款项为另一承租人所付');
  const date = item('冲销日期').locator('input');
  await date.click();
  await date.fill(businessDate);
  await date.press('Enter');
  assert.equal(await date.inputValue(), businessDate);
  const pid = await submitStart(zm, form);

  // 部门负责人 → 复核: 赵磊, then 王芳 (neither the receipt's verifier 周敏 nor its reviewer 孙丽, nor the starter).
  await approve(zl, pid, 'deptLeaderReview', '同意冲销');
  await approve(wf, pid, 'recoilCheck', '复核无误');

  // The receipt stays in 收款确认, 已冲销, with nothing more to reverse.
  await go(zm, RECEIPTS);
  await waitRoute(zm, RECEIPTS);
  await receipts.locator('.ant-tabs-tab', { hasText: '全部收款' }).first().click();
  await receipts.getByPlaceholder('请输入收款编号').fill(receipt.receiptNo);
  await btn(receipts.locator('.crud-search'), '搜索').click();
  const reversed = receipts
    .locator('tr.ant-table-row:visible', { hasText: receipt.receiptNo })
    .filter({ hasText: '已冲销' });
  await reversed.waitFor();
  assert.equal(await btn(reversed, '冲销').count(), 0);
  assert.match(await reversed.innerText(), new RegExp(amount.replaceAll('.', '\\.')));

  // 租后变更 → 收款冲销: the reversal 已通过.
  const recoils = await openScreen(zm, RECOILS);
  await recoils.locator('tr.ant-table-row', { hasText: receipt.receiptNo }).filter({ hasText: '已通过' }).waitFor();

  // 借据信息 after: the IOU re-derived without the receipt (the screen's tab may show its earlier answer first: read
  // until it moves) — the cash and the rent received less the receipt, overdue since the period's due date.
  const { screen: ious, row: iouRow } = await rowOf(zm, '/loan/iou', '请输入借据编号', iou.iouNo);
  const cash = fen(before.cells['实收款项(元)']) - fen(receipt.amount);
  const after = await poll(
    () => cellsOf(ious.locator('.ant-table').first(), iouRow),
    (c) => fen(c['实收款项(元)']) === cash,
    `实收款项 of ${iou.iouNo} less ${amount}`,
  );
  assert.equal(fen(after['已收租金(元)']), fen(before.cells['已收租金(元)']) - fen(receipt.amount));
  assert.ok(Number(after.逾期天数) > 0, `overdue after the reversal: ${after.逾期天数}`);
  // The period it paid unpaid again, overdue (the drawer may show its cached answer first: read until it moves).
  const { table, line } = await periodRow(zm, iouRow, period);
  const cells = await poll(
    () => cellsOf(table, line),
    (c) => fen(c['已收本金(元)']) === 0,
    `period ${period.period} unpaid again`,
  );
  assert.equal(cells.逾期天数, after.逾期天数, JSON.stringify(cells));

  for (const p of [zm, zl, wf]) assert.deepEqual(p.errors, []);
});
