import { type ResourceDef, checkField, isId } from '@flp/shared';
import { badRequest } from '../http/errors';

/**
 * Turns a request body into column values for a resource, field by field, with the definition's messages and the
 * kind table's rules (packages/shared/src/resources/kinds.ts: what each kind's column can hold).
 * Every problem is reported at once, each naming its field; unknown keys are dropped (clients send display helpers).
 */

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export type Mode = 'create' | 'update';

export interface ValidateOptions {
  /** Fields the caller will set itself (never taken from the body). */
  skip?: ReadonlySet<string>;
}

/**
 * create: required fields must be present, defaults fill the rest. update: only the keys present change; a required
 * field may not be emptied. Returns the values keyed by field name.
 */
export function validateBody(
  def: ResourceDef,
  body: unknown,
  mode: Mode,
  opts: ValidateOptions = {},
): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('request body must be a JSON object');
  const input = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const f of def.fields) {
    if (opts.skip?.has(f.name) || f.form === false) continue;
    const present = Object.hasOwn(input, f.name);
    const raw = input[f.name];
    if (isEmpty(raw)) {
      if (f.required && (mode === 'create' || present)) errors.push(`${f.name}: ${f.required['en-US']}`);
      else if (mode === 'create' && f.defaultValue !== undefined) out[f.name] = f.defaultValue;
      else if (present) out[f.name] = null;
      continue;
    }
    const r = checkField(f, raw, 'body');
    if (r.ok) out[f.name] = r.value;
    else errors.push(`${f.name}: ${r.message['en-US']}`);
  }
  if (errors.length) throw badRequest(errors.join('; '));
  return out;
}

/** Parses `ids=a,b,c` (the remove convention) into a list of id strings. */
export function parseIds(raw: unknown, name = 'ids'): string[] {
  if (isEmpty(raw)) throw badRequest(`${name}: required`);
  const list = String(raw)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of list) if (!isId(id)) throw badRequest(`${name}: '${id}' is not an id`);
  if (list.length > 1000) throw badRequest(`${name}: at most 1000 ids at once`);
  return [...new Set(list)];
}

export function parseId(raw: unknown, name = 'id'): string {
  if (isEmpty(raw)) throw badRequest(`${name}: required`);
  const id = String(raw).trim();
  if (!isId(id)) throw badRequest(`${name}: '${id}' is not an id`);
  return id;
}
