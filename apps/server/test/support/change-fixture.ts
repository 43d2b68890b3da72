// What the post-lease change tests share: the brief's IOU (1,000,000 at 6 % over 12 monthly rents from 2025-01-15,
// R = 86,066.43) with its first periods paid, a staff member's id, the guarantors' consent uploaded, and the last
// step of a change's chain taken through the family's own finish-process.
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshIous } from '../../src/modules/servicing/ledger';
import { servicingRepos } from '../../src/modules/servicing/repos';
import { systemContext } from '../../src/platform/tenancy/context';
import { DEMO_PASSWORD } from '../../src/modules/system/demo-seed';
import { BASIC, type Client, type Session, client, ok, signIn, signInUngranted, testApp } from '../helpers';
import { PDF, multipart } from './files';
import { ledgerIou, setBusinessDate } from './servicing-fixture';

const ctx = systemContext('000000');

/** A demo user's id by account. */
export async function userId(app: FastifyInstance, account: string) {
  const res = await app.appContext.database.owner.execute(
    sql`SELECT id::text AS id FROM blade_user WHERE account = ${account} AND tenant_id = '000000'`,
  );
  return String((res as unknown as { rows: { id: string }[] }).rows[0].id);
}

/**
 * The brief's IOU, `owner`'s, its first `paid` periods paid on their due dates (reviewed receipts), derived as of
 * `asOf`; `over` departs from its terms (a deposit, a purchase price …).
 */
export async function vectorIou(
  app: FastifyInstance,
  o: { paid: number; asOf: string; owner: string; over?: Record<string, unknown> },
) {
  const db = app.appContext.database.owner;
  const { iou, rows } = await ledgerIou(app, {
    amount: '1000000.00',
    loanDate: '2025-01-15',
    periods: 12,
    annualRate: '6',
    rentMethod: 'EQUAL_RENT',
    owner: o.owner,
    ...o.over,
  });
  await servicingRepos.receipt.insertMany(
    db,
    ctx,
    rows.slice(0, o.paid).map((r, i) => ({
      receiptNo: `V-${iou.id}-${i + 1}`,
      iouId: iou.id,
      receiptKind: 'rent',
      receiptDate: r.dueDate,
      amount: r.rent,
      payer: '华东重工',
      receiptState: 'reviewed',
    })),
  );
  await db.transaction((tx) => refreshIous(tx, ctx, [String(iou.id)], o.asOf, 'job'));
  return iou as unknown as { id: string; iouNo: string };
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

/**
 * The demo staff signed in, by account (`as.zhangwei`), their sessions, 张伟 again in English (`as.english`) and a user
 * without the family's buttons (`as.nobody`); the business date fixed at `asOf`.
 */
export async function changeStaff(app: FastifyInstance, accounts: readonly string[], nobody: string, asOf: string) {
  const as: Record<string, Client> = {};
  const sessions: Record<string, Session> = {};
  for (const account of accounts) {
    sessions[account] = await signIn(app, account, DEMO_PASSWORD);
    as[account] = client(app, sessions[account]);
  }
  as.english = client(app, sessions.zhangwei, { lang: 'en-US' });
  as.nobody = client(app, await signInUngranted(app, nobody));
  await setBusinessDate(app, asOf);
  return { as, sessions };
}

/** A change family's test app: the demo seeded, its staff signed in and the business date fixed (changeStaff). */
export async function changeApp(accounts: readonly string[], nobody: string, asOf: string) {
  const app = await testApp({ SEED_DEMO: 'on' });
  return { app, ...(await changeStaff(app, accounts, nobody, asOf)) };
}
