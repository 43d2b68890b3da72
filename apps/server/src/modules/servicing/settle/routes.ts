// The settle views (spec: contractchange/settle getChangeSettleVO, getByIouAndMonth, getByIouAndMonthPlus): the
// settle screen's initial data and the quote on a period's due date or on any date — read-only, priced by quote.ts.
import { SETTLE_INTEREST_RULES, earlySettlement, id, int, l, text, date, dict, percent } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { AppError, badRequest, invalidField, labelled, notFound, requestLocale } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import { businessDate, effectiveRows, evaluateAsOf } from '../ledger';
import { periodsWithPaid } from '../loan/schedule-excel';
import { type IouRow, servicingRepos } from '../repos';
import { explainQuote, quoteOf, recordLines } from './quote';
import { settleRepos } from './repos';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { amountInWords, formatAmount } from '@flp/shared/format';
import type { ContractModule } from '../../contract';
import { generateFromModel } from '../../contract-model';
import { customerCard } from '../../customer';
import type { FileService } from '../../resource';

const TAGS = [earlySettlement.label['en-US']];
const BASE = `/api${earlySettlement.api}`;
const field = (name: string) => earlySettlement.fields.find((f) => f.name === name)!;
const labelOf = (name: string) => field(name).label;

/** The IOU by number (louNum, the spec's name) or id, within the caller's data scope. */
const IOU_PARAMS = [text('louNum', l('借据编号', 'IOU number'), { max: 40 }), id('iouId', l('借据', 'IOU'))] as const;
const CHOICES = [
  dict('accruedInterestRule', labelOf('accruedInterestRule'), 'settle_interest_rule', {
    options: SETTLE_INTEREST_RULES,
  }),
  percent('breakFeeRate', labelOf('breakFeeRate'), { scale: 4, maxValue: 100 }),
] as const;

async function iouNamed(db: Db, ctx: RequestContext, p: { louNum?: string | null; iouId?: string | null }) {
  if (!p.louNum && !p.iouId)
    throw invalidField(
      'louNum',
      labelled(l('借据编号', 'IOU number'), l('请输入借据编号', 'please enter the IOU number')),
    );
  const r = servicingRepos.iou;
  const [row] = await r.list(db, ctx, {
    where: [p.iouId ? eq(r.col('id'), p.iouId) : eq(r.col('iouNo'), String(p.louNum))],
    limit: 1,
  });
  if (!row) throw notFound(l('借据不存在', 'No such IOU'));
  return row as IouRow;
}

/** A quote as the views answer it: its date and choices, each line with its rule (in the caller's language). */
async function quoteView(
  db: Db,
  ctx: RequestContext,
  iou: IouRow,
  date: string,
  choice: Record<string, unknown>,
  lang: 'zh-CN' | 'en-US',
) {
  const q = await quoteOf(db, ctx, iou, date, choice, labelOf);
  return {
    iouId: iou.id,
    iouNo: iou.iouNo,
    trandate: date,
    accruedInterestRule: q.rule,
    breakFeeRate: q.breakFeeRate,
    lines: explainQuote(q, date).map((x) => ({ ...x, label: field(x.key).label[lang], rule: x.rule[lang] })),
  };
}

/** The settlement letter's data: the record as approved, its lines with their rules, the lessee and the contract. */
async function letterData(db: Db, ctx: RequestContext, contracts: ContractModule, record: Row) {
  const iou = await servicingRepos.iou.getById(db, beyondDataScope(ctx), String(record.iouId));
  const lessee = iou.customerId ? await customerCard(db, ctx, String(iou.customerId)) : null;
  const contract = iou.contractId ? await contracts.findContract(db, ctx, String(iou.contractId)) : null;
  const money = (v: unknown) => formatAmount(String(v ?? '0'));
  return {
    lessee: lessee ?? {},
    settle: {
      settleNo: record.settleNo ?? '',
      contractNo: contract?.contractNo ?? '',
      iouNo: iou.iouNo,
      trandate: record.trandate,
      total: money(record.total),
      waiver: money(record.waiver),
      payable: money(record.payable),
      payableUpper: amountInWords(String(record.payable ?? '0')),
      quoteValidUntil: record.quoteValidUntil || record.trandate,
    },
    settleLines: recordLines(record).map((x) => ({
      item: field(x.key).label['zh-CN'].replace(/\(元\)$/, ''),
      amount: money(x.amount),
      rule: x.rule['zh-CN'],
    })),
  };
}

export interface SettleRouteDeps {
  db: Db;
  service: ResourceService;
  files: FileService;
  contracts: ContractModule;
}

