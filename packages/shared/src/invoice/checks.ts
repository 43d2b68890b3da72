// What can be checked of an invoice without the tax bureau: the shape of its numbers, its arithmetic, its words
// against its figures, its date and its parties (design brief wave 3 §6.2). A reading error or a tampered file shows
// up here as a failed error check and lowers the confidence; only 查验 through a provider can say an invoice is genuine.
//
// A rule is checked only when the invoice carries what it needs (a QR code has no items, OCR no 大写), so a partial
// read is not punished for what it could not see; `fields.required` says what is missing.
import { amountInWords } from '../format/amount-words';
import { D } from '../finance/money';
import { type Localized, l } from '../resources/localized';
import { checkUscc } from '../validate/ids';
import {
  type InvoiceCheck,
  type InvoiceNumbering,
  type InvoiceSource,
  type ReadInvoice,
  invoiceTypeInfo,
} from './types';
import { normaliseAmountWords, parseIssueDate, taxRateValue } from './values';
import type Decimal from 'decimal.js';

export interface InvoiceCheckOptions {
  /** Today, YYYY-MM-DD (an invoice cannot be issued later). */
  today: string;
  /** The province-level codes a 数电 number may carry (default: the 31 mainland provinces of GB/T 2260). */
  provinceCodes?: ReadonlySet<string>;
}

/** GB/T 2260 province-level codes: the tax bureaus that number 数电 invoices (digits 3–4). */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(
  '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65'.split(' '),
);

/** 金额 + 税额 = 价税合计 and Σ lines = totals, to the fen. */
const TOTAL_TOLERANCE = new D('0.01');
/** The invoicing system's tolerances for tax computed per line and summed over the invoice [from memory]. */
const LINE_TAX_TOLERANCE = new D('0.06');
const INVOICE_TAX_TOLERANCE = new D('1.27');

