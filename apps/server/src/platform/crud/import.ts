import type { PlatformReason } from '../db/scope';
import { type FieldDef, type Locale, type Localized, type ResourceDef, type RowOf, l } from '@flp/shared';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { fail, ok } from '../http/envelope';
import { AppError, badRequest, render, requestLocale } from '../http/errors';
import { sendWorkbook } from '../http/excel';
import { progressOf } from '../realtime/progress';
import { NOT_XLSX, XLSX_MAX_ROWS as IMPORT_MAX_ROWS, xlsxRefusal } from '../http/xlsx-budget';
import type { RequestContext } from '../tenancy/context';
import { choicesOf } from './export';
import { repositoryOf } from './references';
import type { Row } from './repository';
import type { ResourceService } from './service';
import { type Choices, cellText, describeColumn, fieldsByHeader, headerOf, importFields, valueOfCell } from './sheet';

/**
 * Excel import of a resource (opt-in: 'import' in the definition's routes): `GET <api>/import-template` and
 * `POST <api>/import` (multipart, one .xlsx). Every row is read back to values (dictionary labels → keys, references'
 * titles → ids), then created through the resource's service — its validation, references, unique keys and hooks —
 * all in ONE transaction: one bad row and nothing is written, and the answer names every bad row and field.
 */

/** The largest upload accepted (an .xlsx of some 50,000 rows). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** What a file may hold (platform/http/xlsx-budget.ts), under the names the import has always used. */
export {
  XLSX_MAX_ROWS as IMPORT_MAX_ROWS,
  XLSX_MAX_UNPACKED as IMPORT_MAX_UNPACKED,
  XLSX_MAX_CELLS as IMPORT_MAX_CELLS,
} from '../http/xlsx-budget';

/** One problem of an import: the Excel row (as Excel numbers it), the field and its label, what is wrong. */
export interface ImportError {
  row: number;
  field: string;
  label: string;
  message: string;
}

const TEMPLATE_NOTES = l('填写说明', 'Instructions');
const LISTS_SHEET = 'lists';

