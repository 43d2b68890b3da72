import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixture, qrPng, SPECIAL, SPECIAL_QR } from '../../../../test/fixtures/invoice/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { encodePng, type RawImage } from './image';
import { readInvoiceQrs, readQrTexts } from './qr';

test('the invoice QR of a PNG, read offline', async () => {
  assert.deepEqual(await readQrTexts(fixture('invoice-qr.png')), [SPECIAL_QR]);
  const [inv] = await readInvoiceQrs(fixture('invoice-qr.png'));
  assert.equal(inv.source, 'qr');
  assert.equal(inv.invoiceType, 'digital-special');
  assert.equal(inv.invoiceNumber, SPECIAL.number);
  assert.equal(inv.issueDate, SPECIAL.date);
  assert.equal(inv.totalAmount, SPECIAL.total);
  assert.equal(inv.invoiceCode, null);
});

test('decoded pixels (a scan) and a PNG made of them read the same', async () => {
  // the writer's PNG is 8-bit grey: draw it again as raw pixels with a quiet zone, 3 pixels a module
  const { writeBarcode } = await import('zxing-wasm/writer');
  await qrPng('warm'); // loads the writer's wasm from node_modules
  const { symbol } = await writeBarcode(SPECIAL_QR, { format: 'QRCode' });
  assert.ok(symbol);
  const scale = 3;
  const quiet = 4;
  const side = (symbol.width + 2 * quiet) * scale;
  const data = new Uint8Array(side * side).fill(255);
  for (let y = 0; y < symbol.height; y++)
    for (let x = 0; x < symbol.width; x++)
      if (symbol.data[y * symbol.width + x] < 128)
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) data[((y + quiet) * scale + dy) * side + (x + quiet) * scale + dx] = 0;
  const raw: RawImage = { data, width: side, height: side, channels: 1 };
  assert.deepEqual(await readQrTexts(raw), [SPECIAL_QR]);
  assert.deepEqual(await readQrTexts(encodePng(raw)), [SPECIAL_QR]);
});

test('QR codes that are not invoices, pictures without one, and files that are no pictures', async () => {
  assert.deepEqual(await readInvoiceQrs(await qrPng('https://example.com/not-an-invoice')), []);
  const blank = encodePng({ data: new Uint8Array(100 * 100).fill(255), width: 100, height: 100, channels: 1 });
  assert.deepEqual(await readInvoiceQrs(blank), []);
  await assert.rejects(readQrTexts(fixture('not-a-pdf.pdf')), DocumentError);
});
