/**
 * A new tenant can work (issue 26 items 5 and 8): a tenant added on the tenant screen starts with the standard roles
 * (duties separated: an account manager cannot move the business date, run the daily job or touch receipts' money
 * steps), numbering rules, the shipped contract models and the default workflow models, and its administrator is
 * told what is still to set up.
 */
import { DEFAULT_NUMBERING_RULES } from '../src/modules/numbering/seed';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SHIPPED_MODELS } from '../src/modules/contract-model/seed';
import { STANDARD_ROLES } from '../src/modules/system/standard-roles';
import { md5 } from '../src/platform/auth/password';
import { type Client, client, signIn, testApp } from './helpers';

let app: FastifyInstance;
let admin: Client;
const TENANT = '100001';
const CHECKLIST = '/api/blade-system/setup/checklist';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API
type Node = Record<string, any>;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

let roleIds: Map<string, string>;
let deptId: string;

/** A user of the new tenant holding one standard role (password pw), signed in. */
async function staff(account: string, alias: string): Promise<Client> {
  const add = await admin.post('/api/blade-user/submit', {
    account,
    name: account,
    realName: account,
    password: md5('pw'),
    roleId: roleIds.get(alias),
    deptId,
  });
  assert.equal(add.status, 200, JSON.stringify(add.body));
  return client(app, await signIn(app, account, 'pw', TENANT));
}

before(async () => {
  app = await testApp();
  const platform = client(app, await signIn(app));
  const add = await platform.post('/api/blade-system/tenant/submit', { tenantName: '新设租赁' });
  assert.equal(add.status, 200, JSON.stringify(add.body));
  admin = client(app, await signIn(app, 'admin', 'admin', TENANT));
  const roles = flatten((await admin.get('/api/blade-system/role/list')).data);
  roleIds = new Map(roles.map((r) => [String(r.roleAlias), String(r.id)]));
  deptId = String((await admin.get('/api/blade-user/info')).data.deptId);
});
after(() => app.close());

