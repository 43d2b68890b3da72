/**
 * The workflow-family machinery (modules/flow/families) over a scripted test double of the runtime: the calls each
 * family serves, the draft and submission rules, the fields editable per task, who may see and change a record,
 * and the status moves that follow the engine's events. The real engine's API tests cover the same calls end to end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { registerFamilies } from '../src/modules/flow/families';
import { leaveDays } from '../src/modules/flow/families/leave';
import { validateBody } from '../src/platform/crud/validate';
import { type RequestContext, systemContext } from '../src/platform/tenancy/context';
import { businessApproval } from '@flp/shared';
import { type Client, client, ok, signIn, signInUngranted } from './helpers';
import { FakeFlowRuntime, fakeDeploy, userOf } from './support/fake-flow-runtime';

const LEAVE = '/api/blade-desk/process/leave';
const BIZ = '/api/rzzl_qy/process/business';

let app: FastifyInstance;
let fake: FakeFlowRuntime;
const ids: Record<string, string> = {};
const api: Record<string, Client> = {};
let bob = ''; // approver, department leader, general manager and finance in the scripted models
let carol = ''; // risk officer, boss

const ctxOf = (userId: string): RequestContext => ({ ...systemContext('000000'), userId, superAdmin: false });

/** An action through the engine's own routes (work/complete-task, stopTask, recallTask): its own transaction. */
const engine = <T>(work: (tx: never) => Promise<T>) =>
  app.appContext.database.db.transaction((tx) => work(tx as never));

const record = async (c: Client, url: string) => (await c.get(url)).data;

before(async () => {
  const { testApp } = await import('./helpers');
  app = await testApp();
  fake = new FakeFlowRuntime({
    Leave: {
      category: 'flow_1',
      first: 'hrTask',
      next: (t, pass, v) =>
        !pass
          ? t === 'modifyApply'
            ? null
            : 'modifyApply'
          : t === 'hrTask'
            ? Number(v.days) > 3
              ? 'bossTask'
              : 'managerTask'
            : t === 'modifyApply'
              ? 'hrTask'
              : null,
      actors: (t, v) => (t === 'hrTask' ? [userOf(v.taskUser)] : t === 'modifyApply' ? [userOf(v.applyUser)] : [carol]),
    },
    BusinessApproval: {
      category: 'flow_2',
      first: 'deptLeaderReview',
      next: (t, pass, v) => {
        if (t === 'starterAdjust') return pass ? 'deptLeaderReview' : null;
        if (!pass) return 'starterAdjust';
        if (t === 'deptLeaderReview') return 'riskReview';
        if (t === 'riskReview') return Number(v.amount) > Number(v.threshold) ? 'gmReview' : 'financeReview';
        if (t === 'gmReview') return 'financeReview';
        return null;
      },
      actors: (t, v) => (t === 'starterAdjust' ? [userOf(v.applyUser)] : t === 'riskReview' ? [carol] : [bob]),
    },
  });
  await registerFamilies(app, {
    db: app.appContext.database.db,
    runtime: fake,
    deploy: fakeDeploy(app.appContext.database.db),
  });
  api.admin = client(app, await signIn(app));
  for (const name of ['alice', 'bob', 'carol', 'dave']) {
    const s = await signInUngranted(app, name);
    ids[name] = String(s.body.user_id);
    api[name] = client(app, s);
  }
  bob = ids.bob;
  carol = ids.carol;
});
after(() => app.close());

