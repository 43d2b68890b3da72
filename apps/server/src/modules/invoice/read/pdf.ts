// The fields of an e-invoice PDF (数电 or the older 增值税电子发票) read from its text layer by their printed labels
// (design brief wave 3 §6.3 item 3). Genuine e-invoices carry a text layer; readPdfLines gives it as lines in reading
// order, normalised (NFKC: "：" is ":", "（小写）¥" is "(小写)¥"), so the labels below are written in that form.
//
// How the page reads: a label and its value share a line; the buyer and seller blocks stand side by side on 数电
// invoices (one above the other on the older ones), so a line is cut at each label and the first 名称 is the buyer's,
// the second the seller's; the vertical captions (购/买/方/信/息, 备/注) come out one character at a time and are
// dropped; the items are the rows between the table's header and 合计, their words put in the header's columns by
// position; amounts come from "合计" and "(小写)¥", the words from "价税合计(大写)".
import {
  emptyInvoice,
  emptyItem,
  findAmountWords,
  type InvoiceItem,
  type InvoiceTypeCode,
  parseIssueDate,
  parseMoney,
  parseQuantity,
  parseTaxRate,
  type ReadInvoice,
} from '@flp/shared/invoice';
import type { PdfItem, PdfLine, PdfPage } from '../../../platform/documents/pdf-text';

/** A label as printed, letters possibly spaced out (名 称, 校 验 码), then an optional colon. */
const label = (text: string, before = '') => new RegExp(`${before}${[...text].join('\\s*')}\\s*:?`, 'g');

const LABELS = {
  // not the blue invoice a red one names in its remark (被红冲蓝字数电发票号码)
  number: label('发票号码', '(?<!数电)'),
  code: label('发票代码'),
  date: label('开票日期'),
  check: label('校验码'),
  machine: label('机器编号'),
  // not the table header's 项目名称 / 服务名称
  name: label('名称', '(?<![目务])'),
  taxId: /(?:统一社会信用代码\s*\/\s*)?纳\s*税\s*人\s*识\s*别\s*号\s*:?/g,
  addrTel: /地\s*址\s*[、,]?\s*电\s*话\s*:?/g,
  bank: /开\s*户\s*行\s*及\s*账\s*号\s*:?/g,
  drawer: label('开票人'),
  payee: label('收款人'),
  reviewer: /复\s*核(?:\s*人)?\s*:?/g,
  password: label('密码区'),
} as const;

type LabelName = keyof typeof LABELS;

interface Segment {
  label: LabelName;
  value: string;
  line: number;
}

/** A line cut at its labels: each label with the text up to the next one. */
function segmentsOf(text: string, line: number): Segment[] {
  const found: { label: LabelName; start: number; end: number }[] = [];
  for (const name of Object.keys(LABELS) as LabelName[]) {
    const re = new RegExp(LABELS[name].source, 'g');
    for (let m = re.exec(text); m; m = re.exec(text))
      found.push({ label: name, start: m.index, end: m.index + m[0].length });
  }
  found.sort((a, b) => a.start - b.start);
  // the longest label wins where two overlap (纳税人识别号 inside 统一社会信用代码/纳税人识别号)
  const kept = found.filter(
    (f, i) =>
      !found.some((g, j) => j !== i && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
  );
  return kept.map((f, i) => ({
    label: f.label,
    value: stripCaptions(text.slice(f.end, kept[i + 1]?.start ?? text.length)),
    line,
  }));
}

/** Single characters of the vertical captions (购买方信息, 销售方信息, 密码区, 备注) standing alone at either end. */
const CAPTION = '[购买方信息销售密码区备注]';
const stripCaptions = (value: string) =>
  value
    .trim()
    .replace(new RegExp(`(?:^|\\s+)${CAPTION}$`), '')
    .replace(new RegExp(`^${CAPTION}(?:\\s+|$)`), '')
    .trim();

/** What stands before the 密码区 that shares the buyer's lines on older invoices. */
function beforePassword(value: string | null): string | null {
  if (!value) return null;
  const words = value.split(/\s+/);
  const end = words.findIndex(isPasswordWord);
  return stripCaptions((end < 0 ? words : words.slice(0, end)).join(' ')) || null;
}

/** A word of the 密码区: its caption, or a run of its cipher (digits with + - * / < >). */
function isPasswordWord(word: string): boolean {
  return word === '密' || (/^[0-9+\-*/<>]{8,}$/.test(word) && /[*/<>+]/.test(word));
}

/** A party's name: before the 密码区, spaces between Chinese characters (letter-spaced runs) closed. */
const nameOf = (value: string | null) =>
  beforePassword(value)?.replace(/\s+(?=[\u4e00-\u9fff（(])|(?<=[\u4e00-\u9fff)）])\s+/g, '') || null;

const taxIdOf = (value: string) => /[0-9A-Z]{15,20}/.exec(value.replace(/\s/g, ''))?.[0] ?? null;

/** The digits after a number label: a 20- or 8-digit run when there is one, else the first run. */
function digitsOf(value: string, lengths: number[]): string | null {
  const runs = value.match(/\d+/g) ?? [];
  return runs.find((r) => lengths.includes(r.length)) ?? runs[0] ?? null;
}

const MONEY = /(-?)\s*¥?\s*(-?\d[\d,]*\.\d{1,2})/g;

/** The amounts printed on a line, in order (¥ and thousands separators dropped). */
function amountsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(MONEY)) {
    const value = parseMoney(`${m[1]}${m[2]}`);
    if (value) out.push(value);
  }
  return out;
}

