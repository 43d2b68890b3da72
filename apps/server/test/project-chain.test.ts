/**
 * The project chain (/api/rzzl_qy/processpro/processpro and the step families) on the demo organisation: the project's
 * server-set figures and rules, 立项 → 项目申请 → 评审会 → 党支部决议 → 已批准 walked by the demo staff, the veto, the
 * special approval, the order of the chain, the minutes generated from the shipped model, the document download,
 * the credit calls, and the permission checks. The demo projects (seedProjectDemo) are checked too.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { BASIC, type Client, attachmentOf, client, ok, signIn, signInUngranted, testApp } from './helpers';
import { PDF } from './support/files';

const P = '/api/rzzl_qy/processpro/processpro';
const REVIEW = '/api/rzzl_qy/project/project';
const DZBJY = '/api/rzzl_qy/project/dzbjy';
const ZLXZ = '/api/rzzl_qy/project/zlxz';
const SPECIAL = '/api/rzzl_qy/special/special';
const CREDIT = '/api/rzzl_qy/credit/credit';
const F = '/api/blade-flow';

let app: FastifyInstance;
const api: Record<string, Client> = {};
const tokens: Record<string, string> = {};
const uid: Record<string, string> = {};
let lessee = '';
let guarantor = '';

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  for (const account of ['admin', 'zhangwei', 'zhaolei', 'lina', 'chenjing']) {
    const s = account === 'admin' ? await signIn(app) : await signIn(app, account, '123456');
    api[account] = client(app, s);
    tokens[account] = s.token;
    uid[account] = String(s.body.user_id);
  }
  api.en = client(app, await signIn(app, 'zhangwei', '123456'), { lang: 'en-US' });
  const customers = (await ok(api.admin, '/api/rzzl_qy/customer/basicinfo/list?compname=华东重工&size=50')).records;
  lessee = customers.find((c: { compname: string }) => c.compname === '华东重工集团有限公司').id;
  guarantor = customers.find((c: { compname: string }) => c.compname === '华东重工机械(苏州)有限公司').id;
});
after(() => app.close());

const body = (over: Record<string, unknown> = {}) => ({
  projectName: '测试挖掘机项目',
  customerId: lessee,
  leaseType: 2,
  financeAmount: '1000000.00',
  periods: 12,
  frequencyMonths: 1,
  annualRate: '6',
  rentMethod: 'EQUAL_RENT',
  payIn: 'ARREARS',
  startDate: '2026-01-31',
  items: [{ itemName: '挖掘机', quantity: 2, unit: '台', invoiceValue: '600000.00' }],
  guarantees: [{ guarantorId: guarantor, guarType: 1, amount: '1000000.00' }],
  ...over,
});

/** Completes the caller's open task on the instance (claiming it when offered), with a decision. */
async function act(account: string, pid: string, flag = 'ok', comment = '同意') {
  const c = api[account];
  const find = async (list: string) =>
    (
      (await ok(c, `${F}/work/${list}?current=1&size=100`)).records as { processInstanceId: string; taskId: string }[]
    ).find((r) => r.processInstanceId === pid);
  let row = await find('todo-list');
  if (!row) {
    const offered = await find('claim-list');
    assert.ok(offered, `${account} has a task on ${pid}`);
    await ok(c, `${F}/work/claim-task?taskId=${offered.taskId}`, {});
    row = offered;
  }
  await ok(c, `${F}/work/complete-task`, { taskId: row.taskId, processInstanceId: pid, flag, comment });
}

/** Saves a project (submit answers true) and answers it as stored, found by its unique test name. */
async function saved(name: string, over: Record<string, unknown> = {}) {
  await ok(api.zhangwei, `${P}/submit`, body({ projectName: name, ...over }));
  const page = await ok(api.zhangwei, `${P}/page?projectName=${encodeURIComponent(name)}&size=5`);
  assert.equal(page.records.length, 1);
  return page.records[0];
}

const state = async (id: string) => (await ok(api.admin, `${P}/detail?id=${id}`)).projectState;

