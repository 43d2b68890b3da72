// 租金支付表 (repaymentSch/repaymentschedule) and its approval, the `repayment` family (repayment/repayment): a
// schedule is made with its IOU, may be regenerated with another rent method (updateSch), removed or have its remark
// saved (submit) while not yet in effect, and takes effect on its approval (ledger.activateSchedule). Reads: its rows,
// the rows of an IOU's schedule in effect with what was paid (payBackScheListAdjust), a contract with its IOUs and
// their schedules (getChangeContractByConId), and the rent and repayment schedules as Excel.
import {
  IOU_STATES,
  RECORD_STATES,
  RENT_METHOD_OPTIONS,
  dict,
  id,
  l,
  repaymentFamily,
  repaymentSchedule,
  scheduleOfTerms,
} from '@flp/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { ResourceHooks, ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, invalidField, labelled, notFound } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { type FamilyRules, registerWorkflowFamily } from '../../flow/families';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import {
  activateSchedule,
  businessDate,
  countedReceipts,
  deriveState,
  insertScheduleRows,
  scheduleFigures,
} from '../ledger';
import { servicingRepos } from '../repos';
import { periodsWithPaid, sendScheduleWorkbook } from './schedule-excel';

const TAGS = [repaymentSchedule.label['en-US']];
const BASE = `/api${repaymentSchedule.api}`;
const FAMILY = `/api${repaymentFamily.api}`;
const COMMON_FILE = '/api/rzzl_qy/common/file';
/** Not yet in effect: the only states in which a schedule may be regenerated, removed or sent for approval. */
export const NOT_EFFECTIVE = [RECORD_STATES.draft, RECORD_STATES.rejected, RECORD_STATES.withdrawn];
const SCHEDULE_NOUN = repaymentSchedule.noun ?? repaymentSchedule.label;
const SCHEDULE_REQUIRED = l('请选择租金支付表', 'please select the schedule');
const SCHEDULE_ID = (name: string) => id(name, SCHEDULE_NOUN, { required: SCHEDULE_REQUIRED });

const scheduleHooks: ResourceHooks<typeof repaymentSchedule> = {
  async beforeCreate() {
    throw badRequest(
      l('租金支付表随借据生成, 不能手工新增', 'Schedules are made with their IOU; they cannot be added by hand'),
    );
  },
};

/** A schedule starts its approval only for a repaying IOU, one at a time. */
const repaymentRules: FamilyRules<typeof repaymentSchedule> = {
  async validate(h, record) {
    const wide = beyondDataScope(h.ctx);
    const iouRow = await servicingRepos.iou.findById(h.tx, wide, String(record.iouId));
    if (!iouRow || iouRow.iouState !== IOU_STATES.active)
      throw badRequest(
        l('借据不在还款中, 租金支付表不能生效', 'The IOU is not repaying; its schedule cannot take effect'),
      );
    await servicingRepos.iou.lockById(h.tx, wide, iouRow.id);
    const s = servicingRepos.schedule;
    const other = await s.count(
      h.tx,
      wide,
      and(
        eq(s.col('iouId'), String(record.iouId)),
        ne(s.col('id'), String(record.id)),
        eq(s.col('flowState'), RECORD_STATES.running),
      )!,
    );
    if (other) throw badRequest(l('该借据已有审批中的租金支付表', 'Another schedule of the IOU is in approval'));
  },
  async onApproved(h, record) {
    const ctx = beyondDataScope(h.ctx);
    await activateSchedule(h.tx, ctx, String(record.id), await businessDate(h.tx, ctx));
  },
};

/** The schedule within the caller's data scope, or 404. */
async function scheduleOf(db: Db, ctx: RequestContext, scheduleId: string): Promise<Row> {
  const row = await servicingRepos.schedule.findById(db, ctx, scheduleId);
  if (!row) throw notFound(l('租金支付表不存在', 'No such schedule'));
  return row;
}

/** The periods of a schedule in period order. */
export async function rowsOf(db: Db, ctx: RequestContext, scheduleId: string) {
  const r = servicingRepos.scheduleRow;
  return r.list(db, ctx, { where: [eq(r.col('scheduleId'), scheduleId)], query: { ascs: 'period' }, limit: 10_000 });
}

