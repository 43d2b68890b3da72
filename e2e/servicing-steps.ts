// Steps of the servicing screens that several browser tests take: approving a task from the work list, submitting a
// family's start form, finding a row by a search field, fixing the business date and running the daily job, and
// reading a table row cell by cell under its column titles.
import assert from 'node:assert/strict';
import type { Locator, Page, Response } from 'playwright-core';
import { BASE, go, openScreen, tab, waitRoute } from './context';
import { button as btn, clickUntil, toast } from './locators';
import {
  extensionFamily,
  graceAdjustFamily,
  iouChangeFamily,
  scheduleAdjustFamily,
  settleFamily,
  writeOffFamily,
} from '@flp/shared/resources';
import { apiAs } from './session';
import { taskOf } from './work-tasks';

export type Staff = Page & { errors: string[] };

/** 张伟 (客户经理) who starts a disbursement, and its approvers in the loan family's order: 赵磊, 李娜, 王芳. */
export const LOAN_STAFF = ['zhangwei', 'zhaolei', 'lina', 'wangfang'];

/**
 * The disbursement approved by 部门负责人 → 风控 → 财务 from their work lists (`ready` runs on the first handle page);
 * its last approval makes the IOU, answered with its schedules.
 */
export async function approveLoan(
  [zw, zl, ln, wf]: Page[],
  pid: string,
  contractId: string,
  ready?: () => Promise<void>,
): Promise<{ iouNo: string; schedules: { scheduleNo: string }[] }> {
  await approve(zl, pid, 'deptLeaderReview', '同意放款', ready);
  await approve(ln, pid, 'riskReview', '前提条件已落实');
  await approve(wf, pid, 'financeReview', '已放款');
  const loans = (await apiAs(zw, BASE, `/api/rzzl_qy/loan/loan/page?contractId=${contractId}&size=50`)) as {
    records: { processInstanceId: string; iouId: string; flowState: string }[];
  };
  const loan = loans.records.find((r) => String(r.processInstanceId) === pid);
  assert.equal(loan?.flowState, 'approved');
  return (await apiAs(zw, BASE, `/api/rzzl_qy/iou/iou/detail?id=${loan?.iouId}`)) as {
    iouNo: string;
    schedules: { scheduleNo: string }[];
  };
}

export interface SignedContract {
  id: string;
  contractNo: string;
  customerId: string;
  customerName: string;
}

/** The demo's signed contract and what is left of it to disburse (its earlier disbursements took most of it). */
export async function signedContract(page: Page): Promise<{ contract: SignedContract; remaining: string }> {
  const contracts = (await apiAs(page, BASE, '/api/rzzl_qy/contract/contract/page?contractState=signed&size=20')) as {
    records: SignedContract[];
  };
  // The demo's contract (every condition met, money left), not one another test signed without its guarantees.
  for (const contract of contracts.records) {
    const { remaining, conditions } = (await apiAs(
      page,
      BASE,
      `/api/rzzl_qy/loan/loan/conditions?contractId=${contract.id}`,
    )) as { remaining: string; conditions: { met: boolean }[] };
    if (Number(remaining) > 0 && conditions.every((c) => c.met)) return { contract, remaining };
  }
  assert.fail('the demo has a signed contract with every condition met and money left');
}

export const dropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/**
 * 放款申请 → 发起放款: the contract chosen, every condition precedent shown met and the amount left shown
 * (`checked` runs then, with the dialog); 填写放款申请 opens the loan family's start form, answered once loaded.
 */
export async function startLoan(page: Page, contractNo: string, checked?: (dialog: Locator) => Promise<void>) {
  const apply = await openScreen(page, '/loan/apply');
  await btn(apply, '发起放款').click();
  const dialog = page.locator('.ant-modal.crud-action-dialog');
  await dialog.waitFor();
  await dialog.locator('.ant-select').first().click();
  await page.keyboard.type(contractNo);
  await dropdown(page).locator('.ant-select-item-option', { hasText: contractNo }).first().click();
  for (const code of ['signed', 'registered', 'guarantees', 'deposit', 'fee'])
    await dialog.locator(`[data-testid="condition-${code}"]`, { hasText: '已满足' }).waitFor();
  await dialog.getByTestId('loan-remaining').waitFor();
  await checked?.(dialog);
  await btn(dialog, '填写放款申请').click();
  await page.waitForFunction(() => location.hash.startsWith('#/work/process/loan/form/'));
  const form = visible(page, '.flow-start-form');
  await form.getByPlaceholder('请输入放款金额(元)').waitFor();
  return form;
}

/** The visible tab's elements matching a selector (hidden tabs stay in the page). */
export const visible = (page: Page, selector: string) => page.locator(`.shell-page:visible ${selector}`);

/**
 * Takes up the user's task of the instance from the work list (签收 or 办理), checks it is the expected step and
 * approves it with a comment on its handle page; `ready` runs once the page is ready (a screenshot, say).
 */
