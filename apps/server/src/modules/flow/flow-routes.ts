// What the workflow's route files share: the tag, the path prefix, the query object per request, and the shape of
// a task operation (one transaction, messages pushed after it, answers true).
import { FLOW_API, type FieldDef, type Localized, type ValuesOf, l } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database';
import { runInTransaction } from '../../platform/db/transaction';
import { defineRoute } from '../../platform/http/define-route';
import { AppError, forbidden, requestLocale } from '../../platform/http/errors';
import { type RequestContext, isAdministrator } from '../../platform/tenancy/context';
import type { AfterCommit } from './runtime/types';
import { WorkQueries } from './work-queries';

export const TAGS = ['Workflow'];
export const flowApi = (path: string) => `/api${FLOW_API}/${path}`;
export const queriesFor = (req: FastifyRequest) => new WorkQueries(requestLocale(req));

export type OperationArgs<P extends readonly FieldDef[]> = [
  url: string,
  /** What the API log calls it (the step's name, in both languages) and what the API documentation says of it. */
  what: { title: Localized; summary: string },
  params: P,
  run: (tx: Db, ctx: RequestContext, p: ValuesOf<P>, afterCommit: AfterCommit, req: FastifyRequest) => Promise<unknown>,
  opts?: { admin?: boolean; permission?: string },
];

/** The step a task is completed by, whichever call takes it (work/complete-task, client/complete-task). */
export const COMPLETE_TITLE = l('流程 — 办理', 'Workflow — Complete');

/**
 * A POST operation on the engine: any signed-in user (the runtime decides who may act), or administrators only, or
 * a button permission; one transaction whose messages are pushed after the commit; answers true.
 */
export function flowOperation<const P extends readonly FieldDef[]>(
  app: FastifyInstance,
  ...[url, { title, summary }, params, run, opts = {}]: OperationArgs<P>
) {
  defineRoute(app, {
    method: 'POST',
    url,
    permission: opts.permission ?? null,
    tags: TAGS,
    summary: opts.admin ? `${summary} (administrators)` : summary,
    title,
    params,
    handler: ({ ctx, params: p, req }) => {
      if (opts.admin && !isAdministrator(ctx))
        throw forbidden(l('只有管理员可以执行该操作', 'Only administrators may do this'));
      return runInTransaction(app.appContext.database.db, async (tx, afterCommit) => {
        await run(tx, ctx, p as ValuesOf<P>, afterCommit, req);
        return true;
      });
    },
  });
}

/** Variables given with a call: a JSON object, or nothing. */
export function variablesOf(raw: unknown): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new AppError(400, l('流程变量必须是 JSON 对象', 'The process variables must be a JSON object'));
  return raw as Record<string, unknown>;
}
