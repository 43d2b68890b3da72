/**
 * The spec's dialect (issue 24 item 4): where the spec states a call's method and we serve it on the other, both
 * answer; where the spec names a family's path and we chose another, both paths answer. One declaration serves every
 * spelling: the same data, the same permission (refusal alike for a user without it), the same history for a write
 * that answers GET too, and an API scope on one spelling holds for the others. The OpenAPI document lists each.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { projectRepos } from '../src/modules/project/repos';
import { DEMO_PASSWORD } from '../src/modules/system/demo-seed';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, signIn, signInUngranted, testApp } from './helpers';
import { readZip } from './support/files';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;
type Answer = Awaited<ReturnType<Client['get']>>;

const R = '/api/rzzl_qy';
const MSG = '/api/blade-desk/msg-queue';
const BEFORE = `${R}/beforeContract/beforeContract`;
const G = `${R}/guarantee/guarantee`;
const B = `${R}/mortplebase/mortplebase`;
const SCH = `${R}/repaymentSch/repaymentschedule`;
const REPAY = `${R}/repayment/repayment`;
const LETTER = `${R}/repayment/letter`;
const FILE = `${R}/common/file`;

/** Ours and the spec's name for the same calls. */
const FAMILIES = {
  concentration: [`${R}/concentration/concentration`, `${R}/customerConcentration/customerconcentration`],
  warn: [`${R}/concentration/warn`, `${R}/customerConcentration/concentrationwarn`],
  history: [`${R}/fundStandingBook/fundstandingbook`, `${R}/standingBook/standingbookhistory`],
  consumer: [`${R}/customer/consumer`, `${R}/consumer/registry`],
  pledge: [`${R}/pledge/pledgeinformation`, `${R}/pledge/pledge`],
} as const;
const LEAVE = '/api/blade-desk/process/leave';
const LEAVE_SPEC = `${R}/leave/leave`;

let app: FastifyInstance;
let admin: Client;
let nobody: Client;
let adminId: string;
let token: string;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const session = await signIn(app);
  token = session.token;
  adminId = String(session.body.user_id);
  admin = client(app, session);
  nobody = client(app, await signInUngranted(app, 'wire_nobody'));
});
after(() => app.close());

/** Two answers alike: status, data and message. */
function same(a: Answer, b: Answer, what: string) {
  assert.equal(a.status, b.status, `${what}: ${JSON.stringify(a.body)} / ${JSON.stringify(b.body)}`);
  assert.deepEqual(a.data, b.data, what);
  assert.equal(a.body.msg, b.body.msg, what);
}

/** GET with the parameters in the query, POST with them in the body: the two answers, alike. */
async function twins(c: Client, url: string, params: Record<string, string>) {
  const get = await c.get(`${url}?${new URLSearchParams(params)}`);
  const post = await c.post(url, params);
  same(get, post, url);
  return get;
}

/** Refused alike on both methods for a user without the permission. */
async function refusedOnBoth(url: string, params: Record<string, string>) {
  const get = await nobody.get(`${url}?${new URLSearchParams(params)}`);
  const post = await nobody.post(url, params);
  assert.equal(get.status, 403, `${url}: ${JSON.stringify(get.body)}`);
  same(get, post, url);
}

/** The call answered alike at our path and the spec's, for the caller and for a user without the permission. */
async function aliases(paths: readonly string[], call: string, opts: { nobody?: number } = {}) {
  const [ours, spec] = await Promise.all(paths.map((p) => admin.get(`${p}/${call}`)));
  assert.equal(ours.status, 200, `${paths[0]}/${call}: ${JSON.stringify(ours.body)}`);
  same(ours, spec, `${paths[1]}/${call}`);
  const [refusedOurs, refusedSpec] = await Promise.all(paths.map((p) => nobody.get(`${p}/${call}`)));
  assert.equal(refusedOurs.status, opts.nobody ?? 403, `${paths[0]}/${call}`);
  same(refusedOurs, refusedSpec, `${paths[1]}/${call} refused`);
  return ours.data;
}

const first = async (url: string) => (await ok(admin, url)).records[0] as Node;

/** A draft project of a demo customer (its collateral may change). */
async function draftProject(projectNo: string) {
  const customer = await first(`${R}/customer/basicinfo/list?current=1&size=1&idType=2`);
  const row = await projectRepos.project.insert(app.appContext.database.owner, systemContext('000000'), {
    projectNo,
    projectName: `项目${projectNo}`,
    customerId: String(customer.id),
    projectState: 'draft',
  });
  return { projectId: String(row.id), customerId: String(customer.id) };
}

