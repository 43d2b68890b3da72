/**
 * 批复变更, 项目变更, 合同变更 and 其他 (issue 30) through the API on the demo's projects and contracts: the proposal
 * checked by the target's own fields, the target's state, the diff approvers read, the routing — a change worse for the
 * lessor goes back to the project's review meeting, a better one does not — and on the last approval the target
 * written through its module (history kept), an unsigned contract drawn again; the views, 403 and bad input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { changeModels } from '../src/modules/changes/models';
import { contractRepos } from '../src/modules/contract/repos';
import { checkModel } from '../src/modules/flow/deploy-check';
import { collateralRepos, projectRepos } from '../src/modules/project/repos';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { repos } from '../src/modules/system/repos';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, refused, signIn, testApp } from './helpers';

type Row = Record<string, string>;
import { actAs, changeStaff, consentScan } from './support/servicing-fixture';

const A = '/api/rzzl_qy/approvalChange/approvalchange';
const P = '/api/rzzl_qy/projectChange/projectchange';
const C = '/api/rzzl_qy/contractchange/contractchange';
const O = '/api/rzzl_qy/other/other';
const M = '/api/rzzl_qy/contractchange/maxchange';
const G = '/api/rzzl_qy/guarantee/guarantee';
const Y = '/api/rzzl_qy/commonChange/commonchange';
const ctx = systemContext('000000');

let app: FastifyInstance;
let as: Record<string, Client> = {};
let zhangweiSession: Parameters<typeof consentScan>[1];
const db = () => app.appContext.database.owner;

/** A demo project by name. */
async function projectNamed(name: string) {
  const r = projectRepos.project;
  const [row] = await r.list(db(), ctx, { where: [eq(r.col('projectName'), name)], limit: 1 });
  assert.ok(row, `the demo has ${name}`);
  return row;
}

const contractsOf = (projectId: string) =>
  contractRepos.contract.list(db(), ctx, { where: [eq(contractRepos.contract.col('projectId'), projectId)] });

/** Starts a saved change and has 赵磊 (部门负责人) and 李娜 (风控) approve it. */
async function startAndReview(api: string, businessId: string) {
  const started = await ok(as.zhangwei, `${api}/start-process`, { id: businessId });
  await actAs(as.zhaolei, started.processInstanceId);
  await actAs(as.lina, started.processInstanceId);
  return started.processInstanceId as string;
}

const detail = (api: string, id: string) => ok(as.zhangwei, `${api}/getDetailById?businessId=${id}`);

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const staff = await changeStaff(app, 'fieldchange_nobody');
  as = staff.as;
  zhangweiSession = staff.sessions.zhangwei;
});
after(() => app.close());

