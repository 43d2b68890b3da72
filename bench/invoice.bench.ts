/**
 * Invoices read from their files (issue 33 item 3): a 数电 PDF with a text layer (the fixture printed by Chromium), its
 * XML and OFD twins, and the QR of a photo — each read as the server reads an upload (readInvoiceFile: by the bytes,
 * in order of certainty, then the checks). The first PDF read loads PDF.js (cold); the rest are warm. Target: a PDF
 * invoice read in under 2 s. Not a test: nothing here asserts.
 *
 *   npm run bench -- invoice [--runs 20]
 */
import { readFileSync } from 'node:fs';
import { readInvoiceFile } from '../apps/server/src/modules/invoice/read/index';
import { arg } from './setup';

const RUNS = Number(arg('runs', '20'));
const TARGET_MS = 2000;
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../apps/server/test/fixtures/invoice/${name}`, import.meta.url)));

async function main() {
  console.log(`file                      first ms  median ms  max ms  target`);
  for (const name of ['digital-special.pdf', 'digital-special.xml', 'ofd-attach.ofd', 'invoice-qr.png']) {
    const bytes = fixture(name);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const read = await readInvoiceFile(bytes, name);
      times.push(performance.now() - t0);
      if (!read.invoices.length) throw new Error(`${name}: no invoice read`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const max = sorted[sorted.length - 1];
    const met = max < TARGET_MS ? 'MET (< 2 s)' : 'MISSED';
    console.log(
      `${name.padEnd(24)} ${times[0].toFixed(0).padStart(8)} ${median.toFixed(1).padStart(10)} ${max.toFixed(0).padStart(7)}  ${met}`,
    );
  }
  const mem = process.memoryUsage();
  console.log(`memory: rss ${Math.round(mem.rss / 1024 / 1024)} MB`);
}

await main();
