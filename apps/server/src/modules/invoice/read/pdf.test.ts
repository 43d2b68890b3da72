import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkInvoice, type ReadInvoice } from '@flp/shared/invoice';
import { BUYER, CONSULTANT, fixture, SELLER, SPECIAL } from '../../../../test/fixtures/invoice/make';
import { linesOf, type PdfItem, type PdfPage, readPdfLines } from '../../../platform/documents/pdf-text';
import { invoiceFromPdfLines, invoicesFromPdfPages, invoiceTypeOfTitle } from './pdf';

const today = '2024-12-31';
const failed = (inv: ReadInvoice) =>
  checkInvoice(inv, { today })
    .filter((c) => !c.ok)
    .map((c) => c.code);

/** A page of runs placed by hand: [y, [x, text]…] rows at 9 pt (Chinese 9 wide, other characters 5). */
function page(rows: [number, [number, string][]][]): PdfPage {
  const items: PdfItem[] = rows.flatMap(([y, runs]) =>
    runs.map(([x, text]) => ({
      x,
      y,
      fontSize: 9,
      text,
      width: [...text].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 9 : 5), 0),
    })),
  );
  return { width: 600, height: 400, lines: linesOf(items) };
}

test('the printed 数电专票: header, parties side by side, items, totals, remark, drawer', async () => {
  const invoices = invoicesFromPdfPages(await readPdfLines(fixture('digital-special.pdf')));
  assert.equal(invoices.length, 1);
  const inv = invoices[0];
  assert.equal(inv.source, 'pdf-text');
  assert.equal(inv.invoiceType, 'digital-special');
  assert.equal(inv.invoiceNumber, SPECIAL.number);
  assert.equal(inv.issueDate, '2024-05-28');
  assert.equal(inv.buyerName, BUYER.name);
  assert.equal(inv.buyerTaxId, BUYER.taxId);
  assert.equal(inv.sellerName, SELLER.name);
  assert.equal(inv.sellerTaxId, SELLER.taxId);
  assert.equal(inv.amountExclTax, '212477.88');
  assert.equal(inv.taxAmount, '27622.12');
  assert.equal(inv.totalAmount, '240100.00');
  assert.equal(inv.totalInWords, '贰拾肆万零壹佰圆整');
  assert.equal(inv.remark, SPECIAL.remark);
  assert.equal(inv.drawer, '王敏');
  assert.deepEqual(
    inv.items.map((i) => [i.itemName, i.spec, i.unit, i.quantity, i.unitPrice, i.amount, i.taxRate, i.taxAmount]),
    [
      ['*机械设备*数控车床', 'CK6150', '台', '2', '85000', '170000.00', '13%', '22100.00'],
      ['*机械设备*液压机', 'YH32-315', '台', '1', '42477.876106', '42477.88', '13%', '5522.12'],
    ],
  );
  assert.deepEqual(failed(inv), []);
});

// An older 增值税电子普通发票: code, check code, the buyer above the seller, a 密码区 on the buyer's lines, a name
// running over into a second line.
// biome-ignore format: a page's rows read best one to a line
const LEGACY = page([
  [20, [[200, '增值税电子普通发票'], [420, '发票代码:031002000111']]],
  [32, [[420, '发票号码:04123456']]],
  [44, [[420, '开票日期:2021年03月15日']]],
  [56, [[420, '校 验 码:62018 46570 32948 17265']]],
  [70, [[20, '机器编号:661616282530']]],
  [85, [[20, '购'], [40, '名 称:浙江恒拓精密制造有限公司'], [330, '密'], [350, '03*<8-/>+9<2*60+</-4>0-1']]],
  [97, [[20, '买'], [40, '纳税人识别号:91330106MA2CBW5X3H'], [330, '码'], [350, '<8-/>+9<2*60+<+44>3*<8-/']]],
  [109, [[20, '方'], [40, '地 址、电 话:杭州市西湖区文三路 90 号 0571-88990000'], [330, '区'], [350, '2*60+</-4>0-1<8-/>+9<']]],
  [121, [[40, '开户行及账号:招商银行杭州分行 571900012310201'], [350, '+44>3*<8-/<8-/>+9<2*60']]],
  [140, [[40, '货物或应税劳务、服务名称'], [170, '规格型号'], [220, '单位'], [255, '数量'], [295, '单价'], [350, '金额'], [420, '税率'], [470, '税额']]],
  [155, [[40, '*机械配件*液压油缸'], [170, 'HSG-80'], [224, '件'], [260, '4'], [295, '250'], [340, '1000.00'], [420, '13%'], [465, '130.00']]],
  [167, [[40, '(含密封件)']]],
  [182, [[40, '合 计'], [340, '¥1000.00'], [460, '¥130.00']]],
  [197, [[40, '价税合计(大写)'], [150, '⊗壹仟壹佰叁拾圆整'], [380, '(小写)¥1130.00']]],
  [212, [[20, '销'], [40, '名 称:上海锦程数控机械有限公司'], [330, '备']]],
  [224, [[20, '售'], [40, '纳税人识别号:91310115MA1K3L7P4N']]],
  [236, [[20, '方'], [40, '地 址、电 话:上海市浦东新区张江路 1288 号 021-58880000'], [330, '注']]],
  [248, [[40, '开户行及账号:中国工商银行上海张江支行 1001234509000012345']]],
  [265, [[40, '收款人:孙丽'], [160, '复核:周杰'], [280, '开票人:赵强'], [400, '销售方:(章)']]],
]);