describe('method twins: the spec’s method answers beside ours', () => {
  test('msg-queue readMsg and readAllMsg answer GET (the spec) as they answer POST (the web app)', async () => {
    for (const title of ['双语一', '双语二', '双语三'])
      await ok(admin, '/api/blade-desk/notice/submit', {
        title,
        category: 1,
        releaseTime: '2026-11-22',
        content: title,
      });
    const mine = async (title: string) =>
      (await ok(admin, `${MSG}/pageList?current=1&size=10&msgContent=${encodeURIComponent(title)}`)).records[0] as Node;
    const [one, two] = [await mine('双语一'), await mine('双语二')];
    assert.equal(one.isRead, 0);
    assert.equal(await ok(admin, `${MSG}/readMsg?id=${one.id}`), true);
    assert.equal(await ok(admin, `${MSG}/readMsg`, { id: two.id }), true);
    assert.equal((await mine('双语一')).isRead, 1);
    assert.equal((await mine('双语二')).isRead, 1);

    // Another's message, a bad id, none: the same refusal on both methods.
    const theirs = (await ok(nobody, `${MSG}/pageList?current=1&size=10&msgContent=${encodeURIComponent('双语三')}`))
      .records[0] as Node;
    assert.equal((await admin.get(`${MSG}/readMsg?id=${theirs.id}`)).status, 404);
    same(await admin.get(`${MSG}/readMsg?id=${theirs.id}`), await admin.post(`${MSG}/readMsg`, { id: theirs.id }), 'x');
    same(await admin.get(`${MSG}/readMsg?id=abc`), await admin.post(`${MSG}/readMsg?id=abc`), 'bad id');
    assert.equal((await admin.get(`${MSG}/readMsg`)).status, 400);
    same(await admin.get(`${MSG}/readMsg`), await admin.post(`${MSG}/readMsg`), 'no id');

    assert.equal(await ok(admin, `${MSG}/readAllMsg`), 1);
    assert.equal(await ok(admin, `${MSG}/readAllMsg`, {}), 0);
    assert.equal(await ok(admin, `${MSG}/getMsgIndex`), 0);
  });

  test('beforeContract createContract answers GET as the spec has it: the same check, the same document', async () => {
    const contract = await first(`${R}/contract/contract/list?current=1&size=1&contractState=draft`);
    assert.ok(contract, 'the demo has a draft contract');
    const params = { id: String(contract.id) };
    // nobody neither holds the 生成合同 button nor owns the contract: refused alike.
    const refusedGet = await nobody.get(`${BEFORE}/createContract?id=${contract.id}`);
    assert.ok([403, 404].includes(refusedGet.status), JSON.stringify(refusedGet.body));
    same(refusedGet, await nobody.post(`${BEFORE}/createContract`, params), 'createContract refused');

    const byGet = await ok(admin, `${BEFORE}/createContract?id=${contract.id}`);
    const byPost = await ok(admin, `${BEFORE}/createContract`, params);
    assert.deepEqual(Object.keys(byGet).sort(), ['id', 'link', 'name']);
    assert.deepEqual(Object.keys(byPost).sort(), Object.keys(byGet).sort());
    assert.equal(byGet.name, byPost.name);
    assert.notEqual(byGet.id, byPost.id, 'each call files a new document');
    // One document kept (the second replaced the first), in the same transaction either way.
    const files = await ok(admin, `${FILE}/getFiles?pid=${contract.id}`);
    assert.deepEqual(
      files.map((f: Node) => f.id),
      [byPost.id],
    );

    // fileListPlus: the files of one or several records, each saying whose it is.
    const plus = await ok(admin, `${FILE}/fileListPlus?pid=${contract.id},1`);
    assert.deepEqual(
      plus.map((f: Node) => f.id),
      [byPost.id],
    );
    assert.equal(plus[0].pid, String(contract.id));
    assert.equal(plus[0].ywlx, 'contract');
    assert.equal(plus[0].contractType, files[0].kind);
    assert.equal(plus[0].createUser, adminId);
    assert.equal(plus[0].name, files[0].name);
    assert.equal((await admin.get(`${FILE}/fileListPlus`)).status, 400);
    assert.equal((await nobody.get(`${FILE}/fileListPlus?pid=${contract.id}`)).status, 200, 'as fileList: signed in');
  });

  test('guarantee contractChange answers GET: a write like its POST twin, same permission', async () => {
    const guarantee = await first(`${G}/list?current=1&size=1`);
    const contracts = (await ok(admin, `${R}/contract/contract/list?current=1&size=2`)).records as Node[];
    await refusedOnBoth(`${G}/contractChange`, { id: String(guarantee.id), contractId: String(contracts[0].id) });
    const byGet = await ok(admin, `${G}/contractChange?id=${guarantee.id}&contractId=${contracts[0].id}`);
    assert.equal(byGet.contractId, String(contracts[0].id));
    assert.equal((await ok(admin, `${G}/detail?id=${guarantee.id}`)).contractId, String(contracts[0].id));
    const byPost = await ok(admin, `${G}/contractChange?id=${guarantee.id}&contractId=${contracts[1].id}`, {});
    assert.equal(byPost.contractId, String(contracts[1].id));
    assert.deepEqual(Object.keys(byPost).sort(), Object.keys(byGet).sort());
  });

  test('mortplebase: contractChange on GET keeps its history; mortplebaseDetail and residueAmtList answer POST', async () => {
    const { projectId, customerId } = await draftProject('XM2099010001');
    await ok(admin, `${B}/save`, {
      mainId: projectId,
      guartype: 1,
      ownerId: customerId,
      amount: '1000',
      maxAmount: '5000',
    });
    const base = await first(`${B}/list?current=1&size=1&mainId=${projectId}`);
    const contracts = (await ok(admin, `${R}/contract/contract/list?current=1&size=2`)).records as Node[];

    await refusedOnBoth(`${B}/contractChange`, { id: String(base.id), contractId: String(contracts[0].id) });
    await ok(admin, `${B}/contractChange?id=${base.id}&contractId=${contracts[0].id}`);
    await ok(admin, `${B}/contractChange?id=${base.id}&contractId=${contracts[1].id}`, {});
    const history = await ok(admin, `${R}/common/modify/list?ywlx=mortpleBase&dataid=${base.id}&current=1&size=10`);
    const changes = (history.records as Node[]).filter((r) => r.ysmc === 'CONTRACT_ID');
    assert.deepEqual(
      changes.map((r) => r.newval),
      [String(contracts[1].id), String(contracts[0].id)],
      'both writes recorded, newest first',
    );
    assert.ok(changes.every((r) => String(r.createUser) === adminId));

    const detail = await twins(admin, `${B}/mortplebaseDetail`, { id: String(base.id) });
    assert.equal(detail.data.id, String(base.id));
    assert.deepEqual(detail.data.items, []);
    await refusedOnBoth(`${B}/mortplebaseDetail`, { id: String(base.id) });

    const residue = await twins(admin, `${B}/residueAmtList`, { mainId: projectId });
    assert.deepEqual(
      residue.data.map((r: Node) => r.residueAmount),
      ['4000.00'],
    );
    await refusedOnBoth(`${B}/residueAmtList`, { mainId: projectId });
  });

  test('repayment/repayment and repayment/letter loadData answer POST as the spec has them, as GET does', async () => {
    const schedule = await first(`${SCH}/list?current=1&size=1&effective=1`);
    const loaded = await twins(admin, `${REPAY}/loadData`, { businessId: String(schedule.id) });
    assert.equal(loaded.data.id, String(schedule.id));
    const refused = await twins(nobody, `${REPAY}/loadData`, { businessId: String(schedule.id) });
    assert.equal(refused.status, 403);

    const letter = await ok(admin, `${LETTER}/save-data`, { iouId: String(schedule.iouId) });
    const byLetter = await twins(admin, `${LETTER}/loadData`, { businessId: letter.businessId });
    assert.equal(byLetter.data.id, letter.businessId);
    same(byLetter, await admin.get(`${LETTER}/getDetailById?businessId=${letter.businessId}`), 'getDetailById');
    assert.equal((await twins(nobody, `${LETTER}/loadData`, { businessId: letter.businessId })).status, 403);
  });
});

