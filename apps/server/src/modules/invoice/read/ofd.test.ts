import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkInvoice } from '@flp/shared/invoice';
import { strToU8, zipSync } from 'fflate';
import {
  ATTACHED,
  BUYER,
  CONSULTANT,
  customTag,
  fixture,
  ofdPackage,
  ofdRoot,
  ORDINARY,
  pageContent,
  SELLER,
  tagsOfd,
} from '../../../../test/fixtures/invoice/make';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { readOfd, tagPaths } from './ofd';
import { parseXml } from './xml-tree';

const today = '2024-12-31';
const failed = (inv: Parameters<typeof checkInvoice>[0]) =>
  checkInvoice(inv, { today })
    .filter((c) => !c.ok)
    .map((c) => c.code);

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?><ofd:Document xmlns:ofd="http://www.ofdspec.org/2016"><ofd:Pages><ofd:Page ID="1" BaseLoc="Pages/Page_0/Content.xml"/></ofd:Pages></ofd:Document>`;

test('an OFD with the original_invoice.xml attachment: everything, signed (not verified)', () => {
  const { invoice, signed, engine } = readOfd(fixture('ofd-attach.ofd'));
  assert.equal(engine, 'ofd-attach');
  assert.equal(signed, true);
  assert.equal(invoice.source, 'ofd-attach');
  assert.equal(invoice.invoiceCode, ATTACHED.code);
  assert.equal(invoice.invoiceNumber, ATTACHED.number);
  assert.equal(invoice.checkCode, ATTACHED.checkCode);
  assert.equal(invoice.issueDate, '2021-03-15');
  assert.equal(invoice.buyerName, BUYER.name);
  assert.equal(invoice.sellerTaxId, SELLER.taxId);
  assert.equal(invoice.totalAmount, '1130.00');
  assert.equal(invoice.items.length, 1);
  assert.equal(invoice.items[0].itemName, ATTACHED.item.name);
  assert.deepEqual(failed(invoice), []);
});

test('an OFD with only tags (family B) whose 价税合计 tag points at "¥" alone: total = 金额 + 税额, as the 大写 reads', () => {
  const { invoice, signed, engine } = readOfd(fixture('ofd-tags.ofd'));
  assert.equal(engine, 'ofd-tag');
  assert.equal(signed, false);
  assert.equal(invoice.source, 'ofd-tag');
  assert.equal(invoice.invoiceType, 'digital-ordinary'); // from the printed title
  assert.equal(invoice.invoiceNumber, ORDINARY.number);
  assert.equal(invoice.issueDate, '2024-06-03');
  assert.equal(invoice.buyerName, BUYER.name);
  assert.equal(invoice.buyerTaxId, BUYER.taxId);
  assert.equal(invoice.sellerName, CONSULTANT.name);
  assert.equal(invoice.sellerTaxId, CONSULTANT.taxId);
  assert.equal(invoice.amountExclTax, '1886.79');
  assert.equal(invoice.taxAmount, '113.21');
  assert.equal(invoice.totalAmount, '2000.00');
  assert.equal(invoice.totalInWords, '贰仟圆整');
  assert.equal(invoice.drawer, '李娜');
  assert.deepEqual(invoice.items, []); // tags carry no line structure
  assert.deepEqual(failed(invoice), []);
});

test('family A tags, the total dereferenced as "¥" + figures', () => {
  const { invoice } = readOfd(tagsOfd('A'));
  assert.equal(invoice.invoiceNumber, ORDINARY.number);
  assert.equal(invoice.sellerName, CONSULTANT.name);
  assert.equal(invoice.totalAmount, '2000.00');
  assert.deepEqual(failed(invoice), []);
});

test('a "¥"-only total whose sum does not match the 大写 stays unknown', () => {
  const objects: [string, string, number, number][] = [
    ['1', ORDINARY.number, 0, 0],
    ['2', '1886.79', 0, 0],
    ['3', '113.21', 0, 0],
    ['4', '¥', 0, 0],
    ['5', '叁仟圆整', 0, 0],
  ];
  const ofd = ofdPackage({
    'OFD.xml': ofdRoot([], false),
    'Doc_0/Document.xml': DOCUMENT.replace(
      '</ofd:Document>',
      '<ofd:CustomTags>Tags/CustomTags.xml</ofd:CustomTags></ofd:Document>',
    ),
    'Doc_0/Pages/Page_0/Content.xml': pageContent(objects),
    'Doc_0/Tags/CustomTags.xml':
      '<ofd:CustomTags xmlns:ofd="http://www.ofdspec.org/2016"><ofd:CustomTag><ofd:FileLoc>CustomTag.xml</ofd:FileLoc></ofd:CustomTag></ofd:CustomTags>',
    'Doc_0/Tags/CustomTag.xml': customTag([
      ['InvoiceNo', ['1']],
      ['TaxExclusiveTotalAmount', ['2']],
      ['TaxTotalAmount', ['3']],
      ['TaxInclusiveTotalAmount', ['4']],
    ]),
  });
  const { invoice } = readOfd(ofd);
  assert.equal(invoice.totalAmount, null);
  assert.equal(invoice.totalInWords, '叁仟圆整');
  assert.ok(failed(invoice).includes('fields.required'));
});

test('OFD.xml CustomDatas alone: 合计金额 is the amount without tax, never the total', () => {
  const ofd = ofdPackage({
    'OFD.xml': ofdRoot(
      [
        ['发票号码', ORDINARY.number],
        ['开票日期', '2024年06月03日'],
        ['购买方纳税人识别号', BUYER.taxId],
        ['销售方纳税人识别号', CONSULTANT.taxId],
        ['合计金额', '1886.79'],
        ['合计税额', '113.21'],
      ],
      false,
    ),
    'Doc_0/Document.xml': DOCUMENT,
    'Doc_0/Pages/Page_0/Content.xml': pageContent([['9', '贰仟圆整', 0, 0]]),
  });
  const { invoice, engine } = readOfd(ofd);
  assert.equal(engine, 'ofd-data');
  assert.equal(invoice.amountExclTax, '1886.79');
  assert.equal(invoice.taxAmount, '113.21');
  assert.equal(invoice.totalAmount, '2000.00'); // the sum, as the page's 大写 reads
  assert.equal(invoice.buyerTaxId, BUYER.taxId);
  assert.equal(invoice.buyerName, null);
});

test('tag paths: root and ObjectData wrappers left out, several ObjectRefs kept in order', () => {
  const tree = parseXml(
    '<ofd:eInvoice xmlns:ofd="x"><ofd:Buyer><ofd:BuyerName><ofd:ObjectData><ofd:ObjectRef PageRef="1">7</ofd:ObjectRef><ofd:ObjectRef PageRef="1">8</ofd:ObjectRef></ofd:ObjectData></ofd:BuyerName></ofd:Buyer><ofd:InvoiceNo><ofd:ObjectRef>3</ofd:ObjectRef></ofd:InvoiceNo></ofd:eInvoice>',
  );
  assert.deepEqual(
    [...tagPaths(tree)],
    [
      ['Buyer/BuyerName', ['7', '8']],
      ['InvoiceNo', ['3']],
    ],
  );
});

test('hostile and broken packages are DocumentErrors', () => {
  const refused = (bytes: Uint8Array, pattern: RegExp) =>
    assert.throws(
      () => readOfd(bytes),
      (e) => e instanceof DocumentError && pattern.test(e.message),
    );
  const started = Date.now();
  refused(fixture('bomb.ofd'), /解压后过大/);
  assert.ok(Date.now() - started < 5000);
  const many: Record<string, Uint8Array> = { 'OFD.xml': strToU8(ofdRoot([], false)) };
  for (let i = 0; i < 501; i++) many[`Doc_0/Res/${i}.txt`] = new Uint8Array(0);
  refused(zipSync(many), /部件过多/);
  refused(fixture('ofd-attach.ofd').subarray(0, 1000), /损坏/);
  refused(fixture('not-a-pdf.pdf'), /损坏/);
  refused(zipSync({ 'a.xml': strToU8('<a/>') }), /缺少 OFD.xml/);
  refused(ofdPackage({ 'OFD.xml': ofdRoot([], false), 'Doc_0/Document.xml': DOCUMENT }), /没有可读的发票数据/);
  refused(ofdPackage({ 'OFD.xml': '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><ofd:OFD/>' }), /DOCTYPE/);
  refused(ofdPackage({ 'OFD.xml': '<ofd:OFD><ofd:DocBody>' }), /格式不正确/);
});
