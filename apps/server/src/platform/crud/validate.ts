import type { FieldDef, ResourceDef } from '@flp/shared';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import { dictIsNumeric } from '../db/resource-table';
import { isId } from '../db/id';
import { parseDate, parseDateTime } from '../db/time';

/**
 * Turns a request body into column values for a resource, field by field, with the definition's messages.
 * Every problem is reported at once, each naming its field; unknown keys are dropped (clients send display helpers).
 */

const decimal = (max: number | undefined, below?: number) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), 'must be a number')
    .refine((v) => max === undefined || Number(v) <= max, `must not be greater than ${max}`)
    .refine((v) => below === undefined || Number(v) < below, `must be less than ${below}`);

const integerish = z
  .union([z.number(), z.string().regex(/^-?\d+$/, 'must be a whole number')])
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), 'must be a whole number');

function kindSchema(f: FieldDef): z.ZodType<unknown> {
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'password': {
      let s = z.union([z.string(), z.number()]).transform((v) => String(v).trim());
      const max = f.max ?? (f.kind === 'textarea' ? 65535 : 255);
      let out = s.refine((v) => v.length <= max, `must be at most ${max} characters`);
      if (f.min !== undefined)
        out = out.refine((v) => v.length >= (f.min ?? 0), `must be at least ${f.min} characters`);
      if (f.pattern) {
        const re = new RegExp(f.pattern.regex);
        out = out.refine((v) => re.test(v), f.pattern.message);
      }
      s = out as never;
      return s;
    }
    case 'ids':
      return z
        .union([z.string(), z.array(z.union([z.string(), z.number()]))])
        .transform((v) => (Array.isArray(v) ? v.map(String).join(',') : v.trim()))
        .refine((v) => v.split(',').every((x) => isId(x.trim())), 'must be a comma-separated list of ids')
        .transform((v) =>
          v
            .split(',')
            .map((x) => x.trim())
            .join(','),
        );
    case 'int':
      return integerish
        .refine((n) => f.minValue === undefined || n >= f.minValue, `must be at least ${f.minValue}`)
        .refine((n) => f.maxValue === undefined || n <= f.maxValue, `must not be greater than ${f.maxValue}`);
    case 'number':
      return decimal(f.maxValue);
    case 'money':
      // numeric(18,2): at most 16 digits before the point and 2 after; checked as text, never through a float.
      return decimal(f.maxValue)
        .refine((v) => /^-?\d{1,16}(\.\d+)?$/.test(v), 'is too large for an amount')
        .refine((v) => !v.includes('.') || v.split('.')[1].length <= 2, 'must have at most two decimals');
    case 'percent':
      return decimal(undefined, 100).refine((v) => Number(v) >= 0, 'must not be negative');
    case 'date':
      return z
        .string()
        .transform((v) => parseDate(v) ?? parseDateTime(v)?.slice(0, 10) ?? null)
        .refine((v) => v !== null, 'must be a date (yyyy-MM-dd)');
    case 'datetime':
      return z
        .string()
        .transform((v) => parseDateTime(v))
        .refine((v) => v !== null, 'must be a date-time (yyyy-MM-dd HH:mm:ss)');
    case 'switch':
      return z
        .union([z.boolean(), z.number(), z.string()])
        .transform((v) => (v === true || v === 1 || v === '1' ? 1 : v === false || v === 0 || v === '0' ? 0 : -1))
        .refine((v) => v !== -1, 'must be 0 or 1');
    case 'dict': {
      if (dictIsNumeric(f)) {
        const allowed = new Set(f.options!.map((o) => o.value));
        return integerish.refine((n) => allowed.has(n), `must be one of ${[...allowed].join(', ')}`);
      }
      const allowed = f.options ? new Set(f.options.map((o) => String(o.value))) : null;
      return z
        .union([z.string(), z.number()])
        .transform((v) => String(v).trim())
        .refine((v) => v.length <= 64, 'must be at most 64 characters')
        .refine((v) => !allowed || allowed.has(v), `must be one of ${allowed ? [...allowed].join(', ') : ''}`);
    }
    case 'ref':
      return z
        .union([z.string(), z.number()])
        .transform(String)
        .refine((v) => isId(v), 'must be an id');
    case 'json':
      return z.unknown();
  }
}

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
    const r = kindSchema(f).safeParse(raw);
    if (!r.success) errors.push(`${f.name}: ${r.error.issues[0]?.message ?? 'invalid value'}`);
    else out[f.name] = r.data;
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