describe('demo projects', () => {
  test('seedProjectDemo leaves a project in every state of the chain', async () => {
    const page = await ok(api.admin, `${P}/list?size=50`);
    const states = new Set(page.records.map((p: { projectState: string }) => p.projectState));
    for (const s of ['draft', 'initiating', 'initiated', 'applying', 'applied', 'reviewing', 'approved', 'vetoed'])
      assert.ok(states.has(s), s);
  });

  test('only a draft project can be removed (removableIn), in both languages', async () => {
    const page = await ok(api.zhangwei, `${P}/list?size=50&projectState=initiated`);
    const kept = page.records[0];
    const zh = await api.zhangwei.post(`${P}/remove?ids=${kept.id}`, {});
    assert.equal(zh.status, 400);
    assert.match(zh.body.msg, /项目当前状态\(已立项\)下不能删除/);
    const en = await api.en.post(`${P}/remove?ids=${kept.id}`, {});
    assert.match(en.body.msg, /cannot be removed in status Initiated/);
    assert.equal(await state(String(kept.id)), 'initiated');
  });
});

describe('the project', () => {
  test('created: its number, owner, and the figures the server sets', async () => {
    const { id } = await saved('编号测试项目');
    const p = await ok(api.zhangwei, `${P}/detail?id=${id}`);
    assert.match(p.projectNo, /^XM\d{6}\d{4}$/);
    assert.equal(p.owner, uid.zhangwei);
    assert.equal(p.projectState, 'draft');
    assert.equal(p.equipmentValue, '600000.00');
    const schedule = await ok(api.zhangwei, `${P}/schedule?id=${id}`);
    assert.equal(p.totalRent, schedule.totals.rent);
    assert.match(p.irr, /^\d+\.\d{4}$/);
    // Financed 1,000,000 over items worth 600,000: over-financing is a special matter.
    assert.match(p.specialReasons, /融资金额 1000000.00 元超过租赁物价值 600000.00 元/);
    const preview = await ok(api.zhangwei, `${P}/preview`, {
      financeAmount: '1000000',
      periods: 12,
      frequencyMonths: 1,
      annualRate: '6',
      rentMethod: 'EQUAL_RENT',
      payIn: 'ARREARS',
      startDate: '2026-01-31',
    });
    assert.equal(preview.totals.rent, schedule.totals.rent);
  });

  test('a bad term is a 400 naming the term field; the lessee cannot be its own co-lessee', async () => {
    const bad = await api.zhangwei.post(`${P}/submit`, body({ startDate: '2026-01-31', graceMonths: 12 }));
    assert.equal(bad.status, 400, JSON.stringify(bad.body));
    assert.match(bad.body.msg, /宽限期\(月\)/);
    const preview = await api.en.post(`${P}/preview`, {
      financeAmount: '1000000',
      periods: 12,
      frequencyMonths: 1,
      annualRate: '6',
      rentMethod: 'EQUAL_RENT',
      payIn: 'ARREARS',
      graceMonths: 12,
    });
    assert.equal(preview.status, 400);
    assert.match(preview.body.msg, /Grace \(months\)/);
    const co = await api.zhangwei.post(`${P}/submit`, body({ coLessees: lessee }));
    assert.equal(co.status, 400);
    assert.match(co.body.msg, /共同承租人/);
  });

  test('a user without project_info_view cannot list projects', async () => {
    const nobody = client(app, await signInUngranted(app, 'nobody_p'));
    assert.equal((await nobody.get(`${P}/list`)).status, 403);
    assert.equal((await nobody.get(`${CREDIT}/list`)).status, 403);
  });
});

/** A project walked to 待上会 (applied) by the demo staff; answers its id. */
async function appliedProject(over: Record<string, unknown> = {}) {
  const started = await ok(api.zhangwei, `${P}/start-process`, body(over));
  const id = started.businessId;
  assert.equal(await state(id), 'initiating');
  await act('zhaolei', started.processInstanceId);
  assert.equal(await state(id), 'initiated');
  const applied = await ok(api.zhangwei, `${P}/start-process?id=${id}`, {});
  assert.equal(await state(id), 'applying');
  await act('zhaolei', applied.processInstanceId);
  await act('lina', applied.processInstanceId);
  assert.equal(await state(id), 'applied');
  return id;
}

async function review(projectId: string, votes: string[]) {
  const started = await ok(api.zhangwei, `${REVIEW}/start-process`, {
    projectId,
    topic: '项目评审',
    meetingTime: '2026-11-20 14:00:00',
    host: uid.chenjing,
    reviewers: [uid.zhaolei, uid.lina, uid.chenjing].join(','),
  });
  assert.equal(await state(projectId), 'reviewing');
  const who = ['zhaolei', 'lina', 'chenjing'];
  for (const [i, flag] of votes.entries())
    await act(who[i], started.processInstanceId, flag, flag === 'ok' ? '同意' : '反对');
  return started;
}

