/**
 * 合同管理 (/api/rzzl_qy/contract/contract, beforeContract, supplement): a contract drawn from an approved project
 * (number, terms copied, the project's amount as a cap), its document generated from the enabled model and read back,
 * the 合同审批 family through both call sets, signing (the project becomes 已签约), 中登登记, the reads, bad input,
 * permissions, the download.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type BladeFlowRow, PROJECT_STATES, scheduleOfTerms } from '@flp/shared';
import { usccCheckChar } from '@flp/shared/validate';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { amountInWords, formatAmount } from '@flp/shared/format';
import { buildDocx } from '../src/platform/documents/docx-writer';
import { projectRepos } from '../src/modules/project/repos';
import { systemContext } from '../src/platform/tenancy/context';
import {
  BASIC,
  type Client,
  type Session,
  attachmentOf,
  client,
  createTenant,
  ok,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';
import { PDF } from './support/files';

const CT = '/api/rzzl_qy/contract/contract';
const BC = '/api/rzzl_qy/beforeContract/beforeContract';
const SUP = '/api/rzzl_qy/supplement/supplement';
const PRJ = '/api/rzzl_qy/processpro/processpro';
const CUS = '/api/rzzl_qy/customer/basicinfo';
const F = '/api/blade-flow/work';

let app: FastifyInstance;
let dataDir: string;
const as: Record<string, Client> = {};
const sessions: Record<string, Session> = {};
const ids: Record<string, string> = {};

const uscc = (org: string) => `91440305${org}${usccCheckChar(`91440305${org}`)}`;

const upload = (session: Session, filename: string, content: Buffer) =>
  attachmentOf(app, session.token, filename, content);

async function download(session: Session, url: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { authorization: BASIC, 'blade-auth': `bearer ${session.token}` },
  });
}

async function rowIn(c: Client, list: 'todo-list' | 'claim-list', pid: string) {
  const page = await ok(c, `${F}/${list}?current=1&size=100`);
  return (page.records as BladeFlowRow[]).find((r) => r.processInstanceId === pid);
}

/** Claims the task offered to the user on the instance and approves it. */
async function approve(c: Client, pid: string) {
  const offered = await rowIn(c, 'claim-list', pid);
  assert.ok(offered, `a task of ${pid} is offered`);
  await ok(c, `${F}/claim-task?taskId=${offered.taskId}`, {});
  await ok(c, `${F}/complete-task`, { taskId: offered.taskId, processInstanceId: pid, flag: 'ok', comment: '同意' });
  return offered;
}

const TERMS = {
  financeAmount: '1234567.89',
  periods: 12,
  frequencyMonths: 1,
  annualRate: '6',
  rentMethod: 'EQUAL_RENT',
  payIn: 'ARREARS',
  startDate: '2026-12-01',
  deposit: '100000',
  fee: '20000',
  purchasePrice: '100',
};

