/**
 * 收款确认 through the screens (on the demo portfolio's IOUs): 王芳 (finance) enters a payment
 * against an IOU — the IOU's amounts due and the allocation shown as she types; 周敏 (the other finance officer)
 * verifies it, seeing the lines the server will apply; 复核 is not offered to 王芳 (not hers); 孙丽 (the finance
 * reviewer) reviews it (three people: the receipts' four eyes);
 * the allocation lines show in the receipt's drawer. An imported batch is submitted for confirmation, its process
 * viewed and withdrawn from its row (the hkqr family's actions).
 * With E2E_SHOTS=<dir> the screens are photographed at 1366 px and 390 px, in Chinese and English.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, openScreen, waitRoute } from './context';
import { useBrowser } from './context';
import { button as btn, confirm, confirmOk, formDialog, toast } from './locators';
import { accessToken, apiAs, signInBrowser } from './session';

const b = useBrowser();
const SHOTS = process.env.E2E_SHOTS;
const PASSWORD = '123456';
const SCREEN = '/loan/receipt';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForFunction(
    () => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'),
  );
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const item = (scope: Locator, label: string) => scope.locator('.ant-form-item', { hasText: label }).first();
const visibleTab = (screen: Locator, name: string) => screen.locator('.ant-tabs-tab', { hasText: name }).first();
/** The table of the tab shown (hidden tabs are destroyed, so there is one). */
const table = (screen: Locator) => screen.locator('.ant-table:visible').first();
const rowOf = (screen: Locator, text: string) => screen.locator('.ant-table-row:visible', { hasText: text }).first();

async function staff(account: string, opts: { width?: number; lang?: 'zh-CN' | 'en-US' } = {}) {
  const page = await b.fresh({ width: opts.width ?? 1366, height: 900, lang: opts.lang });
  await signInBrowser(page, BASE, account, PASSWORD);
  return page;
}

async function loaded(screen: Locator) {
  await table(screen).waitFor();
  await screen.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
}

test('enter a payment, have it verified with its allocation shown, and reviewed by a third person', async () => {
  const wang = await staff('wangfang');
  // One still repaying (the demo wrote its 损失 IOU off: rent on it is refused).
  const ious = (await apiAs(wang, BASE, '/api/rzzl_qy/iou/iou/page?iouState=active&size=20&ascs=id')) as {
    records: { id: string; iouNo: string }[];
  };
  assert.ok(ious.records.length > 0, 'the demo portfolio has IOUs');
  const iou = ious.records[0];
  const screen = await openScreen(wang, SCREEN);
  await loaded(screen);

  // Enter: the IOU picked by its number; its amounts due appear, then what this payment would pay.
  await btn(screen, '新增').click();
  const dialog = formDialog(wang);
  await dialog.waitFor();
  await item(dialog, '借据').locator('.ant-select').click();
  await wang.keyboard.type(iou.iouNo);
  await wang.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: iou.iouNo }).first().click();
  await dialog.getByText('借据应收').waitFor();
  const dateInput = item(dialog, '到账日期').locator('input');
  await dateInput.click();
  await wang
    .locator(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-today-btn, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn',
    )
    .first()
    .click();
  await item(dialog, '到账金额').locator('input').fill('12000');
  await item(dialog, '付款人').locator('input').fill('华东重工');
  await item(dialog, '银行流水号').locator('input').fill('E2E-0001');
  await dialog.getByText('本笔冲抵').waitFor();
  await shot(wang, '62-receipt-entry');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });
  const row = rowOf(screen, 'E2E-0001');
  await row.waitFor();

  // A second payment on the same IOU, entered while the first awaits verification: its preview counts the first
  // before it, and says so by the first one's number (verifying them in turn does what the screen shows).
  const first = (await apiAs(wang, BASE, '/api/rzzl_qy/affirmCash/repayment/page?bankRef=E2E-0001')) as {
    records: { receiptNo: string }[];
  };
  await btn(screen, '新增').click();
  const second = formDialog(wang);
  await second.waitFor();
  await item(second, '借据').locator('.ant-select').click();
  await wang.keyboard.type(iou.iouNo);
  await wang.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: iou.iouNo }).first().click();
  await item(second, '到账日期').locator('input').click();
  await wang
    .locator(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-today-btn, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn',
    )
    .first()
    .click();
  await item(second, '到账金额').locator('input').fill('3000');
  const pendingNote = second.locator('[data-testid="receipt-pending"]');
  await pendingNote.waitFor();
  assert.match(await pendingNote.innerText(), /更早的待核销收款/);
  assert.match(await pendingNote.innerText(), new RegExp(first.records[0].receiptNo));
  await btn(second, '取消').click();
  await second.waitFor({ state: 'hidden' });

  // 周敏 verifies it (not 王芳, who entered it): the dialog shows the lines the server will apply.
  const li = await staff('zhoumin');
  const hers = await openScreen(li, SCREEN);
  await loaded(hers);
  const herRow = rowOf(hers, 'E2E-0001');
  await herRow.waitFor();
  await btn(herRow, '核销').click();
  const verify = li.locator('.ant-modal', { hasText: '核销收款' });
  await verify.getByText('本笔冲抵').waitFor();
  assert.ok((await verify.locator('.ant-table-row').count()) > 0, 'allocation lines shown');
  await shot(li, '63-receipt-verify');
  await btn(verify, '核销').click();
  await toast(li, '已核销').waitFor();

  // 待复核: 复核 is not 王芳's at all (a finance officer enters and verifies; the finance reviewer reviews).
  await visibleTab(screen, '待复核').click();
  await loaded(screen);
  const pending = rowOf(screen, 'E2E-0001');
  await pending.waitFor();
  assert.equal(await btn(pending, '复核').count(), 0);

  // 孙丽, the finance reviewer, reviews it.
  const zhao = await staff('sunli');
  const his = await openScreen(zhao, SCREEN);
  await visibleTab(his, '待复核').click();
  await loaded(his);
  const hisRow = rowOf(his, 'E2E-0001');
  await hisRow.waitFor();
  await shot(zhao, '64-receipt-review');
  // 批量复核 of the rows she selects (this one): one call, every receipt or none.
  await hisRow.locator('.ant-checkbox-input').check();
  await btn(his, '批量复核').click();
  await confirmOk(zhao);
  await toast(zhao, '已复核').waitFor();

  // 已复核, and its allocation in the drawer.
  await visibleTab(his, '已复核').click();
  await loaded(his);
  const done = rowOf(his, 'E2E-0001');
  await done.waitFor();
  await btn(done, '查看').click();
  const drawer = zhao.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '冲抵明细' }).click();
  await drawer.locator('.ant-table-row:visible').first().waitFor();
  assert.ok((await drawer.locator('.ant-table-row:visible').count()) >= 2);
  await shot(zhao, '65-receipt-allocation');
  assert.deepEqual(wang.errors, []);
  assert.deepEqual(li.errors, []);
  assert.deepEqual(zhao.errors, []);
});

