import { KIND_MESSAGES, type Localized, l } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from './errors';

/**
 * Text the database cannot keep faithfully is refused at the door, for every route and every way a value arrives
 * (query, path, JSON body, form body): NUL (PostgreSQL text cannot hold U+0000, so it would fail as a 500) and lone
 * UTF-16 surrogates (`"\ud800"` in JSON parses to a string that PostgreSQL would store as U+FFFD, silently changed).
 */

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units, no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored as sent, or null when it can. */
export function textProblem(s: string): Localized | null {
  if (s.includes('\u0000')) return KIND_MESSAGES.nul;
  if (LONE_SURROGATE.test(s)) return l('不能包含孤立的 UTF-16 代理字符', 'must not contain a lone UTF-16 surrogate');
  return null;
}

/** `where: message` in both languages (the path is the wire path: no label is known this early). */
const at = (where: string, m: Localized) => l(`${where}: ${m['zh-CN']}`, `${where}: ${m['en-US']}`);

/** Deeper than this, a body is not a business document but an attack on whatever walks it. */
export const MAX_DEPTH = 64;

/**
 * Walks a parsed value (without recursion, so no nesting can exhaust the stack) and throws a 400 naming the first
 * field whose text cannot be stored (`contacts[2].phone`), or saying that the value is nested too deeply.
 */
export function assertStorableText(value: unknown, root = ''): void {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) throw invalidField(path || 'value', at(path || 'value', problem));
      continue;
    }
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH)
      throw invalidField(
        path || 'body',
        at(path || 'body', l(`嵌套不能超过 ${MAX_DEPTH} 层`, `nested more than ${MAX_DEPTH} levels deep`)),
      );
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [k, child] = entries[i];
      const keyProblem = textProblem(k);
      if (keyProblem)
        throw invalidField(
          path || 'body',
          at(path || 'body', l(`键名${keyProblem['zh-CN']}`, `a key ${keyProblem['en-US']}`)),
        );
      stack.push({ v: child, path: path ? `${path}.${k}` : k, depth: depth + 1 });
    }
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's text as received (before parsing). */
    rawBody?: string;
  }
}

/** Installs the checks: JSON and form bodies as they are parsed, query and path parameters before any hook. */
export function installInputGuard(app: FastifyInstance) {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // The text as it came, for a caller that checks a signature over it (an inbound webhook's HMAC).
    req.rawBody = body as string;
    json(req, body as string, (err, parsed) => {
      if (err) return done(err);
      try {
        assertStorableText(parsed);
        done(null, parsed);
      } catch (e) {
        done(e as Error);
      }
    });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    try {
      const parsed = Object.fromEntries(new URLSearchParams(body as string));
      assertStorableText(parsed);
      done(null, parsed);
    } catch (e) {
      done(e as Error);
    }
  });
  app.addHook('onRequest', async (req: FastifyRequest) => {
    assertStorableText(req.query);
    assertStorableText(req.params);
  });
}