/** The invoice type from the printed title (text in NFKC: full-width brackets are ( )). */
export function invoiceTypeOfTitle(title: string): InvoiceTypeCode | null {
  const text = title.replace(/\s/g, '');
  const titles: [RegExp, InvoiceTypeCode][] = [
    [/电子发票\(增值税专用发票\)/, 'digital-special'],
    [/电子发票\(普通发票\)/, 'digital-ordinary'],
    [/电子发票\(铁路电子客票\)/, 'railway'],
    [/航空运输电子客票行程单/, 'air'],
    [/增值税电子专用发票/, 'vat-e-special'],
    [/通行费/, 'vat-toll'],
    [/增值税电子普通发票/, 'vat-e-ordinary'],
    [/二手车销售统一发票/, 'used-vehicle'],
    [/机动车销售统一发票/, 'motor-vehicle'],
    [/增值税专用发票/, 'vat-special'],
    [/增值税普通发票/, 'vat-ordinary'],
  ];
  return titles.find(([re]) => re.test(text))?.[1] ?? null;
}

/** The type from the title among the first lines. */
const typeOf = (lines: PdfLine[]) =>
  invoiceTypeOfTitle(
    lines
      .slice(0, 8)
      .map((l) => l.text)
      .join(' '),
  );

/** A word of a line with its extent: runs split at spaces, glued where they touch. */
interface Word {
  text: string;
  left: number;
  right: number;
}

/** The words of a line with their positions (a run's width shared evenly by its characters). */
function wordsOf(items: PdfItem[]): Word[] {
  const words: Word[] = [];
  for (const item of items) {
    const chars = [...item.text];
    const step = chars.length ? item.width / chars.length : 0;
    let current: Word | null = null;
    chars.forEach((ch, i) => {
      const x = item.x + i * step;
      if (ch === ' ') {
        current = null;
        return;
      }
      const last = words[words.length - 1];
      if (!current && last && i === 0 && x - last.right < 0.3 * item.fontSize) current = last;
      if (!current) {
        current = { text: '', left: x, right: x };
        words.push(current);
      }
      current.text += ch;
      current.right = x + step;
    });
  }
  return words;
}

type Column = 'name' | 'spec' | 'unit' | 'quantity' | 'price' | 'amount' | 'rate' | 'tax';

const HEADER_COLUMNS: [RegExp, Column][] = [
  [/项目名称|货物或应税劳务.*名称|服务名称|货物或应税劳务/, 'name'],
  [/规格型号/, 'spec'],
  [/单位/, 'unit'],
  [/数量/, 'quantity'],
  [/单价/, 'price'],
  [/金额/, 'amount'],
  [/税率|征收率/, 'rate'],
  [/税额/, 'tax'],
];

