import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkInvoice, confidenceOf } from './checks';
import { emptyInvoice, type InvoiceCheck, type ReadInvoice } from './types';

// A 数电专票 of two machines at 13 % (invented companies; credit codes with valid check characters).
function special(): ReadInvoice {
  return {
    ...emptyInvoice('xml'),
    invoiceType: 'digital-special',
    invoiceNumber: '24312000000123456789',
    issueDate: '2024-05-28',
    sellerName: '上海锦程数控机械有限公司',
    sellerTaxId: '91310115MA1K3L7P4N',
    buyerName: '浙江恒拓精密制造有限公司',
    buyerTaxId: '91330106MA2CBW5X3H',
    amountExclTax: '212477.88',
    taxAmount: '27622.12',
    totalAmount: '240100.00',
    totalInWords: '贰拾肆万零壹佰圆整',
    items: [
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
    ],
  };
}

// A legacy 增值税电子普通发票 with a code, a check code and a 免税 line.
function legacy(): ReadInvoice {
  return {
    ...emptyInvoice('pdf-text'),
    invoiceType: 'vat-e-ordinary',
    invoiceCode: '031002000111',
    invoiceNumber: '12345678',
    issueDate: '2021-03-15',
    checkCode: '12345678901234567890',
    sellerName: '上海锦程数控机械有限公司',
    sellerTaxId: '310115123456789',
    buyerName: '浙江恒拓精密制造有限公司',
    buyerTaxId: '91330106MA2CBW5X3H',
    amountExclTax: '300.00',
    taxAmount: '6.00',
    totalAmount: '306.00',
    totalInWords: '叁佰零陆圆整',
    items: [
      {
        itemName: '*图书*机械手册',
        spec: null,
        unit: '本',
        quantity: '2',
        unitPrice: '50',
        amount: '100.00',
        taxRate: '免税',
        taxAmount: null,
        taxClassCode: null,
      },
      {
        itemName: '*现代服务*技术咨询',
        spec: null,
        unit: null,
        quantity: null,
        unitPrice: null,
        amount: '200.00',
        taxRate: '3%',
        taxAmount: '6.00',
        taxClassCode: null,
      },
    ],
  };
}

const today = '2024-06-30';
const byCode = (checks: InvoiceCheck[], code: string) => checks.find((c) => c.code === code);
const failed = (inv: ReadInvoice) =>
  checkInvoice(inv, { today })
    .filter((c) => !c.ok)
    .map((c) => c.code);

test('a well-formed 数电专票 passes every rule it carries', () => {
  const checks = checkInvoice(special(), { today });
  assert.deepEqual(
    checks.filter((c) => !c.ok),
    [],
  );
  const codes = checks.map((c) => c.code);
  for (const code of [
    'fields.required',
    'number.format',
    'number.year',
    'number.province',
    'amount.sum',
    'words.match',
    'redLetter.sign',
    'items.amount',
    'items.tax',
    'items.lineTax',
    'items.invoiceTax',
    'items.price',
    'date.valid',
    'date.future',
    'parties.distinct',
    'buyer.taxId',
    'seller.taxId',
  ])
    assert.ok(codes.includes(code), code);
  assert.equal(confidenceOf('xml', checks), 1);
});

test('a legacy e-invoice: code, check code, 免税 line, old 15-digit taxpayer id (a warning only)', () => {
  const checks = checkInvoice(legacy(), { today });
  assert.deepEqual(failed(legacy()), ['seller.taxId']);
  assert.equal(byCode(checks, 'seller.taxId')?.level, 'warn');
  assert.match(byCode(checks, 'seller.taxId')!.message['zh-CN'], /旧版 15 位/);
  assert.equal(confidenceOf('pdf-text', checks), 0.9);
});

test('number formats by type', () => {
  assert.deepEqual(failed({ ...special(), invoiceNumber: '2431200000012345678' }), ['number.format']);
  assert.deepEqual(failed({ ...special(), invoiceNumber: '2431200000012345678X' }), ['number.format']);
  // a label-adjacent digit glued on: 21 digits
  assert.deepEqual(failed({ ...special(), invoiceNumber: '124312000000123456789' }), ['number.format']);
  assert.deepEqual(failed({ ...legacy(), invoiceNumber: '1234567' }), ['number.format', 'seller.taxId']);
  // digital prefix must be the issue year
  assert.deepEqual(failed({ ...special(), invoiceNumber: '23312000000123456789' }), ['number.year']);
  // province code 99 is no province: a warning
  const checks = checkInvoice({ ...special(), invoiceNumber: '24992000000123456789' }, { today });
  assert.equal(byCode(checks, 'number.province')?.ok, false);
  assert.equal(byCode(checks, 'number.province')?.level, 'warn');
  assert.equal(confidenceOf('xml', checks), 1);
  // a province list from the region tree
  const only11 = checkInvoice(special(), { today, provinceCodes: new Set(['11']) });
  assert.equal(byCode(only11, 'number.province')?.ok, false);
});

