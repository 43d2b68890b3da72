// A 数电 invoice as a PDF with a text layer, written in code (no browser, no font file): the page laid out as the
// tax bureau's PDF lays it out — the title, 发票号码 and 开票日期 top right, the buyer and the seller side by side, the
// items under their column headings, 合计, 价税合计 in words and figures, 备注, 开票人 — so the PDF reader finds each
// value where a real invoice prints it.
//
// No font is embedded (no font file to carry); each run is written twice, in two named fonts (SimSun):
//  - drawn: a CJK font in the Adobe-GB1 collection addressed through the standard UniGB-UCS2-H CMap (each code the
//    character's Unicode value), which viewers map to a Chinese font of their own;
//  - read: the same codes, invisible (render mode 3), in an Identity-H font with a ToUnicode map, so text extraction
//    needs nothing but the file (PDF.js without its CMap files cannot use the first, and reads this one).
// Characters outside the Basic Multilingual Plane are not written.
import { zlibSync } from 'fflate';
import type { SampleInvoice } from './samples';

const MM = 72 / 25.4;
/** Page: 240 × 150 mm, landscape like the printed invoice. */
const PAGE = { width: 240 * MM, height: 150 * MM };
const BROWN: Rgb = [0.55, 0.23, 0.12];
const BLACK: Rgb = [0, 0, 0];

type Rgb = [number, number, number];
type Align = 'left' | 'center' | 'right';

interface Run {
  text: string;
  /** mm from the left (the run's left edge, centre or right edge by `align`). */
  x: number;
  /** mm from the top to the baseline. */
  y: number;
  size: number;
  color: Rgb;
  align: Align;
}

/** Advance widths in 1/1000 em: ASCII and ¥ half an em, everything else a full em (the /W array below). */
const advance = (ch: string) => (ch.codePointAt(0)! < 0x7f || ch === '¥' ? 500 : 1000);
/** A run's width in mm at its size (points). */
const widthOf = (text: string, size: number) =>
  ([...text].reduce((sum, ch) => sum + advance(ch), 0) / 1000) * (size / MM);

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** A one-page PDF of positioned text runs and ruled boxes. */
class PagePdf {
  private runs: Run[] = [];
  private boxes: { x: number; y: number; w: number; h: number }[] = [];
  private rules: { x1: number; y1: number; x2: number; y2: number }[] = [];

  text(text: string, x: number, y: number, opts: { size?: number; color?: Rgb; align?: Align } = {}) {
    if (text)
      this.runs.push({ text, x, y, size: opts.size ?? 9, color: opts.color ?? BLACK, align: opts.align ?? 'left' });
    return this;
  }

  /** A label in brown and its value in black right after it (one word to a reader: no gap between them). */
  labelled(label: string, value: string, x: number, y: number, size = 9) {
    this.text(label, x, y, { size, color: BROWN });
    return this.text(value, x + widthOf(label, size), y, { size });
  }

  box(x: number, y: number, w: number, h: number) {
    this.boxes.push({ x, y, w, h });
    return this;
  }

  rule(x1: number, y1: number, x2: number, y2: number) {
    this.rules.push({ x1, y1, x2, y2 });
    return this;
  }

  bytes(title: string): Uint8Array {
    const chars = new Set<number>();
    const ops: string[] = [];
    ops.push(`${BROWN.join(' ')} RG 0.6 w`);
    for (const b of this.boxes)
      ops.push(`${num(b.x * MM)} ${num(PAGE.height - (b.y + b.h) * MM)} ${num(b.w * MM)} ${num(b.h * MM)} re S`);
    for (const r of this.rules)
      ops.push(
        `${num(r.x1 * MM)} ${num(PAGE.height - r.y1 * MM)} m ${num(r.x2 * MM)} ${num(PAGE.height - r.y2 * MM)} l S`,
      );
    for (const run of this.runs) {
      const codes = [...run.text].map((ch) => ch.codePointAt(0)!).filter((c) => c <= 0xffff);
      for (const c of codes) chars.add(c);
      const w = widthOf(run.text, run.size);
      const left = run.align === 'left' ? run.x : run.align === 'center' ? run.x - w / 2 : run.x - w;
      const hex = codes.map((c) => c.toString(16).padStart(4, '0').toUpperCase()).join('');
      const at = `1 0 0 1 ${num(left * MM)} ${num(PAGE.height - run.y * MM)} Tm`;
      ops.push(`BT /F1 ${run.size} Tf 0 Tr ${run.color.join(' ')} rg ${at} <${hex}> Tj ET`);
      ops.push(`BT /F2 ${run.size} Tf 3 Tr ${at} <${hex}> Tj ET`);
    }
    return pdfFile(
      ops.join('\n'),
      [...chars].sort((a, b) => a - b),
      title,
    );
  }
}

