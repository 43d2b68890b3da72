/**
 * Bundle report (issue 3): what the browser downloads on a first visit to /login (the entry, its static imports, the
 * sign-in page's chunk and its static imports), in gzip bytes against the 300 KB budget; and a check that no other
 * route's page chunk is loaded before that route is visited. Reads Vite's manifest; builds the web app first.
 *   node --import ./scripts/source.mjs bench/bundle.bench.ts [--no-build]
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const dist = join(import.meta.dirname, '../apps/web/dist');
if (!process.argv.includes('--no-build')) execSync('npm run build -w @flp/web', { stdio: 'ignore' });
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunk keys a chunk pulls in before it runs (itself and its static imports, transitively). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) closure(i, seen);
  return seen;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
const loginKey = Object.keys(manifest).find((k) => k.endsWith('pages/login/LoginPage.tsx'))!;
const shellKey = Object.keys(manifest).find((k) => k.endsWith('shell/Shell.tsx'));

const first = new Set([...closure(entryKey), ...closure(loginKey)]);
const files = new Set<string>();
for (const k of first) {
  files.add(manifest[k].file);
  for (const c of manifest[k].css ?? []) files.add(c);
}
let total = 0;
const rows: [string, number][] = [];
for (const f of files) {
  const size = gz(f);
  total += size;
  rows.push([f, size]);
}
rows.sort((a, b) => b[1] - a[1]);
console.log('First load of /login (gzip):');
for (const [f, s] of rows) console.log(`  ${(s / 1024).toFixed(1).padStart(8)} KB  ${f}`);
const budget = 300 * 1024;
console.log(
  `  ${(total / 1024).toFixed(1).padStart(8)} KB  total — budget 300 KB, ratio ${(total / budget).toFixed(2)} ${total <= budget ? '(within)' : '(OVER)'}`,
);

// Route pages must be lazy: none of them may be in the closure of the entry (or of the sign-in page).
const pageKeys = Object.keys(manifest).filter(
  (k) => /src\/pages\/.+\/[A-Z][A-Za-z]*Page\.tsx$/.test(k) && k !== loginKey,
);
const eager = pageKeys.filter((k) => first.has(k));
console.log(
  `\nRoute pages: ${pageKeys.length}; loaded before their route is visited: ${eager.length ? eager.join(', ') : 'none'}`,
);
if (shellKey)
  console.log(
    `The signed-in shell is ${first.has(shellKey) ? 'EAGER (loaded on /login)' : 'lazy (not loaded on /login)'}`,
  );
const pro = Object.values(manifest).filter((c) => c.file.includes('pro-components'));
console.log(
  `ProComponents chunks: ${pro.map((c) => `${c.file} ${(gz(c.file) / 1024).toFixed(1)} KB`).join(', ') || 'none'} — on /login: ${pro.some((c) => files.has(c.file)) ? 'YES' : 'no'}`,
);
