/**
 * The workflow families (modules/flow/families) on the real engine of the app: 请假 and 业务审批 over their default
 * models (deployed at boot), walked through the families' own calls and the work lists (/api/blade-flow). Checks the
 * start and draft rules, the fields editable per task, who may see and change a record, the status moves that follow
 * the engine (end, reject, withdraw, stop, delete, recall), leave days, the routing by amount over the threshold
 * parameter, and the 流程待办 messages.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type BladeFlowRow, businessApproval } from '@flp/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leaveDays } from '../src/modules/flow/families/leave';
import { flowDefinitionTable, flowInstanceTable } from '../src/modules/flow/tables';
import { repos } from '../src/modules/system/repos';
import { md5 } from '../src/platform/auth/password';
import { resourceEvents } from '../src/platform/crud/routes';
import { selectRows } from '../src/platform/db/raw';
import { validateBody } from '../src/platform/crud/validate';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, ok, signIn, testApp } from './helpers';

const LEAVE = '/api/blade-desk/process/leave';
const BIZ = '/api/rzzl_qy/process/business';
const F = '/api/blade-flow';

let app: FastifyInstance;
const ids: Record<string, string> = {};
const api: Record<string, Client> = {};

/**
 * The people the default models need. alice (the starter) sits in 业务一部 under the root department; erin leads the
 * root (the nearest 部门负责人 above alice), gina leads the sibling 业务二部 (never alice's); bob approves leave
 * (hrTask) and is 财务; carol is 风控; frank is 总经理 (leave's boss too); dave has no part in anything.
 */
const PEOPLE: [account: string, dept: 'root' | 'one' | 'two', aliases: string[]][] = [
  ['alice', 'one', []],
  ['bob', 'one', ['finance_officer']],
  ['carol', 'one', ['risk_officer']],
  ['dave', 'one', []],
  ['erin', 'root', ['dept_leader']],
  ['frank', 'root', ['general_manager']],
  ['gina', 'two', ['dept_leader']],
];

before(async () => {
  app = await testApp();
  api.admin = client(app, await signIn(app));
  const db = app.appContext.database.owner;
  const ctx = systemContext('000000');
  const [root] = await repos.dept.list(db, ctx, { where: [eq(repos.dept.col('parentId'), '0')], limit: 1 });
  const depts: Record<string, string> = { root: String(root.id) };
  for (const [key, name] of [
    ['one', '业务一部'],
    ['two', '业务二部'],
  ]) {
    const d = await repos.dept.insert(db, ctx, {
      parentId: String(root.id),
      ancestors: `0,${root.id}`,
      deptName: name,
      fullName: name,
      deptCategory: 2,
      sort: 1,
    });
    depts[key] = String(d.id);
  }
  const roles: Record<string, string> = {};
  const roleOf = async (alias: string) => {
    roles[alias] ??= String(
      (await repos.role.insert(db, ctx, { parentId: '0', roleName: alias, roleAlias: alias, sort: 9 })).id,
    );
    return roles[alias];
  };
  const { hashPassword } = await import('../src/platform/auth/password');
  for (const [account, dept, aliases] of PEOPLE) {
    // Each user also holds a role of their own name granted nothing (as signInUngranted makes).
    // …and the staff role, whose 发起 button lets them start the general approvals.
    const roleIds = [await roleOf(account), await roleOf('staff'), ...(await Promise.all(aliases.map(roleOf)))];
    const user = await repos.user.insert(db, ctx, {
      account,
      password: await hashPassword(md5('pw')),
      name: account,
      realName: account,
      roleId: roleIds.join(','),
      deptId: depts[dept],
    });
    ids[account] = String(user.id);
  }
  const menus = (await ok(api.admin, '/api/blade-system/menu/list')) as { id: string; code: string }[];
  const flat = (list: Record<string, unknown>[]): Record<string, unknown>[] =>
    list.flatMap((m) => [m, ...flat((m.children as Record<string, unknown>[]) ?? [])]);
  await ok(api.admin, '/api/blade-system/role/grant', {
    roleIds: [roles.staff],
    menuIds: flat(menus)
      .filter((m) => ['work', 'work_start', 'work_start_add'].includes(String(m.code)))
      .map((m) => m.id),
    dataScopeIds: [],
    apiScopeIds: [],
  });
  for (const [account] of PEOPLE) api[account] = client(app, await signIn(app, account, 'pw'));
});
after(() => app.close());

/** The user's row of the instance in one of their work lists, or undefined. */
async function rowIn(c: Client, list: 'todo-list' | 'claim-list' | 'done-list' | 'send-list', pid: string) {
  const page = await ok(c, `${F}/work/${list}?current=1&size=100`);
  return (page.records as BladeFlowRow[]).find((r) => r.processInstanceId === pid);
}

