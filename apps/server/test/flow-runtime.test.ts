// The workflow runtime through the real server: start, claim, complete, the lists, history and viewer data,
// back, recall, transfer, stop, suspend and activate, who may act, and a gateway with no way out.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, client, ok, signIn, signInUngranted, testApp } from './helpers';
import { deployFixture } from './support/flow';

// postgres: claims, completions and a parallel join at once, on row locks (scripts/test.mjs api:postgres)

const F = '/api/blade-flow';

describe('workflow runtime', () => {
  let app: FastifyInstance;
  let admin: Client;
  let risk: Client;
  let riskEn: Client;
  let risk2: Client;
  let finance: Client;
  let financeEn: Client;
  let outsider: Client;
  let ids: Record<string, string>;

  before(async () => {
    app = await testApp();
    admin = client(app, await signIn(app));
    const riskSession = await signInUngranted(app, 'risk');
    risk = client(app, riskSession);
    riskEn = client(app, riskSession, { lang: 'en-US' });
    // The model offers riskTask to the groups "risk, riskManager"; group ids match exactly, as in Flowable.
    const r2 = await signInUngranted(app, 'riskManager');
    risk2 = client(app, r2);
    const financeSession = await signInUngranted(app, 'finance');
    finance = client(app, financeSession);
    financeEn = client(app, financeSession, { lang: 'en-US' });
    outsider = client(app, await signInUngranted(app, 'outsider'));
    ids = {
      sequence: await deployFixture(app, 'sequence.bpmn20.xml'),
      parallel: await deployFixture(app, 'parallel.bpmn20.xml'),
      exclusive: await deployFixture(app, 'exclusive-default.bpmn20.xml'),
      countersign: await deployFixture(app, 'countersign.bpmn20.xml'),
    };
  });
  after(() => app.close());

  const start = (c: Client, id: string, vars: Record<string, unknown> = {}, key = 'fl_test:1') =>
    ok(
      c,
      `${F}/client/start-process-instance-by-id?processDefinitionId=${encodeURIComponent(id)}&businessKey=${key}`,
      vars,
    );
  const userId = async (c: Client) => (await ok(c, '/api/blade-user/info')).id as string;

  it('a sequence: offered to a group, claimed once, completed, then assigned by expression, then ended', async () => {
    const adminId = await userId(admin);
    const { processInstanceId: pid } = await start(admin, ids.sequence, { financeUser: '' });
    const claim = await ok(risk, `${F}/work/claim-list?current=1&size=10`);
    const row = claim.records.find((r: { processInstanceId: string }) => r.processInstanceId === pid);
    assert.ok(row, 'offered to the risk role');
    assert.equal(row.status, 'claim');
    assert.equal(row.businessTable, 'fl_test');
    assert.equal((await ok(outsider, `${F}/work/claim-list`)).total, 0);

    // Two claimers: one wins, the other gets 409.
    const [a, b] = await Promise.all([
      risk.post(`${F}/work/claim-task?taskId=${row.taskId}`),
      risk2.post(`${F}/work/claim-task?taskId=${row.taskId}`),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 409]);
    const winner = a.status === 200 ? risk : risk2;
    const loser = a.status === 200 ? risk2 : risk;
    assert.equal((await loser.post(`${F}/work/complete-task`, { taskId: row.taskId, flag: 'ok' })).status, 403);
    const todo = await ok(winner, `${F}/work/todo-list`);
    assert.equal(todo.records[0].taskId, row.taskId);
    // The same task completed twice at once: one completion, one 409.
    const body = { taskId: row.taskId, processInstanceId: pid, flag: 'ok', comment: '风控通过' };
    const [c1, c2] = await Promise.all([
      winner.post(`${F}/work/complete-task`, body),
      winner.post(`${F}/work/complete-task`, body),
    ]);
    assert.deepEqual([c1.status, c2.status].sort(), [200, 409]);
    const again = await winner.post(`${F}/work/complete-task`, { taskId: row.taskId, flag: 'ok' });
    assert.equal(again.status, 409);

    // financeTask's assignee is ${starter}: the administrator who started it.
    const mine = await ok(admin, `${F}/work/todo-list`);
    const next = mine.records.find((r: { processInstanceId: string }) => r.processInstanceId === pid);
    assert.equal(next.taskDefinitionKey, 'financeTask');
    assert.equal(next.assignee, `taskUser_${adminId}`);
    await ok(admin, `${F}/work/complete-task`, { taskId: next.taskId, processInstanceId: pid, flag: 'ok' });

    const sent = await ok(admin, `${F}/work/send-list`);
    assert.equal(
      sent.records.find((r: { processInstanceId: string }) => r.processInstanceId === pid).processIsFinished,
      'finished',
    );
    const done = await ok(winner, `${F}/work/done-list`);
    assert.equal(done.records[0].comment, '风控通过');
    const history = await ok(admin, `${F}/process/history-flow-list?processInstanceId=${pid}`);
    assert.deepEqual(
      history.map((h: { historyActivityId: string }) => h.historyActivityId),
      ['start', 'riskTask', 'financeTask', 'end'],
    );
    assert.equal(history[1].comment, '风控通过');
    assert.equal(history[1].decision, 'ok');
    assert.equal(history[2].comment, '同意');
    const view = await ok(winner, `${F}/process/model-view?processInstanceId=${pid}`);
    assert.match(view.xml, /<(bpmn2?:)?definitions/);
    assert.deepEqual(view.activeActivityIds, []);
    assert.ok(view.finishedActivityIds.includes('end'));
    assert.ok(view.takenFlowIds.includes('f3'));
    // Someone with no part in it sees nothing.
    assert.equal((await outsider.get(`${F}/process/history-flow-list?processInstanceId=${pid}`)).status, 403);
  });

  it('a parallel fork joins once when both branches complete at the same moment', async () => {
    const { processInstanceId: pid } = await start(admin, ids.parallel);
    const riskTask = (await ok(risk, `${F}/work/claim-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    const financeTask = (await ok(finance, `${F}/work/claim-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    const [x, y] = await Promise.all([
      risk.post(`${F}/work/complete-task`, { taskId: riskTask.taskId, flag: 'ok' }),
      finance.post(`${F}/work/complete-task`, { taskId: financeTask.taskId, flag: 'ok' }),
    ]);
    assert.deepEqual([x.status, y.status], [200, 200]);
    const history = await ok(admin, `${F}/process/history-flow-list?processInstanceId=${pid}`);
    assert.equal(history.filter((h: { historyActivityId: string }) => h.historyActivityId === 'end').length, 1);
    assert.equal(await ok(admin, `${F}/workUtil/getIsEnd?procInstId=${pid}`, {}), true);
  });

  it('a gateway with no way out answers 400 naming it and leaves the instance as it was', async () => {
    // 提交 is assigned to the variable `starter`, which this model does not declare its initiator: named by hand.
    const { processInstanceId: pid } = await start(admin, ids.exclusive, {
      starter: `taskUser_${await userId(risk)}`,
      input: 'x',
    });
    const task = (await ok(risk, `${F}/work/todo-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    // `amount` is not a variable: Flowable's "Unknown property used in expression".
    const res = await risk.post(`${F}/work/complete-task`, { taskId: task.taskId, flag: 'ok' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /amount/);
    const en = await riskEn.post(`${F}/work/complete-task`, { taskId: task.taskId, flag: 'ok' });
    assert.match(en.body.msg, /unknown variable amount/);
    const still = await ok(risk, `${F}/work/get-task?taskId=${task.taskId}`);
    assert.equal(still.status, 'todo');
    await ok(risk, `${F}/work/complete-task`, { taskId: task.taskId, flag: 'ok', variables: { amount: 5 } });
    const finance2 = await ok(finance, `${F}/work/claim-list`);
    assert.ok(finance2.records.some((r: { processInstanceId: string }) => r.processInstanceId === pid));
  });

  it('back to a passed step, transfer, recall while untouched, suspend, activate and stop', async () => {
    const { processInstanceId: pid } = await start(admin, ids.sequence, { financeUser: '' });
    const offered = (await ok(risk, `${F}/work/claim-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    // The starter recalls while 风控复核 is untouched: no step of the starter's, so the instance ends as withdrawn.
    await ok(admin, `${F}/workUtil/recallTask`, { processInstanceId: pid, comment: '撤回重填' });
    assert.equal((await risk.post(`${F}/work/claim-task?taskId=${offered.taskId}`)).status, 409);

    const second = await start(admin, ids.sequence, { financeUser: '' });
    const t1 = (await ok(risk, `${F}/work/claim-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === second.processInstanceId,
    );
    await ok(risk, `${F}/work/claim-task?taskId=${t1.taskId}`, {});
    assert.equal(
      (await admin.post(`${F}/workUtil/recallTask`, { processInstanceId: second.processInstanceId })).status,
      409,
    );
    await ok(risk, `${F}/work/complete-task`, { taskId: t1.taskId, flag: 'ok' });
    const t2 = (await ok(admin, `${F}/work/todo-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === second.processInstanceId,
    );
    const targets = await ok(admin, `${F}/workUtil/getHistAct?taskId=${t2.taskId}`, {});
    assert.deepEqual(
      targets.map((t: { activityId: string }) => t.activityId),
      ['riskTask'],
    );
    assert.equal(
      (await admin.post(`${F}/workUtil/backToStep`, { taskId: t2.taskId, targetActId: 'financeTask' })).status,
      400,
    );
    await ok(admin, `${F}/workUtil/backToStep`, { taskId: t2.taskId, targetActId: 'riskTask', comment: '资料不全' });
    const back = (await ok(risk, `${F}/work/claim-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === second.processInstanceId,
    );
    assert.equal(back.taskDefinitionKey, 'riskTask');
    await ok(risk, `${F}/work/claim-task?taskId=${back.taskId}`, {});
    // Transfer to the finance user, who then holds it.
    const financeId = await userId(finance);
    await ok(risk, `${F}/workUtil/turnTask`, { taskId: back.taskId, turnUserId: financeId, comment: '请代办' });
    assert.equal((await ok(finance, `${F}/work/todo-list`)).records[0].taskId, back.taskId);
    // Administrators suspend (then nobody may act), activate, and stop.
    assert.equal(
      (await risk.post(`${F}/workUtil/suspendFlow`, { processInstanceId: second.processInstanceId })).status,
      403,
    );
    await ok(admin, `${F}/workUtil/suspendFlow`, { processInstanceId: second.processInstanceId });
    assert.equal((await finance.post(`${F}/work/complete-task`, { taskId: back.taskId, flag: 'ok' })).status, 409);
    await ok(admin, `${F}/workUtil/activateFlow`, { processInstanceId: second.processInstanceId });
    const follow = await ok(admin, `${F}/follow/list?processInstanceId=${second.processInstanceId}`);
    assert.equal(follow.total, 1);
    await ok(admin, `${F}/workUtil/stopTask`, { processInstanceId: second.processInstanceId, comment: '作废' });
    assert.equal((await finance.post(`${F}/work/complete-task`, { taskId: back.taskId, flag: 'ok' })).status, 409);
    assert.equal((await ok(admin, `${F}/follow/list?processInstanceId=${second.processInstanceId}`)).total, 0);
    // The finance user was told of the transfer.
    const msgs = await ok(finance, '/api/blade-desk/msg-queue/pageList?current=1&size=10');
    assert.ok(msgs.records.some((m: { msgContent: string }) => /转给您办理/.test(m.msgContent)));
    // The same message read in English, and found by its English words.
    const english = await ok(financeEn, '/api/blade-desk/msg-queue/pageList?current=1&size=10&msgContent=transferred');
    assert.ok(english.total >= 1);
    for (const m of english.records) {
      assert.match(m.msgContent, /was transferred to you/);
      assert.equal(m.msgTypeName, 'Workflow task');
    }
  });

  it('countersign: a task per reviewer; half the votes complete it and cancel the rest', async () => {
    const people = await Promise.all([risk, risk2, finance, outsider].map(userId));
    const { processInstanceId: pid } = await start(admin, ids.countersign, {
      reviewers: people.map((p) => `taskUser_${p}`),
    });
    const todos = await Promise.all([risk, risk2, finance, outsider].map((c) => ok(c, `${F}/work/todo-list`)));
    const tasks = todos.map((t) => t.records.find((r: { processInstanceId: string }) => r.processInstanceId === pid));
    assert.ok(tasks.every(Boolean));
    assert.equal(await ok(risk, `${F}/workUtil/getIsParallel?taskId=${tasks[0].taskId}`, {}), true);
    await ok(risk, `${F}/work/complete-task`, { taskId: tasks[0].taskId, flag: 'ok' });
    await ok(risk2, `${F}/work/complete-task`, { taskId: tasks[1].taskId, flag: 'ok' });
    assert.equal((await finance.post(`${F}/work/complete-task`, { taskId: tasks[2].taskId, flag: 'ok' })).status, 409);
    assert.equal(await ok(admin, `${F}/workUtil/getIsEnd?procInstId=${pid}`, {}), true);
  });

  const taskOf = async (c: Client, pid: string) =>
    (await ok(c, `${F}/work/todo-list?current=1&size=100`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );

  it('four eyes: the starter may not be named a reviewer of their own request, alone or among others', async () => {
    const adminId = await userId(admin);
    const alone = await admin.post(
      `${F}/client/start-process-instance-by-id?processDefinitionId=${encodeURIComponent(ids.countersign)}`,
      { reviewers: [`taskUser_${adminId}`] },
    );
    assert.equal(alone.status, 400);
    assert.match(alone.body.msg, /评审会签/);
    assert.match(alone.body.msg, /发起人/);
    const among = await client(app, await signIn(app), { lang: 'en-US' }).post(
      `${F}/client/start-process-instance-by-id?processDefinitionId=${encodeURIComponent(ids.countersign)}`,
      { reviewers: [`taskUser_${await userId(risk)}`, `taskUser_${adminId}`] },
    );
    assert.equal(among.status, 400);
    assert.match(among.body.msg, /The starter is named to decide "评审会签"/);
    // Nothing was started.
    assert.equal(
      (await ok(admin, `${F}/work/todo-list`)).records.filter(
        (r: { taskDefinitionKey: string }) => r.taskDefinitionKey === 'sign',
      ).length,
      0,
    );
  });

  it('four eyes: a task is never transferred to its starter, to oneself, nor by a starter', async () => {
    const { processInstanceId: pid } = await start(admin, ids.sequence, { financeUser: '' });
    const offered = (await ok(risk, `${F}/work/claim-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    await ok(risk, `${F}/work/claim-task?taskId=${offered.taskId}`, {});
    const toStarter = await risk.post(`${F}/workUtil/turnTask`, {
      taskId: offered.taskId,
      turnUserId: await userId(admin),
    });
    assert.equal(toStarter.status, 400);
    assert.match(toStarter.body.msg, /不能转给发起人/);
    const toSelf = await risk.post(`${F}/workUtil/turnTask`, {
      taskId: offered.taskId,
      turnUserId: await userId(risk),
    });
    assert.equal(toSelf.status, 400);
    // The starter is an administrator, who may otherwise hand on anyone's task: not the steps of their own request.
    const byStarter = await admin.post(`${F}/workUtil/turnTask`, {
      taskId: offered.taskId,
      turnUserId: await userId(finance),
    });
    assert.equal(byStarter.status, 403);
    assert.match(byStarter.body.msg, /发起人不能转办/);
    assert.equal(
      (await ok(risk, `${F}/work/get-task?taskId=${offered.taskId}`)).assignee,
      `taskUser_${await userId(risk)}`,
    );
    // 财务确认 is assigned to the initiator variable (${starter}): the starter's own step, theirs to do.
    await ok(risk, `${F}/work/complete-task`, { taskId: offered.taskId, flag: 'ok' });
    assert.equal((await taskOf(admin, pid)).taskDefinitionKey, 'financeTask');
  });

  it('four eyes: one vote per person — a vote is not handed to another reviewer, nor to one who voted', async () => {
    const [riskId, risk2Id, financeId, outsiderId] = await Promise.all([risk, risk2, finance, outsider].map(userId));
    const { processInstanceId: pid } = await start(admin, ids.countersign, {
      reviewers: [riskId, risk2Id, financeId].map((p) => `taskUser_${p}`),
    });
    const [mine, theirs, third] = await Promise.all([risk, risk2, finance].map((c) => taskOf(c, pid)));
    const handed = await risk.post(`${F}/workUtil/turnTask`, { taskId: mine.taskId, turnUserId: risk2Id });
    assert.equal(handed.status, 400);
    assert.match(handed.body.msg, /一票/);
    await ok(risk2, `${F}/work/complete-task`, { taskId: theirs.taskId, flag: 'reject' });
    const toVoter = await finance.post(`${F}/workUtil/turnTask`, { taskId: third.taskId, turnUserId: risk2Id });
    assert.equal(toVoter.status, 400);
    // Someone with no vote in the meeting may take one over.
    await ok(risk, `${F}/workUtil/turnTask`, { taskId: mine.taskId, turnUserId: outsiderId });
    await ok(outsider, `${F}/work/complete-task`, { taskId: mine.taskId, flag: 'ok' });
    assert.equal(await ok(admin, `${F}/workUtil/getIsEnd?procInstId=${pid}`, {}), true);
  });

  it('a failure inside an operation (here a family pipeline after the engine moved) leaves the instance as it was', async () => {
    const { FlowRuntime, runStep } = await import('../src/modules/flow/runtime/runtime');
    const { systemContext } = await import('../src/platform/tenancy/context');
    const db = app.appContext.database.owner;
    const runtime = new FlowRuntime();
    const engine = runtime.bindBusiness({
      category: 'flow_2',
      table: 'probe_record',
      editableAt: {},
      take: async (tx, ctx, step, _instance, after) => {
        await runStep(engine, tx, ctx, step, after);
        throw new Error('the business update failed');
      },
    });
    const ctx = { ...systemContext('000000'), userId: await userId(admin) };
    const reviewer = { ...ctx, userId: await userId(risk) };
    const { processInstanceId: pid } = await db.transaction((tx) =>
      runtime.start(tx as never, ctx, {
        processDefinitionId: ids.countersign,
        businessTable: 'probe_record',
        businessId: '1',
        variables: { reviewers: [reviewer.userId] },
      }),
    );
    const task = (await ok(risk, `${F}/work/todo-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    await assert.rejects(
      db.transaction((tx) =>
        runtime.take(tx as never, reviewer, { door: 'complete', input: { taskId: task.taskId, flag: 'ok' } }),
      ),
      /business update failed/,
    );
    const still = await ok(admin, `${F}/work/get-task?taskId=${task.taskId}`);
    assert.equal(still.status, 'todo');
    assert.equal(await ok(admin, `${F}/workUtil/getIsEnd?procInstId=${pid}`, {}), false);
    const history = await ok(admin, `${F}/process/history-flow-list?processInstanceId=${pid}`);
    assert.deepEqual(
      history.map((h: { historyActivityId: string }) => h.historyActivityId),
      ['start', 'sign'],
    );
  });

  it('the workUtil lists: todoList, processedList, doneList(Plus), byEntryIdDoneList, selectFlowGeneral, counts, senders', async () => {
    const adminId = await userId(admin);
    const { processInstanceId: pid } = await start(admin, ids.sequence, { financeUser: '' }, 'fl_util:42');
    const offered = (await ok(risk, `${F}/workUtil/todoList?current=1&size=50`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    assert.equal(offered.status, 'claim', 'todoList holds what I may claim too');
    const counts = await ok(risk, `${F}/workUtil/newIndex/getIndexMsg`);
    assert.ok(counts.claim >= 1);
    await ok(risk, `${F}/work/complete-task`, { taskId: offered.taskId, flag: 'ok', comment: '可以' });
    assert.equal(await ok(admin, `${F}/workUtil/getLastIsAgree?procInstId=${pid}`, {}), true);
    const mine = (await ok(admin, `${F}/work/todo-list`)).records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === pid,
    );
    await ok(admin, `${F}/work/complete-task`, { taskId: mine.taskId, comment: '不同意' });
    assert.equal(await ok(admin, `${F}/workUtil/getLastIsAgree?procInstId=${pid}`, {}), false);
    const processed = await ok(risk, `${F}/workUtil/processedList?current=1&size=50`);
    assert.ok(processed.records.some((r: { processInstanceId: string }) => r.processInstanceId === pid));
    const done = await ok(admin, `${F}/workUtil/doneList?current=1&size=50`);
    const row = done.records.find((r: { processInstanceId: string }) => r.processInstanceId === pid);
    assert.equal(row.processIsFinished, 'finished');
    assert.ok(
      (await ok(risk, `${F}/workUtil/doneListPlus?current=1&size=50`)).records.some(
        (r: { processInstanceId: string }) => r.processInstanceId === pid,
      ),
    );
    const byEntry = await ok(admin, `${F}/workUtil/byEntryIdDoneList?entryId=42`);
    assert.deepEqual(
      byEntry.map((r: { taskDefinitionKey: string }) => r.taskDefinitionKey),
      ['riskTask', 'financeTask'],
    );
    const found = await ok(
      risk,
      `${F}/workUtil/selectFlowGeneral?entryName=${encodeURIComponent(row.processDefinitionName)}&current=1&size=50`,
    );
    assert.ok(found.records.some((r: { processInstanceId: string }) => r.processInstanceId === pid));
    const theirs = await ok(outsider, `${F}/workUtil/selectFlowGeneral?current=1&size=50`);
    assert.ok(!theirs.records.some((r: { processInstanceId: string }) => r.processInstanceId === pid));
    const senders = await ok(admin, `${F}/workUtil/getSenderList?procInstId=${pid}`, {});
    assert.equal(senders[0].userId, adminId);
    assert.ok(senders.some((s: { activityId: string }) => s.activityId === 'riskTask'));
    assert.ok(Array.isArray(await ok(admin, `${F}/workUtil/querySameDept`)));
  });

  it('流程跟踪: running instances listed and deleted with a reason, by those holding the buttons', async () => {
    const { processInstanceId: pid } = await start(admin, ids.sequence, { financeUser: '' });
    assert.equal((await risk.get(`${F}/follow/list?processInstanceId=${pid}`)).status, 403);
    assert.equal((await risk.post(`${F}/follow/delete-process-instance?processInstanceId=${pid}`)).status, 403);
    const listed = await ok(admin, `${F}/follow/list?processInstanceId=${pid}`);
    assert.equal(listed.records[0].startUser, '管理员');
    await ok(
      admin,
      `${F}/follow/delete-process-instance?processInstanceId=${pid}&deleteReason=${encodeURIComponent('重复提交')}`,
      {},
    );
    assert.equal((await ok(admin, `${F}/follow/list?processInstanceId=${pid}`)).total, 0);
    const bad = await admin.post(`${F}/follow/delete-process-instance?processInstanceId=${pid}`);
    assert.equal(bad.status, 404);
  });

  it('start-list and getProcDefByCategory: what a family starts', async () => {
    const list = await ok(risk, `${F}/work/start-list?current=1&size=50`);
    const keys = list.records.map((d: { key: string }) => d.key);
    assert.ok(keys.includes('Leave') && keys.includes('BusinessApproval'), keys.join());
    const leave = await ok(risk, `${F}/workUtil/getProcDefByCategory?category=flow_1`);
    assert.equal(leave.key, 'Leave');
    // 贷后报告审批 is 租后检查's (tracking); a category nobody deployed to answers null.
    assert.equal((await ok(risk, `${F}/workUtil/getProcDefByCategory?category=flow_34`)).key, 'Tracking');
    assert.equal(await ok(risk, `${F}/workUtil/getProcDefByCategory?category=flow_99`), null);
    assert.equal((await risk.get(`${F}/workUtil/getProcDefByCategory`)).status, 400);
  });

  it('bad input is a 400 naming the field', async () => {
    // A family's record is started by its family only: the client call cannot open a process beside it.
    const family = await admin.post(
      `${F}/client/start-process-instance-by-id?processDefinitionId=${encodeURIComponent(ids.sequence)}&businessKey=fl_business_approval:1`,
      {},
    );
    assert.equal(family.status, 400);
    assert.match(family.body.msg, /业务键: 是流程族的业务记录/);
    const res = await admin.post(`${F}/work/complete-task`, { taskId: 'abc' });
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /任务/);
    const none = await admin.post(`${F}/work/complete-task`, { taskId: '123' });
    assert.equal(none.status, 404);
    const vars = await admin.post(`${F}/work/complete-task`, { taskId: '123', variables: [1] });
    assert.equal(vars.status, 400);
  });
});
