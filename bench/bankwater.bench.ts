/**
 * Bank statements at scale: a year's statement of 100,000 transactions, made in memory in two formats — ICBC's GBK
 * CSV and CCB's .xlsx — then read (readStatementFile: decode, header, synonyms, normaliser, time order) and analysed
 * (analyseStatement: every §5.3 figure, flags on every row). Target: read + analyse under 10 s per file. Not a test:
 * nothing here asserts.
 *
 *   npm run bench -- bankwater [--rows 100000]
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { analyseStatement } from '../packages/shared/src/bankwater/index';
import { D } from '../packages/shared/src/finance/index';
import { readStatementFile } from '../apps/server/src/modules/bankwater/read/index';
import { readSheetRows } from '../apps/server/src/platform/documents/sheet-rows';
import { WorkerPool } from '../apps/server/src/platform/workers/pool';
import { READ_STATEMENT_TASK, type ReadStatementInput } from '../apps/server/src/modules/bankwater/tasks';
import type { StatementRead } from '../apps/server/src/modules/bankwater/read/index';
import { COMPANY, type Row, ccbXlsx, icbcCsv, withBalances } from '../apps/server/test/fixtures/bankwater/make';
import { arg } from './setup';

const ROWS = Number(arg('rows', '100000'));
const TARGET_S = 10;

async function timed<T>(fn: () => T | Promise<T>): Promise<{ value: T; wallMs: number; cpuMs: number }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, wallMs, cpuMs: (c.user + c.system) / 1000 };
}

/** A busy account's year: 2,000 customers and suppliers, a few individuals, payroll batches; one amount in ten round. */
function statementRows(count: number): Row[] {
  let x = 12345;
  const next = () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 4294967296;
  };
  const rows: Row[] = [];
  let fen = 500_000_000; // the opening, 5,000,000.00
  for (let i = 0; i < count; i++) {
    // Integer arithmetic: row i falls on day ⌊365·i/count⌋, its time spread over 08:00–18:00 by its place in the day.
    const dayOfYear = Math.floor((i * 365) / count);
    const first = Math.ceil((dayOfYear * count) / 365);
    const inDay = Math.ceil(((dayOfYear + 1) * count) / 365) - first;
    const date = new Date(Date.UTC(2025, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
    const seconds = 8 * 3600 + Math.floor(((i - first) * 10 * 3600) / inDay);
    const time = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    const party = Math.floor(next() * 2000);
    // Money in more often than out while the balance is low, less often when high: it wanders between bounds.
    const direction = next() < (fen < 2_000_000_000 ? 0.6 : 0.4) ? 'IN' : 'OUT';
    const kind = next();
    const amount = (
      kind < 0.1 ? Math.round(next() * 50) * 10_000 + 10_000 : Math.round(next() * 50_000_000) / 100 + 1
    ).toFixed(2);
    fen += (direction === 'IN' ? 1 : -1) * Math.round(Number(amount) * 100);
    const person = kind > 0.98;
    rows.push({
      date,
      time,
      direction,
      amount,
      name: person
        ? ['张伟', '王芳', '李娜', '刘洋'][party % 4]
        : `${direction === 'IN' ? '客户' : '供应商'}${party}有限公司`,
      account: `62220211020${String(party).padStart(8, '0')}`,
      bank: '中国工商银行苏州分行',
      summary: kind > 0.97 && kind <= 0.98 ? '代发工资' : '转账',
      purpose: direction === 'IN' ? '货款' : '材料款',
      remark: '',
      serial: `B${String(i).padStart(9, '0')}`,
    });
  }
  return rows;
}

async function main() {
  const rows = withBalances('5000000.00', statementRows(ROWS));
  const statement = { accountNo: '1102020309000123456', accountName: COMPANY, opening: '5000000.00', rows };
  const files: [string, Uint8Array][] = [
    ['ICBC CSV (GBK)', icbcCsv(statement)],
    ['CCB .xlsx', await ccbXlsx(statement)],
  ];
  const totalIn = rows
    .filter((r) => r.direction === 'IN')
    .reduce((a, r) => a.plus(r.amount), new D(0))
    .toFixed(2);
  console.log(`${ROWS.toLocaleString('en')} transactions over 2025 (inflow ${totalIn})`);
  console.log(
    ['file'.padEnd(16), 'MB'.padStart(5), 'rows', 'read ms', 'analyse ms', 'total ms', 'cpu ms', 'target'].join('  '),
  );
  for (const [name, bytes] of files) {
    const read = await timed(() => readStatementFile(bytes, name));
    const analysed = await timed(() => analyseStatement(read.value.txns, {}, { monthlyRent: '86066.43' }));
    const total = read.wallMs + analysed.wallMs;
    const a = analysed.value;
    console.log(
      [
        name.padEnd(16),
        (bytes.byteLength / 1024 / 1024).toFixed(1).padStart(5),
        String(read.value.txns.length),
        read.wallMs.toFixed(0).padStart(7),
        analysed.wallMs.toFixed(0).padStart(10),
        total.toFixed(0).padStart(8),
        (read.cpuMs + analysed.cpuMs).toFixed(0).padStart(6),
        total / 1000 < TARGET_S ? `MET (< ${TARGET_S} s)` : `MISSED (${TARGET_S} s)`,
      ].join('  '),
    );
    console.log(
      `    issues ${read.value.issues.length}, breaks ${a.integrity.balanceBreaks.length}, inflow ${a.monthly.totalIn}, ` +
        `ADB ${a.balances.adb}, HHI ${a.counterparties.hhi}, fast in-out ${a.transactions.fastInOut.length}, ` +
        `flags ${JSON.stringify(a.transactions.counts)}`,
    );
  }
  // Where an .xlsx's read goes: the spreadsheet library's part alone (readSheetRows: bounds, unzip, SheetJS).
  const sheet = await timed(() => readSheetRows(files[1][1]));
  console.log(
    `of the .xlsx read, readSheetRows alone: ${sheet.wallMs.toFixed(0)} ms (${sheet.value[0].rows.length} rows)`,
  );
  // What the server does now: the read in a worker thread (platform/workers). The figure that matters is how long the
  // main thread's event loop was held meanwhile — inline, the whole read; through the pool, the hand-over only.
  const pool = new WorkerPool({ entry: new URL('../apps/server/src/worker.ts', import.meta.url), size: 1 });
  try {
    await pool
      .run(READ_STATEMENT_TASK, { bytes: new Uint8Array(1), name: 'warm-up', fileId: '0', mappings: new Map() })
      .catch(() => {});
    for (const [name, bytes] of files) {
      const inline = monitorEventLoopDelay({ resolution: 10 });
      inline.enable();
      await new Promise((r) => setTimeout(r, 20));
      await readStatementFile(bytes, name);
      await new Promise((r) => setTimeout(r, 20));
      inline.disable();
      const pooled = monitorEventLoopDelay({ resolution: 10 });
      pooled.enable();
      const input: ReadStatementInput = { bytes: bytes.slice(), name, fileId: '1', mappings: new Map() };
      const read = await timed(() =>
        pool.run<StatementRead>(READ_STATEMENT_TASK, input, { transfer: [input.bytes.buffer as ArrayBuffer] }),
      );
      pooled.disable();
      console.log(
        `${name}: through the worker ${read.wallMs.toFixed(0)} ms (${read.value.txns.length} rows back); ` +
          `event loop held at most ${(inline.max / 1e6).toFixed(0)} ms inline, ${(pooled.max / 1e6).toFixed(0)} ms with the worker`,
      );
    }
  } finally {
    await pool.close();
  }
  console.log(`memory: rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
