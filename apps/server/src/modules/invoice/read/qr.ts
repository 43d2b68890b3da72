// The invoice QR code (top-left of every VAT invoice) read from a photo, a PNG/JPEG or the pixels of a scanned PDF,
// with zxing-wasm. By default zxing-wasm fetches its wasm from a CDN and fails offline; here the wasm shipped in
// node_modules is read once and handed over, so reading works without a network. Loaded on first use only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { invoiceFromQr, parseInvoiceQr, type ReadInvoice } from '@flp/shared/invoice';
import { checkImage, type RawImage, toRgba } from './image';

type Reader = typeof import('zxing-wasm/reader');

let reader: Promise<Reader> | undefined;

/** The zxing reader with its wasm loaded from node_modules (once per process). */
function zxing(): Promise<Reader> {
  reader ??= import('zxing-wasm/reader').then((module) => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    module.prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    });
    return module;
  });
  return reader;
}

const OPTIONS = { formats: ['QRCode' as const], tryHarder: true, tryRotate: true, maxNumberOfSymbols: 8 };

/** The texts of the QR codes in an image file (PNG/JPEG, bounded by checkImage) or in decoded pixels. */
export async function readQrTexts(image: Uint8Array | RawImage): Promise<string[]> {
  const module = await zxing();
  let results: Awaited<ReturnType<Reader['readBarcodes']>>;
  if (image instanceof Uint8Array) {
    checkImage(image);
    results = await module.readBarcodes(image, OPTIONS);
  } else {
    const imageData = { data: toRgba(image), width: image.width, height: image.height, colorSpace: 'srgb' };
    results = await module.readBarcodesFromImageData(
      imageData as unknown as Parameters<Reader['readBarcodesFromImageData']>[0],
      OPTIONS,
    );
  }
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}

/** The invoices whose QR codes an image shows (partial: number, date, amount; code and check code on legacy). */
export async function readInvoiceQrs(image: Uint8Array | RawImage): Promise<ReadInvoice[]> {
  const seen = new Set<string>();
  const invoices: ReadInvoice[] = [];
  for (const text of await readQrTexts(image)) {
    const qr = parseInvoiceQr(text);
    if (!qr) continue;
    const key = `${qr.invoiceCode ?? ''}/${qr.invoiceNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    invoices.push(invoiceFromQr(qr));
  }
  return invoices;
}
