/**
 * 工商信息 as staff use it, against a fake 企查查 started by this test on loopback: the not-configured state with its
 * link to 外部数据服务, the settings saved and tested there, then a company searched and its registry data shown in
 * the EnterpriseDataPanel (工商照面, tab counts, a paged dataset, 刷新) — in Chinese and in English.
 * E2E_SHOTS=<dir> also writes screenshots at 1366 px and 700 px.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  COMPANY,
  FAKE_KEY,
  FAKE_SECRET,
  type FakeQichacha,
  startFakeQichacha,
} from '../apps/server/test/fixtures/fake-qichacha';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, clickUntil } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
const QUERY = '/system/enterprise-query';
const SETTING = '/system/enterprise-setting';
const SHOTS = process.env.E2E_SHOTS;
let fake: FakeQichacha;

before(async () => {
  fake = await startFakeQichacha();
});
after(async () => {
  await fake.close();
});

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function search(page: Page, keyword: string, label = '查询') {
  const screen = tab(page, QUERY);
  await screen.locator('input.enterprise-keyword, .enterprise-keyword input').first().fill(keyword);
  await btn(screen, label).click();
}

test('not configured, then configured in 外部数据服务, then a company’s registry data in the panel', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  // Start from no provider (a server reused between runs keeps what the last run saved).
  await apiAs(page, BASE, '/api/rzzl_qy/enterprise/setting/submit', {
    provider: 'qichacha',
    baseUrl: 'https://api.qichacha.com',
    enabled: 0,
  });
  await go(page, QUERY);
  await waitRoute(page, QUERY);
  await search(page, COMPANY.Name);
  const query = tab(page, QUERY);
  const notConfigured = query.locator('.enterprise-not-configured');
  await notConfigured.getByText('未配置工商数据服务').waitFor();
  await shot(page, 'query-not-configured-zh-1366');
  await btn(notConfigured, '前往设置').click();
  await waitRoute(page, SETTING);

  const settings = tab(page, SETTING);
  await settings.getByText('未配置', { exact: true }).waitFor();
  await settings.locator('#baseUrl').fill(fake.url);
  await settings.locator('#appKey').fill(FAKE_KEY);
  await settings.locator('#secretKey').fill(FAKE_SECRET);
  await btn(settings, '保存').click();
  await settings.getByText('已配置', { exact: true }).waitFor();
  // The keys come back masked, never whole.
  assert.equal(await settings.locator('#secretKey').inputValue(), '******cdef');
  await settings.locator('.enterprise-test-name input, input.enterprise-test-name').first().fill(COMPANY.Name);
  await btn(settings, '连接测试').click();
  await settings
    .locator('.enterprise-test-result')
    .getByText(`连接成功：${COMPANY.Name} ${COMPANY.CreditCode}`)
    .waitFor();
  await shot(page, 'settings-zh-1366');
  // Saving again with the masks unchanged keeps the keys: the test still connects.
  await btn(settings, '保存').click();
  await btn(settings, '连接测试').click();
  await settings.locator('.enterprise-test-result').getByText('连接成功').waitFor();

  await go(page, QUERY);
  await waitRoute(page, QUERY);
  await search(page, '星河');
  const panel = query.locator('.enterprise-panel');
  await panel.getByText('王建国').first().waitFor();
  await panel.getByText('50000万元人民币').waitFor();
  await panel.locator('.enterprise-provenance').first().waitFor();
  // Tab badges: the counts of each dataset.
  const changesTab = panel.locator('.ant-tabs-tab', { hasText: '变更记录' });
  await changesTab.locator('.ant-badge', { hasText: '12' }).waitFor();
  await panel.locator('.ant-tabs-tab', { hasText: '失信被执行' }).locator('.ant-badge', { hasText: '0' }).waitFor();
  await shot(page, 'panel-basic-zh-1366');
  await changesTab.click();
  const changes = panel.getByRole('tabpanel');
  await changes.locator('tr.ant-table-row').first().waitFor();
  assert.equal(await changes.locator('tr.ant-table-row').count(), 10);
  await changes.locator('.ant-pagination-item-2').click();
  await changes.locator('tr.ant-table-row', { hasText: '变更后内容12' }).waitFor();
  assert.equal(await changes.locator('tr.ant-table-row').count(), 2);
  await shot(page, 'panel-changes-zh-1366');

  // 刷新 asks the provider again.
  const calls = fake.calls.length;
  await btn(panel, '刷新').first().click();
  await page.waitForFunction(() => !document.querySelector('.enterprise-panel .ant-btn-loading'));
  assert.ok(fake.calls.length > calls, 'the provider was asked again');
  assert.deepEqual(page.errors, []);
});

test('in English, and on a narrow window, the panel speaks English and the cache says where data came from', async () => {
  const page = await b.fresh({ width: 700, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  await go(page, QUERY);
  await waitRoute(page, QUERY);
  await search(page, COMPANY.CreditCode, 'Search');
  const panel = tab(page, QUERY).locator('.enterprise-panel');
  await panel.getByText('Legal representative').waitFor();
  await panel.locator('.ant-tabs-tab', { hasText: 'Registration' }).waitFor();
  await shot(page, 'panel-basic-en-700');
  await page.setViewportSize({ width: 1366, height: 900 });
  // The panel lays itself out again for the wider window: a click during that is lost, so click until it is active.
  const shareholders = panel.locator('.ant-tabs-tab', { hasText: 'Shareholders' });
  await clickUntil(shareholders, shareholders.and(panel.locator('.ant-tabs-tab-active')), 'tab Shareholders');
  const pane = panel.getByRole('tabpanel');
  await pane.locator('tr.ant-table-row', { hasText: '星河控股集团有限公司' }).waitFor();
  await pane.getByText('Cached').waitFor();
  await shot(page, 'panel-shareholders-en-1366');
  await go(page, SETTING);
  await waitRoute(page, SETTING);
  await tab(page, SETTING).getByText('Configured', { exact: true }).waitFor();
  await shot(page, 'settings-en-1366');
  await page.setViewportSize({ width: 700, height: 900 });
  await shot(page, 'settings-en-700');
  assert.deepEqual(page.errors, []);
});
