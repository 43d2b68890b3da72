import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixture } from '../../../../test/fixtures/invoice/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { checkImage, encodePng, imageFormatOf, imageSize, toRgba } from './image';

/** A PNG that is only its signature and IHDR, declaring the given size. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** A JPEG's first segments: SOI, an APP0 of 16 bytes, then SOF0 declaring the size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00,
  ]);
  const view = new DataView(bytes.buffer);
  view.setUint16(25, height);
  view.setUint16(27, width);
  return bytes;
}

test('formats and sizes from the headers', () => {
  const qr = fixture('invoice-qr.png');
  assert.equal(imageFormatOf(qr), 'png');
  assert.deepEqual(imageSize(qr), { width: 148, height: 148 });
  assert.equal(imageFormatOf(jpegHeader(4000, 3000)), 'jpg');
  assert.deepEqual(imageSize(jpegHeader(4000, 3000)), { width: 4000, height: 3000 });
  assert.equal(imageFormatOf(fixture('not-a-pdf.pdf')), null);
});

test('decompression bombs and non-images are refused before decoding', () => {
  const refused = (bytes: Uint8Array, pattern: RegExp) =>
    assert.throws(
      () => checkImage(bytes),
      (e) => e instanceof DocumentError && pattern.test(e.message),
    );
  refused(pngHeader(60_000, 60_000), /像素过多/);
  refused(jpegHeader(10_000, 10_000), /像素过多/);
  refused(pngHeader(0, 10), /损坏/);
  refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), /损坏/);
  refused(fixture('not-a-pdf.pdf'), /不是 JPG 或 PNG/);
  assert.deepEqual(checkImage(pngHeader(8000, 6000)), { format: 'png', width: 8000, height: 6000 });
});

test('raw pixels as RGBA and as a PNG file', () => {
  const grey = { data: new Uint8Array([0, 128, 255, 64]), width: 2, height: 2, channels: 1 };
  assert.deepEqual([...toRgba(grey).subarray(0, 8)], [0, 0, 0, 255, 128, 128, 128, 255]);
  const rgb = { data: new Uint8Array([1, 2, 3, 4, 5, 6]), width: 2, height: 1, channels: 3 };
  assert.deepEqual([...toRgba(rgb)], [1, 2, 3, 255, 4, 5, 6, 255]);
  const png = encodePng({ data: new Uint8Array(30 * 20 * 3).fill(200), width: 30, height: 20, channels: 3 });
  assert.deepEqual(checkImage(png), { format: 'png', width: 30, height: 20 });
});