describe('leave (BladeX /api/blade-desk/process/leave)', () => {
  const request = { startTime: '2026-03-02 09:00:00', endTime: '2026-03-03 18:00:00', reason: '回老家' };

  test('start-process checks the submission rules and names each missing field', async () => {
    const r = await api.alice.post(`${LEAVE}/start-process`, { reason: '' });
    assert.equal(r.status, 400);
    const fields = r.data.errors.map((e: { field: string }) => e.field).sort();
    assert.deepEqual(fields, ['endTime', 'reason', 'startTime', 'taskUser']);
    const backwards = await api.alice.post(`${LEAVE}/start-process`, {
      ...request,
      taskUser: ids.bob,
      endTime: '2026-03-01 09:00:00',
    });
    assert.equal(backwards.status, 400);
    assert.match(backwards.body.msg, /结束时间: 必须晚于开始时间/);
    const en = await client(app, await signIn(app), { lang: 'en-US' }).post(`${LEAVE}/start-process`, {
      ...request,
      taskUser: '123',
    });
    assert.equal(en.status, 400);
    assert.match(en.body.msg, /Approver/);
  });

  test('a definition of another family is refused by name', async () => {
    const r = await api.alice.post(`${LEAVE}/start-process`, {
      ...request,
      taskUser: ids.bob,
      processDefinitionId: 'BusinessApproval:9:1',
    });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /流程定义/);
  });

  test('start-process saves the request, starts the process with BladeX variables and approval ends it approved', async () => {
    const started = await ok(api.alice, `${LEAVE}/start-process`, { ...request, taskUser: ids.bob });
    const instance = fake.instances.get(started.processInstanceId)!;
    assert.equal(instance.businessTable, 'blade_process_leave');
    assert.equal(instance.businessId, started.businessId);
    assert.equal(instance.variables.createUser, 'alice');
    assert.equal(instance.variables.taskUser, `taskUser_${ids.bob}`);
    assert.equal(instance.variables.applyUser, `taskUser_${ids.alice}`);
    assert.equal(instance.variables.days, 1);

    const mine = await record(api.alice, `${LEAVE}/detail?businessId=${started.businessId}`);
    assert.equal(mine.flowState, 'running');
    assert.equal(mine.processInstanceId, started.processInstanceId);
    assert.equal(mine.taskUserName, 'bob');
    assert.equal(mine.taskId, '');
    // The approver sees it with the open task; a stranger does not see it at all.
    const theirs = await record(api.bob, `${LEAVE}/detail?businessId=${started.businessId}`);
    assert.equal(theirs.taskDefinitionKey, 'hrTask');
    assert.deepEqual(theirs.editableFields, []);
    assert.equal((await api.dave.get(`${LEAVE}/detail?businessId=${started.businessId}`)).status, 403);
    assert.equal((await api.admin.get(`${LEAVE}/detail?businessId=${started.businessId}`)).status, 200);

    // Approved through the work lists (the engine's own transaction): hrTask, then 经理审批 ends it.
    for (const user of [bob, carol])
      await engine(async (tx) => {
        const task = await fake.openTaskFor(tx, ctxOf(user), started.processInstanceId);
        await fake.complete(tx, ctxOf(user), { taskId: task!.id, flag: 'ok' });
      });
    assert.equal((await record(api.alice, `${LEAVE}/detail?businessId=${started.businessId}`)).flowState, 'approved');
    // After the end, whoever completed one of its tasks still sees it (the engine's task rows say who).
    const detail = `${LEAVE}/detail?businessId=${started.businessId}`;
    assert.equal((await api.bob.get(detail)).status, 403);
    await completedTaskOf(bob, started.processInstanceId);
    assert.equal((await api.bob.get(detail)).status, 200);
    assert.equal((await api.dave.get(detail)).status, 403);
    // Only the calls the family names are served.
    assert.equal((await api.alice.post(`${LEAVE}/save-data`, request)).status, 404);
  });

  test('leave days: whole days between start and end, at least one', () => {
    assert.equal(leaveDays('2026-03-02 09:00:00', '2026-03-02 18:00:00'), 1);
    assert.equal(leaveDays('2026-03-02 09:00:00', '2026-03-03 18:00:00'), 1);
    assert.equal(leaveDays('2026-03-02 09:00:00', '2026-03-06 09:00:00'), 4);
    assert.equal(leaveDays('2026-03-31 00:00:00', '2026-04-05 00:00:00'), 5);
  });
});