describe('field changes', () => {
  test('the default models deploy without a warning', async () => {
    for (const m of changeModels()) {
      const check = await checkModel(m.xml);
      assert.deepEqual([check.problems, check.warnings], [[], []], m.name);
    }
  });

  test('the demo: one of each at its own stage', async () => {
    const states = async (api: string) =>
      ((await ok(as.zhangwei, `${api}/page?current=1&size=50`)).records as { flowState: string }[]).map(
        (r) => r.flowState,
      );
    assert.deepEqual(
      [await states(A), await states(P), await states(C), await states(M), await states(Y), await states(O)],
      [['draft'], ['running'], ['approved'], ['draft'], ['draft'], ['running']],
    );
    const [draft] = (await ok(as.zhangwei, `${A}/page?current=1&size=5`)).records;
    assert.equal(draft.worse, 'annualRate', 'a lower rate is worse for the lessor');
  });

  test('项目变更: checked by the project’s fields, in its states; approved, the project renamed with its history', async () => {
    const draft = await projectNamed('江汉彩印印刷机直租项目');
    refused(
      await as.zhangwei.post(`${P}/save-data`, {
        projectId: draft.id,
        proposed: { projectName: '改名' },
        reason: '更名',
      }),
      'projectId',
      /项目: 当前草稿, 只有.*项目申请审批中.*的可以变更/,
    );
    const applied = await projectNamed('西南康复医疗设备直租项目');
    const body = { projectId: applied.id, reason: '承租人更名后同步项目名称' };
    refused(
      await as.zhangwei.post(`${P}/save-data`, { ...body, proposed: { owner: 'x' } }),
      'proposed.owner',
      /客户经理/,
    );
    refused(
      await as.english.post(`${P}/save-data`, { ...body, proposed: { projectName: applied.projectName } }),
      'proposed',
      /Proposed: fill in at least one thing that changes/,
    );
    refused(
      await as.zhangwei.post(`${P}/save-data`, { ...body, proposed: '[1]' }),
      'proposed',
      /必须是字段与新值的对象/,
    );
    assert.equal((await as.nobody.post(`${P}/save-data`, { ...body, proposed: { projectName: 'x' } })).status, 403);
    const saved = await ok(as.zhangwei, `${P}/save-data`, {
      ...body,
      // the lessee is not a field 项目变更 changes: dropped, not applied
      proposed: { projectName: '西南康复医疗设备直租项目(更名)', customerId: '1', background: applied.background },
    });
    const record = await detail(P, saved.businessId);
    assert.match(record.changeNo, new RegExp(`^${applied.projectNo}-XB01$`));
    assert.deepEqual(record.proposed, { projectName: '西南康复医疗设备直租项目(更名)' });
    const diff = await ok(as.zhangwei, `${P}/approvalDetails?businessId=${saved.businessId}`);
    assert.deepEqual(diff, [
      { field: 'projectName', ysmc: '项目名称', oldval: applied.projectName, newval: '西南康复医疗设备直租项目(更名)' },
    ]);
    await startAndReview(P, saved.businessId);
    const after = await projectRepos.project.getById(db(), ctx, applied.id);
    assert.equal(after.projectName, '西南康复医疗设备直租项目(更名)');
    assert.equal((await detail(P, saved.businessId)).flowState, 'approved');
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=project&dataid=${applied.id}&size=50`);
    assert.ok(JSON.stringify(history).includes('西南康复医疗设备直租项目(更名)'), 'the rename is in the history');
  });

  test('批复变更: a better change needs the head and risk; the draft contract drawn again with the new rate', async () => {
    const cranes = await projectNamed('中原建工塔吊直租项目');
    const [drawn] = await contractsOf(cranes.id);
    const rate = (Number(cranes.annualRate) + 0.5).toFixed(4);
    // A higher rate adds to what the draft contract's guarantor answers for: his consent is attached.
    const saved = await ok(as.zhangwei, `${A}/save-data`, {
      projectId: cranes.id,
      proposed: { annualRate: rate },
      reason: '市场利率上行, 承租人同意上调',
      guarantorConsent: await consentScan(app, zhangweiSession),
    });
    const record = await detail(A, saved.businessId);
    assert.equal(record.worse ?? null, null, 'a higher rate is not worse for the lessor');
    await startAndReview(A, saved.businessId);
    assert.equal((await detail(A, saved.businessId)).flowState, 'approved');
    assert.equal(Number((await projectRepos.project.getById(db(), ctx, cranes.id)).annualRate), Number(rate));
    const redrawn = await contractRepos.contract.getById(db(), ctx, String(drawn.id));
    assert.equal(Number(redrawn.annualRate), Number(rate), 'the draft contract took the new rate');
    assert.equal(redrawn.financeAmount, drawn.financeAmount, 'its own amount stays');
    if (drawn.document) assert.notEqual(redrawn.document, drawn.document, 'its document generated again');
  });

  test('批复变更: a worse change goes back to the review meeting; a veto leaves the terms as they are', async () => {
    const cranes = await projectNamed('中原建工塔吊直租项目');
    const more = (Number(cranes.financeAmount) + 100000).toFixed(2);
    const saved = await ok(as.zhangwei, `${A}/save-data`, {
      projectId: cranes.id,
      proposed: { financeAmount: more, periods: Number(cranes.periods) + 12 },
      reason: '承租人追加设备',
      guarantorConsent: await consentScan(app, zhangweiSession),
    });
    const record = await detail(A, saved.businessId);
    assert.equal(record.worse, 'financeAmount,periods');
    const reviewers = await ok(as.zhangwei, `${A}/approvalDetails?businessId=${saved.businessId}`);
    assert.deepEqual(
      reviewers.map((d: { field: string }) => d.field),
      ['financeAmount', 'periods'],
    );
    const pid = await startAndReview(A, saved.businessId);
    // The meeting: the reviewers of the project's last passed review, else risk and the general manager.
    const r = projectRepos.review;
    const [meeting] = await r.list(db(), ctx, { where: [eq(r.col('projectId'), cranes.id)], query: { descs: 'id' } });
    const ids = meeting?.reviewers ? String(meeting.reviewers).split(',') : [];
    const accounts = ids.length
      ? await Promise.all(ids.map(async (id) => String((await repos.user.getById(db(), ctx, id)).account)))
      : ['lina', 'chenjing'];
    const voters = accounts.filter((a) => a !== 'zhangwei');
    assert.ok(voters.length > 0, 'someone votes');
    // The first votes against: the round ends, back to the starter; nothing applied.
    const first = client(app, await signIn(app, voters[0], DEMO_PASSWORD));
    await actAs(first, pid, 'reject');
    const back = await detail(A, saved.businessId);
    assert.equal(back.flowState, 'running');
    assert.equal((await projectRepos.project.getById(db(), ctx, cranes.id)).financeAmount, cranes.financeAmount);
  });

  test('批复变更: refused while a contract is in approval, below what was disbursed, and without the guarantors’ consent', async () => {
    const packaging = await projectNamed('鹭岛微电子封装设备售后回租项目');
    refused(
      await as.zhangwei.post(`${A}/start-process`, {
        projectId: packaging.id,
        proposed: { deposit: (Number(packaging.deposit ?? 0) + 1000).toFixed(2) },
        reason: '调整保证金',
      }),
      'projectId',
      /合同 .* 正在审批中/,
    );
    const excavators = await projectNamed('华东重工挖掘机售后回租项目');
    refused(
      await as.zhangwei.post(`${A}/start-process`, {
        projectId: excavators.id,
        proposed: { financeAmount: '1.00' },
        reason: '调减',
      }),
      'proposed.financeAmount',
      /融资金额\(元\): 不能低于项目下合同金额合计/,
    );
    const rate = (Number(excavators.annualRate) + 1).toFixed(4);
    const body = { projectId: excavators.id, proposed: { annualRate: rate }, reason: '上调利率' };
    const guarantors = await as.zhangwei.post(`${A}/start-process`, body);
    if (guarantors.status === 400) {
      refused(guarantors, 'guarantorConsent', /担保人同意函: 合同的保证人/);
      const started = await ok(as.zhangwei, `${A}/start-process`, {
        ...body,
        guarantorConsent: await consentScan(app, zhangweiSession),
      });
      assert.ok(started.processInstanceId);
    } else assert.equal(guarantors.status, 200, 'no guarantor: nothing to consent');
    // One change of a project in flight at a time, across the project's change families.
    refused(
      await as.zhangwei.post(`${A}/start-process`, {
        projectId: excavators.id,
        proposed: { fee: '1000.00' },
        reason: '调整手续费',
      }),
      'projectId',
      /有其他变更正在审批中 \(批复变更\)/,
    );
  });

  test('合同变更 on a signed contract; the views getBeforeContractVO, getProcessproVO and isOneLoan', async () => {
    const excavators = await projectNamed('华东重工挖掘机售后回租项目');
    const signed = (await contractsOf(excavators.id)).find((c) => c.contractState === 'signed')!;
    const view = await ok(as.zhangwei, `${A}/getBeforeContractVO?contractId=${signed.id}`);
    assert.equal(view.contractNo, signed.contractNo);
    const project = await ok(as.zhangwei, `${P}/getProcessproVO?entId=${excavators.id}`);
    assert.equal(project.projectNo, excavators.projectNo);
    assert.ok(Array.isArray(project.items));
    const loans = await ok(as.zhangwei, `${A}/isOneLoan?contractId=${signed.id}`);
    assert.equal(typeof loans.count, 'number');
    assert.equal(loans.oneLoan, loans.count <= 1);
    refused(await as.english.get(`${A}/isOneLoan`), 'contractId', /please select the contract/);
    // The views within the caller's reach: a record that is not there is a 404, a caller without the menu a 403.
    assert.equal((await as.zhangwei.get(`${P}/getProcessproVO?entId=1`)).status, 404);
    assert.equal((await as.zhangwei.get(`${C}/getBeforeContractVO?contractId=1`)).status, 404);
    assert.equal((await as.nobody.get(`${P}/getProcessproVO?entId=${excavators.id}`)).status, 403);
    refused(await as.zhangwei.get(`${P}/getProcessproVO?entId=x`), 'entId', /项目/);
    assert.equal((await as.nobody.get(`${A}/isOneLoan?contractId=${signed.id}`)).status, 403);

    const saved = await ok(as.zhangwei, `${C}/save-data`, {
      contractId: signed.id,
      proposed: { contractName: `${signed.contractName}(补充协议)` },
      reason: '签订补充协议',
    });
    await startAndReview(C, saved.businessId);
    const after = await contractRepos.contract.getById(db(), ctx, String(signed.id));
    assert.equal(after.contractName, `${signed.contractName}(补充协议)`);
    assert.equal(after.contractState, 'signed');
    const draft = (await contractRepos.contract.list(db(), ctx)).find((c) => c.contractState === 'draft')!;
    refused(
      await as.zhangwei.post(`${C}/save-data`, { contractId: draft.id, proposed: { remark: 'x' }, reason: 'x' }),
      'contractId',
      /合同: 当前草稿/,
    );
  });

  test('最高额变更: only a maximum guarantee, never below what is taken; a lower ceiling reaches 总经理', async () => {
    const excavators = await projectNamed('华东重工挖掘机售后回租项目');
    const signed = (await contractsOf(excavators.id)).find((c) => c.contractState === 'signed')!;
    // Fixtures: the contracted project's guarantees are closed to its screens, so they are written here.
    const guarantors = await ok(as.zhangwei, '/api/rzzl_qy/customer/basicinfo/page?current=1&size=2');
    const g = collateralRepos.guarantee;
    const base = { mainId: excavators.id, guarantorId: guarantors.records[1].id, startDate: '2026-01-01' };
    const max = await g.insert(db(), ctx, {
      ...base,
      guaranteeNo: 'FC-ZG',
      guarType: 3,
      amount: '1000000',
      maxAmount: '1000000',
    });
    const plain = await g.insert(db(), ctx, { ...base, guaranteeNo: 'FC-BZ', guarType: 1, amount: '300000' });
    await collateralRepos.guaranteeDetail.insert(db(), ctx, {
      guaranteeId: max.id,
      contractId: signed.id,
      amount: '600000',
    });
    const change = { guaranteeId: max.id, reason: '担保人经营收缩, 协商降低最高额' };
    refused(
      await as.zhangwei.post(`${M}/save-data`, { ...change, guaranteeId: plain.id, proposed: { maxAmount: '1' } }),
      'guaranteeId',
      /只有最高额保证有最高额可以变更/,
    );
    refused(
      await as.zhangwei.post(`${M}/save-data`, { ...change, proposed: { maxAmount: '500000' } }),
      'proposed.maxAmount',
      /最高担保额\(元\): 不能低于已占用额度 600000.00 元/,
    );
    refused(
      await as.zhangwei.post(`${M}/save-data`, { ...change, proposed: { endDate: '2025-12-31' } }),
      'proposed.endDate',
      /保证期间止: 不能早于保证期间起 2026-01-01/,
    );
    const saved = await ok(as.zhangwei, `${M}/save-data`, {
      ...change,
      proposed: { maxAmount: '800000', endDate: '2028-12-31' },
    });
    assert.equal((await detail(M, saved.businessId)).worse, 'maxAmount');
    const pid = await startAndReview(M, saved.businessId);
    await actAs(as.chenjing, pid);
    const after = (await ok(as.zhangwei, `${G}/detail?id=${max.id}`)) as Row;
    assert.deepEqual([after.maxAmount, after.endDate], ['800000.00', '2028-12-31']);
    const history = await ok(as.zhangwei, `/api/rzzl_qy/common/modify/list?ywlx=guarantee&dataid=${max.id}&size=50`);
    assert.ok(JSON.stringify(history).includes('800000'), 'the new ceiling is in the history');
  });

  test('一般变更: the lessee’s particulars after a registry change; changeLoan lists its IOUs', async () => {
    const excavators = await projectNamed('华东重工挖掘机售后回租项目');
    const lessee = String(excavators.customerId);
    const body = { customerId: lessee, reason: '工商变更: 更名并变更注册地址' };
    refused(
      await as.zhangwei.post(`${Y}/save-data`, { ...body, proposed: { compname: '' } }),
      'proposed.compname',
      /客户名称/,
    );
    const saved = await ok(as.zhangwei, `${Y}/save-data`, {
      ...body,
      proposed: { compname: '华东重工集团股份有限公司', regAddress: '上海市浦东新区张江路 88 号' },
    });
    const record = await detail(Y, saved.businessId);
    assert.match(record.changeNo, /-YB02$/, 'numbered after the demo draft of the same lessee');
    const started = await ok(as.zhangwei, `${Y}/start-process`, { id: saved.businessId });
    await actAs(as.zhaolei, started.processInstanceId);
    assert.equal((await detail(Y, saved.businessId)).flowState, 'approved');
    const after = await ok(as.zhangwei, `/api/rzzl_qy/customer/basicinfo/detail?id=${lessee}`);
    assert.deepEqual([after.compname, after.regAddress], ['华东重工集团股份有限公司', '上海市浦东新区张江路 88 号']);
    const ious = (await ok(as.zhangwei, `${Y}/changeLoan?customerId=${lessee}`)) as Row[];
    assert.ok(ious.length > 0 && ious.every((i) => i.iouNo && i.iouState), JSON.stringify(ious[0]));
    assert.equal((await as.nobody.get(`${Y}/changeLoan?customerId=${lessee}`)).status, 403);
  });

  test('其他: the record it is about checked and titled; 部门负责人 and 总经理 approve', async () => {
    const excavators = await projectNamed('华东重工挖掘机售后回租项目');
    const body = { title: '设备巡检费用报销', content: '现场巡检差旅费用', linkKind: 'project' };
    refused(await as.zhangwei.post(`${O}/save-data`, { ...body, linkId: '1' }), 'linkId', /关联记录: 项目不存在/);
    refused(
      await as.zhangwei.post(`${O}/save-data`, { ...body, linkKind: null, linkId: excavators.id }),
      'linkKind',
      /请选择关联类型/,
    );
    const saved = await ok(as.zhangwei, `${O}/save-data`, { ...body, linkId: excavators.id });
    const record = await detail(O, saved.businessId);
    assert.equal(record.linkTitle, excavators.projectName);
    assert.match(record.otherNo, /^QT\d{8}\d{3}$/);
    const started = await ok(as.zhangwei, `${O}/start-process`, { id: saved.businessId });
    await actAs(as.zhaolei, started.processInstanceId);
    await actAs(as.chenjing, started.processInstanceId);
    assert.equal((await detail(O, saved.businessId)).flowState, 'approved');
  });
});
