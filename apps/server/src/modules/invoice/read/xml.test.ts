import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkInvoice } from '@flp/shared/invoice';
import {
  BUYER,
  CONSULTANT,
  einvoiceXml,
  fixture,
  ORDINARY,
  originalInvoiceXml,
  RED,
  SELLER,
  SPECIAL,
} from '../../../../test/fixtures/invoice/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { readInvoiceXml } from './xml';

const today = '2024-12-31';
const text = (name: string) => new TextDecoder().decode(fixture(name));
const failed = (xml: string) =>
  checkInvoice(readInvoiceXml(xml), { today })
    .filter((c) => !c.ok)
    .map((c) => c.code);

test('a 数电专票 XML: every field, the items, rates as percentages, amounts as text', () => {
  const inv = readInvoiceXml(fixture('digital-special.xml'));
  assert.equal(inv.source, 'xml');
  assert.equal(inv.invoiceType, 'digital-special');
  assert.equal(inv.invoiceCode, null);
  assert.equal(inv.invoiceNumber, SPECIAL.number);
  assert.equal(inv.issueDate, '2024-05-28');
  assert.equal(inv.sellerName, SELLER.name);
  assert.equal(inv.sellerTaxId, SELLER.taxId);
  assert.equal(inv.sellerAddrTel, `${SELLER.addr} ${SELLER.tel}`);
  assert.equal(inv.sellerBank, `${SELLER.bank} ${SELLER.account}`);
  assert.equal(inv.buyerName, BUYER.name);
  assert.equal(inv.buyerTaxId, BUYER.taxId);
  assert.equal(inv.amountExclTax, '212477.88');
  assert.equal(inv.taxAmount, '27622.12');
  assert.equal(inv.totalAmount, '240100.00');
  assert.equal(inv.totalInWords, '贰拾肆万零壹佰圆整');
  assert.equal(inv.drawer, '王敏');
  assert.equal(inv.remark, SPECIAL.remark);
  assert.equal(inv.isRedLetter, false);
  assert.deepEqual(inv.items, [
    {
      itemName: '*机械设备*数控车床',
      spec: 'CK6150',
      unit: '台',
      quantity: '2',
      unitPrice: '85000',
      amount: '170000.00',
      taxRate: '13%',
      taxAmount: '22100.00',
      taxClassCode: '1090101990000000000',
    },
    {
      itemName: '*机械设备*液压机',
      spec: 'YH32-315',
      unit: '台',
      quantity: '1',
      unitPrice: '42477.876106',
      amount: '42477.88',
      taxRate: '13%',
      taxAmount: '5522.12',
      taxClassCode: '1090101990000000000',
    },
  ]);
  assert.deepEqual(failed(text('digital-special.xml')), []);
});

test('a 数电普票 XML with a rate written "6%" and a unit price of 14 decimals', () => {
  const inv = readInvoiceXml(fixture('digital-ordinary.xml'));
  assert.equal(inv.invoiceType, 'digital-ordinary');
  assert.equal(inv.sellerName, CONSULTANT.name);
  assert.equal(inv.items[0].taxRate, '6%');
  assert.equal(inv.items[0].unitPrice, '1886.79245283019');
  assert.equal(inv.items[0].spec, null);
  assert.equal(inv.totalAmount, '2000.00');
  assert.deepEqual(failed(text('digital-ordinary.xml')), []);
});

test('a red-letter XML: LabelCode N, negative amounts, the blue invoice it reverses', () => {
  const inv = readInvoiceXml(fixture('digital-red.xml'));
  assert.equal(inv.isRedLetter, true);
  assert.equal(inv.redLetterOf, SPECIAL.number);
  assert.equal(inv.totalAmount, '-240100.00');
  assert.equal(inv.totalInWords, '（负数）贰拾肆万零壹佰圆整');
  assert.deepEqual(failed(text('digital-red.xml')), []);
  // without SpecificInformation/RedEInvoice the remark names the blue invoice
  const bare = text('digital-red.xml').replace(/<RedEInvoice>.*<\/RedEInvoice>/, '');
  assert.equal(readInvoiceXml(bare).redLetterOf, SPECIAL.number);
  // a red invoice whose label says blue fails the sign check
  assert.deepEqual(failed(bare.replace('<LabelCode>N</LabelCode>', '<LabelCode>Y</LabelCode>')), ['redLetter.sign']);
});