/** A project of the lessee, submitted by zhangwei, then approved directly (the chain is not this file's). */
async function approvedProject(name: string, extra: Record<string, unknown> = {}) {
  await ok(as.zhangwei, `${PRJ}/submit`, {
    projectName: name,
    customerId: ids.lessee,
    leaseType: 1,
    owner: ids.zhangweiUser,
    ...TERMS,
    items: [
      { itemName: '数控机床', quantity: 2, unit: '台', invoiceValue: '800000' },
      { itemName: '叉车', quantity: 3, unit: '台', invoiceValue: '600000' },
    ],
    guarantees: [{ guarantorId: ids.guarantor, guarType: 1, amount: '500000' }],
    ...extra,
  });
  const page = await ok(as.zhangwei, `${PRJ}/page?current=1&size=5&projectName=${encodeURIComponent(name)}`);
  const saved = page.records[0];
  const db = app.appContext.database.owner;
  await projectRepos.project.update(db, systemContext('000000'), String(saved.id), {
    projectState: PROJECT_STATES.approved,
  });
  return String(saved.id);
}

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flp-contract-'));
  app = await testApp({ SEED_DEMO: 'on', DATA_DIR: dataDir });
  sessions.admin = await signIn(app);
  as.admin = client(app, sessions.admin);
  as.en = client(app, sessions.admin, { lang: 'en-US' });
  for (const account of ['zhangwei', 'zhaolei', 'lina', 'chenjing']) {
    sessions[account] = await signIn(app, account, '123456');
    as[account] = client(app, sessions[account]);
  }
  sessions.nobody = await signInUngranted(app, 'contract_nobody');
  as.nobody = client(app, sessions.nobody);
  ids.zhangweiUser = String(sessions.zhangwei.body.user_id);
  for (const [key, org, compname] of [
    ['lessee', 'MA0000C01', '合同测试承租企业'],
    ['guarantor', 'MA0000C02', '合同测试担保企业'],
  ]) {
    await ok(as.admin, `${CUS}/submit`, {
      idType: 2,
      compname,
      creditCode: uscc(org),
      regionCode: '440305',
      industryCode: 'C3511',
      entStatus: '存续',
      legalPerson: '王法人',
      regAddress: '深圳市南山区科技园',
      telephone: '0755-88888888',
    });
    const page = await ok(as.admin, `${CUS}/page?compname=${encodeURIComponent(compname)}&size=5`);
    ids[key] = String(page.records[0].id);
  }
  ids.project = await approvedProject('合同测试项目');
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('contracts', () => {
  test('a contract copies the project, takes a number, and the project amount caps its contracts', async () => {
    const saved = await ok(as.zhangwei, `${BC}/save-data`, { projectId: ids.project, financeAmount: '1000000' });
    ids.contract = String(saved.businessId);
    const c = await ok(as.zhangwei, `${CT}/details?id=${ids.contract}`);
    assert.match(c.contractNo, /^HT\d{4}\d{5}$/);
    assert.equal(c.contractName, '合同测试项目融资租赁合同');
    assert.equal(String(c.customerId), ids.lessee);
    assert.equal(Number(c.leaseType), 1);
    assert.equal(String(c.owner), ids.zhangweiUser);
    assert.equal(c.contractState, 'draft');
    assert.equal(Number(c.financeAmount), 1000000); // given by the body
    assert.equal(Number(c.periods), 12); // copied
    assert.equal(String(c.startDate).slice(0, 10), '2026-12-01');
    assert.equal(Number(c.deposit), 100000);

    // 1,234,567.89 − 1,000,000 = 234,567.89 left.
    const over = await as.zhangwei.post(`${BC}/save-data`, { projectId: ids.project, financeAmount: '300000' });
    assert.equal(over.status, 400);
    assert.match(over.body.msg, /融资金额/);
    assert.match(over.body.msg, /234567\.89/);
    await ok(as.zhangwei, `${BC}/save-data`, { projectId: ids.project, financeAmount: '234567.89' });
    const all = await ok(as.zhangwei, `${CT}/page?current=1&size=10&projectId=${ids.project}`);
    assert.equal(all.records.length, 2);
    const second = all.records.find((r: { id: string }) => String(r.id) !== ids.contract);
    assert.notEqual(second.contractNo, c.contractNo);
    await ok(as.zhangwei, `${BC}/delete-process`, { businessId: String(second.id) });
  });

  test('a project not approved gives no contract; bad input names its field', async () => {
    await ok(as.zhangwei, `${PRJ}/submit`, {
      projectName: '未批准项目',
      customerId: ids.lessee,
      leaseType: 1,
      ...TERMS,
    });
    const draft = (
      await ok(as.zhangwei, `${PRJ}/page?current=1&size=5&projectName=${encodeURIComponent('未批准项目')}`)
    ).records[0];
    const r = await as.zhangwei.post(`${BC}/save-data`, { projectId: String(draft.id) });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /项目/);
    const none = await as.zhangwei.post(`${BC}/save-data`, { financeAmount: '1' });
    assert.equal(none.status, 400);
    assert.match(none.body.msg, /项目/);
    const bad = await as.en.post(`${BC}/save-data`, { projectId: ids.project, financeAmount: 'abc' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /Financed amount/);
  });

  test('the family refuses to start without a document', async () => {
    const r = await as.zhangwei.post(`${CT}/toStartProcess`, { id: ids.contract });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /请先生成合同文本/);
    assert.equal((await ok(as.zhangwei, `${CT}/details?id=${ids.contract}`)).contractState, 'draft');
  });

  test('createContract fills the enabled model: number, lessee, amount in figures and words, first rent', async () => {
    assert.equal((await as.nobody.post(`${BC}/createContract?id=${ids.contract}`)).status, 403);
    const made = await ok(as.zhangwei, `${BC}/createContract?id=${ids.contract}`, {});
    assert.ok(made.id && made.name.endsWith('.docx') && made.link);
    const c = await ok(as.zhangwei, `${CT}/contractByConId?contractId=${ids.contract}`);
    assert.equal(c.projectName, '合同测试项目');
    assert.equal(c.document.length, 1);
    assert.equal(String(c.document[0].id), String(made.id));
    assert.ok(c.modelId);

    const res = await download(sessions.zhangwei, `${BC}/downloadContract?id=${ids.contract}`);
    assert.equal(res.statusCode, 200);
    const text = (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
    assert.ok(text.includes(c.contractNo), 'contract number');
    assert.ok(text.includes('合同测试承租企业'), 'lessee');
    assert.ok(text.includes('1,000,000.00'), 'amount in figures');
    assert.ok(text.includes('壹佰万元整'), 'amount in words');
    assert.equal(amountInWords('1000000'), '壹佰万元整');
    const plan = scheduleOfTerms(c, '2026-12-01');
    assert.ok(text.includes(formatAmount(plan.rows[0].rent)), 'first rent');
    // The leased items in their table (租赁物清单): name, quantity with its unit.
    assert.ok(text.includes('数控机床') && text.includes('2台') && text.includes('3台'), 'leased items');

    // Generating again replaces the document.
    const again = await ok(as.zhangwei, `${BC}/createContract?id=${ids.contract}`, {});
    const after = await ok(as.zhangwei, `${CT}/contractByConId?contractId=${ids.contract}`);
    assert.deepEqual(
      after.document.map((d: { id: string }) => String(d.id)),
      [String(again.id)],
    );
    assert.equal((await download(sessions.nobody, `${BC}/downloadContract?id=${ids.contract}`)).statusCode, 403);
  });

  test('approval through the family: both call sets; then signing (scan required) makes the project 已签约', async () => {
    const started = await ok(as.zhangwei, `${BC}/start-process`, { id: ids.contract });
    const pid = started.processInstanceId;
    assert.equal((await ok(as.zhangwei, `${BC}/getDetailById?businessId=${ids.contract}`)).contractState, 'approving');
    // Terms are not editable outside a draft.
    const locked = await as.zhangwei.post(`${BC}/save-data`, { id: ids.contract, periods: 24 });
    assert.equal(locked.status, 400);
    // A draft-only action refused too.
    assert.equal((await as.zhangwei.post(`${BC}/createContract?id=${ids.contract}`)).status, 400);

    assert.equal((await approve(as.zhaolei, pid)).taskDefinitionKey, 'deptLeaderReview');
    assert.equal((await approve(as.lina, pid)).taskDefinitionKey, 'riskReview');
    // 1,000,000 ≤ the 5,000,000 threshold: no 总经理 step.
    assert.equal(await rowIn(as.chenjing, 'claim-list', pid), undefined);
    assert.equal((await ok(as.zhangwei, `${CT}/details?id=${ids.contract}`)).contractState, 'approved');

    const history = await ok(as.zhangwei, `${CT}/changeApprovalDetails?contractId=${ids.contract}`);
    assert.equal(history.length, 1);
    assert.equal(history[0].processInstanceId, pid);
    assert.equal(history[0].familyLabel, '合同审批');
    assert.equal(history[0].state, 'completed');
    assert.equal(history[0].lastDecision, 'ok');
    assert.deepEqual(
      history[0].steps.map((s: { taskDefKey: string }) => s.taskDefKey),
      ['deptLeaderReview', 'riskReview'],
    );

    const noScan = await as.zhangwei.post(`${CT}/sign`, { id: ids.contract, signDate: '2026-11-30' });
    assert.equal(noScan.status, 400);
    assert.match(noScan.body.msg, /签约扫描件/);
    const scan = await upload(sessions.zhangwei, 'signed.pdf', PDF);
    assert.equal(
      (await as.nobody.post(`${CT}/sign`, { id: ids.contract, signDate: '2026-11-30', signedScan: [scan] })).status,
      403,
    );
    await ok(as.zhangwei, `${CT}/sign`, {
      id: ids.contract,
      signDate: '2026-11-30',
      signPlace: '深圳',
      signedScan: [scan],
    });
    const signed = await ok(as.zhangwei, `${CT}/contractByConId?contractId=${ids.contract}`);
    assert.equal(signed.contractState, 'signed');
    assert.equal(String(signed.signDate).slice(0, 10), '2026-11-30');
    assert.equal(signed.signedScan.length, 1);
    const project = await ok(as.zhangwei, `${PRJ}/detail?id=${ids.project}`);
    assert.equal(project.projectState, PROJECT_STATES.contracted);
    // Signing twice is refused.
    assert.equal(
      (await as.zhangwei.post(`${CT}/sign`, { id: ids.contract, signDate: '2026-11-30', signedScan: [scan] })).status,
      400,
    );

    const effective = await ok(as.zhangwei, `${CT}/effectiveList?current=1&size=10&projectId=${ids.project}`);
    assert.deepEqual(
      effective.records.map((r: { id: string }) => String(r.id)),
      [ids.contract],
    );
  });

  test('the contract/contract call set starts and withdraws the same family', async () => {
    const projectId = await approvedProject('第二个合同测试项目');
    const saved = await ok(as.zhangwei, `${BC}/save-data`, { projectId });
    const cid = String(saved.businessId);
    await ok(as.zhangwei, `${CT}/createContract?id=${cid}`, {});
    const started = await ok(as.zhangwei, `${CT}/toStartProcess`, { id: cid });
    assert.ok(started.processInstanceId);
    assert.equal((await ok(as.zhangwei, `${CT}/details?id=${cid}`)).contractState, 'approving');
    await ok(as.zhangwei, `${CT}/handle-delete`, { businessId: cid });
    assert.equal((await ok(as.zhangwei, `${CT}/details?id=${cid}`)).contractState, 'draft');
  });

  test('above flow.contract.gmThreshold the general manager approves too', async () => {
    await ok(as.admin, '/api/blade-system/param/submit', {
      paramName: '合同审批总经理阈值',
      paramKey: 'flow.contract.gmThreshold',
      paramValue: '500000',
    });
    const projectId = await approvedProject('大额合同测试项目');
    const saved = await ok(as.zhangwei, `${BC}/save-data`, { projectId });
    const cid = String(saved.businessId);
    await ok(as.zhangwei, `${BC}/createContract?id=${cid}`, {});
    const { processInstanceId: pid } = await ok(as.zhangwei, `${CT}/toStartProcess`, { id: cid });
    await approve(as.zhaolei, pid);
    await approve(as.lina, pid);
    assert.equal((await ok(as.zhangwei, `${CT}/details?id=${cid}`)).contractState, 'approving');
    assert.equal((await approve(as.chenjing, pid)).taskDefinitionKey, 'gmReview');
    assert.equal((await ok(as.zhangwei, `${CT}/details?id=${cid}`)).contractState, 'approved');
  });

  test('中登登记: only of a signed contract, once; its approval gives the contract the registry number', async () => {
    const cert = await upload(sessions.zhangwei, 'cert.pdf', PDF);
    const body = {
      contractId: ids.contract,
      registrationNo: 'ZD2026000123',
      registrationDate: '2026-12-02',
      certificate: [cert],
    };
    const started = await ok(as.zhangwei, `${SUP}/start-process`, body);
    const cert2 = await upload(sessions.zhangwei, 'cert2.pdf', PDF);
    const twice = await as.zhangwei.post(`${SUP}/start-process`, {
      ...body,
      registrationNo: 'ZD2',
      certificate: [cert2],
    });
    assert.equal(twice.status, 400);
    await approve(as.zhaolei, started.processInstanceId);
    const c = await ok(as.zhangwei, `${CT}/details?id=${ids.contract}`);
    assert.equal(c.registrationNo, 'ZD2026000123');
    assert.equal(String(c.registrationDate).slice(0, 10), '2026-12-02');
    const page = await ok(as.zhangwei, `${SUP}/page?current=1&size=10`);
    assert.equal(page.records[0].flowState, 'approved');

    // A contract not signed cannot be registered.
    const draft = (await ok(as.zhangwei, `${CT}/page?current=1&size=50&contractState=draft`)).records[0];
    const cert3 = await upload(sessions.zhangwei, 'cert3.pdf', PDF);
    const unsigned = await as.zhangwei.post(`${SUP}/start-process`, {
      ...body,
      contractId: String(draft.id),
      certificate: [cert3],
    });
    assert.equal(unsigned.status, 400);
    assert.match(unsigned.body.msg, /签约/);
    const missing = await as.zhangwei.post(`${SUP}/start-process`, { contractId: ids.contract });
    assert.equal(missing.status, 400);
  });

  test('a download ticket serves the document; no enabled model of the type is a 400 naming the type', async () => {
    const { ticket } = await ok(as.zhangwei, '/api/blade-auth/oauth/ticket?purpose=download', {});
    const res = await app.inject({ method: 'GET', url: `${BC}/downloadContract?id=${ids.contract}&ticket=${ticket}` });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /attachment/);

    const M = '/api/rzzl_qy/contract/contractmodel';
    const model = await ok(as.admin, `${M}/getModelByType?type=2`);
    await ok(as.admin, `${M}/submit`, { id: model.id, version: model.version, enabled: 0 });
    const projectId = await approvedProject('售后回租测试项目', { leaseType: 2 });
    const saved = await ok(as.zhangwei, `${BC}/save-data`, { projectId });
    const r = await as.zhangwei.post(`${BC}/createContract?id=${saved.businessId}`, {});
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /未启用售后回租合同类型的合同模板/);
  });

  test("the customer's contracts, the guarantee residue, and 403 without the buttons", async () => {
    const list = await ok(as.admin, `${CUS}/getContractList?companyId=${ids.lessee}`);
    assert.ok(list.some((r: { id: string }) => String(r.id) === ids.contract));
    const sum = await ok(as.admin, `${CUS}/getContractBasicinfo?companyId=${ids.lessee}`);
    assert.equal(sum.count, list.length);
    assert.equal(sum.byState.signed, 1);
    assert.equal(sum.signedAmount, '1000000.00');
    assert.equal((await as.nobody.get(`${CUS}/getContractList?companyId=${ids.lessee}`)).status, 403);
    assert.equal((await as.nobody.get(`${CT}/page?current=1&size=10`)).status, 403);
    assert.equal((await as.nobody.get(`${CT}/contractByConId?contractId=${ids.contract}`)).status, 403);
    const noParam = await as.admin.get(`${CT}/contractByConId`);
    assert.equal(noParam.status, 400);
    assert.match(noParam.body.msg, /合同/);
    const unknown = await as.admin.get(`${CT}/getResidueamtList?guaranteeNo=NOPE`);
    assert.equal(unknown.status, 404);
  });

  test('the document data: project, manager, department and the guarantees loop', async () => {
    const template = buildDocx([
      '项目 {project.projectNo} {project.projectName} {project.leaseType} 经理 {project.manager} 部门 {project.dept}',
      '账号[{lessee.bankAccount}] 期限 {terms.term} 月 {terms.frequency} {terms.rentMethod} {terms.payTiming}',
      {
        kind: 'table',
        header: ['担保人', '金额', '方式'],
        rows: [['{#guarantees}{guarantor}', '{amount}', '{type}{/guarantees}']],
      },
    ]);
    const file = await upload(sessions.admin, '担保测试模板.docx', template);
    await ok(as.admin, '/api/rzzl_qy/contract/contractmodel/submit', {
      modelName: '担保测试模板',
      modelType: 1,
      enabled: 1,
      template: [file],
    });
    const projectId = await approvedProject('担保测试项目');
    const saved = await ok(as.zhangwei, `${BC}/save-data`, { projectId });
    await ok(as.zhangwei, `${BC}/createContract?id=${saved.businessId}`, {});
    const res = await download(sessions.zhangwei, `${BC}/downloadContract?id=${saved.businessId}`);
    const text = (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
    for (const part of ['担保测试项目', '直租', '张伟', '业务一部', '账号[]', '期限 12 月', '月付', '等额租金', '后付'])
      assert.ok(text.includes(part), part);
    for (const part of ['合同测试担保企业', '500,000.00', '连带责任保证']) assert.ok(text.includes(part), part);
  });

  test('another tenant sees none of it', async () => {
    await createTenant(app, '100001');
    const other = await signIn(app, 'admin', 'admin', '100001');
    const c = client(app, other);
    assert.equal((await c.get(`${CT}/contractByConId?contractId=${ids.contract}`)).status, 404);
    assert.equal((await c.post(`${BC}/createContract?id=${ids.contract}`, {})).status, 404);
    assert.equal((await download(other, `${BC}/downloadContract?id=${ids.contract}`)).statusCode, 404);
    assert.equal((await c.get(`${CT}/page?current=1&size=10`)).data.total, 0);
  });
});
