import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { ATTACHED, BUYER, FIXTURES, fixture, ORDINARY, RED, SPECIAL } from '../../../../test/fixtures/invoice/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { encodePng } from './image';
import { type InvoiceFileRead, readInvoiceFile } from './index';
import { closeOcr } from './ocr';

const opts = { today: '2024-12-31' };
const read = (name: string, extra = {}) => readInvoiceFile(fixture(name), name, { ...opts, ...extra });
const failed = (result: InvoiceFileRead) =>
  result.invoices.map((inv) => inv.checks.filter((c) => !c.ok).map((c) => c.code));

test('数电 XML: certain, every check passes', async () => {
  const result = await read('digital-special.xml');
  assert.equal(result.fileType, 'xml');
  assert.equal(result.engine, 'xml');
  assert.equal(result.invoices.length, 1);
  assert.equal(result.invoices[0].invoiceNumber, SPECIAL.number);
  assert.equal(result.invoices[0].confidence, 1);
  assert.deepEqual(failed(result), [[]]);
  const red = await read('digital-red.xml');
  assert.equal(red.invoices[0].invoiceNumber, RED.number);
  assert.equal(red.invoices[0].isRedLetter, true);
  assert.equal(red.invoices[0].confidence, 1);
});

test('OFD: the attachment (signed) and the tags', async () => {
  const attached = await read('ofd-attach.ofd');
  assert.equal(attached.fileType, 'ofd');
  assert.equal(attached.engine, 'ofd-attach');
  assert.equal(attached.signed, true);
  assert.equal(attached.invoices[0].invoiceCode, ATTACHED.code);
  assert.equal(attached.invoices[0].confidence, 1);
  const tagged = await read('ofd-tags.ofd');
  assert.equal(tagged.engine, 'ofd-tag');
  assert.equal(tagged.signed, false);
  assert.equal(tagged.invoices[0].totalAmount, ORDINARY.total);
  assert.equal(tagged.invoices[0].confidence, 0.9);
});

test('PDF with a text layer: read from the text, its QR not needed', async () => {
  const result = await read('digital-special.pdf');
  assert.equal(result.fileType, 'pdf');
  assert.equal(result.engine, 'pdf-text');
  assert.equal(result.invoices[0].source, 'pdf-text');
  assert.equal(result.invoices[0].items.length, 2);
  assert.equal(result.invoices[0].confidence, 0.9);
  assert.deepEqual(failed(result), [[]]);
});

test('pictures: the QR of a PNG; a scanned PDF through its pictures', async () => {
  const png = await read('invoice-qr.png');
  assert.equal(png.fileType, 'png');
  assert.equal(png.engine, 'zxing');
  const [inv] = png.invoices;
  assert.equal(inv.source, 'qr');
  assert.equal(inv.invoiceNumber, SPECIAL.number);
  assert.equal(inv.totalAmount, SPECIAL.total);
  assert.equal(inv.confidence, 0.9); // the missing parties are a warning
  assert.deepEqual(failed(png), [['fields.required']]);
  const scan = await read('scanned-qr.pdf');
  assert.equal(scan.fileType, 'pdf');
  assert.equal(scan.engine, 'pdf-scan-zxing');
  assert.equal(scan.invoices[0].invoiceNumber, SPECIAL.number);
});

test('a zip of invoices: each file read, the same invoice kept once from its most certain file', async () => {
  const two = await read('two-invoices.zip');
  assert.equal(two.fileType, 'zip');
  assert.equal(two.signed, true);
  assert.deepEqual(
    two.invoices.map((i) => [i.invoiceNumber, i.source]),
    [
      [ORDINARY.number, 'xml'],
      [ATTACHED.number, 'ofd-attach'],
    ],
  );
  const same = zipSync({
    'a/digital-special.pdf': fixture('digital-special.pdf'),
    'b/invoice-qr.png': fixture('invoice-qr.png'),
    'c/digital-special.xml': fixture('digital-special.xml'),
    '__MACOSX/._digital-special.xml': strToU8('junk'),
    'readme.txt': strToU8('发票见附件'),
    'inner.zip': zipSync({ 'x.xml': fixture('digital-ordinary.xml') }),
  });
  const result = await readInvoiceFile(same, 'same.zip', opts);
  assert.deepEqual(
    result.invoices.map((i) => [i.invoiceNumber, i.source]),
    [[SPECIAL.number, 'xml']],
  );
  assert.deepEqual(
    result.skipped?.map((s) => s.name),
    ['inner.zip', 'readme.txt'],
  );
  assert.match(result.skipped![0].message['zh-CN'], /压缩包中不能再含压缩包/);
});

