import { type Locale, type Localized, l } from '@flp/shared';
import type { FastifySchemaValidationError } from 'fastify';
import { type FieldError, labelled } from './errors';

/**
 * Schema validation answers in the user's language: ajv's English messages are replaced by keyword, and the field is
 * named by the label its JSON schema gives — `x-label` ({zh-CN, en-US}), else `title`, else `description` — and by its
 * wire name only when the schema gives none.
 */

/** The schema keyword carrying a property's label in both languages (ajv must know it: see AJV_OPTIONS). */
export const LABEL_KEYWORD = 'x-label';

/** Fastify's `ajv` option: strict ajv refuses unknown keywords, so the label keyword is declared. */
export const AJV_OPTIONS = { customOptions: { keywords: [LABEL_KEYWORD] } };

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  title?: string;
  description?: string;
  [LABEL_KEYWORD]?: Localized;
};

/** What the failing part of the request is called when no field is (a body that is not an object, …). */
const PARTS: Record<string, Localized> = {
  body: l('请求内容', 'Request body'),
  querystring: l('查询参数', 'Query string'),
  params: l('路径参数', 'Path parameters'),
  headers: l('请求头', 'Request headers'),
};

const TYPES: Record<string, Localized> = {
  string: l('文本', 'text'),
  number: l('数字', 'a number'),
  integer: l('整数', 'a whole number'),
  boolean: l('布尔值', 'true or false'),
  array: l('列表', 'a list'),
  object: l('对象', 'an object'),
  null: l('空值', 'null'),
};

type Params = Record<string, unknown>;
const list = (v: unknown) => (Array.isArray(v) ? v.join(', ') : String(v));

/** One problem per ajv keyword, phrased to follow a label; unknown keywords say only that the value is not valid. */
const PROBLEMS: Record<string, (p: Params) => Localized> = {
  required: () => l('不能为空', 'is required'),
  type: (p) => {
    const types = String(p.type).split(',');
    const say = (loc: Locale, or: string) => types.map((t) => TYPES[t]?.[loc] ?? t).join(or);
    return l(`必须是${say('zh-CN', '或')}`, `must be ${say('en-US', ' or ')}`);
  },
  enum: (p) => l(`必须是 ${list(p.allowedValues)} 之一`, `must be one of ${list(p.allowedValues)}`),
  const: (p) => l(`必须是 ${list(p.allowedValue)}`, `must be ${list(p.allowedValue)}`),
  format: (p) => l(`格式不正确 (${p.format})`, `must be a valid ${p.format}`),
  minimum: (p) => l(`不能小于 ${p.limit}`, `must be at least ${p.limit}`),
  maximum: (p) => l(`不能大于 ${p.limit}`, `must be at most ${p.limit}`),
  exclusiveMinimum: (p) => l(`必须大于 ${p.limit}`, `must be greater than ${p.limit}`),
  exclusiveMaximum: (p) => l(`必须小于 ${p.limit}`, `must be less than ${p.limit}`),
  multipleOf: (p) => l(`必须是 ${p.multipleOf} 的整数倍`, `must be a multiple of ${p.multipleOf}`),
  minLength: (p) => l(`长度不能少于 ${p.limit} 个字符`, `must be at least ${p.limit} characters`),
  maxLength: (p) => l(`长度不能超过 ${p.limit} 个字符`, `must be at most ${p.limit} characters`),
  pattern: () => l('格式不正确', 'has the wrong format'),
  additionalProperties: () => l('不是可接受的参数', 'is not an accepted field'),
  minItems: (p) => l(`至少需要 ${p.limit} 项`, `must have at least ${p.limit} items`),
  maxItems: (p) => l(`最多 ${p.limit} 项`, `must have at most ${p.limit} items`),
  uniqueItems: () => l('不能有重复项', 'must not repeat items'),
  minProperties: (p) => l(`至少需要 ${p.limit} 项`, `must have at least ${p.limit} fields`),
  maxProperties: (p) => l(`最多 ${p.limit} 项`, `must have at most ${p.limit} fields`),
};
const NOT_VALID = l('不符合要求', 'is not valid');

/** The path of the failing value: the instance path, plus the property a `required` or `additionalProperties` names. */
function pathOf(v: FastifySchemaValidationError): string[] {
  const at = v.instancePath.split('/').filter(Boolean);
  const p = v.params as Params;
  const named = p.missingProperty ?? p.additionalProperty;
  return typeof named === 'string' ? [...at, named] : at;
}

/** The label the schema gives the property at `path`, when it gives one. */
function labelAt(schema: Schema | undefined, path: string[]): Localized | undefined {
  let s = schema;
  for (const seg of path) s = /^\d+$/.test(seg) ? s?.items : s?.properties?.[seg];
  const text = s?.title ?? s?.description;
  return s?.[LABEL_KEYWORD] ?? (text ? l(text, text) : undefined);
}

/** ajv's failures as field errors: `field` is the wire path (`contacts[2].phone`), the message names its label. */
export function validationErrors(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
  schema: unknown,
): FieldError[] {
  return errors.map((v) => {
    const path = pathOf(v);
    const field = path.map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : i ? `.${seg}` : seg)).join('');
    const label = labelAt(schema as Schema | undefined, path) ?? (field ? l(field, field) : PARTS[context ?? '']);
    const problem = PROBLEMS[v.keyword]?.(v.params as Params) ?? NOT_VALID;
    return { field, message: label ? labelled(label, problem) : problem };
  });
}
