/**
 * Every menu the server seeds has its English name in the web app's locale (route.<code>): otherwise the English
 * sidebar shows the Chinese name (apps/web/src/shell/menus.ts menuLabel). Buttons are named by their last code part.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { enUS } from '../../web/src/locales/en-US';
import { client, ok, signIn, testApp } from './helpers';

let app: FastifyInstance;
before(async () => {
  app = await testApp();
});
after(() => app.close());

type Node = { code: string; name: string; category: number; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

test('every seeded menu (not button) has an English name', async () => {
  const api = client(app, await signIn(app));
  const menus = flatten((await ok(api, '/api/blade-system/menu/list')) as Node[]).filter((m) => m.category === 1);
  assert.ok(menus.length > 30);
  const routes = enUS.route as Record<string, string>;
  const missing = menus.filter((m) => !routes[m.code]).map((m) => `${m.code} ${m.name}`);
  assert.deepEqual(missing, []);
});
