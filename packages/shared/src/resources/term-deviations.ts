/**
 * Where a disbursement departs from its signed contract: the lease terms it sets itself (a term left empty is the
 * contract's). Approvers see each one beside the contract's value, so a changed rate or deposit is an explicit,
 * visible decision — never a default silently replacing what was signed (issue 26 item 2).
 */
import { D } from '../finance/money';
import type { FieldDef, Localized } from './define';
import { leaseTermFields } from './lease-terms';

export interface TermDeviation {
  field: string;
  label: Localized;
  /** The contract's value and the disbursement's, as stored. */
  contract: unknown;
  own: unknown;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';
const NUMERIC = new Set<FieldDef['kind']>(['int', 'number', 'money', 'percent']);

/** Two stored values of a field equal as the field means them: 6.5 and '6.50' are one rate. */
function same(f: FieldDef, a: unknown, b: unknown): boolean {
  if (blank(a) || blank(b)) return blank(a) && blank(b);
  if (NUMERIC.has(f.kind)) {
    try {
      return D(String(a)).eq(D(String(b)));
    } catch {
      return String(a) === String(b);
    }
  }
  return String(a) === String(b);
}

/** The terms `own` sets that differ from `contract`'s (the principal aside: a disbursement's amount is its own). */
export function termDeviations(own: Record<string, unknown>, contract: Record<string, unknown>): TermDeviation[] {
  return leaseTermFields()
    .filter((f) => f.name !== 'financeAmount' && !blank(own[f.name]) && !same(f, own[f.name], contract[f.name]))
    .map((f) => ({ field: f.name, label: f.label, contract: contract[f.name] ?? null, own: own[f.name] }));
}