const money = (value: string | null | undefined): Decimal | null => {
  if (value === null || value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  return new D(value);
};
const present = (value: string | null | undefined): value is string => !!value && value.trim() !== '';

/** How the invoice is numbered: by its type when known, else by what it carries. */
function numberingOf(inv: ReadInvoice): InvoiceNumbering | null {
  const info = invoiceTypeInfo(inv.invoiceType);
  if (info) return info.numbering;
  if (present(inv.invoiceCode) || /^\d{8}$/.test(inv.invoiceNumber ?? '')) return 'legacy';
  if (/^\d{20}$/.test(inv.invoiceNumber ?? '')) return 'digital';
  return null;
}

/** Every rule of §6.2 that the invoice carries enough for, passing or failing. */
export function checkInvoice(inv: ReadInvoice, opts: InvoiceCheckOptions): InvoiceCheck[] {
  const out: InvoiceCheck[] = [];
  const add = (code: string, level: InvoiceCheck['level'], ok: boolean, message: Localized) =>
    out.push({ code, ok, level, message });

  // What identifies the invoice and what it is worth.
  const missing: [string, string][] = [];
  if (!present(inv.invoiceNumber)) missing.push(['发票号码', 'invoice number']);
  if (!present(inv.issueDate)) missing.push(['开票日期', 'issue date']);
  if (!present(inv.totalAmount)) missing.push(['价税合计', 'total amount']);
  if (!present(inv.sellerName) && !present(inv.sellerTaxId)) missing.push(['销售方', 'seller']);
  if (!present(inv.buyerName) && !present(inv.buyerTaxId)) missing.push(['购买方', 'buyer']);
  add(
    'fields.required',
    'warn',
    missing.length === 0,
    missing.length === 0
      ? l('发票号码, 日期, 金额和双方均已读出', 'Number, date, amount and both parties were read')
      : l(`未读出: ${missing.map((m) => m[0]).join(', ')}`, `Not read: ${missing.map((m) => m[1]).join(', ')}`),
  );

  numberChecks(inv, opts, add);
  arithmeticChecks(inv, add);
  itemChecks(inv, add);
  dateChecks(inv, opts, add);
  partyChecks(inv, add);
  return out;
}

type Add = (code: string, level: InvoiceCheck['level'], ok: boolean, message: Localized) => void;

function numberChecks(inv: ReadInvoice, opts: InvoiceCheckOptions, add: Add) {
  const numbering = numberingOf(inv);
  const number = inv.invoiceNumber ?? '';
  if (present(inv.invoiceNumber)) {
    const ok =
      numbering === 'digital' ? /^\d{20}$/.test(number) : numbering === 'legacy' ? /^\d{8}$/.test(number) : false;
    add(
      'number.format',
      'error',
      ok,
      numbering === 'digital'
        ? l(`数电票发票号码应为 20 位数字 (读出 ${number})`, `A digital invoice number has 20 digits (read ${number})`)
        : numbering === 'legacy'
          ? l(`发票号码应为 8 位数字 (读出 ${number})`, `An invoice number has 8 digits (read ${number})`)
          : l(
              `发票号码应为 8 位或 20 位数字 (读出 ${number})`,
              `An invoice number has 8 or 20 digits (read ${number})`,
            ),
    );
  }
  if (numbering === 'digital' && /^\d{20}$/.test(number)) {
    const date = parseIssueDate(inv.issueDate);
    if (date) {
      const year = date.slice(2, 4);
      add(
        'number.year',
        'error',
        number.slice(0, 2) === year,
        l(
          `数电票号码前两位应为开票年份后两位 ${year} (号码 ${number.slice(0, 2)})`,
          `A digital invoice number starts with the issue year's last two digits ${year} (it starts ${number.slice(0, 2)})`,
        ),
      );
    }
    const province = number.slice(2, 4);
    add(
      'number.province',
      'warn',
      (opts.provinceCodes ?? PROVINCE_CODES).has(province),
      l(
        `数电票号码第 3–4 位应为省级税务机关代码 (读出 ${province})`,
        `Digits 3–4 of a digital invoice number are a province's tax bureau code (read ${province})`,
      ),
    );
  }
  const code = inv.invoiceCode ?? '';
  if (numbering === 'digital' && present(inv.invoiceCode))
    add(
      'code.format',
      'error',
      false,
      l(`数电票没有发票代码 (读出 ${code})`, `A digital invoice has no code (read ${code})`),
    );
  if (numbering === 'legacy')
    add(
      'code.format',
      'error',
      /^\d{10}$|^\d{12}$/.test(code),
      present(inv.invoiceCode)
        ? l(`发票代码应为 10 位或 12 位数字 (读出 ${code})`, `An invoice code has 10 or 12 digits (read ${code})`)
        : l('缺少发票代码', 'The invoice code is missing'),
    );
  if (present(inv.checkCode)) {
    const check = inv.checkCode;
    add(
      'checkCode.format',
      'error',
      numbering !== 'digital' && /^\d{20}$/.test(check),
      numbering === 'digital'
        ? l(`数电票没有校验码 (读出 ${check})`, `A digital invoice has no check code (read ${check})`)
        : l(
            `校验码应为 20 位数字 (读出 ${check.length} 位; 校验码无公开算法, 只核长度)`,
            `A check code has 20 digits (read ${check.length}; it has no public algorithm, only its length is checked)`,
          ),
    );
  }
}

function arithmeticChecks(inv: ReadInvoice, add: Add) {
  const amount = money(inv.amountExclTax);
  const tax = money(inv.taxAmount);
  const total = money(inv.totalAmount);
  const other = money(inv.otherCharges) ?? new D(0);
  if (amount && tax && total) {
    const sum = amount.plus(tax).plus(other);
    const withOther = other.isZero() ? '' : ` + 其他 ${other.toFixed(2)}`;
    const withOtherEn = other.isZero() ? '' : ` + other ${other.toFixed(2)}`;
    add(
      'amount.sum',
      'error',
      sum.minus(total).abs().lte(TOTAL_TOLERANCE),
      l(
        `金额 ${amount.toFixed(2)} + 税额 ${tax.toFixed(2)}${withOther} = ${sum.toFixed(2)}, 价税合计 ${total.toFixed(2)}`,
        `amount ${amount.toFixed(2)} + tax ${tax.toFixed(2)}${withOtherEn} = ${sum.toFixed(2)}, total ${total.toFixed(2)}`,
      ),
    );
  }
  if (total && present(inv.totalInWords)) {
    const words = normaliseAmountWords(inv.totalInWords);
    const expected = amountInWords(total);
    add(
      'words.match',
      'error',
      words === expected,
      l(
        `价税合计大写 "${inv.totalInWords}" 应为 "${expected}" (小写 ${total.toFixed(2)})`,
        `The total in words "${inv.totalInWords}" should read "${expected}" (figures ${total.toFixed(2)})`,
      ),
    );
  }
  if (total)
    add(
      'redLetter.sign',
      'error',
      total.isNegative() === inv.isRedLetter,
      inv.isRedLetter
        ? l(
            `红字发票的价税合计应为负数 (${total.toFixed(2)})`,
            `A red-letter invoice's total is negative (${total.toFixed(2)})`,
          )
        : l(
            `价税合计为负数的应是红字发票 (${total.toFixed(2)})`,
            `An invoice with a negative total is a red-letter invoice (${total.toFixed(2)})`,
          ),
    );
}

/** Line numbers (1-based) as a list for messages. */
const lines = (numbers: number[]) => numbers.join(', ');

function itemChecks(inv: ReadInvoice, add: Add) {
  const items = inv.items;
  if (!items.length) return;
  const amounts = items.map((item) => money(item.amount));
  const amount = money(inv.amountExclTax);
  if (amount && amounts.every((a) => a)) {
    const sum = amounts.reduce((s: Decimal, a) => s.plus(a!), new D(0));
    add(
      'items.amount',
      'error',
      sum.minus(amount).abs().lte(TOTAL_TOLERANCE),
      l(
        `明细金额合计 ${sum.toFixed(2)}, 合计金额 ${amount.toFixed(2)}`,
        `Lines' amounts add up to ${sum.toFixed(2)}; the amount is ${amount.toFixed(2)}`,
      ),
    );
  }
  // 税额 of a line that is 免税/不征税 is printed *** (read as null): it counts as 0.
  const wordRate = (rate: string | null) => rate !== null && taxRateValue(rate) === null;
  const taxes = items.map((item) =>
    item.taxAmount === null ? (wordRate(item.taxRate) ? new D(0) : null) : money(item.taxAmount),
  );
  const tax = money(inv.taxAmount);
  if (tax && taxes.every((t) => t)) {
    const sum = taxes.reduce((s: Decimal, t) => s.plus(t!), new D(0));
    add(
      'items.tax',
      'error',
      sum.minus(tax).abs().lte(TOTAL_TOLERANCE),
      l(
        `明细税额合计 ${sum.toFixed(2)}, 合计税额 ${tax.toFixed(2)}`,
        `Lines' tax adds up to ${sum.toFixed(2)}; the tax is ${tax.toFixed(2)}`,
      ),
    );
  }

  // Tax per line: 金额 × 税率 against 税额; a rate that is a word (免税, 不征税, ***) bears no tax.
  const badLines: number[] = [];
  let drift = new D(0);
  let lineTaxChecked = false;
  items.forEach((item, i) => {
    const a = amounts[i];
    const t = taxes[i];
    if (!a || !t || item.taxRate === null) return;
    const rate = taxRateValue(item.taxRate);
    const diff = rate ? a.times(rate).minus(t) : t;
    lineTaxChecked = true;
    drift = drift.plus(diff);
    if (diff.abs().gt(LINE_TAX_TOLERANCE)) badLines.push(i + 1);
  });
  if (lineTaxChecked) {
    add(
      'items.lineTax',
      'error',
      badLines.length === 0,
      badLines.length === 0
        ? l('每行 金额 × 税率 与税额相差不超过 0.06', "Each line's amount × rate is within 0.06 of its tax")
        : l(
            `第 ${lines(badLines)} 行 金额 × 税率 与税额相差超过 0.06`,
            `Line ${lines(badLines)}: amount × rate differs from the tax by more than 0.06`,
          ),
    );
    add(
      'items.invoiceTax',
      'error',
      drift.abs().lte(INVOICE_TAX_TOLERANCE),
      l(
        `各行 金额 × 税率 − 税额 累计 ${drift.toFixed(2)} (允许 ±1.27)`,
        `Lines' amount × rate − tax add up to ${drift.toFixed(2)} (±1.27 allowed)`,
      ),
    );
  }

  // 数量 × 单价 ≈ 金额, within the unit price's own rounding; discount lines (negative, no quantity) have neither.
  const priceLines: number[] = [];
  let priceChecked = false;
  items.forEach((item, i) => {
    const q = money(item.quantity);
    const p = money(item.unitPrice);
    const a = amounts[i];
    if (!q || !p || !a) return;
    priceChecked = true;
    const places = item.unitPrice!.split('.')[1]?.length ?? 0;
    const tolerance = TOTAL_TOLERANCE.plus(q.abs().times(new D(10).pow(-places)).div(2));
    if (q.times(p).minus(a).abs().gt(tolerance)) priceLines.push(i + 1);
  });
  if (priceChecked)
    add(
      'items.price',
      'error',
      priceLines.length === 0,
      priceLines.length === 0
        ? l('每行 数量 × 单价 = 金额', "Each line's quantity × unit price is its amount")
        : l(
            `第 ${lines(priceLines)} 行 数量 × 单价 ≠ 金额`,
            `Line ${lines(priceLines)}: quantity × unit price ≠ amount`,
          ),
    );
}

function dateChecks(inv: ReadInvoice, opts: InvoiceCheckOptions, add: Add) {
  if (!present(inv.issueDate)) return;
  const date = inv.issueDate;
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && parseIssueDate(date) === date;
  add(
    'date.valid',
    'error',
    valid,
    l(`开票日期应为有效日期 (读出 ${date})`, `The issue date must be a real date (read ${date})`),
  );
  if (valid)
    add(
      'date.future',
      'error',
      date <= opts.today,
      l(`开票日期 ${date} 不能晚于今天 ${opts.today}`, `The issue date ${date} cannot be after today, ${opts.today}`),
    );
}

const sameName = (a: string, b: string) =>
  a.replace(/\s/g, '').normalize('NFKC') === b.replace(/\s/g, '').normalize('NFKC');

function partyChecks(inv: ReadInvoice, add: Add) {
  const byId = present(inv.sellerTaxId) && present(inv.buyerTaxId);
  const byName = present(inv.sellerName) && present(inv.buyerName);
  if (byId || byName)
    add(
      'parties.distinct',
      'error',
      byId ? inv.sellerTaxId !== inv.buyerTaxId : !sameName(inv.sellerName!, inv.buyerName!),
      l('销售方与购买方不能是同一方', 'The seller and the buyer cannot be the same party'),
    );
  for (const [side, zh, en] of [
    ['buyer', '购买方', 'buyer'],
    ['seller', '销售方', 'seller'],
  ] as const) {
    const id = side === 'buyer' ? inv.buyerTaxId : inv.sellerTaxId;
    if (!present(id)) continue;
    add(`${side}.taxId`, 'warn', ...taxIdVerdict(id, zh, en));
  }
}

/** A 统一社会信用代码 by its check character; the older 15/17/20-character 纳税人识别号 cannot be checked. */
function taxIdVerdict(id: string, zh: string, en: string): [boolean, Localized] {
  if (id.length === 18) {
    const problem = checkUscc(id);
    return problem
      ? [
          false,
          l(`${zh}统一社会信用代码 ${id}: ${problem['zh-CN']}`, `The ${en}'s credit code ${id}: ${problem['en-US']}`),
        ]
      : [true, l(`${zh}统一社会信用代码校验通过`, `The ${en}'s credit code is valid`)];
  }
  if (/^[0-9A-Z]{15}$|^[0-9A-Z]{17}$|^[0-9A-Z]{20}$/.test(id))
    return [
      false,
      l(
        `${zh}纳税人识别号 ${id} 为旧版 ${id.length} 位号码, 无法校验`,
        `The ${en}'s taxpayer id ${id} is an old ${id.length}-character number and cannot be checked`,
      ),
    ];
  return [
    false,
    l(
      `${zh}纳税人识别号 ${id} 应为 18 位统一社会信用代码 (或旧版 15/17/20 位)`,
      `The ${en}'s taxpayer id ${id} should be an 18-character credit code (or an old 15/17/20-character one)`,
    ),
  ];
}

/** The trust a source earns before checks (brief §6.3): files the invoicing system wrote, then layout, then images. */
export const SOURCE_CONFIDENCE: Record<InvoiceSource, number> = {
  xml: 1,
  'ofd-attach': 1,
  'ofd-tag': 0.9,
  'pdf-text': 0.9,
  qr: 0.9,
  ocr: 0.7,
  manual: 1,
};

/** The source's confidence less 0.3 per failed error check, never below 0 (in tenths: no float drift). */
export function confidenceOf(source: InvoiceSource, checks: readonly InvoiceCheck[]): number {
  const failed = checks.filter((c) => c.level === 'error' && !c.ok).length;
  return Math.max(0, Math.round(SOURCE_CONFIDENCE[source] * 10) - 3 * failed) / 10;
}
