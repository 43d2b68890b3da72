/**
 * The home page's business figures and the cockpit: the figures on screen are the server's, the charts draw, and the
 * cockpit opens in a window of its own with the map of China — from the home page and from its menu item.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { BASE, useBrowser } from './context';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();

/** Whether a chart's canvas has been drawn on (some pixels not transparent). */
async function drawn(chart: Locator) {
  const canvas = chart.locator('canvas').first();
  await canvas.waitFor();
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx || c.width === 0) return false;
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 16) if (data[i] > 0) painted++;
    return painted > 50;
  });
}

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);

test('the home page shows the business figures the server computes, with their charts', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const customers = (await apiAs(page, BASE, '/api/rzzl_qy/newIndex/newIndex/getCustomerSum')) as { total: number };
  const loans = (await apiAs(page, BASE, '/api/rzzl_qy/newIndex/newIndex/getLoanSum')) as {
    disbursedTotal: { count: number };
  };
  const work = (await apiAs(page, BASE, '/api/rzzl_qy/newIndex/newIndex/getIndexMsg')) as { todo: number };
  await page.getByText('经营概览').waitFor();
  await figure(page, 'customers').getByText(String(customers.total), { exact: true }).waitFor();
  await figure(page, 'disbursedTotal').getByText(`${loans.disbursedTotal.count} 笔`).waitFor();
  assert.match(await page.locator('[data-work="todo"]').innerText(), new RegExp(`待办\\s+${work.todo}`));
  for (const chart of ['收入分析', '五级分类', '项目状态', '客户结构'])
    assert.ok(await drawn(page.locator(`[aria-label="${chart}"]`)), `${chart} is drawn`);
  // 资金来源: the demo's bank loans and its own ABS, as the server sums them.
  const sources = (await apiAs(page, BASE, '/api/rzzl_qy/newIndex/newIndex/getSourceSum')) as {
    records: { name: string; share: string }[];
  };
  assert.deepEqual(
    sources.records.map((r) => r.name),
    ['银行借款', '债券'],
  );
  for (const r of sources.records)
    await page
      .locator('.wel-funding [data-figure="funding"]')
      .getByText(`${r.share}%`, { exact: false })
      .first()
      .waitFor();
  // When the figures were computed is said, and 刷新 asks the server again (a stale tab shows its age and renews it).
  const asOf = page.locator('.wel-section-title [data-testid="figures-as-of"]');
  const stamp = /数据时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;
  assert.match(await asOf.innerText(), stamp);
  const asked = page.waitForRequest((r) => r.url().includes('/newIndex/newIndex/getLoanSum'));
  await asOf.locator('[data-testid="figures-refresh"]').click();
  await asked;
  assert.match(await page.locator('.wel-work [data-testid="figures-as-of"]').innerText(), stamp);
  assert.deepEqual(page.errors, []);
});

test('the cockpit opens in a new window: headline figures, the map of China, the ranking', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const header = (await apiAs(page, BASE, '/api/rzzl_qy/cockpit/cockpit/getIndexHeader')) as {
    customerCount: number;
    contractCount: number;
  };
  const [cockpit] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: '打开驾驶舱' }).click(),
  ]);
  await cockpit.waitForFunction(() => location.hash === '#/fl/cockpit/index');
  await cockpit.getByRole('heading', { name: '融资租赁业务驾驶舱' }).waitFor();
  await figure(cockpit, 'customers').getByText(String(header.customerCount)).waitFor();
  await figure(cockpit, 'contracts').getByText(String(header.contractCount)).waitFor();
  assert.ok(await drawn(cockpit.locator('[aria-label="区域分布"]')), 'the map is drawn');
  assert.ok(await drawn(cockpit.locator('[aria-label="年度对比"]')), 'the year contrast is drawn');
  // 资金来源: the banks ranked by what is owed to them, and the bonds.
  await cockpit.locator('.cockpit-capital [data-source="CCB"]', { hasText: '中国建设银行' }).waitFor();
  await cockpit.locator('.cockpit-capital [data-source="BOND"]', { hasText: '债券' }).waitFor();
  // Outside the shell: no sidebar, no tabs.
  assert.equal(await cockpit.locator('.shell-page').count(), 0);
  // The sidebar's 驾驶舱 item opens it in a new window too (spec: the item named cockpit).
  const item = page.locator('.ant-menu-item', { hasText: '驾驶舱' }).first();
  const [again] = await Promise.all([page.context().waitForEvent('page'), item.click()]);
  await again.waitForFunction(() => location.hash === '#/fl/cockpit/index');
  assert.equal(await page.evaluate(() => location.hash), '#/wel/index', 'the home page stays where it was');
});

test('in English on a small screen: the home figures and the cockpit', async () => {
  const page = await b.fresh({ width: 700, height: 900, lang: 'en-US' });
  await signInBrowser(page, BASE);
  await page.getByText('Business overview').waitFor();
  await page.locator('.wel-funding').getByText('Bank loans').waitFor();
  const [cockpit] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open the cockpit' }).click(),
  ]);
  await cockpit.getByRole('heading', { name: 'Financing-lease cockpit' }).waitFor();
  assert.ok(await drawn(cockpit.locator('[aria-label="By province"]')));
  // Nothing overflows sideways.
  assert.ok(await cockpit.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1));
});
