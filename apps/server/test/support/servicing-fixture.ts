// Test support for servicing: an IOU straight from the ledger (support/iou.ts), without the disbursement approval,
// and the tenant's business date fixed.
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshIous } from '../../src/modules/servicing/ledger';
import { fixDemoBusinessDate } from '../../src/modules/servicing/overdue/business-date';
import { servicingRepos } from '../../src/modules/servicing/repos';
import { repos } from '../../src/modules/system/repos';
import { systemContext } from '../../src/platform/tenancy/context';
import { BASIC, type Client, type Session, client, ok, signIn, signInUngranted } from '../helpers';
import { PDF, multipart } from './files';
import { DEMO_PASSWORD } from '../../src/modules/system/demo-seed';
import { ledgerIou as ledgerIouOf, signedContract } from './iou';

const ctx = systemContext('000000');

/** Fixes a tenant's business date, the tenant listed as a demo / test tenant (the server's own call). */
export const fixBusinessDate = fixDemoBusinessDate;

/** Fixes tenant 000000's business date. */
export const setBusinessDate = (app: FastifyInstance, date: string) =>
  fixBusinessDate(app.appContext.database.owner, '000000', date);

/**
 * An active IOU with its schedule in effect, on the demo's first signed contract (testApp({ SEED_DEMO: 'on' })).
 * Default: 120,000 over 12 monthly periods, equal principal (10,000 a period), 12 % a year, disbursed 2026-01-15.
 * `activate` false: the schedule stays a draft (an IOU with no schedule in effect).
 */
export async function ledgerIou(app: FastifyInstance, over: Record<string, unknown> = {}, activate = true) {
  const db = app.appContext.database.owner;
  const contract = await signedContract(db, ctx);
  const { iou, schedule } = await ledgerIouOf(db, ctx, contract, {
    amount: '120000.00',
    loanDate: '2026-01-15',
    periods: 12,
    annualRate: '12',
    rentMethod: 'EQUAL_PRINCIPAL',
    ...over,
    activate,
  });
  const rows = await servicingRepos.scheduleRow.list(db, ctx, {
    where: [eq(servicingRepos.scheduleRow.col('scheduleId'), String(schedule.id))],
    query: { ascs: 'period' },
  });
  return { iou, schedule, rows, contract };
}

/** Sets IOU options (autoApplyCredit, allocationOrder, graceDays …) directly. */
export async function setIouOptions(app: FastifyInstance, iouId: string, values: Record<string, unknown>) {
  await servicingRepos.iou.update(app.appContext.database.owner, ctx, iouId, values);
}

/** Claims the open task of the instance offered to the user (a Client of theirs) and approves it. */
export async function approveAs(c: Client, pid: string) {
  const F = '/api/blade-flow/work';
  const page = (await c.get(`${F}/claim-list?current=1&size=100`)).data;
  const offered = (page.records as { processInstanceId: string; taskId: string }[]).find(
    (r) => r.processInstanceId === pid,
  );
  assert.ok(offered, `a task of ${pid} is offered`);
  assert.equal((await c.post(`${F}/claim-task?taskId=${offered.taskId}`, {})).status, 200);
  const done = await c.post(`${F}/complete-task`, {
    taskId: offered.taskId,
    processInstanceId: pid,
    flag: 'ok',
    comment: '同意',
  });
  assert.equal(done.status, 200, JSON.stringify(done.body));
}

/** A demo user's id in tenant 000000 (an IOU's owner, a record's starter). */
export async function staffId(app: FastifyInstance, account: string) {
  const u = repos.user;
  const [row] = await u.list(app.appContext.database.owner, ctx, { where: [eq(u.col('account'), account)], limit: 1 });
  assert.ok(row, `the demo has ${account}`);
  return String(row.id);
}

/**
 * DOMAIN.md's vector as an IOU of the change tests: 1,000,000 at 6 % over 12 monthly rents of 86,066.43 in arrears from
 * 2025-01-15, 张伟's, with `terms` over it; its first `paid` rents received on their due dates (or on `paidOn(i)`'s
 * date, by index), derived as of `asOf`.
 */