describe('the spec’s family names answer beside ours', () => {
  test('customerConcentration/customerconcentration and /concentrationwarn', async () => {
    const [ours, spec] = FAMILIES.concentration;
    const list = await aliases(FAMILIES.concentration, 'list?current=1&size=10');
    assert.ok(list.total > 0);
    await aliases(FAMILIES.concentration, `detail?id=${list.records[0].id}`);
    // A write through the spec's name is the same write.
    const rec = await ok(admin, `${spec}/detail?id=${list.records[0].id}`);
    await ok(admin, `${spec}/submit`, { ...rec, remark: '经由规格路径修改' });
    assert.equal((await ok(admin, `${ours}/detail?id=${rec.id}`)).remark, '经由规格路径修改');
    assert.equal((await nobody.post(`${spec}/submit`, rec)).status, 403);

    await aliases(FAMILIES.warn, 'warnList');
    const page = await aliases(FAMILIES.warn, 'page?current=1&size=5');
    assert.ok(page.records.length > 0);
    await aliases(FAMILIES.warn, `getConcentration?comId=${page.records[0].customerId}`);
  });

  test('standingBook/standingbookhistory', async () => {
    const months = await aliases(FAMILIES.history, 'standingBookList');
    assert.ok(months.length > 0);
    await aliases(FAMILIES.history, `standingBookList?yearMonth=${months[0].yearMonth}`);
    const page = await aliases(FAMILIES.history, 'list?current=1&size=5');
    await aliases(FAMILIES.history, `detail?id=${page.records[0].id}`);
    await aliases(FAMILIES.history, `standingBookDetail?lousNo=${page.records[0].iouNo}`);
  });

  test('consumer/registry, its pass and back included', async () => {
    const [ours, spec] = FAMILIES.consumer;
    const list = await aliases(FAMILIES.consumer, 'list?current=1&size=10&regState=pending');
    const [a, b] = list.records as Node[];
    await aliases(FAMILIES.consumer, `detail?phone=${a.phone}`);
    const refused = await nobody.post(`${spec}/pass?id=${a.id}`);
    same(refused, await nobody.post(`${ours}/pass?id=${a.id}`), 'pass refused');
    assert.equal(refused.status, 403);
    await ok(admin, `${spec}/pass?id=${a.id}`, {});
    assert.equal((await ok(admin, `${ours}/detail?id=${a.id}`)).regState, 'passed');
    await ok(admin, `${spec}/back`, { id: b.id, reason: '资料不全' });
    assert.equal((await ok(admin, `${ours}/detail?id=${b.id}`)).regState, 'returned');
    assert.equal((await admin.post(`${spec}/pass?id=${a.id}`)).status, 409, 'decided once, whichever name');
  });

  test('pledge/pledge: add, detail and removeByMainId', async () => {
    const [ours, spec] = FAMILIES.pledge;
    const { projectId, customerId } = await draftProject('XM2099010002');
    const body = {
      mainId: projectId,
      pledgorId: customerId,
      pledgeName: '应收账款质押',
      pledgeType: 'receivable',
      valuation: '100',
    };
    assert.equal((await nobody.post(`${spec}/add`, body)).status, 403);
    await ok(admin, `${spec}/add`, body);
    const list = await aliases(FAMILIES.pledge, `list?current=1&size=5&mainId=${projectId}`);
    assert.equal(list.total, 1);
    await aliases(FAMILIES.pledge, `detail?id=${list.records[0].id}`);
    same(
      await nobody.get(`${spec}/removeByMainId?mainId=${projectId}`),
      await nobody.get(`${ours}/removeByMainId?mainId=${projectId}`),
      'removeByMainId refused',
    );
    assert.equal(await ok(admin, `${spec}/removeByMainId?mainId=${projectId}`), 1);
    assert.equal((await ok(admin, `${ours}/list?current=1&size=5&mainId=${projectId}`)).total, 0);
  });

  test('leave/leave with the common lifecycle, over the same requests as blade-desk/process/leave', async () => {
    // The approver is someone else than the starter (four eyes): 李娜 of the demo staff.
    const approverSession = await signIn(app, 'lina', DEMO_PASSWORD);
    const approver = client(app, approverSession);
    const approverId = String(approverSession.body.user_id);
    const request = { taskUser: approverId, startTime: '2026-12-01 09:00:00', endTime: '2026-12-05 18:00:00' };
    const started = await ok(admin, `${LEAVE_SPEC}/start-process`, { ...request, reason: '年假' });
    const bySpec = await admin.get(`${LEAVE_SPEC}/getDetailById?businessId=${started.businessId}`);
    same(bySpec, await admin.get(`${LEAVE}/detail?businessId=${started.businessId}`), 'detail');
    assert.equal(bySpec.data.flowState, 'running');
    same(
      await admin.get(`${LEAVE_SPEC}/getDetailByInsId?processInstanceId=${started.processInstanceId}`),
      bySpec,
      'by instance',
    );
    // Not the starter, no task: refused alike under both names.
    same(
      await nobody.get(`${LEAVE_SPEC}/getDetailById?businessId=${started.businessId}`),
      await nobody.get(`${LEAVE}/detail?businessId=${started.businessId}`),
      'detail refused',
    );
    assert.equal((await nobody.post(`${LEAVE_SPEC}/delete-process`, { businessId: started.businessId })).status, 403);
    await ok(admin, `${LEAVE_SPEC}/delete-process`, { businessId: started.businessId });
    assert.equal((await ok(admin, `${LEAVE}/detail?businessId=${started.businessId}`)).flowState, 'withdrawn');

    // A request started under our name is the spec's too; a draft saved under the spec's name starts under ours.
    const ours = await ok(admin, `${LEAVE}/start-process`, { ...request, reason: '事假' });
    assert.equal((await ok(admin, `${LEAVE_SPEC}/getDetailById?businessId=${ours.businessId}`)).reason, '事假');
    const draft = await ok(admin, `${LEAVE_SPEC}/save-data`, { reason: '草稿' });
    const restarted = await ok(admin, `${LEAVE}/start-process`, { ...request, id: draft.businessId, reason: '病假' });
    assert.equal(restarted.businessId, draft.businessId);
    // The approver completes the task under the spec's name (submit-process), the request goes on.
    const task = await ok(approver, `${LEAVE_SPEC}/getDetailById?businessId=${draft.businessId}`);
    assert.ok(task.taskId, 'the approver holds the open task');
    await ok(approver, `${LEAVE_SPEC}/submit-process`, {
      businessId: draft.businessId,
      taskId: task.taskId,
      flag: 'ok',
      comment: '同意',
    });
    const after = await ok(admin, `${LEAVE}/detail?businessId=${draft.businessId}`);
    assert.notEqual(after.taskId, task.taskId, 'the task is done');
  });

  test('common/file downloadRent and downloadRepay are the schedule’s downloads (pid or id)', async () => {
    const schedule = await first(`${SCH}/list?current=1&size=1&effective=1`);
    const download = (url: string) => app.inject({ method: 'GET', url, headers: { 'blade-auth': `bearer ${token}` } });
    const sheet = (b: Buffer) => readZip(b).get('xl/worksheets/sheet1.xml')?.toString();
    for (const call of ['downloadRent', 'downloadRepay']) {
      const ours = await download(`${SCH}/${call}?id=${schedule.id}`);
      const spec = await download(`${FILE}/${call}?pid=${schedule.id}`);
      assert.equal(ours.statusCode, 200, ours.body);
      assert.equal(spec.statusCode, 200, spec.body);
      assert.equal(spec.headers['content-type'], ours.headers['content-type']);
      assert.equal(spec.headers['content-disposition'], ours.headers['content-disposition']);
      assert.ok(sheet(ours.rawPayload));
      assert.equal(sheet(spec.rawPayload), sheet(ours.rawPayload), `${call}: the same rows`);
      assert.equal(sheet((await download(`${FILE}/${call}?id=${schedule.id}`)).rawPayload), sheet(ours.rawPayload));
      const refused = await nobody.get(`${FILE}/${call}?pid=${schedule.id}`);
      assert.equal(refused.status, 403);
      same(refused, await nobody.get(`${SCH}/${call}?id=${schedule.id}`), call);
      assert.equal((await admin.get(`${FILE}/${call}`)).status, 400);
    }
  });

  test('/api/user/send-logs uploads the error log as blade-log/error/upload does', async () => {
    const entry = (message: string) => [{ type: 'error', message, url: '/wel/index', time: '2026-11-22 10:00:00' }];
    assert.equal(await ok(nobody, '/api/user/send-logs', entry('规格路径上传')), 1);
    assert.equal(await ok(nobody, '/api/blade-log/error/upload', entry('我们的路径上传')), 1);
    const logged = await ok(admin, '/api/blade-log/error/list?current=1&size=20');
    const messages = (logged.records as Node[]).map((r) => r.message);
    assert.ok(messages.includes('规格路径上传') && messages.includes('我们的路径上传'), messages.join(','));
    same(
      await nobody.post('/api/user/send-logs', {}),
      await nobody.post('/api/blade-log/error/upload', {}),
      'bad body',
    );
  });
});

