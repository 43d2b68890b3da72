/** 定时任务 as the platform administrator uses it: the retention job listed, run now and its run seen, its settings edited. */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const PATH = '/system/job';
/** Screenshots for looking at the screen (E2E_SHOTS=dir), not part of the docs. */
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function open(page: Page) {
  await signInBrowser(page, BASE);
  await go(page, PATH);
  await waitRoute(page, PATH);
  const screen = tab(page, PATH);
  await screen.locator('[data-testid="jobs"] tr.ant-table-row').first().waitFor();
  return screen;
}

test('run the retention job now, see its result and its run; edit its pattern with a preview', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  const screen = await open(page);
  const row = screen.locator('[data-testid="jobs"] tr.ant-table-row', { hasText: '日志清理' });
  await row.waitFor();
  assert.match(await row.innerText(), /30 2 \* \* \*/);
  assert.match(await row.innerText(), /从未运行/);

  await btn(row, '立即执行').click();
  const result = page.locator('.ant-modal-confirm');
  await result.waitFor();
  const text = await result.innerText();
  assert.match(text, /执行结果 — 日志清理/);
  assert.match(text, /成功/);
  assert.match(text, /错误日志保留 90 天，删除 .* 之前的 0 条/);
  await shot(page, 'zh-run-result');
  await btn(result, '知道了').or(btn(result, '确定')).first().click();
  await result.waitFor({ state: 'detached' });

  // The job's last run and the run itself, below.
  await row.locator('[data-status="succeeded"]').waitFor();
  const runs = screen.locator('[data-testid="job-runs"] tr.ant-table-row');
  await runs.first().waitFor();
  const runText = await runs.first().innerText();
  assert.match(runText, /日志清理/);
  assert.match(runText, /手动 · admin/);
  assert.match(runText, /成功/);
  await btn(row, '运行记录').click();
  await screen.getByText('运行记录 — 日志清理').waitFor();

  // 编辑: a preview of the next five times, a bad pattern refused beside the field, an override saved switched off.
  await btn(row, '编辑').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '编辑任务 — 日志清理' });
  await dialog.waitFor();
  const preview = dialog.locator('[data-testid="cron-preview"] .ant-list-item');
  await preview.nth(4).waitFor();
  assert.equal(await preview.count(), 5);
  assert.match(await preview.first().innerText(), /02:30:00$/);
  const cron = dialog.getByPlaceholder('30 2 * * *');
  await cron.fill('0 9 * * 1');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="cron-preview"] .ant-list-item')].some((e) =>
      e.textContent?.endsWith('09:00:00'),
    ),
  );
  await shot(page, 'zh-edit');
  await cron.fill('99 * * * *');
  await dialog.getByText(/Cron 表达式: 不是有效的 Cron 表达式/).waitFor();
  await cron.fill('0 9 * * 1');
  await dialog.locator('.ant-switch').click();
  await btn(dialog, '确定').click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('已覆盖').waitFor();
  await row.getByText('停用').waitFor();
  assert.match(await row.innerText(), /0 9 \* \* 1/);
  await shot(page, 'zh-1366');
  await page.setViewportSize({ width: 700, height: 900 });
  await shot(page, 'zh-700');
  assert.deepEqual(page.errors, []);
});

test('in English the screen speaks English', async () => {
  const page = await b.fresh({ width: 1366, height: 900, lang: 'en-US' });
  const screen = await open(page);
  await screen.locator('th', { hasText: 'Next run' }).first().waitFor();
  const row = screen.locator('[data-testid="jobs"] tr.ant-table-row', { hasText: 'Log retention' });
  await row.waitFor();
  await btn(row, 'Run now').click();
  const result = page.locator('.ant-modal-confirm');
  await result.waitFor();
  assert.match(await result.innerText(), /error-log kept \d+ days, 0 entries from before/);
  await btn(result, 'OK').click();
  await screen.locator('[data-testid="job-runs"] tr.ant-table-row', { hasText: 'Manual · admin' }).first().waitFor();
  await shot(page, 'en-1366');
  await page.setViewportSize({ width: 700, height: 900 });
  await shot(page, 'en-700');
  assert.deepEqual(page.errors, []);
});