test('codes and check codes: none on 数电, 10/12 digits and 20 on legacy', () => {
  assert.deepEqual(failed({ ...special(), invoiceCode: '031002000111' }), ['code.format']);
  assert.deepEqual(failed({ ...special(), checkCode: '12345678901234567890' }), ['checkCode.format']);
  assert.deepEqual(failed({ ...legacy(), invoiceCode: '0310020001' }), ['seller.taxId']);
  assert.deepEqual(failed({ ...legacy(), invoiceCode: '03100200011' }), ['code.format', 'seller.taxId']);
  assert.deepEqual(failed({ ...legacy(), invoiceCode: null }), ['code.format', 'seller.taxId']);
  assert.deepEqual(failed({ ...legacy(), checkCode: '1234567890' }), ['checkCode.format', 'seller.taxId']);
});

test('amount + tax (+ other charges) = total, within a fen', () => {
  assert.deepEqual(failed({ ...special(), totalAmount: '240100.01', totalInWords: '贰拾肆万零壹佰圆零壹分' }), []);
  assert.deepEqual(failed({ ...special(), totalAmount: '240100.02', totalInWords: '贰拾肆万零壹佰圆零贰分' }), [
    'amount.sum',
  ]);
  // An air itinerary: 票价+燃油 800 + 税 72 + 民航发展基金 50 = 922.
  const air: ReadInvoice = {
    ...emptyInvoice('xml'),
    invoiceType: 'air',
    invoiceNumber: '24112000000000010001',
    issueDate: '2024-05-28',
    buyerName: '浙江恒拓精密制造有限公司',
    amountExclTax: '800.00',
    taxAmount: '72.00',
    otherCharges: '50.00',
    totalAmount: '922.00',
  };
  assert.equal(byCode(checkInvoice(air, { today }), 'amount.sum')?.ok, true);
  assert.equal(byCode(checkInvoice({ ...air, otherCharges: null }, { today }), 'amount.sum')?.ok, false);
});

test('Σ lines = totals', () => {
  const inv = special();
  inv.items[1] = { ...inv.items[1], amount: '42477.98', unitPrice: '42477.98', taxAmount: '5522.15' };
  assert.deepEqual(failed(inv), ['items.amount', 'items.tax']);
});

test('tax per line within 0.06, over the invoice within 1.27', () => {
  const inv = special();
  inv.items[1] = { ...inv.items[1], taxAmount: '5522.20' };
  inv.taxAmount = '27622.20';
  inv.totalAmount = '240100.08';
  inv.totalInWords = '贰拾肆万零壹佰圆零捌分';
  // 42477.88 × 13 % = 5522.1244: 0.0756 off
  assert.deepEqual(failed(inv), ['items.lineTax']);

  // 30 lines each 0.05 off: every line within 0.06, the invoice 1.50 off.
  const many: ReadInvoice = { ...special(), items: [] };
  for (let i = 0; i < 30; i++)
    many.items.push({
      itemName: '*机械设备*配件',
      spec: null,
      unit: '件',
      quantity: '1',
      unitPrice: '100',
      amount: '100.00',
      taxRate: '13%',
      taxAmount: '12.95',
      taxClassCode: null,
    });
  many.amountExclTax = '3000.00';
  many.taxAmount = '388.50';
  many.totalAmount = '3388.50';
  many.totalInWords = '叁仟叁佰捌拾捌圆伍角';
  assert.deepEqual(failed(many), ['items.invoiceTax']);

  // a 免税 line that bears tax
  const exempt = legacy();
  exempt.items[0] = { ...exempt.items[0], taxAmount: '13.00' };
  exempt.taxAmount = '19.00';
  exempt.totalAmount = '319.00';
  exempt.totalInWords = '叁佰壹拾玖圆整';
  assert.deepEqual(failed(exempt), ['items.lineTax', 'items.invoiceTax', 'seller.taxId']);
});

test('quantity × unit price = amount; discount lines are exempt', () => {
  const inv = special();
  inv.items[0] = { ...inv.items[0], quantity: '3' };
  assert.deepEqual(failed(inv), ['items.price']);
  // a unit price rounded to 2 places: 3 × 33.33 = 99.99 against 100.00 is within its rounding
  const rounded: ReadInvoice = {
    ...special(),
    amountExclTax: '100.00',
    taxAmount: '13.00',
    totalAmount: '113.00',
    totalInWords: '壹佰壹拾叁圆整',
    items: [
      {
        itemName: '*机械设备*配件',
        spec: null,
        unit: '件',
        quantity: '3',
        unitPrice: '33.33',
        amount: '100.00',
        taxRate: '13%',
        taxAmount: '13.00',
        taxClassCode: null,
      },
    ],
  };
  assert.deepEqual(failed(rounded), []);
  // a discount line under its item: negative, no quantity or price
  const discounted: ReadInvoice = {
    ...rounded,
    amountExclTax: '90.00',
    taxAmount: '11.70',
    totalAmount: '101.70',
    totalInWords: '壹佰零壹圆柒角',
    items: [
      { ...rounded.items[0] },
      { ...rounded.items[0], quantity: null, unitPrice: null, amount: '-10.00', taxAmount: '-1.30' },
    ],
  };
  assert.deepEqual(failed(discounted), []);
});