/** Takes the task offered to the user (claim-list → claim-task → todo-list) and completes it (complete-task). */
async function claimAndComplete(c: Client, pid: string, decision: { flag?: string; comment?: string }) {
  const offered = await rowIn(c, 'claim-list', pid);
  assert.ok(offered, `a task of ${pid} is offered`);
  await ok(c, `${F}/work/claim-task?taskId=${offered.taskId}`, {});
  assert.equal((await rowIn(c, 'todo-list', pid))?.taskId, offered.taskId);
  await ok(c, `${F}/work/complete-task`, { taskId: offered.taskId, processInstanceId: pid, ...decision });
  return offered;
}

const record = async (c: Client, url: string) => (await c.get(url)).data;
const bizRecord = (businessId: string) => record(api.alice, `${BIZ}/getDetailById?businessId=${businessId}`);
const bizState = async (businessId: string) =>
  (await record(api.alice, `${BIZ}/getDetailById?businessId=${businessId}`)).flowState;

/** The engine's state of an instance (running, completed, stopped, withdrawn, deleted). */
async function instanceState(pid: string) {
  const [row] = await app.appContext.database.owner
    .select({ state: flowInstanceTable.state })
    .from(flowInstanceTable)
    .where(eq(flowInstanceTable.id, pid));
  return row?.state;
}

