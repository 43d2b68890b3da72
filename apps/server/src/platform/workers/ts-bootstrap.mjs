// Development and tests only: a worker whose entry is TypeScript (src/worker.ts) compiles it through tsx, as the main
// thread does (scripts/source.mjs). The built server starts dist/worker.js directly and never loads this file.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
