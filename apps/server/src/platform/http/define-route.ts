import type { PlatformReason } from '../db/scope';
import { type FieldDef, KINDS, type Localized, type ValuesOf, checkField, l } from '@flp/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PermissionRule } from '../auth/guard';
import { MAX_PAGE } from '../crud/query';
import { type Paging, parsePaging } from '../crud/query';
import type { RequestContext } from '../tenancy/context';
import { ok } from './envelope';
import { type FieldError, badRequest, invalid, labelled } from './errors';
import { LABEL_KEYWORD } from './validation';

/**
 * One way to declare a bespoke call: method, path, permission, its parameters as fields (the same kinds, labels and
 * messages as a definition's fields), and a handler that receives them checked and typed. The OpenAPI description is
 * made from the same fields, so the documentation and the checks cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST';

export interface RouteSpec<P extends readonly FieldDef[]> {
  /**
   * Its method, or both where the spec states the other one than ours (`readMsg` is GET in the spec, POST in the web
   * app): every path answers every method given, with the same permission, parameters and handler. A write that
   * answers GET too is still a write: it runs in the same transaction, history and checks as its POST twin.
   */
  method: HttpMethod | readonly HttpMethod[];
  /** One path, or several spellings the spec gives for the same call (and the spec's names where ours differ). */
  url: string | readonly string[];
  /** More spellings with methods of their own (a family call by another name, which the spec posts). */
  also?: readonly { url: string | readonly string[]; method: HttpMethod | readonly HttpMethod[] }[];
  /** Who may call it (see platform/auth/guard.ts): a button permission, null for any signed-in user. */
  permission: PermissionRule;
  platformOnly?: boolean;
  /** A GET download that also accepts a short-lived `?ticket=` (a link cannot send the token header). */
  ticket?: boolean;
  /** What the API log records it as, where its method does not say (a POST that only reads: false). */
  audit?: false | 'export' | 'download';
  /** Commits as it goes (runs a job): a session of the tenant instead of one transaction (platform/db/scope.ts). */
  ownTransactions?: boolean;
  /** A platform-only route that runs on this named path past the tenant policies (platform/db/scope.ts). */
  platformPath?: PlatformReason;
  tags: string[];
  summary: string;
  /** What the API log calls it where no button permission names it (`auditTitle`, platform/audit/api-log.ts). */
  title?: Localized;
  /**
   * The parameters, read from the query string and — on POST — the JSON body too (BladeX clients send some in one,
   * some in the other; a GET has only its query). Each is checked by its kind; a required one missing answers its
   * `required` message.
   */
  params?: P;
  /** The answer's schema by status, for the OpenAPI description. */
  response?: Record<number, object>;
  /** Accepts every paging spelling (current/size, currentPage/pageSize, rowSize, page/size, offset/size). */
  paged?: boolean;
  /** The handler's answer goes in the envelope (`ok`) unless it sent the reply itself. */
  handler(input: RouteInput<P>): Promise<unknown>;
}

export interface RouteInput<P extends readonly FieldDef[]> {
  params: ValuesOf<P>;
  paging: Paging;
  ctx: RequestContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** A checked comma list (`refs`/`ids` parameter) as its ids; an absent one as none. */
export const idsOf = (v: string | null | undefined): string[] => (v ? v.split(',') : []);

/** The parameters of a request checked against their fields: every problem at once, each naming its field's label. */
export function readParams<P extends readonly FieldDef[]>(fields: P, source: Record<string, unknown>): ValuesOf<P> {
  const out: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const f of fields) {
    const raw = source[f.name];
    if (isEmpty(raw)) {
      if (f.required) errors.push({ field: f.name, message: f.required });
      else if (f.defaultValue !== undefined) out[f.name] = f.defaultValue;
      continue;
    }
    const r = checkField(f, raw, 'body');
    if (r.ok) out[f.name] = r.value;
    else errors.push({ field: f.name, message: labelled(f.label, r.message) });
  }
  if (errors.length) throw invalid(errors);
  return out as ValuesOf<P>;
}

/** The JSON schema of the parameters, for the OpenAPI description (labels in both languages). */
function paramsSchema(fields: readonly FieldDef[], paged: boolean) {
  const properties: Record<string, object> = {};
  for (const f of fields) {
    const schema = KINDS[f.kind].schema(f);
    const notes = [f.label['zh-CN'], f.required ? 'required' : '', schema.description].filter(Boolean);
    properties[f.name] = { ...schema, description: notes.join('; '), [LABEL_KEYWORD]: f.label };
  }
  if (paged) {
    properties.current = {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE,
      description: 'page (also currentPage, page)',
    };
    properties.size = { type: 'integer', minimum: 1, description: 'page size (also pageSize, rowSize)' };
    properties.offset = { type: 'integer', minimum: 0, description: 'rows to skip (instead of current)' };
  }
  return { type: 'object', properties };
}

/** A request body as a JSON object (none: an empty one; anything else: a 400). */
export const bodyObject = (v: unknown): Record<string, unknown> => {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v))
    throw badRequest(l('请求内容必须是 JSON 对象', 'The request body must be a JSON object'));
  return v as Record<string, unknown>;
};

/** A call's path under each of several bases (`/api/…/concentration/warn` and the spec's name for it). */
export const under = (bases: readonly string[], call: string): string[] => bases.map((b) => `${b}/${call}`);

const listOf = <T>(v: T | readonly T[]): T[] => (Array.isArray(v) ? [...v] : [v as T]);

export function defineRoute<const P extends readonly FieldDef[] = []>(app: FastifyInstance, spec: RouteSpec<P>) {
  const fields = (spec.params ?? []) as unknown as P;
  const schema = paramsSchema(fields, !!spec.paged);
  const spellings = [{ url: spec.url, method: spec.method }, ...(spec.also ?? [])].map((s) => ({
    urls: listOf(s.url),
    methods: listOf(s.method),
  }));
  const paths = spellings.flatMap((s) => s.urls);
  // A download ticket sits in a link anyone may follow: it opens reads only, never a call that also answers POST.
  if (spec.ticket && spellings.some((s) => s.methods.includes('POST')))
    throw new Error(`route ${paths[0]}: a ticket is for GET downloads; this call answers POST too`);
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    const source = req.method === 'POST' ? { ...bodyObject(req.body), ...query } : query;
    const params = readParams(fields, source);
    const paging = parsePaging(source);
    const out = await spec.handler({ params, paging, ctx: req.ctx, req, reply });
    return reply.sent ? reply : ok(out);
  };
  // One route per path and method (Fastify takes no body schema on a GET route): the OpenAPI document lists each.
  for (const { urls, methods } of spellings)
    for (const url of urls)
      for (const method of methods)
        app.route({
          method,
          url,
          config: {
            permission: spec.permission,
            platformOnly: spec.platformOnly,
            ticket: spec.ticket,
            audit: spec.audit,
            auditTitle: spec.title,
            ownTransactions: spec.ownTransactions,
            platformPath: spec.platformPath,
            paths,
          },
          schema: {
            tags: spec.tags,
            summary: spec.summary,
            querystring: schema,
            ...(method === 'POST' ? { body: schema } : {}),
            ...(spec.response ? { response: spec.response } : {}),
          },
          handler,
        });
}
