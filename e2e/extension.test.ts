/**
 * 展期 through the screens (issue 29 item 2), on an overdue demo IOU (not the 关注 one the demo extended: an IOU may be
 * extended once): 张伟 (客户经理) takes 展期 from the IOU's 变更 on 借据信息, which opens 租后变更 → 展期 with the IOU in
 * the 展期试算 card — where it stands as of the business date (what is left, what is overdue, the guarantors whose
 * consent it needs, 可以展期); he asks six more periods, a 1 % fee and what is overdue capitalised, and 发起展期 opens
 * the family's start form with those terms. Submitted without the guarantors' consent it is refused, the message on
 * the form; with the scan uploaded it starts. 赵磊 (部门负责人), 李娜 (风控), 陈静 (总经理: capitalising makes it
 * material) and 王芳 (财务复核) approve from their work lists — 赵磊 reading the priced record (its figures and new
 * periods beside the IOU's figures on the date) and 变更内容 (the maturity before and after). The IOU's 租金明细 then
 * shows the new schedule in force, its 租后变更 lists the extension 已通过 (which opens its process page), and 资金台账
 * shows its new maturity and the principal with what was overdue capitalised, nothing overdue.
 * (The pricing's arithmetic is the API test's: apps/server/test/extension.test.ts.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAmount } from '@flp/shared/format';
import type { Page, Response } from 'playwright-core';
import { BASE, tab, useBrowser } from './context';
import { button as btn } from './locators';
import { approve, changeFromRow, cellsOf, dropdown, fen, rowOf, submitStart, visible } from './servicing-steps';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const X = '/api/rzzl_qy/contractchange/extensionchange';
const SCREEN = '/change/extension';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Prefill {
  businessDate: string;
  fromPeriod: number | null;
  remainingPrincipal: string;
  remainingPeriods: number;
  originalEndDate: string;
  overdue: Record<string, string>;
  qualified: boolean;
  guarantors: string[];
}
interface Extension {
  id: string;
  changeNo: string;
  processInstanceId: string;
  flowState: string;
  fromPeriod: number;
  newRent: string;
  newPrincipal: string;
  newEndDate: string;
  preview: { dueDate: string }[];
}

/**
 * A demo IOU overdue the fewest days that may be extended today (repaying, no change of it in approval, not yet
 * extended) on a contract with guarantors, with periods left to reschedule; answered with its beforeStart.
 */
async function overdueIou(page: Page) {
  const ious = (await apiAs(page, BASE, '/api/rzzl_qy/iou/iou/page?iouState=active&size=100&ascs=id')) as {
    records: { id: string; iouNo: string; dpd: number | null }[];
  };
  const late = ious.records.filter((r) => Number(r.dpd ?? 0) > 0).sort((a, c) => Number(a.dpd) - Number(c.dpd));
  for (const iou of late) {
    const pre = (await apiAs(page, BASE, `${X}/beforeStart?iouId=${iou.id}`)) as Prefill;
    if (pre.qualified && pre.guarantors.length && pre.fromPeriod && pre.remainingPeriods > 1) return { iou, pre };
  }
  assert.fail('the demo has an overdue IOU on a guaranteed contract that may be extended today');
}

const isStart = (r: Response) => r.request().method() === 'POST' && new URL(r.url()).pathname === `${X}/start-process`;

