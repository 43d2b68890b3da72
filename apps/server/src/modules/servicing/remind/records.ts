// 联系记录 (record/record, issue 31 item 4): the calls and promises of an account manager about one period of an IOU.
// A record names its period by the IOU and period (or by the schedule row it was made from, `schId`); it is the
// caller's to make only on an IOU he sees, carries the IOU's owner, and — in the same transaction — marks the
// period's open reminders (a record before the due date) or warnings (after) 已提醒 with how they were handled.
// `allIn` records one contact for several periods at once (a lessee called about all he owes): all or none.
import { type RowOf, contactRecord, fieldLabel, id, ids, l } from '@flp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { nowString } from '../../../platform/db/time';
import { bodyObject, defineRoute, idsOf } from '../../../platform/http/define-route';
import { invalid, invalidField, labelled, notFound } from '../../../platform/http/errors';
import { effectiveRows } from '../ledger';
import { servicingRepos } from '../repos';
import { remindRepos } from './repos';

const API = `/api${contactRecord.api}`;
const TAG = ['Reminders'];
const label = (name: string) => fieldLabel(contactRecord, name);
const SCH = l('租金明细', 'Schedule period');

/** A contact time may run a little ahead of the server's clock (another machine's), never further. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/** The disposition a record leaves on the events it handles: what came of it, else how the lessee was reached. */
function dispositionOf(row: Pick<RowOf<typeof contactRecord>, 'result' | 'method'>): string {
  if (row.result === 'PROMISE') return 'PROMISE';
  if (row.result === 'PAID') return 'PAID';
  return ({ PHONE: 'PHONE', SMS: 'SMS', VISIT: 'VISIT' } as Record<string, string>)[String(row.method)] ?? 'OTHER';
}

/** The IOU and period of a schedule row the caller sees; undefined for any other id. */
async function periodOfRow(db: Db, ctx: HookContext['ctx'], schId: string) {
  if (!/^\d{1,19}$/.test(schId)) return undefined;
  const [row] = await servicingRepos.scheduleRow.findIds(db, ctx, [schId]);
  const visible = row && (await servicingRepos.iou.findIds(db, ctx, [String(row.iouId)])).length > 0;
  return visible ? { iouId: String(row.iouId), period: Number(row.period) } : undefined;
}

const noSuchRow = (schId: string) => l(`租金明细不存在: ${schId}`, `No such schedule period: ${schId}`);

/** The promise's date and amount when the result is a promise; never a contact in the future. */
function checkContact(values: Row) {
  const problems: { field: string; message: ReturnType<typeof l> }[] = [];
  if (values.result === 'PROMISE') {
    if (!values.promiseDate)
      problems.push({
        field: 'promiseDate',
        message: labelled(label('promiseDate'), l('承诺还款时必填', 'is required with a promise')),
      });
    if (!values.promiseAmount || Number(values.promiseAmount) <= 0)
      problems.push({
        field: 'promiseAmount',
        message: labelled(label('promiseAmount'), l('承诺还款时必须大于0', 'must be above 0 with a promise')),
      });
    const contactDay = String(values.contactTime ?? '').slice(0, 10);
    if (values.promiseDate && contactDay && String(values.promiseDate) < contactDay)
      problems.push({
        field: 'promiseDate',
        message: labelled(label('promiseDate'), l('不能早于联系时间', 'cannot be before the contact')),
      });
  }
  const at = Date.parse(String(values.contactTime ?? '').replace(' ', 'T'));
  if (Number.isFinite(at) && at > Date.now() + CLOCK_SKEW_MS)
    problems.push({
      field: 'contactTime',
      message: labelled(label('contactTime'), l('不能晚于当前时间', 'cannot be in the future')),
    });
  if (problems.length) throw invalid(problems);
}

/** The period's open events of the record's side marked 已提醒 (closed ones stay closed; paid is the ledger's). */
async function markReminded(h: HookContext, row: RowOf<typeof contactRecord>) {
  const kinds = row.recordType === 'BEFORE' ? sql`n.kind = 'reminder'` : sql`n.kind = 'overdue'`;
  await h.tx.execute(sql`
    UPDATE fl_servicing_notice n SET handling = 'reminded', disposition = ${dispositionOf(row)},
      remark = ${String(row.content).slice(0, 500)}, handled_by = ${h.ctx.userId}, handled_at = ${nowString()}::timestamp
    WHERE n.tenant_id = ${h.ctx.tenantId} AND n.iou_id = ${row.iouId} AND n.period = ${row.period} AND ${kinds}
      AND n.handling = 'pending'`);
}

