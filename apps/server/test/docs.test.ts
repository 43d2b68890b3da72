/** The API documentation is generated from the route schemas and browsable. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

test('/api/docs serves the browsable documentation without a token', async () => {
  const r = await app.inject({ method: 'GET', url: '/api/docs' });
  assert.equal(r.statusCode, 200);
  assert.match(r.body, /<!DOCTYPE html>/i);
  assert.match(r.body, /swagger-ui/i);
});

test('the OpenAPI document lists the calls, each with a summary and a tag', async () => {
  const r = await app.inject({ method: 'GET', url: '/api/docs/json' });
  assert.equal(r.statusCode, 200);
  const doc = r.json();
  assert.equal(doc.openapi.slice(0, 2), '3.');
  for (const p of [
    '/api/blade-auth/oauth/token',
    '/api/blade-auth/oauth/captcha',
    '/api/blade-system/param/list',
    '/api/blade-system/dict-biz/dictionary',
    '/api/blade-system/menu/routes',
    '/api/blade-system/role/grant',
    '/api/blade-user/page',
    '/api/blade-system/tenant/info',
  ]) {
    assert.ok(doc.paths[p], `${p} documented`);
  }
  const missing: string[] = [];
  for (const [path, ops] of Object.entries<Record<string, { summary?: string; tags?: string[] }>>(doc.paths)) {
    if (path.startsWith('/api/test-seam')) continue;
    for (const [method, op] of Object.entries(ops))
      if (!op.summary || !op.tags?.length) missing.push(`${method} ${path}`);
  }
  assert.deepEqual(missing, [], 'every call has a summary and a tag');
});
