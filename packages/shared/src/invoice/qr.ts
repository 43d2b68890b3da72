// The QR code printed top-left on Chinese VAT invoices: comma-separated
// `01,<type>,<code>,<number>,<amount>,<yyyyMMdd>,<checkCode>,<hash>`. It carries what 查验 needs: code, number, date,
// and the amount (不含税金额 on legacy invoices) or the check code. 数电 QRs leave the code and the check code empty;
// their amount is taken as 价税合计 — the figure 数电 查验 asks for — which is an inference, not a documented fact:
// readers cross-check it with the text where there is one.
import { emptyInvoice, type InvoiceTypeCode, type ReadInvoice, invoiceTypeInfo, invoiceTypeOfQr } from './types';
import { parseIssueDate, parseMoney } from './values';

export interface InvoiceQr {
  /** The QR's format version ('01'). */
  version: string;
  /** Its type field as printed (01, 04, 10, 11, 14, 31, 32 …). */
  qrType: string;
  invoiceType: InvoiceTypeCode | null;
  numbering: 'digital' | 'legacy';
  /** Null on 数电. */
  invoiceCode: string | null;
  invoiceNumber: string;
  /** 2-place decimal string, or null when the field is empty. */
  amount: string | null;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Null when empty (专票, 数电). */
  checkCode: string | null;
  /** The trailing digest, as printed (not verifiable locally). */
  hash: string | null;
}

/** The fields of an invoice QR code, or null when the text is not one. */
export function parseInvoiceQr(text: string): InvoiceQr | null {
  const fields = text.trim().split(',');
  if (fields.length < 7) return null;
  const [version, qrType, code, number, amountText, dateText, checkCode, hash] = fields.map((f) => f.trim());
  if (!/^\d{2}$/.test(version) || !/^\d{2}$/.test(qrType)) return null;
  if (!/^\d{8}$|^\d{20}$/.test(number)) return null;
  if (code && !/^\d{10}$|^\d{12}$/.test(code)) return null;
  if (!/^\d{8}$/.test(dateText)) return null;
  const issueDate = parseIssueDate(dateText);
  if (!issueDate) return null;
  const amount = amountText ? parseMoney(amountText) : null;
  if (amountText && amount === null) return null;
  if (checkCode && !/^\d+$/.test(checkCode)) return null;
  const invoiceType = invoiceTypeOfQr(qrType);
  const numbering = invoiceTypeInfo(invoiceType)?.numbering ?? (number.length === 20 && !code ? 'digital' : 'legacy');
  return {
    version,
    qrType,
    invoiceType,
    numbering,
    invoiceCode: code || null,
    invoiceNumber: number,
    amount,
    issueDate,
    checkCode: checkCode || null,
    hash: hash || null,
  };
}

/** What a QR code says of its invoice, as a partial ReadInvoice from the source 'qr' (confidence set by the caller). */
export function invoiceFromQr(qr: InvoiceQr): ReadInvoice {
  const invoice = emptyInvoice('qr');
  invoice.invoiceType = qr.invoiceType;
  invoice.invoiceCode = qr.invoiceCode;
  invoice.invoiceNumber = qr.invoiceNumber;
  invoice.issueDate = qr.issueDate;
  invoice.checkCode = qr.checkCode;
  if (qr.numbering === 'digital') invoice.totalAmount = qr.amount;
  else invoice.amountExclTax = qr.amount;
  invoice.isRedLetter = qr.amount?.startsWith('-') ?? false;
  return invoice;
}
