// The calls of 发票 beyond the standard ones (WAVE3-BRIEF §6.1): recognition — verification (查验), recognitionSearch
// and getPageList (search by number, parties, dates, amounts, state, box), confirm / reopen (a draft confirmed by a
// person, a confirmed one back to draft); fileinfo — ocrInfo (read the files); box (invoiceRecongnintionLog/box) —
// getBoxDataByBoxId, saveBoxAndPro, removeByBoxId, removeIsUse (释放占用), use (占用), exportByBoxId (.xlsx).
import {
  INVOICE_BOX_API,
  INVOICE_FILE_API,
  INVOICE_PERMISSIONS as PERM,
  INVOICE_API,
  VERIFY_STATES,
  date,
  dict,
  id,
  ids,
  int,
  invoice,
  l,
  money,
  switchField,
  text,
} from '@flp/shared';
import type { InvoiceCheck } from '@flp/shared/invoice';
import { type SQL, eq, gte, ilike, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { sendXlsx } from '../../platform/http/excel';
import { bodyObject, defineRoute, idsOf } from '../../platform/http/define-route';
import { badRequest, conflict, forReader, invalidField, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { BoxActions } from './boxes';
import type { FileReader } from './files';
import { invoiceRepos } from './repos';
import type { InvoiceVerification } from './verify';

const INVOICE = `/api${INVOICE_API}`;
const FILE = `/api${INVOICE_FILE_API}`;
const BOX = `/api${INVOICE_BOX_API}`;
const TAGS = ['Invoices'];

const invoiceIds = ids('ids', l('发票', 'Invoices'), { required: l('请选择发票', 'please select the invoices') });
const invoiceId = id('id', l('发票', 'Invoice'), { required: l('请选择一条数据', 'Please select a record') });
const boxId = id('boxId', l('发票夹', 'Invoice box'), { required: l('请选择发票夹', 'please select the box') });

/** What recognitionSearch and getPageList search by. */
const SEARCH = [
  text('keyword', l('关键字', 'Keyword'), { max: 100 }),
  text('invoiceNumber', l('发票号码', 'Invoice number'), { max: 20 }),
  text('invoiceCode', l('发票代码', 'Invoice code'), { max: 12 }),
  text('sellerName', l('销售方', 'Seller'), { max: 100 }),
  text('buyerName', l('购买方', 'Buyer'), { max: 100 }),
  text('taxId', l('纳税人识别号', 'Tax id'), { max: 20 }),
  date('issueDateFrom', l('开票日期起', 'Issued from')),
  date('issueDateTo', l('开票日期止', 'Issued to')),
  money('amountMin', l('价税合计下限', 'Total at least')),
  money('amountMax', l('价税合计上限', 'Total at most')),
  dict('verifyStatus', l('查验状态', 'Verification'), 'invoice_verify_status', { options: VERIFY_STATES }),
  dict('confirmState', l('确认状态', 'Confirmation'), 'invoice_confirm_state', {
    options: invoice.fields.find((f) => f.name === 'confirmState')!.options,
  }),
  id('boxId', l('发票夹', 'Invoice box')),
  switchField('unfiled', l('未入夹', 'Not in a box')),
] as const;

interface Deps {
  db: Db;
  invoices: ResourceService<typeof invoice>;
  reader: FileReader;
  verification: InvoiceVerification;
  boxActions: BoxActions;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registerInvoiceRoutes(app: FastifyInstance, deps: Deps) {
  const { db, invoices, reader, verification, boxActions } = deps;
  const repo = invoiceRepos.invoice;

  /** The search's conditions. */
  function searchWhere(p: Row): SQL[] {
    const c = (f: string) => repo.col(f);
    const where: SQL[] = [];
    if (p.keyword) {
      const k = like(String(p.keyword));
      where.push(or(ilike(c('invoiceNumber'), k), ilike(c('sellerName'), k), ilike(c('buyerName'), k))!);
    }
    if (p.invoiceNumber) where.push(ilike(c('invoiceNumber'), like(String(p.invoiceNumber))));
    if (p.invoiceCode) where.push(eq(c('invoiceCode'), String(p.invoiceCode)));
    if (p.sellerName) where.push(ilike(c('sellerName'), like(String(p.sellerName))));
    if (p.buyerName) where.push(ilike(c('buyerName'), like(String(p.buyerName))));
    if (p.taxId) where.push(or(eq(c('sellerTaxId'), String(p.taxId)), eq(c('buyerTaxId'), String(p.taxId)))!);
    if (p.issueDateFrom) where.push(gte(c('issueDate'), String(p.issueDateFrom)));
    if (p.issueDateTo) where.push(lte(c('issueDate'), String(p.issueDateTo)));
    if (p.amountMin) where.push(gte(c('totalAmount'), String(p.amountMin)));
    if (p.amountMax) where.push(lte(c('totalAmount'), String(p.amountMax)));
    if (p.verifyStatus) where.push(eq(c('verifyStatus'), String(p.verifyStatus)));
    if (p.confirmState) where.push(eq(c('confirmState'), String(p.confirmState)));
    if (p.boxId) where.push(eq(c('boxId'), String(p.boxId)));
    if (Number(p.unfiled) === 1) where.push(isNull(c('boxId')));
    if (p.issueDateFrom && p.issueDateTo && String(p.issueDateFrom) > String(p.issueDateTo))
      throw invalidField('issueDateTo', l('开票日期止: 不能早于开票日期起', 'Issued to: cannot be before the start'));
    if (p.amountMin && p.amountMax && Number(p.amountMin) > Number(p.amountMax))
      throw invalidField(
        'amountMax',
        l('价税合计上限: 不能小于下限', 'Total at most: cannot be below the lower bound'),
      );
    return where;
  }

  const decorate = (ctx: RequestContext, rows: Row[]) =>
    invoices.decorate(
      { db, ctx },
      rows.map((r) => repo.toWire(r)),
    );

  defineRoute(app, {
    method: 'GET',
    url: `${INVOICE}/getPageList`,
    permission: PERM.view,
    tags: TAGS,
    summary: '发票 — a page of invoices by number, code, parties, tax id, issue dates, totals, states and box',
    params: SEARCH,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const page = await repo.page(db, ctx, {}, paging, { where: searchWhere(params as Row) });
      return { ...page, records: await decorate(ctx, page.records) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${INVOICE}/recognitionSearch`,
    permission: PERM.view,
    tags: TAGS,
    summary:
      '发票 — invoices matching a search (as getPageList), at most `size` (default 20, at most 100), for pickers',
    params: [...SEARCH, int('size', l('条数', 'Size'), { minValue: 1, maxValue: 100, defaultValue: 20 })],
    handler: async ({ ctx, params }) => {
      const rows = await repo.list(db, ctx, {
        where: searchWhere(params as Row),
        limit: Number(params.size),
      });
      return decorate(ctx, rows);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${INVOICE}/verification`,
    permission: PERM.verify,
    // Each invoice is asked of the provider outside any transaction, and recorded as it is answered.
    ownTransactions: true,
    tags: TAGS,
    summary:
      '发票 — 查验: each invoice verified with the tax bureau through the tenant’s provider (409 未配置发票查验服务 without one, nothing changed); answers each one’s state and the fields that differ',
    params: [invoiceIds],
    handler: async ({ ctx, params, req }) =>
      (await verification.verify(ctx, idsOf(params.ids))).map((r) => ({ ...r, message: forReader(r.message, req) })),
  });

  const invoiceOf = async (ctx: RequestContext, rawId: string) => {
    const [r] = await repo.findIds(db, ctx, [rawId]);
    if (!r) throw notFound(l('发票不存在', 'No such invoice'));
    return r;
  };

  defineRoute(app, {
    method: 'POST',
    url: `${INVOICE}/confirm`,
    permission: PERM.edit,
    tags: TAGS,
    summary:
      '发票 — a draft confirmed by a person (refused while its number, date, total or parties are missing, or an error check fails)',
    params: [invoiceId],
    handler: async ({ ctx, params }) => {
      const r = await invoiceOf(ctx, params.id);
      if (r.confirmState !== 'DRAFT') throw conflict(l('发票已确认', 'The invoice is confirmed already'));
      invoices.assertComplete(r);
      // The checks of its last save (a person's corrections are checked as they are saved).
      const checks = (r.checks ?? []) as InvoiceCheck[];
      const missing = checks.find((c) => c.code === 'fields.required' && !c.ok);
      const failed = checks.find((c) => c.level === 'error' && !c.ok);
      const problem = missing ?? failed;
      if (problem)
        throw badRequest(
          l(
            `发票校验未通过, 不能确认: ${problem.message['zh-CN']}`,
            `The invoice does not pass its checks and cannot be confirmed: ${problem.message['en-US']}`,
          ),
        );
      await invoices.transition(ctx, params.id, 'CONFIRMED');
      return invoices.detail(ctx, params.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${INVOICE}/reopen`,
    permission: PERM.edit,
    tags: TAGS,
    summary: '发票 — a confirmed invoice back to draft for correcting (refused while it backs a contract)',
    params: [invoiceId],
    handler: async ({ ctx, params }) => {
      const r = await invoiceOf(ctx, params.id);
      if (r.confirmState !== 'CONFIRMED') throw conflict(l('发票尚未确认', 'The invoice is not confirmed'));
      if (r.occupiedBy)
        throw conflict(l('发票已被合同占用, 请先释放占用', 'The invoice backs a contract; release its box first'));
      await invoices.transition(ctx, params.id, 'DRAFT');
      return invoices.detail(ctx, params.id);
    },
  });

  // ——— fileinfo ———
  defineRoute(app, {
    method: 'POST',
    url: `${FILE}/ocrInfo`,
    permission: PERM.add,
    // A PDF takes a moment to read, OCR seconds: files are read outside any transaction, each saved in its own.
    ownTransactions: true,
    tags: TAGS,
    summary:
      '发票文件 — read the files (ocr: 1 runs OCR on pictures and scans, 0 never; by default on pictures only): per file its state, the invoices saved, those recorded already, or why it could not be read',
    params: [
      ids('ids', l('发票文件', 'Invoice files'), { required: l('请选择发票文件', 'please select the invoice files') }),
      switchField('ocr', l('文字识别(OCR)', 'OCR')),
    ],
    handler: async ({ ctx, params, req }) => {
      const ocr = params.ocr === undefined || params.ocr === null ? undefined : Number(params.ocr) === 1;
      const results = await reader.read(ctx, idsOf(params.ids), { ocr });
      return results.map((r) => ({
        ...r,
        error: forReader(r.error, req),
        duplicates: r.duplicates.map((d) => ({ ...d, message: forReader(d.message, req) })),
      }));
    },
  });

  // ——— box ———
  defineRoute(app, {
    method: 'GET',
    url: `${BOX}/getBoxDataByBoxId`,
    permission: PERM.view,
    tags: TAGS,
    summary:
      '发票夹 — the box, its invoices, their sums and the checks of the whole (covers the financed amount, the lessee is the buyer on a 回租, drafts, unverified)',
    params: [boxId],
    handler: async ({ ctx, params }) => boxActions.boxData(ctx, params.boxId),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BOX}/saveBoxAndPro`,
    permission: (req) => (bodyObject(req.body).id || (req.query as Row)?.id ? PERM.edit : PERM.add),
    tags: TAGS,
    summary:
      '发票夹 — a box (new, or by id) and exactly the invoices listed (invoiceIds) in one save; refused (409) for an invoice another contract occupies, in another box, red-letter, void or reversed, or while the box is occupied',
    params: [id('id', l('发票夹', 'Invoice box')), text('invoiceIds', l('发票', 'Invoices'), { max: 20000 })],
    handler: async ({ ctx, req }) => {
      const body = { ...bodyObject(req.body) };
      const boxIdSaved = await boxActions.saveBoxAndPro(ctx, body);
      return boxActions.boxData(ctx, boxIdSaved);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BOX}/removeByBoxId`,
    permission: PERM.edit,
    tags: TAGS,
    summary:
      '发票夹 — invoices taken out of the box (ids; all of them when none are given); refused while it is occupied. Answers how many',
    params: [boxId, ids('ids', l('发票', 'Invoices'))],
    handler: async ({ ctx, params }) =>
      boxActions.removeInvoices(ctx, params.boxId, params.ids ? idsOf(params.ids) : null),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BOX}/use`,
    permission: PERM.use,
    tags: TAGS,
    summary:
      '发票夹 — 占用: its invoices back its contract’s financing (the contract active, the invoices confirmed, none red-letter, void, reversed or backing another contract). Answers how many',
    params: [id('id', l('发票夹', 'Invoice box'), { required: l('请选择发票夹', 'please select the box') })],
    handler: async ({ ctx, params }) => boxActions.occupy(ctx, params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BOX}/removeIsUse`,
    permission: PERM.use,
    tags: TAGS,
    summary: '发票夹 — 释放占用: the boxes’ invoices back their contracts no more (logged). Answers how many',
    params: [ids('ids', l('发票夹', 'Invoice boxes'), { required: l('请选择发票夹', 'please select the box') })],
    handler: async ({ ctx, params }) => boxActions.release(ctx, idsOf(params.ids)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BOX}/exportByBoxId`,
    permission: 'risk_invoice_export',
    ticket: true,
    tags: TAGS,
    summary: '发票夹 — the box’s invoices as an .xlsx, totals in the last row',
    params: [boxId],
    handler: async ({ ctx, params, reply }) => {
      const { name, sheet } = await boxActions.sheet(ctx, params.boxId);
      return sendXlsx(reply, name, [sheet]);
    },
  });
}