export const contactRecordHooks: ResourceHooks<typeof contactRecord> = {
  serverFields: ['owner', 'schId'],
  async prepare(h, body, current) {
    if (current || body.schId === undefined || body.schId === null || body.schId === '') return;
    const at = await periodOfRow(h.tx, h.ctx, String(body.schId));
    // A record's input naming a row that is not there is bad input (400), as any field's.
    if (!at) throw invalidField('schId', labelled(SCH, l('不存在', 'does not exist')));
    body.iouId = at.iouId;
    body.period = at.period;
  },
  async beforeCreate(h, values, body) {
    const [iou] = await servicingRepos.iou.findIds(h.tx, h.ctx, [String(values.iouId)]);
    if (!iou) throw invalidField('iouId', labelled(label('iouId'), l('不存在', 'does not exist')));
    const periods = await effectiveRows(h.tx, h.ctx, [iou.id]);
    const row = periods.find((p) => Number(p.period) === Number(values.period));
    if (!row)
      throw invalidField(
        'period',
        labelled(label('period'), l(`借据 ${iou.iouNo} 没有这一期`, `IOU ${iou.iouNo} has no such period`)),
      );
    checkContact(values);
    values.owner = iou.owner;
    values.schId = body.schId ? String(body.schId) : row.id;
  },
  beforeUpdate(_h, values, current) {
    checkContact({ ...current, ...values });
  },
  async afterWrite(h, row, _body, created) {
    if (created) await markReminded(h, row);
  },
};

export function registerContactRecordRoutes(app: FastifyInstance, db: Db) {
  const records = registerResourceRoutes(app, {
    repo: remindRepos.record,
    db,
    hooks: contactRecordHooks,
    aliases: { remove: ['delRecord'] },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${API}/getRecordList`,
    permission: 'remind_record_view',
    tags: TAG,
    summary:
      '联系记录 — the records of one period (the schedule row `schId`: its IOU and period, any version), newest first',
    params: [id('schId', SCH, { required: l('请选择租金明细', 'please select the schedule period') })],
    handler: async ({ ctx, params, req }) => {
      const at = await periodOfRow(db, ctx, params.schId);
      if (!at) throw notFound(noSuchRow(params.schId));
      return records.list(ctx, { iouId: at.iouId, period: at.period }, { req });
    },
  });

  // The spec's two saves: one record, its type given by the call (before the due date, or collection after it).
  for (const [call, recordType, summary] of [
    ['saveRecord', 'AFTER', '联系记录 — a collection record (after the due date); marks the period’s warnings 已提醒'],
    [
      'saveRecordBefore',
      'BEFORE',
      '联系记录 — a reminder record (before the due date); marks the period’s reminders 已提醒',
    ],
  ] as const)
    defineRoute(app, {
      method: 'POST',
      url: `${API}/${call}`,
      permission: 'remind_record_add',
      tags: TAG,
      summary,
      handler: ({ ctx, req }) => records.create(ctx, { ...bodyObject(req.body), recordType }, { req }),
    });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/allIn`,
    permission: 'remind_record_add',
    tags: TAG,
    summary:
      '联系记录 — one contact recorded for several periods at once (`schIds`, the schedule rows): one record each, all or none',
    params: [ids('schIds', SCH, { required: l('请至少选择一期', 'select at least one period'), max: 10000 })],
    handler: async ({ ctx, params, req }) => {
      const { schIds: _, ...record } = bodyObject(req.body);
      const rows = [...new Set(idsOf(params.schIds))];
      if (rows.length > 500) throw invalidField('schIds', labelled(SCH, l('一次最多500期', 'at most 500 at once')));
      return records.write(ctx, { req }, async (h) => {
        const made = [];
        for (const schId of rows) made.push(await records.create(ctx, { ...record, schId }, { req, within: h }));
        return made;
      });
    },
  });

  return records;
}
