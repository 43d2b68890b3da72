/**
 * e2e-server: e2e/post-lease-server.ts
 *
 * 宽限期调整, 核销 and 资产转让 through the screens (WAVE3-BRIEF §2.5, §2.9, §2.10), on the API tests' worked
 * examples (fixtures/post-lease.ts: three IOUs of 张伟's, the business date 2025-07-31), on a server of their own:
 *   宽限期调整 — 张伟 (客户经理) fills the family's start form for the IOU whose sixth rent came 8 days late (grace 3):
 *     the whole IOU, 10 days, the 罚息 accrued recomputed; 暂存 prices it, and 查看 on 宽限期调整's list shows the
 *     罚息 before and after (344.27 → 0.00, 344.27 waived); 提交审批 from the row starts it. 赵磊 reads the same beside
 *     the IOU and 变更内容, then 李娜, 陈静 (waiving accrued 罚息 is material) and 王芳 approve; the adjustment is
 *     已通过, its 变更内容 the IOU's grace, and the IOU on 借据信息 owes no 罚息 and is no longer overdue.
 *   核销 — 张伟 takes 核销 from the 损失 IOU's 变更 on 借据信息: the start form with the IOU, the date, the reason, the
 *     ruling uploaded; 暂存, and 查看 on 核销 shows the claim, the provision held and the shortfall; 提交审批 starts it.
 *     赵磊, 李娜, 王芳 and 陈静 approve, and — the amount above the 评审会's — 李娜, 孙丽 and 陈静 vote; the IOU is
 *     已核销. A recovery entered by 王芳 and verified by 周敏 (through the API) is listed under 核销后追偿.
 *   资产转让 — 王芳 (财务) adds a transfer of the third IOU's rents 7–12 without recourse at 5 %: the list shows the
 *     carrying amount, the discounted price and the gain; 交割 is refused without the notice to the lessee (the
 *     server's message), she uploads it with its date in 修改 and settles; 查看's 转付明细 lists the six periods sold.
 *     The same screen in English names its columns in English.
 * (The arithmetic is the API tests': apps/server/test/grace.test.ts, write-off.test.ts, asset-transfer.test.ts.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatAmount } from '@flp/shared/format';
import type { Locator, Page } from 'playwright-core';
import { BASE, openScreen, useBrowser } from './context';
import { POST_LEASE } from './fixtures/post-lease';
import { button as btn, confirmOk, formDialog, openTab, pickOption, poll, toast } from './locators';
import {
  type Staff,
  approve,
  cellsOf,
  changeFromRow,
  dropdown,
  fen,
  rowOf,
  submitStart,
  visible,
} from './servicing-steps';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const G = '/api/rzzl_qy/graceAdjust/graceadjust';
const W = '/api/rzzl_qy/verification/verification';
const T = '/api/rzzl_qy/assetTransfer/assettransfer';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The demo staff, each signed in once on a page of their own when a test first needs them. */
const signedIn = new Map<string, Promise<Staff>>();
function staff(...accounts: string[]): Promise<Staff[]> {
  for (const account of accounts)
    if (!signedIn.has(account))
      signedIn.set(
        account,
        signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, [account]).then(([p]) => p),
      );
  return Promise.all(accounts.map((a) => signedIn.get(a)!));
}

interface Iou {
  id: string;
  iouNo: string;
  contractId: string;
  riskLevel: string;
  remark: string | null;
}

/** The scene's three IOUs (fixtures/post-lease.ts), each found by its remark. */
async function sceneIous(page: Page) {
  const ious = (await apiAs(page, BASE, '/api/rzzl_qy/iou/iou/page?size=100')) as { records: Iou[] };
  const named = (remark: string) => {
    const iou = ious.records.find((r) => r.remark === remark);
    assert.ok(iou, `the scene's IOU "${remark}"`);
    return iou;
  };
  const { remark } = POST_LEASE;
  const scene = { grace: named(remark.grace), writeOff: named(remark.writeOff), transfer: named(remark.transfer) };
  assert.equal(scene.writeOff.riskLevel, 'LOSS');
  return scene;
}

/** A form item by its label (exactly: 借据 is not 借据编号). */
const itemOf = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

/** Types a date into a form item's picker and leaves it (Tab: Enter would submit a dialog's form). */
async function pickDate(page: Page, item: Locator, value: string) {
  const input = item.locator('input');
  await input.click();
  await input.fill(value);
  await input.press('Tab');
  await page.waitForFunction(() => !document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)'));
  assert.equal(await input.inputValue(), value);
}

