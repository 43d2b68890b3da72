import assert from 'node:assert/strict';
import { test } from 'node:test';
import { invoiceFromQr, parseInvoiceQr } from './qr';

test('a legacy 电子普票 QR: code, number, 不含税金额, date, check code', () => {
  const qr = parseInvoiceQr('01,10,031002000111,12345678,300.00,20210315,12345678901234567890,A1B2,');
  assert.deepEqual(qr, {
    version: '01',
    qrType: '10',
    invoiceType: 'vat-e-ordinary',
    numbering: 'legacy',
    invoiceCode: '031002000111',
    invoiceNumber: '12345678',
    amount: '300.00',
    issueDate: '2021-03-15',
    checkCode: '12345678901234567890',
    hash: 'A1B2',
  });
  const inv = invoiceFromQr(qr!);
  assert.equal(inv.source, 'qr');
  assert.equal(inv.amountExclTax, '300.00');
  assert.equal(inv.totalAmount, null);
});

test('a 专票 QR has no check code', () => {
  const qr = parseInvoiceQr('01,01,3100201130,00123456,10000,20200102,,5C7D');
  assert.equal(qr?.invoiceType, 'vat-special');
  assert.equal(qr?.checkCode, null);
  assert.equal(qr?.amount, '10000.00');
});

test('a 数电 QR: empty code and check code; its amount read as 价税合计', () => {
  const qr = parseInvoiceQr('01,32,,24312000000123456789,2000.00,20240528,,B2C3');
  assert.equal(qr?.invoiceType, 'digital-ordinary');
  assert.equal(qr?.numbering, 'digital');
  assert.equal(qr?.invoiceCode, null);
  const inv = invoiceFromQr(qr!);
  assert.equal(inv.totalAmount, '2000.00');
  assert.equal(inv.amountExclTax, null);
  // an unknown type code with a 20-digit number and no code is still 数电
  assert.equal(parseInvoiceQr('01,51,,24312000000123456789,2000.00,20240528,,B2C3')?.numbering, 'digital');
  // a red-letter QR
  assert.equal(invoiceFromQr(parseInvoiceQr('01,31,,24312000000123450321,-240100.00,20240601,,AA')!).isRedLetter, true);
});

test('text that is not an invoice QR', () => {
  for (const text of [
    'https://example.com/',
    '01,32,,2431200000012345678,2000.00,20240528,,B2C3', // 19 digits
    '01,32,,24312000000123456789,2000.00,20240230,,B2C3', // no such date
    '01,32,,24312000000123456789,abc,20240528,,B2C3',
    '01,32,12345,24312000000123456789,2000.00,20240528,,B2C3', // a 5-digit code
    '01,32,,24312000000123456789', // too few fields
  ])
    assert.equal(parseInvoiceQr(text), null, text);
});