/** The table header's columns and their centres, or null when the line is not the header. */
function headerColumns(line: PdfLine): { column: Column; centre: number }[] | null {
  const text = line.text.replace(/\s/g, '');
  if (!/(项目名称|货物或应税劳务)/.test(text) || !/金额/.test(text) || !/税额/.test(text)) return null;
  // the header's words joined again where a label was spaced out (单 位, 金 额)
  const words = wordsOf(line.items);
  const merged: Word[] = [];
  for (const w of words) {
    const last = merged[merged.length - 1];
    if (last && w.text.length === 1 && last.text.length === 1 && w.left - last.right < 3 * line.fontSize)
      merged[merged.length - 1] = { text: last.text + w.text, left: last.left, right: w.right };
    else merged.push({ ...w });
  }
  const columns: { column: Column; centre: number }[] = [];
  for (const w of merged) {
    const column = HEADER_COLUMNS.find(([re]) => re.test(w.text))?.[1];
    if (column && !columns.some((c) => c.column === column)) columns.push({ column, centre: (w.left + w.right) / 2 });
  }
  return columns.some((c) => c.column === 'amount') ? columns : null;
}

/** The column a word stands in: the one whose header centre it covers, else the nearest. */
function columnOf(word: Word, columns: { column: Column; centre: number }[]): Column {
  let best = columns[0];
  let distance = Number.POSITIVE_INFINITY;
  for (const c of columns) {
    const d =
      c.centre >= word.left && c.centre <= word.right
        ? 0
        : Math.min(Math.abs(c.centre - word.left), Math.abs(c.centre - word.right));
    if (d < distance) {
      distance = d;
      best = c;
    }
  }
  return best.column;
}

/**
 * The item rows from the table's header to 合计: words into the header's columns, continuation lines joined to their
 * item; a header repeated on a following page starts its columns again, 小计 lines are left out.
 */
function itemsOf(lines: PdfLine[], header: number): InvoiceItem[] {
  let columns = headerColumns(lines[header]);
  const items: InvoiceItem[] = [];
  for (const line of lines.slice(header + 1)) {
    const text = compact(line.text);
    if (/^(合计|价税合计)/.test(text)) break;
    const repeated = headerColumns(line);
    if (repeated) {
      columns = repeated;
      continue;
    }
    if (!columns || /^小计/.test(text)) continue;
    const cells = new Map<Column, string[]>();
    for (const word of wordsOf(line.items)) {
      const column = columnOf(word, columns);
      cells.set(column, [...(cells.get(column) ?? []), word.text]);
    }
    const cell = (c: Column) => cells.get(c)?.join(' ') ?? null;
    const amount = parseMoney(cell('amount'));
    if (amount === null) {
      // a name or spec running over into the next line
      const last = items[items.length - 1];
      if (last && cell('name')) last.itemName += cell('name');
      if (last && cell('spec')) last.spec = (last.spec ?? '') + cell('spec');
      continue;
    }
    const rate = cell('rate');
    items.push({
      ...emptyItem(cell('name') ?? ''),
      spec: cell('spec'),
      unit: cell('unit'),
      quantity: parseQuantity(cell('quantity')),
      unitPrice: parseQuantity(cell('price')),
      amount,
      taxRate: parseTaxRate(rate),
      taxAmount: parseMoney(cell('tax')),
    });
  }
  return items;
}

const compact = (text: string) => text.replace(/\s/g, '');

/** Labels of the parties' blocks and the signatures: lines with one are no part of the remark. */
const PARTY_LABELS = new Set<LabelName>([
  'name',
  'taxId',
  'addrTel',
  'bank',
  'drawer',
  'payee',
  'reviewer',
  'password',
]);

