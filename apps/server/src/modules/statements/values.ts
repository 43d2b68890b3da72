// A report's figures as saved: the statements document checked line by line against the catalogue of its format (a
// code it does not know, or a figure that is not an amount, is a 400 naming the line), the period against its type
// (a half-year report ends in June or December), and the checks worked out again at every save — so what a report
// says about itself is never older than its figures.
import { SHEET_TYPE_MONTHS, SHEET_TYPES, financeReport, fieldLabel, l } from '@flp/shared';
import {
  type ReportValues,
  type StatementCheck,
  type StatementFormat,
  type StatementKind,
  checkOpening,
  checkStatements,
  linesOf,
} from '@flp/shared/statements';
import { and, eq, ne } from 'drizzle-orm';
import { D } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { beyondDataScope } from '../../platform/tenancy/context';
import { type FieldError, invalid, labelled } from '../../platform/http/errors';
import { NumberingService } from '../numbering';
import { statementRepos } from './repos';

const NUMBERING = 'finance_report';
/** Larger than any company's figures (a trillion yuan), smaller than the column holds. */
const LIMIT = new D('1e15');

const problem = (field: string, message: ReturnType<typeof l>): FieldError => ({
  field,
  message: labelled(fieldLabel(financeReport, field), message),
});

/** The statements document as kept: known lines only, amounts with two decimals; every problem at once. */
export function normaliseStatements(format: StatementFormat, raw: unknown): ReportValues {
  const doc = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: ReportValues = {};
  const errors: FieldError[] = [];
  for (const [kind, entries] of Object.entries(doc)) {
    if (!['BS', 'IS', 'CF'].includes(kind) || !entries || typeof entries !== 'object') {
      errors.push(problem('statements', l(`未知的报表: ${kind}`, `unknown statement ${kind}`)));
      continue;
    }
    const lines = new Map(linesOf(format, kind as StatementKind).map((x) => [x.code, x]));
    const kept: Record<string, { current: string | null; prior: string | null }> = {};
    for (const [code, cell] of Object.entries(entries as Record<string, unknown>)) {
      const line = lines.get(code);
      if (!line || line.kind === 'title') {
        errors.push(problem('statements', l(`该报表格式没有项目 ${code}`, `the format has no line ${code}`)));
        continue;
      }
      const pair = (cell ?? {}) as Record<string, unknown>;
      const amount = (column: 'current' | 'prior') => {
        const v = pair[column];
        if (v === null || v === undefined || v === '') return null;
        const s = String(v).trim();
        if (!/^-?\d+(\.\d{1,2})?$/.test(s) || new D(s).abs().gte(LIMIT)) {
          errors.push(
            problem('statements', l(`${line.label['zh-CN']}: 金额格式不正确`, `${line.label['en-US']}: not an amount`)),
          );
          return null;
        }
        return new D(s).toFixed(2);
      };
      const current = amount('current');
      const prior = amount('prior');
      if (current !== null || prior !== null) kept[code] = { current, prior };
    }
    out[kind as StatementKind] = kept;
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** The checks a report was saved with. */
export const checksOf = (r: Row) => (r.checks ?? []) as StatementCheck[];

function checkPeriod(values: Row) {
  const type = String(values.sheetType ?? '');
  const month = Number(values.sheetMonth);
  const months = SHEET_TYPE_MONTHS[type];
  if (months && !months.includes(month)) {
    const name = SHEET_TYPES.find((t) => t.value === type)?.label;
    throw invalid([
      problem(
        'sheetMonth',
        l(
          `${name?.['zh-CN']}的截止月份只能是 ${months.join('、')} 月`,
          `a ${name?.['en-US'].toLowerCase()} report ends in month ${months.join(', ')}`,
        ),
      ),
    ]);
  }
}

/**
 * The figures and checks of a report about to be written (`values` of a create, or an update over `current`); with
 * `h`, also its balance sheet's 上年年末余额 against last year's closing report of the same company and scope.
 */
export async function withFigures(values: Row, current?: Row, h?: HookContext) {
  const format = String(values.format ?? current?.format ?? 'CAS2019_NEW') as StatementFormat;
  if (values.statements === undefined && values.format === undefined) return;
  const doc = normaliseStatements(format, values.statements ?? current?.statements);
  values.statements = doc;
  const unit = Number(values.unit ?? current?.unit ?? 1);
  const checks = checkStatements(format, doc, unit);
  const lastYear = h && doc.BS ? await lastYearEnd(h, { ...current, ...values }) : undefined;
  const before = lastYear ? ((lastYear.statements ?? {}) as ReportValues).BS : undefined;
  if (before && doc.BS) checks.push(...checkOpening(format, doc.BS, before, unit));
  values.checks = checks;
}

/** The same company's closing report of the year before, in the same scope (not this one). */
async function lastYearEnd(h: HookContext, r: Row) {
  const repo = statementRepos.report;
  const [found] = await repo.list(h.tx, beyondDataScope(h.ctx), {
    where: [
      and(
        eq(repo.col('customerId'), String(r.customerId)),
        eq(repo.col('sheetYear'), Number(r.sheetYear) - 1),
        eq(repo.col('sheetMonth'), 12),
        eq(repo.col('sheetTypeDivide'), String(r.sheetTypeDivide)),
        ...(r.id ? [ne(repo.col('id'), String(r.id))] : []),
      ) as ReturnType<typeof eq>,
    ],
    limit: 1,
  });
  return found;
}

export const reportHooks: ResourceHooks<typeof financeReport> = {
  serverFields: ['reportNo', 'checks', 'reading', 'source', 'orderNo'],
  async beforeCreate(h, values) {
    checkPeriod(values as Row);
    (values as Row).format = (values as Row).format ?? 'CAS2019_NEW';
    await withFigures(values as Row, undefined, h);
    (values as Row).source = (values as Row).source ?? 'MANUAL';
    (values as Row).reportNo = await NumberingService.next(h.tx, h.ctx, NUMBERING);
  },
  async beforeUpdate(h, values, current) {
    await withFigures(values as Row, current as Row, h);
  },
};

export { NUMBERING as FINANCE_REPORT_NUMBERING };