/** The ToUnicode CMap: each code (a BMP code point) is that character. */
function toUnicode(chars: number[]): string {
  const hex = (c: number) => `<${c.toString(16).padStart(4, '0').toUpperCase()}>`;
  const blocks: string[] = [];
  for (let i = 0; i < chars.length; i += 100) {
    const part = chars.slice(i, i + 100);
    blocks.push(`${part.length} beginbfchar\n${part.map((c) => `${hex(c)} ${hex(c)}`).join('\n')}\nendbfchar`);
  }
  return `/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
${blocks.join('\n')}
endcmap
CMapName currentdict /CMap defineresource pop
end
end`;
}

/**
 * The file: catalog, page, the drawn font (4, over 5, described by 6), the ToUnicode map (7), the content (8), the
 * info (9), the read font (10, over 11).
 */
function pdfFile(content: string, chars: number[], title: string): Uint8Array {
  const stream = (dict: string, body: Uint8Array) => ({ dict, body });
  const deflated = zlibSync(new TextEncoder().encode(content), { level: 9 });
  const cmap = zlibSync(new TextEncoder().encode(toUnicode(chars)), { level: 9 });
  const utf16 = (s: string) =>
    `<FEFF${[...s]
      .map((ch) => ch.codePointAt(0)!)
      .filter((c) => c <= 0xffff)
      .map((c) => c.toString(16).padStart(4, '0').toUpperCase())
      .join('')}>`;
  const objects: (string | { dict: string; body: Uint8Array })[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE.width)} ${num(PAGE.height)}] /Resources << /Font << /F1 4 0 R /F2 10 0 R >> >> /Contents 8 0 R >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] /ToUnicode 7 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /SimSun /Flags 6 /FontBBox [0 -141 1000 859] /ItalicAngle 0 /Ascent 859 /Descent -141 /CapHeight 683 /StemV 80 >>',
    stream(`<< /Length ${cmap.length} /Filter /FlateDecode >>`, cmap),
    stream(`<< /Length ${deflated.length} /Filter /FlateDecode >>`, deflated),
    `<< /Title ${utf16(title)} /Producer (flp invoice samples) /CreationDate (D:20240601000000Z) >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H /DescendantFonts [11 0 R] /ToUnicode 7 0 R >>',
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 6 0 R /DW 1000 /W [32 [500] 33 126 500 165 [500]] /CIDToGIDMap /Identity >>',
  ];
  const parts: Uint8Array[] = [];
  let length = 0;
  const push = (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    if (typeof o === 'string') push(`${i + 1} 0 obj\n${o}\nendobj\n`);
    else {
      push(`${i + 1} 0 obj\n${o.dict}\nstream\n`);
      push(o.body);
      push('\nendstream\nendobj\n');
    }
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 9 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A rate as printed on the PDF: 0.13 → 13%, 6% stays. */
const printedRate = (rate: string) => (/%$/.test(rate) ? rate : `${Math.round(Number(rate) * 10000) / 100}%`);

/** Item columns: where each heading (and its values) is centred, in mm; the item name starts at the left edge. */
const COLUMNS = { spec: 82, unit: 101, quantity: 114, price: 134, amount: 162, rate: 185, tax: 212 };

/** The invoice as a one-page PDF with a text layer (see the header). */
export function invoicePdf(inv: SampleInvoice): Uint8Array {
  const pdf = new PagePdf();
  const [y, m, d] = inv.date.split('-');
  const title = inv.kind === '增值税专用发票' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  const left = 10;
  const right = 230;
  pdf.text(title, 120, 15, { size: 16, color: BROWN, align: 'center' });
  pdf.rule(92, 18, 148, 18).rule(92, 19, 148, 19);
  pdf.labelled('发票号码：', inv.number, 168, 11);
  pdf.labelled('开票日期：', `${y}年${m}月${d}日`, 168, 17);

  // The parties, side by side, each behind its vertical caption.
  const top = 24;
  pdf
    .box(left, top, right - left, 22)
    .rule(16, top, 16, top + 22)
    .rule(120, top, 120, top + 22);
  pdf.rule(126, top, 126, top + 22);
  for (const [caption, x] of [
    ['购买方信息', 13],
    ['销售方信息', 123],
  ] as const)
    for (const [i, ch] of [...caption].entries()) pdf.text(ch, x, top + 4 + i * 4.2, { color: BROWN, align: 'center' });
  for (const [party, x] of [
    [inv.buyer, 18],
    [inv.seller, 128],
  ] as const) {
    pdf.labelled('名称：', party.name, x, top + 8);
    pdf.labelled('统一社会信用代码/纳税人识别号：', party.taxId, x, top + 17);
  }

  // The items under their headings, then 合计.
  const table = top + 22;
  const headingY = table + 5;
  pdf.text('项目名称', left + 4, headingY, { color: BROWN });
  const headings: [keyof typeof COLUMNS, string][] = [
    ['spec', '规格型号'],
    ['unit', '单位'],
    ['quantity', '数量'],
    ['price', '单价'],
    ['amount', '金额'],
    ['rate', '税率/征收率'],
    ['tax', '税额'],
  ];
  for (const [key, label] of headings) pdf.text(label, COLUMNS[key], headingY, { color: BROWN, align: 'center' });
  let rowY = headingY + 6;
  for (const item of inv.items) {
    pdf.text(item.name, left + 2, rowY, { size: 8.5 });
    pdf.text(item.spec, COLUMNS.spec, rowY, { size: 8.5, align: 'center' });
    pdf.text(item.unit, COLUMNS.unit, rowY, { size: 8.5, align: 'center' });
    pdf.text(item.quantity, COLUMNS.quantity, rowY, { size: 8.5, align: 'center' });
    pdf.text(item.price, COLUMNS.price, rowY, { size: 8.5, align: 'center' });
    pdf.text(item.amount, COLUMNS.amount, rowY, { size: 8.5, align: 'center' });
    pdf.text(printedRate(item.rate), COLUMNS.rate, rowY, { size: 8.5, align: 'center' });
    pdf.text(item.tax, COLUMNS.tax, rowY, { size: 8.5, align: 'center' });
    rowY += 5.5;
  }
  const sumY = Math.max(rowY + 4, table + 40);
  pdf.box(left, table, right - left, sumY + 3 - table);
  pdf.text('合 计', left + 8, sumY, { color: BROWN });
  pdf.text(`¥${inv.amount}`, COLUMNS.amount, sumY, { align: 'center' });
  pdf.text(`¥${inv.tax}`, COLUMNS.tax, sumY, { align: 'center' });

  // 价税合计, 备注, 开票人.
  const wordsY = sumY + 10;
  pdf.box(left, sumY + 3, right - left, 10).rule(54, sumY + 3, 54, sumY + 13);
  pdf.text('价税合计（大写）', left + 4, wordsY, { color: BROWN });
  pdf.text(`⊗${inv.words}`, 58, wordsY);
  pdf.labelled('（小写）', `¥${inv.total}`, 160, wordsY);
  const remarkY = wordsY + 12;
  pdf.box(left, sumY + 13, right - left, 16).rule(18, sumY + 13, 18, sumY + 29);
  pdf.text('备', 14, remarkY - 2, { color: BROWN, align: 'center' });
  pdf.text('注', 14, remarkY + 3, { color: BROWN, align: 'center' });
  pdf.text(inv.remark, 21, remarkY);
  pdf.labelled('开票人：', inv.drawer, left + 4, sumY + 36);
  return pdf.bytes(`${title} ${inv.number}`);
}
