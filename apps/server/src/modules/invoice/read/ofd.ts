// An OFD invoice (GB/T 33190: a zip of XML parts) read from its structured data, most complete first (design brief
// wave 3 §6.3 item 2):
//  1. the 2020-style attachment Doc_0/Attachs/original_invoice.xml (or a 数电 XML attached the same way) — everything,
//     items included → 'ofd-attach';
//  2. the semantic tags: Doc_0/Tags/CustomTags.xml → CustomTag.xml, whose elements name the page's TextObject ids that
//     hold each field — family A (InvoiceNo, Buyer/BuyerName, TaxInclusiveTotalAmount …) or family B (the 数电 XML's
//     paths: TaxSupervisionInfo/InvoiceNumber, EInvoiceData/…) → 'ofd-tag', header fields and totals only;
//  3. OFD.xml's DocInfo/CustomDatas (6–7 header fields; its 合计金额 is the amount WITHOUT tax) — fills what the tags
//     left empty, or stands alone (still 'ofd-tag': the source list has no value of its own for it).
// The pitfall the brief warns of: a 价税合计 tag often points at the "¥" object alone. The total is then 不含税 + 税额,
// kept only when it matches the 大写 printed on the page.
//
// The package is measured under a budget (zip/budget) before anything inflates it whole; only its XML parts are
// inflated. A package with signatures answers signed: true — they are SM2 seals this code does not verify.
import { l } from '@flp/shared';
import { amountInWords } from '@flp/shared/format';
import {
  emptyInvoice,
  findAmountWords,
  normaliseAmountWords,
  parseIssueDate,
  parseMoney,
  type ReadInvoice,
} from '@flp/shared/invoice';
import { D } from '@flp/shared/finance';
import { unzipSync } from 'fflate';
import { DocumentError } from '../../../platform/documents/sheet-rows';
import { measureZip } from '../../../platform/zip/budget';
import { readInvoiceXml, invoiceXmlKind } from './xml';
import { all, at, parseXml, textAt, textOf, type XmlNode } from './xml-tree';

/** What an OFD package may hold: parts, and bytes inflated. */
export const OFD_BUDGET = { maxEntries: 500, maxUnpackedBytes: 50 * 1024 * 1024 };

export type OfdEngine = 'ofd-attach' | 'ofd-tag' | 'ofd-data';

export interface OfdRead {
  invoice: ReadInvoice;
  /** The package carries signatures (not verified here). */
  signed: boolean;
  /** Which structured data the invoice came from. */
  engine: OfdEngine;
}

const damaged = l('OFD 文件已损坏或不是 OFD 文件', 'The OFD file is damaged or is not an OFD');

/** The XML parts of an OFD package by name (leading '/' dropped), and every part's name. */
export function openOfd(bytes: Uint8Array): { parts: Map<string, Uint8Array>; names: string[] } {
  const measured = measureZip(bytes, OFD_BUDGET);
  if (!measured.ok) {
    if (measured.reason === 'entries')
      throw new DocumentError(
        l(
          `OFD 文件的部件过多 (最多 ${OFD_BUDGET.maxEntries} 个)`,
          `The OFD file has too many parts (at most ${OFD_BUDGET.maxEntries})`,
        ),
      );
    if (measured.reason === 'unpacked')
      throw new DocumentError(
        l('OFD 文件解压后过大 (最多 50 MB), 拒绝读取', 'The OFD file inflates to more than 50 MB and is refused'),
      );
    throw new DocumentError(damaged);
  }
  const names: string[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        names.push(clean(file.name));
        return /\.xml$/i.test(file.name) && !/\/Res\//i.test(file.name);
      },
    });
  } catch {
    throw new DocumentError(damaged);
  }
  const parts = new Map<string, Uint8Array>();
  for (const [name, body] of Object.entries(files)) parts.set(clean(name), body);
  return { parts, names };
}

const clean = (name: string) => name.replace(/^\/+/, '');

/** True when the bytes are a zip with an OFD.xml at its root (an OFD package, not any zip). */
export function isOfdZip(names: string[]): boolean {
  return names.some((n) => n.toLowerCase() === 'ofd.xml');
}

