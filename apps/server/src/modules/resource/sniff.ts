/**
 * What a file really is, from its first bytes (and, for Office files, the names inside the zip), never from the name
 * or the Content-Type the client claims.
 */

export type FileKind = 'jpg' | 'png' | 'pdf' | 'xlsx' | 'docx' | 'xls' | 'csv' | 'xml' | 'ofd' | 'zip' | 'apk';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // The files customers hand in (issue 33): banks' .xls exports (BIFF8, or an HTML table saved as .xls), CSV/TXT
  // statements, 数电票 XML, OFD invoices and zips of them. Served back as downloads (serve.ts), never rendered.
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  xml: 'application/xml',
  ofd: 'application/ofd',
  zip: 'application/zip',
  // An Android app's package (应用版本), served as a download so a phone offers to install it.
  apk: 'application/vnd.android.package-archive',
};

const startsWith = (buf: Buffer, bytes: number[]) => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);

export function sniff(buf: Buffer): FileKind | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    if (names.includes('[Content_Types].xml')) {
      if (names.some((n) => n.startsWith('word/'))) return 'docx';
      if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
      return null;
    }
  }
  return sniffCustomerFile(buf);
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * The kinds customers' statements and invoices come in, when they are not the Office and image kinds above: an OLE2
 * workbook (its directory names a Workbook or Book stream), an OFD (a zip holding OFD.xml) or another zip, an XML
 * document, an HTML table saved as .xls (markup with a script anywhere is refused), and text (no NUL byte, UTF-8 or
 * GBK) as CSV.
 */
function sniffCustomerFile(buf: Buffer): FileKind | null {
  if (startsWith(buf, OLE2)) {
    const utf16 = (s: string) => Buffer.from(s, 'utf16le');
    return buf.includes(utf16('Workbook')) || buf.includes(utf16('Book')) ? 'xls' : null;
  }
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(buf);
    if (!names.length) return null;
    if (names.some((n) => n === 'OFD.xml' || n.endsWith('/OFD.xml'))) return 'ofd';
    return names.includes('AndroidManifest.xml') && names.includes('classes.dex') ? 'apk' : 'zip';
  }
  const head = buf.subarray(0, 4096);
  if (head.length === 0 || head.includes(0)) return null;
  const text = head
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<')) {
    // Markup is kept only as data: a table saved as .xls, or an XML document; a script anywhere refuses it.
    const whole = buf.toString('latin1').toLowerCase();
    if (whole.includes('<script')) return null;
    if (/^<(html|table|meta|!doctype html)/.test(text)) return whole.includes('<table') ? 'xls' : null;
    if (text.startsWith('<?xml') || /^<[a-z_][\w.:-]*[\s>]/.test(text)) return 'xml';
    return null;
  }
  // Text: printable and line breaks (tab, LF, CR), with or without GBK's high bytes; no other control byte.
  return head.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) && !head.includes(0x7f) ? 'csv' : null;
}

/** Entry names from a zip's central directory (found through the end-of-central-directory record). */
export function zipEntryNames(buf: Buffer): string[] {
  const EOCD = 0x06054b50;
  const CEN = 0x02014b50;
  // The EOCD record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count && p + 46 <= buf.length; n++) {
    if (buf.readUInt32LE(p) !== CEN) break;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    if (p + 46 + nameLen > buf.length) break;
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}