describe('business approval (the full call set)', () => {
  const full = { title: '采购打印机', amount: '5000.00', content: '行政部打印机更换' };

  test('a draft is checked for kinds and lengths only; a required field is not asked for', () => {
    assert.deepEqual(validateBody(businessApproval, { title: '草稿' }, 'create', { draft: true }), {
      title: '草稿',
      // The definition's defaults still apply to a new draft.
      ...defaultsOf(),
    });
    assert.throws(() => validateBody(businessApproval, { title: '' }, 'create'), /please enter the amount/);
    assert.throws(
      () => validateBody(businessApproval, { title: 'x'.repeat(201) }, 'create', { draft: true }),
      /Subject: must be at most 200 characters/,
    );
  });

  test('save-data keeps a draft; start-process on it applies the submission rules', async () => {
    const draft = await ok(api.alice, `${BIZ}/save-data`, { title: '办公用品' });
    const long = await api.alice.post(`${BIZ}/save-data`, { id: draft.businessId, title: 'x'.repeat(201) });
    assert.equal(long.status, 400);
    assert.equal(long.data.errors[0].field, 'title');
    assert.equal((await api.bob.post(`${BIZ}/save-data`, { id: draft.businessId, title: '改' })).status, 403);
    const incomplete = await api.alice.post(`${BIZ}/start-process`, { id: draft.businessId });
    assert.equal(incomplete.status, 400);
    assert.deepEqual(
      incomplete.data.errors.map((e: { field: string }) => e.field),
      ['amount', 'content'],
    );
    const stillDraft = await record(api.alice, `${BIZ}/getDetailById?businessId=${draft.businessId}`);
    assert.equal(stillDraft.flowState, 'draft');
    assert.equal(stillDraft.title, '办公用品');

    const started = await ok(api.alice, `${BIZ}/start-process`, {
      id: draft.businessId,
      amount: '12.50',
      content: '纸笔',
    });
    assert.equal(started.businessId, draft.businessId);
    const vars = fake.instances.get(started.processInstanceId)!.variables;
    assert.equal(vars.amount, 12.5);
    assert.equal(vars.threshold, 1000000);
    const byInstance = await record(
      api.alice,
      `${BIZ}/getDetailByInsId?processInstanceId=${started.processInstanceId}`,
    );
    assert.equal(byInstance.id, draft.businessId);
    assert.equal(byInstance.flowState, 'running');
    // Running: neither saved as a draft nor started again.
    assert.equal((await api.alice.post(`${BIZ}/save-data`, { id: draft.businessId, title: '再改' })).status, 400);
    assert.equal((await api.alice.post(`${BIZ}/start-process`, { id: draft.businessId })).status, 400);
  });

  test('submit-process saves the fields editable at the task and refuses any other by name', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    const pid = s.processInstanceId;
    // Not the caller's task.
    assert.equal((await api.carol.post(`${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok' })).status, 409);
    await ok(api.bob, `${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok', comment: '同意' });
    const atRisk = await record(api.carol, `${BIZ}/getDetailByInsId?processInstanceId=${pid}`);
    assert.equal(atRisk.taskDefinitionKey, 'riskReview');
    assert.deepEqual(atRisk.editableFields, ['approvalNote']);
    // The whole record sent back (as the handle page does) with one field it may not change.
    const refused = await api.carol.post(`${BIZ}/submit-process`, {
      ...atRisk,
      processInstanceId: pid,
      flag: 'ok',
      title: '改掉事项',
      approvalNote: '风险可控',
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.data.errors[0].field, 'title');
    assert.match(refused.body.msg, /事项: 当前步骤不可修改/);
    const en = await client(app, await signIn(app, 'carol', 'pw'), { lang: 'en-US' }).post(`${BIZ}/submit-process`, {
      processInstanceId: pid,
      content: '另一内容',
    });
    assert.match(en.body.msg, /Content: cannot be changed at this step/);
    assert.equal(fake.instances.get(pid)!.task!.taskDefKey, 'riskReview');
    // The same amount written differently is no change.
    await ok(api.carol, `${BIZ}/submit-process`, {
      ...atRisk,
      amount: '5000',
      processInstanceId: pid,
      flag: 'ok',
      approvalNote: '风险可控',
    });
    const atFinance = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(atFinance.approvalNote, '风险可控');
    assert.equal(fake.instances.get(pid)!.task!.taskDefKey, 'financeReview');
  });

  test('a rejection goes back to the starter, who may change everything and resubmit; finish ends it approved', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, { ...full, amount: '2000000' });
    const pid = s.processInstanceId;
    await ok(api.bob, `${BIZ}/submit-process`, { processInstanceId: pid, comment: '金额过大' });
    const back = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(back.taskDefinitionKey, 'starterAdjust');
    assert.equal(back.editableFields, '*');
    assert.equal(back.flowState, 'running');
    await ok(api.alice, `${BIZ}/submit-process`, { businessId: s.businessId, flag: 'ok', amount: '900000' });
    assert.equal(fake.instances.get(pid)!.variables.amount, 900000);
    await ok(api.bob, `${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok' });
    await ok(api.carol, `${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok' });
    assert.equal(fake.instances.get(pid)!.task!.taskDefKey, 'financeReview');
    await ok(api.bob, `${BIZ}/finish-process`, { processInstanceId: pid, flag: 'ok' });
    assert.equal((await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`)).flowState, 'approved');
    assert.equal((await api.alice.post(`${BIZ}/delete-process`, { businessId: s.businessId })).status, 400);
  });

  test('finish at a step that does not end the process is refused, and the record stays as it was', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    const early = await api.bob.post(`${BIZ}/finish-process`, { processInstanceId: s.processInstanceId, flag: 'ok' });
    assert.equal(early.status, 400);
    assert.match(early.body.msg, /不是流程的最后一步/);
    // (The test double keeps its own move; the real engine's step rolls back with the call's transaction.)
    assert.equal((await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`)).flowState, 'running');
  });

  test('the starter closing a returned request ends it rejected', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    await ok(api.bob, `${BIZ}/submit-process`, { processInstanceId: s.processInstanceId, comment: '不同意' });
    await ok(api.alice, `${BIZ}/finish-process`, { businessId: s.businessId, comment: '不再申请' });
    assert.equal((await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`)).flowState, 'rejected');
  });

  test('delete-process withdraws a running request (its process stopped), then removes it', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    assert.equal((await api.bob.post(`${BIZ}/delete-process`, { businessId: s.businessId })).status, 403);
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: s.businessId });
    assert.equal(fake.instances.get(s.processInstanceId)!.state, 'stopped');
    assert.equal((await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`)).flowState, 'withdrawn');
    // Withdrawn: it may start again, with a new process.
    const again = await ok(api.alice, `${BIZ}/start-process`, { id: s.businessId });
    assert.notEqual(again.processInstanceId, s.processInstanceId);
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: s.businessId });
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: s.businessId });
    assert.equal((await api.alice.get(`${BIZ}/getDetailById?businessId=${s.businessId}`)).status, 404);
  });

  test("the engine's events move the record: stop → rejected, delete → withdrawn, recall → draft", async () => {
    const admin = ctxOf('1');
    const stopped = await ok(api.alice, `${BIZ}/start-process`, full);
    await engine((tx) => fake.stop(tx, admin, { processInstanceId: stopped.processInstanceId }));
    assert.equal(
      (await record(api.alice, `${BIZ}/getDetailById?businessId=${stopped.businessId}`)).flowState,
      'rejected',
    );

    const deleted = await ok(api.alice, `${BIZ}/start-process`, full);
    await engine((tx) => fake.remove(tx, admin, { processInstanceId: deleted.processInstanceId }));
    assert.equal(
      (await record(api.alice, `${BIZ}/getDetailById?businessId=${deleted.businessId}`)).flowState,
      'withdrawn',
    );

    const recalled = await ok(api.alice, `${BIZ}/start-process`, full);
    await engine((tx) => fake.recall(tx, ctxOf(ids.alice), { processInstanceId: recalled.processInstanceId }));
    const draft = await record(api.alice, `${BIZ}/getDetailById?businessId=${recalled.businessId}`);
    assert.equal(draft.flowState, 'draft');
    // Starting the recalled draft again stops its old instance, whose event leaves the record alone.
    await ok(api.alice, `${BIZ}/save-data`, { id: recalled.businessId, title: '改后的事项' });
    const again = await ok(api.alice, `${BIZ}/start-process`, { id: recalled.businessId });
    assert.equal(fake.instances.get(recalled.processInstanceId)!.state, 'stopped');
    const running = await record(api.alice, `${BIZ}/getDetailById?businessId=${recalled.businessId}`);
    assert.equal(running.flowState, 'running');
    assert.equal(running.processInstanceId, again.processInstanceId);

    // Removing a recalled draft stops its instance too.
    const gone = await ok(api.alice, `${BIZ}/start-process`, full);
    await engine((tx) => fake.recall(tx, ctxOf(ids.alice), { processInstanceId: gone.processInstanceId }));
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: gone.businessId });
    assert.equal(fake.instances.get(gone.processInstanceId)!.state, 'stopped');
    assert.equal((await api.alice.get(`${BIZ}/getDetailById?businessId=${gone.businessId}`)).status, 404);
  });

  test('an event about another instance of the record is ignored', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    const instance = fake.instances.get(s.processInstanceId)!;
    const copy = { ...instance, id: '999', task: null };
    fake.instances.set('999', copy);
    await engine((tx) => fake.stop(tx, ctxOf('1'), { processInstanceId: '999' }));
    assert.equal((await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`)).flowState, 'running');
  });

  test('the default models were deployed and a family definition may be named at start', async () => {
    const { definitionById } = await import('../src/modules/flow/definitions');
    const { flowDefinitionTable } = await import('../src/modules/flow/tables');
    const rows = await app.appContext.database.db.select().from(flowDefinitionTable);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    assert.equal(byKey.Leave.category, 'flow_1');
    assert.equal(byKey.BusinessApproval.category, 'flow_2');
    assert.ok(await definitionById(app.appContext.database.db, ctxOf('1'), byKey.BusinessApproval.id));
    const s = await ok(api.alice, `${BIZ}/start-process`, { ...full, processDefinitionId: byKey.BusinessApproval.id });
    const row = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(row.processDefinitionId, byKey.BusinessApproval.id);
    const wrong = await api.alice.post(`${BIZ}/start-process`, { ...full, processDefinitionId: byKey.Leave.id });
    assert.equal(wrong.status, 400);
  });
});

/** A task of the instance the user completed, as the engine records it (fl_flow_task). */
async function completedTaskOf(userId: string, instanceId: string) {
  const { flowTaskTable } = await import('../src/modules/flow/tables');
  const { nextId } = await import('../src/platform/db/id');
  const { nowString } = await import('../src/platform/db/time');
  await app.appContext.database.db.insert(flowTaskTable).values({
    id: nextId(),
    tenantId: '000000',
    instanceId,
    definitionId: 'Leave:1:1',
    processKey: 'Leave',
    processName: '请假流程',
    category: 'flow_1',
    startUser: ids.alice,
    taskDefKey: 'hrTask',
    name: '人事审批',
    assignee: userId,
    createTime: nowString(),
    endTime: nowString(),
    state: 'completed',
    completedBy: userId,
    decision: 'ok',
  });
}

test('the calls are described in the OpenAPI document, with the business fields', async () => {
  const r = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = r.json();
  for (const call of [
    'start-process',
    'save-data',
    'submit-process',
    'finish-process',
    'delete-process',
    'getDetailById',
    'getDetailByInsId',
  ])
    assert.ok(doc.paths[`${BIZ}/${call}`], call);
  assert.ok(doc.paths[`${LEAVE}/start-process`].post.requestBody);
  assert.equal(doc.paths[`${LEAVE}/detail`].get.tags[0], 'Leave');
});

function defaultsOf() {
  return Object.fromEntries(
    businessApproval.fields
      .filter((f) => f.defaultValue !== undefined && f.form !== false)
      .map((f) => [f.name, f.defaultValue]),
  );
}
