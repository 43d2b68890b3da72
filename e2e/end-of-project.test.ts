/**
 * 项目结项 on its screen (WAVE3-BRIEF §2.11): 张伟 opens 项目管理 → 项目结项 and finds the demo's draft closing of the
 * project the portfolio is disbursed on; its 查看 drawer shows the checklist line by line — the IOUs still repaying ✗,
 * no contract in approval ✓, the registry not cancelled ✗, the archive lacking the disbursement vouchers ✗ — and the
 * figures so far; the family's 提交审批 is offered on the row, as it is to the closing's starter.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn } from './locators';
import { signInStaff } from './session';

const b = useBrowser();

test('the demo draft closing: its checklist ✓/✗ and its figures in the 查看 drawer', async () => {
  const [zw] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['zhangwei']);
  const screen = await openScreen(zw, '/project/end');
  const row = screen.locator('tr.ant-table-row', { hasText: '-JX01' }).first();
  await row.waitFor();
  await btn(row, '提交审批').waitFor();
  await btn(row, '查看').click();
  const drawer = zw.locator('.ant-drawer:visible');
  await drawer.locator('.ant-tabs-tab', { hasText: '结项条件' }).click();
  const line = (code: string) => drawer.locator(`[data-testid="condition-${code}"]`);
  await line('ious').waitFor();
  assert.match(await line('ious').innerText(), /借据均已结清、核销或无追索转让 \(未满足\)[\s\S]*未结: /);
  assert.match(await line('contracts').innerText(), /无审批中的合同 \(已满足\)/);
  assert.match(await line('registry').innerText(), /中登登记已注销 \(未满足\)[\s\S]*注销登记号 未填写/);
  assert.match(await line('archive').innerText(), /档案资料齐全 \(未满足\)[\s\S]*缺: 放款凭证/);
  const figures = drawer.locator('[data-testid="closing-figures"]');
  assert.match(await figures.innerText(), /已收租金\(元\)[\s\S]*累计逾期天数[\s\S]*实际收益率 XIRR\(%\)/);
  assert.deepEqual(zw.errors, []);
});
