/**
 * Tenant isolation, generated from the resource registry: for every resource the server registers, a user of
 * tenant B can neither list, see, change nor remove a record of tenant A. Resources added later are covered without
 * anyone writing a test for them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type FieldDef, type ResourceDef, routePath } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { RegisteredResource } from '../src/platform/crud/routes';
import { systemContext } from '../src/platform/tenancy/context';
import { type Client, client, createTenant, signIn, testApp } from './helpers';

// postgres: tenants kept apart on pooled connections that one tenant's request hands to the next (scripts/test.mjs api:postgres)

let app: FastifyInstance;
let tenantB: Client;

/** A value of the right kind for a field, unique per call where the definition asks for uniqueness. */
function sampleValue(f: FieldDef, n: number): unknown {
  const cut = (s: string) => s.slice(0, f.max ?? 255);
  switch (f.kind) {
    case 'int':
      return f.minValue !== undefined && f.minValue > 1 ? f.minValue : 1;
    case 'number':
    case 'money':
    case 'percent':
      return '1.00';
    case 'date':
      return '2024-01-31';
    case 'datetime':
      return '2024-01-31 10:00:00';
    case 'switch':
      return 0;
    case 'dict':
      return f.options?.[0]?.value ?? 'k';
    case 'ref':
    case 'ids':
      return '1';
    case 'json':
      return {};
    case 'url':
      return `/iso/${n}`;
    default:
      if (f.pattern) {
        // the first candidate that satisfies the field's pattern
        const re = new RegExp(f.pattern.regex);
        const found = [String(900000 + n), `iso${n}@example.com`, `iso${n}-${f.name}`].find((v) => re.test(v));
        if (found) return found;
      }
      return cut(`iso${n}-${f.name}`);
  }
}

/** Spellings of a path that the router matches to the same route. */
const SPELLINGS: ((path: string) => string)[] = [
  (p) => p,
  (p) => `/%61pi${p.slice('/api'.length)}`,
  (p) => `/a%70%69${p.slice('/api'.length)}`,
  (p) => `${p}/`,
];

/** Every id in a tree answer (nodes or records, nested under `children`). */
const idsIn = (nodes: { id: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((n) => [n.id, ...idsIn((n.children ?? []) as typeof nodes)]);

function sampleRecord(def: ResourceDef, n: number) {
  const values: Record<string, unknown> = {};
  for (const f of def.fields) if (f.readable !== false) values[f.name] = sampleValue(f, n);
  if (def.tree) values.parentId = '0';
  return values;
}

before(async () => {
  app = await testApp();
  await createTenant(app, '100001');
  tenantB = client(app, await signIn(app, 'admin', 'admin', '100001'));
});
after(() => app.close());

describe('tenant B cannot reach tenant A’s records', () => {
  test('the registry lists the resources', () => {
    assert.ok(app.resourceRegistry.length >= 10);
  });

  let n = 0;
  // Tests are declared lazily after the app exists: one per registered resource.
  test('every registered resource', async (t) => {
    for (const res of app.resourceRegistry as RegisteredResource[]) {
      n++;
      await t.test(`${res.def.name} (${res.def.scope})`, async () => {
        const db = app.appContext.database.owner;
        const rec = await res.repo.insert(db, systemContext('000000'), sampleRecord(res.def, n));
        const id = String(rec.id);
        const api = `/api${res.def.api}`;
        const routes = new Set(res.routes);
        const expected = res.def.scope === 'platform' ? 403 : 404;

        // The same for every spelling the router matches to the route: plain, an encoded prefix, a trailing slash.
        for (const at of SPELLINGS) {
          const url = (name: string, query = '') => `${at(`${api}/${name}`)}${query}`;
          // A tree's list and its tree calls answer arrays (tree.ts).
          for (const name of ['list', 'tree', 'lazyTree', 'lazyList'] as const) {
            if (!res.def.tree || !routes.has(name)) continue;
            const at = url(routePath(name));
            const r = await tenantB.get(at);
            if (res.def.scope === 'platform') assert.equal(r.status, 403, `${at}: ${JSON.stringify(r.body)}`);
            else {
              assert.equal(r.status, 200, `${at}: ${JSON.stringify(r.body)}`);
              assert.ok(!idsIn(r.data).includes(id), `${at} shows another tenant's record`);
            }
          }
          for (const name of ['list', 'page'] as const) {
            if (!routes.has(name) || (res.def.tree && name === 'list')) continue;
            const r = await tenantB.get(url(name, `?id=${id}`));
            if (res.def.scope === 'platform') assert.equal(r.status, 403, `${url(name)}: ${JSON.stringify(r.body)}`);
            else {
              assert.equal(r.status, 200, `${url(name)}: ${JSON.stringify(r.body)}`);
              assert.equal(r.data.total, 0, `${url(name)} shows another tenant's record`);
            }
          }
          if (routes.has('detail'))
            assert.equal((await tenantB.get(url('detail', `?id=${id}`))).status, expected, url('detail'));
          // The picker call, asked for the record by its id and by its title.
          if (routes.has('select') && res.def.titleField) {
            const title = encodeURIComponent(String(rec[res.def.titleField] ?? ''));
            for (const query of [`?ids=${id}`, `?keyword=${title}`]) {
              const r = await tenantB.get(url('select', query));
              if (res.def.scope === 'platform') assert.equal(r.status, 403, url('select', query));
              else {
                assert.equal(r.status, 200, `${url('select', query)}: ${JSON.stringify(r.body)}`);
                assert.ok(!idsIn(r.data).includes(id), `${url('select', query)} shows another tenant's record`);
              }
            }
          }
          const change = { ...sampleRecord(res.def, n), id, version: rec.version };
          if (routes.has('submit'))
            assert.equal((await tenantB.post(url('submit'), change)).status, expected, url('submit'));
          if (routes.has('update'))
            assert.equal((await tenantB.post(url('update'), change)).status, expected, url('update'));
          if (routes.has('remove'))
            assert.equal((await tenantB.post(url('remove', `?ids=${id}`))).status, expected, url('remove'));
        }

        const still = await res.repo.findById(db, systemContext('000000'), id);
        assert.ok(still, 'the record is still there');
        assert.equal(still.version, rec.version, 'the record was not changed');
      });
    }
  });
});