/** The template: labels as headers (required ones marked *), drop-downs for choices, a sheet describing each column. */
export async function importTemplate(app: FastifyInstance, service: ResourceService, req: FastifyRequest) {
  const locale = requestLocale(req);
  const fields = importFields(service.def, service.hooks.serverFields);
  const choices = await choicesOf(app, req.ctx, fields, locale);
  const wb = new ExcelJS.Workbook();
  wb.creator = '融资租赁综合业务平台';
  const ws = wb.addWorksheet(service.def.label[locale].slice(0, 31));
  const notes = wb.addWorksheet(TEMPLATE_NOTES[locale]);
  // Choices live on a hidden sheet: a list typed into the validation itself is limited to 255 characters.
  const lists = wb.addWorksheet(LISTS_SHEET, { state: 'veryHidden' });
  ws.columns = fields.map((f) => ({ header: headerOf(f, locale, true), key: f.name, width: 18 }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  let listCol = 0;
  fields.forEach((f, i) => {
    if (f.required) ws.getCell(1, i + 1).font = { bold: true, color: { argb: 'FFCF1322' } };
    const opts = f.kind === 'switch' ? yesNo(locale) : choices.get(f.name);
    if (!opts?.length) return;
    const col = ++listCol;
    opts.forEach((o, r) => {
      lists.getCell(r + 1, col).value = o.label;
    });
    const letter = lists.getColumn(col).letter;
    const range = `${LISTS_SHEET}!$${letter}$1:$${letter}$${opts.length}`;
    const colLetter = ws.getColumn(i + 1).letter;
    // exceljs writes one validation per cell range given; a whole-column range keeps the file small.
    (ws as unknown as { dataValidations: { add(ref: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(
      `${colLetter}2:${colLetter}${IMPORT_MAX_ROWS + 1}`,
      {
        type: 'list',
        allowBlank: !f.required,
        formulae: [range],
        showErrorMessage: true,
        errorTitle: f.label[locale],
        error: locale === 'zh-CN' ? '请从下拉列表中选择' : 'Choose from the list',
      },
    );
  });
  notes.columns = [
    { header: locale === 'zh-CN' ? '列' : 'Column', width: 20 },
    { header: locale === 'zh-CN' ? '类型' : 'Type', width: 22 },
    { header: locale === 'zh-CN' ? '必填' : 'Required', width: 8 },
    { header: locale === 'zh-CN' ? '可选值 / 格式' : 'Allowed values / format', width: 60 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const f of fields) notes.addRow(describeColumn(f, locale, choices.get(f.name)));
  return wb;
}

const yesNo = (locale: Locale): Choices =>
  locale === 'zh-CN'
    ? [
        { value: '1', label: '是' },
        { value: '0', label: '否' },
      ]
    : [
        { value: '1', label: 'Yes' },
        { value: '0', label: 'No' },
      ];

/** The file's data rows as bodies, with the problems found while reading them (choices, references). */
export async function readRows(
  app: FastifyInstance,
  db: Db,
  ctx: RequestContext,
  fields: FieldDef[],
  ws: ExcelJS.Worksheet,
  locale: Locale,
): Promise<{ bodies: { row: number; body: Row }[]; errors: ImportError[] }> {
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value, 'text');
  });
  const byCol = fieldsByHeader(fields, headers);
  const errors: ImportError[] = [];
  const missing = fields.filter((f) => f.required && ![...byCol.values()].includes(f));
  for (const f of missing)
    errors.push({
      row: 1,
      field: f.name,
      label: f.label[locale],
      message: locale === 'zh-CN' ? `缺少列: ${f.label[locale]}` : `Column missing: ${f.label[locale]}`,
    });
  if (byCol.size === 0 && !missing.length)
    errors.push({
      row: 1,
      field: '',
      label: '',
      message:
        locale === 'zh-CN'
          ? '首行须为列标题 (请使用导入模板)'
          : 'The first row must hold the column headers (use the template)',
    });
  if (errors.length) return { bodies: [], errors };

  const choices = await choicesOf(app, ctx, [...byCol.values()], locale);
  // Choices in both languages: a file exported in English reads back as well.
  const other = await choicesOf(app, ctx, [...byCol.values()], locale === 'zh-CN' ? 'en-US' : 'zh-CN');
  const bodies: { row: number; body: Row }[] = [];
  const refCells: { row: number; body: Row; f: FieldDef; titles: string[] }[] = [];
  ws.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const body: Row = {};
    let any = false;
    for (const [col, f] of byCol) {
      const text = cellText(r.getCell(col + 1).value, f.kind);
      if (text === '') continue;
      any = true;
      if (f.target) {
        const titles =
          f.kind === 'ids'
            ? text
                .split(/[,，]/)
                .map((s) => s.trim())
                .filter(Boolean)
            : [text];
        refCells.push({ row: rowNumber, body, f, titles });
        continue;
      }
      const both = [...(choices.get(f.name) ?? []), ...(other.get(f.name) ?? [])];
      const parsed = valueOfCell(f, text, f.kind === 'dict' ? both : undefined);
      if (parsed.ok) body[f.name] = parsed.value;
      else errors.push(problem(rowNumber, f, labelledText(f, parsed.message, locale), locale));
    }
    if (any) bodies.push({ row: rowNumber, body });
  });
  if (bodies.length > IMPORT_MAX_ROWS)
    throw badRequest(
      l(
        `一次最多导入 ${IMPORT_MAX_ROWS} 行, 文件有 ${bodies.length} 行`,
        `At most ${IMPORT_MAX_ROWS} rows per import; the file has ${bodies.length}`,
      ),
    );
  await resolveReferences(db, ctx, refCells, errors, locale);
  return { bodies, errors };
}

const labelledText = (f: FieldDef, m: Localized, locale: Locale) => `${f.label[locale]}: ${m[locale]}`;
const problem = (row: number, f: FieldDef, message: string, locale: Locale): ImportError => ({
  row,
  field: f.name,
  label: f.label[locale],
  message,
});

/** References' titles → ids, among the records of the caller's tenant; a title naming none or several is refused. */
async function resolveReferences(
  db: Db,
  ctx: RequestContext,
  cells: { row: number; body: Row; f: FieldDef; titles: string[] }[],
  errors: ImportError[],
  locale: Locale,
) {
  const byTarget = new Map<ResourceDef, Set<string>>();
  for (const c of cells) {
    const t = c.f.target!();
    const set = byTarget.get(t) ?? new Set<string>();
    for (const title of c.titles) set.add(title);
    byTarget.set(t, set);
  }
  const ids = new Map<ResourceDef, Map<string, string[]>>();
  for (const [target, titles] of byTarget) {
    const repo = repositoryOf(target);
    const titleCol = target.titleField!;
    const found = new Map<string, string[]>();
    const list = [...titles];
    for (let i = 0; i < list.length; i += 1000) {
      const rows = await db
        .select({ id: repo.table.id, title: repo.table[titleCol] })
        .from(repo.table)
        .where(repo.tenantScope(ctx, inArray(repo.col(titleCol), list.slice(i, i + 1000))));
      for (const r of rows) found.set(String(r.title), [...(found.get(String(r.title)) ?? []), String(r.id)]);
    }
    ids.set(target, found);
  }
  for (const c of cells) {
    const found = ids.get(c.f.target!())!;
    const out: string[] = [];
    for (const title of c.titles) {
      const hit = found.get(title) ?? [];
      if (hit.length === 1) out.push(hit[0]);
      else
        errors.push(
          problem(
            c.row,
            c.f,
            labelledText(
              c.f,
              hit.length === 0
                ? l(`不存在: ${title}`, `no such record: ${title}`)
                : l(`有多条同名记录, 无法确定: ${title}`, `several records are named ${title}; cannot tell which`),
              locale,
            ),
            locale,
          ),
        );
    }
    c.body[c.f.name] = out.join(',');
  }
}

/** A 400 listing an import's problems (the first five in the message). */
function rejected(reply: FastifyReply, errors: ImportError[], locale: Locale) {
  errors.sort((a, b) => a.row - b.row);
  const first = errors
    .slice(0, 5)
    .map((e) => (locale === 'zh-CN' ? `第 ${e.row} 行 ${e.message}` : `row ${e.row}: ${e.message}`))
    .join('; ');
  const more =
    errors.length > 5 ? (locale === 'zh-CN' ? ` 等 ${errors.length} 处` : ` and ${errors.length - 5} more`) : '';
  const msg = locale === 'zh-CN' ? `导入失败, 未写入任何数据: ${first}${more}` : `Nothing imported: ${first}${more}`;
  return reply.status(400).send({ ...fail(400, msg), data: { errors } });
}

/** Thrown inside the import's transaction to roll it back when any row failed. */
class RowsFailed extends Error {}

/** Reads the upload, checks and writes every row in one transaction, pushing progress to the importing user. */
export async function importRows(
  app: FastifyInstance,
  service: ResourceService,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = requestLocale(req);
  const buf = await uploadedFile(req);
  const wb = new ExcelJS.Workbook();
  const refused = xlsxRefusal(buf);
  if (refused) throw badRequest(refused);
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw badRequest(NOT_XLSX);
  }
  const ws = wb.worksheets.find((s) => s.state === 'visible') ?? wb.worksheets[0];
  if (!ws) throw badRequest(NOT_XLSX);
  const fields = importFields(service.def, service.hooks.serverFields);
  const ctx = req.ctx;
  const { bodies, errors } = await readRows(app, service.db, ctx, fields, ws, locale);
  if (bodies.length === 0 && errors.length === 0)
    throw badRequest(l('文件中没有数据行', 'The file holds no data rows'));

  const total = bodies.length;
  const every = Math.max(1, Math.ceil(total / 20));
  const progress = progressOf(req);
  const push = (done: number) => progress({ done, total });

  const labelOf = (field: string) =>
    service.def.fields.find((f) => f.name === field.replace(/[[.].*$/, ''))?.label[locale] ?? '';
  const cover = coverRequested(service.def, req);
  // Values every new record of this file gets, worked out once (the user's default password, hashed once).
  const serverValues = (await service.hooks.importValues?.(ctx)) ?? undefined;
  let extra: Row | undefined;
  let updated = 0;
  try {
    await service.write(ctx, { req }, async (h) => {
      // A cell already refused while reading (a name naming nothing) is not refused again by the write (as missing).
      const refusedCells = new Set(errors.map((e) => `${e.row}:${e.field}`));
      const existing = await existingByKey(service, h.tx, ctx, bodies, errors, locale);
      const written: RowOf<ResourceDef>[] = [];
      for (const [i, { row, body }] of bodies.entries()) {
        const id = existing?.get(row);
        if (id !== undefined && !cover) {
          errors.push(duplicate(service.def, row, body, locale));
          continue;
        }
        // Each row in a savepoint: a refused row (even by the database) leaves the others checkable.
        try {
          written.push(
            await h.tx.transaction((sp) => {
              const opts = { req, within: { ...h, tx: sp } };
              return id !== undefined
                ? service.update(ctx, { ...body, id }, opts)
                : service.create(ctx, body, { ...opts, serverValues });
            }),
          );
          if (id !== undefined) updated++;
        } catch (e) {
          if (!(e instanceof AppError) || e.status >= 500) throw e;
          if (e.fields.length)
            for (const f of e.fields) {
              if (!refusedCells.has(`${row}:${f.field}`))
                errors.push({ row, field: f.field, label: labelOf(f.field), message: f.message[locale] });
            }
          else errors.push({ row, field: '', label: '', message: render(e.text, locale) });
        }
        if ((i + 1) % every === 0) push(i + 1);
      }
      if (errors.length) throw new RowsFailed();
      extra = (await service.hooks.afterImport?.(h, written)) ?? undefined;
    });
  } catch (e) {
    if (e instanceof RowsFailed) return rejected(reply, errors, locale);
    throw e;
  }
  if (errors.length) return rejected(reply, errors, locale);
  push(total);
  const counts = service.def.importCovers ? { created: total - updated, updated } : {};
  return reply.send(ok({ count: total, ...counts, ...extra }));
}

/** `?isCovered=1` (or true) on a definition whose imports may cover existing records; anything else: no. */
function coverRequested(def: ResourceDef, req: FastifyRequest): boolean {
  const raw = String((req.query as Row | undefined)?.isCovered ?? '').trim();
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw !== '1' && raw !== 'true') throw badRequest(l('isCovered 须为 0 或 1', 'isCovered must be 0 or 1'));
  if (!def.importCovers)
    throw badRequest(
      l(
        `${def.label['zh-CN']}的导入不能覆盖已有数据`,
        `An import of ${def.label['en-US']} cannot cover existing records`,
      ),
    );
  return true;
}

/**
 * For a definition whose imports may cover (`importCovers`): the id of the existing record each row's unique key
 * names, by Excel row. A key repeated within the file is a row error (which of the two would win is a guess).
 */
async function existingByKey(
  service: ResourceService,
  tx: Db,
  ctx: RequestContext,
  bodies: { row: number; body: Row }[],
  errors: ImportError[],
  locale: Locale,
): Promise<Map<number, string> | undefined> {
  const def = service.def;
  if (!def.importCovers) return undefined;
  const [key] = def.unique[0];
  const field = def.fields.find((f) => f.name === key)!;
  const firstRow = new Map<string, number>();
  for (const { row, body } of bodies) {
    const v = body[key];
    if (v === undefined || v === null || v === '') continue;
    const seen = firstRow.get(String(v));
    if (seen === undefined) firstRow.set(String(v), row);
    else
      errors.push(
        problem(
          row,
          field,
          labelledText(field, l(`与第 ${seen} 行重复: ${v}`, `repeats row ${seen}: ${v}`), locale),
          locale,
        ),
      );
  }
  const repo = service.repo;
  const idOf = new Map<string, string>();
  const values = [...firstRow.keys()];
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await tx
      .select({ id: repo.table.id, key: repo.table[key] })
      .from(repo.table)
      .where(repo.tenantScope(ctx, inArray(repo.col(key), values.slice(i, i + 1000))));
    for (const r of rows) idOf.set(String(r.key), String(r.id));
  }
  const out = new Map<number, string>();
  for (const { row, body } of bodies) {
    const id = idOf.get(String(body[key] ?? ''));
    if (id !== undefined) out.set(row, id);
  }
  return out;
}