/** The invoice in an OFD package; a DocumentError when it is not one, over its budget, or holds no invoice data. */
export function readOfd(bytes: Uint8Array): OfdRead {
  const { parts, names } = openOfd(bytes);
  const rootName = names.find((n) => n.toLowerCase() === 'ofd.xml');
  if (!rootName || !parts.has(rootName))
    throw new DocumentError(l('文件不是 OFD 文件 (缺少 OFD.xml)', 'The file is not an OFD (it has no OFD.xml)'));
  const what = l('OFD 文件的部件', 'A part of the OFD file');
  const xml = (name: string) => parseXml(parts.get(name)!, what);
  const root = at(xml(rootName), 'OFD');
  const body = at(root, 'DocBody');
  const docRoot = clean(textAt(body, 'DocRoot') ?? 'Doc_0/Document.xml');
  const docDir = docRoot.includes('/') ? docRoot.slice(0, docRoot.lastIndexOf('/') + 1) : '';
  const signed =
    !!textAt(body, 'Signatures') || names.some((n) => /(^|\/)Signs?\/|Signatures?\.xml$|SignedValue/i.test(n));

  const attached = readAttachment(parts, docDir, xml);
  if (attached) return { invoice: attached, signed, engine: 'ofd-attach' };

  const texts = pageTexts(parts, docDir, xml);
  const invoice = emptyInvoice('ofd-tag');
  const tagged = readTags(parts, docDir, xml, texts, invoice);
  const data = readCustomData(at(body, 'DocInfo'), invoice);
  if (!invoice.invoiceNumber)
    throw new DocumentError(
      l(
        'OFD 文件中没有可读的发票数据 (无内嵌发票 XML、发票标引或文档元数据)',
        'The OFD file holds no invoice data that can be read (no attached invoice XML, tags or document data)',
      ),
    );
  settleTotal(invoice, texts);
  invoice.invoiceType ??= typeFromTitle(texts, invoice.invoiceNumber);
  invoice.isRedLetter = invoice.totalAmount?.startsWith('-') ?? false;
  invoice.redLetterOf = /被红冲蓝字数电发票号码\s*[:：]\s*(\d{20})/.exec(invoice.remark ?? '')?.[1] ?? null;
  return { invoice, signed, engine: tagged || !data ? 'ofd-tag' : 'ofd-data' };
}

/** The attached invoice XML (original_invoice.xml first, then any attached XML that is an invoice), or null. */
function readAttachment(
  parts: Map<string, Uint8Array>,
  docDir: string,
  xml: (name: string) => XmlNode,
): ReadInvoice | null {
  const dir = `${docDir}Attachs/`;
  const listed: string[] = [];
  const index = `${dir}Attachments.xml`;
  if (parts.has(index))
    for (const a of all(at(xml(index), 'Attachments'), 'Attachment')) {
      const loc = textAt(a, 'FileLoc');
      if (loc) listed.push(loc.startsWith('/') ? clean(loc) : `${dir}${loc}`);
    }
  const candidates = [
    `${dir}original_invoice.xml`,
    ...listed,
    ...[...parts.keys()].filter((n) => n.startsWith(dir) && n !== index),
  ];
  for (const name of new Set(candidates)) {
    const bytes = parts.get(name);
    if (!bytes) continue;
    if (!invoiceXmlKind(parseXml(bytes, l('OFD 内嵌的发票 XML', 'The invoice XML inside the OFD')))) continue;
    return readInvoiceXml(bytes, 'ofd-attach');
  }
  return null;
}

/** The text of every TextObject of the document's pages and templates, by its ID. */
function pageTexts(
  parts: Map<string, Uint8Array>,
  docDir: string,
  xml: (name: string) => XmlNode,
): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (node: XmlNode | XmlNode[] | undefined) => {
    if (node === undefined || typeof node === 'string') return;
    if (Array.isArray(node)) return node.forEach(walk);
    for (const [name, child] of Object.entries(node)) {
      if (name === 'TextObject')
        for (const object of Array.isArray(child) ? child : [child]) {
          const id = typeof object === 'object' ? textOf(object['@ID'] as XmlNode) : null;
          const text = all(object, 'TextCode')
            .map((code) => textOf(code) ?? '')
            .join('');
          if (id && text) texts.set(id, text);
        }
      else if (!name.startsWith('@') && name !== '#text') walk(child);
    }
  };
  for (const name of parts.keys())
    if (name.startsWith(docDir) && /\/(Pages|Tpls)\/[^/]+\/Content\.xml$/i.test(name)) walk(xml(name));
  return texts;
}

