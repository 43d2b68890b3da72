/**
 * Attachments and object storage in the browser: a notice saved with an uploaded file, the file shown in the
 * notice's view and downloaded (through a download ticket); 资源管理 > 对象存储 with 启用 state and 连接测试.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, formDialog } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();
const NOTICES = '/desk/notice';
const OSS = '/resource/oss';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** window.open records the address instead of opening it, so the test can fetch what a click would open. */
async function catchOpens(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { opened: string[] };
    w.opened = [];
    window.open = (url?: string | URL) => {
      w.opened.push(String(url));
      return null;
    };
  });
}
const lastOpened = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { opened: string[] }).opened.at(-1))
    .then((h) => h.jsonValue() as Promise<string>);

test('a notice saved with an uploaded file shows it in its view and downloads it', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  await go(page, NOTICES);
  await waitRoute(page, NOTICES);
  const screen = tab(page, NOTICES);
  await screen.locator('.ant-table').waitFor();
  const title = `附件通知${Date.now()}`;

  await btn(screen, '新增').click();
  const dialog = formDialog(page);
  await dialog.waitFor();
  await dialog.getByPlaceholder('请输入通知标题').fill(title);
  await dialog.locator('.ant-form-item', { hasText: '通知类型' }).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '发布通知' })
    .click();
  await dialog.getByPlaceholder('请选择通知日期').click();
  await page.locator('.ant-picker-now-btn:visible').click();
  const upload = dialog.locator('.ant-form-item', { hasText: '附件' });
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: '设备巡检报告.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByText('设备巡检报告.pdf').waitFor();
  // A disguised file is refused by the server, and the form keeps what it had.
  await upload.locator('input[type=file]').setInputFiles({
    name: 'evil.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await page
    .getByText(/文件类型不允许/)
    .first()
    .waitFor();
  assert.equal(await upload.locator('.flp-file-list .ant-list-item').count(), 1);
  await shot(page, 'notice-attachments-form');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async () => {
    const why = await dialog.locator('.ant-form-item-explain-error').allInnerTexts();
    throw new Error(`the notice was not saved: ${why.join('; ') || 'no field message'}`);
  });

  const row = screen.locator('tr.ant-table-row', { hasText: title });
  await row.waitFor();
  await btn(row, '查看').click();
  const drawer = page.locator('.crud-drawer');
  const download = drawer.getByRole('button', { name: '下载 设备巡检报告.pdf' });
  await download.waitFor();
  assert.match(await drawer.locator('.flp-file-list').innerText(), /设备巡检报告\.pdf \(48 B\)/);
  await shot(page, 'notice-attachments-view');

  await catchOpens(page);
  await download.click();
  const url = await lastOpened(page);
  assert.match(url, /\/api\/blade-resource\/oss\/endpoint\/file\/000000-[0-9a-f]{32}\.pdf\?ticket=/);
  const got = await page.request.get(new URL(url, BASE).toString());
  assert.equal(got.status(), 200);
  assert.deepEqual(await got.body(), PDF);
  assert.equal(got.headers()['x-content-type-options'], 'nosniff');
  assert.deepEqual(page.errors, []);
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`对象存储 lists the settings, tests a connection and asks before enabling (${lang})`, async () => {
    const zh = lang === 'zh-CN';
    const page = await b.fresh({ width: 1366, height: 900, lang });
    await signInBrowser(page, BASE);
    await go(page, OSS);
    await waitRoute(page, OSS);
    const screen = tab(page, OSS);
    const local = screen.locator('tr.ant-table-row', { hasText: 'local' }).first();
    await local.waitFor();
    await local.getByText(zh ? '已启用' : 'Enabled').waitFor();
    const minio = screen.locator('tr.ant-table-row', { hasText: 'minio-demo' });
    await minio.getByText(zh ? '未启用' : 'Disabled').waitFor();
    await shot(page, `oss-list-${lang}`);

    await btn(local, zh ? '连接测试' : 'Test connection').click();
    await page.getByText(zh ? /^连接成功/ : /^Reachable/).waitFor();
    await btn(minio, zh ? '连接测试' : 'Test connection').click();
    const failed = page.locator('.ant-modal-confirm-error');
    await failed.getByText(zh ? /无法连接/ : /Could not connect/).waitFor();
    await shot(page, `oss-test-${lang}`);
    await failed.locator('button.ant-btn').last().click();

    await btn(minio, zh ? '启用' : 'Enable').click();
    await page
      .locator('.ant-modal-confirm')
      .getByText(zh ? /确定启用/ : /Enable it\?/)
      .waitFor();
    await page.locator('.ant-modal-confirm button.ant-btn').first().click(); // 取消
    await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });

    // The local folder needs no endpoint: its bucket fields are disabled while that category is chosen.
    await btn(screen, zh ? '新增' : 'Add').click();
    const dialog = formDialog(page);
    await dialog.waitFor();
    const endpoint = dialog.locator('.ant-form-item', { hasText: zh ? '资源地址' : 'Endpoint' }).locator('input');
    assert.equal(await endpoint.isDisabled(), false);
    await dialog
      .locator('.ant-form-item', { hasText: zh ? '分类' : 'Category' })
      .locator('.ant-select')
      .click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: zh ? '本地存储' : 'Local folder',
      })
      .click();
    await page
      .waitForFunction(
        (sel) => (document.querySelector(sel) as HTMLInputElement | null)?.disabled === true,
        '.ant-modal.crud-dialog input#endpoint',
      )
      .catch(async () => assert.equal(await endpoint.isDisabled(), true));
    await shot(page, `oss-form-${lang}`);
    if (SHOTS) {
      await page.setViewportSize({ width: 700, height: 900 });
      await shot(page, `oss-form-700-${lang}`);
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    // Back to a bucket category: its fields take input again and are saved.
    await dialog
      .locator('.ant-form-item', { hasText: zh ? '分类' : 'Category' })
      .locator('.ant-select')
      .click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'MinIO' })
      .click();
    const code = `e2e-${lang}-${Date.now()}`;
    const input = (label: string) => dialog.locator('.ant-form-item', { hasText: label }).locator('input').first();
    await input(zh ? '资源编号' : 'Code').fill(code);
    await endpoint.fill('http://127.0.0.1:9');
    await input(zh ? 'accessKey' : 'Access key').fill('ak');
    await input(zh ? 'secretKey' : 'Secret key').fill('sk');
    await input(zh ? '空间名' : 'Bucket').fill('flp-e2e');
    await btn(dialog, zh ? '保存' : 'Save').click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 }).catch(async () => {
      const why = await dialog.locator('.ant-form-item-explain-error').allInnerTexts();
      throw new Error(`the setting was not saved: ${why.join('; ') || 'no field message'}`);
    });
    const added = screen.locator('tr.ant-table-row', { hasText: code });
    await added.getByText('http://127.0.0.1:9').waitFor();
    await added.getByText('flp-e2e').waitFor();
    assert.deepEqual(page.errors, []);
  });
}
