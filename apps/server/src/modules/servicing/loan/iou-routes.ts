// 借据 (iou/iou): IOUs are made only by a disbursement's last approval; staff change their servicing options
// (updateIou, submit), read them (getIous, detail by iouNo; processpro's getAllLoanListByComId) and may remove one
// made in error — only before its schedule took effect and before any money came in — which undoes the disbursement.
import { IOU_STATES, RECORD_STATES, date, id, ids, int, iou, l, text } from '@flp/shared';
import { formatMoney } from '@flp/shared/finance';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { HookContext, ResourceHooks, ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, invalidField, labelled, notFound } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { type Thresholds, businessDate, evaluateAsOf, refreshIous } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { periodsWithPaid } from './schedule-excel';

const TAGS = [iou.label['en-US']];
const BASE = `/api${iou.api}`;
const PROCESSPRO = '/api/rzzl_qy/processpro/processpro';
const SERVICING_OPTIONS = ['graceDays', 'penaltyRate', 'allocationOrder', 'autoApplyCredit', 'remark'] as const;
const OPTION_FIELDS = iou.fields.filter((f) => (SERVICING_OPTIONS as readonly string[]).includes(f.name));
const IOU_ID = id('id', iou.noun ?? iou.label, { required: l('请选择借据', 'please select the IOU') });

const NOT_BY_HAND = l(
  '借据由放款申请审批通过后生成, 不能手工新增',
  'IOUs are made when a disbursement is approved; they cannot be added by hand',
);

/** Servicing options change only while the IOU is repaying; the state is derived again with them. */
const iouHooks: ResourceHooks<typeof iou> = {
  async beforeCreate() {
    throw badRequest(NOT_BY_HAND);
  },
  async beforeUpdate(_h, _values, current) {
    if (current.iouState !== IOU_STATES.active)
      throw badRequest(l('借据已结清或核销, 不能修改', 'The IOU is settled or written off; it cannot change'));
  },
  async afterWrite(h, row, _body, created) {
    if (!created) await refreshIous(h.tx, h.ctx, [String(row.id)], await businessDate(h.tx, h.ctx), 'manual');
  },
  // `scheduleState`: the approval state of the IOU's newest schedule (the screen offers to submit a draft one).
  async decorate(r, rows) {
    if (!rows.length) return rows;
    const s = servicingRepos.schedule;
    const schedules = await s.list(r.db, beyondDataScope(r.ctx), {
      where: [
        inArray(
          s.col('iouId'),
          rows.map((x) => String(x.id)),
        ),
      ],
      query: { ascs: 'scheduleVersion' },
      limit: 100_000,
    });
    const newest = new Map(schedules.map((x) => [String(x.iouId), String(x.flowState)]));
    return rows.map((x) => ({ ...x, scheduleState: newest.get(String(x.id)) ?? null }));
  },
};

export interface IouRouteDeps {
  db: Db;
  contracts: ContractModule;
}

/** The IOU by id or number within the caller's data scope, with its schedule versions; 404 when none. */
async function iouDetail(
  service: ResourceService,
  db: Db,
  ctx: RequestContext,
  where: { id?: string; iouNo?: string },
) {
  const r = servicingRepos.iou;
  const [row] = await r.list(db, ctx, {
    where: [where.id ? eq(r.col('id'), where.id) : eq(r.col('iouNo'), String(where.iouNo))],
    limit: 1,
  });
  if (!row) throw notFound(l('借据不存在', 'No such IOU'));
  const out = await service.detail(ctx, row.id);
  const s = servicingRepos.schedule;
  out.schedules = (
    await s.list(db, ctx, { where: [eq(s.col('iouId'), row.id)], query: { ascs: 'scheduleVersion' } })
  ).map((x) => s.toWire(x));
  return out;
}

