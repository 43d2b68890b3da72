#!/usr/bin/env node
// `npm run bench`: every benchmark in bench/, one after the other. Benchmarks print figures; they never fail a build.
//   npm run bench                 all
//   npm run bench -- api          only bench/api.bench.ts (extra arguments pass through)
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
/** Runs the TypeScript source as the bundle runs it (tsx and text imports). */
const SOURCE = new URL('./source.mjs', import.meta.url).pathname;
const [only, ...rest] = process.argv.slice(2);
const files = readdirSync(`${root}bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.startsWith(`${only}.`))
  .sort();
for (const f of files) {
  console.log(`\n=== bench/${f} ===`);
  spawnSync(process.execPath, ['--import', SOURCE, `bench/${f}`, ...rest], { stdio: 'inherit', cwd: root });
}
