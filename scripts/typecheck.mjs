#!/usr/bin/env node
// Type-checks the TypeScript projects side by side, as many at once as the machine has cores: each `tsc` is one
// thread, and in a row they took most of CI's gate stage. The benchmarks are checked with the server (one program: they
// import its source, which a project of their own checked a second time; bench/tsconfig.json is for editors). Prints
// each project's time; fails if any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['apps/server', 'e2e', 'apps/web', 'packages/shared']; // the longest first
const root = new URL('..', import.meta.url).pathname;
const tsc = new URL('../node_modules/typescript/bin/tsc', import.meta.url).pathname;

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => {
      process.stdout.write(output);
      console.log(
        `# tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
const workers = Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
  while (queue.length) results.push(await check(queue.shift()));
});
await Promise.all(workers);
process.exit(results.every(Boolean) ? 0 : 1);