type Field = Exclude<keyof ReadInvoice, 'items' | 'source' | 'confidence' | 'isRedLetter'>;

/** Tag paths (families A and B; matched on the path's end) and the field each holds. */
const TAG_FIELDS: [string[], Field][] = [
  [['InvoiceNo', 'TaxSupervisionInfo/InvoiceNumber', 'Header/EIid'], 'invoiceNumber'],
  [['InvoiceCode'], 'invoiceCode'],
  [['IssueDate', 'TaxSupervisionInfo/IssueTime', 'BasicInformation/RequestTime'], 'issueDate'],
  [['InvoiceCheckCode'], 'checkCode'],
  [['MachineNo'], 'machineNo'],
  [['Buyer/BuyerName', 'BuyerInformation/BuyerName'], 'buyerName'],
  [['Buyer/BuyerTaxID', 'BuyerInformation/BuyerIdNum'], 'buyerTaxId'],
  [['Buyer/BuyerAddrTel'], 'buyerAddrTel'],
  [['Buyer/BuyerFinancialAccount'], 'buyerBank'],
  [['Seller/SellerName', 'SellerInformation/SellerName'], 'sellerName'],
  [['Seller/SellerTaxID', 'SellerInformation/SellerIdNum'], 'sellerTaxId'],
  [['Seller/SellerAddrTel'], 'sellerAddrTel'],
  [['Seller/SellerFinancialAccount'], 'sellerBank'],
  [['TaxExclusiveTotalAmount', 'BasicInformation/TotalAmWithoutTax'], 'amountExclTax'],
  [['TaxTotalAmount', 'BasicInformation/TotalTaxAm'], 'taxAmount'],
  [['TaxInclusiveTotalAmount', 'BasicInformation/TotalTax-includedAmount'], 'totalAmount'],
  [['TaxInclusiveTotalAmountCN', 'BasicInformation/TotalTax-includedAmountInChinese'], 'totalInWords'],
  [['Note', 'AdditionalInformation/Remark'], 'remark'],
  [['InvoiceClerk', 'BasicInformation/Drawer'], 'drawer'],
  [['Payee'], 'payee'],
  [['Checker'], 'reviewer'],
];

const MONEY_FIELDS = new Set<Field>(['amountExclTax', 'taxAmount', 'totalAmount']);

/** A field's value from its text as printed. */
function setField(invoice: ReadInvoice, field: Field, text: string) {
  const value = text.trim();
  if (!value) return;
  if (MONEY_FIELDS.has(field)) (invoice[field] as string | null) = parseMoney(value);
  else if (field === 'issueDate') invoice.issueDate = parseIssueDate(value);
  else if (field === 'invoiceNumber' || field === 'invoiceCode' || field === 'checkCode')
    (invoice[field] as string | null) = value.replace(/\s/g, '');
  else (invoice[field] as string | null) = value;
}

/** The tag paths of CustomTag.xml (root and ObjectData wrappers left out) with the text objects each names. */
export function tagPaths(tree: XmlNode): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  const walk = (node: XmlNode | undefined, path: string[]) => {
    if (node === undefined || typeof node === 'string') return;
    const refs = all(node, 'ObjectRef')
      .map((ref) => textOf(ref))
      .filter((id): id is string => !!id);
    const key = path.join('/');
    if (refs.length && key && !paths.has(key)) paths.set(key, refs);
    for (const [name, child] of Object.entries(node)) {
      if (name.startsWith('@') || name === '#text' || name === 'ObjectRef') continue;
      const next = name === 'ObjectData' ? path : [...path, name];
      for (const c of Array.isArray(child) ? child : [child]) walk(c, next);
    }
  };
  if (typeof tree !== 'string')
    for (const root of Object.values(tree)) if (typeof root === 'object') walk(root as XmlNode, []);
  return paths;
}