/** Chooses an option of a form item's select by its label. */
async function choose(page: Page, item: Locator, option: string) {
  await item.locator('.ant-select').click();
  await dropdown(page).locator('.ant-select-item-option', { hasText: option }).click();
  await item.locator('.ant-select').getByText(option).waitFor();
}

/** Uploads a PDF into a form item's upload. */
async function upload(item: Locator, name: string) {
  await item.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await item.getByText(name).waitFor();
}

/** A change screen's row of the record numbered `no` in `state`, the list asked again (搜索). */
async function recordRow(page: Page, path: string, no: string, state: string) {
  const screen = await openScreen(page, path);
  await btn(screen.locator('.crud-search'), '搜索').click();
  const row = screen.locator('tr.ant-table-row', { hasText: no }).filter({ hasText: state });
  await row.waitFor();
  return { screen, row };
}

/** The 查看 drawer of a row, with its tab `tab` open. */
async function viewTab(page: Page, row: Locator, tab: string) {
  await btn(row, '查看').click();
  const drawer = page.locator('.ant-drawer:visible');
  await openTab(drawer, tab);
  return drawer;
}

/** 暂存 on a start form: the draft saved (and priced by the server). */
async function saveDraft(page: Page, form: Locator) {
  await btn(form, '暂存').click();
  await toast(page, '已暂存').waitFor();
}

/** The row's 提交审批: the family's start form on the draft, loaded; 提交 starts it. Answers the instance. */
async function submitDraft(page: Page, row: Locator, family: string, iouNo: string) {
  await btn(row, '提交审批').click();
  await page.waitForFunction((f) => location.hash.startsWith(`#/work/process/${f}/form/`), family);
  const form = visible(page, '.flow-start-form');
  await form.locator('.ant-select', { hasText: iouNo }).waitFor();
  return submitStart(page, form);
}

test('宽限期调整: priced on 暂存 (344.27 → 0.00), started from the list, approved by four; the IOU owes no 罚息', async () => {
  const [zw, zl, ln, cj, wf] = await staff('zhangwei', 'zhaolei', 'lina', 'chenjing', 'wangfang');
  const { grace: iou } = await sceneIous(zw);

  // 宽限期调整 → 发起宽限期调整: the IOU, the date its late rent came, the whole IOU, 10 days, 罚息 recomputed.
  const screen = await openScreen(zw, '/change/grace');
  await btn(screen, '发起宽限期调整').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/graceadjust/form/'));
  const form = visible(zw, '.flow-start-form');
  await pickOption(zw, itemOf(form, '借据').locator('.ant-select'), iou.iouNo);
  await pickDate(zw, itemOf(form, '生效日'), '2025-07-23');
  await itemOf(form, '调整范围').getByText('整笔借据').waitFor();
  await itemOf(form, '新宽限天数').locator('input').fill('10');
  await choose(zw, itemOf(form, '罚息处理'), '重新计算已产生罚息');
  await form.getByPlaceholder('请输入调整原因').fill('承租人受洪涝影响, 申请宽限期延长至 10 天');
  await saveDraft(zw, form);

  // The draft on the list, priced: 罚息 344.27 before, none after, 344.27 waived; grace 3 → 10 days.
  const adjustNo = `${iou.iouNo}-KX01`;
  const { row } = await recordRow(zw, '/change/grace', adjustNo, '草稿');
  const pricing = async (scope: Locator) => {
    const lines = scope.locator('[data-testid="grace-penalty"]');
    await lines.locator('tr[data-row-key="penaltyBefore"]', { hasText: '344.27' }).waitFor();
    await lines.locator('tr[data-row-key="penaltyAfter"]', { hasText: '0.00' }).waitFor();
    await lines.locator('tr[data-row-key="waived"]', { hasText: '344.27' }).waitFor();
    await scope.locator('[data-testid="grace-terms"]').getByText('3 → 10').waitFor();
  };
  await pricing(await viewTab(zw, row, '罚息试算'));
  await zw.keyboard.press('Escape');
  const pid = await submitDraft(zw, row, 'graceadjust', iou.iouNo);

  // 赵磊 reads the pricing beside the IOU and what it sets on the IOU; 陈静 decides too (accrued 罚息 waived).
  const seesPricing = async () => {
    const tabs = visible(zl, '.flow-decision-tabs');
    await pricing(tabs);
    await tabs.locator('[data-testid="iou-figures"]').waitFor();
    await tabs.locator('.ant-tabs-tab', { hasText: '变更内容' }).click();
    await tabs
      .locator('[data-testid="change-diff"] tr.ant-table-row', { hasText: '宽限期调整' })
      .filter({ hasText: '无 (按借据宽限天数)' })
      .filter({ hasText: `全部期次 10 天 (全部到期日; ${adjustNo})` })
      .waitFor();
  };
  await approve(zl, pid, 'deptLeaderReview', '情况属实, 同意', seesPricing);
  await approve(ln, pid, 'riskReview', '同意');
  await approve(cj, pid, 'gmReview', '同意减免');
  await approve(wf, pid, 'financeReview', '复核无误');

  // Applied: 已通过, its 变更内容 the IOU's grace; on 借据信息 the IOU owes no 罚息 and is not overdue.
  const done = await recordRow(zw, '/change/grace', adjustNo, '已通过');
  const diff = await viewTab(zw, done.row, '变更内容');
  await diff
    .locator('[data-testid="change-diff"] tr.ant-table-row', { hasText: `10 天 (全部到期日; ${adjustNo})` })
    .waitFor();
  await zw.keyboard.press('Escape');
  const book = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  const line = await cellsOf(book.screen.locator('.ant-table').first(), book.row);
  assert.deepEqual([line['罚息(元)'], line.逾期天数], ['0.00', '0'], JSON.stringify(line));
  const stored = (await apiAs(zw, BASE, `${G}/page?iouId=${iou.id}&size=5`)) as { records: { flowState: string }[] };
  assert.equal(stored.records[0].flowState, 'approved');

  for (const p of [zw, zl, ln, cj, wf]) assert.deepEqual(p.errors, []);
});

