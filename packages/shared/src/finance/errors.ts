import type { Localized } from '../resources/localized';

/**
 * Typed error for bad input to the finance engine. The server maps it to HTTP 400, so the message
 * always starts with the offending field's name (e.g. "principal must be greater than 0") and
 * `field` carries the machine-readable path (e.g. "principal", "rents", "payments[2].date").
 * `problem` is the same complaint in both interface languages, phrased to follow the field's
 * label ("必须大于 0" / "must be greater than 0"), so a server can name the field by its label.
 */
export class FinanceInputError extends Error {
  override readonly name = 'FinanceInputError';
  /** Stable code so callers can recognise the error without instanceof across bundles. */
  readonly code = 'FINANCE_INPUT';
  /** Suggested HTTP status. */
  readonly status = 400;

  constructor(
    readonly field: string,
    readonly problem: Localized,
  ) {
    // The English message stays the developer-facing text (logs, tests); users get `problem` under a label.
    super(`${field} ${problem['en-US']}`);
  }
}

/** Type guard usable across module copies (checks the code, not the prototype). */
export function isFinanceInputError(err: unknown): err is FinanceInputError {
  return (
    err instanceof FinanceInputError ||
    (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'FINANCE_INPUT')
  );
}
