/** The server serves the built web app: files, index.html for client routes, 404 for missing files and API calls. */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flp-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
  app = await testApp({ WEB_DIR: dir });
});
after(() => app.close());

test('/ and client routes answer index.html', async () => {
  for (const url of ['/', '/wel/index', '/system/param?x=1']) {
    const r = await app.inject({ method: 'GET', url });
    assert.equal(r.statusCode, 200, url);
    assert.match(r.body, /<title>app<\/title>/, url);
  }
});

test('files are served; a missing file is a 404, not the index', async () => {
  const js = await app.inject({ method: 'GET', url: '/assets/a.js' });
  assert.equal(js.statusCode, 200);
  assert.match(String(js.headers['content-type']), /javascript/);
  assert.equal((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode, 404);
});

test('unknown API calls stay JSON 404s', async () => {
  const r = await app.inject({ method: 'GET', url: '/api/nothing' });
  assert.equal(r.statusCode, 404);
  assert.equal(r.json().success, false);
});