test('a tampered XML fails its checks', () => {
  const xml = text('digital-special.xml');
  assert.deepEqual(failed(xml.replace('<TotalTax-includedAmount>240100.00', '<TotalTax-includedAmount>250100.00')), [
    'amount.sum',
    'words.match',
  ]);
  assert.deepEqual(failed(xml.replace('<Amount>42477.88</Amount>', '<Amount>52477.88</Amount>')), [
    'items.amount',
    'items.lineTax',
    'items.invoiceTax',
    'items.price',
  ]);
  assert.deepEqual(failed(xml.replaceAll('2024-05-28 10:21:36', '2023-05-28 10:21:36')), ['number.year']);
  assert.deepEqual(failed(xml.replace(`<BuyerIdNum>${BUYER.taxId}`, `<BuyerIdNum>${SELLER.taxId}`)), [
    'parties.distinct',
  ]);
});

test('values stay text: leading zeros, 20-digit numbers, decimals; entities resolved', () => {
  const xml = einvoiceXml({
    ...ORDINARY,
    seller: { ...CONSULTANT, name: '北京知衡 & 合伙企业', account: '0034016000' },
  });
  const inv = readInvoiceXml(xml);
  assert.equal(inv.sellerName, '北京知衡 & 合伙企业');
  assert.equal(inv.sellerBank, `${CONSULTANT.bank} 0034016000`);
  assert.equal(inv.invoiceNumber, '24112000000000012345');
  assert.equal(readInvoiceXml(xml.replace('<TotalTaxAm>113.21', '<TotalTaxAm>113.2')).taxAmount, '113.20');
});

test('the 2020-style e-invoice XML (OFD attachment): code, check code, machine number, items', () => {
  const inv = readInvoiceXml(originalInvoiceXml(), 'ofd-attach');
  assert.equal(inv.source, 'ofd-attach');
  assert.equal(inv.invoiceType, 'vat-e-ordinary');
  assert.equal(inv.invoiceCode, '031002000111');
  assert.equal(inv.invoiceNumber, '04123456');
  assert.equal(inv.issueDate, '2021-03-15');
  assert.equal(inv.checkCode, '62018465703294817265');
  assert.equal(inv.machineNo, '661616282530');
  assert.equal(inv.payee, '孙丽');
  assert.equal(inv.reviewer, '周杰');
  assert.equal(inv.items[0].taxRate, '13%');
  assert.equal(inv.items[0].quantity, '4');
  assert.equal(checkInvoice(inv, { today }).filter((c) => !c.ok).length, 0);
});

test('XXE, entity declarations, broken XML and other XML are DocumentErrors', () => {
  const refused = (input: string | Uint8Array, pattern: RegExp) =>
    assert.throws(
      () => readInvoiceXml(input),
      (e) => e instanceof DocumentError && pattern.test(e.message) && !!e.localized['en-US'],
    );
  refused(fixture('xxe.xml'), /DOCTYPE/);
  refused('<?xml version="1.0"?><!ENTITY a "b"><EInvoice/>', /DOCTYPE 或实体/);
  refused('<!doctype EInvoice><EInvoice/>', /DOCTYPE/);
  refused(text('digital-special.xml').replace('</EInvoice>', ''), /格式不正确/);
  refused('<Invoice><ID>1</ID></Invoice>', /不是发票/);
  refused(new Uint8Array(9 * 1024 * 1024).fill(0x20), /过大/);
});

test('RED fixture data agrees with itself (negated SPECIAL)', () => {
  assert.equal(RED.items.length, SPECIAL.items.length);
  assert.equal(RED.red?.of, SPECIAL.number);
});
