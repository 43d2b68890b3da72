import { type ResourceDef, checkField, isId, l } from '@flp/shared';
import { type FieldError, badRequest, invalid, invalidField, labelled } from '../http/errors';

/**
 * Turns a request body into column values for a resource, field by field, with the definition's messages and the
 * kind table's rules (packages/shared/src/resources/kinds.ts: what each kind's column can hold).
 * Every problem is reported at once, each naming its field; unknown keys are dropped (clients send display helpers).
 */

// An empty list (no attachments) is empty too: a required one is missing, an optional one is cleared.
const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

export type Mode = 'create' | 'update';

export interface ValidateOptions {
  /** Fields the caller will set itself (never taken from the body). */
  skip?: ReadonlySet<string>;
  /** Prefix of the fields named in errors, for records inside another (`contacts[2].`). */
  path?: string;
  /**
   * A draft (a workflow family's save-data): kinds, lengths and patterns are checked, required fields are not —
   * the rules of submission apply when the draft is submitted (`assertComplete`).
   */
  draft?: boolean;
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
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(BODY_NOT_OBJECT);
  const input = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const at = (name: string) => `${opts.path ?? ''}${name}`;
  for (const f of def.fields) {
    if (opts.skip?.has(f.name) || f.form === false) continue;
    const present = Object.hasOwn(input, f.name);
    const raw = input[f.name];
    if (isEmpty(raw)) {
      if (f.required && !opts.draft && (mode === 'create' || present))
        errors.push({ field: at(f.name), message: f.required });
      else if (mode === 'create' && f.defaultValue !== undefined) out[f.name] = f.defaultValue;
      else if (present) out[f.name] = null;
      continue;
    }
    const r = checkField(f, raw, 'body');
    if (r.ok) out[f.name] = r.value;
    else errors.push({ field: at(f.name), message: labelled(f.label, r.message) });
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/**
 * The required fields a stored record (or one about to be) leaves empty, as a 400 naming each — a draft saved without
 * the rules of submission is checked this way when it is submitted. `skip`: fields the server sets.
 */
export function assertComplete(def: ResourceDef, row: Record<string, unknown>, skip?: ReadonlySet<string>) {
  const errors: FieldError[] = def.fields
    .filter((f) => f.required && f.form !== false && !skip?.has(f.name) && isEmpty(row[f.name]))
    .map((f) => ({ field: f.name, message: f.required! }));
  if (errors.length) throw invalid(errors);
}

export const VERSION_NOT_WHOLE = l('版本号必须是整数', 'version must be a whole number');
export const BODY_NOT_OBJECT = l('请求内容必须是 JSON 对象', 'The request body must be a JSON object');

/**
 * The messages of id parameters (`name` is the wire name: ids, roleId). The usual ones, a selection of records, say
 * so in the user's words; any other is a programming slip of a client and is named as the parameter.
 */
export const ID_MESSAGES = {
  required: (name: string) =>
    name === 'ids'
      ? l('请至少选择一条数据', 'Please select at least one record')
      : name === 'id'
        ? l('请选择一条数据', 'Please select a record')
        : l(`缺少参数: ${name}`, `Missing parameter: ${name}`),
  notId: (_name: string, id: string) => l(`无效的 ID: ${id}`, `Not a valid id: ${id}`),
  tooMany: (_name: string, n: number) => l(`一次最多操作 ${n} 条数据`, `At most ${n} records at once`),
};

/** Parses `ids=a,b,c` (the remove convention) into a list of id strings. */
export function parseIds(raw: unknown, name = 'ids'): string[] {
  if (isEmpty(raw)) throw invalidField(name, ID_MESSAGES.required(name));
  const list = String(raw)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const id of list) if (!isId(id)) throw invalidField(name, ID_MESSAGES.notId(name, id));
  if (list.length > 1000) throw invalidField(name, ID_MESSAGES.tooMany(name, 1000));
  return [...new Set(list)];
}

export function parseId(raw: unknown, name = 'id'): string {
  if (isEmpty(raw)) throw invalidField(name, ID_MESSAGES.required(name));
  const id = String(raw).trim();
  if (!isId(id)) throw invalidField(name, ID_MESSAGES.notId(name, id));
  return id;
}