/** Fields from the semantic tags, dereferenced into the page text; true when any was found. */
function readTags(
  parts: Map<string, Uint8Array>,
  docDir: string,
  xml: (name: string) => XmlNode,
  texts: Map<string, string>,
  invoice: ReadInvoice,
): boolean {
  const index = `${docDir}Tags/CustomTags.xml`;
  if (!parts.has(index)) return false;
  let found = false;
  for (const tag of all(at(xml(index), 'CustomTags'), 'CustomTag')) {
    const loc = textAt(tag, 'FileLoc');
    if (!loc) continue;
    const name = loc.startsWith('/') ? clean(loc) : `${docDir}Tags/${loc}`;
    if (!parts.has(name)) continue;
    for (const [path, ids] of tagPaths(xml(name))) {
      const field = TAG_FIELDS.find(([keys]) => keys.some((k) => path === k || path.endsWith(`/${k}`)))?.[1];
      if (!field || invoice[field] !== null) continue;
      const text = ids.map((id) => texts.get(id) ?? '').join('');
      // A tag that dereferences to the "¥" alone leaves its field empty (settleTotal makes the total).
      if (field === 'totalAmount' && parseMoney(text) === null) continue;
      setField(invoice, field, text);
      found = true;
    }
  }
  return found;
}

/** OFD.xml CustomData names and the fields they fill (合计金额 is 不含税). */
const CUSTOM_DATA: Record<string, Field> = {
  发票号码: 'invoiceNumber',
  发票代码: 'invoiceCode',
  开票日期: 'issueDate',
  校验码: 'checkCode',
  购买方纳税人识别号: 'buyerTaxId',
  销售方纳税人识别号: 'sellerTaxId',
  购买方名称: 'buyerName',
  销售方名称: 'sellerName',
  合计金额: 'amountExclTax',
  合计税额: 'taxAmount',
  价税合计: 'totalAmount',
};

/** Header fields from OFD.xml's document data where the tags left them empty; true when any was found. */
function readCustomData(docInfo: XmlNode | undefined, invoice: ReadInvoice): boolean {
  let found = false;
  for (const data of all(at(docInfo, 'CustomDatas'), 'CustomData')) {
    const name = typeof data === 'object' ? textOf(data['@Name'] as XmlNode) : null;
    const field = name ? CUSTOM_DATA[name.replace(/\s/g, '')] : undefined;
    const value = textOf(data);
    if (!field || !value || invoice[field] !== null) continue;
    setField(invoice, field, value);
    found = true;
  }
  return found;
}

/**
 * The total when no tag or data gave it as a figure: 不含税 + 税额, kept only when the 大写 printed on the page reads
 * the same amount. The 大写 found is kept for the checks either way.
 */
function settleTotal(invoice: ReadInvoice, texts: Map<string, string>) {
  if (!invoice.totalInWords)
    for (const text of texts.values()) {
      const words = findAmountWords(text);
      if (words && /[元圆]/.test(words)) {
        invoice.totalInWords = words;
        break;
      }
    }
  if (invoice.totalAmount || !invoice.amountExclTax || !invoice.taxAmount) return;
  const sum = new D(invoice.amountExclTax).plus(invoice.taxAmount);
  if (invoice.totalInWords && normaliseAmountWords(invoice.totalInWords) === amountInWords(sum))
    invoice.totalAmount = sum.toFixed(2);
}

/** The type from the title printed on the page (电子发票（增值税专用发票） …), by the number's form. */
function typeFromTitle(texts: Map<string, string>, number: string): ReadInvoice['invoiceType'] {
  const all = [...texts.values()].join(' ');
  const digital = /^\d{20}$/.test(number);
  if (/增值税专用发票/.test(all)) return digital ? 'digital-special' : 'vat-e-special';
  if (/普通发票/.test(all)) return digital ? 'digital-ordinary' : 'vat-e-ordinary';
  return null;
}