test('files that are not invoices, or hostile, are DocumentErrors in both languages — never a crash or a hang', async () => {
  const refused = async (bytes: Uint8Array, name: string, pattern: RegExp, extra = {}) => {
    const started = Date.now();
    await assert.rejects(
      readInvoiceFile(bytes, name, { ...opts, ...extra }),
      (e) =>
        e instanceof DocumentError &&
        pattern.test(e.message) &&
        e.localized['en-US'].length > 0 &&
        e.localized['en-US'] !== e.message,
    );
    assert.ok(Date.now() - started < 5000, `${name} took ${Date.now() - started} ms`);
  };
  await refused(fixture('xxe.xml'), 'xxe.xml', /DOCTYPE/);
  await refused(fixture('bomb.ofd'), 'bomb.ofd', /解压后过大/);
  await refused(fixture('truncated.pdf'), 'truncated.pdf', /损坏/);
  await refused(fixture('not-a-pdf.pdf'), 'not-a-pdf.pdf', /无法识别 not-a-pdf.pdf 的文件类型/);
  await refused(fixture('digital-special.html'), 'invoice.html', /网页/);
  await refused(new Uint8Array(0), 'empty.pdf', /空文件/);
  await refused(fixture('digital-special.pdf'), 'big.pdf', /过大/, { maxBytes: 1000 });
  await refused(zipSync({ 'word/document.xml': strToU8('<w:document/>') }), 'contract.docx', /没有可读的发票/);
  const many: Record<string, Uint8Array> = {};
  for (let i = 0; i < 51; i++) many[`${i}.xml`] = fixture('digital-ordinary.xml');
  await refused(zipSync(many), 'many.zip', /文件过多/);
  await refused(fixture('ofd-attach.ofd').subarray(0, 500), 'cut.ofd', /损坏/);
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]);
  await refused(gif, 'photo.gif', /GIF/);
  // a picture with no QR code: OCR is offered, not run
  const blank = encodePng({ data: new Uint8Array(200 * 100).fill(255), width: 200, height: 100, channels: 1 });
  await refused(blank, 'blank.png', /没有找到发票二维码; 可开启文字识别/);
  // what a zip's files were is said
  await refused(zipSync({ 'other.xml': strToU8('<Invoice/>') }), 'other.zip', /other\.xml: XML 文件不是发票/);
});

// Slow (seconds): OCR fills the parties the QR code does not carry; the invoice is then a draft (≤ 0.7).
test('a photo with OCR on: QR fields kept, OCR fills the rest', { skip: process.env.OCR_TEST !== '1' }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-photo-'));
  try {
    const shot = join(dir, 'photo.png');
    execFileSync(
      '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=2',
        '--window-size=920,580',
        `--screenshot=${shot}`,
        pathToFileURL(join(FIXTURES, 'digital-special.html')).href,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
    const result = await readInvoiceFile(new Uint8Array(readFileSync(shot)), 'photo.png', { ...opts, ocr: true });
    assert.equal(result.engine, 'zxing+tesseract');
    const [inv] = result.invoices;
    assert.equal(inv.source, 'ocr');
    assert.equal(inv.invoiceNumber, SPECIAL.number);
    assert.equal(inv.totalAmount, SPECIAL.total); // from the QR code
    assert.equal(inv.buyerName, BUYER.name); // from OCR
    assert.ok(inv.confidence <= 0.7);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await closeOcr();
  }
});