/** Whether `page`'s user holds an open task of the instance (待办 or 待签收). */
async function holdsTask(page: Page, pid: string) {
  for (const kind of ['todo', 'claim']) {
    const list = (await apiAs(page, BASE, `/api/blade-flow/work/${kind}-list?current=1&size=100`)) as {
      records: { processInstanceId: string }[];
    };
    if (list.records.some((r) => r.processInstanceId === pid)) return true;
  }
  return false;
}

/** The 评审会 votes 同意, one member after another in the order the engine asks them. */
async function committeeVotes(pid: string, members: Staff[]) {
  for (let left = members.length; left > 0; left--) {
    const next = await poll(
      async () => {
        for (const m of members) if (await holdsTask(m, pid)) return m;
        return null;
      },
      (m) => m !== null,
      `the 评审会's next vote on ${pid}`,
    );
    await approve(next!, pid, 'committeeReview', '同意核销');
  }
}

interface WriteOff {
  id: string;
  writeOffNo: string;
  processInstanceId: string;
  flowState: string;
  principal: string;
  interest: string;
  fees: string;
  amount: string;
  provisionHeld: string;
  shortfall: string;
}

test('核销: the 损失 IOU written off with its evidence, the shortfall shown, through the chain and the 评审会; a recovery listed', async () => {
  const [zw, zl, ln, wf, cj, sl, zm] = await staff(
    'zhangwei',
    'zhaolei',
    'lina',
    'wangfang',
    'chenjing',
    'sunli',
    'zhoumin',
  );
  const { writeOff: iou } = await sceneIous(zw);

  // 借据信息 → 变更 → 核销 (offered for a 损失 IOU): the family's start form with the IOU; the date, the reason, the ruling.
  const { row: iouRow } = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await changeFromRow(zw, iouRow, '核销');
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/verification/form/'));
  const form = visible(zw, '.flow-start-form');
  await itemOf(form, '借据').locator('.ant-select', { hasText: iou.iouNo }).waitFor();
  await pickDate(zw, itemOf(form, '核销日'), POST_LEASE.businessDate);
  await choose(zw, itemOf(form, '核销原因'), '诉讼执行终结(终本)');
  await upload(itemOf(form, '核销证据'), '终结本次执行程序裁定书.pdf');
  await form.getByPlaceholder('请输入后续追偿措施').fill('关注保证人财产线索, 发现后申请恢复执行');
  await form.getByPlaceholder('请输入核销说明').fill('强制执行无可供执行财产, 法院裁定终结本次执行');
  await saveDraft(zw, form);

  // The draft on 核销, priced: the claim against the provision held (all the principal, 损失), the shortfall.
  const writeOffNo = `${iou.iouNo}-HX01`;
  const drafts = (await apiAs(zw, BASE, `${W}/page?iouId=${iou.id}&size=5`)) as { records: WriteOff[] };
  const draft = drafts.records[0];
  assert.deepEqual([draft.writeOffNo, draft.principal, draft.provisionHeld], [writeOffNo, '400000.00', '400000.00']);
  assert.equal(fen(draft.amount), fen(draft.principal) + fen(draft.interest) + fen(draft.fees));
  assert.equal(fen(draft.shortfall), fen(draft.amount) - fen(draft.provisionHeld));
  const figures = async (scope: Locator) => {
    const shown = scope.locator('[data-testid="write-off-figures"]');
    for (const [label, value] of [
      ['五级分类', '损失'],
      ['未收本金(元)', formatAmount(draft.principal)],
      ['核销金额(元)', formatAmount(draft.amount)],
      ['已提准备(元)', formatAmount(draft.provisionHeld)],
      ['准备缺口(元)', formatAmount(draft.shortfall)],
    ])
      await shown.locator('.ant-descriptions-item', { hasText: label }).filter({ hasText: value }).waitFor();
  };
  const { row } = await recordRow(zw, '/change/write-off', writeOffNo, '草稿');
  await figures(await viewTab(zw, row, '核销金额'));
  await zw.keyboard.press('Escape');
  const pid = await submitDraft(zw, row, 'verification', iou.iouNo);

  // 赵磊 reads the figures beside the IOU and what it sets on the IOU; 李娜, 王芳, 陈静; then the 评审会 votes (the
  // amount is above writeoff.committeeAmount): 李娜, 孙丽 and 陈静, one after another.
  const seesFigures = async () => {
    const tabs = visible(zl, '.flow-decision-tabs');
    await figures(tabs);
    await tabs.locator('[data-testid="iou-figures"]').waitFor();
    await tabs.locator('.ant-tabs-tab', { hasText: '变更内容' }).click();
    await tabs
      .locator('[data-testid="change-diff"] tr.ant-table-row', { hasText: '借据状态' })
      .filter({ hasText: '还款中' })
      .filter({ hasText: '已核销' })
      .waitFor();
  };
  await approve(zl, pid, 'deptLeaderReview', '催收手段已穷尽, 同意核销', seesFigures);
  await approve(ln, pid, 'riskReview', '损失类, 证据充分');
  await approve(wf, pid, 'financeReview', '核销金额与已提准备核对无误');
  await approve(cj, pid, 'gmReview', '同意');
  await committeeVotes(pid, [ln, sl, cj]);

  // Written off: 已通过 on 核销, 已核销 on 借据信息.
  await recordRow(zw, '/change/write-off', writeOffNo, '已通过');
  const written = await rowOf(zw, '/loan/iou', '请输入借据编号', iou.iouNo);
  await written.row.filter({ hasText: '已核销' }).waitFor();

  // The court pays 50,000 (entered by 王芳, verified by 周敏): a recovery, listed against the write-off.
  await apiAs(wf, BASE, '/api/rzzl_qy/affirmCash/repayment/submit', {
    iouId: iou.id,
    receiptKind: 'recovery',
    receiptDate: POST_LEASE.businessDate,
    amount: '50000',
    payer: '人民法院执行款专户',
    bankRef: `E2EHX${iou.id}`,
  });
  const entered = (await apiAs(zm, BASE, `/api/rzzl_qy/affirmCash/repayment/page?bankRef=E2EHX${iou.id}`)) as {
    records: { id: string; receiptNo: string }[];
  };
  const receipt = entered.records[0];
  await apiAs(zm, BASE, '/api/rzzl_qy/affirmCash/repayment/verification', { ids: receipt.id });
  const { row: approved } = await recordRow(zw, '/change/write-off', writeOffNo, '已通过');
  await approved.filter({ hasText: '50,000.00' }).waitFor();
  const drawer = await viewTab(zw, approved, '核销金额');
  await drawer
    .locator('[data-testid="write-off-recoveries"] tr.ant-table-row', { hasText: receipt.receiptNo })
    .filter({ hasText: '50,000.00' })
    .filter({ hasText: '350,000.00' })
    .waitFor();
  await zw.keyboard.press('Escape');

  for (const p of [zw, zl, ln, wf, cj, sl, zm]) assert.deepEqual(p.errors, []);
});

