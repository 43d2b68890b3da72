// The invoice XML the issuing systems write, read field by field — the most certain source there is (design brief
// wave 3 §6.3 item 1): the 数电 XML (root EInvoice) the tax bureau's platform delivers next to the PDF/OFD, and the
// 2020-style e-invoice XML (root eInvoice: InvoiceCode, InvoiceNo, Buyer, Seller, GoodsInfos) that OFD packages
// carry as Doc_0/Attachs/original_invoice.xml. Amounts stay decimal text; rates become '13%'; dates YYYY-MM-DD.
import { l } from '@flp/shared';
import {
  emptyInvoice,
  emptyItem,
  type InvoiceItem,
  type InvoiceSource,
  type InvoiceTypeCode,
  invoiceTypeOfQr,
  parseIssueDate,
  parseMoney,
  parseQuantity,
  parseTaxRate,
  type ReadInvoice,
} from '@flp/shared/invoice';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { all, at, joinTexts, parseXml, rootName, textAt, textOf, type XmlNode } from './xml-tree';

/** Which invoice XML a tree is, by its root element. */
export type InvoiceXmlKind = 'einvoice' | 'legacy';

export function invoiceXmlKind(tree: XmlNode): InvoiceXmlKind | null {
  const root = rootName(tree);
  if (root === 'EInvoice') return 'einvoice';
  if (root === 'eInvoice') return 'legacy';
  return null;
}

/** The invoice in an XML file (数电 EInvoice or the 2020-style eInvoice); a DocumentError for any other XML. */
export function readInvoiceXml(bytes: Uint8Array | string, source: InvoiceSource = 'xml'): ReadInvoice {
  const tree = parseXml(bytes);
  const kind = invoiceXmlKind(tree);
  if (kind === 'einvoice') return fromEInvoice(at(tree, 'EInvoice'), source);
  if (kind === 'legacy') return fromLegacyXml(at(tree, 'eInvoice'), source);
  throw new DocumentError(
    l(
      `XML 文件不是发票 (根元素为 ${rootName(tree) ?? '空'}, 应为 EInvoice)`,
      `The XML file is not an invoice (its root is ${rootName(tree) ?? 'empty'}, not EInvoice)`,
    ),
  );
}

/** A red-letter 数电 invoice names the blue one it reverses in its remark. */
const RED_REMARK = /被红冲蓝字数电发票号码\s*[:：]\s*(\d{20})/;
/** A legacy red-letter invoice: 对应正数发票代码:… 号码:… */
const LEGACY_RED_REMARK = /对应正数发票代码\s*[:：]?\s*(\d{10,12})\s*号码\s*[:：]?\s*(\d{8})/;

/** The 数电 type from the labels: GeneralOrSpecialVAT says 专/普, EInvoiceType names tickets and itineraries. */
function einvoiceType(header: XmlNode | undefined): InvoiceTypeCode | null {
  const kind = joinTexts(
    textAt(header, 'InherentLabel', 'EInvoiceType', 'LabelName'),
    textAt(header, 'InherentLabel', 'GeneralOrSpecialVAT', 'LabelName'),
  );
  if (!kind) return null;
  if (kind.includes('铁路')) return 'railway';
  if (kind.includes('航空')) return 'air';
  if (kind.includes('专用')) return 'digital-special';
  if (kind.includes('普通')) return 'digital-ordinary';
  return null;
}

/** A line's tax: '***' (免税, 不征税) is no figure. */
const lineTax = (text: string | null) => parseMoney(text);

