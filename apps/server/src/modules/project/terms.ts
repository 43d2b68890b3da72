// The project's terms through the rent calculator: the schedule, its totals and IRR, and the input errors named by
// the project's own term field (融资金额, not the calculator's `principal`).
import { CALCULATOR_TO_TERM, project, scheduleOfTerms } from '@flp/shared';
import { type CalculatorOutput, D, isFinanceInputError } from '@flp/shared/finance';
import type { Row } from '../../platform/crud/repository';
import { formatDate } from '../../platform/db/time';
import { invalidField, labelled } from '../../platform/http/errors';

const labelOf = (name: string) => project.fields.find((f) => f.name === name)?.label;

/** The term fields the calculator needs before it can say anything (a draft may lack them). */
export const CORE_TERMS = ['financeAmount', 'periods', 'annualRate'] as const;
export const hasCoreTerms = (row: Row) =>
  CORE_TERMS.every((n) => row[n] !== null && row[n] !== undefined && row[n] !== '');

/** The calculator's output for the terms (start date today when none); a bad term is a 400 naming that term field. */
export function scheduleOf(row: Row): CalculatorOutput {
  try {
    return scheduleOfTerms(row, formatDate(new Date()));
  } catch (e) {
    if (!isFinanceInputError(e)) throw e;
    const calcField = e.field.replace(/[.[].*$/, '');
    const term = CALCULATOR_TO_TERM[calcField] ?? calcField;
    const label = labelOf(term);
    throw label ? invalidField(term, labelled(label, e.problem)) : e;
  }
}

/** The server-set figures of a project: 租赁物价值, 租金总额 and IRR (xirr × 100, percent text with 4 decimals). */
export function computedFigures(row: Row, items: Row[]): Row {
  const equipmentValue = items.reduce((s, i) => s.plus(new D(String(i.invoiceValue ?? 0))), new D(0)).toFixed(2);
  if (!hasCoreTerms(row)) return { equipmentValue, totalRent: null, irr: null };
  const out = scheduleOf(row);
  const xirr = out.irr.xirr;
  return {
    equipmentValue,
    totalRent: out.totals.rent,
    irr: xirr === null ? null : new D(xirr).times(100).toFixed(4),
  };
}
