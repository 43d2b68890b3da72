/**
 * 我的事务 as two colleagues use it (issue 13 "Evidence"): 张伟 (客户经理) starts a leave request from 发起事务 naming
 * 李娜 as approver; her bell rings while she is signed in; she opens it from 待办 (the leave model assigns
 * `${taskUser}` directly), reads the request and approves it; 张伟 finds it finished in 已发, and its detail page shows
 * the history and a diagram marking the path taken. Then the screens in English on a narrow window.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, openScreen, useBrowser, waitRoute } from './context';
import { bellBadge, button as btn, toast, waitBadge } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
const SHOTS = process.env.E2E_SHOTS;
const PASSWORD = '123456';

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Waits until the app's route starts with `prefix` (the family pages carry ids the test learns on the way). */
const waitRoutePrefix = (page: Page, prefix: string) =>
  page.waitForFunction((p) => location.hash.startsWith(p), `#${prefix}`);

/** The visible element of a family page (each record's page is its own tab; hidden tabs stay in the page). */
const visible = (page: Page, selector: string) => page.locator(`.shell-page:visible ${selector}`);

/** Types a date and time into a form's picker and confirms it with the panel's OK (Enter would submit the form). */
async function pickDateTime(page: Page, item: Locator, value: string) {
  const input = item.locator('input');
  await input.click();
  await input.fill(value);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').last().click();
  // The panel closes with an animation; the next picker's panel must not meet this one still on screen.
  await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  assert.equal(await input.inputValue(), value);
}

/** Picks an option of a form item's select by typing part of its label. */
async function pickOption(page: Page, item: Locator, typed: string) {
  await item.locator('.ant-select').click();
  await page.keyboard.type(typed);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: typed })
    .first()
    .click();
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface Row {
  taskId: string;
  processInstanceId: string;
  processIsFinished: string;
  taskDefinitionKey: string;
}
interface ModelView {
  xml: string;
  finishedActivityIds: string[];
  activeActivityIds: string[];
  takenFlowIds: string[];
}

