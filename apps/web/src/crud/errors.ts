/** A failing field as a 400 lists it (`data.errors`, API-CONVENTIONS). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The fields a 400's body names (`data.errors: [{ field, message }]`), grouped per field and limited to the form's
 * own (`names`), as antd's form.setFields takes them. Anything else answers nothing to mark.
 */
export function fieldErrorsOf(
  code: number,
  body: unknown,
  names: ReadonlySet<string>,
): { name: string; errors: string[] }[] {
  if (code !== 400) return [];
  const errors = (body as { data?: { errors?: unknown } } | null | undefined)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  const byField = new Map<string, string[]>();
  for (const e of errors as Partial<FieldError>[]) {
    if (typeof e?.field !== 'string' || typeof e.message !== 'string' || !names.has(e.field)) continue;
    byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
  }
  return [...byField].map(([name, list]) => ({ name, errors: list }));
}
