import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import type { Db } from '../db/database';
import { Tenancy } from '../db/scope';
import { installErrorHandler } from '../http/error-handler';
import { MemoryKvStore } from '../store/kv';
import { installGuard } from './guard';
import { TicketService } from './tickets';
import { TokenService } from './tokens';

/** A bare server with the guard and an identity that knows nobody. */
function bare() {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  installErrorHandler(app);
  const store = new MemoryKvStore();
  installGuard(app, {
    tokens: new TokenService('x'.repeat(32)),
    store,
    tickets: new TicketService(store),
    identity: { contextFor: async () => null, apiAllowed: async () => true },
    // Nobody is ever identified here, so no handler reaches a tenant transaction.
    tenancy: new Tenancy({} as Db, 'flp_app'),
  });
  return app;
}

test('an /api route that declares neither public nor permission stops the server from starting', () => {
  const app = bare();
  assert.throws(() => app.get('/api/open', async () => 'open'), /declares neither public nor permission/);
  // outside /api (static files, the websocket) the rule does not apply
  app.get('/elsewhere', async () => 'ok');
});

test('the check travels with the route: every spelling the router matches is refused without a token', async () => {
  const app = bare();
  let reached = 0;
  app.get('/api/secret/list', { config: { permission: null } }, async () => {
    reached++;
    return 'secret';
  });
  app.get('/api/open/thing', { config: { public: true } }, async () => 'public');
  for (const url of ['/api/secret/list', '/%61pi/secret/list', '/api/secret/list/', '/api/%73ecret/list']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 401, url);
  }
  assert.equal(reached, 0, 'the handler never ran');
  assert.equal((await app.inject({ method: 'GET', url: '/%61pi/open/thing' })).statusCode, 200);
  await app.close();
});

test('a signed-in handler does not run without a context even if its hooks were bypassed', async () => {
  const app = bare();
  app.addHook('onRoute', (route) => {
    // a later plugin that (wrongly) replaces the route's hooks
    if (route.url === '/api/stripped') route.onRequest = [];
  });
  app.get('/api/stripped', { config: { permission: null } }, async (req) => req.ctx.tenantId);
  const res = await app.inject({ method: 'GET', url: '/api/stripped' });
  assert.equal(res.statusCode, 401);
  await app.close();
});
