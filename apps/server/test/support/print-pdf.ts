// The fixture generators' PDF printer: an HTML page printed by Debian's Chromium (headless, no header or footer) —
// real text-layer PDFs of invoices and statements made here, not taken from anyone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function printPdf(html: string): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-pdf-'));
  try {
    const page = join(dir, 'page.html');
    const out = join(dir, 'page.pdf');
    writeFileSync(page, html);
    execFileSync(
      '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-pdf-header-footer',
        `--print-to-pdf=${out}`,
        pathToFileURL(page).href,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
