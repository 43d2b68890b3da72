// 租金计划红冲 (the `schedulerecoil` family over fl_schedule_recoil; WAVE3-BRIEF §2.7): the latest schedule version
// in effect of an IOU withdrawn and the one before it put back in effect — a change applied in error undone. Only the
// latest, never version 1 (an IOU made in error is removed instead), whatever the receipts: the replay re-derives
// them. A change over the IOU (flow/families/change.ts, kind 'iou': one change in approval per IOU across the IOU's
// change families). On approval: latest → 已红冲 (`recoiled`, terminal), the previous version in effect again
// (ledger.activateSchedule), the IOU's terms restored from it, the IOU replayed as of the business date.
import { type Localized, id, l, scheduleRecoil, fieldLabel } from '@flp/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks, ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { nowString } from '../../../platform/db/time';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, invalidField, labelled, notFound } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ChangeOver } from '../../flow/families/change';
import { activateSchedule, businessDate, countedReceipts, deriveState } from '../ledger';
import { periodsWithPaid } from '../loan/schedule-excel';
import { rowsOf } from '../loan/schedule-routes';
import { type IouRow, servicingRepos } from '../repos';
import { iouTarget } from '../changes/iou-target';
import { recoilRepos } from './repos';

const labelOf = (name: string) => fieldLabel(scheduleRecoil, name);
const refuse = (message: Localized) => invalidField('iouId', labelled(labelOf('iouId'), message));
const BASE = `/api${scheduleRecoil.api}`;
const TAGS = [scheduleRecoil.label['en-US']];
const RECORD_ID = (name: string) =>
  id(name, scheduleRecoil.noun ?? scheduleRecoil.label, { required: l('请选择一条数据', 'Please select a record') });

/** The IOU a record names, beyond the caller's data scope; absent or unknown, refused by the field's label. */
async function namedIou(db: Db, ctx: RequestContext, iouId: unknown): Promise<IouRow> {
  if (iouId === undefined || iouId === null || iouId === '') throw refuse(l('请选择借据', 'please select the IOU'));
  const found = await servicingRepos.iou.findById(db, beyondDataScope(ctx), String(iouId));
  if (!found) throw refuse(l('借据不存在', 'no such IOU'));
  return found;
}

/**
 * The IOU's version in effect and the one before it (the highest lower version superseded), or a 400 naming the IOU
 * when there is nothing to reverse: no version in effect, only the first, or no earlier version to restore.
 */
export async function versionsOf(db: Db, ctx: RequestContext, iou: IouRow) {
  const s = servicingRepos.schedule;
  const wide = beyondDataScope(ctx);
  const [latest] = await s.list(db, wide, {
    where: [and(eq(s.col('iouId'), iou.id), eq(s.col('effective'), '1'))!],
    limit: 1,
  });
  if (!latest) throw refuse(l(`借据 ${iou.iouNo} 没有生效的租金支付表`, `IOU ${iou.iouNo} has no schedule in effect`));
  const version = Number(latest.scheduleVersion ?? 1);
  if (version <= 1)
    throw refuse(
      l(
        `借据 ${iou.iouNo} 生效的是第一版租金支付表, 不能红冲 (借据有误请删除借据)`,
        `the schedule in effect of IOU ${iou.iouNo} is its first; it cannot be reversed (remove an IOU made in error)`,
      ),
    );
  const [previous] = await s.list(db, wide, {
    where: [
      and(eq(s.col('iouId'), iou.id), eq(s.col('flowState'), 'superseded'), lt(s.col('scheduleVersion'), version))!,
    ],
    query: { descs: 'scheduleVersion' },
    limit: 1,
  });
  if (!previous)
    throw refuse(
      l(
        `借据 ${iou.iouNo} 没有可恢复的上一版租金支付表`,
        `IOU ${iou.iouNo} has no earlier schedule version to restore`,
      ),
    );
  return { latest, previous };
}