test('an older e-invoice: code, check code, machine number, 密码区 left out, a name continued on the next line', () => {
  const [inv] = invoicesFromPdfPages([LEGACY]);
  assert.equal(inv.invoiceType, 'vat-e-ordinary');
  assert.equal(inv.invoiceCode, '031002000111');
  assert.equal(inv.invoiceNumber, '04123456');
  assert.equal(inv.issueDate, '2021-03-15');
  assert.equal(inv.checkCode, '62018465703294817265');
  assert.equal(inv.machineNo, '661616282530');
  assert.equal(inv.buyerName, BUYER.name);
  assert.equal(inv.buyerTaxId, BUYER.taxId);
  assert.equal(inv.buyerAddrTel, '杭州市西湖区文三路 90 号 0571-88990000');
  assert.equal(inv.buyerBank, '招商银行杭州分行 571900012310201');
  assert.equal(inv.sellerName, SELLER.name);
  assert.equal(inv.sellerTaxId, SELLER.taxId);
  assert.equal(inv.sellerAddrTel, '上海市浦东新区张江路 1288 号 021-58880000');
  assert.equal(inv.sellerBank, '中国工商银行上海张江支行 1001234509000012345');
  assert.deepEqual(
    inv.items.map((i) => [i.itemName, i.spec, i.unit, i.quantity, i.unitPrice, i.amount, i.taxRate, i.taxAmount]),
    [['*机械配件*液压油缸(含密封件)', 'HSG-80', '件', '4', '250', '1000.00', '13%', '130.00']],
  );
  assert.equal(inv.totalAmount, '1130.00');
  assert.equal(inv.payee, '孙丽');
  assert.equal(inv.reviewer, '周杰');
  assert.equal(inv.drawer, '赵强');
  assert.equal(inv.remark, null);
  assert.deepEqual(failed(inv), []);
});

test('a 数电普票 to a person: no buyer tax id, the seller keeps its own', () => {
  // biome-ignore format: a page's rows read best one to a line
  const [inv] = invoicesFromPdfPages([
    page([
      [20, [[200, '电子发票(普通发票)'], [420, '发票号码:24112000000000012345']]],
      [32, [[420, '开票日期:2024年06月03日']]],
      [60, [[20, '购'], [40, '名称:张三'], [300, '销'], [320, `名称:${CONSULTANT.name}`]]],
      [80, [[40, '统一社会信用代码/纳税人识别号:'], [320, `统一社会信用代码/纳税人识别号:${CONSULTANT.taxId}`]]],
      [120, [[40, '合 计'], [340, '¥1886.79'], [460, '¥113.21']]],
      [135, [[40, '价税合计(大写)'], [150, '⊗贰仟圆整'], [380, '(小写)¥2000.00']]],
      [160, [[40, '开票人:李娜']]],
    ]),
  ]);
  assert.equal(inv.invoiceType, 'digital-ordinary');
  assert.equal(inv.buyerName, '张三');
  assert.equal(inv.buyerTaxId, null);
  assert.equal(inv.sellerName, CONSULTANT.name);
  assert.equal(inv.sellerTaxId, CONSULTANT.taxId);
  assert.deepEqual(failed(inv), []);
});

