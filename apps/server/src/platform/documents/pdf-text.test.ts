import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixture } from '../../../test/fixtures/invoice/make';
import { joinItems, linesOf, normalisePdfText, type PdfItem, readPdfLines } from './pdf-text';
import { DocumentError } from './sheet-rows';

/** A minimal PDF of `pages` empty pages (a scan without its images), optionally with an /Encrypt dictionary. */
function minimalPdf(opts: { pages?: number; encrypted?: boolean } = {}): Uint8Array {
  const count = opts.pages ?? 1;
  const kids = Array.from({ length: count }, (_, i) => `${4 + i} 0 R`).join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ...Array.from({ length: count }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>'),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = opts.encrypted ? ` /Encrypt 3 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]` : '';
  body += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const item = (x: number, y: number, text: string, width = text.length * 9, fontSize = 9): PdfItem => ({
  x,
  y,
  width,
  fontSize,
  text,
});

test('the text layer of a printed 数电 invoice, as lines in reading order', async () => {
  const bytes = fixture('digital-special.pdf');
  const pages = await readPdfLines(bytes);
  assert.equal(pages.length, 1);
  assert.ok(Math.abs(pages[0].width - 680) < 1 && Math.abs(pages[0].height - 425) < 1);
  const texts = pages[0].lines.map((line) => line.text);
  // labels normalised by NFKC: （ ） ： ￥ become ( ) : ¥
  assert.ok(texts.some((t) => t.includes('发票号码:24312000000123456789')));
  assert.ok(texts.includes('开票日期:2024年05月28日'));
  assert.ok(texts.includes('名称:浙江恒拓精密制造有限公司 名称:上海锦程数控机械有限公司'));
  assert.ok(texts.includes('*机械设备*数控车床 CK6150 台 2 85000 170000.00 13% 22100.00'));
  assert.ok(texts.includes('合 计 ¥212477.88 ¥27622.12'));
  assert.ok(texts.includes('价税合计(大写) ⊗贰拾肆万零壹佰圆整 (小写)¥240100.00'));
  // top to bottom, each line left to right
  const ys = pages[0].lines.map((line) => line.y);
  assert.deepEqual(
    ys,
    [...ys].sort((a, b) => a - b),
  );
  for (const line of pages[0].lines)
    assert.deepEqual(
      line.items.map((i) => i.x),
      [...line.items.map((i) => i.x)].sort((a, b) => a - b),
    );
  // the caller's bytes are still whole (PDF.js was handed a copy)
  assert.equal(bytes.length, fixture('digital-special.pdf').length);
});

test('text normalised: Kangxi and supplement radicals, full-width forms, NUL', () => {
  assert.equal(normalisePdfText('开票⽇期'), '开票日期'); // U+2F47 KANGXI RADICAL SUN
  assert.equal(normalisePdfText('⼦'), '子'); // U+2F26
  assert.equal(normalisePdfText('伍⻆'), '伍角'); // U+2EC6
  assert.equal(normalisePdfText('⻓⻔⻋⻉⻅⻄⻢⻜⻛⻩⻬⻰⻝'), '长门车贝见西马飞风黄齐龙食');
  assert.equal(normalisePdfText('价税合计（大写）\u0000⊗贰仟圆整'), '价税合计(大写)⊗贰仟圆整');
  assert.equal(normalisePdfText('（小写）￥2000.00：'), '(小写)¥2000.00:');
  assert.equal(normalisePdfText('a\tb\u3000c'), 'a b c');
});

test('runs join into lines: by baseline within a tolerance, ordered by x, glued or spaced by their gap', () => {
  const lines = linesOf([
    item(120, 50.4, '有限公司'), // 11 after 浙江恒拓精密 (55 + 54 = 109): a space
    item(10, 50, '名称:', 45),
    item(55, 50.2, '浙江恒拓精密'), // no gap after 名称: (10 + 45 = 55)
    item(10, 80, '合'),
    item(40, 80, '计'), // gap 21 ≥ 0.3 × 9
    item(300, 30, '24312000000123456789'), // above: first line
  ]);
  assert.deepEqual(
    lines.map((l) => l.text),
    ['24312000000123456789', '名称:浙江恒拓精密 有限公司', '合 计'],
  );
  // overlapping runs (a word split mid-way) are glued
  assert.equal(
    joinItems([item(10, 0, '名称:', 45), item(55, 0, '浙江恒拓精密'), item(100, 0, '有限公司')]),
    '名称:浙江恒拓精密有限公司',
  );
  assert.equal(joinItems([item(0, 0, 'ab', 18), item(20, 0, 'cd')]), 'abcd'); // gap 2 < 2.7
  assert.equal(joinItems([item(0, 0, 'ab', 18), item(21, 0, 'cd')]), 'ab cd'); // gap 3 ≥ 2.7
  // a baseline 4 off at 9 pt is another line (tolerance 0.35 × 9 = 3.15)
  assert.equal(linesOf([item(0, 10, 'a'), item(20, 14, 'b')]).length, 2);
  assert.equal(linesOf([item(0, 10, 'a'), item(20, 13, 'b')]).length, 1);
});

test('a PDF without a text layer answers pages without lines', async () => {
  const pages = await readPdfLines(minimalPdf({ pages: 2 }));
  assert.equal(pages.length, 2);
  assert.deepEqual(
    pages.map((p) => p.lines.length),
    [0, 0],
  );
});

test('damaged, non-PDF, encrypted, too large and too long files are DocumentErrors', async () => {
  await assert.rejects(
    readPdfLines(fixture('truncated.pdf')),
    (e) => e instanceof DocumentError && /损坏/.test(e.message),
  );
  await assert.rejects(
    readPdfLines(fixture('not-a-pdf.pdf')),
    (e) => e instanceof DocumentError && /损坏/.test(e.message),
  );
  await assert.rejects(
    readPdfLines(minimalPdf({ encrypted: true })),
    (e) => e instanceof DocumentError && /加密/.test(e.message) && /encrypted/.test(e.localized['en-US']),
  );
  await assert.rejects(
    readPdfLines(fixture('digital-special.pdf'), { maxBytes: 1024 }),
    (e) => e instanceof DocumentError && /过大/.test(e.message),
  );
  await assert.rejects(
    readPdfLines(minimalPdf({ pages: 3 }), { maxPages: 2 }),
    (e) => e instanceof DocumentError && /页数过多/.test(e.message),
  );
});