/** Every twin and alias this item adds, as the OpenAPI document names it. */
/** The calls `names` under `base`, each on `method`. */
const calls = (method: string, base: string, names: string[]): [string, string][] =>
  names.map((name) => [method, `${base}/${name}`]);

const ADDED: [string, string][] = [
  ['get', `${MSG}/readMsg`],
  ['get', `${MSG}/readAllMsg`],
  ['get', `${BEFORE}/createContract`],
  ['get', `${G}/contractChange`],
  ['get', `${B}/contractChange`],
  ['post', `${B}/mortplebaseDetail`],
  ['post', `${B}/residueAmtList`],
  ['post', `${REPAY}/loadData`],
  ['post', `${LETTER}/loadData`],
  ['get', `${FILE}/downloadRent`],
  ['get', `${FILE}/downloadRepay`],
  ['get', `${FILE}/fileListPlus`],
  ['post', '/api/user/send-logs'],
  ...calls('get', `${FAMILIES.concentration[1]}`, ['list', 'detail']),
  ...calls('post', `${FAMILIES.concentration[1]}`, ['submit', 'remove']),
  ...calls('get', `${FAMILIES.warn[1]}`, ['warnList', 'getConcentration', 'page']),
  ...calls('get', `${FAMILIES.history[1]}`, ['standingBookList', 'page', 'standingBookDetail', 'detail']),
  ...calls('post', `${FAMILIES.history[1]}`, ['remove', 'submit']),
  ...calls('get', `${FAMILIES.consumer[1]}`, ['list', 'detail']),
  ...calls('post', `${FAMILIES.consumer[1]}`, ['pass', 'back']),
  ...calls('get', `${FAMILIES.pledge[1]}`, ['list', 'detail', 'removeByMainId']),
  ...calls('post', `${FAMILIES.pledge[1]}`, ['add', 'submit', 'remove']),
  ...calls('post', `${LEAVE_SPEC}`, [
    'start-process',
    'save-data',
    'submit-process',
    'finish-process',
    'delete-process',
  ]),
  ...calls('get', `${LEAVE_SPEC}`, ['getDetailById', 'getDetailByInsId']),
];

