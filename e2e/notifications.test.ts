/**
 * Notices and the notification center as a person uses them (spec §2 "Notification popover and drawers", §4
 * "Notification"): a published notice reaches the author's bell, opening it shows the content, closing the detail
 * marks it read, and 全部已读 empties the unread tab.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { bellBadge, button as btn, formDialog, toast, waitBadge } from './locators';
import { accessToken, signInBrowser } from './session';

const b = useBrowser();

const bell = (page: Page) => page.locator('button[aria-label="消息通知"]');
const popover = (page: Page) => page.locator('.notice-popover:not(.ant-popover-hidden)');
const detailDrawer = (page: Page) => page.locator('.notice-detail .ant-drawer-content-wrapper');

/** Publishes a notice through the notices screen's add dialog. */
async function addNotice(page: Page, screen: Locator, title: string, content: string) {
  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入通知标题').fill(title);
  await dialog.locator('.ant-form-item', { hasText: '通知类型' }).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '发布通知' })
    .click();
  await dialog.getByPlaceholder('请输入通知内容').fill(content);
  // the date picker's 今天 (Enter in the input would submit the form)
  await dialog.getByPlaceholder('请选择通知日期').click();
  await page.locator('.ant-picker-now-btn:visible').click();
  await btn(dialog, '保存').click();
  // The saved dialog closes; if it stays, the form says why (a field's message) and the test shows it.
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async () => {
    const why = await dialog.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`the notice was not saved: ${why.join('; ') || 'no field message'}`);
  });
  await screen.locator('tr.ant-table-row', { hasText: title }).waitFor();
}

/** Opens the bell's popover on the given tab (未读 or 已读). */
async function openPopover(page: Page, tabName: '未读' | '已读') {
  if (!(await popover(page).isVisible())) await bell(page).click();
  await popover(page).waitFor();
  await popover(page).locator('.ant-tabs-tab', { hasText: tabName }).click();
  return popover(page).locator('[role=tabpanel][aria-hidden=false]');
}

test('a published notice reaches the bell; reading it moves it to 已读; 全部已读 empties 未读', async () => {
  const page = await b.fresh({ width: 1440, height: 900 });
  await signInBrowser(page, BASE);
  await go(page, '/desk/notice');
  await waitRoute(page, '/desk/notice');
  const screen = tab(page, '/desk/notice');
  await screen.locator('.ant-table').waitFor();

  // two notices: one to read, one left for 全部已读
  const stamp = Date.now() % 1_000_000;
  const first = { title: `端到端通知${stamp}A`, content: `请于月底前提交设备巡检报告 ${stamp}` };
  const second = { title: `端到端通知${stamp}B`, content: `下周一系统升级 ${stamp}` };
  await addNotice(page, screen, first.title, first.content);
  await addNotice(page, screen, second.title, second.content);

  // the author receives them too: the badge counts them
  await waitBadge(page, (n) => n >= 2, 'counts the two notices');

  // 未读 lists both; the first opens in the detail drawer
  let pane = await openPopover(page, '未读');
  const firstItem = pane.locator('.notice-item', { hasText: first.title });
  await firstItem.waitFor();
  await pane.locator('.notice-item', { hasText: second.title }).waitFor();
  assert.match(await firstItem.locator('.notice-item-title').innerText(), /通知公告/);
  await firstItem.click();
  const drawer = detailDrawer(page);
  await drawer.waitFor();
  assert.equal((await drawer.locator('.ant-drawer-title').innerText()).trim(), '通知公告');
  await drawer.locator('.notice-detail-content', { hasText: first.content }).waitFor();
  await drawer.getByText('未读', { exact: true }).waitFor();

  // closing it marks it read: the badge drops by one and the message moves to 已读
  const before = await bellBadge(page);
  await drawer.locator('.ant-drawer-close').click();
  await drawer.waitFor({ state: 'hidden' });
  await waitBadge(page, (n) => n === before - 1, `drops from ${before} by one`);
  pane = await openPopover(page, '已读');
  await pane.locator('.notice-item', { hasText: first.title }).waitFor();
  pane = await openPopover(page, '未读');
  await pane.locator('.notice-item', { hasText: first.title }).waitFor({ state: 'detached' });
  await pane.locator('.notice-item', { hasText: second.title }).waitFor();

  // 全部已读 empties 未读 and the badge
  await btn(popover(page), '全部已读').click();
  await toast(page, '条消息标记为已读').waitFor();
  await pane.getByText('暂无未读消息').waitFor();
  await waitBadge(page, (n) => n === 0, 'is gone');
  await popover(page).locator('.ant-tabs-tab', { hasText: '未读(0)' }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('全部 opens the full list: 20 a page, filtered by content, reset, and a row opens its detail', async () => {
  const page = await b.fresh({ width: 1440, height: 900 });
  await signInBrowser(page, BASE);
  const token = await accessToken(page);
  const stamp = Date.now() % 1_000_000;
  for (let i = 1; i <= 11; i++) {
    const res = await fetch(`${BASE}/api/blade-desk/notice/submit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'blade-auth': `bearer ${token}`,
        authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
      },
      body: JSON.stringify({
        title: `批量${stamp}-${i}`,
        category: 7,
        releaseTime: '2026-11-22',
        content: `第${i}条 ${stamp}`,
      }),
    });
    assert.equal(res.status, 200, await res.text());
  }
  await waitBadge(page, (n) => n >= 11, 'counts the eleven notices');

  // more than 10 unread: the popover offers 全部, which opens the list on the unread ones
  await openPopover(page, '未读');
  await btn(popover(page), '全部').click();
  const list = page.locator('.notice-list-drawer .ant-drawer-content-wrapper');
  await list.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.notice-list-drawer tr.ant-table-row').length >= 11);
  assert.ok((await list.locator('tr.ant-table-row').count()) <= 20);
  await list.locator('.ant-pagination-options .ant-select', { hasText: '20' }).waitFor();

  // a content filter finds the one message; reset brings the rest back
  await list.getByPlaceholder(/内容/).fill(`第7条 ${stamp}`);
  await btn(list, '搜索').click();
  await page.waitForFunction(() => document.querySelectorAll('.notice-list-drawer tr.ant-table-row').length === 1);
  await list.locator('tr.ant-table-row', { hasText: `第7条 ${stamp}` }).waitFor();
  await btn(list, '重置').click();
  await page.waitForFunction(() => document.querySelectorAll('.notice-list-drawer tr.ant-table-row').length >= 11);

  // a row opens its detail
  await list.locator('tr.ant-table-row', { hasText: `第3条 ${stamp}` }).click();
  const drawer = detailDrawer(page);
  await drawer.locator('.notice-detail-content', { hasText: `第3条 ${stamp}` }).waitFor();
  assert.deepEqual(page.errors, []);
});