test('a leave request: started by 张伟, rings 李娜’s bell, approved from 待办, finished in 已发 with its path drawn', async () => {
  // 李娜 is signed in first: the notification must reach her live.
  const lina = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(lina, BASE, 'lina', PASSWORD);
  await lina.locator('button[aria-label="消息通知"]').waitFor();
  const unreadBefore = await bellBadge(lina);

  const zw = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(zw, BASE, 'zhangwei', PASSWORD);

  // 发起事务: the leave process under its category, 发起 opens the family's form with the definition
  const start = await go(zw, '/work/start').then(() => zw.locator('.shell-page[data-tab="/work/start"]'));
  await waitRoute(zw, '/work/start');
  const card = start.locator('.work-start-card', { hasText: '请假流程' }).first();
  await card.waitFor();
  await shot(zw, 'work-start');
  await btn(card, '发起').click();
  await waitRoutePrefix(zw, '/work/process/leave/form/');
  const form = visible(zw, '.flow-start-form');
  await form.waitFor();
  // the definition's diagram beside the form
  await form.locator('.flow-diagram svg').first().waitFor();

  const reason = `家中有事 ${Date.now() % 1_000_000}`;
  await pickDateTime(zw, form.locator('.ant-form-item', { hasText: '开始时间' }), `${day(1)} 09:00:00`);
  await pickDateTime(zw, form.locator('.ant-form-item', { hasText: '结束时间' }), `${day(1)} 17:00:00`);
  await pickOption(zw, form.locator('.ant-form-item', { hasText: '审批人' }), '李娜');
  await form.getByPlaceholder('请输入请假理由').fill(reason);
  await shot(zw, 'work-form');
  const started = zw.waitForResponse((r) => /\/api\/blade-desk\/process\/leave\/start-process/.test(r.url()));
  await btn(form, '提交').click();
  const answer = (await (await started).json()) as { code: number; data: { processInstanceId: string } };
  assert.equal(answer.code, 200, JSON.stringify(answer));
  const pid = answer.data.processInstanceId;
  await toast(zw, '流程已发起').waitFor();
  await waitRoute(zw, '/work/send');
  const sent = zw.locator(`.shell-page[data-tab="/work/send"] tr[data-row-key="${pid}"]`);
  await sent.getByText('进行中').waitFor();

  // 李娜's bell counts the new task without a reload, and the message is about it
  await waitBadge(lina, (n) => n > unreadBefore, `counts the task (was ${unreadBefore})`);
  await lina.locator('button[aria-label="消息通知"]').click();
  const popover = lina.locator('.notice-popover:not(.ant-popover-hidden)');
  await popover
    .locator('.notice-item', { hasText: /请假|审批/ })
    .first()
    .waitFor();
  await lina.keyboard.press('Escape');

  // 待办: her task of this instance; 办理 opens the handle page
  const todo = ((await apiAs(lina, BASE, '/api/blade-flow/work/todo-list?current=1&size=50')) as { records: Row[] })
    .records;
  const task = todo.find((r) => r.processInstanceId === pid);
  assert.ok(task, `the task of ${pid} is in 李娜's todo-list`);
  const todoScreen = await openScreen(lina, '/work/todo');
  const row = todoScreen.locator(`tr[data-row-key="${task.taskId}"]`);
  await row.getByText('待办').waitFor();
  await shot(lina, 'work-todo');
  await btn(row, '办理').click();
  await waitRoutePrefix(lina, `/work/process/leave/handle/${task.taskId}/${pid}/`);

  // the request read-only (no field is editable at this step), the history so far, the approval
  const business = visible(lina, '.flow-business');
  await business.getByText(reason).waitFor();
  const history = visible(lina, '.flow-history');
  await history.locator('.flow-history-item').nth(1).waitFor();
  await visible(lina, '.flow-diagram svg').first().waitFor();
  const approval = visible(lina, '.flow-approval');
  await approval.getByPlaceholder('请输入审批意见').fill('同意，注意交接工作');
  await shot(lina, 'work-handle');
  await btn(approval, '同意').click();
  await toast(lina, '已同意').waitFor();
  await waitRoute(lina, '/work/todo');
  await lina.locator(`.shell-page[data-tab="/work/todo"] tr[data-row-key="${task.taskId}"]`).waitFor({
    state: 'detached',
  });

  // 经理审批 (BladeX's model: a leave of three days or less goes to the manager): offered to 业务一部's 部门负责人,
  // 赵磊, who claims and approves it
  const zl = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(zl, BASE, 'zhaolei', PASSWORD);
  const offered = ((await apiAs(zl, BASE, '/api/blade-flow/work/claim-list?current=1&size=50')) as { records: Row[] })
    .records;
  const managerTask = offered.find((r) => r.processInstanceId === pid);
  assert.ok(managerTask, `经理审批 of ${pid} is offered to 赵磊`);
  assert.equal(managerTask.taskDefinitionKey, 'managerTask');
  await apiAs(zl, BASE, `/api/blade-flow/work/claim-task?taskId=${managerTask.taskId}`, {});
  await apiAs(zl, BASE, '/api/blade-flow/work/complete-task', {
    taskId: managerTask.taskId,
    flag: 'ok',
    comment: '同意',
  });

  // 张伟: 已发 shows it finished (a reload brings the list afresh)
  await zw.reload();
  await waitRoute(zw, '/work/send');
  await sent.getByText('已结束').waitFor();
  await shot(zw, 'work-send');
  await btn(sent, '详情').click();
  await waitRoutePrefix(zw, `/work/process/leave/detail/${pid}/`);
  await visible(zw, '.flow-business').getByText(reason).waitFor();
  assert.equal(await visible(zw, '.flow-approval').count(), 0, 'the detail page is read-only');

  // the history: start, 李娜's approval with her comment, the end
  const steps = visible(zw, '.flow-history .flow-history-item');
  await steps.nth(3).waitFor();
  const approved = steps.filter({ hasText: '同意，注意交接工作' });
  await approved.waitFor();
  assert.match(await approved.innerText(), /李娜/);

  // the diagram marks what the instance went through and leaves the rest unmarked
  const view = (await apiAs(zw, BASE, `/api/blade-flow/process/model-view?processInstanceId=${pid}`)) as ModelView;
  assert.deepEqual(view.activeActivityIds, []);
  assert.ok(view.finishedActivityIds.length >= 3, `finished: ${view.finishedActivityIds.join(', ')}`);
  assert.ok(view.takenFlowIds.length >= 2, `taken: ${view.takenFlowIds.join(', ')}`);
  const diagram = visible(zw, '.flow-diagram');
  await diagram.locator('svg').first().waitFor();
  const classes = async (id: string) =>
    ((await diagram.locator(`g.djs-element[data-element-id="${id}"]`).first().getAttribute('class')) ?? '')
      .split(/\s+/)
      .filter(Boolean);
  // From the model: its user tasks and flows, those the request went through and those it did not.
  const idsOf = (tag: string) =>
    [...view.xml.matchAll(new RegExp(`<(?:\\w+:)?${tag}\\b[^>]*\\bid="([^"]+)"`, 'g'))].map((m) => m[1]);
  const tasks = idsOf('userTask');
  const flows = idsOf('sequenceFlow');
  const done = [...tasks.filter((id) => view.finishedActivityIds.includes(id)), ...view.takenFlowIds];
  const untouched = [
    ...tasks.filter((id) => !view.finishedActivityIds.includes(id)),
    ...flows.filter((id) => !view.takenFlowIds.includes(id)),
  ];
  assert.ok(done.length >= 3, `the path: ${done.join(', ')}`);
  assert.ok(untouched.length > 0, 'the leave model has a branch this request did not take');
  const plain = new Set((await Promise.all(untouched.map(classes))).flat());
  for (const id of done) {
    const extra = (await classes(id)).filter((c) => !plain.has(c));
    assert.ok(extra.length > 0, `${id} is marked on the diagram (classes: ${(await classes(id)).join(' ')})`);
  }
  await shot(zw, 'work-detail');
  assert.deepEqual(zw.errors, []);
  assert.deepEqual(lina.errors, []);
});

test('我的事务 in English on a narrow window: the lists and 发起事务 keep their labels and fit', async () => {
  const page = await b.fresh({ width: 700, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE, 'zhangwei', PASSWORD);
  const starter = await go(page, '/work/start').then(() => page.locator('.shell-page[data-tab="/work/start"]'));
  await waitRoute(page, '/work/start');
  const card = starter.locator('.work-start-card').first();
  await card.waitFor();
  await btn(card, 'Start').waitFor();
  await shot(page, 'work-start-en-small');
  for (const [path, label] of [
    ['/work/todo', 'Current step'],
    ['/work/send', 'Process status'],
    ['/work/done', 'Completed'],
    ['/work/claim', 'Current step'],
  ]) {
    const screen = await openScreen(page, path);
    await screen.locator('.ant-table-thead', { hasText: label }).waitFor();
    await btn(screen, 'Search').waitFor();
    // nothing wider than the window but the table's own scroller
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path} overflows the window by ${overflow}px`);
  }
  await shot(page, 'work-send-en-small');
  // a family page of a family that does not exist says so (no blank page)
  await go(page, '/work/process/nosuch/detail/1/2');
  await page.getByText('No such business process: nosuch').waitFor();
  assert.deepEqual(page.errors, []);
});
