/**
 * 提前结清 through the screens (issue 28 item 3), on a demo IOU: 张伟 (客户经理) takes 提前结清 from the IOU's 变更 on
 * 借据信息, which opens 租后变更 → 提前结清 with the IOU in the 试算 card quoted as of the business date; he chooses a
 * settlement date ten days on and quotes it (the lines with their rules, the total the server's), then settles today
 * after all and starts the settlement from the quote (发起提前结清: the family's form prefilled with the IOU and the date); 赵磊 (部门负责人),
 * 李娜 (风控) and 王芳 (财务复核) approve from their work lists, each seeing the record's quote beside the approval
 * (the change area's decision tab). The record is then 已通过 and the IOU's 租金明细 ends with the settlement's row on
 * that date, its schedule marked 提前结清 <number>; the lessee pays it (王芳 enters, 周敏 verifies) and 借据信息 shows the
 * IOU 已结清. The spec's path /work/fl/after/contractchange/settle shows the same screen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAmount } from '@flp/shared/format';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn } from './locators';
import { LOAN_STAFF, approve, changeFromRow, iousInChange, rowOf, submitStart, visible } from './servicing-steps';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const S = '/api/rzzl_qy/contractchange/settle';
const SCREEN = '/change/settle';

interface Quote {
  iouNo: string;
  trandate: string;
  lines: { key: string; amount: string }[];
}
interface Vo {
  businessDate: string;
  periods: { dueDate: string }[];
  quote: Quote | null;
}

const totalOf = (q: Quote) => q.lines.find((x) => x.key === 'total')?.amount ?? '';

/** yyyy-MM-dd `days` after `date`. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A demo IOU still repaying that can be quoted today and has no change in approval (one change per IOU: a settlement
 * the demo holds in approval takes its IOU), one paid up and holding credit (overpaid) first, then one paid up: what a
 * lessee settling early is.
 * Answered with its settle view.
 */
async function demoIou(page: Page) {
  const rank = (iou: { creditAmount: string | null; dpd: number | null }) =>
    (Number(iou.dpd ?? 0) > 0 ? 2 : 0) + (Number(iou.creditAmount ?? 0) > 0 ? 0 : 1);
  const ious = (await apiAs(page, BASE, '/api/rzzl_qy/iou/iou/page?iouState=active&size=100&ascs=id')) as {
    records: { id: string; iouNo: string; creditAmount: string | null; dpd: number | null }[];
  };
  const busy = await iousInChange(page);
  const ordered = ious.records.filter((iou) => !busy.has(String(iou.id))).sort((a, c) => rank(a) - rank(c));
  for (const iou of ordered) {
    const vo = (await apiAs(page, BASE, `${S}/getChangeSettleVO?iouId=${iou.id}`)) as Vo;
    if (vo.quote && vo.periods.length) return { iou, vo };
  }
  assert.fail('the demo has an IOU repaying that can be settled today');
}

/** The amount cell of a quote table's line. */
const amountOf = (table: Locator, key: string) => table.locator(`tr[data-row-key="${key}"] td`).nth(1);

