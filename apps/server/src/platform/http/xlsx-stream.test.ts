import assert from 'node:assert/strict';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { XlsxStreamWriter, columnLetter, xmlText } from './xlsx-stream';

test('column letters and XML text', () => {
  assert.deepEqual([0, 25, 26, 27, 701, 702].map(columnLetter), ['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  assert.equal(xmlText('a<b>&"c"\u0001'), 'a&lt;b&gt;&amp;&quot;c&quot;');
});

test('the streamed file reads back in exceljs: headers bold, texts, numbers with their formats, blanks left out', async () => {
  const w = new XlsxStreamWriter('测试/表', [
    { header: '名称' },
    { header: '金额', format: 'money' },
    { header: '数量', format: 'int' },
  ]);
  const chunks: Buffer[] = [];
  w.output.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => w.output.on('end', resolve));
  await w.addRows([
    ['甲 <x> & "y"', 1234.5, 3],
    ['乙', null, undefined],
  ]);
  w.end();
  await done;
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  assert.equal(ws.name, '测试 表');
  assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), ['名称', '金额', '数量']);
  assert.equal(ws.getCell('A1').font?.bold, true);
  assert.deepEqual((ws.getRow(2).values as unknown[]).slice(1), ['甲 <x> & "y"', 1234.5, 3]);
  assert.equal(ws.getCell('B2').numFmt, '#,##0.00');
  assert.equal(ws.getCell('B3').value, null);
  assert.equal(ws.rowCount, 3);
});