describe('a tenant added on the tenant screen', () => {
  test('starts with the standard roles, numbering rules, contract models and the default workflow models', async () => {
    for (const r of STANDARD_ROLES) assert.ok(roleIds.has(r.alias), r.alias);
    assert.ok(roleIds.has('administrator'));

    const rules = await admin.get('/api/rzzl_qy/common/numbering-rule/list?size=50');
    const codes = (rules.data.records as Node[]).map((r) => r.code).sort();
    assert.deepEqual(codes, DEFAULT_NUMBERING_RULES.map((r) => r.code).sort());

    const models = await admin.get('/api/rzzl_qy/contract/contractmodel/list?size=50');
    assert.equal(models.status, 200, JSON.stringify(models.body));
    const names = (models.data.records as Node[]).map((m) => m.modelName).sort();
    assert.deepEqual(names, SHIPPED_MODELS.map((m) => m.name).sort());
    const direct = await admin.get('/api/rzzl_qy/contract/contractmodel/getModelByType?type=1');
    assert.ok(direct.data?.fileId, 'the direct-lease model is enabled, with its Word file');

    const flowModels = await admin.get('/api/blade-flow/model/list?current=1&size=100');
    const keys = (flowModels.data.records as Node[]).map((m) => m.modelKey);
    for (const key of ['Leave', 'BusinessApproval', 'ProjectApplication', 'ContractApproval', 'LoanApproval'])
      assert.ok(keys.includes(key), key);
    const loan = (flowModels.data.records as Node[]).find((m) => m.modelKey === 'LoanApproval')!;
    const detail = await admin.get(`/api/blade-flow/model/detail?id=${loan.id}`);
    assert.equal(detail.status, 200, JSON.stringify(detail.body));
    assert.match(detail.data.modelEditorXml, /finance_officer/);
    // Deployed already (common to every tenant), so the tenant's work can start at once.
    const deployed = await admin.get('/api/blade-flow/manager/list?current=1&size=100');
    const deployedKeys = (deployed.data.records as Node[]).map((d) => d.key);
    for (const key of keys) assert.ok(deployedKeys.includes(key), `${key} deployed`);
  });

  test('duties are separated: an account manager proposes, finance verifies, risk moves the business date', async () => {
    const am = await staff('am1', 'account_manager');
    for (const url of [
      '/api/rzzl_qy/overdue/businessDate',
      '/api/rzzl_qy/overdue/runDaily',
      '/api/rzzl_qy/affirmCash/repayment/verification',
      '/api/rzzl_qy/affirmCash/repayment/review',
      '/api/rzzl_qy/affirmCash/repayment/submit',
    ])
      assert.equal((await am.post(url, {})).status, 403, `account manager: ${url}`);
    const routes = JSON.stringify((await am.get('/api/blade-system/menu/routes')).data);
    assert.match(routes, /\/customer\//);
    assert.match(routes, /\/loan\/apply/);
    assert.doesNotMatch(routes, /\/risk\/business-date/);

    // Finance enters and verifies (the call is theirs: refused only for naming no receipt), but does not review.
    const fin = await staff('fin1', 'finance_officer');
    assert.equal((await fin.post('/api/rzzl_qy/affirmCash/repayment/verification', {})).status, 400);
    assert.equal((await fin.post('/api/rzzl_qy/affirmCash/repayment/review', {})).status, 403);
    assert.equal((await fin.post('/api/rzzl_qy/overdue/businessDate', {})).status, 403);
    const reviewer = await staff('rev1', 'finance_reviewer');
    assert.equal((await reviewer.post('/api/rzzl_qy/affirmCash/repayment/review', {})).status, 400);
    assert.equal((await reviewer.post('/api/rzzl_qy/affirmCash/repayment/verification', {})).status, 403);

    // Risk holds the business date and the daily job (this tenant's date stays the calendar's: not a demo tenant).
    const risk = await staff('risk1', 'risk_officer');
    assert.equal((await risk.get('/api/rzzl_qy/overdue/businessDate')).status, 200);
    // Hers to move: refused only because this tenant is not a demo one (the account manager lacks the permission).
    assert.match((await risk.post('/api/rzzl_qy/overdue/businessDate', {})).body.msg, /只有演示或测试租户/);
    assert.doesNotMatch((await am.post('/api/rzzl_qy/overdue/businessDate', {})).body.msg, /只有演示或测试租户/);
    assert.equal((await risk.post('/api/rzzl_qy/overdue/runDaily', {})).status, 200);
    assert.equal((await risk.post('/api/rzzl_qy/affirmCash/repayment/verification', {})).status, 403);

    // The general manager has the cockpit; nobody but the administrator the setup checklist.
    const gm = await staff('gm1', 'general_manager');
    assert.equal((await gm.get('/api/rzzl_qy/cockpit/cockpit/getIndexHeader')).status, 200);
    assert.equal((await am.get('/api/rzzl_qy/cockpit/cockpit/getIndexHeader')).status, 403);
    for (const c of [am, fin, reviewer, risk, gm]) assert.equal((await c.get(CHECKLIST)).status, 403);
  });

  test('the setup checklist says what is missing, and where to fix it', async () => {
    // A second tenant, untouched: staff accounts and duties are missing; contract models are there.
    const platform = client(app, await signIn(app));
    assert.equal((await platform.post('/api/blade-system/tenant/submit', { tenantName: '空白租赁' })).status, 200);
    const blank = client(app, await signIn(app, 'admin', 'admin', '100002'));
    const list = await blank.get(CHECKLIST);
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const byKey = new Map((list.data.items as Node[]).map((i) => [i.key, i]));
    assert.equal(byKey.get('users')?.done, false);
    assert.equal(byKey.get('users')?.path, '/system/user');
    assert.equal(byKey.get('roleHolders')?.done, false);
    assert.equal(byKey.get('contractModels')?.done, true);
    // The legal profile (公司信息) is the tenant's to fill in: contracts print the lessor from it.
    assert.equal(byKey.get('legalProfile')?.done, false);
    assert.equal(byKey.get('legalProfile')?.path, '/system/company');
    assert.equal((list.data.items as Node[])[0].key, 'legalProfile', 'first on the list');
    assert.equal(list.data.remaining, (list.data.items as Node[]).filter((i) => !i.done).length);
    assert.match(byKey.get('users')?.label, /员工账号/);
    const en = await client(app, await signIn(app, 'admin', 'admin', '100002'), { lang: 'en-US' }).get(CHECKLIST);
    assert.equal(new Map((en.data.items as Node[]).map((i) => [i.key, i])).get('users')?.label, 'Staff accounts');

    // The first tenant, after the test above: staff exist, but one finance officer cannot verify his own entries.
    const first = new Map(((await admin.get(CHECKLIST)).data.items as Node[]).map((i) => [i.key, i]));
    assert.equal(first.get('users')?.done, true);
    assert.equal(first.get('roleHolders')?.done, false);
    await staff('fin2', 'finance_officer');
    await staff('lead1', 'dept_leader');
    const done = new Map(((await admin.get(CHECKLIST)).data.items as Node[]).map((i) => [i.key, i]));
    assert.equal(done.get('roleHolders')?.done, true);
  });
});
