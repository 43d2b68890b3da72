/**
 * Finance engine benchmark. Not a test: nothing here asserts.
 *
 *   node --import ./scripts/source.mjs bench/finance.bench.ts [--count 100000]
 *
 * Prints the time to generate 100,000 rent schedules of 36 periods (target < 5 s on one core) and
 * its ratio to the target, one schedule of 360 periods, and the XIRR of a 361-flow series (mean over
 * 1,000 calls, and the first call). Wall
 * time and this process's CPU time are both shown: on a shared machine CPU time is the steadier
 * figure. Schedules vary in principal and rate (a different rate every schedule), so nothing is
 * served from a cache.
 */
import { generateSchedule, lessorReturns, xirr } from '../packages/shared/src/finance/index';
import { arg } from './setup';

const COUNT = Number(arg('count', '100000'));
const TARGET_S = 5;

function timed<T>(fn: () => T): { value: T; wallMs: number; cpuMs: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = fn();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, wallMs, cpuMs: (c.user + c.system) / 1000 };
}

const terms = (i: number, periods: number) => ({
  // 500,000.00 … 5,499,999.99 and 3.000 % … 12.999 %: every schedule has its own numbers.
  principal: (50_000_000 + ((i * 7919) % 500_000_000)) / 100,
  annualRate: `0.${String(30_000 + ((i * 37) % 100_000)).padStart(6, '0')}`,
  periods,
  frequencyMonths: 1,
  method: 'EQUAL_RENT' as const,
  payIn: i % 2 === 0 ? ('ARREARS' as const) : ('ADVANCE' as const),
  startDate: '2024-01-31',
});

// Warm-up so the JIT has compiled the hot path before we time it.
for (let i = 0; i < 5_000; i++) generateSchedule(terms(i, 36));

let rows = 0;
const many = timed(() => {
  for (let i = 0; i < COUNT; i++) rows += generateSchedule(terms(i, 36)).rows.length;
  return rows;
});
const seconds = many.wallMs / 1000;
console.log(`${COUNT.toLocaleString('en')} schedules × 36 periods (${many.value.toLocaleString('en')} rows)`);
console.log(
  `  wall ${seconds.toFixed(2)} s, cpu ${(many.cpuMs / 1000).toFixed(2)} s, ${((many.wallMs * 1000) / COUNT).toFixed(1)} µs/schedule`,
);
console.log(
  `  target < ${TARGET_S} s: ratio ${(seconds / TARGET_S).toFixed(2)} (wall), ${(many.cpuMs / 1000 / TARGET_S).toFixed(2)} (cpu) → ${seconds < TARGET_S ? 'MET' : 'MISSED'}`,
);

const long = timed(() =>
  generateSchedule({ ...terms(1, 360), method: 'EQUAL_RENT', payIn: 'ARREARS', residual: 100_000 }),
);
console.log(`1 schedule × 360 periods: ${long.wallMs.toFixed(2)} ms (cpu ${long.cpuMs.toFixed(2)} ms)`);

const ret = timed(() => lessorReturns(long.value));
console.log(
  `  lessor returns of it (IRR + XIRR on 361 flows): ${ret.wallMs.toFixed(1)} ms, xirr ${ret.value.xirr.toSignificantDigits(10).toString()}`,
);

// 360 monthly flows after an outlay, irregular amounts, dated on the 15th.
const flows = [{ date: '2020-01-15', amount: '-1000000' }];
for (let k = 1; k <= 360; k++) {
  const y = 2020 + Math.floor(k / 12);
  const m = (k % 12) + 1;
  flows.push({ date: `${y}-${String(m).padStart(2, '0')}-15`, amount: String(5000 + ((k * 97) % 2000)) });
}
// The first call runs colder code; the mean over many calls is the steady figure.
const first = timed(() => xirr(flows));
const REPEAT = 1_000;
const repeated = timed(() => {
  for (let i = 0; i < REPEAT; i++) xirr(flows);
});
console.log(
  `XIRR of 361 dated flows: ${(repeated.wallMs / REPEAT).toFixed(3)} ms per call over ${REPEAT.toLocaleString('en')} calls (cpu ${(repeated.cpuMs / REPEAT).toFixed(3)} ms), first call ${first.wallMs.toFixed(2)} ms → ${first.value.toSignificantDigits(10).toString()}`,
);
