// A small Word (.docx) writer for shipped templates and tests: headings, paragraphs and tables (a table row that is a
// `{#loop}…{/loop}` repeats per item when filled). Only the parts Word needs to open the file.
import PizZip from 'pizzip';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  | { kind: 'table'; header: string[]; rows: string[][] };

const run = (text: string, bold = false, size?: number) =>
  `<w:r>${bold || size ? `<w:rPr>${bold ? '<w:b/>' : ''}${size ? `<w:sz w:val="${size}"/>` : ''}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (text: string, opts: { bold?: boolean; size?: number; center?: boolean } = {}) =>
  `<w:p>${opts.center ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : ''}${run(text, opts.bold, opts.size)}</w:p>`;
const cell = (text: string, bold = false) =>
  `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${para(text, { bold })}</w:tc>`;
const BORDERS = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((b) => `<w:${b} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`)
  .join('');

function blockXml(b: Block | string): string {
  if (typeof b === 'string') return para(b);
  if (b.kind === 'heading') return para(b.text, { bold: true, size: 32, center: true });
  if (b.kind === 'para') return para(b.text);
  const rows = [b.header.map((h) => cell(h, true)), ...b.rows.map((r) => r.map((c) => cell(c)))];
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${BORDERS}</w:tblBorders></w:tblPr>${rows
    .map((r) => `<w:tr>${r.join('')}</w:tr>`)
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
