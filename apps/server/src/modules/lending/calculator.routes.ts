import { CALCULATOR_FIELDS, type FieldDef, type Localized, checkField, l } from '@flp/shared';
import { HUNDRED, calculateSchedule } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import { asBody } from '../../platform/crud/routes';
import { type FieldError, invalid, labelled, withFinanceLabels } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { sendXlsx } from '../../platform/http/excel';

const TAG = ['Rent calculator'];

/** The engine's rates are fractions (0.005); outside it a percent is in points (0.5), as percent fields hold them. */
const points = (fraction: string | null) => (fraction === null ? null : HUNDRED.times(fraction).toFixed());

const inputSchema = {
  type: 'object',
  description: 'lease terms; amounts and rates as decimal strings or numbers, annualRate in percent (6 = 6 %)',
  properties: {
    principal: { type: 'string' },
    annualRate: { type: 'string' },
    periods: { type: 'integer' },
    frequencyMonths: { type: 'integer', enum: [1, 2, 3, 4, 6, 12] },
    method: { type: 'string', enum: ['EQUAL_RENT', 'EQUAL_PRINCIPAL', 'FLAT', 'IRREGULAR'] },
    payIn: { type: 'string', enum: ['ARREARS', 'ADVANCE'] },
    startDate: { type: 'string', format: 'date' },
    firstDueDate: { type: 'string', format: 'date' },
    dayBasis: { type: 'string', enum: ['30/360', 'ACT/365', 'ACT/360'] },
    residual: { type: 'string' },
    purchasePrice: { type: 'string' },
    deposit: { type: 'string' },
    depositUse: { type: 'string', enum: ['REFUND', 'OFFSET_LAST'] },
    fee: { type: 'string' },
    feeMode: { type: 'string', enum: ['UPFRONT', 'SPREAD'] },
    graceMonths: { type: 'integer' },
    graceType: { type: 'string', enum: ['PRINCIPAL', 'INTEREST_DEFERRED', 'INTEREST_FREE'] },
    rounding: { type: 'string', enum: ['HALF_UP', 'HALF_EVEN'] },
    roundTo: { type: 'string', enum: ['CENT', 'YUAN'] },
    rents: { type: 'array', items: { type: ['string', 'number', 'null'] } },
  },
  required: ['principal', 'periods', 'frequencyMonths', 'method', 'payIn', 'startDate', 'dayBasis'],
};

/** Labels of the terms that are not CALCULATOR_FIELDS (the calculator page's own), so no answer shows a wire name. */
const TERM_LABELS: Record<string, Localized> = {
  input: l('租赁条件', 'Lease terms'),
  periods: l('期数', 'Periods'),
  frequencyMonths: l('支付频率', 'Frequency'),
  method: l('租金计算方式', 'Method'),
  payIn: l('支付方式', 'Payment timing'),
  startDate: l('起租日', 'Lease start'),
  firstDueDate: l('首期租金日', 'First rent due'),
  dayBasis: l('计息基准', 'Day basis'),
  depositUse: l('保证金处理', 'Deposit use'),
  feeMode: l('手续费收取', 'Fee collection'),
  graceMonths: l('宽限期(月)', 'Grace (months)'),
  graceType: l('宽限期类型', 'Grace type'),
  rounding: l('舍入方式', 'Rounding'),
  roundTo: l('舍入单位', 'Round to'),
};
const FIELD_LABELS = new Map<string, Localized>(Object.values(CALCULATOR_FIELDS).map((f) => [f.name, f.label]));

/** The label of a term's wire path: `rents[2]` is the third period's rent. */
function labelOf(field: string): Localized | undefined {
  const period = /^rents\[(\d+)\]$/.exec(field);
  if (period) {
    const n = Number(period[1]) + 1;
    return l(`第${n}期租金`, `Rent of period ${n}`);
  }
  return FIELD_LABELS.get(field) ?? TERM_LABELS[field];
}

/**
 * The terms' amounts and rate checked as money and percent fields are (a JSON number only when it is exactly the
 * amount written, at most 2 decimals; the rate in points below 100) before the engine adds its own rules.
 */