test('a bank statement imported forms a batch: receipts shown, submitted, its process viewed, withdrawn', async () => {
  const wang = await staff('wangfang');
  // Two IOUs still repaying (a settled one takes no receipts).
  const ious = (await apiAs(wang, BASE, '/api/rzzl_qy/iou/iou/page?size=20&ascs=id&iouState=active')) as {
    records: { iouNo: string }[];
  };
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('收款');
  ws.addRow(['借据', '款项类型', '到账日期', '到账金额(元)', '付款人', '银行流水号']);
  const today = new Date().toISOString().slice(0, 10);
  ws.addRow([ious.records[1].iouNo, '租金', today, '3000', '鹭岛微电子', 'E2E-B1']);
  ws.addRow([ious.records[2].iouNo, '租金', today, '4000', '中原建工', 'E2E-B2']);
  const form = new FormData();
  form.append('file', new Blob([await wb.xlsx.writeBuffer()]), 'bank.xlsx');
  const res = await fetch(`${BASE}/api/rzzl_qy/affirmCash/repayment/import`, {
    method: 'POST',
    headers: {
      'blade-auth': `bearer ${await accessToken(wang)}`,
      authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    },
    body: form,
  });
  const body = (await res.json()) as { data: { batchNo: string } };
  assert.equal(res.status, 200, JSON.stringify(body));
  const { data } = body;
  const screen = await openScreen(wang, SCREEN);
  await visibleTab(screen, '回款确认').click();
  await loaded(screen);
  const row = rowOf(screen, data.batchNo);
  await row.waitFor();
  await btn(row, '查看').click();
  const drawer = wang.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '收款明细' }).click();
  await drawer.locator('.ant-table-row:visible', { hasText: 'E2E-B2' }).waitFor();
  await shot(wang, 'receipt-batch');
  await drawer.locator('.ant-drawer-close').click();
  await btn(row, '提交确认').click();
  await toast(wang, '已提交回款确认').waitFor();
  // In approval, the family's actions for its starter: 查看流程 opens the detail page — the receipt area's decision
  // tab (收款明细) beside the batch —, 撤回 withdraws it, and the batch may be submitted again.
  await btn(row, '查看流程').click();
  await wang.waitForFunction(() => location.hash.startsWith('#/work/process/hkqr/detail/'));
  const detail = wang.locator('.shell-page:visible');
  await detail.locator('.flow-business').waitFor();
  await detail.locator('.flow-decision-tabs .ant-tabs-tab', { hasText: '收款明细' }).waitFor();
  await detail.locator('.flow-decision-tabs .ant-table-row', { hasText: 'E2E-B2' }).waitFor();
  await go(wang, SCREEN);
  await waitRoute(wang, SCREEN);
  await btn(row, '撤回').click();
  await confirm(wang, `确定撤回 ${data.batchNo} 的审批? 其流程将终止。`);
  await toast(wang, '已撤回').waitFor();
  await btn(row, '提交确认').waitFor();
  assert.equal(await btn(row, '撤回').count(), 0);
  assert.deepEqual(wang.errors, []);
});

test('the screen in English and at a small width', { skip: !SHOTS }, async () => {
  for (const [lang, width] of [
    ['en-US', 1366],
    ['zh-CN', 390],
    ['en-US', 390],
  ] as const) {
    const page = await staff('sunli', { lang, width });
    const screen = await openScreen(page, SCREEN);
    await loaded(screen);
    await shot(page, `receipts-${lang}-${width}`);
  }
});
