/**
 * Leased items, guarantees and collateral through the real server: numbering per project, the lessee is no
 * guarantor, the 最高额保证's ceiling (and two covers racing for it), mortgage/pledge bases with their items, the
 * lock once the project is in approval (registration dates excepted), the customer's view, and permissions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { usccCheckChar } from '@flp/shared/validate';
import type { FastifyInstance } from 'fastify';
import { collateralApi, settleProjectGuarantees } from '../src/modules/project/collateral';
import { contractRepos } from '../src/modules/contract/repos';
import { collateralRepos, projectRepos } from '../src/modules/project/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, createTenant, ok, signIn, signInUngranted, testApp } from './helpers';

// postgres: two collateral registrations at once over one limit (one wins) (scripts/test.mjs api:postgres)

const API = '/api/rzzl_qy';
const G = `${API}/guarantee/guarantee`;
const M = `${API}/mortgage/mortgagedescription`;
const P = `${API}/pledge/pledgeinformation`;
const B = `${API}/mortplebase/mortplebase`;
const S = `${API}/subjectMatter/subjectmatter`;
const CG = `${API}/customer/customerguarantee`;
const uscc = (org: string) => `91440305${org}${usccCheckChar(`91440305${org}`)}`;
const ctx = systemContext('000000');

let app: FastifyInstance;
let admin: Client;
let en: Client;
let lessee: string;
let guarantor: string;
let p1: string;
let p2: string;
let c1: string;
let c2: string;
let c3: string;

async function customer(org: string, name: string) {
  await ok(admin, `${API}/customer/basicinfo/submit`, {
    idType: 2,
    compname: name,
    creditCode: uscc(org),
    regionCode: '440305',
    industryCode: 'C3511',
    entStatus: '存续',
  });
  const page = await ok(admin, `${API}/customer/basicinfo/page?compname=${encodeURIComponent(name)}`);
  return String(page.records[0].id);
}
const db = () => app.appContext.database.owner;
async function project(projectNo: string, customerId: string) {
  const row = await projectRepos.project.insert(db(), ctx, {
    projectNo,
    projectName: `项目${projectNo}`,
    customerId,
    projectState: 'draft',
  });
  return String(row.id);
}
const setState = (id: string, projectState: string) => projectRepos.project.update(db(), ctx, id, { projectState });
async function contract(contractNo: string, projectId: string) {
  const row = await contractRepos.contract.insert(db(), ctx, { contractNo, projectId, customerId: lessee });
  return String(row.id);
}
const guaranteeBody = (mainId: string, extra: Record<string, unknown> = {}) => ({
  mainId,
  guarantorId: guarantor,
  guarType: 1,
  amount: '500000',
  ...extra,
});
interface GuaranteeRow {
  id: string;
  guaranteeNo: string;
  guarType: number;
  guarantorName: string;
  maxAmount: string | null;
  contractId: string | null;
  contractNo?: string;
}
const byProject = async (mainId: string): Promise<GuaranteeRow[]> =>
  ((await ok(admin, `${G}/guaranteeByMainId?mainId=${mainId}`)) as GuaranteeRow[]).sort((a, b) =>
    a.guaranteeNo.localeCompare(b.guaranteeNo),
  );
/** The standard list call is paged: its records. */
const records = async (url: string) => (await ok(admin, url)).records;

before(async () => {
  app = await testApp();
  const session = await signIn(app);
  admin = client(app, session);
  en = client(app, session, { lang: 'en-US' });
  lessee = await customer('MA0000C01', '承租企业甲');
  guarantor = await customer('MA0000C02', '担保企业乙');
  p1 = await project('XM2026110001', lessee);
  p2 = await project('XM2026110002', lessee);
  c1 = await contract('HT-1', p2);
  c2 = await contract('HT-2', p2);
  c3 = await contract('HT-3', p2);
});
after(() => app.close());

