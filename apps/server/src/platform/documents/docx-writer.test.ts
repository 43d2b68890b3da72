import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { PAGE_TEXT_WIDTH, buildDocx, fixedColumn, moneyColumn, textColumn } from './docx-writer';
import { fillTemplate } from './word';

const xmlOf = (bytes: Buffer) => new PizZip(bytes).file('word/document.xml')!.asText();

describe('docx-writer tables', () => {
  const doc = buildDocx([
    {
      kind: 'table',
      header: ['期次', '保证人', '租金(元)'],
      rows: [['{#rows}{n}', '{who}', '{rent}{/rows}']],
      columns: [fixedColumn(1000), textColumn(PAGE_TEXT_WIDTH - 3000), moneyColumn(2000)],
    },
  ]);

  it('fixes the columns: a fixed layout, a grid of the widths, each cell its width', () => {
    const xml = xmlOf(doc);
    assert.match(
      xml,
      /<w:tblW w:w="9026" w:type="dxa"\/><w:tblBorders>.*<\/w:tblBorders><w:tblLayout w:type="fixed"\/>/,
    );
    assert.match(
      xml,
      /<w:tblGrid><w:gridCol w:w="1000"\/><w:gridCol w:w="6026"\/><w:gridCol w:w="2000"\/><\/w:tblGrid>/,
    );
    // The header row repeats on each page and is centred; its labels may wrap.
    assert.match(xml, /<w:tr><w:trPr><w:tblHeader\/><\/w:trPr>/);
  });

  it('money right-aligned and unwrapped, text left to wrap, once filled too', async () => {
    const filled = fillTemplate(doc, {
      rows: [
        { n: '1', who: '江苏恒信机械有限公司', rent: '1,234,567.89' },
        { n: '2', who: '李四', rent: '86,066.43' },
      ],
    });
    const xml = xmlOf(filled);
    const cells = [...xml.matchAll(/<w:tc>(.*?)<\/w:tc>/g)].map((m) => m[1]);
    const money = cells.find((c) => c.includes('1,234,567.89'))!;
    assert.match(money, /<w:tcW w:w="2000" w:type="dxa"\/><w:noWrap\/>/);
    assert.match(money, /<w:jc w:val="right"\/>/);
    const name = cells.find((c) => c.includes('江苏恒信机械有限公司'))!;
    assert.doesNotMatch(name, /noWrap|<w:jc/);
    const period = cells.find((c) => c.includes('>2<'))!;
    assert.match(period, /<w:noWrap\/>.*<w:jc w:val="center"\/>/);
    const text = (await mammoth.extractRawText({ buffer: filled })).value;
    assert.ok(text.includes('86,066.43'));
  });

  it('a table without columns keeps the automatic layout', () => {
    const xml = xmlOf(buildDocx([{ kind: 'table', header: ['a'], rows: [['b']] }]));
    assert.match(xml, /<w:tblW w:w="5000" w:type="pct"\/>/);
    assert.doesNotMatch(xml, /tblLayout|noWrap|tblGrid/);
  });
});
