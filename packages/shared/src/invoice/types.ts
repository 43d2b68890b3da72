// An invoice as read from a file a customer hands in (XML, OFD, PDF, a photo's QR code or OCR), before a person
// confirms it: every field the formats carry, amounts as decimal strings, and where the values came from. The readers
// (apps/server modules/invoice/read) make these; checkInvoice says what in them does not add up.
import { type Localized, l } from '../resources/localized';

/**
 * How an invoice is numbered: 'digital' — 数电票, a 20-digit number and no code, check code or machine number;
 * 'legacy' — a 10- or 12-digit 发票代码 and an 8-digit 发票号码 (and a 20-digit 校验码 on 普票 and e-invoices).
 */
export type InvoiceNumbering = 'digital' | 'legacy';

export interface InvoiceTypeInfo {
  /** Stable code kept in the data (dict value). */
  code: string;
  label: Localized;
  numbering: InvoiceNumbering;
  /**
   * The type field of the invoice's QR code (01,<type>,…). 01, 04, 10, 11 and 14 are the commonly documented legacy
   * codes; 03, 08, 15 (机动车, 电子专票, 二手车) and 31/32 (数电 专/普) are seen in the wild but unverified.
   */
  qrTypes: readonly string[];
}

export const INVOICE_TYPES = [
  {
    code: 'digital-special',
    label: l('数电专票', 'Digital VAT special invoice'),
    numbering: 'digital',
    qrTypes: ['31'],
  },
  { code: 'digital-ordinary', label: l('数电普票', 'Digital ordinary invoice'), numbering: 'digital', qrTypes: ['32'] },
  {
    code: 'digital-paper-special',
    label: l('数电纸质专票', 'Digital paper VAT special invoice'),
    numbering: 'digital',
    qrTypes: [],
  },
  {
    code: 'digital-paper-ordinary',
    label: l('数电纸质普票', 'Digital paper ordinary invoice'),
    numbering: 'digital',
    qrTypes: [],
  },
  { code: 'vat-special', label: l('增值税专用发票', 'VAT special invoice'), numbering: 'legacy', qrTypes: ['01'] },
  { code: 'vat-ordinary', label: l('增值税普通发票', 'VAT ordinary invoice'), numbering: 'legacy', qrTypes: ['04'] },
  {
    code: 'vat-e-special',
    label: l('电子专票', 'VAT electronic special invoice'),
    numbering: 'legacy',
    qrTypes: ['08'],
  },
  {
    code: 'vat-e-ordinary',
    label: l('电子普票', 'VAT electronic ordinary invoice'),
    numbering: 'legacy',
    qrTypes: ['10'],
  },
  { code: 'vat-roll', label: l('卷票', 'VAT roll invoice'), numbering: 'legacy', qrTypes: ['11'] },
  { code: 'vat-toll', label: l('通行费', 'Toll e-invoice'), numbering: 'legacy', qrTypes: ['14'] },
  {
    code: 'motor-vehicle',
    label: l('机动车销售统一发票', 'Motor vehicle sales invoice'),
    numbering: 'legacy',
    qrTypes: ['03'],
  },
  {
    code: 'used-vehicle',
    label: l('二手车销售统一发票', 'Used vehicle sales invoice'),
    numbering: 'legacy',
    qrTypes: ['15'],
  },
  { code: 'railway', label: l('铁路电子客票', 'Railway e-ticket invoice'), numbering: 'digital', qrTypes: [] },
  { code: 'air', label: l('航空电子行程单', 'Air transport e-itinerary invoice'), numbering: 'digital', qrTypes: [] },
] as const satisfies readonly InvoiceTypeInfo[];

export type InvoiceTypeCode = (typeof INVOICE_TYPES)[number]['code'];

const BY_CODE = new Map<string, InvoiceTypeInfo>(INVOICE_TYPES.map((t) => [t.code, t]));

/** The type's description, or undefined for a code that is not one. */
export const invoiceTypeInfo = (code: string | null | undefined): InvoiceTypeInfo | undefined =>
  code ? BY_CODE.get(code) : undefined;

