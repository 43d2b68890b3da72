// 资金台账 as an .xlsx: the same filter as the list, every matching line (batched reads, streamed), and the totals
// row the screen shows under the table.
import { streamInTenant } from '../../../platform/db/scope';
import { type Locale, STANDING_BOOK_FIGURES, l, standingBookFields } from '@flp/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MAX_ROWS_DEFAULT, choicesOf } from '../../../platform/crud/export';
import { cellOf, formatOf, headerOf } from '../../../platform/crud/sheet';
import type { Db } from '../../../platform/db/database';
import { badRequest, requestLocale } from '../../../platform/http/errors';
import { attachmentHeaders, fileStamp } from '../../../platform/http/excel';
import { XlsxStreamWriter } from '../../../platform/http/xlsx-stream';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { type StandingBookFilter, type Totals, linesOf, standingBookWhere, totalsOf } from './query';

const BATCH = 2000;

/** The book's sheet in `locale`: its columns and the dictionaries' labels. */
async function bookSheet(app: FastifyInstance, ctx: RequestContext, locale: Locale) {
  const fields = standingBookFields();
  const choices = await choicesOf(app, ctx, fields, locale);
  const title = l('资金台账', 'Standing book')[locale];
  const writer = new XlsxStreamWriter(
    title,
    fields.map((f) => ({
      header: headerOf(f, locale),
      width: Math.min(Math.max((f.width ?? 120) / 7, headerOf(f, locale).length * 2 + 2, 10), 50),
      format: formatOf(f),
    })),
  );
  return { fields, choices, title, writer };
}

type Sheet = Awaited<ReturnType<typeof bookSheet>>;

/** Every line of `where`, batch by batch through `read`, then the totals row; ends the sheet. */
async function writeBook(
  read: <T>(fn: () => Promise<T>) => Promise<T>,
  db: Db,
  ctx: RequestContext,
  where: SQL,
  totals: Totals,
  { fields, choices, writer }: Sheet,
  locale: Locale,
) {
  for (let offset = 0; offset < totals.count; offset += BATCH) {
    const rows = await read(() => linesOf(db, ctx, where, BATCH, offset));
    if (rows.length === 0) break;
    await writer.addRows(rows.map((r) => fields.map((f) => cellOf(f, r, locale, choices.get(f.name)))));
  }
  // The totals line: its label in the first column, each sum under its column (exact decimals as numbers).
  const sums: Record<string, unknown> = { iouNo: l('合计', 'Total')[locale], contractId: `${totals.count}` };
  for (const k of STANDING_BOOK_FIGURES) sums[k] = Number(totals[k]);
  await writer.addRows([fields.map((f) => (sums[f.name] as string | number | undefined) ?? null)]);
  writer.end();
}

const tooMany = () =>
  badRequest(
    l(
      `符合条件的借据超过 ${EXPORT_MAX_ROWS_DEFAULT} 条, 请缩小查询范围后再导出`,
      `More than ${EXPORT_MAX_ROWS_DEFAULT} IOUs match; narrow the filters and export again`,
    ),
  );

export async function exportStandingBook(
  app: FastifyInstance,
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  where: SQL,
) {
  const ctx = req.ctx;
  const locale = requestLocale(req);
  const totals = await totalsOf(db, where);
  if (totals.count > EXPORT_MAX_ROWS_DEFAULT) throw tooMany();
  const sheet = await bookSheet(app, ctx, locale);
  reply.headers({ ...attachmentHeaders(`${sheet.title}-${fileStamp()}.xlsx`), 'X-Total-Count': String(totals.count) });
  // The lines are read after the handler has answered, batch by batch, each in a transaction of its own.
  streamInTenant(ctx.tenantId, async (read) => {
    try {
      await writeBook(read, db, ctx, where, totals, sheet, locale);
    } catch (err) {
      req.log.error({ err }, 'standing book export failed while streaming');
      sheet.writer.destroy(err as Error);
    }
  });
  return reply.send(sheet.writer.output);
}

/**
 * The whole book as a workbook in Chinese (the month-end report filed in 报表管理), read in the caller's transaction:
 * every IOU of the tenant, whatever the caller's data scope (the month-end book is the company's). Null past the
 * export's ceiling: the snapshot itself must not fail for want of its workbook.
 */
export async function standingBookWorkbook(app: FastifyInstance, db: Db, ctx: RequestContext): Promise<Buffer | null> {
  const whole = beyondDataScope(ctx);
  const where = standingBookWhere(whole, {} as StandingBookFilter);
  const totals = await totalsOf(db, where);
  if (totals.count > EXPORT_MAX_ROWS_DEFAULT) return null;
  const sheet = await bookSheet(app, whole, 'zh-CN');
  const bytes = sheet.writer.bytes();
  await writeBook((fn) => fn(), db, whole, where, totals, sheet, 'zh-CN');
  return bytes;
}