describe('leave (BladeX /api/blade-desk/process/leave)', () => {
  const request = { startTime: '2026-03-02 09:00:00', endTime: '2026-03-03 18:00:00', reason: '回老家' };
  /** alice asks bob for four days (more than three: the boss decides after 人事). */
  const startFourDays = () =>
    ok(api.alice, `${LEAVE}/start-process`, { ...request, endTime: '2026-03-06 09:00:00', taskUser: ids.bob });

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
    const unknown = await api.alice.post(`${LEAVE}/start-process`, {
      ...request,
      taskUser: ids.bob,
      processDefinitionId: 'BusinessApproval:9:1',
    });
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.msg, /流程定义/);
    const [business] = await app.appContext.database.owner
      .select()
      .from(flowDefinitionTable)
      .where(eq(flowDefinitionTable.key, 'BusinessApproval'));
    const other = await api.alice.post(`${LEAVE}/start-process`, {
      ...request,
      taskUser: ids.bob,
      processDefinitionId: business.id,
    });
    assert.equal(other.status, 400);
    assert.match(other.body.msg, /流程定义: 不是请假流程的流程/);
  });

  test('start-process starts the process with BladeX variables, tells the approver, and approval ends it approved', async () => {
    const started = await ok(api.alice, `${LEAVE}/start-process`, { ...request, taskUser: ids.bob });
    const pid = started.processInstanceId;
    const detail = `${LEAVE}/detail?businessId=${started.businessId}`;

    // hrTask is assigned to the approver chosen on the form: it is in bob's 待办 with the BladeX variables.
    const hr = await rowIn(api.bob, 'todo-list', pid);
    assert.ok(hr);
    assert.equal(hr.taskDefinitionKey, 'hrTask');
    assert.equal(hr.businessTable, 'blade_process_leave');
    assert.equal(hr.businessId, started.businessId);
    assert.equal(hr.variables.createUser, 'alice');
    assert.equal(hr.variables.taskUser, `taskUser_${ids.bob}`);
    assert.equal(hr.variables.applyUser, `taskUser_${ids.alice}`);
    assert.equal(hr.variables.days, 1);
    assert.equal((await rowIn(api.alice, 'send-list', pid))?.taskDefinitionKey, 'hrTask');

    // …and a 流程待办 message that opens the leave handle page on that task.
    const inbox = await ok(api.bob, '/api/blade-desk/msg-queue/pageList?msgType=2&current=1&size=50');
    const message = inbox.records.find((m: { topath: string }) => m.topath.includes(pid));
    assert.ok(message, 'bob is told of the new task');
    assert.equal(message.msgTypeName, '流程待办');
    assert.match(message.msgContent, /请假流程「人事审批」/);
    assert.equal(message.topath, `/work/process/leave/handle/${hr.taskId}/${pid}/${started.businessId}`);
    assert.equal(message.isRead, 0);

    const mine = await record(api.alice, detail);
    assert.equal(mine.flowState, 'running');
    assert.equal(mine.processInstanceId, pid);
    assert.equal(mine.taskUserName, 'bob');
    assert.equal(mine.taskId, '');
    // The approver sees it with the open task; a stranger does not see it at all.
    const theirs = await record(api.bob, detail);
    assert.equal(theirs.taskId, hr.taskId);
    assert.equal(theirs.taskDefinitionKey, 'hrTask');
    assert.deepEqual(theirs.editableFields, []);
    assert.equal((await api.dave.get(detail)).status, 403);
    assert.equal((await api.erin.get(detail)).status, 403);
    assert.equal((await api.admin.get(detail)).status, 200);

    // bob approves; 经理审批 (≤ 3 days) is offered to the leader nearest above alice's department: erin, not gina.
    await ok(api.bob, `${F}/work/complete-task`, { taskId: hr.taskId, processInstanceId: pid, flag: 'ok' });
    assert.equal(await rowIn(api.gina, 'claim-list', pid), undefined);
    assert.equal((await api.gina.get(detail)).status, 403);
    // A candidate sees the record and the task it may take.
    assert.equal((await record(api.erin, detail)).taskDefinitionKey, 'managerTask');
    const manager = await claimAndComplete(api.erin, pid, { comment: '同意' });
    assert.equal(manager.taskDefinitionKey, 'managerTask');
    assert.equal((await record(api.alice, detail)).flowState, 'approved');
    assert.equal(await instanceState(pid), 'completed');
    assert.equal((await rowIn(api.alice, 'send-list', pid))?.processIsFinished, 'finished');
    // After the end, whoever completed one of its tasks still sees it; a stranger still does not.
    assert.equal((await rowIn(api.bob, 'done-list', pid))?.taskDefinitionKey, 'hrTask');
    assert.equal((await api.bob.get(detail)).status, 200);
    assert.equal((await api.erin.get(detail)).status, 200);
    assert.equal((await api.dave.get(detail)).status, 403);
    assert.equal((await api.gina.get(detail)).status, 403);
    // Only the calls the family names are served.
    assert.equal((await api.alice.post(`${LEAVE}/save-data`, request)).status, 404);
  });

  test('more than three days goes to the boss; a rejection goes back to alice, who closes it: rejected', async () => {
    const started = await startFourDays();
    const pid = started.processInstanceId;
    const detail = `${LEAVE}/detail?businessId=${started.businessId}`;
    const hr = await rowIn(api.bob, 'todo-list', pid);
    assert.equal(hr?.variables.days, 4);
    await ok(api.bob, `${F}/work/complete-task`, { taskId: hr!.taskId, flag: 'ok' });
    assert.equal(await rowIn(api.erin, 'claim-list', pid), undefined);
    const boss = await rowIn(api.frank, 'claim-list', pid);
    assert.equal(boss?.taskDefinitionKey, 'bossTask');
    await ok(api.frank, `${F}/work/complete-task`, { taskId: boss!.taskId, comment: '太长了' });

    // 调整申请 is alice's, with the request's fields editable.
    const back = await record(api.alice, detail);
    assert.equal(back.flowState, 'running');
    assert.equal(back.taskDefinitionKey, 'modifyApply');
    assert.deepEqual(back.editableFields, ['startTime', 'endTime', 'reason']);
    const modify = await rowIn(api.alice, 'todo-list', pid);
    assert.equal(modify?.taskId, back.taskId);
    await ok(api.alice, `${F}/work/complete-task`, { taskId: back.taskId, comment: '不请了' });
    assert.equal((await record(api.alice, detail)).flowState, 'rejected');
    assert.equal(await instanceState(pid), 'completed');
  });

  test('a sent-back leave corrected at 调整申请 through work/complete-task keeps the correction and is routed by it', async () => {
    const started = await startFourDays();
    const pid = started.processInstanceId;
    const detail = `${LEAVE}/detail?businessId=${started.businessId}`;
    await ok(api.bob, `${F}/work/complete-task`, {
      taskId: (await rowIn(api.bob, 'todo-list', pid))!.taskId,
      flag: 'ok',
    });
    const boss = await claimAndComplete(api.frank, pid, { comment: '太长了, 改短些' });
    assert.equal(boss.taskDefinitionKey, 'bossTask');
    const back = await record(api.alice, detail);
    assert.equal(back.taskDefinitionKey, 'modifyApply');
    // The length of the leave is the record's, never the caller's.
    const forged = await api.alice.post(`${F}/work/complete-task`, {
      taskId: back.taskId,
      flag: 'ok',
      variables: { days: 1 },
    });
    assert.equal(forged.status, 400);
    assert.match(forged.body.msg, /流程变量 days/);
    // The web's handle page sends the edited fields as the task's variables: they are the record's edits.
    await ok(api.alice, `${F}/work/complete-task`, {
      taskId: back.taskId,
      flag: 'ok',
      variables: { endTime: '2026-03-04 09:00:00', reason: '改为两天' },
    });
    const corrected = await record(api.alice, detail);
    assert.equal(corrected.reason, '改为两天');
    assert.equal(corrected.endTime, '2026-03-04 09:00:00');
    assert.equal(corrected.flowState, 'running');
    // Two days now: after 人事 it goes to the department head, not to the boss.
    const hr = await rowIn(api.bob, 'todo-list', pid);
    assert.equal(hr?.variables.days, 2);
    await ok(api.bob, `${F}/work/complete-task`, { taskId: hr!.taskId, flag: 'ok' });
    assert.equal((await rowIn(api.erin, 'claim-list', pid))?.taskDefinitionKey, 'managerTask');
    assert.equal(await rowIn(api.frank, 'claim-list', pid), undefined);
  });

  test('leave days: whole days between start and end, at least one', () => {
    assert.equal(leaveDays('2026-03-02 09:00:00', '2026-03-02 18:00:00'), 1);
    assert.equal(leaveDays('2026-03-02 09:00:00', '2026-03-03 18:00:00'), 1);
    assert.equal(leaveDays('2026-03-02 09:00:00', '2026-03-06 09:00:00'), 4);
    assert.equal(leaveDays('2026-03-31 00:00:00', '2026-04-05 00:00:00'), 5);
  });
});