describe('guarantees', () => {
  test('numbered from the project, one after the other', async () => {
    await ok(admin, `${G}/save`, guaranteeBody(p1));
    await ok(admin, `${G}/save`, guaranteeBody(p1, { guaranteeNo: 'MINE' }));
    const rows = await byProject(p1);
    assert.deepEqual(
      rows.map((r: { guaranteeNo: string }) => r.guaranteeNo),
      ['XM2026110001-BZ01', 'XM2026110001-BZ02'],
    );
    assert.equal(rows[0].guarantorName, '担保企业乙');
    // A removed number is not given again.
    await ok(admin, `${G}/remove?ids=${rows[1].id}`, {});
    await ok(admin, `${G}/save`, guaranteeBody(p1));
    const after = await byProject(p1);
    assert.equal(after[1].guaranteeNo, 'XM2026110001-BZ03');
    const found = await ok(admin, `${G}/guaranteeList?projectId=${p1}&guaranteeNo=BZ03`);
    assert.equal(found.length, 1);
  });

  test('the lessee is no guarantor; bad input names its field', async () => {
    const r = await admin.post(`${G}/save`, guaranteeBody(p1, { guarantorId: lessee }));
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /保证人/);
    const e = await en.post(`${G}/save`, guaranteeBody(p1, { guarantorId: lessee }));
    assert.match(e.body.msg, /Guarantor/);
    const missing = await admin.post(`${G}/save`, { mainId: p1, guarantorId: guarantor, guarType: 1 });
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /担保金额/);
  });

  test('a maximum guarantee needs a ceiling not below its amount; others keep none', async () => {
    const none = await admin.post(`${G}/save`, guaranteeBody(p1, { guarType: 3 }));
    assert.equal(none.status, 400);
    assert.match(none.body.msg, /最高担保额/);
    const low = await admin.post(`${G}/save`, guaranteeBody(p1, { guarType: 3, maxAmount: '1000' }));
    assert.equal(low.status, 400);
    assert.match(low.body.msg, /不能小于担保金额/);
    await ok(admin, `${G}/save`, guaranteeBody(p1, { guarType: 1, maxAmount: '9000000' }));
    const last = (await byProject(p1)).at(-1)!;
    assert.equal(last.guaranteeNo, 'XM2026110001-BZ04');
    assert.equal(last.maxAmount, null);
    await ok(admin, `${G}/remove?ids=${last.id}`, {});
  });

  test('the cover of a maximum guarantee stays within its ceiling, also when two covers race', async () => {
    await ok(admin, `${G}/save`, guaranteeBody(p2, { guarType: 3, maxAmount: '1000000' }));
    const [max] = (await byProject(p2)).filter((g: { guarType: number }) => Number(g.guarType) === 3);
    const add = (contractId: string, amount: string) =>
      admin.post(`${G}/guaranteeDetailAdd`, { guaranteeId: max.id, contractId, amount });
    const first = await add(c1, '600000');
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.data.residueAmount, '400000.00');
    const raced = await Promise.all([add(c2, '300000'), add(c3, '300000')]);
    assert.deepEqual(raced.map((r) => r.status).sort(), [200, 400]);
    const refused = raced.find((r) => r.status === 400)!;
    assert.match(refused.body.msg, /占用额度/);
    assert.match(refused.body.msg, /100000\.00/);
    const [residue] = await ok(admin, `${G}/residueAmtList?mainId=${p2}`);
    assert.equal(residue.usedAmount, '900000.00');
    assert.equal(residue.residueAmount, '100000.00');
    // The ceiling cannot drop below what is taken.
    const lower = await admin.post(`${G}/update`, { id: max.id, maxAmount: '800000' });
    assert.equal(lower.status, 400);
    assert.match(lower.body.msg, /已占用额度/);
    // The same contract twice is refused; an ordinary guarantee covers no contracts.
    assert.equal((await add(c1, '1')).status, 400);
    const [plain] = await byProject(p1);
    const r = await admin.post(`${G}/guaranteeDetailAdd`, { guaranteeId: plain.id, contractId: c1, amount: '1' });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /最高额保证/);
    const bad = await admin.post(`${G}/guaranteeDetailAdd`, { guaranteeId: max.id, contractId: c1, amount: 'x' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /占用额度/);

    const cover = await collateralApi.guaranteeCover(db(), ctx, max.guaranteeNo);
    assert.equal(cover?.residue, '100000.00');
    assert.equal(cover?.details.length, 2);
    assert.equal(await collateralApi.guaranteeCover(db(), ctx, 'NONE'), null);

    // Seen from the other project of the same lessee, and as 重复担保 of the guarantor.
    const others = await ok(admin, `${G}/otherguarByMainId?mainId=${p1}`);
    assert.deepEqual(
      others.map((g: { id: string }) => g.id),
      [max.id],
    );
    const repeat = await ok(admin, `${G}/repeatGuarList?guarantorId=${guarantor}&mainId=${p1}`);
    assert.equal(repeat.records.length, 1);
    assert.equal(repeat.total, '500000.00');
  });

  test('contractChange ties a guarantee to an existing contract only', async () => {
    const [g] = await byProject(p1);
    const bad = await admin.post(`${G}/contractChange?id=${g.id}&contractId=123456789`, {});
    assert.equal(bad.status, 400);
    await ok(admin, `${G}/contractChange?id=${g.id}&contractId=${c1}`, {});
    const [tied] = await byProject(p1);
    assert.equal(tied.contractId, c1);
    assert.equal(tied.contractNo, 'HT-1');
  });
});

