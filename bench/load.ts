/** Load helpers: autocannon against the HTTP API, and the same loop shape against a plain async function. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * autocannon in its own process, so the load generator does not eat the server's CPU (the raw-SQL loop it is compared
 * with runs without any HTTP client).
 */
export async function httpLoad(
  label: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [cli, '--json', '-d', String(seconds), '-c', String(connections), '-p', '1'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let buf = '';
    child.stdout.on('data', (d) => {
      buf += d;
    });
    child.on('error', reject);
    child.on('close', () => resolve(buf));
  });
  const r = JSON.parse(out);
  return {
    label,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** Runs `fn` from `concurrency` loops for `seconds`, timing each call (bounded by time and by a call cap). */
export async function fnLoad(
  label: string,
  fn: () => Promise<unknown>,
  seconds: number,
  concurrency = 10,
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const cap = 2_000_000;
  const worker = async () => {
    while (performance.now() < end && times.length < cap) {
      const t0 = performance.now();
      try {
        await fn();
      } catch {
        errors++;
      }
      times.push(performance.now() - t0);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return {
    label,
    requests: times.length,
    rps: times.length / elapsed,
    p50: round(pct(50)),
    p99: round(pct(99)),
    errors,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

export function printTable(rows: LoadResult[]) {
  console.log(
    ['label'.padEnd(46), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7)].join(
      ' ',
    ),
  );
  for (const r of rows) {
    console.log(
      [
        r.label.padEnd(46),
        r.rps.toFixed(0).padStart(9),
        r.p50.toFixed(2).padStart(8),
        r.p99.toFixed(2).padStart(8),
        String(r.errors).padStart(7),
      ].join(' '),
    );
  }
}
