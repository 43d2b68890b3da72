/**
 * 企业准入扫描 as a risk officer uses it, against a fake 企查查 started by this test on loopback: the provider set for
 * the scan service, a company scanned from the screen by the provider, its level and score in the list, its hits in
 * 查看's 风险明细 tab, its report a link away.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  COMPANY,
  FAKE_KEY,
  FAKE_SECRET,
  type FakeQichacha,
  startFakeQichacha,
} from '../apps/server/test/fixtures/fake-qichacha';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, pickOption, toast } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
let fake: FakeQichacha;

before(async () => {
  fake = await startFakeQichacha();
});
after(async () => {
  await fake.close();
});

test('a company scanned by the provider from the screen: level and score listed, hits in 查看, the report linked', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  await apiAs(page, BASE, '/api/rzzl_qy/outside/setting/submit', {
    service: 'compScan',
    provider: 'qichacha',
    baseUrl: fake.url,
    appKey: FAKE_KEY,
    secretKey: FAKE_SECRET,
    timeoutMs: 3000,
    enabled: 1,
  });
  const screen = await openScreen(page, '/risk/comp-diligence');
  await btn(screen, '新增').click();
  const form = formDialog(page);
  await form.locator('.ant-form-item', { hasText: '企业名称' }).locator('input').fill(COMPANY.Name);
  await form.locator('.ant-form-item', { hasText: '统一社会信用代码' }).locator('input').fill(COMPANY.CreditCode);
  await pickOption(page, form.locator('.ant-form-item', { hasText: '扫描方式' }).locator('.ant-select'), '服务商');
  await btn(form, '保存').click();
  await toast(page, '新增成功').waitFor();
  const row = screen.locator('tr.ant-table-row', { hasText: COMPANY.Name }).first();
  await row.getByText('已完成').waitFor();
  await row.getByText('较低').waitFor();
  assert.equal(await row.locator('td', { hasText: /^78$/ }).count(), 1);
  assert.equal(await row.locator('a', { hasText: '扫描报告' }).count(), 1);

  await btn(row, '查看').click();
  const drawer = page.locator('.crud-drawer');
  await drawer.getByRole('tab', { name: '风险明细' }).click();
  const hit = drawer.locator('tr.ant-table-row', { hasText: '法定代表人变更' });
  await hit.waitFor();
  await hit.locator('.ant-tag', { hasText: '黄' }).waitFor();
  assert.ok(fake.calls.some((c) => c.path === '/AcctScan/GetInfo'));
  assert.deepEqual(page.errors, []);
});
