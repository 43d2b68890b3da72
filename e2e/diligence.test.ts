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
import { apiAs, setOutsideProvider, signInBrowser } from './session';

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
  await setOutsideProvider(page, BASE, {
    service: 'compScan',
    provider: 'qichacha',
    baseUrl: fake.url,
    appKey: FAKE_KEY,
    secretKey: FAKE_SECRET,
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

/**
 * 尽职调查 as a risk officer writes it and an approver reads it: 李娜 adds a report on the lessee of a project applied
 * for — its facts, a shareholder row — adds the controller's personal diligence in 查看, and makes the report
 * document (a .docx downloaded); the review meeting's approver finds the demo's finished report in the 尽职调查 tab of
 * his task.
 */
test('a risk officer writes a diligence report and makes its document; the review meeting’s approver reads it', async () => {
  const page = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(page, BASE, 'lina', '123456');
  const screen = await openScreen(page, '/risk/diligence');
  await btn(screen, '新增').click();
  const form = formDialog(page);
  const item = (label: string) => form.locator('.ant-form-item', { hasText: label }).first();
  await pickOption(page, item('项目').locator('.ant-select'), '西南康复');
  await pickOption(page, item('调查对象').locator('.ant-select'), '西南康复');
  await pickOption(page, item('调查人').locator('.ant-select'), '李娜', '李娜', true);
  await page.keyboard.press('Escape');
  await item('经营情况').locator('textarea').fill('主营康复训练设备, 订单饱满。');
  await pickOption(page, item('调查结论').locator('.ant-select'), '有条件通过');
  const holders = form.locator('.crud-child-shareholders');
  await btn(holders, '添加行').click();
  await holders.locator('tr.ant-table-row').first().locator('input').first().fill('王建国');
  await btn(form, '保存').click();
  await toast(page, '新增成功').waitFor();
  const row = screen.locator('tr.ant-table-row', { hasText: '西南康复医疗设备直租项目' }).first();
  await row.getByText('有条件通过').waitFor();

  // 查看 → 个人尽调: the controller added, with a house.
  await btn(row, '查看').click();
  const drawer = page.locator('.crud-drawer');
  await drawer.getByRole('tab', { name: '个人尽调' }).click();
  await btn(drawer, '添加个人尽调').click();
  const person = formDialog(page);
  const pItem = (label: string) => person.locator('.ant-form-item', { hasText: label }).first();
  await pItem('姓名').locator('input').fill('王建国');
  await pItem('身份证号').locator('input').fill('110101199003071233');
  await pickOption(page, pItem('与企业关系').locator('.ant-select'), '实际控制人');
  await btn(person, '保存').click();
  await drawer.locator('.diligence-person', { hasText: '王建国' }).getByText('110101199003071233').waitFor();
  await page.keyboard.press('Escape');

  // 生成报告: the .docx from the 尽调报告 model.
  const download = page.waitForEvent('download');
  await btn(row, '生成报告').click();
  assert.match((await download).suggestedFilename(), /^尽职调查报告-JD\d{9}\.docx$/);

  // The review meeting's approver: his task on 苏州起重设备直租项目 (claimed when it is offered to a group) shows the
  // demo's report in 尽职调查.
  type Task = { taskId: string; processInstanceId: string; processDefinitionKey: string; subject: string };
  const ofReview = (rows: Task[]) =>
    rows.find((r) => r.processDefinitionKey === 'ProjectReview' && r.subject.includes('苏州起重设备直租项目'));
  let approver: { page: typeof page; task: Task } | undefined;
  for (const account of ['lina', 'zhaolei', 'chenjing']) {
    const p = account === 'lina' ? page : await b.fresh({ width: 1366, height: 900 });
    if (account !== 'lina') await signInBrowser(p, BASE, account, '123456');
    const list = async (name: string) =>
      ((await apiAs(p, BASE, `/api/blade-flow/work/${name}?current=1&size=100`)) as { records: Task[] }).records;
    let task = ofReview(await list('todo-list'));
    const offered = task ? undefined : ofReview(await list('claim-list'));
    if (offered) {
      await apiAs(p, BASE, `/api/blade-flow/work/claim-task?taskId=${offered.taskId}`, {});
      task = offered;
    }
    if (task) {
      approver = { page: p, task };
      break;
    }
  }
  assert.ok(approver, 'someone has the review meeting’s task');
  const todoScreen = await openScreen(approver.page, '/work/todo');
  await btn(todoScreen.locator(`tr[data-row-key="${approver.task.taskId}"]`), '办理').click();
  const tabs = approver.page.locator('.flow-decision-tabs');
  await tabs.getByRole('tab', { name: '尽职调查' }).click();
  await tabs.locator('tr.ant-table-row', { hasText: '建议通过' }).waitFor();
  assert.deepEqual(page.errors, []);
});
