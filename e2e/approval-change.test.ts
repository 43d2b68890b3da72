/**
 * 批复变更 through the screens (issue 30): 张伟 opens 租后变更 → 批复变更 and starts a change of the approved 中原建工
 * project — a larger amount (worse for the lessor) and a higher rate — typing the new values beside the project's
 * present ones, with the guarantor's consent; 赵磊 reads 变更内容 and approves, 李娜 approves, and since the amount is
 * worse the project's review meeting (赵磊, 李娜, 陈静) votes in turn. The project then holds the new terms and its
 * draft contract is drawn again at the new rate, its own amount unchanged.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAmount } from '@flp/shared/format';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, pickOption } from './locators';
import { approve, submitStart, visible } from './servicing-steps';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const A = '/api/rzzl_qy/approvalChange/approvalchange';
const PROJECT = '中原建工塔吊直租项目';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Row = Record<string, string>;

test('an approved project’s amount raised through 批复变更: the review meeting votes, the draft contract is redrawn', async () => {
  const [zw, zl, ln, cj] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [
    'zhangwei',
    'zhaolei',
    'lina',
    'chenjing',
  ]);
  const projects = (await apiAs(zw, BASE, `/api/rzzl_qy/processpro/processpro/page?projectName=${PROJECT}&size=5`)) as {
    records: Row[];
  };
  const project = projects.records[0];
  const amount = (Number(project.financeAmount) + 200000).toFixed(2);
  const rate = (Number(project.annualRate) + 0.25).toFixed(4);

  const screen = await openScreen(zw, '/change/approval');
  await btn(screen, '发起批复变更').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/hzbg/form/'));
  const form = visible(zw, '.flow-start-form');
  const field = (label: string) => form.locator('.ant-form-item', { hasText: label }).first();
  await pickOption(zw, field('项目').locator('.ant-select'), '中原建工');
  // Each term beside its value now: the amount and the rate typed, the rest left as they are.
  const proposal = form.locator('[data-testid="proposal"]');
  const term = (label: string) => proposal.locator('tr.ant-table-row', { hasText: label }).first();
  await term('融资金额(元)').getByText(formatAmount(project.financeAmount)).waitFor();
  await term('融资金额(元)').locator('input').fill(amount);
  await term('年利率(%)').locator('input').fill(rate);
  await form.getByPlaceholder('请输入变更原因').fill('承租人追加两台塔吊, 同步上调利率');
  await field('担保人同意函').locator('input[type=file]').setInputFiles({
    name: '担保人同意函.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await field('担保人同意函').getByText('担保人同意函.pdf').waitFor();
  const pid = await submitStart(zw, form);

  // 赵磊 decides on what it changes: the amount and the rate, before and after.
  const readsDiff = async () => {
    const tabs = visible(zl, '.flow-decision-tabs');
    await tabs.locator('.ant-tabs-tab', { hasText: '变更内容' }).click();
    const line = tabs.locator('[data-testid="change-diff"] tr.ant-table-row', { hasText: '融资金额' });
    await line
      .filter({ hasText: formatAmount(project.financeAmount) })
      .filter({ hasText: formatAmount(amount) })
      .waitFor();
  };
  await approve(zl, pid, 'deptLeaderReview', '同意', readsDiff);
  await approve(ln, pid, 'riskReview', '金额增加, 提交评审会');
  // Worse for the lessor: the review meeting that approved the project votes, one member after another.
  await approve(zl, pid, 'committeeReview', '同意');
  await approve(ln, pid, 'committeeReview', '同意');
  await approve(cj, pid, 'committeeReview', '同意');

  const page = (await apiAs(zw, BASE, `${A}/page?projectId=${project.id}&size=20`)) as { records: Row[] };
  const record = page.records.find((r) => String(r.processInstanceId) === pid)!;
  assert.equal(record.flowState, 'approved');
  assert.equal(record.worse, 'financeAmount');
  const after = (await apiAs(zw, BASE, `${A}/getProcessproVO?entId=${project.id}`)) as Row;
  assert.deepEqual([after.financeAmount, Number(after.annualRate)], [amount, Number(rate)]);

  // 合同信息: the draft contract drawn again at the new rate, its own amount as it was.
  const contracts = await openScreen(zw, '/contract/info');
  // Searched by name: the wider book's contracts fill the first pages.
  const search = contracts.locator('.crud-search');
  await search.getByPlaceholder('请输入合同名称').fill('中原建工');
  await btn(search, '搜索').click();
  const row = contracts.locator('tr.ant-table-row', { hasText: '中原建工塔吊直租合同' }).first();
  await row.filter({ hasText: `${Number(rate).toFixed(4)}%` }).waitFor();
  await row.filter({ hasText: formatAmount('1600000.00') }).waitFor();
  for (const p of [zw, zl, ln, cj]) assert.deepEqual(p.errors, []);
});