/**
 * A schedule's periods with what was paid of them, as of the business date, derived afresh from the IOU's receipts
 * (nothing written): for a schedule not in effect nothing was paid.
 */
export async function adjustRows(db: Db, ctx: RequestContext, schedule: Row) {
  const wide = beyondDataScope(ctx);
  const rows = await rowsOf(db, wide, String(schedule.id));
  const iouRow = await servicingRepos.iou.getById(db, wide, String(schedule.iouId));
  const asOf = await businessDate(db, ctx);
  const receipts = schedule.effective === '1' ? await countedReceipts(db, wide, [iouRow.id]) : [];
  const state = rows.length ? deriveState(iouRow, rows, receipts, asOf) : undefined;
  return { iou: iouRow, asOf, periods: periodsWithPaid(rows, state) };
}

export interface ScheduleRouteDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  contracts: ContractModule;
}

export function registerScheduleRoutes(app: FastifyInstance, deps: ScheduleRouteDeps) {
  const { db, runtime, contracts } = deps;
  const service: ResourceService = registerResourceRoutes(app, {
    repo: servicingRepos.schedule,
    db,
    hooks: scheduleHooks,
  });
  const family = registerWorkflowFamily(app, repaymentFamily, { db, runtime, service }, repaymentRules);

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/updateSch`,
    permission: 'loan_schedule_edit',
    tags: TAGS,
    summary: "租金支付表 — regenerate a schedule not yet in effect with another rent method, from its IOU's terms",
    params: [
      SCHEDULE_ID('id'),
      dict('repaymentType', l('还款方式', 'Repayment type'), 'lease_rent_method', {
        options: RENT_METHOD_OPTIONS,
        required: l('请选择还款方式', 'please select the repayment type'),
      }),
    ],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        await scheduleOf(h.tx, ctx, params.id);
        const schedule = await servicingRepos.schedule.lockById(h.tx, ctx, params.id);
        if (!NOT_EFFECTIVE.includes(String(schedule.flowState)))
          throw badRequest(
            l(
              '租金支付表已生效或在审批中, 不能重新生成',
              'The schedule is in effect or in approval; it cannot be regenerated',
            ),
          );
        const wide = beyondDataScope(ctx);
        const iouRow = await servicingRepos.iou.getById(h.tx, wide, String(schedule.iouId));
        const terms = { ...((iouRow.terms as Row | null) ?? {}), rentMethod: params.repaymentType };
        let out: ReturnType<typeof scheduleOfTerms>;
        try {
          out = scheduleOfTerms(terms, String(iouRow.loanDate));
        } catch {
          throw invalidField(
            'repaymentType',
            labelled(
              l('还款方式', 'Repayment type'),
              l('借据的租赁条件不能按此方式计算', "does not fit the IOU's terms"),
            ),
          );
        }
        const old = await rowsOf(h.tx, wide, params.id);
        if (old.length)
          await servicingRepos.scheduleRow.remove(
            h.tx,
            wide,
            old.map((r) => r.id),
          );
        await insertScheduleRows(h.tx, wide, iouRow, params.id, out);
        await service.patch(h, params.id, { repaymentType: params.repaymentType, terms, ...scheduleFigures(out) });
        // The IOU's terms are those of its schedule while none is in effect (the first schedule is still open).
        const s = servicingRepos.schedule;
        const effective = await s.count(h.tx, wide, and(eq(s.col('iouId'), iouRow.id), eq(s.col('effective'), '1'))!);
        if (!effective) await servicingRepos.iou.update(h.tx, wide, iouRow.id, { terms });
        return true;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/noPageList`,
    permission: 'loan_schedule_view',
    tags: TAGS,
    summary: '租金支付表 — every schedule matching the filters (iouId, contractId, customerId, flowState …), no paging',
    handler: ({ ctx, req }) => service.list(ctx, (req.query ?? {}) as Row),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/payBackScheListAdjust`,
    permission: 'loan_schedule_view',
    tags: TAGS,
    summary:
      "租金支付表 — the periods of the IOU's schedule in effect with paid, unpaid, overdue days and 罚息 as of the business date",
    params: [id('iouId', l('借据', 'IOU')), id('pid', repaymentSchedule.noun ?? repaymentSchedule.label)],
    handler: async ({ ctx, params }) => {
      let schedule: Row | undefined;
      if (params.pid) schedule = await scheduleOf(db, ctx, params.pid);
      else if (params.iouId) {
        const s = servicingRepos.schedule;
        [schedule] = await s.list(db, ctx, {
          where: [and(eq(s.col('iouId'), params.iouId), eq(s.col('effective'), '1'))!],
          limit: 1,
        });
        if (!schedule) throw notFound(l('该借据没有生效的租金支付表', 'The IOU has no schedule in effect'));
      } else throw invalidField('iouId', l('请选择借据', 'please select the IOU'));
      const { asOf, periods } = await adjustRows(db, ctx, schedule);
      return { scheduleId: String(schedule.id), asOf, periods };
    },
  });

  // Also where the spec lists them, among the common file calls (common/file/downloadRent?pid=, the file calls
  // naming a record pid): the same download, permission and ticket (docs/decisions.md "The spec's dialect").
  for (const [call, withPaid] of [
    ['downloadRent', false],
    ['downloadRepay', true],
  ] as const)
    defineRoute(app, {
      method: 'GET',
      url: [`${BASE}/${call}`, `${COMMON_FILE}/${call}`],
      permission: 'loan_schedule_view',
      ticket: true,
      tags: TAGS,
      summary: withPaid
        ? '租金支付表 — the repayment schedule (.xlsx): each period planned, paid, unpaid, days overdue and 罚息'
        : '租金支付表 — the rent schedule (.xlsx): each period planned',
      params: [id('id', SCHEDULE_NOUN), id('pid', SCHEDULE_NOUN)],
      handler: async ({ ctx, params, reply }) => {
        const scheduleId = params.id ?? params.pid;
        if (!scheduleId) throw invalidField('id', SCHEDULE_REQUIRED);
        const schedule = await scheduleOf(db, ctx, scheduleId);
        const { iou, asOf, periods } = await adjustRows(db, ctx, schedule);
        return sendScheduleWorkbook(reply, { schedule, iou, asOf, periods, withPaid });
      },
    });

  defineRoute(app, {
    method: 'GET',
    url: `${FAMILY}/page`,
    permission: 'loan_schedule_view',
    tags: TAGS,
    paged: true,
    summary: '租金支付表审批 — the schedules with their approval state (paged; filters as the schedule list)',
    handler: ({ ctx, req, paging }) => service.page(ctx, (req.query ?? {}) as Row, { paging }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${FAMILY}/getChangeContractByConId`,
    permission: 'loan_schedule_view',
    tags: TAGS,
    summary: '租金支付表审批 — a contract with its IOUs, each with its schedule in effect and its periods',
    params: [id('conId', l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') })],
    handler: async ({ ctx, params }) => {
      const contract = await contracts.visibleContract(db, ctx, params.conId);
      if (!contract) throw notFound(l('合同不存在', 'No such contract'));
      const ious = await servicingRepos.iou.list(db, ctx, {
        where: [eq(servicingRepos.iou.col('contractId'), params.conId)],
        query: { ascs: 'id' },
      });
      const s = servicingRepos.schedule;
      const out = [];
      for (const iouRow of ious) {
        const [schedule] = await s.list(db, ctx, {
          where: [and(eq(s.col('iouId'), iouRow.id), eq(s.col('effective'), '1'))!],
          limit: 1,
        });
        out.push({
          ...servicingRepos.iou.toWire(iouRow),
          schedule: schedule ? s.toWire(schedule) : null,
          rows: schedule ? await rowsOf(db, ctx, schedule.id) : [],
        });
      }
      return {
        contract: {
          id: contract.id,
          contractNo: contract.contractNo,
          contractName: contract.contractName,
          customerId: contract.customerId ? contract.customerId : null,
          financeAmount: contract.financeAmount,
          loanedAmount: contract.loanedAmount,
          contractState: contract.contractState,
        },
        ious: out,
      };
    },
  });

  return { service, family };
}
