/**
 * 资源管理 > 短信配置 and 短信日志 in the browser: a setting added through the form (its provider a fake on loopback,
 * which the demo platform allows), enabled after the question, 发送测试 sending through it and naming a bad number in
 * its field, and the send in 短信日志 with the number masked.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type FakeSms, SMS_KEY, SMS_SECRET, startFakeSms } from '../apps/server/test/fixtures/fake-sms';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, confirmOk, formDialog, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const SMS = '/resource/sms';
const LOG = '/resource/sms-log';
let fake: FakeSms;
before(async () => {
  fake = await startFakeSms();
});
after(() => fake.close());

test('短信配置: added, enabled, 发送测试 sends through the provider and names a bad number; 短信日志 masks it', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  await go(page, SMS);
  await waitRoute(page, SMS);
  const screen = tab(page, SMS);
  await screen.locator('.ant-table').waitFor();

  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  const input = (label: string) => dialog.locator('.ant-form-item', { hasText: label }).locator('input').first();
  const code = `e2e-sms-${Date.now()}`;
  await input('资源编号').fill(code); // 分类: 阿里云 by default
  await input('模版ID').fill('SMS_0001');
  await input('accessKey').fill(SMS_KEY);
  await input('secretKey').fill(SMS_SECRET);
  await input('短信签名').fill('融资租赁');
  await input('服务地址').fill(fake.url);
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async () => {
    const why = await dialog.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`the setting was not saved: ${why.join('; ') || 'no field message'}`);
  });
  const row = screen.locator('tr.ant-table-row', { hasText: code });
  await row.getByText('未启用').waitFor();

  await btn(row, '启用').click();
  await page
    .locator('.ant-modal-confirm')
    .getByText(/短信.*确定启用/)
    .waitFor();
  await confirmOk(page);
  await row.getByText('已启用').waitFor();

  await btn(row, '发送测试').click();
  const send = page.locator('.ant-modal.crud-action-dialog');
  await send.waitFor();
  await send.locator('textarea').first().fill('123, 13800000099');
  await btn(send, '发送').click();
  await send
    .locator('.ant-form-item-explain-error', { hasText: '不是有效的手机号码 (11 位大陆手机号): 123' })
    .waitFor();
  assert.equal(fake.calls.length, 0, 'nothing sent');
  await send.locator('textarea').first().fill('13800000099');
  await send.locator('textarea').nth(1).fill('{"code":"2468"}');
  await btn(send, '发送').click();
  await toast(page, '发送成功').waitFor();
  await send.waitFor({ state: 'hidden' });
  assert.deepEqual(
    fake.calls.map((c) => [c.provider, c.phones, c.params]),
    [['aliyun', ['13800000099'], { code: '2468' }]],
  );

  await go(page, LOG);
  await waitRoute(page, LOG);
  const log = tab(page, LOG).locator('tr.ant-table-row', { hasText: code });
  await log.getByText('138****0099').waitFor();
  await log.getByText('成功').waitFor();
  assert.equal(await tab(page, LOG).getByText('13800000099').count(), 0, 'the number is never shown whole');
  assert.deepEqual(page.errors, []);
});

test('日志管理: 接口日志 shows the test send with its caller and the number half hidden; 操作日志 the sign-in', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const API_LOG = '/monitor/log/api';
  await go(page, API_LOG);
  await waitRoute(page, API_LOG);
  const api = tab(page, API_LOG);
  const search = api.locator('.crud-search');
  await search.getByPlaceholder('请输入请求地址').fill('send-message');
  await btn(search, '搜索').click();
  const row = api.locator('tr.ant-table-row', { hasText: 'send-message' }).first();
  await row.getByText('写入').waitFor();
  // titled by the screen and the button it was taken under
  await row.getByText('短信配置 — 发送测试').waitFor();
  await row.getByText('admin').waitFor();
  await btn(row, '查看').click();
  const dialog = formDialog(page);
  const view = dialog.locator('.crud-view');
  await view.waitFor();
  const text = await view.innerText();
  assert.match(text, /138\*{4}0099/);
  assert.ok(!text.includes('13800000099'), 'the number is never shown whole');
  await btn(dialog, '关闭').click();
  await dialog.waitFor({ state: 'hidden' });

  const USUAL = '/monitor/log/usual';
  await go(page, USUAL);
  await waitRoute(page, USUAL);
  const usual = tab(page, USUAL);
  await usual
    .locator('tr.ant-table-row', { hasText: '登录' })
    .first()
    .getByRole('cell', { name: 'admin', exact: true })
    .waitFor();
  assert.deepEqual(page.errors, []);
});
