// The local reading of statement files: a text PDF (the fixture printed by Chromium from balance-sheet.html:
// `chromium --headless --no-pdf-header-footer --print-to-pdf=balance-sheet.pdf balance-sheet.html`), a CSV in GBK,
// and files that cannot be read, each named with what is wrong.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import iconv from 'iconv-lite';
import { readStatementFiles, StatementFileError } from './files';

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url));

test('a text PDF: its lines cut into cells by the gaps, matched by label', async () => {
  const r = await readStatementFiles([{ name: 'balance-sheet.pdf', bytes: fixture('balance-sheet.pdf') }]);
  assert.deepEqual(r.values.BS?.cash, { current: '12000000.00', prior: '10500000.00' });
  assert.deepEqual(r.values.BS?.totalLiabilitiesAndEquity, { current: '100000000.00', prior: '90000000.00' });
  assert.equal(r.unitFactor, 1);
  assert.equal(r.matched.length, 9);
});

test('a CSV in GBK, comma-separated', async () => {
  const csv = iconv.encode('项目,本期金额,上期金额\n一、营业收入,"120,000",100000\n四、净利润,8250,7000\n', 'gbk');
  const r = await readStatementFiles([{ name: '利润表.csv', bytes: csv }]);
  assert.deepEqual(r.values.IS?.netProfit, { current: '8250.00', prior: '7000.00' });
});

test('files that cannot be read are named with what is wrong', async () => {
  const refused = async (name: string, bytes: Uint8Array, words: RegExp) => {
    await assert.rejects(readStatementFiles([{ name, bytes }]), (e: unknown) => {
      assert.ok(e instanceof StatementFileError);
      assert.match(e.localized['zh-CN'], words);
      return true;
    });
  };
  await refused('坏.xlsx', Buffer.from('PK\u0003\u0004broken'), /^坏\.xlsx: Excel 文件已损坏/);
  await refused('截断.pdf', fixture('balance-sheet.pdf').subarray(0, 2000), /^截断\.pdf: /);
  await refused('说明.csv', Buffer.from('hello,world\n'), /没有识别到报表项目/);
});
