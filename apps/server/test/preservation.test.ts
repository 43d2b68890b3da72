/**
 * 资产保全 (issue 32 item 7) through the real server on the demo tenant: the targets offered from a defaulted
 * contract's parties and security; the claim from its ledger (the unpaid rent accelerated, 罚息, entered damages) and
 * the court's fees worked out at every save; a contract not in default and an amount above the claim refused by label;
 * the company's latest figures from its diligence report; the family's chain (the account manager starts; 部门负责人 → 风控 → 总经理) and the case's
 * progress with the court, forward only; an approved case kept; permissions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { acceptanceFee, preservationFee, D } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import { type Client, ok, refused, testApp } from './helpers';
import { actAs, changeStaff } from './support/servicing-fixture';

const PV = '/api/rzzl_qy/preservation/preservation';
type Rec = Record<string, string>;

let app: FastifyInstance;
let as: Record<string, Client>;
let overdue: Rec;
let current: Rec;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  as = (await changeStaff(app, 'preservation_nobody')).as;
  const ious = (await ok(as.lina, '/api/rzzl_qy/overdue/overdue/list?current=1&size=100')).records as Rec[];
  overdue = ious.sort((a, b) => Number(b.dpd) - Number(a.dpd))[0];
  const all = (await ok(as.lina, '/api/rzzl_qy/iou/iou/list?current=1&size=200')).records as Rec[];
  current = all.find(
    (i) => i.iouState === 'active' && !Number(i.dpd) && !ious.some((o) => o.contractId === i.contractId),
  )!;
});
after(() => app.close());

const body = (over: Record<string, unknown> = {}) => ({
  contractId: overdue.contractId,
  caseType: 'PRE_SUIT',
  court: '上海市浦东新区人民法院',
  preservationAmount: '100000.00',
  otherClaims: '20000.00',
  securityType: 'INSURANCE',
  securityProvider: '中国人民财产保险股份有限公司',
  lawyer: '王律师',
  reason: '承租人连续逾期, 经催收未果, 为防止财产转移申请诉前保全。',
  ...over,
});

describe('资产保全', () => {
  let caseId = '';

  test('the demo’s case: approved by the chain and ruled, on the lessee furthest past due', async () => {
    const page = await ok(as.zhangwei, `${PV}/page?current=1&size=10`);
    assert.equal(page.total, 1);
    const [c] = page.records as Rec[];
    assert.equal(c.flowState, 'approved');
    assert.equal(c.caseState, 'RULED');
    assert.equal(c.contractId, overdue.contractId);
    assert.equal(c.preservationFee, '1520.00', '30 + 990 + 0.5 % of 100,000');
  });

  test('the targets offered from the contract: its lessee and leased items, guarantors, mortgaged and pledged assets', async () => {
    const lessee = await ok(as.lina, `${PV}/addLessee?mainId=${overdue.contractId}`);
    assert.ok(lessee.length >= 2, 'the lessee’s accounts and its leased items');
    assert.equal(lessee[0].partyRole, 'LESSEE');
    assert.equal(lessee[0].customerId, overdue.customerId);
    assert.ok(lessee.some((r: Rec) => r.assetType === 'LEASED_ASSET' && r.description));
    for (const call of ['addGuarantee', 'addMortgage', 'addPledge']) {
      const rows = await ok(as.lina, `${PV}/${call}?mainId=${overdue.contractId}`);
      assert.ok(Array.isArray(rows), call);
      for (const r of rows) assert.ok(r.party && r.partyRole && r.assetType, call);
    }
    refused(await as.lina.get(`${PV}/addLessee`), 'mainId', /请选择合同/);
    assert.equal((await as.lina.get(`${PV}/addGuarantee?mainId=1`)).status, 404);
  });

  test('the claim from the ledger and the court’s fees, worked out at every save', async () => {
    const lessee = await ok(as.lina, `${PV}/addLessee?mainId=${overdue.contractId}`);
    const saved = await ok(as.zhangwei, `${PV}/save-data`, {
      ...body(),
      targets: [{ ...lessee[0], description: '基本户 招商银行上海分行 1219 0000 0000 001' }, ...lessee.slice(1)],
    });
    caseId = saved.businessId;
    const d = await ok(as.zhangwei, `${PV}/getDetailById?businessId=${caseId}`);
    assert.match(d.preservationNo, /^BQ\d{6}\d{3}$/);
    assert.equal(d.customerId, overdue.customerId);
    assert.ok(Number(d.unpaidRent) > 0);
    const claim = new D(d.unpaidRent).plus(d.penalty).plus('20000');
    assert.equal(d.claimAmount, claim.toFixed(2));
    assert.equal(d.preservationFee, preservationFee('100000').toFixed(2));
    assert.equal(d.preservationFee, '1020.00');
    assert.equal(d.acceptanceFee, acceptanceFee(claim).toFixed(2));
    assert.equal(d.targets.length, lessee.length);
    assert.equal(d.flowState, 'draft');
    // A larger damages claim raises the claim and its court fee at the next save.
    const again = await ok(as.zhangwei, `${PV}/save-data`, { ...d, otherClaims: '50000.00' });
    const d2 = await ok(as.zhangwei, `${PV}/getDetailById?businessId=${again.businessId}`);
    assert.equal(d2.claimAmount, claim.plus('30000').toFixed(2));
  });

  test('refused by label: a contract not in default, more preserved than claimed, a missing court', async () => {
    if (current)
      refused(
        await as.lina.post(`${PV}/save-data`, body({ contractId: current.contractId })),
        'contractId',
        /没有逾期/,
      );
    refused(
      await as.lina.post(`${PV}/save-data`, body({ preservationAmount: '999999999.00' })),
      'preservationAmount',
      /申请保全金额\(元\): 不能超过诉请金额/,
    );
    refused(await as.english.post(`${PV}/start-process`, body({ court: '' })), 'court', /enter the court/);
    refused(
      await as.lina.post(`${PV}/save-data`, body({ targets: [{ partyRole: 'LESSEE', party: '', assetType: 'X' }] })),
      'targets[0].party',
      /保全标的第1行/,
    );
  });

  test('the company’s latest figures for the claim, from its confirmed statements first (none: null)', async () => {
    const reports = (await ok(as.lina, '/api/rzzl_qy/diligence/diligence/list?size=10')).records as Rec[];
    const company = reports[0].customerId;
    const assets = await ok(as.lina, `${PV}/beforeGetRecentAsset?companyId=${company}`);
    assert.equal(assets.year, 2025);
    assert.equal(assets.totalAssets, '96000000.00');
    // Its 2025 statements are confirmed (财务报表): they answer before the diligence report's entered year.
    assert.equal(assets.source, 'statements');
    assert.ok(assets.reportId);
    const profit = await ok(as.lina, `${PV}/beforeGetRecentProfit?companyId=${company}`);
    assert.equal(profit.netProfit, '7200000.00');
    assert.equal(await ok(as.lina, `${PV}/beforeGetRecentAsset?companyId=${overdue.customerId}`), null);
    refused(await as.lina.get(`${PV}/beforeGetRecentProfit`), 'companyId', /请选择企业/);
  });

  test('approved through its chain, the case then follows the court forward only; an approved case stays', async () => {
    const started = await ok(as.zhangwei, `${PV}/start-process`, { id: caseId });
    assert.equal((await ok(as.zhangwei, `${PV}/getDetailById?businessId=${caseId}`)).flowState, 'running');
    refused(await as.lina.post(`${PV}/updateCaseState`, { id: caseId, caseState: 'RULED' }), undefined, /审批通过后/);
    await actAs(as.zhaolei, started.processInstanceId);
    await actAs(as.lina, started.processInstanceId);
    await actAs(as.chenjing, started.processInstanceId);
    const d = await ok(as.zhangwei, `${PV}/getDetailById?businessId=${caseId}`);
    assert.equal(d.flowState, 'approved');
    assert.equal(d.caseState, 'APPLYING');
    await ok(as.lina, `${PV}/updateCaseState`, { id: caseId, caseState: 'RULED' });
    refused(await as.lina.post(`${PV}/updateCaseState`, { id: caseId, caseState: 'APPLYING' }), undefined, /不能从/);
    await ok(as.lina, `${PV}/updateCaseState`, { id: caseId, caseState: 'EXECUTED' });
    await ok(as.lina, `${PV}/updateCaseState`, { id: caseId, caseState: 'RELEASED' });
    assert.equal((await ok(as.zhangwei, `${PV}/detail?id=${caseId}`)).caseState, 'RELEASED');
    assert.equal((await as.lina.post(`${PV}/remove?ids=${caseId}`, {})).status, 400);
  });

  test('permissions: without 资产保全 the calls are refused', async () => {
    for (const url of [`${PV}/addLessee?mainId=1`, `${PV}/beforeGetRecentAsset?companyId=1`, `${PV}/list`])
      assert.equal((await as.nobody.get(url)).status, 403, url);
    assert.equal((await as.nobody.post(`${PV}/updateCaseState`, { id: '1', caseState: 'RULED' })).status, 403);
    assert.equal((await as.wangfang.post(`${PV}/start-process`, body())).status, 403);
  });
});
