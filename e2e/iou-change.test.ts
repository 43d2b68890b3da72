/**
 * 借据变更 and 租金计划调整 through the screens (issue 29 items 3 and 5), on two demo IOUs repaying with no change in
 * approval. 张伟 (客户经理) takes 借据变更 from the first IOU's 变更 on 借据信息: the card shows its terms as they stand
 * (beforeStart) with its next period as the first changed; he asks a rate 25 bp lower and 发起借据变更 opens the start
 * form with it. He takes 租金计划调整 from the second IOU's 变更: the card lists its periods due after the business
 * date; a rent beyond what is owed is refused under the table; he halves the next two rents and prices them (试算 saves
 * a draft), then the third too and prices again — the same draft, the fourth rent solved; 提交审批 starts that draft.
 * 赵磊 (部门负责人) approves both reading their pricing beside the IOU's figures (and 变更内容: the rate before and
 * after), then 李娜 (风控) and 王芳 (财务复核) — no 总经理: neither is material. Each IOU's 租金明细 then shows its new
 * schedule in force, marked with the change. (The arithmetic is the API tests': apps/server/test/iou-change.test.ts,
 * schedule-adjust.test.ts.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { D } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import type { Locator, Page } from 'playwright-core';
import { BASE, tab, useBrowser } from './context';
import { button as btn, poll } from './locators';
import { LOAN_STAFF, approve, changeFromRow, fen, rowOf, submitStart, visible } from './servicing-steps';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const C = '/api/rzzl_qy/contractchange/iouchange';
const A = '/api/rzzl_qy/scheduleAdjust/scheduleadjust';
const X = '/api/rzzl_qy/contractchange/extensionchange';

interface Iou {
  id: string;
  iouNo: string;
  dpd: number | null;
  annualRate: string;
}
interface Period {
  period: number;
  dueDate: string;
  rent: string;
}
interface Prefill {
  businessDate: string;
  fromPeriod: number | null;
  current: { annualRate: string };
  periods: Period[];
}
interface Priced {
  id: string;
  processInstanceId: string;
  flowState: string;
  preview: Period[];
  impliedRate: string;
  contractRate: string;
}
type Change = Priced & { changeNo: string; newRent: string };
type Adjustment = Priced & { adjustNo: string };

/**
 * Two demo IOUs repaying at a rate, on time first, each with at least four periods due after the business date and no
 * change of it in approval (the server's one-change rule, which 展期's dateQualified answers by the families' names).
 */
async function freeIous(page: Page) {
  const ious = (await apiAs(page, BASE, '/api/rzzl_qy/iou/iou/page?iouState=active&size=100&ascs=id')) as {
    records: Iou[];
  };
  const found: { iou: Iou; pre: Prefill; next: Period[] }[] = [];
  // Not one sold without recourse (资产转让): its rents are the buyer's and take no change.
  const byDpd = ious.records
    .filter((r) => Number(r.annualRate) > 0 && String((r as { transferred?: unknown }).transferred ?? '0') !== '1')
    .sort((a, c) => Number(a.dpd) - Number(c.dpd));
  for (const iou of byDpd) {
    const pre = (await apiAs(page, BASE, `${C}/beforeStart?iouId=${iou.id}`)) as Prefill;
    const next = pre.periods.filter((p) => p.dueDate > pre.businessDate);
    const asked = (await apiAs(page, BASE, `${X}/dateQualified?iouId=${iou.id}&trandate=${pre.businessDate}`)) as {
      reasons: string[];
    };
    if (next.length < 4 || asked.reasons.some((r) => r.includes('审批中'))) continue;
    found.push({ iou, pre, next });
    if (found.length === 2) return found;
  }
  assert.fail('the demo has two IOUs repaying with periods ahead and no change in approval');
}

/** A card's form item by its label. */
const itemOf = (card: Locator, label: string) => card.locator('.ant-form-item', { hasText: label }).first();

/** Waits until the input inside `item` shows `value` (a default the form sets once what it reads has come). */
const holds = (item: Locator, value: string) =>
  poll(
    () => item.locator('input').first().inputValue(),
    (v) => v === value,
    `${value} in its input`,
  );

/** The record a start made, by its instance, read through the family's list. */
async function startedOf<T extends Priced>(page: Page, api: string, iouId: string, pid: string) {
  const page1 = (await apiAs(page, BASE, `${api}/page?iouId=${iouId}&size=50`)) as { records: T[] };
  const record = page1.records.find((r) => String(r.processInstanceId) === pid);
  assert.ok(record, `the record of ${pid}`);
  return record;
}