function fromEInvoice(root: XmlNode | undefined, source: InvoiceSource): ReadInvoice {
  const inv = emptyInvoice(source);
  const header = at(root, 'Header');
  const data = at(root, 'EInvoiceData');
  const supervision = at(root, 'TaxSupervisionInfo');
  const basic = at(data, 'BasicInformation');
  const seller = at(data, 'SellerInformation');
  const buyer = at(data, 'BuyerInformation');

  inv.invoiceType = einvoiceType(header);
  inv.invoiceNumber = textAt(supervision, 'InvoiceNumber') ?? textAt(header, 'EIid');
  inv.issueDate = parseIssueDate(textAt(supervision, 'IssueTime') ?? textAt(basic, 'RequestTime'));
  inv.sellerName = textAt(seller, 'SellerName');
  inv.sellerTaxId = textAt(seller, 'SellerIdNum');
  inv.sellerAddrTel = joinTexts(textAt(seller, 'SellerAddr'), textAt(seller, 'SellerTelNum'));
  inv.sellerBank = joinTexts(textAt(seller, 'SellerBankName'), textAt(seller, 'SellerBankAccNum'));
  inv.buyerName = textAt(buyer, 'BuyerName');
  inv.buyerTaxId = textAt(buyer, 'BuyerIdNum');
  inv.buyerAddrTel = joinTexts(textAt(buyer, 'BuyerAddr'), textAt(buyer, 'BuyerTelNum'));
  inv.buyerBank = joinTexts(textAt(buyer, 'BuyerBankName'), textAt(buyer, 'BuyerBankAccNum'));
  inv.amountExclTax = parseMoney(textAt(basic, 'TotalAmWithoutTax'));
  inv.taxAmount = parseMoney(textAt(basic, 'TotalTaxAm'));
  inv.totalAmount = parseMoney(textAt(basic, 'TotalTax-includedAmount'));
  inv.totalInWords = textAt(basic, 'TotalTax-includedAmountInChinese');
  inv.drawer = textAt(basic, 'Drawer');
  const additional = at(data, 'AdditionalInformation');
  inv.remark = textAt(additional, 'Remark') ?? textOf(additional);

  // TotaltaxIncludedAmount is a line's own total, never the invoice's.
  inv.items = all(data, 'IssuItemInformation').map(
    (line): InvoiceItem => ({
      ...emptyItem(textAt(line, 'ItemName') ?? ''),
      spec: textAt(line, 'SpecMod'),
      unit: textAt(line, 'MeaUnits'),
      quantity: parseQuantity(textAt(line, 'Quantity')),
      unitPrice: parseQuantity(textAt(line, 'UnPrice')),
      amount: parseMoney(textAt(line, 'Amount')),
      taxRate: parseTaxRate(textAt(line, 'TaxRate')),
      taxAmount: lineTax(textAt(line, 'ComTaxAm')),
      taxClassCode: textAt(line, 'TaxClassificationCode'),
    }),
  );

  const issueType = textAt(header, 'InherentLabel', 'InIssuType', 'LabelCode');
  inv.isRedLetter = issueType ? issueType.toUpperCase() === 'N' : (inv.totalAmount?.startsWith('-') ?? false);
  inv.redLetterOf =
    textAt(data, 'SpecificInformation', 'RedEInvoice', 'OriginalInvoiceCode') ??
    RED_REMARK.exec(inv.remark ?? '')?.[1] ??
    null;
  return inv;
}

function fromLegacyXml(root: XmlNode | undefined, source: InvoiceSource): ReadInvoice {
  const inv = emptyInvoice(source);
  const buyer = at(root, 'Buyer');
  const seller = at(root, 'Seller');
  inv.invoiceCode = textAt(root, 'InvoiceCode');
  inv.invoiceNumber = textAt(root, 'InvoiceNo');
  // TypeCode shares the QR code's type numbers (10 电子普票 …) as far as seen; unverified beyond that.
  const typeCode = textAt(root, 'TypeCode');
  inv.invoiceType = typeCode ? invoiceTypeOfQr(typeCode.padStart(2, '0')) : null;
  inv.issueDate = parseIssueDate(textAt(root, 'IssueDate'));
  inv.checkCode = textAt(root, 'InvoiceCheckCode');
  inv.machineNo = textAt(root, 'MachineNo');
  inv.buyerName = textAt(buyer, 'BuyerName');
  inv.buyerTaxId = textAt(buyer, 'BuyerTaxID');
  inv.buyerAddrTel = textAt(buyer, 'BuyerAddrTel');
  inv.buyerBank = textAt(buyer, 'BuyerFinancialAccount');
  inv.sellerName = textAt(seller, 'SellerName');
  inv.sellerTaxId = textAt(seller, 'SellerTaxID');
  inv.sellerAddrTel = textAt(seller, 'SellerAddrTel');
  inv.sellerBank = textAt(seller, 'SellerFinancialAccount');
  inv.amountExclTax = parseMoney(textAt(root, 'TaxExclusiveTotalAmount'));
  inv.taxAmount = parseMoney(textAt(root, 'TaxTotalAmount'));
  inv.totalAmount = parseMoney(textAt(root, 'TaxInclusiveTotalAmount'));
  inv.totalInWords = textAt(root, 'TaxInclusiveTotalAmountCN');
  inv.remark = textAt(root, 'Note');
  inv.drawer = textAt(root, 'InvoiceClerk');
  inv.payee = textAt(root, 'Payee');
  inv.reviewer = textAt(root, 'Checker');
  inv.items = all(at(root, 'GoodsInfos'), 'GoodsInfo').map(
    (line): InvoiceItem => ({
      ...emptyItem(textAt(line, 'Item') ?? ''),
      spec: textAt(line, 'Specification'),
      unit: textAt(line, 'MeasurementDimension'),
      quantity: parseQuantity(textAt(line, 'Quantity')),
      unitPrice: parseQuantity(textAt(line, 'Price')),
      amount: parseMoney(textAt(line, 'Amount')),
      taxRate: parseTaxRate(textAt(line, 'TaxScheme')),
      taxAmount: lineTax(textAt(line, 'TaxAmount')),
      taxClassCode: textAt(line, 'Code'),
    }),
  );
  inv.isRedLetter = inv.totalAmount?.startsWith('-') ?? false;
  const red = LEGACY_RED_REMARK.exec(inv.remark ?? '') ?? null;
  inv.redLetterOf = red ? `${red[1]} ${red[2]}` : (RED_REMARK.exec(inv.remark ?? '')?.[1] ?? null);
  return inv;
}