/** A row naming an existing record while the import does not cover: refused, saying how it could be. */
function duplicate(def: ResourceDef, row: number, body: Row, locale: Locale): ImportError {
  const [key] = def.unique[0];
  const field = def.fields.find((f) => f.name === key)!;
  const v = String(body[key]);
  return problem(
    row,
    field,
    labelledText(
      field,
      l(
        `已存在: ${v} (如需更新请选择覆盖已有数据)`,
        `already exists: ${v} (choose to cover existing records to update it)`,
      ),
      locale,
    ),
    locale,
  );
}

/** The one uploaded file (a part named `file`), within IMPORT_MAX_BYTES. */
async function uploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart())
    throw new AppError(
      415,
      l(
        'Content-Type 必须是 multipart/form-data, 带一个名为 file 的部分',
        'Content-Type must be multipart/form-data with a part named file',
      ),
    );
  let buf: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file')
        throw badRequest(l('请只上传一个名为 file 的文件', 'Send exactly one part, a file named file'));
      buf = await part.toBuffer();
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        413,
        l(
          `文件过大 (最大 ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
          `The file is too large (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
        ),
      );
    throw badRequest(l('请只上传一个名为 file 的文件', 'Send exactly one part, a file named file'));
  }
  if (!buf?.length) throw badRequest(l('请选择文件', 'Please choose a file'));
  return buf;
}

