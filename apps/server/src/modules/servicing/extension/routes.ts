// The extension views (spec: contractchange/extensionchange dateQualified, beforeStart, getContractByEntryId): whether
// an IOU may be extended on a date, the form's prefill from the ledger, and the contract an IOU belongs to — read-only.
import { date, extensionChange, id, l, text } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { invalidField, labelled, notFound, requestLocale } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import type { ProjectApi } from '../../project';
import { businessDate, evaluateAsOf } from '../ledger';
import { periodsWithPaid } from '../loan/schedule-excel';
import { type IouRow, servicingRepos } from '../repos';
import { qualification } from './qualify';

const TAGS = [extensionChange.label['en-US']];
const BASE = `/api${extensionChange.api}`;
const IOU_NO = l('借据编号', 'IOU number');

/** The IOU by number or id, within the caller's data scope. */
async function iouNamed(db: Db, ctx: RequestContext, no: string | null | undefined, iouId?: string | null) {
  if (!no && !iouId) throw invalidField('iouNo', labelled(IOU_NO, l('请输入借据编号', 'please enter the IOU number')));
  const r = servicingRepos.iou;
  const [row] = await r.list(db, ctx, {
    where: [iouId ? eq(r.col('id'), iouId) : eq(r.col('iouNo'), String(no))],
    limit: 1,
  });
  if (!row) throw notFound(l('借据不存在', 'No such IOU'));
  return row as IouRow;
}

export function registerExtensionRoutes(
  app: FastifyInstance,
  { db, contracts, projects }: { db: Db; contracts: ContractModule; projects: ProjectApi },
) {
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/dateQualified`,
    permission: 'loan_extension_view',
    tags: TAGS,
    summary:
      '展期 — whether the IOU may be extended on the date: {qualified, reasons[], extensions} by the tenant’s parameters (extension.maxCount)',
    params: [
      text('iouNo', IOU_NO, { max: 40 }),
      id('iouId', l('借据', 'IOU')),
      date('trandate', l('生效日', 'Effective date'), {
        required: l('请选择生效日', 'please select the effective date'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const iou = await iouNamed(db, ctx, params.iouNo, params.iouId);
      const q = await qualification(db, ctx, iou, String(params.trandate));
      const lang = requestLocale(req);
      return { qualified: q.qualified, reasons: q.reasons.map((r) => r[lang]), extensions: q.extensions };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/beforeStart`,
    permission: 'loan_extension_view',
    tags: TAGS,
    summary:
      "展期 — the form's prefill as of the business date: the IOU, its remaining principal and periods, maturity, what is overdue, the extensions so far, the first period an extension may start from, the guarantors whose consent it needs",
    params: [text('lousNum', IOU_NO, { max: 40 }), id('iouId', l('借据', 'IOU'))],
    handler: async ({ ctx, params, req }) => {
      const iou = await iouNamed(db, ctx, params.lousNum, params.iouId);
      const today = await businessDate(db, ctx);
      const ev = await evaluateAsOf(db, ctx, iou, today);
      const next = ev.rows.find((r) => String(r.dueDate) > today);
      const due = ev.state.outstandingDue;
      const q = await qualification(db, ctx, iou, today);
      const lang = requestLocale(req);
      const remaining = next ? ev.rows.filter((r) => Number(r.period) >= Number(next.period)) : [];
      return {
        iou: servicingRepos.iou.toWire(iou),
        businessDate: today,
        fromPeriod: next ? Number(next.period) : null,
        // The principal not yet due: the opening balance of the first period due after today.
        remainingPrincipal: next ? formatMoney(new D(String(next.balance)).plus(String(next.principal))) : '0.00',
        remainingPeriods: remaining.length,
        originalEndDate: ev.rows.at(-1)?.dueDate ?? iou.endDate,
        overdue: {
          principal: formatMoney(due.principal),
          interest: formatMoney(due.interest),
          penalty: formatMoney(due.penalty),
          fee: formatMoney(due.fee),
        },
        extensionNo: q.extensions + 1,
        qualified: q.qualified,
        reasons: q.reasons.map((r) => r[lang]),
        guarantors: iou.contractId ? await projects.contractGuarantors(db, ctx, String(iou.contractId)) : [],
        figures: ev.figures,
        periods: periodsWithPaid(ev.rows, ev.rows.length ? ev.state : undefined),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getContractByEntryId`,
    permission: 'loan_extension_view',
    tags: TAGS,
    summary:
      '展期 — the contract an entry belongs to (entryName: an IOU number or a contract number) with its IOUs still repaying, within the caller’s data scope',
    params: [
      text('entryName', l('借据或合同编号', 'IOU or contract number'), {
        required: l('请输入借据或合同编号', 'please enter an IOU or contract number'),
        max: 60,
      }),
    ],
    handler: async ({ ctx, params }) => {
      const no = String(params.entryName).trim();
      const r = servicingRepos.iou;
      const [byIou] = await r.list(db, ctx, { where: [eq(r.col('iouNo'), no)], limit: 1 });
      const contract = byIou?.contractId
        ? await contracts.visibleContract(db, ctx, String(byIou.contractId))
        : await contracts.visibleContractByNo(db, ctx, no);
      if (!contract) throw notFound(l('没有找到该借据或合同', 'No IOU or contract has that number'));
      const ious = await r.list(db, beyondDataScope(ctx), {
        where: [eq(r.col('contractId'), contract.id), inArray(r.col('iouState'), ['active'])],
        query: { ascs: 'iouNo' },
      });
      return {
        contract: {
          id: contract.id,
          contractNo: contract.contractNo,
          contractName: contract.contractName ?? null,
          customerId: contract.customerId ?? null,
        },
        ious: ious.map((x) => ({
          id: x.id,
          iouNo: x.iouNo,
          outstandingPrincipal: x.outstandingPrincipal,
          endDate: x.endDate,
          dpd: x.dpd,
          riskLevel: x.riskLevel,
        })),
      };
    },
  });
}
