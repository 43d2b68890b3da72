// A small Word (.docx) writer for shipped templates, notices and tests: headings, paragraphs and tables (a table row
// that is a `{#loop}…{/loop}` repeats per item when filled). Only the parts Word needs to open the file. A table may
// fix its columns: widths (a fixed layout, so Word does not re-flow them), alignment — money right-aligned — and
// cells that never wrap (an amount broken over two lines is misread).
import PizZip from 'pizzip';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][]; columns?: Column[] };

/** A table column: its width in twentieths of a point (the A4 page's text is 9,026 wide), alignment, wrapping. */
export interface Column {
  width: number;
  align?: 'left' | 'center' | 'right';
  /** The cell's text stays on one line (amounts, dates, numbers). */
  noWrap?: boolean;
}

/** A money column: right-aligned, never wrapped. */
export const moneyColumn = (width: number): Column => ({ width, align: 'right', noWrap: true });
/** A short fixed column (a period, a date): centred, never wrapped. */
export const fixedColumn = (width: number): Column => ({ width, align: 'center', noWrap: true });
/** A text column (names, addresses): left-aligned, wraps. */
export const textColumn = (width: number): Column => ({ width });

/** The width of an A4 page's text between the margins below, in twentieths of a point. */
export const PAGE_TEXT_WIDTH = 11906 - 2 * 1440;

const run = (text: string, bold = false, size?: number) =>
  `<w:r>${bold || size ? `<w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/>` : ''}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (text: string, opts: { bold?: boolean; size?: number; align?: Column['align'] } = {}) =>
  `<w:p>${opts.align && opts.align !== 'left' ? `<w:pPr><w:jc w:val="${opts.align}"/></w:pPr>` : ''}${run(
    text,
    opts.bold,
    opts.size,
  )}</w:p>`;
const cell = (text: string, col: Column | undefined, header: boolean) => {
  const width = col ? `<w:tcW w:w="${col.width}" w:type="dxa"/>` : '<w:tcW w:w="0" w:type="auto"/>';
  // A header is centred and bold; its own text may wrap (a long label), never the figures below it.
  const noWrap = col?.noWrap && !header ? '<w:noWrap/>' : '';
  const align = header ? 'center' : col?.align;
  return `<w:tc><w:tcPr>${width}${noWrap}</w:tcPr>${para(text, { bold: header, align })}</w:tc>`;
};
const BORDERS = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((b) => `<w:${b} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
  .join('');

function blockXml(b: Block | string): string {
  if (typeof b === 'string') return para(b);
  if (b.kind === 'heading') return para(b.text, { bold: true, size: 32, align: 'center' });
  if (b.kind === 'para') return para(b.text);
  const cols = b.columns;
  const rows = [
    b.header.map((h, i) => cell(h, cols?.[i], true)),
    ...b.rows.map((r) => r.map((c, i) => cell(c, cols?.[i], false))),
  ];
  // The schema's order: tblW, tblBorders, tblLayout.
  const width = cols
    ? `<w:tblW w:w="${cols.reduce((n, c) => n + c.width, 0)}" w:type="dxa"/>`
    : '<w:tblW w:w="5000" w:type="pct"/>';
  const layout = cols ? '<w:tblLayout w:type="fixed"/>' : '';
  const grid = cols ? `<w:tblGrid>${cols.map((c) => `<w:gridCol w:w="${c.width}"/>`).join('')}</w:tblGrid>` : '';
  // The header row repeats on every page a long schedule runs over.
  const tr = (r: string[], i: number) =>
    `<w:tr>${i === 0 ? '<w:trPr><w:tblHeader/></w:trPr>' : ''}${r.join('')}</w:tr>`;
  return `<w:tbl><w:tblPr>${width}<w:tblBorders>${BORDERS}</w:tblBorders>${layout}</w:tblPr>${grid}${rows
    .map(tr)
    .join('')}</w:tbl>${para('')}`;
}

/** The .docx of the blocks (a string is a paragraph). */
export function buildDocx(blocks: (Block | string)[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${blocks
      .map(blockXml)
      .join(
        '',
      )}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}
