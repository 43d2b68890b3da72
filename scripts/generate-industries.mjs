#!/usr/bin/env node
/**
 * Writes apps/server/src/modules/region/standards/industries-gbt4754-2017.json — the codes and names of
 * GB/T 4754-2017 国民经济行业分类 (门类, 大类, 中类, 小类) — from a public machine-readable copy of the standard:
 *
 *   https://github.com/qwer-of-div/1frontEnd, file example/9组件-指令/components/form/IndustryData.js,
 *   commit ce9bac9d564d174977f4e46017e2998646ec653a (nodes `{ title: 'C3511-矿山机械制造', value: 'C3511', children }`).
 *
 * Usage: node scripts/generate-industries.mjs [PATH-OR-URL]  (default: the raw file at that commit).
 * The output is checked before it is written: 20 门类, 97 大类, every code shaped as the standard's and under its
 * parent, no code twice. Re-run it when a newer copy (or the next edition) is adopted, and say so in docs/api.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const DEFAULT_SOURCE =
  'https://raw.githubusercontent.com/qwer-of-div/1frontEnd/ce9bac9d564d174977f4e46017e2998646ec653a/example/9%E7%BB%84%E4%BB%B6-%E6%8C%87%E4%BB%A4/components/form/IndustryData.js';
const OUT = new URL('../apps/server/src/modules/region/standards/industries-gbt4754-2017.json', import.meta.url);

const source = process.argv[2] ?? DEFAULT_SOURCE;
const text = /^https?:/.test(source) ? await (await fetch(source)).text() : readFileSync(source, 'utf8');
// The file is an ES module holding one array literal: evaluate the literal alone (no code of it runs besides).
const literal = text.slice(text.indexOf('['), text.lastIndexOf(']') + 1);
const tree = JSON.parse(literal);

const SHAPE = [/^[A-T]$/, /^[A-T]\d{2}$/, /^[A-T]\d{3}$/, /^[A-T]\d{4}$/];
const rows = [];
const seen = new Set();
const counts = [0, 0, 0, 0];
function walk(nodes, parent, depth) {
  for (const n of nodes) {
    const code = String(n.value).trim();
    const name = String(n.title)
      .slice(String(n.title).indexOf('-') + 1)
      .trim();
    if (!SHAPE[depth]?.test(code)) throw new Error(`bad code ${code} at level ${depth + 1}`);
    if (parent && !code.startsWith(parent)) throw new Error(`${code} is not under ${parent}`);
    if (seen.has(code)) throw new Error(`${code} twice`);
    if (!name) throw new Error(`${code} has no name`);
    seen.add(code);
    counts[depth]++;
    rows.push([code, name]);
    if (n.children?.length) walk(n.children, code, depth + 1);
  }
}
walk(tree, '', 0);
if (counts[0] !== 20 || counts[1] !== 97) throw new Error(`expected 20 门类 and 97 大类, found ${counts}`);
writeFileSync(
  OUT,
  `${JSON.stringify({ edition: 'GB/T 4754-2017', source: DEFAULT_SOURCE, counts, rows }).replace(/\],\[/g, '],\n[')}\n`,
);
console.log(
  `wrote ${rows.length} industries (门类 ${counts[0]}, 大类 ${counts[1]}, 中类 ${counts[2]}, 小类 ${counts[3]})`,
);