export function registerIouRoutes(app: FastifyInstance, deps: IouRouteDeps) {
  const { db, contracts } = deps;
  const service = registerResourceRoutes(app, { repo: servicingRepos.iou, db, hooks: iouHooks });

  const update = (ctx: RequestContext, body: Row, req: unknown) => {
    const values = Object.fromEntries(SERVICING_OPTIONS.filter((k) => Object.hasOwn(body, k)).map((k) => [k, body[k]]));
    return service.update(ctx, { id: body.id, ...values, version: body.version }, { req: req as never });
  };

  for (const call of ['updateIou', 'submit'])
    defineRoute(app, {
      method: 'POST',
      url: `${BASE}/${call}`,
      permission: 'loan_iou_edit',
      tags: TAGS,
      summary: `借据 — change its servicing options (${SERVICING_OPTIONS.join(', ')}) while it is repaying${
        call === 'submit' ? '; without an id refused (IOUs come from approved disbursements)' : ''
      }`,
      params: [id('id', iou.noun ?? iou.label), ...OPTION_FIELDS],
      handler: async ({ ctx, req }) => {
        const body = (req.body ?? {}) as Row;
        if (!body.id) {
          if (call === 'submit') throw badRequest(NOT_BY_HAND);
          throw invalidField('id', IOU_ID.required!);
        }
        await update(ctx, body, req);
        return true;
      },
    });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/remove`,
    permission: 'loan_iou_delete',
    tags: TAGS,
    summary:
      '借据 — remove IOUs made in error (no schedule ever in effect, no receipt): the IOU, its schedules and its disbursement go, the contract gets the amount back',
    params: [ids('ids', l('借据', 'IOUs'), { required: l('请选择借据', 'please select the IOU'), max: 2000 })],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        const ids = params.ids.split(',').filter(Boolean);
        const rows = await servicingRepos.iou.findIds(h.tx, ctx, ids);
        if (rows.length !== ids.length) throw notFound(l('借据不存在', 'No such IOU'));
        for (const row of rows) await removeIou(h, contracts, row);
        return true;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getIous`,
    permission: 'loan_iou_view',
    tags: TAGS,
    summary: '借据 — the IOUs of a contract or a lessee (no paging)',
    params: [id('contractId', l('合同', 'Contract')), id('customerId', l('承租人', 'Lessee'))],
    handler: ({ ctx, params }) => {
      if (!params.contractId && !params.customerId)
        throw invalidField('contractId', l('请选择合同或承租人', 'please select the contract or the lessee'));
      return service.list(ctx, {
        ...(params.contractId ? { contractId: params.contractId } : {}),
        ...(params.customerId ? { customerId: params.customerId } : {}),
        ascs: 'id',
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/detail`,
    permission: 'loan_iou_view',
    tags: TAGS,
    summary: '借据 — one IOU by its number (iouNo) or id, with its schedule versions',
    params: [text('iouNo', l('借据编号', 'IOU number'), { max: 40 }), id('id', iou.noun ?? iou.label)],
    handler: ({ ctx, params }) => {
      if (!params.iouNo && !params.id) throw invalidField('iouNo', l('请输入借据编号', 'please enter the IOU number'));
      return iouDetail(service, db, ctx, { id: params.id ?? undefined, iouNo: params.iouNo ?? undefined });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/evaluate`,
    permission: 'loan_iou_view',
    tags: TAGS,
    summary:
      '借据 — the IOU as of any date, read-only (the replay the daily job runs, nothing written): periods paid and unpaid by component, overdue days and 罚息, each receipt and its allocations, DPD, class and the three received figures; the class thresholds may be given for this evaluation',
    params: [
      id('id', iou.noun ?? iou.label),
      text('iouNo', l('借据编号', 'IOU number'), { max: 40 }),
      AS_OF,
      ...THRESHOLD_PARAMS,
    ],
    handler: async ({ ctx, params }) => {
      if (!params.iouNo && !params.id) throw invalidField('iouNo', l('请输入借据编号', 'please enter the IOU number'));
      const r = servicingRepos.iou;
      const [row] = await r.list(db, ctx, {
        where: [params.id ? eq(r.col('id'), params.id) : eq(r.col('iouNo'), String(params.iouNo))],
        limit: 1,
      });
      if (!row) throw notFound(l('借据不存在', 'No such IOU'));
      const asOf = params.asOf || (await businessDate(db, ctx));
      if (asOf < String(row.loanDate))
        throw invalidField(
          'asOf',
          labelled(
            AS_OF.label,
            l(`不能早于放款日 (${row.loanDate})`, `must not be before the disbursement date (${row.loanDate})`),
          ),
        );
      return evaluationOf(db, ctx, row, asOf, thresholdsFrom(params));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${PROCESSPRO}/getAllLoanListByComId`,
    permission: 'loan_iou_view',
    tags: TAGS,
    summary: '借据 — every IOU of a company (comId: the lessee)',
    params: [id('comId', l('企业', 'Company'), { required: l('请选择企业', 'please select the company') })],
    handler: ({ ctx, params }) => service.list(ctx, { customerId: params.comId, ascs: 'id' }),
  });

  return service;
}

const AS_OF = date('asOf', l('评估日期', 'Evaluated as of'));

/** The class thresholds an evaluation may be given (DPD strictly above each), all or none. */
const THRESHOLD_PARAMS = [
  int('substandard', l('次级天数', 'Substandard after (days)'), { minValue: 1, maxValue: 3650 }),
  int('doubtful', l('可疑天数', 'Doubtful after (days)'), { minValue: 1, maxValue: 3650 }),
  int('loss', l('损失天数', 'Loss after (days)'), { minValue: 1, maxValue: 3650 }),
];

function thresholdsFrom(params: Record<string, unknown>): Thresholds | undefined {
  const given = THRESHOLD_PARAMS.filter((f) => params[f.name] !== undefined && params[f.name] !== null);
  if (given.length === 0) return undefined;
  const missing = THRESHOLD_PARAMS.find((f) => !given.includes(f));
  if (missing)
    throw invalidField(
      missing.name,
      labelled(missing.label, l('三个分类天数须一并给出', 'all three class thresholds are given together')),
    );
  const t = { substandard: Number(params.substandard), doubtful: Number(params.doubtful), loss: Number(params.loss) };
  if (!(t.substandard < t.doubtful && t.doubtful < t.loss))
    throw invalidField(
      'doubtful',
      labelled(THRESHOLD_PARAMS[1].label, l('须满足 次级 < 可疑 < 损失', 'must satisfy substandard < doubtful < loss')),
    );
  return t;
}

/** The any-date view of an IOU: what refreshIous would write as of `asOf`, answered instead of written. */
async function evaluationOf(db: Db, ctx: RequestContext, row: IouRow, asOf: string, given?: Thresholds) {
  const { rows, receipts, state, figures, thresholds } = await evaluateAsOf(db, ctx, row, asOf, given);
  const numberOf = new Map(receipts.map((x) => [String(x.id), x.receiptNo]));
  const m = (v: Parameters<typeof formatMoney>[0]) => formatMoney(v);
  return {
    iouId: row.id,
    iouNo: row.iouNo,
    asOf,
    thresholds,
    figures,
    periods: periodsWithPaid(rows, rows.length ? state : undefined),
    receipts: state.payments
      .filter((p) => p.date <= asOf)
      .map((p) => ({
        id: p.id,
        receiptNo: numberOf.get(p.id) ?? null,
        receiptDate: p.date,
        amount: m(p.amount),
        applied: m(p.applied),
        credit: m(p.credit),
      })),
    allocations: state.lines.map((x) => ({
      receiptId: x.paymentId,
      receiptNo: numberOf.get(x.paymentId) ?? null,
      applyDate: x.date,
      period: x.period,
      component: x.component,
      amount: m(x.amount),
    })),
  };
}

/**
 * One IOU removed with what it made: refused once a schedule of it was in effect (or is in approval) or money was
 * received for it; else its schedules, the disbursement and the contract's 已放款金额 are undone with it.
 */
async function removeIou(h: HookContext, contracts: ContractModule, row: Row) {
  const wide = beyondDataScope(h.ctx);
  const s = servicingRepos.schedule;
  const schedules = await s.list(h.tx, wide, { where: [eq(s.col('iouId'), String(row.id))] });
  const took = schedules.some(
    (x) =>
      x.effective === '1' ||
      [RECORD_STATES.running, RECORD_STATES.approved, 'superseded'].includes(String(x.flowState)),
  );
  if (took)
    throw badRequest(
      l(
        `借据 ${row.iouNo} 的租金支付表已生效或在审批中, 不能删除`,
        `The schedule of IOU ${row.iouNo} took effect or is in approval; the IOU cannot be removed`,
      ),
    );
  const rc = servicingRepos.receipt;
  if (await rc.count(h.tx, wide, eq(rc.col('iouId'), String(row.id))))
    throw badRequest(l(`借据 ${row.iouNo} 已有收款, 不能删除`, `IOU ${row.iouNo} has receipts; it cannot be removed`));
  // (A letter needs a schedule in effect, so an IOU that may go has none.)
  const r = servicingRepos.scheduleRow;
  const rows = schedules.length
    ? await r.list(h.tx, wide, {
        where: [
          inArray(
            r.col('scheduleId'),
            schedules.map((x) => x.id),
          ),
        ],
        limit: 1_000_000,
      })
    : [];
  if (rows.length)
    await r.remove(
      h.tx,
      wide,
      rows.map((x) => x.id),
    );
  if (schedules.length)
    await s.remove(
      h.tx,
      wide,
      schedules.map((x) => x.id),
    );
  await servicingRepos.iou.remove(h.tx, wide, [String(row.id)]);
  if (row.loanId) await servicingRepos.loan.remove(h.tx, wide, [String(row.loanId)]);
  await contracts.lockContract(h.tx, wide, String(row.contractId));
  await contracts.addLoaned(h, String(row.contractId), `-${row.loanAmount}`);
  h.changed(iou.name, 'remove', [String(row.id)]);
}
