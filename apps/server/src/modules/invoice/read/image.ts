// Photos and scans of invoices, bounded before a decoder sees them: the format by its first bytes, the pixel size
// from the PNG or JPEG header (a 60 KB PNG can declare 50,000 × 50,000 pixels and inflate to gigabytes), and the raw
// pixels of a scanned PDF's images turned into what the QR reader (RGBA) and the OCR engine (a PNG file) take.
import { l } from '@flp/shared';
import { zlibSync } from 'fflate';
import { DocumentError } from '../../../platform/documents/sheet-rows';

export type ImageFormat = 'png' | 'jpg';

/** Bytes a photo may have. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Pixels a photo may have (a 48-megapixel phone photo passes; a decompression bomb does not). */
export const MAX_IMAGE_PIXELS = 50_000_000;

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

/** PNG or JPEG by the first bytes, else null. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  return null;
}

/** The pixel size the image's header declares, or null when it has none that can be read. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = imageFormatOf(bytes);
  if (format === 'png') {
    // IHDR is the first chunk: length, "IHDR", width, height
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (format === 'jpg') {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC)
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      if (marker === 0xd9 || marker === 0xda) return null;
      at += 2 + view.getUint16(at + 2);
    }
  }
  return null;
}

/** The image's format and size, or a DocumentError saying why it is refused. */
export function checkImage(bytes: Uint8Array): { format: ImageFormat; width: number; height: number } {
  const format = imageFormatOf(bytes);
  if (!format) throw new DocumentError(l('文件不是 JPG 或 PNG 图片', 'The file is not a JPG or PNG image'));
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new DocumentError(l('图片过大 (最多 20 MB)', 'The image is too large (at most 20 MB)'));
  const size = imageSize(bytes);
  if (!size?.width || !size.height)
    throw new DocumentError(l('图片已损坏, 无法读取', 'The image is damaged and cannot be read'));
  if (size.width * size.height > MAX_IMAGE_PIXELS)
    throw new DocumentError(
      l(
        `图片像素过多 (${size.width}×${size.height}, 最多 5000 万像素)`,
        `The image has too many pixels (${size.width}×${size.height}; at most 50 megapixels)`,
      ),
    );
  return { format, ...size };
}

/** Decoded pixels: 1 (grey), 3 (RGB) or 4 (RGBA) bytes a pixel, rows top to bottom. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: number;
}

/** The pixels as RGBA (what an ImageData holds). */
export function toRgba(image: RawImage): Uint8ClampedArray {
  const { data, width, height, channels } = image;
  if (channels === 4) return new Uint8ClampedArray(data.buffer, data.byteOffset, width * height * 4);
  const out = new Uint8ClampedArray(width * height * 4);
  for (let p = 0, q = 0; p < width * height; p++, q += channels) {
    out[p * 4] = data[q];
    out[p * 4 + 1] = data[channels >= 3 ? q + 1 : q];
    out[p * 4 + 2] = data[channels >= 3 ? q + 2 : q];
    out[p * 4 + 3] = 255;
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Raw pixels as a PNG file (8-bit grey, RGB or RGBA; no filtering): what the OCR engine reads. */
export function encodePng(image: RawImage): Uint8Array {
  const { data, width, height, channels } = image;
  const colourType = channels === 1 ? 0 : channels === 3 ? 2 : 6;
  const stride = width * channels;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) filtered.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const chunk = (type: string, body: Uint8Array) => {
    const out = new Uint8Array(12 + body.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, body.length);
    for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
    out.set(body, 8);
    view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
    return out;
  };
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8;
  header[9] = colourType;
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(filtered, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