test('an overdue IOU extended through the screens: consent asked, priced, approved by four; the new schedule in force', async () => {
  const [zw, zl, ln, cj, wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [
    'zhangwei',
    'zhaolei',
    'lina',
    'chenjing',
    'wangfang',
  ]);
  const { iou, pre } = await overdueIou(zw);
  const newPeriods = pre.remainingPeriods + 6;

  // 借据信息 → 变更 → 展期: the extension screen with the IOU chosen, where it stands as of the business date.
  const { row: iouRow } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await changeFromRow(zw, iouRow, '展期');
  await zw.waitForFunction(() => location.hash.startsWith('#/change/extension?'));
  const card = tab(zw, SCREEN).locator('.extension-card');
  await card.locator('.ant-select', { hasText: iou.iouNo }).waitFor();
  const prefill = card.locator('[data-testid="extension-prefill"]');
  for (const shown of [
    formatAmount(pre.remainingPrincipal),
    pre.originalEndDate,
    formatAmount(pre.overdue.principal),
    pre.guarantors[0],
  ])
    await prefill.getByText(shown).first().waitFor();
  await card.getByText('可以展期').waitFor();
  const item = (label: string) => card.locator('.ant-form-item', { hasText: label }).first();
  assert.equal(await item('生效日').locator('input').inputValue(), pre.businessDate);
  assert.equal(await item('展期开始期次').locator('input').inputValue(), String(pre.fromPeriod));

  // The terms: six more periods than are left, a 1 % fee, what is overdue capitalised; 发起展期 opens the start form.
  await item('展期后期数').locator('input').fill(String(newPeriods));
  await item('展期手续费率').locator('input').fill('1');
  await item('逾期处理').locator('.ant-select').click();
  await dropdown(zw).locator('.ant-select-item-option', { hasText: '资本化' }).click();
  await btn(card, '发起展期').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/extensionchange/form/'));
  const form = visible(zw, '.flow-start-form');
  const field = (label: string) => form.locator('.ant-form-item', { hasText: label }).first();
  await form.locator('.ant-select', { hasText: iou.iouNo }).waitFor();
  assert.equal(await field('展期后期数').locator('input').inputValue(), String(newPeriods));
  await field('逾期处理').getByText('资本化').waitFor();
  await form.getByPlaceholder('请输入展期原因').fill('承租人下游回款延迟, 申请延长租期');

  // Without the guarantors' written consent the start is refused, and the form says why.
  const refused = zw.waitForResponse(isStart);
  await btn(form, '提交').click();
  assert.equal((await refused).status(), 400);
  const consent = field('担保人同意函');
  await consent.locator('.ant-form-item-explain', { hasText: '须书面同意本次变更' }).waitFor();
  await consent.locator('input[type=file]').setInputFiles({
    name: '担保人同意函.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await consent.getByText('担保人同意函.pdf').waitFor();
  const pid = await submitStart(zw, form);
  const records = (await apiAs(zw, BASE, `${X}/page?iouId=${iou.id}&size=20`)) as { records: Extension[] };
  const record = records.records.find((r) => String(r.processInstanceId) === pid)!;
  assert.equal(record.preview.length, newPeriods);

  // 赵磊 decides on the priced record beside the IOU's figures, and on what it changes; then 李娜, 陈静 and 王芳.
  const seesPricing = async () => {
    const tabs = visible(zl, '.flow-decision-tabs');
    await tabs.locator('[data-testid="extension-figures"]').getByText(formatAmount(record.newRent)).waitFor();
    await tabs.locator('[data-testid="iou-figures"]').waitFor();
    const periods = tabs.locator('[data-testid="extension-periods"] tr.ant-table-row');
    await periods.last().filter({ hasText: record.newEndDate }).waitFor();
    assert.equal(await periods.count(), newPeriods);
    await tabs.locator('.ant-tabs-tab', { hasText: '变更内容' }).click();
    const diff = tabs.locator('[data-testid="change-diff"] tr.ant-table-row', { hasText: '到期日' });
    await diff.filter({ hasText: pre.originalEndDate }).filter({ hasText: record.newEndDate }).waitFor();
  };
  await approve(zl, pid, 'deptLeaderReview', '同意展期', seesPricing);
  await approve(ln, pid, 'riskReview', '逾期资本化, 观察期内分类不上调');
  await approve(cj, pid, 'gmReview', '同意');
  await approve(wf, pid, 'financeReview', '试算无误');
  const done = (await apiAs(zw, BASE, `${X}/getDetailById?businessId=${record.id}`)) as Extension;
  assert.equal(done.flowState, 'approved');

  // 借据信息: the new schedule in force — kept periods, then the new ones to the new maturity — and 租后变更 lists it.
  const { row } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await btn(row, '查看').click();
  const drawer = zw.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  await drawer.locator('[data-testid="schedule-remark"]', { hasText: `展期 ${record.changeNo}` }).waitFor();
  const periods = drawer.locator('tr.ant-table-row:visible');
  await periods.last().filter({ hasText: record.newEndDate }).waitFor();
  assert.equal(await periods.count(), record.fromPeriod - 1 + newPeriods);
  await drawer.locator('.ant-tabs-tab', { hasText: '租后变更' }).click();
  const listed = drawer.locator('[data-testid="iou-changes"] tr.ant-table-row', { hasText: record.changeNo });
  await listed
    .filter({ hasText: '展期' })
    .filter({ hasText: '已通过' })
    .filter({ hasText: pre.businessDate })
    .waitFor();
  await btn(listed, record.changeNo).click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/extensionchange/detail/'));
  await visible(zw, '.flow-decision-tabs [data-testid="extension-figures"]').waitFor();

  // 资金台账 follows: the new maturity, the principal with what was overdue capitalised, nothing overdue.
  const book = await rowOf(zw, '/risk/standing-book', '请输入借据编号', iou.iouNo);
  const line = await cellsOf(book.screen.locator('.ant-table').first(), book.row);
  assert.equal(line.到期日, record.newEndDate, JSON.stringify(line));
  assert.equal(fen(line['剩余本金(元)']), fen(record.newPrincipal));
  assert.equal(line.逾期天数, '0');

  for (const p of [zw, zl, ln, cj, wf]) assert.deepEqual(p.errors, []);
});