test('大写 equals 小写 (圆/元, 正/整, （负数）)', () => {
  assert.deepEqual(failed({ ...special(), totalInWords: '贰拾肆万零壹佰元正' }), []);
  assert.deepEqual(failed({ ...special(), totalInWords: '贰拾肆万零贰佰圆整' }), ['words.match']);
  const check = byCode(checkInvoice({ ...special(), totalInWords: '贰拾肆万零贰佰圆整' }, { today }), 'words.match');
  assert.match(check!.message['zh-CN'], /贰拾肆万零壹佰元整/);
});

test('a negative total if and only if red letter', () => {
  const red: ReadInvoice = {
    ...special(),
    invoiceNumber: '24312000000123450321',
    isRedLetter: true,
    redLetterOf: '24312000000123456789',
    amountExclTax: '-212477.88',
    taxAmount: '-27622.12',
    totalAmount: '-240100.00',
    totalInWords: '（负数）贰拾肆万零壹佰圆整',
    items: special().items.map((item) => ({
      ...item,
      quantity: `-${item.quantity}`,
      amount: `-${item.amount}`,
      taxAmount: `-${item.taxAmount}`,
    })),
  };
  assert.deepEqual(failed(red), []);
  assert.deepEqual(failed({ ...red, isRedLetter: false }), ['redLetter.sign']);
  assert.deepEqual(failed({ ...special(), isRedLetter: true }), ['redLetter.sign']);
  // the words must carry the sign
  assert.deepEqual(failed({ ...red, totalInWords: '贰拾肆万零壹佰圆整' }), ['words.match']);
});

test('the date: a real one, not in the future', () => {
  assert.deepEqual(failed({ ...special(), issueDate: '2024-02-30' }), ['date.valid']);
  assert.deepEqual(failed({ ...special(), issueDate: '2024-07-01' }), ['date.future']);
  assert.deepEqual(failed({ ...special(), issueDate: '2024-06-30' }), []);
});

test('seller and buyer differ; tax ids by their check character (warnings)', () => {
  assert.deepEqual(failed({ ...special(), buyerTaxId: '91310115MA1K3L7P4N' }), ['parties.distinct']);
  assert.deepEqual(failed({ ...special(), buyerTaxId: null, buyerName: ' 上海锦程数控机械有限公司' }), [
    'parties.distinct',
  ]);
  const checks = checkInvoice({ ...special(), buyerTaxId: '91330106MA2CBW5X3A' }, { today });
  assert.equal(byCode(checks, 'buyer.taxId')?.ok, false);
  assert.equal(byCode(checks, 'buyer.taxId')?.level, 'warn');
  assert.match(byCode(checks, 'buyer.taxId')!.message['zh-CN'], /校验位不正确/);
  assert.equal(confidenceOf('xml', checks), 1);
  for (const old of ['330106123456789', '33010612345678901', '33010612345678901234'])
    assert.match(
      byCode(checkInvoice({ ...special(), buyerTaxId: old }, { today }), 'buyer.taxId')!.message['zh-CN'],
      /旧版/,
    );
  assert.match(
    byCode(checkInvoice({ ...special(), buyerTaxId: '1234' }, { today }), 'buyer.taxId')!.message['en-US'],
    /18-character/,
  );
});

test('a partial read is checked only where it carries the values; the missing ones are named', () => {
  const qr: ReadInvoice = {
    ...emptyInvoice('qr'),
    invoiceType: 'digital-ordinary',
    invoiceNumber: '24112000000000012345',
    issueDate: '2024-05-28',
    totalAmount: '2000.00',
  };
  const checks = checkInvoice(qr, { today });
  assert.deepEqual(
    checks.map((c) => c.code),
    [
      'fields.required',
      'number.format',
      'number.year',
      'number.province',
      'redLetter.sign',
      'date.valid',
      'date.future',
    ],
  );
  assert.match(byCode(checks, 'fields.required')!.message['zh-CN'], /销售方, 购买方/);
  assert.equal(confidenceOf('qr', checks), 0.9);
});

test('confidence: the source less 0.3 per failed error check, floor 0', () => {
  const broken: InvoiceCheck = { code: 'x', ok: false, level: 'error', message: { 'zh-CN': '', 'en-US': '' } };
  const warn: InvoiceCheck = { ...broken, level: 'warn' };
  assert.equal(confidenceOf('xml', []), 1);
  assert.equal(confidenceOf('ofd-attach', []), 1);
  assert.equal(confidenceOf('ofd-tag', []), 0.9);
  assert.equal(confidenceOf('pdf-text', [broken]), 0.6);
  assert.equal(confidenceOf('qr', [broken, warn]), 0.6);
  assert.equal(confidenceOf('ocr', []), 0.7);
  assert.equal(confidenceOf('ocr', [broken, broken]), 0.1);
  assert.equal(confidenceOf('ocr', [broken, broken, broken]), 0);
  assert.equal(confidenceOf('xml', [broken, broken, broken, broken]), 0);
});