test("the work lists' date filters are days the calendar has, refused by their label otherwise", async () => {
  for (const list of ['todo-list', 'claim-list', 'send-list', 'done-list']) {
    const bad = await api.alice.get(`${F}/work/${list}?current=1&size=10&beginDate=2026-02-30`);
    assert.equal(bad.status, 400, `${list} ${JSON.stringify(bad.body)}`);
    assert.match(bad.body.msg, /开始日期/, list);
    const good = await api.alice.get(`${F}/work/${list}?current=1&size=10&beginDate=2026-02-28&endDate=2026-12-31`);
    assert.equal(good.status, 200, `${list} ${JSON.stringify(good.body)}`);
  }
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
    assert.equal(stillDraft.processInstanceId, '');

    const started = await ok(api.alice, `${BIZ}/start-process`, {
      id: draft.businessId,
      amount: '12.50',
      content: '纸笔',
    });
    assert.equal(started.businessId, draft.businessId);
    // 部门负责人审批 is offered to erin, with the amount as a number and the threshold fixed at start.
    const offered = await rowIn(api.erin, 'claim-list', started.processInstanceId);
    assert.equal(offered?.taskDefinitionKey, 'deptLeaderReview');
    assert.equal(offered?.variables.amount, 12.5);
    assert.equal(offered?.variables.threshold, 1000000);
    assert.equal(offered?.variables.applyUser, `taskUser_${ids.alice}`);
    assert.equal(await rowIn(api.gina, 'claim-list', started.processInstanceId), undefined);
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
    // A stale or foreign taskId is refused too.
    assert.equal(
      (await api.erin.post(`${BIZ}/submit-process`, { processInstanceId: pid, taskId: '1', flag: 'ok' })).status,
      409,
    );
    await ok(api.erin, `${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok', comment: '同意' });
    const atRisk = await record(api.carol, `${BIZ}/getDetailByInsId?processInstanceId=${pid}`);
    assert.equal(atRisk.taskDefinitionKey, 'riskReview');
    assert.deepEqual(atRisk.editableFields, ['approvalNote']);
    assert.equal((await rowIn(api.carol, 'claim-list', pid))?.taskId, atRisk.taskId);
    // The engine's own calls for the handle page say the same (the family binds its records to the engine).
    const info = await ok(api.carol, `${F}/workUtil/getActInfo?taskId=${atRisk.taskId}`, {});
    assert.deepEqual(info.editableFields, ['approvalNote']);
    assert.equal(info.family, 'business');
    assert.equal(info.mayClaim, true);
    assert.deepEqual(await ok(api.carol, `${F}/workUtil/getActIsEdit?taskId=${atRisk.taskId}`, {}), ['approvalNote']);
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
    // Nothing moved: the task is still carol's to take, the note unsaved.
    const still = await record(api.carol, `${BIZ}/getDetailByInsId?processInstanceId=${pid}`);
    assert.equal(still.taskId, atRisk.taskId);
    assert.equal(still.approvalNote ?? '', '');
    // The same amount written differently is no change.
    await ok(api.carol, `${BIZ}/submit-process`, {
      ...atRisk,
      amount: '5000',
      processInstanceId: pid,
      taskId: atRisk.taskId,
      flag: 'ok',
      approvalNote: '风险可控',
    });
    const atFinance = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(atFinance.approvalNote, '风险可控');
    // 5,000 is not above the threshold: 财务 next, no 总经理.
    assert.equal((await rowIn(api.bob, 'claim-list', pid))?.taskDefinitionKey, 'financeReview');
    assert.equal(await rowIn(api.frank, 'claim-list', pid), undefined);
    assert.equal((await rowIn(api.carol, 'done-list', pid))?.comment, '同意');
  });

  test('above the threshold parameter the general manager approves too; a request past its gateway keeps its route', async () => {
    const large = await ok(api.alice, `${BIZ}/start-process`, { ...full, amount: '2000000' });
    await claimAndComplete(api.erin, large.processInstanceId, { flag: 'ok' });
    await claimAndComplete(api.carol, large.processInstanceId, { flag: 'ok' });
    const gm = await claimAndComplete(api.frank, large.processInstanceId, { flag: 'ok' });
    assert.equal(gm.taskDefinitionKey, 'gmReview');
    assert.equal((await rowIn(api.bob, 'claim-list', large.processInstanceId))?.taskDefinitionKey, 'financeReview');

    // The tenant sets a lower threshold (blade-system/param): 50,000 is now above it, 5,000 still not.
    const key = 'flow.business.gmThreshold';
    await ok(api.admin, '/api/blade-system/param/submit', {
      paramName: '总经理审批金额',
      paramKey: key,
      paramValue: '10000',
    });
    const params = await ok(api.admin, `/api/blade-system/param/list?paramKey=${key}`);
    const param = params.records.find((p: { paramKey: string }) => p.paramKey === key);
    try {
      const mid = await ok(api.alice, `${BIZ}/start-process`, { ...full, amount: '50000' });
      const small = await ok(api.alice, `${BIZ}/start-process`, full);
      for (const s of [mid, small]) {
        await claimAndComplete(api.erin, s.processInstanceId, { flag: 'ok' });
        const risk = await claimAndComplete(api.carol, s.processInstanceId, { flag: 'ok' });
        assert.equal(risk.variables.threshold, 10000);
      }
      assert.equal((await rowIn(api.frank, 'claim-list', mid.processInstanceId))?.taskDefinitionKey, 'gmReview');
      assert.equal((await rowIn(api.bob, 'claim-list', small.processInstanceId))?.taskDefinitionKey, 'financeReview');
      assert.equal(await rowIn(api.frank, 'claim-list', small.processInstanceId), undefined);
      // The large request, past its gateway under the old threshold, keeps its route (and the variable it was routed by).
      assert.equal((await rowIn(api.bob, 'claim-list', large.processInstanceId))?.variables.threshold, 1000000);
    } finally {
      await ok(api.admin, `/api/blade-system/param/remove?ids=${param.id}`, {});
    }
  });

  test('no one acting on a task changes its route: the amount and the threshold are refused by name at 风控', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, { ...full, amount: '5000000' });
    const pid = s.processInstanceId;
    await claimAndComplete(api.erin, pid, { flag: 'ok' });
    const risk = await rowIn(api.carol, 'claim-list', pid);
    await ok(api.carol, `${F}/work/claim-task?taskId=${risk!.taskId}`, {});
    const complete = (variables: Record<string, unknown>) =>
      api.carol.post(`${F}/work/complete-task`, { taskId: risk!.taskId, flag: 'ok', variables });
    const amount = await complete({ amount: 1 });
    assert.equal(amount.status, 400);
    assert.match(amount.body.msg, /金额/);
    const threshold = await complete({ threshold: 1e12 });
    assert.equal(threshold.status, 400);
    assert.match(threshold.body.msg, /流程变量 threshold/);
    assert.equal((await bizRecord(s.businessId)).amount, '5000000.00');
    // What the task may edit is kept; the route stays the record's: the general manager approves too.
    await ok(api.carol, `${F}/work/complete-task`, {
      taskId: risk!.taskId,
      flag: 'ok',
      variables: { approvalNote: '风险可控' },
    });
    assert.equal((await bizRecord(s.businessId)).approvalNote, '风险可控');
    assert.equal((await rowIn(api.frank, 'claim-list', pid))?.taskDefinitionKey, 'gmReview');
    assert.equal(await rowIn(api.bob, 'claim-list', pid), undefined);
  });

  test('"resource changed" is told after the commit, for the family\'s calls and the engine\'s doors alike', async () => {
    const told: { action: string; id: string; inWritingTransaction: boolean }[] = [];
    const db = app.appContext.database.db;
    // A listener run inside the transaction that wrote the row would find the row written by its own transaction.
    resourceEvents(app).on('businessApproval', async (e) => {
      for (const id of e.ids) {
        const [row] = await selectRows<{ mine: boolean }>(
          db,
          sql`select xmin::text = (txid_current_if_assigned() % 4294967296)::text as mine
              from fl_business_approval where id = ${id}`,
        );
        told.push({ action: e.action, id, inWritingTransaction: row?.mine === true });
      }
    });
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    const heard = (action: string) => told.filter((t) => t.id === s.businessId && t.action === action);
    assert.ok(heard('transition').length > 0, JSON.stringify(told));
    await claimAndComplete(api.erin, s.processInstanceId, { flag: 'ok' });
    assert.equal(heard('step').length, 1);
    await ok(api.admin, `${F}/workUtil/stopTask`, { processInstanceId: s.processInstanceId, comment: '终止' });
    assert.equal(await bizState(s.businessId), 'rejected');
    assert.ok(heard('transition').length > 1);
    assert.deepEqual(
      told.filter((t) => t.id === s.businessId && t.inWritingTransaction),
      [],
      'every listener ran after the commit',
    );
  });

  test('a rejection goes back to the starter, who may change everything and resubmit; finish ends it approved', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, { ...full, amount: '2000000' });
    const pid = s.processInstanceId;
    await ok(api.erin, `${BIZ}/submit-process`, { processInstanceId: pid, comment: '金额过大' });
    const back = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(back.taskDefinitionKey, 'starterAdjust');
    assert.equal(back.editableFields, '*');
    assert.equal(back.flowState, 'running');
    assert.equal((await rowIn(api.alice, 'todo-list', pid))?.taskId, back.taskId);
    assert.equal(await ok(api.alice, `${F}/workUtil/getActIsEdit?taskId=${back.taskId}`, {}), '*');
    await ok(api.alice, `${BIZ}/submit-process`, { businessId: s.businessId, flag: 'ok', amount: '900000' });
    assert.equal((await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`)).amount, '900000.00');
    const again = await rowIn(api.erin, 'claim-list', pid);
    assert.equal(again?.taskDefinitionKey, 'deptLeaderReview');
    assert.equal(again?.variables.amount, 900000);
    await ok(api.erin, `${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok' });
    await ok(api.carol, `${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok' });
    // 900,000 is no longer above the threshold: straight to 财务.
    assert.equal((await rowIn(api.bob, 'claim-list', pid))?.taskDefinitionKey, 'financeReview');
    await ok(api.bob, `${BIZ}/finish-process`, { processInstanceId: pid, flag: 'ok' });
    assert.equal(await bizState(s.businessId), 'approved');
    assert.equal(await instanceState(pid), 'completed');
    assert.equal((await api.alice.post(`${BIZ}/delete-process`, { businessId: s.businessId })).status, 400);
    // Ended: in erin's 办结 list with the business title.
    const plus = await ok(api.erin, `${F}/workUtil/doneListPlus?current=1&size=100`);
    const ended = plus.records.find((r: { processInstanceId: string }) => r.processInstanceId === pid);
    assert.equal(ended?.businessTitle, '采购打印机');
    // The starter is told it ended.
    const inbox = await ok(api.alice, '/api/blade-desk/msg-queue/pageList?msgType=2&current=1&size=50');
    assert.ok(inbox.records.some((m: { msgContent: string; topath: string }) => m.topath.includes(pid)));
  });

  test('finish at a step that does not end the process is refused, and nothing is kept', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    const offered = await rowIn(api.erin, 'claim-list', s.processInstanceId);
    const early = await api.erin.post(`${BIZ}/finish-process`, { processInstanceId: s.processInstanceId, flag: 'ok' });
    assert.equal(early.status, 400);
    assert.match(early.body.msg, /不是流程的最后一步/);
    // The engine's step rolled back with the call: the same task still offered, the record still running.
    assert.equal((await rowIn(api.erin, 'claim-list', s.processInstanceId))?.taskId, offered?.taskId);
    assert.equal(await rowIn(api.carol, 'claim-list', s.processInstanceId), undefined);
    assert.equal(await bizState(s.businessId), 'running');
  });

  test('the starter closing a returned request ends it rejected', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    await ok(api.erin, `${BIZ}/submit-process`, { processInstanceId: s.processInstanceId, comment: '不同意' });
    await ok(api.alice, `${BIZ}/finish-process`, { businessId: s.businessId, comment: '不再申请' });
    assert.equal(await bizState(s.businessId), 'rejected');
    assert.equal(await instanceState(s.processInstanceId), 'completed');
    // Rejected: it may start again.
    const again = await ok(api.alice, `${BIZ}/start-process`, { id: s.businessId });
    assert.notEqual(again.processInstanceId, s.processInstanceId);
    assert.equal(await bizState(s.businessId), 'running');
  });

  test('delete-process withdraws a running request (its process stopped), then removes it', async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    assert.equal((await api.bob.post(`${BIZ}/delete-process`, { businessId: s.businessId })).status, 403);
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: s.businessId });
    assert.equal(await instanceState(s.processInstanceId), 'stopped');
    assert.equal(await bizState(s.businessId), 'withdrawn');
    assert.equal(await rowIn(api.erin, 'claim-list', s.processInstanceId), undefined);
    // Withdrawn: it may start again, with a new process.
    const again = await ok(api.alice, `${BIZ}/start-process`, { id: s.businessId });
    assert.notEqual(again.processInstanceId, s.processInstanceId);
    assert.ok(await rowIn(api.erin, 'claim-list', again.processInstanceId));
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: s.businessId });
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: s.businessId });
    assert.equal((await api.alice.get(`${BIZ}/getDetailById?businessId=${s.businessId}`)).status, 404);
  });

  test("the engine's own calls move the record: stopTask → rejected, deleteProcessInstance → withdrawn", async () => {
    const stopped = await ok(api.alice, `${BIZ}/start-process`, full);
    // Only administrators stop someone else's instance.
    const body = { processInstanceId: stopped.processInstanceId, comment: '终止' };
    assert.equal((await api.erin.post(`${F}/workUtil/stopTask`, body)).status, 403);
    await ok(api.admin, `${F}/workUtil/stopTask`, body);
    assert.equal(await bizState(stopped.businessId), 'rejected');
    assert.equal(await instanceState(stopped.processInstanceId), 'stopped');

    const deleted = await ok(api.alice, `${BIZ}/start-process`, full);
    await ok(api.admin, `${F}/workUtil/deleteProcessInstance`, { processInstanceId: deleted.processInstanceId });
    assert.equal(await bizState(deleted.businessId), 'withdrawn');
    assert.equal(await instanceState(deleted.processInstanceId), 'deleted');
  });

  test('recallTask: before anyone acted the request is withdrawn; after, it goes back to the starter or is refused', async () => {
    // Recalled before the next step was touched: the instance ends withdrawn, the record is 已撤回.
    const recalled = await ok(api.alice, `${BIZ}/start-process`, full);
    await ok(api.alice, `${F}/workUtil/recallTask`, { processInstanceId: recalled.processInstanceId });
    assert.equal(await instanceState(recalled.processInstanceId), 'withdrawn');
    assert.equal(await bizState(recalled.businessId), 'withdrawn');
    assert.equal(await rowIn(api.erin, 'claim-list', recalled.processInstanceId), undefined);
    // It may be changed and started again, with a new process.
    await ok(api.alice, `${BIZ}/save-data`, { id: recalled.businessId, title: '改后的事项' });
    const again = await ok(api.alice, `${BIZ}/start-process`, { id: recalled.businessId });
    assert.notEqual(again.processInstanceId, recalled.processInstanceId);
    const running = await record(api.alice, `${BIZ}/getDetailById?businessId=${recalled.businessId}`);
    assert.equal(running.flowState, 'running');
    assert.equal(running.title, '改后的事项');
    assert.equal(running.processInstanceId, again.processInstanceId);

    // Once erin has claimed the step, the recall is refused and nothing moves.
    await ok(
      api.erin,
      `${F}/work/claim-task?taskId=${(await rowIn(api.erin, 'claim-list', again.processInstanceId))!.taskId}`,
      {},
    );
    const late = await api.alice.post(`${F}/workUtil/recallTask`, { processInstanceId: again.processInstanceId });
    assert.equal(late.status, 409);
    assert.equal(await bizState(recalled.businessId), 'running');

    // Sent back, adjusted and resubmitted, then recalled: back at the starter's own step, still in approval.
    const returned = await rowIn(api.erin, 'todo-list', again.processInstanceId);
    await ok(api.erin, `${F}/work/complete-task`, { taskId: returned!.taskId, comment: '补充说明' });
    await ok(api.alice, `${BIZ}/submit-process`, { businessId: recalled.businessId, flag: 'ok', content: '补充' });
    await ok(api.alice, `${F}/workUtil/recallTask`, { processInstanceId: again.processInstanceId });
    const adjust = await record(api.alice, `${BIZ}/getDetailById?businessId=${recalled.businessId}`);
    assert.equal(adjust.flowState, 'running');
    assert.equal(adjust.taskDefinitionKey, 'starterAdjust');
    assert.equal(await rowIn(api.erin, 'claim-list', again.processInstanceId), undefined);

    // A withdrawn (recalled) record is removed by delete-process.
    const gone = await ok(api.alice, `${BIZ}/start-process`, full);
    await ok(api.alice, `${F}/workUtil/recallTask`, { processInstanceId: gone.processInstanceId });
    await ok(api.alice, `${BIZ}/delete-process`, { businessId: gone.businessId });
    assert.equal((await api.alice.get(`${BIZ}/getDetailById?businessId=${gone.businessId}`)).status, 404);
  });

  test("no second process can be started beside a family's record: the client start refuses its business key", async () => {
    const s = await ok(api.alice, `${BIZ}/start-process`, full);
    const other = await api.admin.post(
      `${F}/client/start-process-instance-by-key?processDefinitionKey=BusinessApproval&businessKey=fl_business_approval:${s.businessId}`,
      { amount: 1, threshold: 2 },
    );
    assert.equal(other.status, 400);
    assert.match(other.body.msg, /业务键/);
    const row = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(row.flowState, 'running');
    assert.equal(row.processInstanceId, s.processInstanceId);
  });

  test('the default models were deployed and a family definition may be named at start', async () => {
    const { definitionById } = await import('../src/modules/flow/definitions');
    const rows = await app.appContext.database.owner.select().from(flowDefinitionTable);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    assert.equal(byKey.Leave.category, 'flow_1');
    assert.equal(byKey.BusinessApproval.category, 'flow_2');
    assert.equal(byKey.BusinessApproval.tenantId, '');
    assert.ok(await definitionById(app.appContext.database.owner, systemContext('000000'), byKey.BusinessApproval.id));
    const s = await ok(api.alice, `${BIZ}/start-process`, { ...full, processDefinitionId: byKey.BusinessApproval.id });
    const row = await record(api.alice, `${BIZ}/getDetailById?businessId=${s.businessId}`);
    assert.equal(row.processDefinitionId, byKey.BusinessApproval.id);
    const wrong = await api.alice.post(`${BIZ}/start-process`, { ...full, processDefinitionId: byKey.Leave.id });
    assert.equal(wrong.status, 400);
  });
});

