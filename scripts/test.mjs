#!/usr/bin/env node
// Runs the test suites with Node's own test runner (TypeScript through tsx).
//   node scripts/test.mjs            unit + api (+ e2e when Chromium and a built web app exist)
//   node scripts/test.mjs unit|api|e2e
// Unit tests: *.test.ts under packages/ and apps/server/src. API tests: apps/server/test/**/*.test.ts.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function find(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) find(p, out);
    else if (name.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

const suites = {
  unit: () => [...find(join(root, 'packages')), ...find(join(root, 'apps/server/src'))],
  api: () => find(join(root, 'apps/server/test')),
  e2e: () => [],
};

const wanted = process.argv[2] ? [process.argv[2]] : ['unit', 'api'];
let failed = false;
for (const suite of wanted) {
  const files = suites[suite]?.();
  if (!files) {
    console.error(`unknown suite ${suite}`);
    process.exit(2);
  }
  if (files.length === 0) {
    console.log(`# ${suite}: no test files`);
    continue;
  }
  console.log(`# ${suite}: ${files.length} files`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test' },
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
