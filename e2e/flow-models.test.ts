/**
 * 模型管理 and 流程管理 as the platform administrator uses them: a model designed from the template (the approver set
 * in the Flowable properties, the check clean), saved, deployed under a category; the definition in 流程管理
 * suspended and activated again, its diagram opened; then the deployment and the model deleted.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, clickUntil, confirm, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
/** Screenshots for looking at the screens (E2E_SHOTS=dir), not part of the docs. */
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/flow-${name}.png`, fullPage: true });
}

/** Opens a screen and waits until its table has loaded. */
async function openScreen(page: Page, path: string, testId: string) {
  await go(page, path);
  await waitRoute(page, path);
  const screen = tab(page, path);
  await screen.locator(`[data-testid="${testId}"] .ant-table`).waitFor();
  await screen.locator(`[data-testid="${testId}"] .ant-spin-spinning`).waitFor({ state: 'detached' });
  return screen;
}

/**
 * Types into a properties-panel field (its input is named by the entry id). The panel writes it to the diagram after
 * its debounce: the caller waits for what the write changes (a check that no longer finds the problem).
 */
async function panelField(panel: Locator, entry: string, value: string) {
  const input = panel.locator(`input[name="${entry}"]`);
  await input.fill(value);
  await input.press('Tab');
}

/** Opens a properties-panel group by its title (groups other than the first start closed). */
async function openGroup(panel: Locator, title: string) {
  const header = panel.locator('.bio-properties-panel-group-header', { hasText: title });
  await header.waitFor();
  if (!(await header.getAttribute('class'))?.includes('open')) await header.click();
}

test('design, save and deploy a model; suspend, activate and view it in 流程管理; delete both', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const suffix = Date.now().toString(36);
  const key = `e2e_${suffix}`;
  const name = `E2E 审批 ${suffix}`;

  // --- 模型管理: 新建 opens the designer on the template (start → 审批 → end)
  const models = await openScreen(page, '/flow/model', 'flow-models');
  await btn(models, '新建').click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.locator('[data-testid="bpmn-modeler"]') });
  await drawer.waitFor();
  const canvas = drawer.locator('[data-testid="bpmn-modeler"] .djs-container');
  await canvas.locator('g.djs-element[data-element-id="approve"]').waitFor();
  assert.equal(await drawer.locator('.bjs-powered-by').count(), 1, 'the bpmn.io watermark stays');
  await drawer.locator('[data-testid="model-name"]').fill(name);
  await drawer.locator('[data-testid="model-key"]').fill(key);

  // 检查 before the approver is set: a warning on 审批 (the designer's own check)
  await btn(drawer, '检查').click();
  const problems = drawer.locator('[data-testid="bpmn-problems"]');
  await problems.getByText('没有处理人、候选用户或候选角色').waitFor();

  // saved as it is (a model still being drawn is kept): version 1, the server's warning listed by element
  await btn(drawer, '保存').click();
  await toast(page, '已保存为第 1 版').waitFor();
  await problems.getByText('用户任务没有办理人或候选人').waitFor();
  assert.match(await problems.innerText(), /approve/);

  // the user task's Flowable properties: 审批人 → 候选角色; checked clean and saved again as version 2
  await canvas.locator('g.djs-element[data-element-id="approve"]').click();
  const panel = drawer.locator('[data-testid="bpmn-properties"]');
  await openGroup(panel, '审批人');
  await panel.getByText('别名@dept').first().waitFor();
  await panelField(panel, 'candidateGroups', 'manager');
  // 处理人 picked by name, not typed as an id: stored as the engine reads it, read back by name
  await panel.locator('[data-testid="pick-assignee"]').click();
  const people = page.locator('.flp-people-dialog');
  await people.locator('.ant-select').click();
  await page.keyboard.type('李娜');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '李娜' })
    .first()
    .click();
  await btn(people, '确定').click();
  await people.waitFor({ state: 'hidden' });
  await panel.getByText('已选: 李娜').waitFor();
  assert.match(await panel.locator('input[name="assignee"]').inputValue(), /^taskUser_\d+$/);
  await openGroup(panel, '会签 / 或签');
  await panel.locator('select[name="multiInstanceMode"]').waitFor();
  // 检查 again until the debounced write of 候选角色 has reached the diagram
  await clickUntil(btn(drawer, '检查'), problems.getByText('未发现问题'), 'the check after 候选角色');
  await shot(page, 'designer-1366');
  await btn(drawer, '保存').click();
  await toast(page, '已保存为第 2 版').waitFor();
  await problems.waitFor({ state: 'detached' });
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });

  const row = models.locator('tr.ant-table-row', { hasText: key });
  await row.waitFor();
  assert.match(await row.innerText(), new RegExp(name));
  assert.match(await row.innerText(), /v2/);

  // 版本: both saved versions, newest first; the first one's diagram
  await btn(row, '版本').click();
  const versions = page.locator('.ant-modal', { has: page.locator('[data-testid="model-versions"]') });
  const versionRows = versions.locator('tr.ant-table-row');
  await versionRows.nth(1).waitFor();
  assert.match(await versionRows.nth(0).innerText(), /v2/);
  assert.match(await versionRows.nth(1).innerText(), /v1/);
  await btn(versionRows.nth(1), '查看').click();
  const old = page.locator('.ant-modal', { has: page.locator('[data-testid="bpmn-viewer"]') });
  await old.locator('g.djs-element[data-element-id="approve"]').waitFor();
  await old.locator('.ant-modal-close').click();
  await old.waitFor({ state: 'hidden' });
  await versions.locator('.ant-modal-close').click();
  await versions.waitFor({ state: 'hidden' });

  // 部署: a category from the flow dictionary, common to every tenant
  await btn(row, '部署').click();
  const deploy = page.locator('.ant-modal', { hasText: `部署模型 — ${name}` });
  await deploy.waitFor();
  await deploy.locator('[data-testid="deploy-category"]').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await option.waitFor();
  const category = (await option.innerText()).trim();
  await option.click();
  await btn(deploy, '部署').click();
  await toast(page, '部署成功').waitFor();
  await deploy.waitFor({ state: 'hidden' });

  // --- 流程管理: the definition, active, in its category (found by its key: the default models fill the first page)
  const manager = await openScreen(page, '/flow/manager', 'flow-definitions');
  await manager.locator('input#processDefinitionKey').fill(key);
  await manager.locator('input#processDefinitionKey').press('Enter');
  const def = manager.locator('tr.ant-table-row', { hasText: key });
  await def.waitFor();
  const text = await def.innerText();
  assert.match(text, new RegExp(name));
  assert.match(text, new RegExp(category));
  assert.match(text, /v1/); // the first deployment of the key
  await def.locator('[data-state="1"]').waitFor();

  // 挂起 and 激活, each confirmed
  await btn(def, '挂起').click();
  await confirm(page, `确定挂起流程“${name}”? 其运行中的实例也将挂起。`);
  await def.locator('[data-state="2"]').waitFor();
  assert.match(await def.innerText(), /挂起/);
  await btn(def, '激活').click();
  await confirm(page, `确定激活流程“${name}”?`);
  await def.locator('[data-state="1"]').waitFor();

  // 查看: the deployed diagram, fitted, with its zoom buttons and the watermark
  await btn(def, '查看').click();
  const viewer = page.locator('.ant-modal', { has: page.locator('[data-testid="bpmn-viewer"]') });
  await viewer.locator('g.djs-element[data-element-id="approve"]').waitFor();
  assert.equal(await viewer.locator('.bjs-powered-by').count(), 1);
  await viewer.getByRole('button', { name: '放大' }).click();
  await shot(page, 'viewer-1366');
  await viewer.locator('.ant-modal-close').click();
  await viewer.waitFor({ state: 'hidden' });

  await page.setViewportSize({ width: 700, height: 900 });
  await shot(page, 'manager-700');
  await page.setViewportSize({ width: 1366, height: 900 });

  // 删除 the deployment, then the model
  await btn(def, '删除').click();
  await confirm(page, `确定删除流程“${name}”的部署? 其实例和历史也将一并删除。`);
  await def.waitFor({ state: 'detached' });

  await go(page, '/flow/model');
  await waitRoute(page, '/flow/model');
  await btn(row, '删除').click();
  await confirm(page, `确定删除模型“${name}”及其全部版本?`);
  await row.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

test('a file written for Camunda deploys in 流程管理, and what it ignores is listed in a notification', async () => {
  const page = await b.fresh();
  await signInBrowser(page, BASE);
  const manager = await openScreen(page, '/flow/manager', 'flow-definitions');
  await btn(manager, '部署').click();
  const dialog = page.locator('.ant-modal', { hasText: '部署流程文件' });
  await dialog.waitFor();
  const file = new URL('../apps/server/src/modules/flow/bpmn/fixtures/dialect/camunda.bpmn20.xml', import.meta.url);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'camunda.bpmn20.xml',
    mimeType: 'text/xml',
    buffer: readFileSync(file),
  });
  await dialog.locator('.ant-upload-list-item', { hasText: 'camunda.bpmn20.xml' }).waitFor();
  await dialog.locator('[data-testid="deploy-category"]').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await option.waitFor();
  await option.click();
  await btn(dialog, '部署').click();
  // Deployed: the warning names the element and what this engine ignores, and stays until closed.
  const notice = page.locator('.ant-notification-notice', { hasText: '已部署, 有 1 个提醒' });
  await notice.waitFor();
  assert.equal(
    (await notice.locator('[data-testid="deploy-warnings"] li').innerText()).trim(),
    'userTask "review": <camunda:inputOutput>, camunda:priority 在本引擎中不起作用，已忽略',
  );
  await shot(page, 'deploy-warnings-1366');
  await manager.locator('input#processDefinitionKey').fill('camundaModel');
  await manager.locator('input#processDefinitionKey').press('Enter');
  await manager.locator('tr.ant-table-row', { hasText: 'camundaModel' }).waitFor();
  await notice.locator('.ant-notification-notice-close').click();
  await notice.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

test('in English the screens and the designer speak English', async () => {
  const page = await b.fresh({ width: 1366, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  const models = await openScreen(page, '/flow/model', 'flow-models');
  await models.locator('th', { hasText: 'Model key' }).first().waitFor();
  await btn(models, 'New').click();
  const drawer = page.locator('.ant-drawer-content-wrapper', { has: page.locator('[data-testid="bpmn-modeler"]') });
  await drawer.locator('g.djs-element[data-element-id="approve"]').click();
  const panel = drawer.locator('[data-testid="bpmn-properties"]');
  await openGroup(panel, 'Approvers');
  await panel.getByText('Candidate roles').waitFor();
  await btn(drawer, 'Check').click();
  await drawer.getByText('No assignee, candidate users or candidate roles').waitFor();
  await shot(page, 'designer-en');
  await drawer.locator('.ant-drawer-close').click();
  // an untouched designer closes without asking
  await drawer.waitFor({ state: 'hidden' });
  const manager = await openScreen(page, '/flow/manager', 'flow-definitions');
  await manager.locator('th', { hasText: 'Deployed' }).first().waitFor();
  assert.deepEqual(page.errors, []);
});
