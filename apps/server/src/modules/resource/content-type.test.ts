import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allowedTypesOf, maxBytesOf, refuseType, sniffContent } from './content-type';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');

test('the bytes decide the type, not the name', async () => {
  assert.deepEqual(await sniffContent(PDF), { ext: 'pdf', mime: 'application/pdf' });
  assert.equal((await sniffContent(EXE))?.ext, 'exe');
  assert.equal(await sniffContent(HTML), undefined);
});

test('allowed types: a renamed exe and HTML posing as a pdf are refused, a pdf passes', async () => {
  const allowed = allowedTypesOf('jpg, PNG,.pdf，xlsx docx jpeg');
  assert.deepEqual(allowed, ['jpg', 'png', 'pdf', 'xlsx', 'docx']);
  assert.equal(refuseType(await sniffContent(PDF), allowed), null);
  assert.match(refuseType(await sniffContent(EXE), allowed)!['zh-CN'], /文件内容是 exe/);
  assert.match(refuseType(await sniffContent(HTML), allowed)!['en-US'], /not a recognised type/);
});

test('the size limit parameter in MB, the default when it is not a positive number', () => {
  assert.equal(maxBytesOf('1', 20), 1024 * 1024);
  assert.equal(maxBytesOf('0.5', 20), 512 * 1024);
  assert.equal(maxBytesOf('abc', 20), 20 * 1024 * 1024);
  assert.equal(maxBytesOf('-3', 20), 20 * 1024 * 1024);
  assert.equal(maxBytesOf(undefined, 20), 20 * 1024 * 1024);
});

test('the files customers hand in: an OLE2 workbook, an HTML table, CSV in GBK, XML, OFD and zips', async () => {
  const { utils, write } = await import('@e965/xlsx');
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['交易日期', '金额']]), 'S');
  const xls = write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
  assert.equal((await sniffContent(xls))?.ext, 'xls');
  assert.equal(
    (await sniffContent(Buffer.from('<html><body><table><tr><td>1</td></tr></table></body></html>')))?.ext,
    'xls',
  );
  assert.equal(
    await sniffContent(Buffer.from('<html><body><table></table><script>x</script></body></html>')),
    undefined,
  );
  assert.equal(await sniffContent(Buffer.from('<html><body>no table</body></html>')), undefined);
  assert.equal((await sniffContent(Buffer.from([0xbd, 0xbb, 0xd2, 0xd7, 0x2c, 0x31, 0x0a])))?.ext, 'csv');
  assert.equal((await sniffContent(Buffer.from('<?xml version="1.0"?><EInvoice/>')))?.ext, 'xml');
  const { zipSync, strToU8 } = await import('fflate');
  assert.equal((await sniffContent(Buffer.from(zipSync({ 'OFD.xml': strToU8('<ofd:OFD/>') }))))?.ext, 'ofd');
  assert.equal((await sniffContent(Buffer.from(zipSync({ 'a.xml': strToU8('<a/>') }))))?.ext, 'zip');
  // An Android package: a zip with the manifest and the code (the manifest alone is just a zip).
  const apk = await sniffContent(
    Buffer.from(zipSync({ 'AndroidManifest.xml': strToU8('m'), 'classes.dex': strToU8('d') })),
  );
  assert.deepEqual([apk?.ext, apk?.mime], ['apk', 'application/vnd.android.package-archive']);
  assert.equal((await sniffContent(Buffer.from(zipSync({ 'AndroidManifest.xml': strToU8('m') }))))?.ext, 'zip');
  assert.equal(await sniffContent(Buffer.from([0x00, 0x01, 0x02, 0x03])), undefined);
});
