import { namePathOf } from './refs';

/** A failing field as a 400 lists it (`data.errors`, API-CONVENTIONS). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The fields a 400's body names (`data.errors: [{ field, message }]`), grouped per field and limited to the form's
 * own (`names`: name paths joined by dots, `lines.2.qty`), as antd's form.setFields takes them — a child's field
 * (`lines[2].qty`) as the name path of its cell (`['lines', 2, 'qty']`). Anything else answers nothing to mark.
 */
export function fieldErrorsOf(
  code: number,
  body: unknown,
  names: ReadonlySet<string>,
): { name: (string | number)[]; errors: string[] }[] {
  if (code !== 400) return [];
  const errors = (body as { data?: { errors?: unknown } } | null | undefined)?.data?.errors;
  if (!Array.isArray(errors)) return [];
  const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
  for (const e of errors as Partial<FieldError>[]) {
    if (typeof e?.field !== 'string' || typeof e.message !== 'string') continue;
    const name = namePathOf(e.field);
    const key = name.join('.');
    if (!names.has(key)) continue;
    const item = byField.get(key) ?? { name, errors: [] };
    item.errors.push(e.message);
    byField.set(key, item);
  }
  return [...byField.values()];
}