/** `<iouNo>-HC01`, `-HC02` … per IOU, removed ones counted (the IOU row is locked first). */
async function nextNo(h: HookContext, iou: IouRow) {
  await servicingRepos.iou.lockById(h.tx, beyondDataScope(h.ctx), iou.id);
  return numberUnder(h, recoilRepos.scheduleRecoil, 'iouId', { id: iou.id, no: iou.iouNo }, 'HC');
}

/** The versions the record is about, read from the IOU as it stands now. */
const versionValues = (latest: Row, previous: Row) => ({
  scheduleId: latest.id,
  scheduleVersion: latest.scheduleVersion,
  previousScheduleId: previous.id,
  previousVersion: previous.scheduleVersion,
});

async function fill(h: HookContext, values: Row, current: Row | undefined) {
  const iou = await namedIou(h.tx, h.ctx, values.iouId ?? current?.iouId);
  const { latest, previous } = await versionsOf(h.tx, h.ctx, iou);
  values.contractId = iou.contractId ?? null;
  values.customerId = iou.customerId ?? null;
  Object.assign(values, versionValues(latest, previous));
  if (!current) values.recoilNo = await nextNo(h, iou);
}

export const scheduleRecoilHooks: ResourceHooks<typeof scheduleRecoil> = {
  serverFields: [
    'recoilNo',
    'contractId',
    'customerId',
    'scheduleId',
    'scheduleVersion',
    'previousScheduleId',
    'previousVersion',
    'appliedBy',
    'appliedTime',
  ],
  beforeCreate: (h, values) => fill(h, values as Row, undefined),
  beforeUpdate: (h, values, current) => fill(h, values as Row, current as Row),
};

/**
 * The IOU's terms as the restored version was made on them — the rate, the method and every other term the version
 * kept (versions made before they kept terms: the IOU's, with the version's method) — its maturity (the last due
 * date) and its number of periods.
 */
async function restoreTerms(h: HookContext, iou: IouRow, previous: Row) {
  const wide = beyondDataScope(h.ctx);
  const rows = await rowsOf(h.tx, wide, String(previous.id));
  const kept = (previous.terms as Row | null) ?? null;
  const terms = { ...((kept ?? iou.terms ?? {}) as Row) };
  if (!kept && previous.repaymentType) terms.rentMethod = previous.repaymentType;
  terms.periods = rows.length;
  await servicingRepos.iou.update(h.tx, wide, iou.id, {
    terms,
    ...(terms.annualRate !== undefined && terms.annualRate !== null ? { annualRate: String(terms.annualRate) } : {}),
    periods: rows.length,
    endDate: rows.at(-1)?.dueDate ?? iou.endDate,
  });
}

/** 租金计划红冲 as a change over the IOU: the versions it names must still be the IOU's when it is approved. */
export const scheduleChange: ChangeOver = {
  // A 红冲 may undo what settled the IOU.
  ...iouTarget(labelOf('iouId'), { closedToo: true }),
  async admit(h, iou, record) {
    const { latest } = await versionsOf(h.tx, h.ctx, iou as IouRow);
    if (record.scheduleId && String(record.scheduleId) !== String(latest.id))
      throw refuse(
        l(
          '借据生效的租金支付表已变动, 请重新读取版本 (updateSch) 后再提交',
          'the schedule in effect of the IOU has changed; read the versions again (updateSch) and resubmit',
        ),
      );
  },
  async apply(h, target, record) {
    const iou = target as IouRow;
    const wide = beyondDataScope(h.ctx);
    const { latest, previous } = await versionsOf(h.tx, h.ctx, iou);
    await restoreTerms(h, iou, previous);
    // The previous version in effect again (the latest leaves it, as any version replaced), the IOU replayed on it.
    await activateSchedule(h.tx, wide, String(previous.id), await businessDate(h.tx, h.ctx));
    const s = servicingRepos.schedule;
    await s.update(h.tx, wide, String(latest.id), { effective: '0', flowState: 'recoiled' });
    await s.update(h.tx, wide, String(previous.id), { flowState: 'approved' });
    h.changed('repaymentSchedule', 'update', [String(latest.id), String(previous.id)]);
    await recoilRepos.scheduleRecoil.update(h.tx, wide, String(record.id), {
      appliedBy: h.ctx.userId,
      appliedTime: nowString(),
    });
  },
};

