import { Decimal } from '@flp/shared/finance';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** One sheet of an export: columns with headers, widths and number formats; rows keyed by column key. */
export interface SheetSpec {
  name: string;
  title?: string;
  /**
   * `money`: amounts (decimal strings). `percent`: values in points, as percent fields hold them (6 = 6 %); written
   * as the fraction Excel's % format expects (0.06 shows as 6.0000%).
   */
  columns: { header: string; key: string; width?: number; money?: boolean; percent?: boolean }[];
  rows: Record<string, unknown>[];
  /** Rows appended after the data (totals), styled bold. */
  footer?: Record<string, unknown>[];
}

/**
 * Builds an .xlsx workbook. Money columns are written as numbers with a two-decimal format from their exact decimal
 * strings (a spreadsheet stores doubles; 2-decimal amounts below 10^13 round-trip exactly in their display).
 */
export async function buildWorkbook(sheets: SheetSpec[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '融资租赁综合业务平台';
  wb.created = new Date();
  for (const spec of sheets) {
    const ws = wb.addWorksheet(spec.name);
    let headerRow = 1;
    if (spec.title) {
      ws.mergeCells(1, 1, 1, spec.columns.length);
      const cell = ws.getCell(1, 1);
      cell.value = spec.title;
      cell.font = { bold: true, size: 14 };
      cell.alignment = { horizontal: 'center' };
      headerRow = 2;
    }
    ws.getRow(headerRow).values = spec.columns.map((c) => c.header);
    ws.getRow(headerRow).font = { bold: true };
    ws.getRow(headerRow).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F3FF' } };
    spec.columns.forEach((c, i) => {
      const col = ws.getColumn(i + 1);
      col.width = c.width ?? 14;
      if (c.money) col.numFmt = '#,##0.00';
      if (c.percent) col.numFmt = '0.0000%';
    });
    const write = (r: Record<string, unknown>, bold = false) => {
      const row = ws.addRow(
        spec.columns.map((c) => {
          const v = r[c.key];
          const decimal = typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
          if (c.percent && decimal) return new Decimal(v).div(100).toNumber();
          if (c.money && decimal) return Number(v);
          return v ?? '';
        }),
      );
      if (bold) row.font = { bold: true };
    };
    for (const r of spec.rows) write(r);
    for (const r of spec.footer ?? []) write(r, true);
    ws.views = [{ state: 'frozen', ySplit: headerRow }];
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The headers of an .xlsx download with a UTF-8 file name (RFC 5987; an ASCII fallback for old clients). */
export function attachmentHeaders(filename: string): Record<string, string> {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    // Read by the browser for its progress (X-Total-Count) and the file name.
    'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyyMMddHHmmss` of now, in the server's time zone (export file names). */
export function fileStamp(d = new Date()): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

/** The bytes of an .xlsx begin as every zip does (PK\x03\x04); exceljs reading them decides the rest. */
export const looksLikeZip = (buf: Buffer) =>
  buf.length > 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04;

/** Sends a workbook as a download with a UTF-8 file name (RFC 5987). */
export async function sendXlsx(reply: FastifyReply, filename: string, sheets: SheetSpec[]) {
  const buf = await buildWorkbook(sheets);
  return reply.headers(attachmentHeaders(filename)).send(buf);
}

/** Sends a workbook built by the caller (templates with drop-downs) as a download. */
export async function sendWorkbook(reply: FastifyReply, filename: string, wb: ExcelJS.Workbook) {
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  return reply.headers(attachmentHeaders(filename)).send(buf);
}
