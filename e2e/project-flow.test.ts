/**
 * The project chain as the staff walk it (issue 14 "Evidence"), through the screens: 张伟 (客户经理) adds a customer and
 * a project for it (one leased item, a guarantee by a demo customer) and starts 立项 from the project's row; 赵磊
 * (部门负责人) and 陈静 (总经理) approve on their handle pages, 陈静 sending it back once to 赵磊 first; 项目申请 the
 * same way with 李娜 (风控) writing the risk opinion at her step; a 评审会 of three voting 2 : 1 passes and its minutes
 * are generated; the 党支部决议 is uploaded and approved, and the project is 已批准; then the contract is drafted,
 * generated, approved, signed with a scan and registered (中登登记), and shows its registration number; the guarantee's
 * contract is signed on 保证担保 and the contract disbursed through the screens (issue 26: 放款 of a guaranteed project).
 *
 * The terms break none of the special rules (rate 6.5 % ≥ 4 %, 24 months ≤ 60, financed 6,000,000 ≤ the item's
 * 8,000,000), so the project needs no 特殊审批; the amount is above the 5,000,000 threshold so that each approval has
 * a 总经理 step after the 部门负责人's — the step 陈静 sends back from.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { usccCheckChar } from '@flp/shared/validate';
import type { Locator, Page, Response } from 'playwright-core';
import { BASE, go, openScreen, tab, useBrowser, waitRoute } from './context';
import { button as btn, formDialog, openTab, pickOption, toast } from './locators';
import { accessToken, apiAs, signInStaff } from './session';
import { approveLoan, rowOf, startLoan } from './servicing-steps';
import { taskOf } from './work-tasks';

const b = useBrowser();
const SHOTS = process.env.E2E_SHOTS;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A screenshot: the whole page, or only the window when a dialog or drawer is open (it is fixed to the window). */
async function shot(page: Page, name: string, whole = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(SHOTS, `chain-${name}.png`), fullPage: whole });
}

const item = (scope: Locator, label: string) => scope.locator('.ant-form-item', { hasText: label }).first();
/** The visible element of a family page (each record's page is its own tab; hidden tabs stay in the page). */
const visible = (page: Page, selector: string) => page.locator(`.shell-page:visible ${selector}`);
const waitRoutePrefix = (page: Page, prefix: string) =>
  page.waitForFunction((p) => location.hash.startsWith(p), `#${prefix}`);

/** Waits until no drop-down, dialog or message is still moving (a shot or a click must not meet one half-way). */
const settled = (page: Page) =>
  page.waitForFunction(
    () => !document.querySelector('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'),
  );

/** A date picker set to today through its panel's 今天 (typing then Enter would submit the form). */
async function pickToday(page: Page, field: Locator) {
  await field.locator('input').click();
  await page
    .locator(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-today-btn',
    )
    .first()
    .click();
  await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  assert.notEqual(await field.locator('input').inputValue(), '');
}

async function upload(field: Locator, name: string) {
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await field.getByText(name).waitFor();
}

const isStart = (r: Response) =>
  r.request().method() === 'POST' && /\/(start-process|toStartProcess)(\?|$)/.test(new URL(r.url()).pathname + '?');

/** Submits a family's start form (提交) and answers the started instance. */
async function submitStart(page: Page, form: Locator): Promise<string> {
  const started = page.waitForResponse(isStart);
  await btn(form, '提交').click();
  const answer = (await (await started).json()) as { code: number; data: { processInstanceId: string } };
  assert.equal(answer.code, 200, JSON.stringify(answer));
  await toast(page, '流程已发起').waitFor();
  await waitRoute(page, '/work/send');
  return answer.data.processInstanceId;
}

/** Opens the user's task of the instance from 待签收 (签收) or 待办 (办理): answers the handle page's approval card. */
async function openTask(page: Page, pid: string, key?: string) {
  const { task, kind } = await taskOf(page, pid);
  if (key) assert.equal(task.taskDefinitionKey, key);
  const path = `/work/${kind}`;
  const screen = await openScreen(page, path);
  // 搜索 asks again: the list may be the one cached from an earlier visit.
  await btn(screen.locator('form').first(), '搜索').click();
  const row = screen.locator(`tr[data-row-key="${task.taskId}"]`);
  await btn(row, kind === 'claim' ? '签收' : '办理').click();
  await waitRoutePrefix(page, '/work/process/');
  await page.waitForFunction((id) => location.hash.includes(`/handle/${id}/`), task.taskId);
  const approval = visible(page, '.flow-approval');
  await approval.locator('textarea').waitFor();
  // The approve button (同意; 赞成 at a meeting's vote) is enabled once the task is the user's.
  await approval.locator('button.ant-btn-primary:enabled').first().waitFor();
  return { approval, task };
}