test('a red-letter 数电 invoice: negative figures, （负数） words, the blue invoice from the remark', () => {
  // biome-ignore format: a page's rows read best one to a line
  const invoices = invoicesFromPdfPages([
    page([
      [20, [[200, '电子发票(增值税专用发票)'], [420, '发票号码:24312000000123450321']]],
      [32, [[420, '开票日期:2024年06月12日']]],
      [60, [[40, `名称:${BUYER.name}`], [300, `名称:${SELLER.name}`]]],
      [120, [[40, '合 计'], [340, '¥-212477.88'], [460, '¥-27622.12']]],
      [135, [[40, '价税合计(大写)'], [150, '(负数)贰拾肆万零壹佰圆整'], [380, '(小写)-¥240100.00']]],
    ]),
    // the remark on a second page: it names a 发票号码 and does not start another invoice
    page([
      [150, [[20, '备'], [60, `被红冲蓝字数电发票号码:${SPECIAL.number} 红字发票信息确认单编号:31011524061200000321`]]],
      [162, [[20, '注']]],
      [180, [[40, '开票人:王敏']]],
    ]),
  ]);
  assert.equal(invoices.length, 1);
  const [inv] = invoices;
  assert.equal(inv.invoiceNumber, '24312000000123450321');
  assert.equal(inv.totalAmount, '-240100.00');
  assert.equal(inv.amountExclTax, '-212477.88');
  assert.equal(inv.isRedLetter, true);
  assert.equal(inv.redLetterOf, SPECIAL.number);
  assert.deepEqual(failed(inv), []);
});

test('what the checks catch in a text layer: a digit glued to the number, altered figures', () => {
  // biome-ignore format: a page's rows read best one to a line
  const lines = (number: string, total: string) =>
    page([
      [20, [[200, '电子发票(普通发票)'], [420, `发票号码:${number}`]]],
      [32, [[420, '开票日期:2024年06月03日']]],
      [60, [[40, `名称:${BUYER.name}`], [300, `名称:${CONSULTANT.name}`]]],
      [120, [[40, '合 计'], [340, '¥1886.79'], [460, '¥113.21']]],
      [135, [[40, '价税合计(大写)'], [150, '⊗贰仟圆整'], [380, `(小写)¥${total}`]]],
    ]).lines;
  assert.deepEqual(failed(invoiceFromPdfLines(lines('24112000000000012345', '2000.00'))), []);
  assert.deepEqual(failed(invoiceFromPdfLines(lines('124112000000000012345', '2000.00'))), ['number.format']);
  assert.deepEqual(failed(invoiceFromPdfLines(lines('24112000000000012345', '2900.00'))), [
    'amount.sum',
    'words.match',
  ]);
});

test('several invoices in one PDF, a page without 发票号码 continues the one before; a PDF of no invoice', () => {
  const header: [number, string][] = [
    [40, '项目名称'],
    [170, '规格型号'],
    [350, '金额'],
    [420, '税率/征收率'],
    [470, '税额'],
  ];
  const first = page([
    [20, [[420, '发票号码:24112000000000012345']]],
    [140, header],
    [
      155,
      [
        [40, '*现代服务*咨询'],
        [340, '1000.00'],
        [420, '6%'],
        [465, '60.00'],
      ],
    ],
  ]);
  const more = page([
    [140, header],
    [
      155,
      [
        [40, '*现代服务*培训'],
        [340, '886.79'],
        [420, '6%'],
        [465, '53.21'],
      ],
    ],
  ]);
  const second = page([[20, [[420, '发票号码:24312000000123456789']]]]);
  const invoices = invoicesFromPdfPages([first, more, second]);
  assert.deepEqual(
    invoices.map((i) => i.invoiceNumber),
    ['24112000000000012345', '24312000000123456789'],
  );
  assert.deepEqual(
    invoices[0].items.map((i) => i.itemName),
    ['*现代服务*咨询', '*现代服务*培训'],
  );
  assert.deepEqual(invoicesFromPdfPages([page([[20, [[20, '银行对账单 2024年5月']]]])]), []);
});

test('invoice types from the printed titles', () => {
  assert.equal(invoiceTypeOfTitle('电子发票(增值税专用发票)'), 'digital-special');
  assert.equal(invoiceTypeOfTitle('电 子 发 票 ( 普 通 发 票 )'), 'digital-ordinary');
  assert.equal(invoiceTypeOfTitle('电子发票(铁路电子客票)'), 'railway');
  assert.equal(invoiceTypeOfTitle('电子发票(航空运输电子客票行程单)'), 'air');
  assert.equal(invoiceTypeOfTitle('增值税电子专用发票'), 'vat-e-special');
  assert.equal(invoiceTypeOfTitle('增值税电子普通发票(通行费)'), 'vat-toll');
  assert.equal(invoiceTypeOfTitle('机动车销售统一发票'), 'motor-vehicle');
  assert.equal(invoiceTypeOfTitle('二手车销售统一发票'), 'used-vehicle');
  assert.equal(invoiceTypeOfTitle('银行对账单'), null);
});