/** The type a QR code's type field names, or null when unknown. */
export function invoiceTypeOfQr(qrType: string): InvoiceTypeCode | null {
  return INVOICE_TYPES.find((t) => (t.qrTypes as readonly string[]).includes(qrType))?.code ?? null;
}

/** Where the values came from, most certain first (dict `source` of fl_invoice). */
export const INVOICE_SOURCES = ['xml', 'ofd-attach', 'ofd-tag', 'pdf-text', 'qr', 'ocr', 'manual'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

/** A line of the invoice (货物或应税劳务、服务). Amounts are decimal strings with 2 places; quantity and unit price as given. */
export interface InvoiceItem {
  itemName: string;
  spec: string | null;
  unit: string | null;
  quantity: string | null;
  unitPrice: string | null;
  amount: string | null;
  /** '13%', '1.5%', '0%', or as printed when not a rate: '免税', '不征税', '***'. */
  taxRate: string | null;
  taxAmount: string | null;
  /** 税收分类编码 (19 digits). */
  taxClassCode: string | null;
}

/** An invoice as read; null where the file did not carry the field. */
export interface ReadInvoice {
  invoiceType: InvoiceTypeCode | null;
  /** 发票代码: 10 or 12 digits on legacy invoices, null on 数电. */
  invoiceCode: string | null;
  /** 发票号码: 8 digits (legacy) or 20 (数电). */
  invoiceNumber: string | null;
  /** 开票日期, YYYY-MM-DD. */
  issueDate: string | null;
  /** 校验码 (20 digits; legacy 普票 and e-invoices). */
  checkCode: string | null;
  machineNo: string | null;
  buyerName: string | null;
  buyerTaxId: string | null;
  buyerAddrTel: string | null;
  buyerBank: string | null;
  sellerName: string | null;
  sellerTaxId: string | null;
  sellerAddrTel: string | null;
  sellerBank: string | null;
  /** 合计金额 (不含税), 2 places. */
  amountExclTax: string | null;
  /** 合计税额, 2 places. */
  taxAmount: string | null;
  /** 价税合计 (小写), 2 places; negative on a red-letter invoice. */
  totalAmount: string | null;
  /** 价税合计 (大写) as printed. */
  totalInWords: string | null;
  /** Charges outside the taxable amount (民航发展基金 and other taxes on air itineraries), 2 places. */
  otherCharges: string | null;
  remark: string | null;
  drawer: string | null;
  payee: string | null;
  reviewer: string | null;
  isRedLetter: boolean;
  /** The blue invoice a red-letter invoice reverses (its number). */
  redLetterOf: string | null;
  items: InvoiceItem[];
  source: InvoiceSource;
  /** 0–1: how far the values can be trusted (confidenceOf). */
  confidence: number;
}

/** An invoice with nothing read yet, from the given source. */
export function emptyInvoice(source: InvoiceSource): ReadInvoice {
  return {
    invoiceType: null,
    invoiceCode: null,
    invoiceNumber: null,
    issueDate: null,
    checkCode: null,
    machineNo: null,
    buyerName: null,
    buyerTaxId: null,
    buyerAddrTel: null,
    buyerBank: null,
    sellerName: null,
    sellerTaxId: null,
    sellerAddrTel: null,
    sellerBank: null,
    amountExclTax: null,
    taxAmount: null,
    totalAmount: null,
    totalInWords: null,
    otherCharges: null,
    remark: null,
    drawer: null,
    payee: null,
    reviewer: null,
    isRedLetter: false,
    redLetterOf: null,
    items: [],
    source,
    confidence: 0,
  };
}

/** A line with nothing read yet. */
export function emptyItem(itemName = ''): InvoiceItem {
  return {
    itemName,
    spec: null,
    unit: null,
    quantity: null,
    unitPrice: null,
    amount: null,
    taxRate: null,
    taxAmount: null,
    taxClassCode: null,
  };
}

/** One rule of checkInvoice: ok or not, an error (the values cannot all be right) or a warning (worth a look). */
export interface InvoiceCheck {
  code: string;
  ok: boolean;
  level: 'error' | 'warn';
  message: Localized;
}