test('an IOU quoted and settled early: started from the quote, approved by three with the quote beside them', async () => {
  // 周敏 too: the settlement's money is entered by 王芳 and verified by another finance officer.
  const [zw, zl, ln, wf, zm] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [
    ...LOAN_STAFF,
    'zhoumin',
  ]);
  const { iou, vo } = await demoIou(zw);

  // 借据信息 → 变更 → 提前结清: the settle screen with the IOU chosen, quoted as of the business date.
  const { row: iouRow } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await changeFromRow(zw, iouRow, '提前结清');
  await zw.waitForFunction(() => location.hash.startsWith('#/change/settle?'));
  const screen = tab(zw, SCREEN);
  const card = screen.locator('.settle-quote-card');
  await card.locator('.ant-select', { hasText: iou.iouNo }).waitFor();
  await card.locator('[data-testid="settle-terms"]', { hasText: vo.businessDate }).waitFor();
  const quoted = card.locator('[data-testid="settle-quote"]');
  await card.getByText(`${iou.iouNo} 于 ${vo.businessDate} 结清`).waitFor();
  await amountOf(quoted, 'total')
    .filter({ hasText: formatAmount(totalOf(vo.quote!)) })
    .waitFor();

  // A date ten days on (before the last due date), quoted: the lines with their rules, the server's total in bold.
  const last = vo.periods.at(-1)!.dueDate;
  const date = [plusDays(vo.businessDate, 10), plusDays(last, -1)].sort()[0];
  const picker = card.locator('.ant-form-item', { hasText: '结清日' }).locator('input');
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
  await btn(card, '试算').click();
  await card.getByText(`${iou.iouNo} 于 ${date} 结清`).waitFor();
  const expected = (await apiAs(zw, BASE, `${S}/getByIouAndMonthPlus?iouId=${iou.id}&trandate=${date}`)) as Quote;
  await amountOf(quoted, 'total')
    .locator('strong', { hasText: formatAmount(totalOf(expected)) })
    .waitFor();
  for (const head of ['项目', '金额(元)', '计算依据']) await quoted.locator('th', { hasText: head }).waitFor();
  await quoted.locator('tr[data-row-key="breakFee"]', { hasText: '剩余本金 ×' }).waitFor();
  assert.equal(await quoted.locator('tbody tr.ant-table-row').count(), expected.lines.length);

  // The lessee settles today after all: the business date quoted again, and started.
  const today = vo.businessDate;
  await picker.click();
  await picker.fill(today);
  await picker.press('Enter');
  await btn(card, '试算').click();
  await card.getByText(`${iou.iouNo} 于 ${today} 结清`).waitFor();
  const payable = totalOf(vo.quote!);
  const total = formatAmount(payable);
  await amountOf(quoted, 'total').locator('strong', { hasText: total }).waitFor();

  // 发起提前结清: the family's start form with the IOU and the date filled in.
  await btn(card, '发起提前结清').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/settle/form/'));
  const form = visible(zw, '.flow-start-form');
  await form.locator('.ant-select', { hasText: iou.iouNo }).waitFor();
  assert.equal(await form.locator('.ant-form-item', { hasText: '结清日' }).locator('input').inputValue(), today);
  await form.getByPlaceholder('请输入结清原因').fill('承租人出售设备, 申请一次结清');
  const pid = await submitStart(zw, form);

  // 部门负责人 → 风控 → 财务复核 (no 总经理: no waiver, the contract's break fee), each with the quote beside them.
  const seesQuote = (page: Page) => async () => {
    const tabs = visible(page, '.flow-decision-tabs');
    await tabs.locator('.ant-tabs-tab', { hasText: '结清试算' }).waitFor();
    const table = tabs.locator('[data-testid="settle-record-quote"]');
    await amountOf(table, 'total').filter({ hasText: total }).waitFor();
    await amountOf(table, 'payable').filter({ hasText: total }).waitFor();
    await tabs.locator('[data-testid="iou-figures"]').waitFor();
  };
  await approve(zl, pid, 'deptLeaderReview', '同意结清', seesQuote(zl));
  await approve(ln, pid, 'riskReview', '无异议', seesQuote(ln));
  await approve(wf, pid, 'financeReview', '结清款复核无误', seesQuote(wf));

  // The settlement 已通过 on its list, the IOU's schedule closed by its row on the date.
  const records = (await apiAs(zw, BASE, `${S}/page?iouId=${iou.id}&size=20`)) as {
    records: { settleNo: string; processInstanceId: string; flowState: string }[];
  };
  const record = records.records.find((r) => String(r.processInstanceId) === pid)!;
  assert.equal(record.flowState, 'approved');
  await go(zw, SCREEN);
  await waitRoute(zw, SCREEN);
  await screen.getByPlaceholder('请输入结清编号').fill(record.settleNo);
  await btn(screen.locator('.crud-search'), '搜索').click();
  await screen.locator('tr.ant-table-row', { hasText: record.settleNo }).filter({ hasText: '已通过' }).waitFor();

  const { row } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await btn(row, '查看').click();
  const drawer = zw.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  await drawer.locator('[data-testid="schedule-remark"]', { hasText: `提前结清 ${record.settleNo}` }).waitFor();
  // the last period: the settlement's, due on the date, nothing left after it
  await drawer.locator('tr.ant-table-row:visible').last().filter({ hasText: today }).waitFor();
  await zw.keyboard.press('Escape');
  await zw.locator('.ant-drawer-content-wrapper:visible').waitFor({ state: 'hidden' });

  // The lessee pays the settlement: 王芳 enters it, 周敏 verifies it — and 借据信息 shows the IOU 已结清.
  const R = '/api/rzzl_qy/affirmCash/repayment';
  await apiAs(wf, BASE, `${R}/submit`, { iouId: iou.id, receiptDate: today, amount: payable, payer: '承租人' });
  const entered = (await apiAs(wf, BASE, `${R}/list?iouId=${iou.id}&receiptState=entered&descs=id&size=1`)) as {
    records: { id: string }[];
  };
  await apiAs(zm, BASE, `${R}/verification?ids=${entered.records[0].id}`, {});
  const settled = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await settled.row.filter({ hasText: '已结清' }).waitFor();

  // The spec's path shows the same screen.
  await go(zw, '/work/fl/after/contractchange/settle');
  await waitRoute(zw, '/work/fl/after/contractchange/settle');
  await tab(zw, '/work/fl/after/contractchange/settle').locator('.settle-quote-card').getByText('结清试算').waitFor();

  for (const p of [zw, zl, ln, wf, zm]) assert.deepEqual(p.errors, []);
});