export async function approve(page: Page, pid: string, key: string, comment: string, ready?: () => Promise<void>) {
  const { task, kind } = await taskOf(page, pid);
  assert.equal(task.taskDefinitionKey, key);
  const screen = await openScreen(page, `/work/${kind}`);
  await btn(screen.locator('form').first(), '搜索').click();
  // The row names what is decided, not only the process (two of a kind differ here, not by their time).
  assert.ok(task.subject, `the ${kind} row of ${pid} has a subject`);
  const row = screen.locator(`tr[data-row-key="${task.taskId}"]`, { hasText: task.subject });
  await btn(row, kind === 'claim' ? '签收' : '办理').click();
  await page.waitForFunction((id) => location.hash.includes(`/handle/${id}/`), task.taskId);
  const approval = visible(page, '.flow-approval');
  await approval.locator('textarea').waitFor();
  await approval.locator('button.ant-btn-primary:enabled').first().waitFor();
  await ready?.();
  await approval.locator('textarea').fill(comment);
  await btn(approval, '同意').click();
  await toast(page, '已同意').waitFor();
  await waitRoute(page, '/work/todo');
}

const isStart = (r: Response) =>
  r.request().method() === 'POST' && /\/(start-process|startFlow)$/.test(new URL(r.url()).pathname);

/** Submits a family's start form (提交): the started instance. */
export async function submitStart(page: Page, form: Locator): Promise<string> {
  const started = page.waitForResponse(isStart);
  await btn(form, '提交').click();
  const answer = (await (await started).json()) as { code: number; data: { processInstanceId: string } };
  assert.equal(answer.code, 200, JSON.stringify(answer));
  await waitRoute(page, '/work/send');
  return answer.data.processInstanceId;
}

/** A row of a resource screen found by one of its searchable text fields. */
export async function rowOf(page: Page, path: string, placeholder: string, text: string) {
  const screen = await openScreen(page, path);
  await screen.getByPlaceholder(placeholder).fill(text);
  await btn(screen.locator('.crud-search'), '搜索').click();
  const row = screen.locator('tr.ant-table-row', { hasText: text }).first();
  await row.waitFor();
  return { screen, row };
}

/**
 * 借据信息's 变更 on an IOU's row: its drop-down opened and the change `label` chosen (提前结清, 展期, 借据变更, 租金计划调整:
 * their screens with the IOU in their cards; 宽限期调整, 核销: their families' start forms).
 */
export async function changeFromRow(page: Page, row: Locator, label: string) {
  const item = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
    .filter({ hasText: new RegExp(`^${label}$`) });
  await clickUntil(btn(row, '变更'), item, `变更 → ${label}`);
  await item.click();
}

/**
 * 业务日期: fixes the demo tenant's business date on its screen and runs the daily job for it; answers the job's
 * summary line.
 */
export async function setBusinessDate(page: Page, date: string): Promise<string> {
  await go(page, '/risk/business-date');
  await waitRoute(page, '/risk/business-date');
  const screen = tab(page, '/risk/business-date');
  await screen.getByText('演示/测试租户').waitFor();
  const picker = screen.locator('.ant-picker input').first();
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
  await btn(screen, '设为业务日期').click();
  await toast(page, `业务日期已设为 ${date}`).waitFor();
  await screen.locator('[data-testid="business-date"]', { hasText: date }).waitFor();
  await screen.getByText('已固定').waitFor();
  await btn(screen, '按此日期执行日终').click();
  const summary = screen.locator('[data-testid="run-summary"]');
  await summary.waitFor();
  return summary.innerText();
}

/** A table row's cells by their column titles (the table's header row; cells without a title are left out). */
export async function cellsOf(table: Locator, row: Locator): Promise<Record<string, string>> {
  const titles = await table.locator('.ant-table-thead > tr').last().locator('th').allInnerTexts();
  const cells = await row.locator('> td').allInnerTexts();
  const out: Record<string, string> = {};
  titles.forEach((title, i) => {
    if (title.trim()) out[title.trim()] = (cells[i] ?? '').trim();
  });
  return out;
}

/** A figure shown with thousands separators ("1,234.50") as a number of 分, to compare money exactly. */
export const fen = (shown: string) => Math.round(Number(shown.replace(/[,\s元]/g, '')) * 100);

/** The IOU change families: one change in approval per IOU across all of them (the server refuses a second). */
const IOU_CHANGE_FAMILIES = [
  settleFamily,
  extensionFamily,
  iouChangeFamily,
  scheduleAdjustFamily,
  graceAdjustFamily,
  writeOffFamily,
];

/** The ids of the IOUs with a change in approval (the demo holds several): a test starting a change avoids them. */
export async function iousInChange(page: Page): Promise<Set<string>> {
  const busy = new Set<string>();
  for (const f of IOU_CHANGE_FAMILIES) {
    const running = (await apiAs(page, BASE, `/api${f.api}/page?flowState=running&size=100`)) as {
      records: { iouId: string }[];
    };
    for (const r of running.records) busy.add(String(r.iouId));
  }
  return busy;
}
