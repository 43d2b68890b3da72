/**
 * 担保变更 through the screens (issue 30): the demo's change adding a guarantee waits, approved, at 张伟's 签署担保合同 —
 * he reads 担保变化 (the contract's security kept and added), types the guarantee contract's number into the new
 * guarantee's row (its other cells closed) and agrees, and the
 * contract's security holds the guarantee. Then he opens 租后变更 → 担保变更 and starts releasing it, picked from the
 * contract's live security: a release, material for 总经理.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, openScreen, useBrowser } from './context';
import { button as btn, pickOption } from './locators';
import { approve, submitStart, visible } from './servicing-steps';
import { apiAs, signInStaff } from './session';

const b = useBrowser();
const GC = '/api/rzzl_qy/contractchange/guaranteechange';

type Row = Record<string, string>;

test('a guarantee added is signed at 签署担保合同, then released through 担保变更', async () => {
  const [zw] = await signInStaff(() => b.fresh({ width: 1366, height: 900 }), BASE, ['zhangwei']);
  const page = (await apiAs(zw, BASE, `${GC}/page?flowState=running&size=5`)) as { records: Row[] };
  const demo = page.records[0];
  assert.ok(demo, 'the demo has a guarantee change in approval');
  assert.ok(demo.contractNo, 'the list names the contract');

  await approve(zw, demo.processInstanceId, 'signSecurity', '保证合同已签署', async () => {
    // What he signs for, beside the approval: the contract's security kept and the guarantee added.
    const tabs = visible(zw, '.flow-decision-tabs');
    await tabs.locator('.ant-tabs-tab', { hasText: '担保变化' }).click();
    await tabs.locator('[data-testid="security-diff"] tr.ant-table-row', { hasText: '新增' }).first().waitFor();
    const cell = (name: string) => zw.locator(`.crud-child-newGuarantees [id$="newGuarantees_0_${name}"]`);
    assert.equal(await cell('amount').isDisabled(), true, 'what the approvers passed is closed');
    await cell('guarContractNo').fill('BZHT-2026-E2E');
  });
  const signed = (await apiAs(zw, BASE, `${GC}/getDetailById?businessId=${demo.id}`)) as Row & {
    newGuarantees: Row[];
  };
  assert.equal(signed.flowState, 'approved');
  const security = (await apiAs(zw, BASE, `${GC}/contractSecurity?contractId=${demo.contractId}`)) as {
    guarantees: Row[];
  };
  const added = security.guarantees.find((g) => g.id === String(signed.newGuarantees[0].guaranteeId));
  assert.equal(added?.guarContractNo, 'BZHT-2026-E2E');

  const screen = await openScreen(zw, '/change/guarantee');
  await btn(screen, '发起担保变更').click();
  await zw.waitForFunction(() => location.hash.startsWith('#/work/process/guaranteechange/form/'));
  const form = visible(zw, '.flow-start-form');
  const field = (label: string) => form.locator('.ant-form-item', { hasText: label }).first();
  await pickOption(zw, field('合同').locator('.ant-select'), demo.contractNo);
  await pickOption(zw, field('变更类型').locator('.ant-select'), '解除担保');
  await pickOption(zw, field('解除的保证').locator('.ant-select'), added!.guaranteeNo, added!.guaranteeNo, true);
  await form.getByPlaceholder('请输入变更原因').fill('关联企业保证经协商解除');
  const pid = await submitStart(zw, form);
  const started = (await apiAs(zw, BASE, `${GC}/page?contractId=${demo.contractId}&size=20`)) as { records: Row[] };
  const record = started.records.find((r) => String(r.processInstanceId) === pid)!;
  assert.deepEqual([record.worse, record.releaseGuaranteeIds], ['release', added!.id]);
  assert.deepEqual(zw.errors, []);
});
