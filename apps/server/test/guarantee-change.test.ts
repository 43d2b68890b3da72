/**
 * 担保变更 (issue 30) through the API on a demo contract: a guarantee and a mortgage added — the guarantor never the
 * lessee, the kind of change matching what it holds, the releases the contract's live security — approved by 部门负责人
 * and 风控, then signed by the starter (only the signing fields editable, required before it takes effect), applied
 * through the project module; a release is material (总经理) and leaves the guarantee kept, marked released.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contractRepos } from '../src/modules/contract/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, ok, refused, testApp } from './helpers';
import { actAs, changeStaff } from './support/servicing-fixture';

const GC = '/api/rzzl_qy/contractchange/guaranteechange';
const F = '/api/blade-flow/work';
const ctx = systemContext('000000');

let app: FastifyInstance;
let as: Record<string, Client> = {};
let contract: Record<string, string>;
let guarantor: string;
const db = () => app.appContext.database.owner;

const security = async () =>
  (await ok(as.zhangwei, `${GC}/contractSecurity?contractId=${contract.id}`)) as {
    guarantees: Record<string, string>[];
    bases: Record<string, string>[];
  };
const detail = (id: string) => ok(as.zhangwei, `${GC}/getDetailById?businessId=${id}`);
/** The task of `pid` assigned or offered to `c`. */
const todo = async (c: Client, pid: string) => {
  for (const list of ['todo-list', 'claim-list']) {
    const rows = (await ok(c, `${F}/${list}?current=1&size=100`)).records as {
      processInstanceId: string;
      taskName: string;
    }[];
    const found = rows.find((r) => r.processInstanceId === pid);
    if (found) return found;
  }
  return undefined;
};

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  as = (await changeStaff(app, 'guaranteechange_nobody')).as;
  // The demo's 担保变更 waits to be signed on the demo's signed contract: withdrawn by its starter, it frees the contract.
  const [demo] = (await ok(as.zhangwei, `${GC}/page?flowState=running&current=1&size=5`)).records as {
    id: string;
    contractId: string;
  }[];
  assert.ok(demo, 'the demo has a guarantee change');
  await ok(as.zhangwei, `${GC}/delete-process`, { businessId: demo.id });
  assert.equal((await detail(demo.id)).flowState, 'withdrawn');
  const c = contractRepos.contract;
  contract = (await c.getById(db(), ctx, demo.contractId)) as never;
  const customers = (await ok(as.zhangwei, '/api/rzzl_qy/customer/basicinfo/page?current=1&size=20')).records as {
    id: string;
  }[];
  guarantor = customers.find((x) => x.id !== String(contract.customerId))!.id;
});
after(() => app.close());