function checkTerms(body: Record<string, unknown>): Record<string, unknown> {
  const { rent, ...fields } = CALCULATOR_FIELDS;
  const values: [string, FieldDef, unknown][] = Object.values(fields).map((f) => [f.name, f, body[f.name]]);
  const rents: unknown[] = Array.isArray(body.rents) ? body.rents : [];
  for (const [i, v] of rents.entries()) values.push([`rents[${i}]`, rent, v]);
  const errors: FieldError[] = values.flatMap(([name, f, v]) => {
    if (v === undefined || v === null || v === '') return [];
    const r = checkField(f, v);
    return r.ok ? [] : [{ field: name, message: labelled(labelOf(name) ?? f.label, r.message) }];
  });
  if (errors.length) throw invalid(errors);
  return body;
}

/** The schedule of checked terms; the engine's input errors name their field by its label. */
const schedule = (body: unknown) => withFinanceLabels(labelOf, () => calculateSchedule(checkTerms(asBody(body))));

/**
 * The rent calculator (租金测算): the server is the authority for the schedule the web page previews with the same
 * shared functions. Bad terms answer 400 naming the field by its label.
 */
export function registerCalculatorRoutes(app: FastifyInstance) {
  app.post('/api/rzzl_qy/calculator/schedule', {
    config: { permission: 'calculator_view' },
    schema: { tags: TAG, summary: 'rent schedule, totals and IRRs for lease terms', body: inputSchema },
    handler: async (req) => ok(schedule(req.body)),
  });

  app.post('/api/rzzl_qy/calculator/export', {
    config: { permission: 'calculator_export' },
    schema: { tags: TAG, summary: 'the rent schedule as an Excel workbook', body: inputSchema },
    handler: async (req, reply) => {
      const out = schedule(req.body);
      const hasFee = out.rows.some((r) => Number(r.fee) !== 0);
      const hasOffset = out.rows.some((r) => Number(r.depositOffset) !== 0);
      const hasPrice = out.rows.some((r) => Number(r.purchasePrice) !== 0);
      return sendXlsx(reply, '租金测算表.xlsx', [
        {
          name: '租金支付表',
          title: '租金支付表',
          columns: [
            { header: '期次', key: 'period', width: 8 },
            { header: '计划收取日期', key: 'dueDate', width: 14 },
            { header: '租金', key: 'rent', money: true, width: 16 },
            { header: '本金', key: 'principal', money: true, width: 16 },
            { header: '利息', key: 'interest', money: true, width: 14 },
            ...(hasFee ? [{ header: '手续费', key: 'fee', money: true, width: 12 }] : []),
            ...(hasOffset ? [{ header: '保证金冲抵', key: 'depositOffset', money: true, width: 14 }] : []),
            ...(hasPrice ? [{ header: '留购价款', key: 'purchasePrice', money: true, width: 14 }] : []),
            { header: '期初本金', key: 'openingBalance', money: true, width: 16 },
            { header: '剩余本金', key: 'closingBalance', money: true, width: 16 },
          ],
          rows: out.rows.map((r) => ({ ...r })),
          footer: [
            {
              period: '合计',
              rent: out.totals.rent,
              principal: out.totals.principal,
              interest: out.totals.interest,
              fee: out.totals.fee,
            },
          ],
        },
        {
          name: '收益率',
          columns: [
            { header: '指标', key: 'name', width: 24 },
            { header: '数值', key: 'value', percent: true, width: 16 },
          ],
          // Every value in points: summary.annualRate already is, the IRRs come from the engine as fractions.
          rows: [
            { name: '年利率', value: out.summary.annualRate },
            { name: '期利率 IRR', value: points(out.irr.periodic) },
            { name: '名义年化 IRR', value: points(out.irr.nominalAnnual) },
            { name: '实际年化 IRR', value: points(out.irr.effectiveAnnual) },
            { name: 'XIRR', value: points(out.irr.xirr) },
          ],
        },
      ]);
    },
  });
}