/** The record within the caller's data scope, or 404. */
async function recordOf(db: Db, ctx: RequestContext, recordId: string) {
  const row = await recoilRepos.scheduleRecoil.findById(db, ctx, recordId);
  if (!row) throw notFound(l('租金计划红冲不存在', 'No such schedule reversal'));
  return row;
}

/** The periods of a version with what the IOU's counted receipts pay of it as of the business date (nothing written). */
async function paidOn(db: Db, ctx: RequestContext, iou: IouRow, scheduleId: string, asOf: string) {
  const wide = beyondDataScope(ctx);
  const rows = await rowsOf(db, wide, scheduleId);
  const receipts = await countedReceipts(db, wide, [iou.id]);
  return periodsWithPaid(rows, rows.length ? deriveState(iou, rows, receipts, asOf) : undefined);
}

/**
 * The spec's calls beside the record's own (list, detail, submit, remove): updateSch (the versions read again into a
 * record not in approval), payBackScheList (the periods of both versions), noPageList, payBackScheListAdjust (what
 * the receipts pay of the version in effect and of the one the reversal would restore).
 */
export function registerScheduleRecoilRoutes(app: FastifyInstance, db: Db, service: ResourceService) {
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/updateSch`,
    permission: 'loan_schedule_recoil_edit',
    tags: TAGS,
    summary:
      "租金计划红冲 — read the IOU's latest version in effect and the one before it again (a record not in approval)",
    params: [RECORD_ID('id')],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        const row = await recordOf(h.tx, ctx, params.id);
        if (!service.isEditable(row))
          throw badRequest(l('审批中或已通过的红冲不能重新读取版本', 'A reversal in approval or approved is fixed'));
        const iou = await namedIou(h.tx, ctx, row.iouId);
        const { latest, previous } = await versionsOf(h.tx, ctx, iou);
        return service.patch({ ...h, ctx: beyondDataScope(ctx) }, String(row.id), versionValues(latest, previous));
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/payBackScheList`,
    permission: 'loan_schedule_recoil_view',
    tags: TAGS,
    summary: '租金计划红冲 — the periods of the version reversed (recoiled) and of the version restored (restored)',
    params: [RECORD_ID('pid')],
    handler: async ({ ctx, params }) => {
      const row = await recordOf(db, ctx, params.pid);
      const wide = beyondDataScope(ctx);
      const periods = (sid: unknown) => (sid ? rowsOf(db, wide, String(sid)) : Promise.resolve([]));
      return { recoiled: await periods(row.scheduleId), restored: await periods(row.previousScheduleId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/noPageList`,
    permission: 'loan_schedule_recoil_view',
    tags: TAGS,
    summary: '租金计划红冲 — every record matching the filters (iouId, flowState …), no paging',
    handler: ({ ctx, req }) => service.list(ctx, (req.query ?? {}) as Row),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/payBackScheListAdjust`,
    permission: 'loan_schedule_recoil_view',
    tags: TAGS,
    summary:
      "租金计划红冲 — the IOU's version in effect and the version a reversal would restore, each period with what the receipts pay of it as of the business date",
    params: [id('pid', scheduleRecoil.noun ?? scheduleRecoil.label), id('iouId', labelOf('iouId'))],
    handler: async ({ ctx, params }) => {
      const iouId = params.pid ? (await recordOf(db, ctx, params.pid)).iouId : params.iouId;
      if (!iouId) throw refuse(l('请选择借据', 'please select the IOU'));
      const iou = await servicingRepos.iou.findById(db, ctx, String(iouId));
      if (!iou) throw notFound(l('借据不存在', 'No such IOU'));
      const { latest, previous } = await versionsOf(db, ctx, iou);
      const asOf = await businessDate(db, ctx);
      return {
        asOf,
        current: { scheduleId: String(latest.id), periods: await paidOn(db, ctx, iou, String(latest.id), asOf) },
        restored: { scheduleId: String(previous.id), periods: await paidOn(db, ctx, iou, String(previous.id), asOf) },
      };
    },
  });
}