/** 借据信息 → 查看 → 租金明细: the schedule in effect marked by the change, each given period's rent as shown. */
async function periodsShown(page: Page, iouNo: string, remark: string, periods: Period[]) {
  const { row } = await rowOf(page, '/loan/iou', '请输入借据编号', iouNo);
  await btn(row, '查看').click();
  const drawer = page.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '租金明细' }).click();
  await drawer.locator('[data-testid="schedule-remark"]', { hasText: remark }).waitFor();
  for (const p of periods)
    await drawer
      .locator('tr.ant-table-row:visible', { hasText: p.dueDate })
      .filter({ hasText: formatAmount(p.rent) })
      .waitFor();
  await page.keyboard.press('Escape');
}

test('an IOU repriced by 借据变更 and another’s rents adjusted by 租金计划调整: priced, approved by three, in force', async () => {
  const [zw, zl, ln, wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, LOAN_STAFF);
  const [repriced, adjusted] = await freeIous(zw);

  // 借据信息 → 变更 → 借据变更: the card with the IOU's terms as they stand, its next period the first changed.
  const { row: first } = await rowOf(zw, '/loan/iou', '请输入借据编号', repriced.iou.iouNo);
  await changeFromRow(zw, first, '借据变更');
  await zw.waitForFunction(() => location.hash.startsWith('#/change/iou?'));
  const card = tab(zw, '/change/iou').locator('.iou-change-card');
  await card.locator('.ant-select', { hasText: repriced.iou.iouNo }).waitFor();
  const rate = repriced.pre.current.annualRate;
  const shownRate = `${Number(rate)}%`;
  await card.locator('[data-testid="iou-change-current"]').getByText(shownRate).first().waitFor();
  await holds(itemOf(card, '调整开始期次'), String(repriced.pre.fromPeriod));
  await holds(itemOf(card, '生效日'), repriced.pre.businessDate);

  // A rate 25 bp lower (补差方式 is asked once a rate is given); 发起借据变更 opens the start form with it.
  const newRate = new D(rate).minus('0.25').toFixed(2);
  await itemOf(card, '新年利率').locator('input').fill(newRate);
  await itemOf(card, '补差方式').waitFor();
  await btn(card, '发起借据变更').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/iouchange/form/'));
  const changeForm = visible(zw, '.flow-start-form');
  await changeForm.locator('.ant-select', { hasText: repriced.iou.iouNo }).waitFor();
  assert.equal(Number(await itemOf(changeForm, '新年利率').locator('input').inputValue()), Number(newRate));
  await changeForm.getByPlaceholder('请输入变更原因').fill('LPR 下调 25 个基点, 按合同约定调整租赁利率');
  const changePid = await submitStart(zw, changeForm);
  const change = await startedOf<Change>(zw, C, repriced.iou.id, changePid);
  assert.equal(change.preview[0].period, repriced.pre.fromPeriod);

  // 借据信息 → 变更 → 租金计划调整: the periods due after the business date, a box for each new rent.
  const { row: second } = await rowOf(zw, '/loan/iou', '请输入借据编号', adjusted.iou.iouNo);
  await changeFromRow(zw, second, '租金计划调整');
  await zw.waitForFunction(() => location.hash.startsWith('#/change/schedule-adjust?'));
  const adjust = tab(zw, '/change/schedule-adjust').locator('.adjust-card');
  await adjust.locator('.ant-select', { hasText: adjusted.iou.iouNo }).waitFor();
  const rows = adjust.locator('[data-testid="adjust-rows"] tr.ant-table-row');
  await rows.first().filter({ hasText: adjusted.next[0].dueDate }).waitFor();
  const box = (i: number) => rows.nth(i).locator('input');

  // A rent beyond what is owed: refused, the server's message under the table.
  await box(0).fill('99999999');
  await btn(adjust, '试算').click();
  await adjust.locator('.ant-form-item-explain-error', { hasText: '调整的期次' }).waitFor();

  // Half the present rent for the next two periods, priced (a draft saved); then the third too, priced again.
  const halves = adjusted.next.slice(0, 3).map((p) => ({ ...p, rent: new D(p.rent).div(2).toFixed(2) }));
  await box(0).fill(halves[0].rent);
  await box(1).fill(halves[1].rent);
  await btn(adjust, '试算').click();
  const priced = adjust.locator('[data-testid="adjust-priced"]');
  const title = await priced.getByTestId('adjust-priced-title').innerText();
  const adjustNo = /(\S+-TZ\d+)/.exec(title)?.[1];
  assert.ok(adjustNo, title);
  await box(2).fill(halves[2].rent);
  await priced.getByText('请重新试算').waitFor();
  await btn(adjust, '试算').click();
  const periods = priced.locator('[data-testid="adjust-periods"] tr.ant-table-row');
  await periods
    .nth(2)
    .filter({ hasText: formatAmount(halves[2].rent) })
    .waitFor();
  assert.match(
    await priced.getByTestId('adjust-priced-title').innerText(),
    new RegExp(adjustNo),
    'priced again: the same draft',
  );
  const drafts = (await apiAs(zw, BASE, `${A}/page?adjustNo=${adjustNo}&size=5`)) as { records: Adjustment[] };
  const draft = drafts.records[0];
  assert.deepEqual(
    draft.preview.slice(0, 3).map((p) => p.rent),
    halves.map((p) => p.rent),
  );
  // The rest solved: a level rent above the present one, shown as the server priced it; the contract's rate kept.
  const solved = draft.preview[3].rent;
  assert.ok(Number(solved) > Number(adjusted.next[3].rent), `${solved} > ${adjusted.next[3].rent}`);
  await periods
    .nth(3)
    .filter({ hasText: formatAmount(solved) })
    .waitFor();
  await priced.locator('[data-testid="adjust-figures"]').getByText(`${draft.impliedRate}%`).first().waitFor();
  assert.equal(draft.impliedRate, draft.contractRate);

  // 提交审批: the start form on that draft, its periods as typed; the reason given, started.
  await btn(priced, '提交审批').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/scheduleAdjust/form/'));
  const adjustForm = visible(zw, '.flow-start-form');
  const third = adjustForm.locator('[data-testid="adjust-rows"] tr.ant-table-row').nth(2).locator('input');
  await poll(
    () => third.inputValue(),
    (v) => fen(v) === fen(halves[2].rent),
    'the third rent as typed',
  );
  await adjustForm.getByPlaceholder('请输入调整原因').fill('农闲季收入减少, 未来三期租金减半, 其余各期补足');
  const adjustPid = await submitStart(zw, adjustForm);
  const adjustment = await startedOf<Adjustment>(zw, A, adjusted.iou.id, adjustPid);
  assert.equal(adjustment.id, draft.id);

  // 赵磊 reads each priced record beside the IOU's figures (and the repricing's rate before and after); then 李娜 and
  // 王芳 — financeReview next to 风控: neither is material, so no 总经理.
  const seesRepricing = async () => {
    const tabs = visible(zl, '.flow-decision-tabs');
    await tabs.locator('[data-testid="iou-change-figures"]').getByText(formatAmount(change.newRent)).waitFor();
    await tabs.locator('[data-testid="iou-figures"]').waitFor();
    const rowsShown = tabs.locator('[data-testid="iou-change-periods"] tr.ant-table-row');
    await rowsShown.first().filter({ hasText: change.preview[0].dueDate }).waitFor();
    assert.equal(await rowsShown.count(), change.preview.length);
    await tabs.locator('.ant-tabs-tab', { hasText: '变更内容' }).click();
    const diff = tabs.locator('[data-testid="change-diff"] tr.ant-table-row', { hasText: '年利率' });
    await diff
      .filter({ hasText: `${rate}%` })
      .filter({ hasText: `${new D(newRate).toFixed(4)}%` })
      .waitFor();
  };
  const seesAdjustment = async () => {
    const tabs = visible(zl, '.flow-decision-tabs');
    await tabs.locator('[data-testid="adjust-figures"]').getByText(`${adjustment.impliedRate}%`).first().waitFor();
    const rowsShown = tabs.locator('[data-testid="adjust-periods"] tr.ant-table-row');
    await rowsShown
      .nth(3)
      .filter({ hasText: formatAmount(solved) })
      .waitFor();
  };
  await approve(zl, changePid, 'deptLeaderReview', '同意按 LPR 调息', seesRepricing);
  await approve(zl, adjustPid, 'deptLeaderReview', '同意调整', seesAdjustment);
  for (const pid of [changePid, adjustPid]) {
    await approve(ln, pid, 'riskReview', '无异议');
    await approve(wf, pid, 'financeReview', '试算无误');
  }
  for (const [api, id] of [
    [C, change.id],
    [A, adjustment.id],
  ])
    assert.equal(((await apiAs(zw, BASE, `${api}/getDetailById?businessId=${id}`)) as Priced).flowState, 'approved');

  // 租金明细: each IOU's new schedule in force, marked with its change.
  await periodsShown(zw, repriced.iou.iouNo, `借据变更 ${change.changeNo}`, change.preview.slice(0, 2));
  await periodsShown(zw, adjusted.iou.iouNo, `租金计划调整 ${adjustNo}`, draft.preview.slice(0, 4));

  for (const p of [zw, zl, ln, wf]) assert.deepEqual(p.errors, []);
});
