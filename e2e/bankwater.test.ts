/**
 * 银行流水 as risk uses it (issue 33's evidence, the bank-statement half): 李娜 opens an analysis for a company,
 * uploads a year of its CCB statement as the bank exports it, reads it (解析) and analyses it (分析), and reads the
 * analysis — the figures, the months' chart, the largest customers — and the flagged transactions; the demo's own
 * analysis is there to compare. Then she adds a category rule of her own (材料款 paid out as 手续费), categorises the
 * analysis again without reading the files, sees the supplier's payments under it, and removes the rule.
 * e2e-server: e2e/demo-server.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, formDialog, openTab, pickOption, toast } from './locators';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const YEAR = readFileSync(new URL('../apps/server/test/fixtures/bankwater/demo-ccb-2025.xlsx', import.meta.url));

test('risk uploads a year of a bank statement, reads and analyses it, and reads the analysis', async () => {
  const [lina] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['lina']);
  const screen = await openScreen(lina, '/risk/bankwater');
  await btn(screen, '新增').click();
  const dialog = formDialog(lina);
  await pickOption(
    lina,
    dialog.locator('.ant-form-item', { hasText: '企业' }).first().locator('.ant-select'),
    '津城智慧物流',
  );
  await dialog.locator('.ant-form-item', { hasText: '月租金' }).locator('input').fill('86066.43');
  await dialog.locator('.ant-form-item', { hasText: '流水文件' }).locator('input[type=file]').setInputFiles({
    name: '建行2025年流水.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: YEAR,
  });
  await dialog.getByText('建行2025年流水.xlsx').first().waitFor();
  await btn(dialog, '保存').click();
  await toast(lina, '新增成功').waitFor();

  const row = screen.locator('tr.ant-table-row', { hasText: '津城智慧物流' }).first();
  await btn(row, '解析').click();
  await toast(lina, '解析完成').waitFor();
  await btn(row, '分析').click();
  await toast(lina, '分析完成 (第 1 版)').waitFor();
  await row.getByText('已完成').waitFor();

  await btn(row, '查看').click();
  const view = lina.locator('.crud-drawer');
  await openTab(view, '分析');
  const analysis = view.locator('.bankwater-analysis');
  await analysis.getByText('日均余额/月租金').waitFor();
  await analysis.getByRole('img', { name: '月度流入流出' }).waitFor();
  await analysis
    .locator('.bankwater-parties', { hasText: '主要付款方' })
    .getByText('常州华拓工程机械有限公司')
    .waitFor();
  await openTab(view, '交易明细');
  const txns = view.locator('.bankwater-txns');
  await txns.locator('.ant-table-row').first().waitFor();
  await openTab(view, '文件与解析');
  await view.getByText('中国建设银行').first().waitFor();
  await view.locator('.ant-drawer-close').click();
  await view.waitFor({ state: 'hidden' });

  const rules = await openScreen(lina, '/risk/bankwater-rules');
  await btn(rules, '新增').click();
  const form = formDialog(lina);
  await form.locator('.ant-form-item', { hasText: '顺序' }).locator('input').fill('1');
  await pickOption(lina, form.locator('.ant-form-item', { hasText: '类别' }).first().locator('.ant-select'), '手续费');
  await form.locator('.ant-form-item', { hasText: '关键字' }).locator('textarea').fill('材料款');
  await btn(form, '保存').click();
  await toast(lina, '新增成功').waitFor();

  const again = await openScreen(lina, '/risk/bankwater');
  const analysed = again.locator('tr.ant-table-row', { hasText: '津城智慧物流' }).first();
  await btn(analysed, '重新分类').click();
  await toast(lina, '已按当前分类规则重新分类').waitFor();
  await btn(analysed, '查看').click();
  const drawer = lina.locator('.crud-drawer');
  await openTab(drawer, '交易明细');
  const list = drawer.locator('.bankwater-txns');
  const search = list.getByPlaceholder('对方户名/摘要');
  await search.fill('鼎泰');
  await search.press('Enter');
  await list.locator('.ant-table-row', { hasText: '无锡鼎泰钢材贸易有限公司' }).first().getByText('手续费').waitFor();

  // The rule taken away again (the demo server is shared by the files of its shard).
  const RULE = '/api/rzzl_qy/bankwater/categoryrule';
  const mine = (await apiAs(lina, BASE, `${RULE}/page?current=1&size=100`)) as {
    records: { id: string; keywords: string }[];
  };
  const ids = mine.records.filter((r) => r.keywords === '材料款').map((r) => r.id);
  assert.equal(ids.length, 1);
  await apiAs(lina, BASE, `${RULE}/remove?ids=${ids.join(',')}`, {});
  assert.deepEqual(lina.errors ?? [], []);
});
