import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import * as shared from '@flp/shared/resources';

// The areas' parts on the family pages reach components: the stores, which read cookies and local storage when they
// load, and style sheets, which the bundler takes (empty here). The registry itself reaches neither.
const memory = new Map<string, string>();
Object.assign(globalThis, {
  document: { cookie: '' },
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => memory.set(k, v),
    removeItem: (k: string) => memory.delete(k),
  },
});
const EMPTY_CSS = `export const load = (url, ctx, next) =>
  url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, ctx);`;
register(`data:text/javascript,${encodeURIComponent(EMPTY_CSS)}`);
const { AREAS } = await import('./areas');
const { corePages, pages, resolvePage } = await import('./pages');
const { mergeParts } = await import('../pages/work/process/areaParts');
const { crudMessages } = await import('../crud/locales');
const { excelMessages } = await import('../crud/excel/locales');

const PAGES_DIR = join(import.meta.dirname, '../pages');
/** The folders under pages/ that are areas (they have an index.ts). */
const folders = readdirSync(PAGES_DIR).filter((d) => existsSync(join(PAGES_DIR, d, 'index.ts')));

test('every area folder exports one area, named as its folder, and AREAS lists each once', async () => {
  assert.deepEqual(AREAS.map((a) => a.name).sort(), [...folders].sort());
  for (const folder of folders) {
    const mod: Record<string, unknown> = await import(join(PAGES_DIR, folder, 'index.ts'));
    const exported = Object.values(mod);
    assert.equal(exported.length, 1, `pages/${folder}/index.ts exports its area and nothing else`);
    assert.ok(AREAS.includes(exported[0] as (typeof AREAS)[number]), `pages/${folder}'s area is in AREAS`);
    assert.equal((exported[0] as { name: string }).name, folder);
  }
});

test("every area's pages are reachable through the registry, lazily", () => {
  for (const area of AREAS)
    for (const [path, def] of Object.entries(area.pages)) {
      assert.equal(pages[path], def, `${area.name}: ${path}`);
      assert.equal(resolvePage(path)?.def, def, `${area.name}: ${path} resolves`);
      assert.equal(typeof def.load, 'function');
    }
  // and nothing else is there
  const declared = AREAS.reduce((n, a) => n + Object.keys(a.pages).length, Object.keys(corePages).length);
  assert.equal(Object.keys(pages).length, declared);
});

test('no path is declared twice', () => {
  const seen = new Map<string, string>();
  for (const [owner, list] of [['core', corePages] as const, ...AREAS.map((a) => [a.name, a.pages] as const)])
    for (const path of Object.keys(list)) {
      assert.equal(seen.get(path), undefined, `${path}: declared by ${seen.get(path)} and ${owner}`);
      seen.set(path, owner);
    }
});

/** Every key path of a message tree (`a.b.c`). */
function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

test("every area's messages have the same keys in both languages", () => {
  const parts = [{ name: 'crud', messages: crudMessages }, { name: 'excel', messages: excelMessages }, ...AREAS];
  for (const { name, messages } of parts) {
    if (!messages) continue;
    const zh = keyPaths(messages['zh-CN']).sort();
    const en = keyPaths(messages['en-US']).sort();
    assert.deepEqual(
      { onlyZh: zh.filter((k) => !en.includes(k)), onlyEn: en.filter((k) => !zh.includes(k)) },
      { onlyZh: [], onlyEn: [] },
      name,
    );
    assert.ok(zh.length > 0, `${name}: messages declared are not empty`);
  }
});

test("the areas' parts on the family pages name resources, and merge in the areas' order", async () => {
  const defs = new Map(
    Object.values(shared).flatMap((v) =>
      v && typeof v === 'object' && 'fields' in v && 'api' in v
        ? [[(v as shared.ResourceDef).name, v as shared.ResourceDef] as const]
        : [],
    ),
  );
  const names = new Set(defs.keys());
  const parts = [];
  for (const area of AREAS) {
    if (!area.families) continue;
    const part = (await area.families()).default;
    for (const name of [...Object.keys(part.decisionTabs ?? {}), ...Object.keys(part.summaries ?? {})])
      assert.ok(names.has(name), `${area.name}: ${name} is a resource`);
    for (const [name, fields] of Object.entries(part.fields ?? {}))
      for (const field of Object.keys(fields))
        assert.ok(
          defs.get(name)?.fields.some((f) => f.name === field),
          `${area.name}: ${name}.${field} is a field of a resource`,
        );
    for (const [name, s] of Object.entries(part.summaries ?? {})) {
      assert.equal(s.def.name, name);
      assert.ok(pages[s.path], `${area.name}: the summary of ${name} links to a page (${s.path})`);
    }
    parts.push(part);
  }
  const merged = mergeParts(parts);
  assert.deepEqual(
    merged.decisionTabs.loan.map((t) => t.key),
    ['deviations', 'conditions'],
  );
  assert.deepEqual(Object.keys(merged.summaries).sort(), ['contract', 'project']);

  const tab = (key: string) => ({ key, label: { 'zh-CN': key, 'en-US': key }, render: () => null });
  const two = mergeParts([{ decisionTabs: { x: [tab('a')] } }, { decisionTabs: { x: [tab('b')] } }]);
  assert.deepEqual(
    two.decisionTabs.x.map((t) => t.key),
    ['a', 'b'],
  );
  assert.deepEqual(Object.keys(merged.fields), [
    'preservation',
    'tracking',
    'scheduleAdjust',
    'approvalChange',
    'projectChange',
    'contractChange',
    'maxChange',
    'commonChange',
    'guaranteeChange',
  ]);
  const rows = merged.fields.scheduleAdjust;
  assert.throws(() => mergeParts([{ fields: { x: rows } }, { fields: { x: rows } }]), /two areas/);
  const summary = merged.summaries.project;
  assert.throws(
    () => mergeParts([{ summaries: { project: summary } }, { summaries: { project: summary } }]),
    /twice|two areas/,
  );
});