/** 同意 or 驳回 (at a meeting's vote: 赞成 or 反对) with a comment on the handle page. */
async function decide(
  page: Page,
  approval: Locator,
  comment: string,
  decision: '同意' | '驳回' | '赞成' | '反对' = '同意',
) {
  await approval.locator('textarea').fill(comment);
  await btn(approval, decision).click();
  await toast(page, decision === '同意' || decision === '赞成' ? '已同意' : '已驳回').waitFor();
  await waitRoute(page, '/work/todo');
}

async function approve(page: Page, pid: string, key: string, comment = '同意', name?: string) {
  const { approval } = await openTask(page, pid, key);
  if (name) await shot(page, name);
  await decide(page, approval, comment);
}

/** The project's row on 项目信息, searched by its name. */
async function projectRow(page: Page, name: string) {
  const screen = await openScreen(page, '/project/info');
  await screen.getByPlaceholder('请输入项目名称').fill(name);
  await btn(screen.locator('.crud-search'), '搜索').click();
  const row = screen.locator('tr.ant-table-row', { hasText: name });
  await row.waitFor();
  return { screen, row };
}

async function projectStateIs(page: Page, name: string, state: string) {
  const { row } = await projectRow(page, name);
  await row.locator('td', { hasText: state }).waitFor();
  return row;
}