export async function vectorIou(
  app: FastifyInstance,
  opts: { paid: number; asOf: string; paidOn?: (i: number) => string | undefined; terms?: Record<string, unknown> },
) {
  const db = app.appContext.database.owner;
  const { iou, rows } = await ledgerIou(app, {
    amount: '1000000.00',
    loanDate: '2025-01-15',
    periods: 12,
    annualRate: '6',
    rentMethod: 'EQUAL_RENT',
    owner: await staffId(app, 'zhangwei'),
    ...opts.terms,
  });
  await servicingRepos.receipt.insertMany(
    db,
    ctx,
    rows.slice(0, opts.paid).map((r, i) => ({
      receiptNo: `V-T${iou.id}-${i + 1}`,
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: opts.paidOn?.(i) ?? r.dueDate,
      amount: r.rent,
      payer: '华东重工',
      receiptState: 'reviewed',
    })),
  );
  await db.transaction((tx) => refreshIous(tx, ctx, [String(iou.id)], opts.asOf, 'job'));
  return iou as unknown as { id: string; iouNo: string };
}

let receiptSeq = 1;

/** A verified rent receipt of the IOU (the lessee paid, or the IOU moved under a change in approval). */
export async function verifiedReceipt(app: FastifyInstance, iouId: string, receiptDate: string, amount: string) {
  await servicingRepos.receipt.insert(app.appContext.database.owner, ctx, {
    receiptNo: `V-R${iouId}-${receiptSeq++}`,
    iouId,
    receiptKind: 'rent',
    receiptDate,
    amount,
    payer: '华东重工',
    receiptState: 'verified',
  });
}

/**
 * The demo staff a change passes, signed in: 张伟 account manager (also as `english`), 赵磊 his department head, 李娜
 * risk, 陈静 general manager, 王芳 finance, and `more` — and `nobody`, a user whose role holds no button.
 */
export async function changeStaff(app: FastifyInstance, nobody: string, more: readonly string[] = []) {
  const sessions: Record<string, Session> = {};
  const as: Record<string, Client> = {};
  for (const account of ['zhangwei', 'zhaolei', 'lina', 'chenjing', 'wangfang', ...more]) {
    sessions[account] = await signIn(app, account, DEMO_PASSWORD);
    as[account] = client(app, sessions[account]);
  }
  as.english = client(app, sessions.zhangwei, { lang: 'en-US' });
  as.nobody = client(app, await signInUngranted(app, nobody));
  return { as, sessions };
}

/** The guarantors' consent, uploaded as the account manager scans it: the attachment's id. */
export async function consentScan(app: FastifyInstance, session: Session) {
  const body = multipart('担保人同意函.pdf', PDF);
  const res = await app.inject({
    method: 'POST',
    url: '/api/blade-resource/oss/endpoint/put-file',
    headers: { 'content-type': body.contentType, authorization: BASIC, 'blade-auth': `bearer ${session.token}` },
    payload: body.payload,
  });
  assert.equal(res.statusCode, 200, res.body);
  return String(res.json().data.attachId);
}

/** Claims the open task of `pid` offered to `c` and completes it through the family's finish-process at `api`. */
export async function finishAs(c: Client, api: string, businessId: string, pid: string) {
  const F = '/api/blade-flow/work';
  const open = (await c.get(`${F}/claim-list?current=1&size=100`)).data.records.find(
    (r: { processInstanceId: string }) => r.processInstanceId === pid,
  );
  assert.ok(open, `a task of ${pid} is offered`);
  await ok(c, `${F}/claim-task?taskId=${open.taskId}`, {});
  return c.post(`${api}/finish-process`, { businessId, flag: 'ok', comment: '复核无误' });
}

/**
 * Completes `c`'s task of `pid` with `flag`: one assigned to him (a countersign's vote), else one offered to him,
 * claimed first.
 */
export async function actAs(c: Client, pid: string, flag = 'ok') {
  const F = '/api/blade-flow/work';
  const find = async (list: string) =>
    ((await ok(c, `${F}/${list}?current=1&size=100`)).records as { processInstanceId: string; taskId: string }[]).find(
      (r) => r.processInstanceId === pid,
    );
  let task = await find('todo-list');
  if (!task) {
    task = await find('claim-list');
    assert.ok(task, `a task of ${pid} is offered`);
    await ok(c, `${F}/claim-task?taskId=${task.taskId}`, {});
  }
  await ok(c, `${F}/complete-task`, {
    taskId: task.taskId,
    processInstanceId: pid,
    flag,
    comment: flag === 'ok' ? '同意' : '不同意',
  });
}