/** The invoice printed on these lines (one invoice's pages, in order). */
export function invoiceFromPdfLines(lines: PdfLine[]): ReadInvoice {
  const inv = emptyInvoice('pdf-text');
  inv.invoiceType = typeOf(lines);
  const segments = lines.flatMap((line, i) => segmentsOf(line.text, i));
  const first = (name: LabelName) => segments.find((s) => s.label === name)?.value ?? null;
  const nth = (name: LabelName, n: number) => segments.filter((s) => s.label === name)[n]?.value ?? null;

  const number = first('number');
  inv.invoiceNumber = number ? digitsOf(number, [20, 8]) : null;
  const code = first('code');
  inv.invoiceCode = code ? digitsOf(code, [12, 10]) : null;
  const date = first('date');
  inv.issueDate = date
    ? parseIssueDate(/\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|\d{4}-\d{1,2}-\d{1,2}/.exec(date)?.[0] ?? date)
    : null;
  const check = first('check');
  inv.checkCode = check ? (/\d[\d\s]*\d/.exec(check)?.[0].replace(/\s/g, '') ?? null) : null;
  const machine = first('machine');
  inv.machineNo = machine ? digitsOf(machine, [12]) : null;

  // buyer first, seller second: side by side on 数电, one above the other on the older invoices
  inv.buyerName = nameOf(nth('name', 0));
  inv.sellerName = nameOf(nth('name', 1));
  const buyerId = nth('taxId', 0);
  const sellerId = nth('taxId', 1);
  inv.buyerTaxId = buyerId ? taxIdOf(buyerId) : null;
  inv.sellerTaxId = sellerId ? taxIdOf(sellerId) : null;
  inv.buyerAddrTel = beforePassword(nth('addrTel', 0));
  inv.sellerAddrTel = nth('addrTel', 1) || null;
  inv.buyerBank = beforePassword(nth('bank', 0));
  inv.sellerBank = nth('bank', 1) || null;

  // totals: "合 计 ¥金额 ¥税额", then "价税合计(大写) … (小写)¥…"
  const totalsAt = lines.findIndex((l) => /^合计/.test(compact(l.text)));
  if (totalsAt >= 0) {
    const [amount, tax] = amountsOf(lines[totalsAt].text);
    inv.amountExclTax = amount ?? null;
    inv.taxAmount = tax ?? (/\*{3}/.test(lines[totalsAt].text) ? '0.00' : null);
  }
  const wordsAt = lines.findIndex((l) => compact(l.text).includes('价税合计'));
  if (wordsAt >= 0) {
    const text = lines
      .slice(wordsAt, wordsAt + 2)
      .map((l) => l.text)
      .join(' ');
    inv.totalInWords = findAmountWords(text.slice(text.indexOf('合计') + 2));
    const small = /\(小写\)\s*(-?)\s*¥?\s*(-?[\d,]+\.\d{2})/.exec(text);
    inv.totalAmount = small ? parseMoney(`${small[1]}${small[2]}`) : null;
  }

  const headerAt = lines.findIndex((l) => headerColumns(l) !== null);
  if (headerAt >= 0) inv.items = itemsOf(lines, headerAt);

  // the remark: what stands between 价税合计 and the signatures, captions and labelled lines left out
  const signAt = lines.findIndex((l, i) => i > wordsAt && /(开\s*票\s*人|收\s*款\s*人)/.test(l.text));
  if (wordsAt >= 0) {
    const remark = lines
      .slice(wordsAt + 1, signAt >= 0 ? signAt : lines.length)
      .filter((l) => !segmentsOf(l.text, 0).some((seg) => PARTY_LABELS.has(seg.label)) && !/\(小写\)/.test(l.text))
      .map((l) => stripCaptions(l.text.replace(/^备\s*注\s*:?/, '')))
      .filter(Boolean)
      .join(' ');
    inv.remark = remark || null;
  }
  const person = (name: LabelName) => first(name)?.split(/\s+/)[0] || null;
  inv.drawer = person('drawer');
  inv.payee = person('payee');
  inv.reviewer = person('reviewer');

  inv.isRedLetter = inv.totalAmount?.startsWith('-') ?? /负数/.test(inv.totalInWords ?? '');
  inv.redLetterOf =
    /被红冲蓝字数电发票号码\s*:?\s*(\d{20})/.exec(inv.remark ?? '')?.[1] ??
    (() => {
      const m = /对应正数发票代码\s*:?\s*(\d{10,12})\s*号码\s*:?\s*(\d{8})/.exec(inv.remark ?? '');
      return m ? `${m[1]} ${m[2]}` : null;
    })();
  return inv;
}

/**
 * The invoices of a PDF's pages: a page that prints 发票号码 starts an invoice, pages without it continue the one
 * before (its items run on). None when no page reads as an invoice.
 */
export function invoicesFromPdfPages(pages: PdfPage[]): ReadInvoice[] {
  const groups: PdfLine[][] = [];
  for (const page of pages) {
    const starts = page.lines.some((l) => new RegExp(LABELS.number.source).test(l.text));
    if (starts || !groups.length) groups.push([...page.lines]);
    else groups[groups.length - 1].push(...page.lines);
  }
  return groups
    .filter((lines) => lines.some((l) => new RegExp(LABELS.number.source).test(l.text)))
    .map(invoiceFromPdfLines);
}
