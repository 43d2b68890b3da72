import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { buildDocx } from './docx-writer';
import { TemplateError, fillTemplate, inspectTemplate } from './word';

/** A template of paragraphs (and tables), with extra parts added to its archive when asked. */
function docx(blocks: Parameters<typeof buildDocx>[0], extra: Record<string, string> = {}): Buffer {
  const zip = new PizZip(buildDocx(blocks));
  for (const [name, text] of Object.entries(extra)) zip.file(name, text);
  return zip.generate({ type: 'nodebuffer' }) as Buffer;
}

const contract = docx([
  '融资租赁合同 编号: {contractNo}',
  '承租人: {lessee.name}, 统一社会信用代码 {lessee.uscc}',
  '租赁本金: {principal} 元',
  {
    kind: 'table',
    header: ['期次', '租金', '本金'],
    rows: [['{#schedule}{period}', '{rent}', '{principal}{/schedule}']],
  },
  '备注: {remark}',
]);

describe('Word templates', () => {
  it('lists the placeholders, loops with their fields', () => {
    const tags = inspectTemplate(contract);
    const names = tags.map((t) => t.name).sort();
    assert.deepEqual(names, ['contractNo', 'lessee.name', 'lessee.uscc', 'principal', 'remark', 'schedule'].sort());
    const schedule = tags.find((t) => t.name === 'schedule');
    assert.ok(schedule?.loop);
    assert.deepEqual(schedule?.children.map((c) => c.name).sort(), ['period', 'principal', 'rent']);
  });

  it('fills values, repeats a table row per item, prints a missing value as empty, and opens in a docx reader', async () => {
    const out = fillTemplate(contract, {
      contractNo: 'HT-2026-0001',
      lessee: { name: '江苏恒信机械有限公司', uscc: '91320000MA1XXXXX0X' },
      principal: '1,000,000.00',
      schedule: [
        { period: 1, rent: '86,066.43', principal: '81,066.43' },
        { period: 2, rent: '86,066.43', principal: '81,471.76' },
      ],
    });
    const { value } = await mammoth.extractRawText({ buffer: out });
    assert.match(value, /编号: HT-2026-0001/);
    assert.match(value, /承租人: 江苏恒信机械有限公司/);
    assert.match(value, /81,471\.76/);
    assert.equal(value.match(/86,066\.43/g)?.length, 2);
    assert.match(value, /备注: \n|备注: $/m);
    assert.doesNotMatch(value, /undefined|\{/);
  });

  it('a path reads own data only: no prototype, no functions', async () => {
    const out = fillTemplate(docx(['[{constructor.name}][{lessee.__proto__}][{fn}][{lessee.name}]']), {
      lessee: { name: '甲' },
      fn: () => 'ran',
    });
    const { value } = await mammoth.extractRawText({ buffer: out });
    assert.equal(value.trim(), '[][][][甲]');
  });

  it('refuses what is not a usable template, saying why', () => {
    const refuse = (bytes: Uint8Array, pattern: RegExp, limits?: Parameters<typeof inspectTemplate>[1]) =>
      assert.throws(
        () => inspectTemplate(bytes, limits),
        (e: unknown) => e instanceof TemplateError && pattern.test(e.localized['zh-CN']) && !!e.localized['en-US'],
      );
    refuse(Buffer.from('not a zip at all'), /不是 Word 文档/);
    const noDocument = new PizZip();
    noDocument.file('a.txt', 'x');
    refuse(noDocument.generate({ type: 'nodebuffer' }) as Buffer, /不是 Word 文档/);
    refuse(docx(['{unclosed']), /占位符有误: 占位符 \{unclosed 没有闭合/);
    refuse(docx(['{#rows}{name}']), /占位符有误: 循环 \{#rows\} 没有结束的 \{\/rows\}/);
    refuse(contract, /过大/, { maxBytes: 100, maxEntries: 1000, maxUnpackedBytes: 1e9 });
    refuse(contract, /文件过多/, { maxBytes: 1e9, maxEntries: 2, maxUnpackedBytes: 1e9 });
    const bomb = docx(['x'], { 'word/padding.xml': ' '.repeat(2_000_000) });
    refuse(bomb, /解压后过大/, { maxBytes: 1e9, maxEntries: 1000, maxUnpackedBytes: 1_000_000 });
  });
});
