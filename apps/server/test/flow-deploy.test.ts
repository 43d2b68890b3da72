// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JUEL expressions are written ${…} in plain strings
/** Workflow deployment (流程管理) and models (模型管理): /api/blade-flow/manager, /model, process/resource-view. */
import { FLOW_CATEGORIES } from '@flp/shared';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deployDefaultModels } from '../src/modules/flow/definitions';
import {
  flowActivityTable,
  flowCommentTable,
  flowDefinitionTable,
  flowInstanceTable,
  flowTaskTable,
  flowTokenTable,
} from '../src/modules/flow/tables';
import { nextId } from '../src/platform/db/id';
import { nowString } from '../src/platform/db/time';
import {
  BASIC,
  type Client,
  type Session,
  client,
  createTenant,
  ok,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';

const FIXTURES = new URL('../src/modules/flow/bpmn/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const M = '/api/blade-flow/manager';
const MODEL = '/api/blade-flow/model';
const VIEW = '/api/blade-flow/process/resource-view';
const TENANT = '100001';

let app: FastifyInstance;
let admin: Session;
let c: Client;
let tenantAdmin: Session;
let t: Client;

before(async () => {
  app = await testApp();
  admin = await signIn(app);
  c = client(app, admin);
  await createTenant(app, TENANT);
  tenantAdmin = await signIn(app, 'admin', 'admin', TENANT);
  t = client(app, tenantAdmin);
  // The families' default models are deployed at boot; these tests count definitions from none.
  const defaults = await ok(c, `${M}/list?size=100`);
  const ids = defaults.records.map((d: { deploymentId: string }) => d.deploymentId).join(',');
  if (ids) await ok(c, `${M}/delete-deployment?deploymentIds=${ids}`, {});
});
after(() => app.close());

/** A multipart body of process files (`files` parts) and text fields. */
function uploadBody(files: { name: string; xml: string }[], fields: Record<string, string>) {
  const boundary = `----flp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: text/xml\r\n\r\n`,
      ),
      Buffer.from(f.xml),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  session: Session,
  files: { name: string; xml: string }[],
  fields: Record<string, string>,
  lang?: string,
) {
  const body = uploadBody(files, fields);
  const res = await app.inject({
    method: 'POST',
    url: `${M}/deploy-upload`,
    headers: {
      'content-type': body.contentType,
      authorization: BASIC,
      'blade-auth': `bearer ${session.token}`,
      ...(lang ? { 'accept-language': lang } : {}),
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const file = (name: string) => ({ name, xml: fixture(name) });

/** A running instance of a definition with an open task, a token, a step and a comment (the runtime's rows). */
async function fakeInstance(definitionId: string, tenantId = '000000') {
  const db = app.appContext.database.owner;
  const now = nowString();
  const instanceId = nextId();
  const common = { tenantId, instanceId };
  const key = definitionId.split(':')[0];
  await db.insert(flowInstanceTable).values({
    id: instanceId,
    tenantId,
    definitionId,
    processKey: key,
    processName: key,
    category: 'flow_2',
    startUser: '1',
    startTime: now,
    state: 'running',
    variables: {},
  });
  const tokenId = nextId();
  await db
    .insert(flowTokenTable)
    .values({ id: tokenId, ...common, activityId: 'riskTask', kind: 'task', createTime: now });
  await db.insert(flowTaskTable).values({
    id: nextId(),
    ...common,
    tokenId,
    definitionId,
    processKey: key,
    processName: key,
    category: 'flow_2',
    startUser: '1',
    taskDefKey: 'riskTask',
    name: '风控复核',
    createTime: now,
    state: 'active',
  });
  await db
    .insert(flowActivityTable)
    .values({ id: nextId(), ...common, activityId: 'start', activityType: 'startEvent', startTime: now });
  await db.insert(flowCommentTable).values({ id: nextId(), ...common, action: 'start', time: now });
  return instanceId;
}

describe('deploy-upload', () => {
  test('deploys good files as common definitions, one per process, version 1, named by the dictionary', async () => {
    const r = await upload(admin, [file('sequence.bpmn20.xml'), file('leave.bpmn20.xml')], { category: 'flow_2' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const rows = r.body.data;
    assert.equal(rows.length, 2);
    const seq = rows.find((d: { key: string }) => d.key === 'sequence');
    assert.equal(seq.tenantId, '');
    assert.equal(seq.version, 1);
    assert.equal(seq.id, `sequence:1:${seq.deploymentId}`);
    assert.equal(seq.name, '顺序审批');
    assert.equal(seq.category, 'flow_2');
    assert.equal(seq.categoryName, '业务审批');
    assert.equal(seq.resourceName, 'sequence.bpmn20.xml');
    assert.equal(seq.suspensionState, 1);
    assert.match(seq.deploymentTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(rows[1].deploymentId, seq.deploymentId, 'one deployment holds both');
    // The parsed graph is stored for the runtime.
    const [stored] = await app.appContext.database.owner
      .select({ graph: flowDefinitionTable.graph })
      .from(flowDefinitionTable)
      .where(eq(flowDefinitionTable.id, seq.id));
    assert.equal((stored.graph as { startId: string }).startId, 'start');
  });

  test('versions count per key and tenant', async () => {
    const again = await upload(admin, [file('sequence.bpmn20.xml')], { category: 'flow_2', tenantIds: '' });
    assert.equal(again.body.data[0].version, 2);
    const both = await upload(admin, [file('sequence.bpmn20.xml')], {
      category: 'flow_2',
      tenantIds: `${TENANT},000000`,
    });
    assert.equal(both.status, 200, JSON.stringify(both.body));
    assert.deepEqual(both.body.data.map((d: { tenantId: string; version: number }) => [d.tenantId, d.version]).sort(), [
      ['000000', 1],
      [TENANT, 1],
    ]);
    assert.notEqual(both.body.data[0].deploymentId, both.body.data[1].deploymentId, 'one deployment per tenant');
    // A tenant deploys for itself (tenantIds empty): its own version 2.
    const own = await upload(tenantAdmin, [file('sequence.bpmn20.xml')], { category: 'flow_2' });
    assert.equal(own.status, 200, JSON.stringify(own.body));
    assert.deepEqual([own.body.data[0].tenantId, own.body.data[0].version], [TENANT, 2]);
  });

  test('the list shows the latest version per key; common and own definitions by mode and tenant', async () => {
    const common = await ok(c, `${M}/list?mode=1&size=50`);
    assert.deepEqual(
      common.records.map((d: { key: string; version: number; tenantId: string }) => [d.key, d.version, d.tenantId]),
      [
        ['Leave', 1, ''],
        ['sequence', 2, ''],
      ],
    );
    // The platform tenant manages every tenant's own definitions.
    const platformOwn = await ok(c, `${M}/list?mode=2`);
    assert.deepEqual(
      platformOwn.records.map((d: { tenantId: string; version: number }) => [d.tenantId, d.version]),
      [
        ['000000', 1],
        [TENANT, 2],
      ],
    );
    assert.equal((await ok(c, `${M}/list`)).total, 4);
    // Another tenant sees its own and the common ones, never another tenant's.
    const visible = await ok(t, `${M}/list`);
    assert.deepEqual(
      visible.records.map((d: { key: string; tenantId: string }) => `${d.key}@${d.tenantId}`),
      ['Leave@', 'sequence@', `sequence@${TENANT}`],
    );
    assert.equal((await ok(t, `${M}/list?mode=2`)).total, 1);
    assert.equal((await ok(t, `${M}/list?mode=1`)).total, 2);
    // Filters and paging happen in the database.
    const page = await ok(c, `${M}/list?processDefinitionKey=EQ&size=1&current=1`);
    assert.deepEqual([page.total, page.records.length, page.pages], [3, 1, 3]);
    assert.equal((await ok(c, `${M}/list?category=flow_1`)).total, 0);
    assert.equal((await ok(c, `${M}/list?processDefinitionName=请假`)).total, 1);
    const bad = await c.get(`${M}/list?mode=3`);
    assert.equal(bad.status, 400);
  });

  test('only the platform tenant deploys common definitions or for other tenants', async () => {
    for (const tenantIds of ['000000', `${TENANT},000000`]) {
      const r = await upload(tenantAdmin, [file('sequence.bpmn20.xml')], { category: 'flow_2', tenantIds });
      assert.equal(r.status, 403, tenantIds);
    }
    const unknown = await upload(admin, [file('sequence.bpmn20.xml')], { category: 'flow_2', tenantIds: '999999' });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.msg, /999999/);
  });

  test('a bad file is a 400 naming the file and the problem; nothing is deployed', async () => {
    const before = (await ok(c, `${M}/list`)).total;
    const r = await upload(admin, [file('parallel.bpmn20.xml'), file('refused/script-task.bpmn20.xml')], {
      category: 'flow_2',
    });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /refused\/script-task\.bpmn20\.xml|script-task\.bpmn20\.xml/);
    assert.match(r.body.msg, /scriptTask "[^"]+": 不支持脚本任务/);
    assert.equal((await ok(c, `${M}/list`)).total, before, 'the good file of the upload is not deployed either');
    // Every refused construct is refused at deployment.
    const refused = readdirSync(new URL('refused/', FIXTURES));
    assert.ok(refused.length > 20);
    for (const name of refused) {
      const res = await upload(admin, [{ name, xml: fixture(`refused/${name}`) }], { category: 'flow_2' });
      assert.equal(res.status, 400, name);
      assert.match(res.body.msg, new RegExp(`文件 ${name.replace(/\./g, '\\.')}: 模型不可部署`), name);
    }
    // Not XML, not a process file, empty.
    const notXml = await upload(admin, [{ name: 'x.bpmn20.xml', xml: '<definitions' }], { category: 'flow_2' });
    assert.equal(notXml.status, 400);
    assert.match(notXml.body.msg, /XML 格式错误/);
    const txt = await upload(admin, [{ name: 'x.txt', xml: fixture('sequence.bpmn20.xml') }], { category: 'flow_2' });
    assert.equal(txt.status, 400);
    assert.match(txt.body.msg, /\.bpmn20\.xml/);
  });

  test('an expression the engine would refuse is refused at deployment with its element', async () => {
    const xml = fixture('exclusive-default.bpmn20.xml').replace(
      'flowable:assignee="${starter}"',
      'flowable:assignee="${user.getName()}"',
    );
    const r = await upload(admin, [{ name: 'exclusive.bpmn20.xml', xml }], { category: 'flow_2' }, 'en-US');
    assert.equal(r.status, 400);
    assert.match(
      r.body.msg,
      /^File exclusive\.bpmn20\.xml: Model cannot be deployed: userTask "apply": assignee: method calls/,
    );
  });

  test('the category must be flow_<key> of the flow dictionary (in English with Accept-Language: en)', async () => {
    for (const category of ['flow_999', '2', 'leave']) {
      const r = await upload(admin, [file('sequence.bpmn20.xml')], { category });
      assert.equal(r.status, 400, category);
      assert.match(r.body.msg, /^流程分类: /);
    }
    const en = await upload(admin, [file('sequence.bpmn20.xml')], { category: 'flow_999' }, 'en-US');
    assert.match(en.body.msg, /^Process category: "flow_999" is not a category of the flow dictionary/);
    const missing = await upload(admin, [file('sequence.bpmn20.xml')], {}, 'en-US');
    assert.equal(missing.status, 400);
    assert.equal(missing.body.msg, 'please choose the process category');
    const none = await upload(admin, [], { category: 'flow_2' }, 'en-US');
    assert.equal(none.status, 400);
    assert.equal(none.body.msg, 'Please choose the process files');
  });

  test('without the buttons: 403; without a token: 401', async () => {
    const nobody = await signInUngranted(app, 'flow_nobody');
    const r = await upload(nobody, [file('sequence.bpmn20.xml')], { category: 'flow_2' });
    assert.equal(r.status, 403);
    const n = client(app, nobody);
    for (const url of [`${M}/list`, `${MODEL}/list`]) assert.equal((await n.get(url)).status, 403, url);
    for (const url of [`${M}/change-state?processId=x&state=active`, `${M}/delete-deployment?deploymentIds=1`])
      assert.equal((await n.post(url)).status, 403, url);
    assert.equal((await n.post(`${MODEL}/submit`, {})).status, 403);
    const anon = await app.inject({ method: 'GET', url: `${M}/list` });
    assert.equal(anon.statusCode, 401);
  });
});

describe('change-state and delete-deployment', () => {
  let defId: string;
  let deploymentId: string;
  let instanceId: string;

  before(async () => {
    const r = await upload(admin, [file('parallel.bpmn20.xml')], { category: 'flow_2' });
    defId = r.body.data[0].id;
    deploymentId = r.body.data[0].deploymentId;
    instanceId = await fakeInstance(defId, TENANT);
  });

  const instanceState = async () => {
    const db = app.appContext.database.owner;
    const [i] = await db.select().from(flowInstanceTable).where(eq(flowInstanceTable.id, instanceId));
    const tasks = await db.select().from(flowTaskTable).where(eq(flowTaskTable.instanceId, instanceId));
    return { instance: i?.suspensionState, tasks: tasks.map((x) => x.suspended) };
  };

  test('suspending a definition suspends its running instances and their open tasks; activating reverses', async () => {
    assert.equal(await ok(c, `${M}/change-state?processId=${encodeURIComponent(defId)}&state=suspend`, {}), true);
    assert.deepEqual(await instanceState(), { instance: 2, tasks: [1] });
    const listed = await ok(c, `${M}/list?processDefinitionKey=parallel`);
    assert.equal(listed.records[0].suspensionState, 2);
    const again = await c.post(`${M}/change-state?processId=${encodeURIComponent(defId)}&state=suspend`);
    assert.equal(again.status, 400);
    assert.match(again.body.msg, /已处于挂起状态/);
    await ok(c, `${M}/change-state?processId=${encodeURIComponent(defId)}&state=active`, {});
    assert.deepEqual(await instanceState(), { instance: 1, tasks: [0] });
    const comments = await app.appContext.database.owner
      .select({ action: flowCommentTable.action })
      .from(flowCommentTable)
      .where(and(eq(flowCommentTable.instanceId, instanceId)));
    assert.deepEqual(comments.map((x) => x.action).sort(), ['active', 'start', 'suspend']);
  });

  test('change-state refuses a bad state, an unknown definition, and a common one for another tenant', async () => {
    const bad = await c.post(`${M}/change-state?processId=${encodeURIComponent(defId)}&state=paused`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /^状态: /);
    assert.equal((await c.post(`${M}/change-state?processId=nope:1:1&state=suspend`)).status, 404);
    const other = await t.post(`${M}/change-state?processId=${encodeURIComponent(defId)}&state=suspend`);
    assert.equal(other.status, 403);
  });

  test('delete-deployment removes definitions, instances, tokens, tasks, the path and the comments', async () => {
    assert.equal(
      (await t.post(`${M}/delete-deployment?deploymentIds=${deploymentId}`)).status,
      403,
      'common: platform only',
    );
    assert.equal((await c.post(`${M}/delete-deployment?deploymentIds=123`)).status, 404);
    assert.equal(await ok(c, `${M}/delete-deployment?deploymentIds=${deploymentId}`, {}), true);
    const db = app.appContext.database.owner;
    for (const [table, col] of [
      [flowDefinitionTable, flowDefinitionTable.deploymentId, deploymentId],
      [flowInstanceTable, flowInstanceTable.id],
      [flowTaskTable, flowTaskTable.instanceId],
      [flowTokenTable, flowTokenTable.instanceId],
      [flowActivityTable, flowActivityTable.instanceId],
      [flowCommentTable, flowCommentTable.instanceId],
    ] as const) {
      const value = table === flowDefinitionTable ? deploymentId : instanceId;
      const rows = await db.select().from(table).where(eq(col, value));
      assert.equal(rows.length, 0);
    }
    assert.equal((await ok(c, `${M}/list?processDefinitionKey=parallel`)).total, 0);
    // A tenant deletes its own deployments.
    const own = await upload(tenantAdmin, [file('inclusive.bpmn20.xml')], { category: 'flow_2' });
    await ok(t, `${M}/delete-deployment?deploymentIds=${own.body.data[0].deploymentId}`, {});
    assert.equal((await ok(t, `${M}/list?processDefinitionKey=inclusive`)).total, 0);
  });
});

describe('resource-view', () => {
  test('answers the deployed XML to a signed-in caller or a download ticket, never anonymously', async () => {
    const [seq] = (await ok(c, `${M}/list?processDefinitionKey=sequence&mode=1`)).records;
    const url = `${VIEW}?processDefinitionId=${encodeURIComponent(seq.id)}`;
    const withToken = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${admin.token}` },
    });
    assert.equal(withToken.statusCode, 200);
    assert.match(String(withToken.headers['content-type']), /^text\/xml/);
    assert.match(String(withToken.headers['content-disposition']), /^attachment; filename="sequence\.bpmn20\.xml"/);
    assert.equal(withToken.body, fixture('sequence.bpmn20.xml'));
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 401);
    const { ticket } = await ok(c, '/api/blade-auth/oauth/ticket?purpose=download', {});
    const byTicket = await app.inject({ method: 'GET', url: `${url}&ticket=${ticket}` });
    assert.equal(byTicket.statusCode, 200);
    // Another tenant reads common definitions, not the platform tenant's own.
    const tenantRead = await t.get(url);
    assert.equal(tenantRead.status, 200);
    const [platformOwn] = (await ok(c, `${M}/list?processDefinitionKey=sequence&mode=2`)).records;
    assert.equal(platformOwn.tenantId, '000000');
    const hidden = await t.get(`${VIEW}?processDefinitionId=${encodeURIComponent(platformOwn.id)}`);
    assert.equal(hidden.status, 404);
  });
});

describe('models', () => {
  let modelId: string;

  test('submit saves a new model at version 1 and each save as the next version', async () => {
    const saved = await ok(c, `${MODEL}/submit`, {
      name: '顺序审批',
      modelKey: 'sequenceModel',
      description: '草稿',
      modelEditorXml: '<definitions>',
    });
    assert.equal(saved.version, 1);
    assert.equal(saved.deployable, false, 'work in progress is saved with its problems');
    assert.ok(saved.problems.length > 0);
    modelId = saved.id;
    const next = await ok(c, `${MODEL}/submit`, {
      id: modelId,
      version: 1,
      name: '顺序审批',
      modelKey: 'sequenceModel',
      modelEditorXml: fixture('sequence.bpmn20.xml'),
    });
    assert.equal(next.version, 2);
    assert.equal(next.deployable, true);
    assert.deepEqual(next.problems, []);
    const stale = await c.post(`${MODEL}/submit`, {
      id: modelId,
      version: 1,
      name: 'x',
      modelKey: 'sequenceModel',
      modelEditorXml: '<x/>',
    });
    assert.equal(stale.status, 409);
    const detail = await ok(c, `${MODEL}/detail?id=${modelId}`);
    assert.equal(detail.modelEditorXml, fixture('sequence.bpmn20.xml').trim());
    assert.equal(detail.version, 2);
    const versions = await ok(c, `${MODEL}/versions?id=${modelId}`);
    assert.deepEqual(
      versions.map((v: { version: number }) => v.version),
      [2, 1],
    );
    assert.equal(versions[1].modelEditorXml, '<definitions>');
    const list = await ok(c, `${MODEL}/list?modelKey=sequence`);
    assert.equal(list.total, 1);
    assert.equal(list.records[0].name, '顺序审批');
    assert.equal((await ok(t, `${MODEL}/list`)).total, 0, 'models are the tenant’s own');
    assert.equal((await t.get(`${MODEL}/detail?id=${modelId}`)).status, 404);
  });

  test('the model key is an XML NCName, unique in the tenant', async () => {
    const en = client(app, admin, { lang: 'en-US' });
    for (const modelKey of ['1abc', 'a b', 'a:b']) {
      const r = await en.post(`${MODEL}/submit`, { name: 'x', modelKey, modelEditorXml: '<x/>' });
      assert.equal(r.status, 400, modelKey);
      assert.match(r.body.msg, /^Model key: must start with a letter/);
    }
    const dup = await c.post(`${MODEL}/submit`, { name: 'x', modelKey: 'sequenceModel', modelEditorXml: '<x/>' });
    assert.equal(dup.status, 400);
    assert.match(dup.body.msg, /^模型标识: "sequenceModel" 已被其他模型使用/);
    const missing = await en.post(`${MODEL}/submit`, { modelKey: 'ok' });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.msg, 'please enter the model name; please send the model XML');
    // Another tenant may use the same key.
    assert.equal(
      (await ok(t, `${MODEL}/submit`, { name: 'x', modelKey: 'sequenceModel', modelEditorXml: '<x/>' })).version,
      1,
    );
  });

  test('deploy deploys the latest version with the model recorded; remove leaves the deployment', async () => {
    const before = (await ok(c, `${M}/list?processDefinitionKey=sequence&mode=1`)).records[0].version;
    const rows = await ok(c, `${MODEL}/deploy?modelId=${modelId}&category=flow_2`, {});
    assert.equal(rows.length, 1);
    assert.deepEqual([rows[0].key, rows[0].tenantId, rows[0].version], ['sequence', '', before + 1]);
    assert.equal(rows[0].resourceName, 'sequenceModel.bpmn20.xml');
    const bad = await c.post(`${MODEL}/deploy?modelId=${modelId}&category=flow_nope`);
    assert.equal(bad.status, 400);
    const noCategory = await c.post(`${MODEL}/deploy?modelId=${modelId}`);
    assert.equal(noCategory.status, 400);
    assert.equal(noCategory.body.msg, '请选择流程分类');
    // A model that cannot be deployed says why.
    const draft = await ok(t, `${MODEL}/list`);
    const refused = await t.post(`${MODEL}/deploy?modelId=${draft.records[0].id}&category=flow_2`);
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /^files: |文件 sequenceModel\.bpmn20\.xml: 模型不可部署/);
    assert.equal(await ok(c, `${MODEL}/remove?ids=${modelId}`, {}), true);
    assert.equal((await c.get(`${MODEL}/detail?id=${modelId}`)).status, 404);
    assert.equal((await c.post(`${MODEL}/remove?ids=${modelId}`)).status, 404);
    assert.equal((await ok(c, `${M}/list?processDefinitionKey=sequence&mode=1`)).records[0].version, before + 1);
  });
});

describe('default models', () => {
  test('deploy once, again only when the file changes, never over a version an administrator deployed', async () => {
    const db = app.appContext.database.owner;
    const xml = fixture('countersign.bpmn20.xml');
    const first = await deployDefaultModels(db, [{ category: 'flow_2', name: 'countersign', xml }]);
    assert.deepEqual(
      first.map((d) => [d.key, d.tenantId, d.version, d.resourceName]),
      [['countersign', '', 1, 'countersign.bpmn20.xml']],
    );
    assert.deepEqual(await deployDefaultModels(db, [{ category: 'flow_2', name: 'countersign', xml }]), []);
    // An administrator's own version is not overwritten by an unchanged file.
    await upload(admin, [{ name: 'countersign.bpmn20.xml', xml: xml.replace('会签', '会签(改)') }], {
      category: 'flow_2',
    });
    assert.deepEqual(await deployDefaultModels(db, [{ category: 'flow_2', name: 'countersign', xml }]), []);
    const changed = xml.replace('</definitions>', '<!-- v2 --></definitions>');
    const second = await deployDefaultModels(db, [{ category: 'flow_2', name: 'countersign', xml: changed }]);
    assert.equal(second[0].version, 3);
  });
});

describe('the flow dictionary', () => {
  test('is seeded from the family list, the remark naming the family; a renamed item names the category', async () => {
    const items = await ok(c, '/api/blade-system/dict-biz/dictionary?code=flow');
    const leave = items.find((d: { dictKey: string }) => d.dictKey === '1');
    assert.deepEqual([leave.dictValue, leave.remark], ['请假流程', 'leave']);
    assert.equal(items.length, FLOW_CATEGORIES.length, 'one item per category of the family list');
    const en = client(app, admin, { lang: 'en-US' });
    const [row] = (await ok(en, `${M}/list?category=flow_2&mode=1&size=1`)).records;
    assert.equal(row.categoryName, 'Business approval');
  });
});

describe("Flowable's dialect through deploy-upload", () => {
  const F = '/api/blade-flow';
  const dialect = (name: string) => ({ name: `${name}.bpmn20.xml`, xml: fixture(`dialect/${name}.bpmn20.xml`) });

  test("files deploy with their warnings, in the caller's language", async () => {
    const r = await upload(admin, [dialect('multi-process'), dialect('pass-through')], { category: 'flow_2' }, 'en');
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const rows = r.body.data;
    assert.deepEqual(
      rows.map((d: { key: string }) => d.key),
      ['lessorApproval', 'lessorArchive', 'passThrough'],
    );
    assert.deepEqual(rows[0].warnings, [
      {
        elementId: 'lesseeSide',
        elementType: 'process',
        message: 'the process is not executable (isExecutable="false"): it is not deployed',
      },
    ]);
    assert.deepEqual(rows[1].warnings, rows[0].warnings, 'the warnings of the file each row came from');
    assert.deepEqual(
      rows[2].warnings.map((w: { elementId: string }) => w.elementId),
      ['m1', 'm2', 'milestone'],
    );
    const zh = await upload(admin, [dialect('camunda')], { category: 'flow_2' });
    assert.deepEqual(zh.body.data[0].warnings, [
      {
        elementId: 'review',
        elementType: 'userTask',
        message: '<camunda:inputOutput>, camunda:priority 在本引擎中不起作用，已忽略',
      },
    ]);
  });

  test('model/submit answers problems and warnings by element', async () => {
    const saved = await ok(client(app, admin, { lang: 'en-US' }), `${MODEL}/submit`, {
      name: 'extras',
      modelKey: 'extras',
      modelEditorXml: fixture('dialect/ignored-extras.bpmn20.xml'),
    });
    assert.equal(saved.deployable, true);
    assert.deepEqual(saved.problems, []);
    assert.deepEqual(saved.warnings[0], {
      elementId: 'extras',
      elementType: 'process',
      message: 'flowable:candidateStarterGroups: no effect in this engine, ignored',
    });
    const refused = await ok(c, `${MODEL}/submit`, {
      id: saved.id,
      name: 'extras',
      modelKey: 'extras',
      modelEditorXml: fixture('refused/script-task.bpmn20.xml'),
    });
    assert.equal(refused.deployable, false);
    assert.deepEqual(refused.problems, [{ elementId: 'x', elementType: 'scriptTask', message: '不支持脚本任务' }]);
  });

  test('flows without ids, a condition straight out of a task and no end event: an instance runs to its implicit end', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:activiti="http://activiti.org/bpmn" targetNamespace="flow_2">
  <process id="implicitEnd" name="隐式结束">
    <startEvent id="start" activiti:initiator="starter" />
    <sequenceFlow sourceRef="start" targetRef="apply" />
    <userTask id="apply" name="申请" activiti:assignee="\${starter}" />
    <sequenceFlow sourceRef="apply" targetRef="review"><conditionExpression>\${amount &gt; 100}</conditionExpression></sequenceFlow>
    <sequenceFlow sourceRef="apply" targetRef="notice" />
    <userTask id="review" name="复核" activiti:assignee="\${starter}" />
    <userTask id="notice" name="知会" activiti:assignee="\${starter}" />
  </process>
</definitions>`;
    const r = await upload(admin, [{ name: 'implicit-end.bpmn20.xml', xml }], { category: 'flow_2' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const [def] = r.body.data;
    assert.deepEqual(def.warnings, []);
    const { processInstanceId: pid } = await ok(
      c,
      `${F}/client/start-process-instance-by-id?processDefinitionId=${encodeURIComponent(def.id)}`,
      { amount: 500 },
    );
    const db = app.appContext.database.owner;
    const open = async () =>
      (
        await db
          .select({ id: flowTaskTable.id, key: flowTaskTable.taskDefKey })
          .from(flowTaskTable)
          .where(and(eq(flowTaskTable.instanceId, pid), eq(flowTaskTable.state, 'active')))
      ).sort((a, b) => a.key.localeCompare(b.key));
    const [apply] = await open();
    await ok(c, `${F}/work/complete-task`, { taskId: apply.id, flag: 'ok' });
    const next = await open();
    assert.deepEqual(
      next.map((t) => t.key),
      ['notice', 'review'],
    );
    const flows = await db
      .select({ flowId: flowActivityTable.flowId })
      .from(flowActivityTable)
      .where(eq(flowActivityTable.instanceId, pid));
    assert.deepEqual(
      flows
        .map((f) => f.flowId)
        .filter(Boolean)
        .sort(),
      ['apply_notice', 'apply_review', 'start_apply'],
      'the generated ids are recorded as the flows taken',
    );
    for (const t of next) await ok(c, `${F}/work/complete-task`, { taskId: t.id, flag: 'ok' });
    const [instance] = await db
      .select({ state: flowInstanceTable.state, endActivityId: flowInstanceTable.endActivityId })
      .from(flowInstanceTable)
      .where(eq(flowInstanceTable.id, pid));
    assert.deepEqual(instance, { state: 'completed', endActivityId: 'review' });
  });
});