async function resolution(projectId: string) {
  const draft = await ok(api.zhangwei, `${DZBJY}/save-data`, { projectId });
  const upload = await uploadPdf(tokens.zhangwei);
  return ok(api.zhangwei, `${DZBJY}/start-process?id=${draft.businessId}`, {
    projectId,
    resolutionNo: `DZB-${projectId.slice(-4)}`,
    meetingDate: '2026-11-21',
    summary: '同意',
    resolutionFile: upload,
  });
}

/** A one-page PDF uploaded as the user. */
const uploadPdf = (token: string) => attachmentOf(app, token, '决议.pdf', PDF);

describe('the chain', () => {
  let approvedId = '';

  test('立项 → 项目申请 → 评审会 (2 of 3 approve) → 党支部决议 → 特殊审批 → 已批准', async () => {
    const id = await appliedProject();
    const meeting = await review(id, ['ok', 'ok', 'reject']);
    assert.equal(await state(id), 'reviewed');
    const result = await ok(api.zhangwei, `${REVIEW}/getHyjyResult?entryId=${id}`);
    assert.equal(result.result, 'pass');
    assert.equal(result.votesFor, 2);
    assert.equal(result.votesAgainst, 1);
    assert.equal(result.votes.length, 3);
    assert.ok(meeting.processInstanceId);

    // The minutes, from the shipped 评审会纪要 model, name the project and its amount.
    const doc = await ok(api.zhangwei, `${REVIEW}/createHyjyDoc?entryId=${id}`);
    assert.match(doc.name, /评审会纪要\.docx$/);
    const file = await app.inject({
      method: 'GET',
      url: doc.link,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${tokens.zhangwei}` },
    });
    assert.equal(file.statusCode, 200);
    const text = (await mammoth.extractRawText({ buffer: file.rawPayload })).value;
    assert.match(text, /测试挖掘机项目/);
    assert.match(text, /1,000,000\.00/);
    assert.match(text, /同意 2 票, 反对 1 票/);

    const dzb = await resolution(id);
    assert.equal(await state(id), 'resolving');
    const board = await ok(api.zhangwei, `${DZBJY}/createDshDoc?id=${dzb.businessId}`);
    const boardFile = await app.inject({
      method: 'GET',
      url: board.link,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${tokens.zhangwei}` },
    });
    const boardText = (await mammoth.extractRawText({ buffer: boardFile.rawPayload })).value;
    assert.match(boardText, /董事会决议/);
    assert.match(boardText, new RegExp(`DZB-${id.slice(-4)}`));
    const latest = await ok(api.zhangwei, `${DZBJY}/getDetailByEntryId?entryId=${id}`);
    assert.equal(latest.id, dzb.businessId);
    await act('zhaolei', dzb.processInstanceId);
    await act('chenjing', dzb.processInstanceId);
    // Over-financed: the resolution leaves it awaiting the special approval.
    assert.equal(await state(id), 'resolved');
    const special = await ok(api.zhangwei, `${SPECIAL}/start-process`, { projectId: id, explanation: '设备溢价合理' });
    assert.equal(await state(id), 'special');
    const rec = await ok(api.zhangwei, `${SPECIAL}/getDetailById?businessId=${special.businessId}`);
    assert.match(rec.reasons, /超过租赁物价值/);
    await act('zhaolei', special.processInstanceId);
    await act('chenjing', special.processInstanceId);
    assert.equal(await state(id), 'approved');

    const chain = await ok(api.zhangwei, `${P}/chain?id=${id}`);
    assert.deepEqual(
      chain.steps.map((s: { family: string; status: string }) => `${s.family}:${s.status}`),
      ['beforeinfo:done', 'projectApplication:done', 'project:done', 'dzbjy:done', 'special:done'],
    );
    // 立项 and 项目申请 ran on the project itself: each keeps its round, approved, after the project moved on.
    for (const step of chain.steps.slice(0, 2)) {
      assert.equal(step.records.length, 1, step.family);
      assert.equal(step.records[0].flowState, 'approved', step.family);
      assert.ok(step.records[0].processInstanceId, step.family);
    }
    assert.notEqual(chain.steps[0].records[0].processInstanceId, chain.steps[1].records[0].processInstanceId);
    const analysis = await ok(api.zhangwei, `${P}/getIndexAnalysis?comId=${lessee}`);
    assert.ok(Number(analysis.approvedAmount) >= 1000000);
    approvedId = id;
  });

  test('a meeting voting it down vetoes the project; a project within the rules skips the special approval', async () => {
    const vetoed = await appliedProject({ projectName: '否决项目' });
    await review(vetoed, ['reject', 'reject', 'ok']);
    assert.equal(await state(vetoed), 'vetoed');
    assert.equal((await ok(api.zhangwei, `${REVIEW}/getHyjyResult?entryId=${vetoed}`)).result, 'veto');

    const plain = await appliedProject({
      projectName: '常规项目',
      items: [{ itemName: '装载机', quantity: 2, unit: '台', invoiceValue: '1200000.00' }],
    });
    await review(plain, ['ok', 'ok', 'ok']);
    const dzb = await resolution(plain);
    await act('zhaolei', dzb.processInstanceId);
    await act('chenjing', dzb.processInstanceId);
    assert.equal(await state(plain), 'approved');
  });

  test('a step out of order is refused in both languages; 项目申请 needs a leased item', async () => {
    const draft = await saved('乱序项目');
    const early = await api.zhangwei.post(`${REVIEW}/start-process`, {
      projectId: draft.id,
      topic: '提前评审',
      meetingTime: '2026-11-20 14:00:00',
      host: uid.chenjing,
      reviewers: uid.lina,
    });
    assert.equal(early.status, 400);
    assert.equal(early.body.msg, '项目当前状态为草稿, 不能发起评审会');
    const en = await api.en.post(`${DZBJY}/start-process`, {
      projectId: draft.id,
      resolutionNo: 'X',
      meetingDate: '2026-11-21',
      summary: 'x',
      resolutionFile: await uploadPdf(tokens.zhangwei),
    });
    assert.equal(en.status, 400);
    assert.match(en.body.msg, /The project is Draft; Party branch resolution cannot start/);

    const noItems = await ok(api.zhangwei, `${P}/start-process`, body({ projectName: '无租赁物', items: [] }));
    await act('zhaolei', noItems.processInstanceId);
    const apply = await api.zhangwei.post(`${P}/start-process?id=${noItems.businessId}`, {});
    assert.equal(apply.status, 400);
    assert.match(apply.body.msg, /租赁物/);
  });

  test("资料下载: approved, the zip of the project documents is the requester's to download", async () => {
    assert.ok(approvedId);
    const req = await ok(api.zhangwei, `${ZLXZ}/start-process`, { projectId: approvedId, purpose: '归档' });
    await act('zhaolei', req.processInstanceId);
    await act('chenjing', req.processInstanceId);
    const res = await app.inject({
      method: 'GET',
      url: `${ZLXZ}/download?id=${req.businessId}`,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${tokens.zhangwei}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    const names = Object.keys(new PizZip(res.rawPayload).files);
    assert.ok(
      names.some((n) => n.endsWith('评审会纪要.docx')),
      names.join(),
    );
    assert.ok(
      names.some((n) => n.endsWith('.pdf')),
      names.join(),
    );
    const other = await app.inject({
      method: 'GET',
      url: `${ZLXZ}/download?id=${req.businessId}`,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${tokens.lina}` },
    });
    assert.equal(other.statusCode, 403);

    // The archive is had through its grant by the common file calls too: its requester, not the approvers.
    const FILE = '/api/rzzl_qy/common/file';
    const [archive] = await ok(api.zhangwei, `${FILE}/getFiles?pid=${req.businessId}`);
    assert.match(archive.name, /资料\.zip$/);
    assert.deepEqual(await ok(api.zhaolei, `${FILE}/getFiles?pid=${req.businessId}`), []);
    for (const [account, status] of [
      ['zhaolei', 404],
      ['lina', 404],
      ['zhangwei', 200],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: `${FILE}/downloadById?id=${archive.id}`,
        headers: { authorization: BASIC, 'blade-auth': `bearer ${tokens[account]}` },
      });
      assert.equal(res.statusCode, status, account);
    }
  });

  test('征信: requests by their source process; the starter removes one kind of file while editable', async () => {
    const auth = await uploadPdf(tokens.zhangwei);
    const draft = await ok(api.zhangwei, `${CREDIT}/save-data`, {
      customerId: lessee,
      queryType: 'company',
      reason: '项目尽调',
      preInstanceId: '123456',
      authorization: auth,
    });
    const found = await ok(api.zhangwei, `${CREDIT}/getCreditByPreInstanceId?preInstanceId=123456`);
    assert.deepEqual(
      found.map((r: { id: string }) => r.id),
      [draft.businessId],
    );
    const other = await api.lina.get(`${CREDIT}/removeByMap?pid=${draft.businessId}&contractType=credit_auth`);
    assert.equal(other.status, 403);
    const bad = await api.zhangwei.get(`${CREDIT}/removeByMap?pid=${draft.businessId}&contractType=nope`);
    assert.equal(bad.status, 400);
    assert.equal(await ok(api.zhangwei, `${CREDIT}/removeByMap?pid=${draft.businessId}&contractType=credit_auth`), 1);
  });

  test('征信: risk staff write the conclusion at their step from the work list (the handle page sends it so)', async () => {
    const started = await ok(api.zhangwei, `${CREDIT}/start-process`, {
      customerId: lessee,
      queryType: 'company',
      reason: '项目尽调',
      authorization: await uploadPdf(tokens.zhangwei),
    });
    const pid = started.processInstanceId;
    await act('zhaolei', pid);
    const offered = (await ok(api.lina, `${F}/work/claim-list?current=1&size=100`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    assert.equal(offered?.taskDefinitionKey, 'riskQuery');
    await ok(api.lina, `${F}/work/claim-task?taskId=${offered.taskId}`, {});
    // A field the step does not edit is refused by name; the step's own are kept on the request.
    const reason = await api.lina.post(`${F}/work/complete-task`, {
      taskId: offered.taskId,
      flag: 'ok',
      variables: { reason: '改' },
    });
    assert.equal(reason.status, 400);
    assert.match(reason.body.msg, /查询原因: 当前步骤不可修改/);
    await ok(api.lina, `${F}/work/complete-task`, {
      taskId: offered.taskId,
      flag: 'ok',
      variables: { conclusion: '无不良信贷记录' },
    });
    const after = await ok(api.zhangwei, `${CREDIT}/detail?id=${started.businessId}`);
    assert.equal(after.conclusion, '无不良信贷记录');
    assert.equal(after.flowState, 'approved');
  });
});

describe('helper calls and boundaries', () => {
  test('the caller, department names, and the department tree of the own tenant only', async () => {
    const me = await ok(api.zhangwei, `${REVIEW}/getUserDetail`);
    assert.equal(me.account, 'zhangwei');
    assert.equal(me.deptName, '业务一部');
    const tree = await ok(api.zhangwei, `${ZLXZ}/deptTree`);
    assert.ok(tree.length >= 1 && tree[0].children.length >= 1);
    const deptId = tree[0].children[0].id;
    assert.equal(await ok(api.zhangwei, `${DZBJY}/getUserDept?depts=${deptId}`), tree[0].children[0].title);
    assert.equal((await api.zhangwei.get(`${REVIEW}/deptTree?tenantId=123456`)).status, 403);
  });

  test('a blacklisted lessee is refused by name', async () => {
    const { customerRepos } = await import('../src/modules/customer/repos');
    const { systemContext } = await import('../src/platform/tenancy/context');
    const customers = (await ok(api.admin, '/api/rzzl_qy/customer/basicinfo/list?compname=江汉彩印&size=5')).records;
    await customerRepos.customer.update(app.appContext.database.owner, systemContext('000000'), customers[0].id, {
      custState: 'blacklist',
    });
    const r = await api.zhangwei.post(`${P}/submit`, body({ projectName: '黑名单项目', customerId: customers[0].id }));
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /承租人: 江汉彩印包装有限公司 已列入黑名单/);
  });

  test('another tenant sees none of the projects', async () => {
    const { createTenant } = await import('./helpers');
    await createTenant(app, '246810');
    const other = client(app, await signIn(app, 'admin', 'admin', '246810'));
    const list = await ok(other, `${P}/page?size=50`);
    assert.equal(list.total, 0);
    const demo = (await ok(api.admin, `${P}/page?size=1`)).records[0];
    assert.equal((await other.get(`${P}/detail?id=${demo.id}`)).status, 404);
    assert.equal((await other.get(`${P}/chain?id=${demo.id}`)).status, 404);
  });
});
