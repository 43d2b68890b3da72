/**
 * The record views of the project and contract screens on the demo data (issue 14): an approved project's 审批流程
 * lists its chain and opens a step's history, its 评审结果 shows the meeting's votes; the signed contract's 合同文本
 * lists its generated document; a guarantor's 对外担保 lists the guarantees it gives. Each of these once failed
 * against the server's answer (an object where a list was read, a meeting id where the project's was asked).
 *   node scripts/test.mjs e2e   (or start e2e/server.ts and run this file with E2E_BASE)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { button, openTab } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();

/** Searches the screen by a text field (other tests add rows: the demo's may be on a later page). */
async function searchBy(screen: Locator, placeholder: string, text: string) {
  await screen.getByPlaceholder(placeholder).fill(text);
  await button(screen.locator('.crud-search'), '搜索').click();
  await screen.locator('tr.ant-table-row', { hasText: text }).first().waitFor();
}

/** 查看 on the row showing `text`, then the drawer's tab `tab`; answers the drawer. */
async function viewTab(page: Page, screen: Locator, text: string, tab: string) {
  await button(screen.locator('tr.ant-table-row', { hasText: text }).first(), '查看').click();
  const drawer = page.locator('.crud-record-drawer .ant-drawer-content-wrapper');
  return pickTab(drawer, tab);
}

async function pickTab(drawer: Locator, tab: string) {
  await openTab(drawer, tab);
  await drawer.locator('.ant-tabs-tab-active', { hasText: tab }).waitFor();
  return drawer;
}

test("an approved project's chain and review result, the signed contract's document, a guarantor's guarantees", async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);

  const projects = await openScreen(page, '/project/info');
  await searchBy(projects, '请输入项目名称', '华东重工挖掘机售后回租项目');
  const chain = await viewTab(page, projects, '华东重工挖掘机售后回租项目', '审批流程');
  const steps = chain.locator('.project-chain > .ant-space-item > .ant-card');
  await steps.first().waitFor();
  assert.equal(await steps.count(), 5);
  assert.equal(await chain.locator('.project-chain .ant-tag', { hasText: '已完成' }).count(), 4);
  // 立项 and 项目申请 keep their rounds too; the third step is the meeting.
  assert.equal(await steps.nth(0).locator('.ant-collapse-header').count(), 1);
  await steps.nth(2).locator('.ant-collapse-header').first().click();
  await chain.locator('.project-chain .flow-history-item', { hasText: '评审委员投票' }).first().waitFor();

  const review = await pickTab(chain, '评审结果');
  await review.locator('.ant-tag:visible', { hasText: '通过' }).waitFor();
  assert.equal(await review.locator('tr.ant-table-row:visible').count(), 3);
  await page.locator('.ant-drawer-close:visible').click();

  const contracts = await openScreen(page, '/contract/info');
  await searchBy(contracts, '请输入合同名称', '华东重工挖掘机售后回租合同(一期)');
  const doc = await viewTab(page, contracts, '华东重工挖掘机售后回租合同(一期)', '合同文本');
  await doc.getByText('华东重工挖掘机售后回租合同(一期).docx').waitFor();
  await page.locator('.ant-drawer-close:visible').click();
  // The document's download is offered on the row once it exists.
  await button(contracts.locator('tr.ant-table-row', { hasText: '(一期)' }), '下载合同').waitFor();

  const customers = await openScreen(page, '/customer/basicinfo');
  await searchBy(customers, '请输入客户名称', '华东重工集团');
  const given = await viewTab(page, customers, '华东重工集团', '对外担保');
  await given.locator('tr.ant-table-row:visible', { hasText: '-BZ01' }).first().waitFor();
  assert.deepEqual((page as Page & { errors: string[] }).errors, []);
});