export function registerSettleRoutes(app: FastifyInstance, { db, service, files, contracts }: SettleRouteDeps) {
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/createSettleDoc`,
    permission: 'loan_settle_edit',
    tags: TAGS,
    summary:
      "提前结清 — generates the settlement letter (提前结清通知书) of an approved settlement from the enabled model of its type, filed under the record's documents; {id, name, link}",
    params: [
      id('id', earlySettlement.noun ?? earlySettlement.label, {
        required: l('请选择提前结清', 'please select the settlement'),
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      const r = settleRepos.settlement;
      const [record] = await r.list(db, ctx, { where: [eq(r.col('id'), String(params.id))], limit: 1 });
      if (!record) throw notFound(l('提前结清不存在', 'No such settlement'));
      if (record.flowState !== 'approved')
        throw badRequest(
          l('提前结清审批通过后才能生成结清通知书', 'The letter is made once the settlement is approved'),
        );
      const data = await letterData(db, ctx, contracts, record);
      return service.write(ctx, { req }, (h) =>
        generateFromModel(h, files, {
          type: 8,
          data,
          def: earlySettlement,
          recordId: String(record.id),
          field: 'documents',
          fileName: `提前结清通知书-${record.settleNo}.docx`,
        }),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getChangeSettleVO`,
    permission: 'loan_settle_view',
    tags: TAGS,
    summary:
      "提前结清 — the settle screen's initial data: the IOU, its periods paid and unpaid as of the business date, the contract's settlement terms, and the quote as of the business date",
    params: [...IOU_PARAMS],
    handler: async ({ ctx, params, req }) => {
      const iou = await iouNamed(db, ctx, params);
      const today = await businessDate(db, ctx);
      const terms = (iou.terms ?? {}) as Record<string, unknown>;
      let quote: unknown = null;
      try {
        quote = await quoteView(db, ctx, iou, today, {}, requestLocale(req));
      } catch (e) {
        // No quote today (settled, not yet in effect, past its last due date: a 400): the screen says why when a date
        // is chosen. Anything else is a fault and is not hidden.
        if (!(e instanceof AppError && e.status === 400)) throw e;
      }
      const ev = await evaluateAsOf(db, ctx, iou, today);
      return {
        iou: servicingRepos.iou.toWire(iou),
        businessDate: today,
        figures: ev.figures,
        periods: periodsWithPaid(ev.rows, ev.rows.length ? ev.state : undefined),
        terms: {
          settleInterestRule: terms.settleInterestRule ?? 'PRO_RATA',
          breakFeeRate: terms.breakFeeRate ?? '0',
          deposit: terms.deposit ?? '0',
          purchasePrice: terms.purchasePrice ?? '0',
        },
        quote,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getByIouAndMonth`,
    permission: 'loan_settle_view',
    tags: TAGS,
    summary: '提前结清 — the quote when settling on the due date of period `month` (louNum: the IOU number)',
    params: [
      ...IOU_PARAMS,
      int('month', l('期次', 'Period'), {
        required: l('请输入期次', 'please enter the period'),
        minValue: 1,
        maxValue: 1200,
      }),
      ...CHOICES,
    ],
    handler: async ({ ctx, params, req }) => {
      const iou = await iouNamed(db, ctx, params);
      const rows = await periodsOf(db, ctx, iou);
      const row = rows.find((r) => r.period === params.month);
      if (!row)
        throw invalidField(
          'month',
          labelled(l('期次', 'Period'), l(`借据没有第 ${params.month} 期`, `the IOU has no period ${params.month}`)),
        );
      return quoteView(db, ctx, iou, row.dueDate, params, requestLocale(req));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getByIouAndMonthPlus`,
    permission: 'loan_settle_view',
    tags: TAGS,
    summary: '提前结清 — the quote on any date (louNum: the IOU number; trandate: the settlement date)',
    params: [
      ...IOU_PARAMS,
      date('trandate', labelOf('trandate'), { required: l('请选择结清日', 'please select the settlement date') }),
      ...CHOICES,
    ],
    handler: async ({ ctx, params, req }) => {
      const iou = await iouNamed(db, ctx, params);
      return quoteView(db, ctx, iou, String(params.trandate), params, requestLocale(req));
    },
  });
}

/** The periods of the IOU's schedule in effect (plain, without what was paid). */
async function periodsOf(db: Db, ctx: RequestContext, iou: IouRow) {
  return periodsWithPaid(await effectiveRows(db, ctx, [iou.id]), undefined);
}
