/** The rent calculator as a salesperson uses it: terms in, the schedule and IRRs out as they type, an Excel file. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, go, tab, useBrowser } from './context';
import { signInBrowser } from './session';

const b = useBrowser();
const calc = (page: import('playwright-core').Page) => tab(page, '/lending/calculator');

test('the default terms give the DOMAIN.md schedule; changing the method recomputes at once', async () => {
  const page = await b.fresh({ width: 1440, height: 1000 });
  await signInBrowser(page, BASE);
  await go(page, '/lending/calculator');
  const firstRow = calc(page).locator('tr.ant-table-row').first();
  await firstRow.waitFor();
  assert.match(await firstRow.innerText(), /86,066\.43\s+81,066\.43\s+5,000\.00\s+918,933\.57/);
  await calc(page).getByText('32,797.15').first().waitFor();

  // 等额本金: the first rent becomes 88,333.33
  await page.locator('[aria-label="租金计算方式"]').click({ force: true });
  await page.locator('.ant-select-item-option', { hasText: '等额本金' }).click();
  await calc(page).locator('tr.ant-table-row').first().getByText('88,333.33').waitFor();

  // a rate of 100 % is refused with the field named
  await page.locator('input[aria-label="年利率(%)"]').fill('');
  await page.locator('input[aria-label="年利率(%)"]').fill('0');
  await calc(page).locator('tr.ant-table-row').first().getByText('83,333.33').first().waitFor();
  assert.deepEqual(page.errors, []);
});

test('the schedule exports to an Excel file', async () => {
  const page = await b.fresh({ width: 1440, height: 1000 });
  await signInBrowser(page, BASE);
  await go(page, '/lending/calculator');
  await calc(page).locator('tr.ant-table-row').first().waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /导出Excel/ }).click(),
  ]);
  assert.equal(download.suggestedFilename(), '租金测算表.xlsx');
  const path = await download.path();
  assert.ok(path);
});

test('amounts and the rate go to the server as the strings typed, never as JavaScript numbers', async () => {
  const page = await b.fresh({ width: 1440, height: 1000 });
  await signInBrowser(page, BASE);
  await go(page, '/lending/calculator');
  await calc(page).locator('tr.ant-table-row').first().waitFor();
  const principal = page.locator('input[aria-label="融资本金(元)"]');
  await principal.fill('');
  await principal.pressSequentially('987654321098.76');
  const rate = page.locator('input[aria-label="年利率(%)"]');
  await rate.fill('');
  await rate.pressSequentially('4.325');
  await rate.blur();
  await calc(page).getByText('987,654,321,098.76').first().waitFor();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/calculator/export')),
    page.getByRole('button', { name: /导出Excel/ }).click(),
  ]);
  const body = request.postDataJSON();
  assert.equal(body.principal, '987654321098.76');
  assert.equal(body.annualRate, '4.325');
  assert.deepEqual(page.errors, []);
});