test('a project walked from 立项 to a registered contract and its disbursement by the staff who approve each step', async () => {
  const [zw, zl, cj, ln, wf] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [
    'zhangwei',
    'zhaolei',
    'chenjing',
    'lina',
    'wangfang',
  ]);
  const n = String(Date.now() % 10_000_000).padStart(7, '0');

  // 1. 张伟: the customer (客户信息 → 新增, an enterprise by default)
  const customerName = `链路测试机械有限公司${n}`;
  const body = `91440300MA${n}`;
  const customers = await openScreen(zw, '/customer/basicinfo');
  await btn(customers, '新增').click();
  const customerDialog = formDialog(zw);
  await customerDialog.waitFor();
  await customerDialog.getByPlaceholder('请输入客户名称').fill(customerName);
  await customerDialog.getByPlaceholder('请输入统一社会信用代码').fill(`${body}${usccCheckChar(body)}`);
  await customerDialog.getByPlaceholder('请输入法定代表人').fill('钱三');
  await btn(customerDialog, '保存').click();
  await customerDialog.waitFor({ state: 'hidden' });

  // … and the project: terms, one leased item, a guarantee by a demo customer
  const projectName = `链路测试项目${n}`;
  const projects = await openScreen(zw, '/project/info');
  await btn(projects, '新增').click();
  const dialog = formDialog(zw);
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入项目名称').fill(projectName);
  await pickOption(zw, item(dialog, '承租人').locator('.ant-select'), customerName);
  await dialog.getByPlaceholder('请输入融资金额(元)').fill('6000000');
  await dialog.getByPlaceholder('请输入租赁期数').fill('24');
  await dialog.getByPlaceholder('请输入年利率(%)').fill('6.5');
  const items = dialog.locator('.crud-child-items');
  await btn(items, '添加行').click();
  const leased = items.locator('tbody tr.ant-table-row').first();
  await leased.getByPlaceholder('请输入租赁物名称').fill('盾构机');
  await leased.getByPlaceholder('请输入发票价值(元)').fill('8000000');
  const guarantees = dialog.locator('.crud-child-guarantees');
  await btn(guarantees, '添加行').click();
  const guarantee = guarantees.locator('tbody tr.ant-table-row').first();
  await pickOption(zw, guarantee.locator('.ant-select').first(), '华东重工集团', '华东重工集团有限公司');
  await guarantee.getByPlaceholder('请输入担保金额(元)').fill('6000000');
  await shot(zw, '01-project-form');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });

  // 立项 from the project's row: the start form opens on the project, 提交 starts it
  let { row } = await projectRow(zw, projectName);
  await row.locator('td', { hasText: '草稿' }).waitFor();
  await btn(row, '发起立项').click();
  await waitRoutePrefix(zw, '/work/process/beforeinfo/form/');
  let form = visible(zw, '.flow-start-form');
  await form.getByPlaceholder('请输入项目名称').waitFor();
  assert.equal(await form.getByPlaceholder('请输入项目名称').inputValue(), projectName);
  await shot(zw, '02-initiation-form');
  const initiation = await submitStart(zw, form);

  // 2. 赵磊 approves; 陈静 sends it back to him; he approves again, and she approves
  await approve(zl, initiation, 'deptLeaderReview', '同意立项', '03-initiation-handle');
  const { approval: gm } = await openTask(cj, initiation, 'gmReview');
  await gm.locator('textarea').fill('请补充设备来源说明');
  await btn(gm, '退回').click();
  const back = cj.locator('.ant-modal.crud-action-dialog');
  await back.waitFor();
  await back.locator('.ant-select', { hasText: '部门负责人审批' }).waitFor();
  await shot(cj, '04-send-back', false);
  await btn(back, '确定').click();
  await back.waitFor({ state: 'hidden' });
  await waitRoute(cj, '/work/todo');
  await approve(zl, initiation, 'deptLeaderReview', '已补充，同意');
  await approve(cj, initiation, 'gmReview', '同意立项');
  await projectStateIs(zw, projectName, '已立项');

  // 3. 项目申请: 赵磊, then 李娜 writing the risk opinion, then 陈静
  ({ row } = await projectRow(zw, projectName));
  await btn(row, '提交项目申请').click();
  await waitRoutePrefix(zw, '/work/process/projectApplication/form/');
  form = visible(zw, '.flow-start-form');
  await form.getByPlaceholder('请输入项目名称').waitFor();
  const application = await submitStart(zw, form);
  await approve(zl, application, 'deptLeaderReview', '同意申请');
  const { approval: risk } = await openTask(ln, application, 'riskReview');
  const opinion = '承租人经营稳定，担保人实力充足，风险可控。';
  await visible(ln, '.flow-business').getByPlaceholder('请输入风控意见').fill(opinion);
  // Beside the project she decides on: its concentration pre-check.
  await visible(ln, '.flow-decision-tabs').locator('[data-testid="concentration-precheck"]').waitFor();
  await shot(ln, '05-risk-opinion');
  await decide(ln, risk, '风控审核通过');
  await approve(cj, application, 'gmReview', '同意上会');
  row = await projectStateIs(zw, projectName, '待上会');
  const stored = (await apiAs(
    zw,
    BASE,
    `/api/rzzl_qy/processpro/processpro/page?projectName=${encodeURIComponent(projectName)}`,
  )) as {
    records: { id: string; riskOpinion: string }[];
  };
  assert.equal(stored.records[0]?.riskOpinion, opinion);
  const projectId = stored.records[0].id;

  // 评审会 with three reviewers: 赵磊 and 陈静 for, 李娜 against → passes (2 of 3 ≥ 0.6667)
  await btn(row, '发起评审会').click();
  await waitRoutePrefix(zw, '/work/process/project/form/');
  form = visible(zw, '.flow-start-form');
  await form.locator('.flow-ref-summary', { hasText: projectName }).waitFor();
  await form.getByPlaceholder('请输入议题').fill(`${projectName}评审`);
  const meeting = item(form, '会议时间');
  await meeting.locator('input').click();
  await zw.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn').click();
  await zw.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  await pickOption(zw, item(form, '主持人').locator('.ant-select'), '赵磊');
  const reviewers = item(form, '评审委员').locator('.ant-select');
  for (const name of ['赵磊', '陈静', '李娜']) await pickOption(zw, reviewers, name, name, true);
  await zw.keyboard.press('Escape');
  for (const name of ['赵磊', '陈静', '李娜'])
    await reviewers.locator('.ant-select-selection-item', { hasText: name }).waitFor();
  await shot(zw, '06-review-form');
  const review = await submitStart(zw, form);
  const { approval: vote1 } = await openTask(zl, review, 'vote');
  await shot(zl, '07-vote');
  await decide(zl, vote1, '同意', '赞成');
  const { approval: vote2 } = await openTask(ln, review, 'vote');
  await decide(ln, vote2, '担保覆盖不足，反对', '反对');
  const { approval: vote3 } = await openTask(cj, review, 'vote');
  await decide(cj, vote3, '同意', '赞成');
  row = await projectStateIs(zw, projectName, '待党支部决议');

  // 评审结果: the votes, and 生成会议纪要 gives a .docx
  await btn(row, '查看').click();
  const drawer = zw.locator('.ant-drawer-content-wrapper', { has: zw.locator('.crud-record-tabs') });
  await drawer.waitFor();
  await openTab(drawer, '评审结果');
  const votes = drawer.locator('.ant-table-row');
  await votes.nth(2).waitFor();
  await drawer.locator('.ant-tag', { hasText: '通过' }).waitFor();
  const made = zw.waitForResponse((r) => r.url().includes('/createHyjyDoc'));
  const popup = zw.waitForEvent('popup');
  await btn(drawer, '生成会议纪要').click();
  const minutes = (await (await made).json()) as { code: number; data: { name: string; link: string } };
  assert.equal(minutes.code, 200, JSON.stringify(minutes));
  await (await popup).close();
  await shot(zw, '08-review-result', false);
  const file = await fetch(`${BASE}${minutes.data.link}`, {
    headers: { 'blade-auth': `bearer ${await accessToken(zw)}` },
  });
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('content-type'), DOCX);
  const bytes = Buffer.from(await file.arrayBuffer());
  assert.ok(bytes.length > 0);
  assert.equal(bytes.subarray(0, 2).toString(), 'PK', 'a .docx is a zip');
  // 审批流程: the chain so far, 立项 and 项目申请 done, the meeting done, the resolution next
  await openTab(drawer, '审批流程');
  const chainTab = drawer.locator('.project-chain');
  for (const step of ['立项申请', '项目申请', '评审会'])
    await chainTab.locator('.ant-card', { hasText: step }).first().locator('.ant-tag', { hasText: '已完成' }).waitFor();
  await shot(zw, '08b-chain', false);
  await zw.locator('.ant-drawer-close:visible').click();

  // 4. 党支部决议 with the resolution uploaded: 赵磊 then 陈静 → 已批准 (no rule broken: no 特殊审批)
  ({ row } = await projectRow(zw, projectName));
  await btn(row, '上传党支部决议').click();
  await waitRoutePrefix(zw, '/work/process/dzbjy/form/');
  form = visible(zw, '.flow-start-form');
  await form.getByPlaceholder('请输入决议编号').fill(`DZB-${n}`);
  await pickToday(zw, item(form, '会议日期'));
  await form.getByPlaceholder('请输入决议内容').fill('同意该项目按评审会意见实施。');
  await upload(item(form, '党支部决议文件'), '党支部决议.pdf');
  await shot(zw, '09-resolution-form');
  const resolution = await submitStart(zw, form);
  // The resolution's approver sees the project it belongs to, with its concentration pre-check.
  const { approval: resolve } = await openTask(zl, resolution, 'deptLeaderReview');
  await visible(zl, '.flow-ref-summary').locator('[data-testid="concentration-precheck"]').waitFor();
  await shot(zl, '09b-resolution-precheck');
  await decide(zl, resolve, '同意');
  await approve(cj, resolution, 'gmReview', '同意');
  row = await projectStateIs(zw, projectName, '已批准');
  const chain = (await apiAs(zw, BASE, `/api/rzzl_qy/processpro/processpro/chain?id=${projectId}`)) as {
    steps: { family: string; status: string }[];
  };
  assert.notEqual(chain.steps.find((s) => s.family === 'special')?.status, 'done');

  // 5. 起草合同 from the project's row (更多)
  await btn(row, '更多').click();
  await zw.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '起草合同' }).click();
  await toast(zw, '合同草稿已创建').waitFor();
  await waitRoute(zw, '/contract/info');
  const contracts = tab(zw, '/contract/info');
  const contractRow = contracts.locator('tr.ant-table-row', { hasText: projectName });
  await contractRow.waitFor();
  const generated = zw.waitForResponse((r) => r.url().includes('/createContract'));
  await btn(contractRow, '生成合同文本').click();
  const doc = (await (await generated).json()) as { code: number; data: { name: string } };
  assert.equal(doc.code, 200, JSON.stringify(doc));
  await toast(zw, `已生成 ${doc.data.name}`).waitFor();
  await shot(zw, '10-contract-generated');
  await btn(contractRow, '下载合同').waitFor();
  await btn(contractRow, '提交审批').click();
  await waitRoutePrefix(zw, '/work/process/contract/form/');
  form = visible(zw, '.flow-start-form');
  await form.locator('.ant-form').waitFor();
  await shot(zw, '11-contract-form');
  const contractApproval = await submitStart(zw, form);
  await approve(zl, contractApproval, 'deptLeaderReview', '同意');
  await approve(ln, contractApproval, 'riskReview', '同意', '12-contract-risk');
  await approve(cj, contractApproval, 'gmReview', '同意');

  // 签约 with the signed scan
  await openScreen(zw, '/contract/info');
  await btn(contracts.locator('.crud-search'), '搜索').click();
  await btn(contractRow, '签约').click();
  const sign = zw.locator('.ant-modal.crud-action-dialog');
  await sign.waitFor();
  await item(sign, '签订地点').locator('input').fill('上海');
  await upload(item(sign, '签约扫描件'), '合同扫描件.pdf');
  await shot(zw, '13-sign', false);
  await btn(sign, '确定').click();
  await sign.waitFor({ state: 'hidden' });
  await contractRow.locator('td', { hasText: '已签约' }).waitFor();

  // 中登登记: the number, the date and the certificate, approved by 赵磊 → the contract shows the number
  await btn(contractRow, '中登登记').click();
  await waitRoutePrefix(zw, '/work/process/supplement/form/');
  form = visible(zw, '.flow-start-form');
  const registryNo = `0${n}${n}`.slice(0, 14);
  await form.getByPlaceholder('请输入登记编号').fill(registryNo);
  await pickToday(zw, item(form, '登记日期'));
  await upload(item(form, '登记证明'), '登记证明.pdf');
  await shot(zw, '14-registration-form');
  const registration = await submitStart(zw, form);
  await approve(zl, registration, 'deptLeaderReview', '同意');
  await openScreen(zw, '/contract/info');
  await btn(contracts.locator('.crud-search'), '搜索').click();
  await btn(contractRow, '查看').click();
  const contractDrawer = zw.locator('.ant-drawer-content-wrapper:visible');
  await contractDrawer.getByText(registryNo).waitFor();
  await shot(zw, '15-contract-registered', false);
  await go(zw, '/project/info');
  await projectStateIs(zw, projectName, '已签约');

  // 6. 放款 through the screens alone: the guarantee's contract signed (its number entered on 保证担保 — the save the
  // screen sends is a route the server answers), so every condition precedent shows 已满足; 张伟 applies, 赵磊, 李娜
  // and 王芳 approve, and the IOU is made.
  const saved = (await apiAs(zw, BASE, `/api/rzzl_qy/processpro/processpro/detail?id=${projectId}`)) as {
    guarantees: { guaranteeNo: string }[];
  };
  const { row: guaranteeRow } = await rowOf(
    zw,
    '/project/guarantee',
    '请输入担保编号',
    saved.guarantees[0].guaranteeNo,
  );
  await btn(guaranteeRow, '修改').click();
  const guaranteeForm = formDialog(zw);
  await guaranteeForm.waitFor();
  await guaranteeForm.getByPlaceholder('请输入保证合同编号').fill(`BZHT${n}`);
  await btn(guaranteeForm, '保存').click();
  await guaranteeForm.waitFor({ state: 'hidden' });
  const signedContracts = (await apiAs(zw, BASE, '/api/rzzl_qy/contract/contract/page?size=50&descs=id')) as {
    records: { id: string; contractNo: string; projectId: string }[];
  };
  const signed = signedContracts.records.find((c) => String(c.projectId) === String(projectId))!;
  const loanForm = await startLoan(zw, signed.contractNo, () => shot(zw, '16-loan-conditions', false));
  await loanForm.getByPlaceholder('请输入收款人户名').fill(customerName);
  const loan = await submitStart(zw, loanForm);
  const iou = await approveLoan([zw, zl, ln, wf], loan, signed.id);
  assert.ok(iou.iouNo, 'the disbursement made its IOU');

  for (const page of [zw, zl, cj, ln, wf]) assert.deepEqual(page.errors, []);
});