describe('guarantees saved with the project form', () => {
  const hook = (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => ({
    tx,
    ctx,
    afterCommit() {},
    changed() {},
  });
  test('settleProjectGuarantees numbers them and checks them like the guarantee calls', async () => {
    const repo = collateralRepos.guarantee;
    await repo.insert(db(), ctx, { mainId: p1, guarantorId: guarantor, guarType: 1, amount: '1' });
    await db().transaction((tx) => settleProjectGuarantees(hook(tx), p1));
    const numbers = (await byProject(p1)).map((g) => g.guaranteeNo);
    assert.deepEqual(numbers, ['XM2026110001-BZ01', 'XM2026110001-BZ03', 'XM2026110001-BZ05']);
    const lessees = await repo.insert(db(), ctx, { mainId: p1, guarantorId: lessee, guarType: 1, amount: '1' });
    await assert.rejects(
      db().transaction((tx) => settleProjectGuarantees(hook(tx), p1)),
      (e: { status: number; fields: { field: string }[] }) =>
        e.status === 400 && e.fields[0].field === 'guarantees[3].guarantorId',
    );
    await repo.remove(db(), ctx, [String(lessees.id)]);
  });
});

describe('mortgages, pledges and their contracts', () => {
  const mortgageItem = (name: string) => ({
    mortgagorId: guarantor,
    collateralName: name,
    collateralType: 'house',
    valuation: '2000000',
  });
  test('mortgages are added (add), checked and removed by project', async () => {
    await ok(admin, `${M}/add`, { mainId: p1, ...mortgageItem('厂房A') });
    const bad = await admin.post(`${M}/add`, {
      mainId: p1,
      mortgagorId: guarantor,
      collateralType: 'house',
      valuation: '1',
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /抵押物名称/);
    assert.equal((await records(`${M}/list?mainId=${p1}`)).length, 1);
    assert.equal(await ok(admin, `${M}/removeByMainId?mainId=${p1}`), 1);
    assert.equal((await records(`${M}/list?mainId=${p1}`)).length, 0);
  });

  test('pledges are added with add or submit', async () => {
    const pledge = {
      mainId: p1,
      pledgorId: guarantor,
      pledgeName: '应收账款',
      pledgeType: 'receivable',
      valuation: '1',
    };
    await ok(admin, `${P}/add`, pledge);
    await ok(admin, `${P}/submit`, { ...pledge, pledgeName: '股权' });
    assert.equal((await records(`${P}/list?mainId=${p1}`)).length, 2);
    const bad = await admin.post(`${P}/add`, { ...pledge, pledgeType: undefined });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /质物类型/);
  });

  test('a base is saved with its items, numbered by kind, and read with them', async () => {
    const saved = await ok(admin, `${B}/mortplebaseDetailAdd`, {
      mainId: p1,
      guartype: 1,
      ownerId: guarantor,
      amount: '3000000',
      maxAmount: '5000000',
      regDate: '2026-01-10',
      items: [mortgageItem('厂房B'), mortgageItem('设备C')],
    });
    assert.equal(saved.mortpleNo, 'XM2026110001-DY01');
    const base = await ok(admin, `${B}/mortplebaseDetail?id=${saved.id}`);
    assert.equal(base.items.length, 2);
    assert.ok(base.items.every((i: { baseId: string; mainId: string }) => i.baseId === saved.id && i.mainId === p1));
    // Saving again with one item: the other leaves the base but stays the project's.
    await ok(admin, `${B}/mortplebaseDetailAdd`, { id: saved.id, items: [base.items[0]] });
    assert.equal((await ok(admin, `${B}/mortplebaseDetail?id=${saved.id}`)).items.length, 1);
    assert.equal((await records(`${M}/list?mainId=${p1}`)).length, 2);

    const pledgeBase = await ok(admin, `${B}/mortplebaseDetailAdd`, {
      mainId: p1,
      guartype: 2,
      ownerId: guarantor,
      amount: '100',
      items: [],
    });
    assert.equal(pledgeBase.mortpleNo, 'XM2026110001-ZY01');
    const badItem = await admin.post(`${B}/mortplebaseDetailAdd`, {
      mainId: p1,
      guartype: 1,
      ownerId: guarantor,
      amount: '100',
      items: [{ mortgagorId: guarantor, collateralType: 'house', valuation: '1' }],
    });
    assert.equal(badItem.status, 400);
    assert.equal(badItem.body.data.errors[0].field, 'items[0].collateralName');
    // A mortgage cannot join a pledge base.
    const wrongKind = await admin.post(`${M}/add`, { mainId: p1, ...mortgageItem('X'), baseId: pledgeBase.id });
    assert.equal(wrongKind.status, 400);
    assert.match(wrongKind.body.msg, /担保方式不符/);
    const low = await admin.post(`${B}/save`, {
      mainId: p1,
      guartype: 1,
      ownerId: guarantor,
      amount: '10',
      maxAmount: '5',
    });
    assert.equal(low.status, 400);
    assert.match(low.body.msg, /最高额/);

    const residue = await ok(admin, `${B}/residueAmtList?mainId=${p1}`);
    assert.equal(residue.length, 1);
    assert.equal(residue[0].residueAmount, '2000000.00');
    await ok(admin, `${B}/contractChange?id=${saved.id}&contractId=${c2}`, {});
    const byContract = await ok(admin, `${B}/getByContractList`, { ids: `${c2},${c3}` });
    assert.deepEqual(
      byContract.map((b: { id: string }) => b.id),
      [saved.id],
    );
  });
});

describe('leased items', () => {
  test('items are submitted, paged by project and grouped by contract for the lessee', async () => {
    await ok(admin, `${S}/submit`, { projectId: p1, itemName: '挖掘机', quantity: 2, invoiceValue: '800000.10' });
    await ok(admin, `${S}/submit`, { projectId: p1, itemName: '起重机', quantity: 1, invoiceValue: '200000.20' });
    const bad = await admin.post(`${S}/submit`, { projectId: p1, itemName: '无价', quantity: 1 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /发票价值/);
    const page = await ok(admin, `${S}/subjectMatterPage?projectId=${p1}&current=1&size=10`);
    assert.equal(page.total, 2);
    assert.deepEqual(await ok(admin, `${S}/getContractByComId?comId=${lessee}`), []);
    // The contract is drawn: everything of the project without one now points at it.
    await db().transaction((tx) => collateralApi.attachToContract({ tx, ctx, afterCommit() {}, changed() {} }, p1, c3));
    const groups = await ok(admin, `${S}/getContractByComId?comId=${lessee}`);
    assert.equal(groups.length, 1);
    assert.equal(groups[0].contractNo, 'HT-3');
    assert.equal(groups[0].items.length, 2);
    assert.equal(groups[0].totalInvoiceValue, '1000000.30');
    const pledges = await records(`${P}/list?mainId=${p1}`);
    assert.ok(pledges.every((x: { contractId: string }) => x.contractId === c3));
    // A guarantee tied earlier keeps its own contract.
    assert.equal((await byProject(p1))[0].contractId, c1);
  });
});

describe('the lock once the project is in approval', () => {
  test('no change to the security, except the registration of a base', async () => {
    const [g] = await byProject(p1);
    const [base] = await records(`${B}/list?mainId=${p1}&guartype=1`);
    const [item] = await records(`${S}/list?projectId=${p1}`);
    await setState(p1, 'applying');
    try {
      for (const [url, body] of [
        [`${G}/save`, guaranteeBody(p1)],
        [`${G}/update`, { id: g.id, amount: '1' }],
        [`${G}/remove?ids=${g.id}`, {}],
        [
          `${M}/add`,
          { mainId: p1, ...{ mortgagorId: guarantor, collateralName: 'Y', collateralType: 'house', valuation: '1' } },
        ],
        [`${P}/submit`, { mainId: p1, pledgorId: guarantor, pledgeName: 'Z', pledgeType: 'bill', valuation: '1' }],
        [`${S}/remove?ids=${item.id}`, {}],
        [`${B}/update`, { id: base.id, amount: '1' }],
      ] as const) {
        const r = await admin.post(url, body);
        assert.equal(r.status, 400, url);
        assert.equal(r.body.msg, '项目已提交审批, 不能修改担保信息');
      }
      const unlink = await admin.post(`${B}/mortplebaseDetailAdd`, { id: base.id, items: [] });
      assert.equal(unlink.body.msg, '项目已提交审批, 不能修改担保信息');
      const e = await en.post(`${G}/save`, guaranteeBody(p1));
      assert.match(e.body.msg, /in approval/);
      assert.equal((await admin.get(`${M}/removeByMainId?mainId=${p1}`)).status, 400);

      // The guarantee's contract is signed whatever the project's state: its number and period, the rest unchanged.
      await ok(admin, `${G}/update`, {
        id: g.id,
        guarContractNo: 'BZHT-001',
        startDate: '2026-01-01',
        endDate: '2029-12-31',
      });
      assert.equal((await ok(admin, `${G}/detail?id=${g.id}`)).guarContractNo, 'BZHT-001');
      const signing = await ok(admin, `${API}/common/modify/list?ywlx=guarantee&dataid=${g.id}&size=50`);
      assert.ok(
        signing.records.some((r: { newval: string }) => r.newval === 'BZHT-001'),
        'the signing after approval is in the modification history',
      );
      // Registration goes on whatever the project's state (the rest of the form sent back unchanged).
      await ok(admin, `${B}/update`, { id: base.id, regNo: 'DJ-001', amount: '3000000', ownerId: guarantor });
      await ok(admin, `${B}/ccvaldateEdit`, { id: base.id, ccvaldate: '2031-01-10' });
      const early = await admin.post(`${B}/finishdateEdit`, { id: base.id, finishdate: '2025-12-31' });
      assert.equal(early.status, 400);
      assert.match(early.body.msg, /解除日期/);
      await ok(admin, `${B}/finishdateEdit`, { id: base.id, finishdate: '2027-06-30' });
      const after = await ok(admin, `${B}/detail?id=${base.id}`);
      assert.equal(after.regNo, 'DJ-001');
      assert.equal(after.ccvaldate, '2031-01-10');
      assert.equal(after.finishdate, '2027-06-30');
      const history = await ok(admin, `${API}/common/modify/list?ywlx=mortpleBase&dataid=${base.id}&size=50`);
      assert.ok(history.records.length >= 3, JSON.stringify(history.records));
      const missing = await admin.post(`${B}/ccvaldateEdit`, { id: base.id });
      assert.equal(missing.status, 400);
      assert.match(missing.body.msg, /登记有效期/);
    } finally {
      await setState(p1, 'draft');
    }
  });
});

describe('customer guarantees', () => {
  test('paged by guarantor name; one customer’s guarantees with a total', async () => {
    const page = await ok(admin, `${CG}/page?guarantorName=${encodeURIComponent('担保企业')}&current=1&size=2`);
    assert.equal(page.size, 2);
    assert.ok(page.total >= 3);
    assert.ok(page.records.every((r: { guarantorName: string }) => r.guarantorName === '担保企业乙'));
    const none = await ok(admin, `${CG}/page?guarantorName=${encodeURIComponent('没有这家')}`);
    assert.equal(none.total, 0);
    const children = await ok(admin, `${CG}/children?customerId=${guarantor}`);
    assert.equal(children.count, children.records.length);
    assert.ok(children.records.every((r: { projectName: string }) => r.projectName.startsWith('项目XM')));
    const missing = await admin.get(`${CG}/children`);
    assert.equal(missing.status, 400);
    assert.match(missing.body.msg, /客户/);
  });
});

describe('tenants', () => {
  test('another tenant sees none of these guarantees and cannot cover them', async () => {
    await createTenant(app, '200001');
    const other = client(app, await signIn(app, 'admin', 'admin', '200001'));
    const [g] = await byProject(p2);
    assert.deepEqual(await ok(other, `${G}/guaranteeByMainId?mainId=${p2}`), []);
    assert.equal((await ok(other, `${CG}/children?customerId=${guarantor}`)).count, 0);
    const r = await other.post(`${G}/guaranteeDetailAdd`, { guaranteeId: g.id, contractId: c3, amount: '1' });
    assert.equal(r.status, 404);
    assert.equal((await other.post(`${G}/save`, guaranteeBody(p1))).status, 400);
  });
});

describe('permissions', () => {
  test('a user without the buttons is refused', async () => {
    const nobody = client(app, await signInUngranted(app, 'collateral_nobody'));
    for (const url of [
      `${G}/guaranteeByMainId?mainId=${p1}`,
      `${G}/residueAmtList`,
      `${B}/mortplebaseDetail?id=1`,
      `${S}/getContractByComId?comId=${lessee}`,
      `${CG}/children?customerId=${guarantor}`,
      `${M}/removeByMainId?mainId=${p1}`,
    ])
      assert.equal((await nobody.get(url)).status, 403, url);
    for (const url of [`${G}/guaranteeDetailAdd`, `${B}/mortplebaseDetailAdd`, `${B}/ccvaldateEdit`, `${M}/add`])
      assert.equal((await nobody.post(url, {})).status, 403, url);
  });
});
