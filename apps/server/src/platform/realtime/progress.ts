// Progress of a long request, pushed over the realtime socket to the user who made it (API-CONVENTIONS "Realtime"):
// the browser names the progress it will listen for (`?progressId=`), the work tells how far it is, and the pushes
// `{type:'progress', payload:{id, done, total, step}}` reach that user's tabs — the step in each tab's language. Pushes
// are thinned to a few a second; the last one always goes.
import { randomUUID } from 'node:crypto';
import type { Localized } from '@flp/shared';
import type { FastifyRequest } from 'fastify';
import type { TaskProgress } from '../workers/protocol';

export type ProgressSink = (p: TaskProgress) => void;

/** A push every 200 ms at most. */
const EVERY_MS = 200;

/** The request's `progressId` when well formed, else a fresh one (nobody listens to it). */
export const progressIdOf = (raw: unknown) =>
  typeof raw === 'string' && /^[\w-]{1,64}$/.test(raw) ? raw : randomUUID();

/** Where the request's work tells its progress; pushes only when the request named a progress to listen for. */
export function progressOf(req: FastifyRequest): ProgressSink {
  const raw = (req.query as Record<string, unknown> | undefined)?.progressId;
  if (raw === undefined) return () => {};
  const id = progressIdOf(raw);
  const { hub } = req.server.appContext;
  const to = { tenantId: req.ctx.tenantId, userId: req.ctx.userId };
  let last = 0;
  return (p) => {
    const now = Date.now();
    if (p.done < p.total && now - last < EVERY_MS) return;
    last = now;
    const payload = (step?: string) => ({ id, done: p.done, total: p.total, ...(step ? { step } : {}) });
    const step = p.step as Localized | undefined;
    hub
      .publish(to, {
        type: 'progress',
        payload: payload(step?.['zh-CN']),
        ...(step ? { english: payload(step['en-US']) } : {}),
      })
      .catch(() => {});
  };
}
