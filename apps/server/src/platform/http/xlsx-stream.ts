import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A one-sheet .xlsx written as it goes: rows become sheet XML that flows through the zip (yazl deflates an entry as
 * its stream arrives) to the response, so memory holds a batch of rows, never the file. exceljs's own "streaming"
 * writer (4.4) keeps the whole zip in memory until commit (JSZip), which a 100,000-row export must not; exceljs stays
 * the reader and the writer of small workbooks (templates, reports).
 */

export interface StreamColumn {
  header: string;
  /** Width in characters. */
  width?: number;
  /** A number format among those styles.xml declares: money, int, decimal. */
  format?: 'money' | 'int' | 'decimal';
}

export type CellValue = string | number | null | undefined;

// Cell style indexes in styles.xml: 0 plain, 1 header (bold), 2 #,##0.00, 3 0, 4 0.00.
const STYLE = { header: 1, money: 2, int: 3, decimal: 4 } as const;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
const xf = (numFmtId: number, fontId = 0) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
const STYLES = `${HEAD}<styleSheet xmlns="${MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5">${xf(0)}${xf(0, 1)}${xf(164)}${xf(1)}${xf(2)}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Text safe inside XML: the five entities escaped, characters XML 1.0 forbids dropped. */
export function xmlText(s: string): string {
  return (
    s
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters XML 1.0 forbids are what this removes
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** `A`, `B`, … `Z`, `AA` … of a 0-based column. */
export function columnLetter(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export class XlsxStreamWriter {
  /** The .xlsx bytes, to pipe to the response. */
  readonly output: Readable;
  private readonly sheet = new PassThrough();
  private readonly zip = new yazl.ZipFile();
  private readonly letters: string[];
  private rowNumber = 0;

  constructor(
    sheetName: string,
    private readonly columns: StreamColumn[],
  ) {
    this.letters = columns.map((_, i) => columnLetter(i));
    const name = xmlText(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
    const workbook = `${HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    for (const [path, text] of [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['_rels/.rels', ROOT_RELS],
      ['xl/workbook.xml', workbook],
      ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
      ['xl/styles.xml', STYLES],
    ])
      this.zip.addBuffer(Buffer.from(text), path);
    this.zip.addReadStream(this.sheet, 'xl/worksheets/sheet1.xml');
    this.zip.end();
    this.output = this.zip.outputStream as unknown as Readable;
    const cols = columns
      .map((c, i) => {
        const style = c.format ? ` style="${STYLE[c.format]}"` : '';
        return `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 14}" customWidth="1"${style}/>`;
      })
      .join('');
    this.sheet.write(
      `${HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>`,
    );
    this.sheet.write(
      this.rowXml(
        columns.map((c) => c.header),
        STYLE.header,
      ),
    );
  }

  private rowXml(values: CellValue[], forced?: number): string {
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    values.forEach((v, i) => {
      if (v === null || v === undefined || v === '') return;
      const ref = `${this.letters[i]}${r}`;
      const format = this.columns[i]?.format;
      const style = forced ?? (format ? STYLE[format] : 0);
      const s = style ? ` s="${style}"` : '';
      if (typeof v === 'number' && Number.isFinite(v)) xml += `<c r="${ref}"${s}><v>${v}</v></c>`;
      else xml += `<c r="${ref}" t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(String(v))}</t></is></c>`;
    });
    return `${xml}</row>`;
  }

  /** Appends rows; resolves once the zip has taken them (backpressure from the response reaches the caller). */
  async addRows(rows: CellValue[][]): Promise<void> {
    const xml = rows.map((r) => this.rowXml(r)).join('');
    if (!this.sheet.write(xml)) await new Promise((resolve) => this.sheet.once('drain', resolve));
  }

  /**
   * The whole file, for a workbook kept rather than sent (a report, a kept export): ask before the first row, so the
   * output is read as it is written.
   */
  bytes(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.output.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
      this.output.once('end', () => resolve(Buffer.concat(chunks)));
      this.output.once('error', reject);
    });
  }

  /** Closes the sheet; the zip then writes its directory and ends `output`. */
  end() {
    this.sheet.end('</sheetData></worksheet>');
  }

  /** Abandons the file (a failure mid-stream): the response ends broken rather than looking complete. */
  destroy(err: Error) {
    this.sheet.destroy(err);
    this.output.destroy(err);
  }
}