interface Transfer {
  id: string;
  transferNo: string;
  iouIds: string;
  transferState: string;
}

test('资产转让: rents sold without recourse, priced; 交割 refused without the notice, settled with it; 转付明细', async () => {
  const [wf] = await staff('wangfang');
  const { transfer: iou } = await sceneIous(wf);
  const contracts = (await apiAs(wf, BASE, '/api/rzzl_qy/contract/contract/page?size=100')) as {
    records: { id: string; contractNo: string }[];
  };
  const contract = contracts.records.find((c) => c.id === iou.contractId)!;

  // 新增: the contract, its IOU, the buyer, without recourse, on period 6's due date at 5 %.
  const screen = await openScreen(wf, '/loan/asset-transfer');
  await btn(screen, '新增').click();
  const dialog = formDialog(wf);
  await pickOption(wf, itemOf(dialog, '合同').locator('.ant-select'), contract.contractNo);
  await pickOption(wf, itemOf(dialog, '转让借据').locator('.ant-select'), iou.iouNo, iou.iouNo, true);
  await dialog.locator('.ant-modal-title').click();
  await dialog.getByPlaceholder('请输入受让方', { exact: true }).fill('华信商业保理有限公司');
  await choose(wf, itemOf(dialog, '受让方类型'), '保理公司');
  await choose(wf, itemOf(dialog, '转让方式'), '无追索');
  await pickDate(wf, itemOf(dialog, '转让基准日'), '2025-07-15');
  await itemOf(dialog, '折现率(%)').locator('input').fill('5');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });

  // Priced: rents 7–12 carried at 507,480.75, sold at 508,950.66 (discounted at 5 %), a gain of 1,469.91.
  const listed = (await apiAs(wf, BASE, `${T}/list?contractId=${iou.contractId}&transferState=draft&size=100`)) as {
    records: Transfer[];
  };
  const transfer = listed.records.find((r) => r.iouIds === iou.id);
  assert.ok(transfer, JSON.stringify(listed.records));
  const row = screen.locator('tr.ant-table-row', { hasText: transfer.transferNo });
  await row.waitFor();
  const cells = await cellsOf(screen.locator('.ant-table').first(), row);
  assert.deepEqual(
    [cells['账面价值(元)'], cells['转让价款(元)'], cells['转让损益(元)'], cells.状态],
    ['507,480.75', '508,950.66', '1,469.91', '草稿'],
    JSON.stringify(cells),
  );

  // 交割 without the notice to the lessee: refused, the server's message shown; the draft stays.
  await btn(row, '交割').click();
  const refused = wf.waitForResponse((r) => new URL(r.url()).pathname === `${T}/settle`);
  await btn(wf.locator('.ant-modal-confirm'), '确定').click();
  assert.equal((await refused).status(), 400);
  await wf.locator('.ant-notification-notice', { hasText: '转让通知书: 交割前须上传转让通知书' }).waitFor();
  await btn(wf.locator('.ant-modal-confirm'), '取消').click();
  await wf.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });

  // 修改: the notice signed by the lessee and its date; then 交割 settles it.
  await btn(row, '修改').click();
  await upload(itemOf(dialog, '转让通知书'), '应收租金债权转让通知书(承租人签收).pdf');
  await pickDate(wf, itemOf(dialog, '通知日期'), '2025-07-18');
  await btn(dialog, '保存').click();
  await dialog.waitFor({ state: 'hidden' });
  await btn(row, '交割').click();
  await confirmOk(wf);
  await toast(wf, '已交割').waitFor();
  await row.filter({ hasText: '已交割' }).waitFor();

  // 查看 → 转付明细: the six periods sold, due from 2025-08-15, nothing received yet.
  const drawer = await viewTab(wf, row, '转付明细');
  const periods = drawer.locator('tr.ant-table-row:visible');
  await periods.nth(5).waitFor();
  assert.equal(await periods.count(), 6);
  const first = await cellsOf(drawer.locator('.ant-table:visible'), periods.first());
  assert.deepEqual(
    [first.期次, first.应收日, first['应收租金(元)'], first.状态],
    ['7', '2025-08-15', '86,066.43', '未到期'],
    JSON.stringify(first),
  );
  await periods.last().filter({ hasText: '2026-01-15' }).waitFor();

  // In English the list and the tab are named in English.
  await wf.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  await wf.locator('button[aria-label="语言"]').hover();
  await wf.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: 'English' }).click();
  await screen.locator('th', { hasText: 'Gain or loss (yuan)' }).waitFor();
  await row.filter({ hasText: 'Settled' }).waitFor();
  await btn(row, 'View').click();
  await drawer.locator('.ant-tabs-tab', { hasText: 'Collections passed on' }).click();
  await drawer.locator('th:visible', { hasText: 'Rent due (yuan)' }).waitFor();

  // The refused 交割 is the one error: its rejection is let go, as every refused call's (the notification says it).
  assert.deepEqual(
    wf.errors.filter((e) => !e.startsWith('转让通知书: 交割前须上传转让通知书')),
    [],
  );
});
