import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { client, signIn, testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

test('health answers UP with the database kind', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().data.status, 'UP');
  // the business time zone the browsers follow: the server's own
  assert.equal(res.json().data.timeZone, Intl.DateTimeFormat().resolvedOptions().timeZone);
  assert.ok(new Intl.DateTimeFormat('en', { timeZone: res.json().data.timeZone }));
});

test('admin signs in and manages a parameter', async () => {
  const s = await signIn(app);
  const c = client(app, s);
  const add = await c.post('/api/blade-system/param/submit', { paramName: 'n', paramKey: 'k', paramValue: 'v' });
  assert.equal(add.status, 200, JSON.stringify(add.body));
  const list = await c.get('/api/blade-system/param/list?paramKey=k');
  assert.equal(list.data.total, 1);
  assert.equal(list.data.records[0].paramValue, 'v');
});