describe('担保变更', () => {
  test('added, approved, signed: the new guarantee and mortgage tied to the contract', async () => {
    const before = await security();
    const newGuarantee = { guarantorId: guarantor, guarType: 1, amount: '2000000', relation: '关联企业' };
    const newMortgage = {
      guartype: 1,
      ownerId: guarantor,
      amount: '1500000',
      collateralName: '厂房',
      valuation: '3000000',
    };
    const body = {
      contractId: contract.id,
      changeType: 'ADD',
      reason: '承租人经营下滑, 追加担保',
      newGuarantees: [newGuarantee],
      newCollaterals: [newMortgage],
    };
    assert.equal((await as.nobody.post(`${GC}/save-data`, body)).status, 403);
    refused(
      await as.zhangwei.post(`${GC}/save-data`, {
        ...body,
        newGuarantees: [{ ...newGuarantee, guarantorId: contract.customerId }],
      }),
      'newGuarantees[0].guarantorId',
      /新增保证 保证人: 不能是承租人/,
    );
    const others = (await ok(as.zhangwei, '/api/rzzl_qy/guarantee/guarantee/page?current=1&size=100')).records as {
      id: string;
      contractId: string | null;
    }[];
    const elsewhere = others.find((x) => x.contractId !== contract.id)!;
    refused(
      await as.english.post(`${GC}/save-data`, { ...body, releaseGuaranteeIds: elsewhere.id }),
      'releaseGuaranteeIds',
      new RegExp(`Guarantees released: ${elsewhere.id} is not a live security of this contract`),
    );
    refused(
      await as.zhangwei.post(`${GC}/save-data`, { ...body, newGuarantees: [{ ...newGuarantee, guarType: 3 }] }),
      'newGuarantees[0].maxAmount',
      /最高额保证须填写/,
    );
    const saved = await ok(as.zhangwei, `${GC}/save-data`, body);
    const record = await detail(saved.businessId);
    assert.match(record.changeNo, new RegExp(`^${contract.contractNo}-DB03$`), 'numbered after the demo’s two');
    assert.equal(record.worse, null, 'adding gives nothing up');
    assert.equal(record.newGuarantees.length, 1);
    const diff = (id: string) =>
      ok(as.zhangwei, `${GC}/securityDiff?businessId=${id}`) as Promise<Record<string, string>[]>;
    const proposed = await diff(saved.businessId);
    assert.deepEqual(
      proposed.filter((x) => x.action === 'add').map((x) => [x.kind, x.amount]),
      [
        ['guarantee', '2000000.00'],
        ['base', '1500000.00'],
      ],
    );
    assert.equal(proposed.filter((x) => x.action === 'keep').length, before.guarantees.length + before.bases.length);
    assert.equal((await as.nobody.get(`${GC}/securityDiff?businessId=${saved.businessId}`)).status, 403);

    // A release with an add is no 增加担保.
    if (before.guarantees.length) {
      const mixed = await ok(as.zhangwei, `${GC}/save-data`, {
        ...body,
        releaseGuaranteeIds: before.guarantees[0].id,
      });
      refused(await as.zhangwei.post(`${GC}/start-process`, { id: mixed.businessId }), 'changeType', /请选替换担保/);
      await ok(as.zhangwei, `${GC}/delete-process`, { businessId: mixed.businessId });
    }

    const started = await ok(as.zhangwei, `${GC}/start-process`, { id: saved.businessId });
    const pid = started.processInstanceId as string;
    await actAs(as.zhaolei, pid);
    await actAs(as.lina, pid);
    assert.equal(await todo(as.chenjing, pid), undefined, 'not material: no 总经理');
    assert.equal((await todo(as.zhangwei, pid))?.taskName, '签署担保合同');

    const rows = (await detail(saved.businessId)) as {
      newGuarantees: { id: string }[];
      newCollaterals: { id: string }[];
    };
    const g = rows.newGuarantees[0].id;
    const m = rows.newCollaterals[0].id;
    refused(
      await as.zhangwei.post(`${GC}/finish-process`, { businessId: saved.businessId, flag: 'ok', comment: '已签' }),
      'newGuarantees[0].guarContractNo',
      /保证合同编号: 须在签署担保合同时填写/,
    );
    refused(
      await as.zhangwei.post(`${GC}/finish-process`, {
        businessId: saved.businessId,
        flag: 'ok',
        newGuarantees: [{ id: g, guarContractNo: 'BZHT-2026-01', amount: '1' }],
      }),
      'newGuarantees[0].amount',
      /当前步骤不可修改/,
    );
    await ok(as.zhangwei, `${GC}/finish-process`, {
      businessId: saved.businessId,
      flag: 'ok',
      comment: '已签署',
      newGuarantees: [{ id: g, guarContractNo: 'BZHT-2026-01', startDate: '2026-11-01', endDate: '2031-11-01' }],
      newCollaterals: [{ id: m, regNo: 'DJ-2026-88', regDate: '2026-11-20' }],
    });
    const done = await detail(saved.businessId);
    assert.equal(done.flowState, 'approved');
    assert.ok(done.appliedTime);
    const now = await security();
    const added = now.guarantees.find((x) => x.id === String(done.newGuarantees[0].guaranteeId))!;
    assert.deepEqual(
      [added.guarContractNo, added.amount, added.guarantorId, added.contractId],
      ['BZHT-2026-01', '2000000.00', guarantor, contract.id],
    );
    assert.match(added.guaranteeNo, /-BZ\d\d$/);
    const base = now.bases.find((x) => x.id === String(done.newCollaterals[0].baseId))!;
    assert.deepEqual([base.regNo, base.amount], ['DJ-2026-88', '1500000.00']);
    const items = await ok(as.zhangwei, `/api/rzzl_qy/mortgage/mortgagedescription/list?baseId=${base.id}`);
    assert.equal(items[0]?.collateralName ?? items.records?.[0]?.collateralName, '厂房');
  });

  test('a release is material: 总经理 decides; the guarantee kept, marked released', async () => {
    const { guarantees } = await security();
    const target = guarantees[0];
    const saved = await ok(as.zhangwei, `${GC}/save-data`, {
      contractId: contract.id,
      changeType: 'RELEASE',
      releaseGuaranteeIds: target.id,
      reason: '保证人已代偿部分, 经协商解除',
    });
    assert.equal((await detail(saved.businessId)).worse, 'release');
    // One security change of a contract in approval at a time.
    const pid = (await ok(as.zhangwei, `${GC}/start-process`, { id: saved.businessId })).processInstanceId as string;
    const second = await ok(as.zhangwei, `${GC}/save-data`, {
      contractId: contract.id,
      changeType: 'RELEASE',
      releaseGuaranteeIds: target.id,
      reason: '重复',
    });
    refused(
      await as.zhangwei.post(`${GC}/start-process`, { id: second.businessId }),
      'contractId',
      /其他变更正在审批中/,
    );
    await actAs(as.zhaolei, pid);
    await actAs(as.lina, pid);
    assert.equal((await todo(as.chenjing, pid))?.taskName, '总经理审批');
    await actAs(as.chenjing, pid);
    await ok(as.zhangwei, `${GC}/finish-process`, {
      businessId: saved.businessId,
      flag: 'ok',
      comment: '已签署解除协议',
    });
    assert.equal((await detail(saved.businessId)).flowState, 'approved');
    assert.equal(
      (await security()).guarantees.find((x) => x.id === target.id),
      undefined,
    );
    const lines = (await ok(as.zhangwei, `${GC}/securityDiff?businessId=${saved.businessId}`)) as Record<
      string,
      string
    >[];
    assert.deepEqual(
      lines.filter((x) => x.action === 'release').map((x) => x.id),
      [target.id],
    );
    const kept = await ok(as.zhangwei, `/api/rzzl_qy/guarantee/guarantee/detail?id=${target.id}`);
    assert.match(kept.releaseDate, /^\d{4}-\d\d-\d\d$/);
  });

  test('a replacement securing less than it releases is material', async () => {
    const { guarantees } = await security();
    const released = guarantees[0];
    const saved = await ok(as.zhangwei, `${GC}/save-data`, {
      contractId: contract.id,
      changeType: 'REPLACE',
      releaseGuaranteeIds: released.id,
      reason: '更换保证人',
      newGuarantees: [{ guarantorId: guarantor, guarType: 1, amount: '1.00' }],
    });
    assert.equal((await detail(saved.businessId)).worse, 'weaker');
    refused(
      await as.zhangwei.post(`${GC}/save-data`, { contractId: '1', changeType: 'ADD', reason: 'x' }),
      'contractId',
      /合同不存在/,
    );
  });
});
