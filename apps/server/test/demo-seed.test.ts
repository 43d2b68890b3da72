/** The demo organisation of a first run (SEED_DEMO=on): staff can sign in and see their menus; seeding runs once. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO_LESSEES } from '../src/modules/demo-portfolio';
import { seedDemo } from '../src/modules/system/demo-seed';
import { STANDARD_ROLES } from '../src/modules/system/standard-roles';
import { client, signIn, testApp } from './helpers';

// postgres: the demo a first start seeds, on the production database (scripts/test.mjs api:postgres)

describe('demo data', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await testApp({ SEED_DEMO: 'on' });
  });
  after(() => app.close());

  test('a demo account manager signs in with 123456 and sees the lending menu, not system administration', async () => {
    const api = client(app, await signIn(app, 'zhangwei', '123456'));
    const routes = await api.get('/api/blade-system/menu/routes');
    assert.equal(routes.status, 200);
    const codes = JSON.stringify(routes.data);
    assert.match(codes, /calculator/);
    assert.match(codes, /\/work\/todo/);
    assert.doesNotMatch(codes, /\/system\/user/);
  });

  test('the roles the default models name are each held by a demo user, in the departments they serve', async () => {
    const api = client(app, await signIn(app));
    const roles = await api.get('/api/blade-system/role/list');
    const aliases = flatten(roles.data).map((r) => r.roleAlias);
    for (const alias of STANDARD_ROLES.map((r) => r.alias)) assert.ok(aliases.includes(alias), alias);
    for (const account of ['zhaolei', 'chenjing', 'lina', 'wangfang', 'zhoumin', 'sunli']) {
      const me = client(app, await signIn(app, account, '123456'));
      const routes = JSON.stringify((await me.get('/api/blade-system/menu/routes')).data);
      assert.match(routes, /\/work\/todo/, account);
    }
    const users = await api.get('/api/blade-user/page?current=1&size=50&account=zhaolei');
    assert.equal(users.data.records[0].deptName, '业务一部');
    const params = await api.get('/api/blade-system/param/list?current=1&size=50&paramKey=flow.business.gmThreshold');
    assert.equal(params.data.records[0].paramValue, '1000000');
  });

  test('duties are separated: 张伟 proposes, 王芳 and 周敏 enter and verify, 孙丽 reviews, 李娜 moves the date', async () => {
    const as = async (account: string) => client(app, await signIn(app, account, '123456'));
    const [zhangwei, wangfang, sunli, lina, chenjing] = await Promise.all(
      ['zhangwei', 'wangfang', 'sunli', 'lina', 'chenjing'].map(as),
    );
    const R = '/api/rzzl_qy/affirmCash/repayment';
    for (const url of ['/api/rzzl_qy/overdue/businessDate', '/api/rzzl_qy/overdue/runDaily', `${R}/verification`])
      assert.equal((await zhangwei.post(url, {})).status, 403, `张伟: ${url}`);
    assert.equal((await wangfang.post(`${R}/review`, {})).status, 403);
    assert.equal((await wangfang.post(`${R}/verification`, {})).status, 400, 'hers, refused only for naming none');
    assert.equal((await sunli.post(`${R}/review`, {})).status, 400, 'hers, refused only for naming none');
    assert.equal((await sunli.post(`${R}/verification`, {})).status, 403);
    assert.equal((await lina.post(`${R}/verification`, {})).status, 403);
    const today = (await lina.get('/api/rzzl_qy/overdue/businessDate')).data.today;
    const moved = await lina.post('/api/rzzl_qy/overdue/businessDate', { businessDate: today });
    assert.equal(moved.status, 200, JSON.stringify(moved.body));
    assert.equal((await lina.post('/api/rzzl_qy/overdue/businessDate', { businessDate: '' })).status, 200);
    assert.equal((await chenjing.get('/api/rzzl_qy/cockpit/cockpit/getIndexHeader')).status, 200);
    assert.equal((await zhangwei.get('/api/rzzl_qy/cockpit/cockpit/getIndexHeader')).status, 403);
  });

  test('approvals at every stage: 待办, 待签, 已发 and 办结 show something, and the default models are in 模型管理', async () => {
    const F = '/api/blade-flow/work';
    const as = async (account: string) => client(app, await signIn(app, account, '123456'));
    const lina = await as('lina');
    const todo = (await lina.get(`${F}/todo-list?current=1&size=10`)).data;
    assert.ok(todo.records.some((r: { processDefinitionKey: string }) => r.processDefinitionKey === 'Leave'));
    const chenjing = await as('chenjing');
    const offered = (await chenjing.get(`${F}/claim-list?current=1&size=10`)).data;
    assert.deepEqual(
      offered.records.map((r: { taskDefinitionKey: string }) => r.taskDefinitionKey),
      ['bossTask'],
    );
    // The flow demo's own approvals (the project demo adds its chain's: seedProjectDemo).
    const generic = (r: { processDefinitionKey: string }) =>
      ['Leave', 'BusinessApproval'].includes(r.processDefinitionKey);
    const zhaolei = await as('zhaolei');
    assert.equal((await zhaolei.get(`${F}/claim-list?current=1&size=50`)).data.records.filter(generic).length, 1);
    assert.ok((await zhaolei.get(`${F}/done-list?current=1&size=10`)).data.total >= 1);
    const zhangwei = await as('zhangwei');
    // Every process he started on one page (the post-lease demos and the wider book's chains add theirs).
    const sent = (await zhangwei.get(`${F}/send-list?current=1&size=1000`)).data;
    assert.deepEqual(
      sent.records
        .filter(generic)
        .map((r: { processIsFinished: string }) => r.processIsFinished)
        .sort(),
      ['finished', 'unfinished', 'unfinished'],
    );
    const admin = client(app, await signIn(app));
    const models = (await admin.get('/api/blade-flow/model/list?current=1&size=100')).data;
    // Every default model, as every tenant gets them (flow/starter.ts).
    const modelKeys = models.records.map((m: { modelKey: string }) => m.modelKey);
    for (const key of ['BusinessApproval', 'Leave', 'ProjectApplication', 'LoanApproval'])
      assert.ok(modelKeys.includes(key), key);
    assert.equal(
      (await admin.get('/api/blade-flow/follow/list?current=1&size=50')).data.records.filter(generic).length,
      3,
    );
  });

  test('the post-lease changes at every stage: a reversal approved, a settlement at 财务复核, an extension applied, an IOU change at 风控, an adjustment drafted, a write-off approved', async () => {
    const admin = client(app, await signIn(app));
    const settle = (await admin.get('/api/rzzl_qy/contractchange/settle/list?current=1&size=10')).data;
    assert.equal(settle.total, 1);
    assert.equal(settle.records[0].flowState, 'running');
    assert.ok(Number(settle.records[0].payable) > 0, 'the quote is on the record');
    const recoil = (await admin.get('/api/rzzl_qy/contractchange/repaymentrecoil/list?current=1&size=10')).data;
    assert.equal(recoil.records[0].flowState, 'approved');
    const wangfang = client(app, await signIn(app, 'wangfang', '123456'));
    const todo = (await wangfang.get('/api/blade-flow/work/claim-list?current=1&size=50')).data;
    assert.ok(
      todo.records.some((r: { processDefinitionKey?: string; category?: string; subject?: string }) =>
        JSON.stringify(r).includes('EarlySettlement'),
      ),
      'finance sees the settlement to check',
    );
    // One change of each kind at another stage: an extension applied, an IOU change at 风控, an adjustment drafted, the
    // 损失 IOU written off (through the 评审会) with a recovery since.
    const states = async (api: string) =>
      ((await admin.get(`/api/rzzl_qy/${api}/list?current=1&size=10`)).data.records as { flowState: string }[]).map(
        (r) => r.flowState,
      );
    assert.deepEqual(await states('contractchange/extensionchange'), ['approved']);
    assert.deepEqual(await states('contractchange/iouchange'), ['running']);
    assert.deepEqual(await states('scheduleAdjust/scheduleadjust'), ['draft']);
    assert.deepEqual(await states('verification/verification'), ['approved']);
    const extended = (await admin.get('/api/rzzl_qy/contractchange/extensionchange/list?current=1&size=1')).data
      .records[0];
    assert.equal(extended.restructure, 1, 'the 关注 IOU’s extension is a restructuring');
  });

  test('contracts in every state, drawn from the approved demo projects; the signed one registered', async () => {
    const api = client(app, await signIn(app));
    const page = await api.get('/api/rzzl_qy/contract/contract/page?current=1&size=100');
    assert.equal(page.status, 200);
    const rows = page.data.records as Record<string, string>[];
    // One of each state, and the wider book's at theirs (modules/demo-portfolio.ts).
    const count = (state: string) => rows.filter((r) => r.contractState === state).length;
    const book = (...stages: string[]) => DEMO_LESSEES.filter((x) => stages.includes(x.plan.stage)).length;
    assert.equal(count('signed'), 1 + book('signed', 'disbursed'));
    assert.equal(count('approved'), 1 + book('approved'));
    assert.equal(count('approving'), 1 + book('running'));
    assert.equal(count('draft'), 1 + book('draft'));
    assert.equal(rows.length, 4 + DEMO_LESSEES.length);
    const signed = rows.find((r) => r.contractState === 'signed')!;
    assert.match(signed.contractNo, /^HT\d{4}\d{5}$/);
    assert.ok(signed.registrationNo, 'the signed contract carries its registry number');
    for (const r of rows) assert.ok(r.document, `${r.contractName} has its generated document`);
    const projects = await api.get('/api/rzzl_qy/processpro/processpro/page?current=1&size=50&projectState=contracted');
    assert.equal(projects.data.total, 1 + book('signed', 'disbursed'));
    // The contract in approval is offered to 赵磊 (部门负责人) in his 待签.
    const zhaolei = client(app, await signIn(app, 'zhaolei', '123456'));
    const offered = await zhaolei.get('/api/blade-flow/work/claim-list?current=1&size=100');
    const waiting = rows.find((r) => r.contractState === 'approving' && r.contractName.includes('鹭岛'))!;
    assert.ok(
      (offered.data.records as Record<string, string>[]).some((r) => r.processInstanceId === waiting.processInstanceId),
      'the contract waits for 赵磊',
    );
  });

  test('departments, staff and parameters are there for the administrator', async () => {
    const api = client(app, await signIn(app));
    const users = await api.get('/api/blade-user/page?current=1&size=50');
    const accounts = users.data.records.map((u: { account: string }) => u.account).sort();
    assert.deepEqual(accounts, [
      'admin',
      'chenjing',
      'lina',
      'liuyang',
      'sunli',
      'wangfang',
      'zhangwei',
      'zhaolei',
      'zhoumin',
    ]);
    const params = await api.get('/api/blade-system/param/list?current=1&size=50');
    const keys = params.data.records.map((p: { paramKey: string }) => p.paramKey);
    assert.ok(keys.includes('lease.penalty.dailyRate'), keys.join());
    const depts = await api.get('/api/blade-system/dept/list');
    assert.equal(countTree(depts.data), 6);
    // 报表管理 shows the month-end standing books the demo's replayed month-ends filed.
    const reports = await api.get('/api/blade-report/report/rest/list?reportType=MONTH_END_BOOK');
    assert.equal(reports.data.total, 3, JSON.stringify(reports.data.records));
  });

  test('seeding again adds nothing, and what an administrator deleted stays deleted', async () => {
    const api = client(app, await signIn(app));
    const users = await api.get('/api/blade-user/page?current=1&size=50&account=lina');
    const lina = users.data.records[0];
    assert.equal((await api.post(`/api/blade-user/remove?ids=${lina.id}`)).status, 200);
    await seedDemo(app.appContext.database.owner);
    const after = await api.get('/api/blade-user/page?current=1&size=50');
    assert.equal(after.data.total, 8);
    const depts = await api.get('/api/blade-system/dept/list');
    assert.equal(countTree(depts.data), 6);
    // 报表管理 shows the month-end standing books the demo's replayed month-ends filed.
    const reports = await api.get('/api/blade-report/report/rest/list?reportType=MONTH_END_BOOK');
    assert.equal(reports.data.total, 3, JSON.stringify(reports.data.records));
  });
});

/** Every node of a tree list. */
function flatten(nodes: { children?: unknown[] }[]): Record<string, unknown>[] {
  return nodes.flatMap((n) => [
    n as Record<string, unknown>,
    ...flatten((n.children ?? []) as { children?: unknown[] }[]),
  ]);
}

/** Nodes in a tree list (dept/list answers the root with its children). */
function countTree(nodes: { children?: unknown[] }[]): number {
  return nodes.reduce((n, d) => n + 1 + countTree((d.children ?? []) as { children?: unknown[] }[]), 0);
}