describe('four eyes (the engine, for every family)', () => {
  const request = { title: '参加行业展会', amount: '3000.00', content: '展位费' };

  test("a starter holding the next step's role may not take it: it goes to the administrators", async () => {
    // carol is the only 风控: 风控审核 of her own request would otherwise be hers to claim and approve.
    const { processInstanceId: pid } = await ok(api.carol, `${BIZ}/start-process`, request);
    await claimAndComplete(api.erin, pid, { flag: 'ok', comment: '同意' });
    assert.equal(await rowIn(api.carol, 'claim-list', pid), undefined);
    const offered = await rowIn(api.admin, 'claim-list', pid);
    assert.equal(offered?.taskDefinitionKey, 'riskReview');
    const claimed = await api.carol.post(`${F}/work/claim-task?taskId=${offered?.taskId}`);
    assert.equal(claimed.status, 403);
    assert.match(claimed.body.msg, /发起人不能审批自己的申请/);
    const completed = await api.carol.post(`${F}/work/complete-task`, { taskId: offered?.taskId, flag: 'ok' });
    assert.equal(completed.status, 403);
    assert.equal((await api.carol.post(`${BIZ}/submit-process`, { processInstanceId: pid, flag: 'ok' })).status, 409);
    // An administrator other than the starter decides it (or hands it on).
    await claimAndComplete(api.admin, pid, { flag: 'ok', comment: '风险可控' });
    assert.equal((await rowIn(api.bob, 'claim-list', pid))?.taskDefinitionKey, 'financeReview');
  });

  test('a 部门负责人 starting a request is passed over for the next holder up, else the administrators', async () => {
    // gina leads 业务二部 under the root, whose leader is erin: gina's request goes up to erin.
    const { processInstanceId: up } = await ok(api.gina, `${BIZ}/start-process`, request);
    assert.equal(await rowIn(api.gina, 'claim-list', up), undefined);
    assert.equal((await rowIn(api.erin, 'claim-list', up))?.taskDefinitionKey, 'deptLeaderReview');
    // erin leads the root: nobody above, so her own request goes to the administrators.
    const { processInstanceId: top } = await ok(api.erin, `${BIZ}/start-process`, request);
    assert.equal(await rowIn(api.erin, 'claim-list', top), undefined);
    assert.equal((await rowIn(api.admin, 'claim-list', top))?.taskDefinitionKey, 'deptLeaderReview');
  });

  test('a starter naming themselves the approver is refused, naming the step', async () => {
    const leave = { startTime: '2026-04-01 09:00:00', endTime: '2026-04-01 18:00:00', reason: '体检' };
    const self = await api.alice.post(`${LEAVE}/start-process`, { ...leave, taskUser: ids.alice });
    assert.equal(self.status, 400);
    assert.match(self.body.msg, /「人事审批」的办理人是发起人本人/);
    // Nothing was kept running: the same request with another approver starts.
    const started = await ok(api.alice, `${LEAVE}/start-process`, { ...leave, taskUser: ids.bob });
    assert.equal((await rowIn(api.bob, 'todo-list', started.processInstanceId))?.taskDefinitionKey, 'hrTask');
  });
});

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
