/**
 * 研发工具 in the browser: 数据源管理's 测试连接 on the platform's own database says it connected; 代码生成 downloads the
 * demo setting's zip — this codebase's pieces for 通知公告's table — and 复制 adds a second setting.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { unzipSync } from 'fflate';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { button as btn, toast } from './locators';
import { signInBrowser } from './session';

const b = useBrowser();

test('研发工具: 测试连接 connects to the own database; 代码生成 downloads the table’s pieces; 复制 adds a setting', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE);
  const SOURCES = '/tool/datasource';
  await go(page, SOURCES);
  await waitRoute(page, SOURCES);
  const own = tab(page, SOURCES).locator('tr.ant-table-row', { hasText: '本平台数据库' });
  await btn(own, '测试连接').click();
  await toast(page, '连接成功').waitFor();

  const CODE = '/tool/code';
  await go(page, CODE);
  await waitRoute(page, CODE);
  const screen = tab(page, CODE);
  const row = screen.locator('tr.ant-table-row', { hasText: 'blade_notice' });
  const download = page.waitForEvent('download');
  await btn(row, '代码生成').click();
  const file = await download;
  const path = join(tmpdir(), `flp-e2e-code-${process.pid}.zip`);
  await file.saveAs(path);
  const names = Object.keys(unzipSync(new Uint8Array(readFileSync(path))));
  assert.ok(
    names.some((n) => n.endsWith('.ts') && n.includes('bulletin')),
    names.join(', '),
  );
  assert.ok(
    names.some((n) => /README/i.test(n)),
    names.join(', '),
  );

  await btn(row, '复制').click();
  await toast(page, '已复制').waitFor();
  await screen.locator('tr.ant-table-row', { hasText: 'blade_notice' }).nth(1).waitFor();
  assert.deepEqual(page.errors, []);
});