test('the OpenAPI document lists both spellings of each call', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const missing = ADDED.filter(([method, path]) => !doc.paths[path]?.[method]);
  assert.deepEqual(missing, []);
  // The twins keep ours.
  for (const [method, path] of [
    ['post', `${MSG}/readMsg`],
    ['post', `${BEFORE}/createContract`],
    ['post', `${G}/contractChange`],
    ['get', `${B}/mortplebaseDetail`],
    ['get', `${REPAY}/loadData`],
    ['get', `${LETTER}/loadData`],
    ['post', '/api/blade-log/error/upload'],
  ])
    assert.ok(doc.paths[path]?.[method], `${method} ${path}`);
  // A POST twin takes its parameters in the body too; a GET one in the query.
  assert.ok(doc.paths[`${B}/residueAmtList`].post.requestBody);
  assert.ok(doc.paths[`${G}/contractChange`].get.parameters.some((p: Node) => p.name === 'contractId'));
});

test('an API scope on our path holds for the spec’s name of the same call', async () => {
  const menu = (await ok(admin, '/api/blade-system/menu/list')) as Node[];
  const [ours, spec] = FAMILIES.concentration;
  const before = await nobody.get(`${spec}/list?current=1&size=1`);
  assert.match(before.body.msg, /risk_concentration_view/);
  await ok(admin, '/api/blade-system/api-scope/submit', {
    menuId: menu[0].id,
    resourceCode: 'wire_concentration',
    scopeName: '客户集中度接口',
    scopePath: '/rzzl_qy/concentration/concentration/**',
    scopeType: 2,
  });
  try {
    for (const path of [ours, spec]) {
      const res = await nobody.get(`${path}/list?current=1&size=1`);
      assert.equal(res.status, 403, path);
      assert.equal(res.body.msg, '缺失接口权限,请联系管理员授权', path);
    }
  } finally {
    const scopes = await ok(
      admin,
      '/api/blade-system/api-scope/list?current=1&size=100&resourceCode=wire_concentration',
    );
    await ok(admin, `/api/blade-system/api-scope/remove?ids=${scopes.records.map((s: Node) => s.id).join(',')}`, {});
  }
  assert.match((await nobody.get(`${spec}/list?current=1&size=1`)).body.msg, /risk_concentration_view/);
});