/** Registers the template and the import calls of a resource (its paths and their aliases). */
export function registerImportRoutes(
  app: FastifyInstance,
  service: ResourceService,
  urls: { template: string[]; upload: string[] },
  opts: { platformOnly: boolean; platformPath?: PlatformReason },
) {
  const def = service.def;
  const permission = `${def.permission}_import`;
  const tags = [def.label['en-US']];
  for (const url of urls.template)
    app.get(url, {
      config: { permission, platformOnly: opts.platformOnly, platformPath: opts.platformPath, paths: urls.template },
      schema: { tags, summary: `${def.label['zh-CN']} — the import template (.xlsx)` },
      handler: async (req, reply) => {
        const locale = requestLocale(req);
        const name = locale === 'zh-CN' ? `${def.label[locale]}-导入模板.xlsx` : `${def.label[locale]}-template.xlsx`;
        return sendWorkbook(reply, name, await importTemplate(app, service, req));
      },
    });
  app.register(async (scope) => {
    const { default: multipart } = await import('@fastify/multipart');
    // Multipart only for these calls: the rest of the API keeps refusing it.
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: IMPORT_MAX_BYTES },
      throwFileSizeLimit: true,
    });
    for (const url of urls.upload)
      scope.post(url, {
        config: { permission, platformOnly: opts.platformOnly, platformPath: opts.platformPath, paths: urls.upload },
        schema: {
          tags,
          summary:
            `${def.label['zh-CN']} — import rows from an .xlsx (all or nothing; ?progressId= names the progress pushes` +
            (def.importCovers ? '; ?isCovered=1 updates the records whose key the file names)' : ')'),
          consumes: ['multipart/form-data'],
        },
        handler: (req, reply) => importRows(app, service, req, reply),
      });
  });
}
