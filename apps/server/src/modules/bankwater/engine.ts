// What 银行流水 does with a company's files (WAVE3-BRIEF §5.5, the local engine): reading — every file through the
// readers (read/), layouts the user mapped applied by their header signature, overlapping files merged, each row
// categorised, the transactions kept in place of the last reading — and analysing — the figures of §5.3 over the
// transactions kept (holidays from the working calendar, the rent the lessee will owe), kept as a new result version
// with its workbook. A file that cannot be read at all is refused with its name before anything is written; a layout
// nobody knows leaves the analysis waiting for its mapping.
import { type Locale, type Localized, l } from '@flp/shared';
import {
  type BankTxn,
  type StatementAnalysis,
  type StatementParams,
  analyseStatement,
  categoriseAll,
  dedupeTxns,
  matchRent,
  paymentsToLessor,
  receiptWindow,
  relatedNames,
  relatedPartyFlows,
} from '@flp/shared/bankwater';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { DocumentError } from '../../platform/documents/document-error';
import { idsOf } from '../../platform/http/define-route';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { CalendarApi } from '../calendar';
import { type CustomerCard, customerCard } from '../customer';
import type { EnterpriseDataService } from '../enterprise';
import type { FileService } from '../resource';
import type { ProgressSink } from '../../platform/realtime/progress';
import type { WorkerPool } from '../../platform/workers/pool';
import type { ServicingApi } from '../servicing';
import { lessorOf, relatedPartiesOf } from './parties';
import type { ColumnMapping, StatementRead } from './read';
import { READ_STATEMENT_TASK, type ReadStatementInput } from './tasks';
import { bankwaterRepos } from './repos';
import { type CategorisedTxn, analysisWorkbook } from './report';
import { tenantRules } from './rules';

/** Bytes one statement file may have. */
export const STATEMENT_MAX_BYTES = 30 * 1024 * 1024;

/** What a file gave, as the order's reading summary keeps it (a few issues, not all). */
function fileSummary(fileId: string, name: string, read: StatementRead) {
  return {
    fileId,
    name,
    bank: read.bank,
    format: read.format,
    rows: read.txns.length,
    accounts: read.accounts,
    first: read.txns[0]?.txnDate ?? null,
    last: read.txns[read.txns.length - 1]?.txnDate ?? null,
    issues: read.issues.slice(0, 20),
    issueCount: read.issues.length,
    footers: read.footers,
    ...(read.needsMapping
      ? {
          needsMapping: true,
          signature: read.signature,
          header: read.header,
          missing: read.missing,
          sample: read.sample,
        }
      : {}),
  };
}

export interface EngineDeps {
  db: Db;
  files: FileService;
  calendar: CalendarApi;
  /** Worker threads: the files are read off the event loop. */
  workers: WorkerPool;
  /** The receipts recorded for a lessee (the rent matched to its statement). */
  servicing: Pick<ServicingApi, 'customerReceipts'>;
  /** The registry's shareholders and legal representative, where the tenant set the service up. */
  enterprise?: EnterpriseDataService;
}

export function bankwaterEngine(deps: EngineDeps) {
  const { db, files, calendar, workers } = deps;
  const r = bankwaterRepos;

  /** The analysed company as we hold it (whatever the caller's data scope: the order points at it). */
  async function companyOf(ctx: RequestContext, order: Row): Promise<CustomerCard> {
    const card = await customerCard(db, ctx, String(order.customerId));
    return (
      card ?? {
        id: String(order.customerId),
        name: '',
        custState: null,
        uscc: '',
        address: '',
        legalPerson: '',
        telephone: '',
        owner: null,
      }
    );
  }

  /** The tenant's rules applied to a statement's transactions, with the company's names and related parties. */
  async function categoriesOf(ctx: RequestContext, order: Row, txns: readonly BankTxn[]) {
    const company = await companyOf(ctx, order);
    const parties = await relatedPartiesOf(db, ctx, company, deps.enterprise);
    const { rules } = await tenantRules(db, ctx);
    return categoriseAll(txns, rules, {
      ownNames: company.name ? [company.name] : [],
      relatedParties: relatedNames(parties.related),
    });
  }

  /** The tenant's mappings of layouts, by header signature. */
  async function mappings(ctx: RequestContext) {
    const rows = await r.layout.list(db, beyondDataScope(ctx), { limit: 1000 });
    return new Map(rows.map((x) => [String(x.signature), x.mapping as ColumnMapping]));
  }

  /**
   * Statement files (attachments) read, each in a worker thread (a year of transactions is seconds of parsing),
   * telling how far it is; a file that cannot be read is a 400 naming it.
   */
  async function readFiles(ctx: RequestContext, fileIds: readonly string[], progress: ProgressSink = () => {}) {
    const known = await mappings(ctx);
    const found = await files.readNamed(db, ctx, fileIds, STATEMENT_MAX_BYTES);
    if (!found.length) throw badRequest(l('请先上传流水文件', 'Please upload the statement files first'));
    const out: { fileId: string; name: string; read: StatementRead }[] = [];
    const total = found.length * 2;
    for (const [i, f] of found.entries()) {
      const at = (done: number, step: Localized) =>
        progress({ done: i * 2 + done, total, step: l(`${f.name}: ${step['zh-CN']}`, `${f.name}: ${step['en-US']}`) });
      at(0, l('读取文件', 'reading the file'));
      try {
        const bytes = new Uint8Array(f.bytes);
        const input: ReadStatementInput = { bytes, name: f.name, fileId: f.id, mappings: known };
        const read = await workers.run<StatementRead>(READ_STATEMENT_TASK, input, {
          transfer: [bytes.buffer as ArrayBuffer],
          onProgress: (p) => at(p.done, p.step ?? l('读取文件', 'reading the file')),
        });
        out.push({ fileId: f.id, name: f.name, read });
      } catch (e) {
        if (!(e instanceof DocumentError)) throw e;
        throw badRequest(l(`${f.name}: ${e.localized['zh-CN']}`, `${f.name}: ${e.localized['en-US']}`));
      }
    }
    progress({ done: total, total, step: l('读取完成', 'read') });
    return out;
  }

  /** Reads the order's files and keeps their transactions (in place of the last reading): → the order as now. */
  async function parse(ctx: RequestContext, order: Row, progress?: ProgressSink) {
    const read = await readFiles(ctx, idsOf(order.files ? String(order.files) : null), progress);
    const waiting = read.filter((f) => f.read.needsMapping);
    const merged = dedupeTxns(read.filter((f) => !f.read.needsMapping).map((f) => f.read.txns));
    const categories = await categoriesOf(ctx, order, merged.txns);
    const accounts = new Map<string, Row>();
    for (const f of read) for (const a of f.read.accounts) accounts.set(`${a.bank}:${a.accountNo}`, { ...a });
    const txns = merged.txns;
    const state = waiting.length ? 'NEEDS_MAPPING' : txns.length ? 'PARSED' : 'PARSE_FAILED';
    return db.transaction(async (tx) => {
      await tx
        .delete(r.txn.table)
        .where(and(eq(r.txn.col('tenantId'), ctx.tenantId), eq(r.txn.col('orderId'), String(order.id))));
      await r.txn.insertMany(
        tx,
        ctx,
        txns.map((t, i) => ({ ...t, orderId: String(order.id), seq: i + 1, category: categories[i] })),
      );
      return r.order.update(tx, ctx, String(order.id), {
        waterState: state,
        txnCount: txns.length,
        periodFrom: txns[0]?.txnDate ?? null,
        periodTo: txns.reduce<string | null>((m, t) => (m === null || t.txnDate > m ? t.txnDate : m), null),
        accounts: [...accounts.values()],
        parseSummary: {
          files: read.map((f) => fileSummary(f.fileId, f.name, f.read)),
          dropped: merged.dropped,
          readAt: nowString(),
        },
      });
    });
  }

  /** The order's transactions as read, in their order. */
  async function transactions(ctx: RequestContext, orderId: string): Promise<CategorisedTxn[]> {
    const rows = await db
      .select()
      .from(r.txn.table)
      .where(
        and(eq(r.txn.col('tenantId'), ctx.tenantId), eq(r.txn.col('orderId'), orderId), eq(r.txn.col('isDeleted'), 0)),
      )
      .orderBy(asc(r.txn.col('seq')));
    return rows.map((x: Row) => ({
      bank: x.bank,
      accountNo: x.accountNo ?? '',
      accountName: x.accountName ?? '',
      txnDate: String(x.txnDate),
      txnTime: x.txnTime ?? '',
      direction: x.direction,
      amount: String(x.amount),
      balance: x.balance === null ? null : String(x.balance),
      currency: x.currency ?? 'CNY',
      counterpartyName: x.counterpartyName ?? '',
      counterpartyAccount: x.counterpartyAccount ?? '',
      counterpartyBank: x.counterpartyBank ?? '',
      summary: x.summary ?? '',
      purpose: x.purpose ?? '',
      remark: x.remark ?? '',
      serialNo: x.serialNo ?? '',
      fileRow: Number(x.fileRow ?? 0),
      fileId: x.fileId ?? undefined,
      category: x.category ?? undefined,
    })) as CategorisedTxn[];
  }

  /**
   * The kept transactions categorised again with the tenant's rules as they stand now, the files not read again
   * → how many there are and how many changed category.
   */
  async function recategorise(ctx: RequestContext, order: Row) {
    const txns = await transactions(ctx, String(order.id));
    if (!txns.length) throw badRequest(l('请先解析流水文件', 'Please read the statement files first'));
    const categories = await categoriesOf(ctx, order, txns);
    // Seq is the position the reading gave (1-based); one update per category the changed rows take.
    const byCategory = new Map<string, number[]>();
    txns.forEach((t, i) => {
      if (t.category === categories[i]) return;
      const seqs = byCategory.get(categories[i]) ?? [];
      seqs.push(i + 1);
      byCategory.set(categories[i], seqs);
    });
    await db.transaction(async (tx) => {
      // In slices: a statement of 100,000 rows would pass the driver's bound on parameters in one.
      for (const [category, seqs] of byCategory)
        for (let k = 0; k < seqs.length; k += 10_000)
          await tx
            .update(r.txn.table)
            .set({ category })
            .where(
              and(
                eq(r.txn.col('tenantId'), ctx.tenantId),
                eq(r.txn.col('orderId'), String(order.id)),
                inArray(r.txn.col('seq'), seqs.slice(k, k + 10_000)),
              ),
            );
    });
    const changed = [...byCategory.values()].reduce((n, seqs) => n + seqs.length, 0);
    return { total: txns.length, changed };
  }

  /** The rent the statement shows paid to us, against the receipts recorded for the company around its period. */
  async function rentOf(ctx: RequestContext, order: Row, txns: readonly BankTxn[]) {
    const lessor = await lessorOf(db, ctx);
    const first = txns[0]?.txnDate;
    const last = txns.reduce<string | undefined>(
      (m, t) => (m === undefined || t.txnDate > m ? t.txnDate : m),
      undefined,
    );
    if (!lessor || !first || !last) return { lessor, ...matchRent([], [], null) };
    const period = { from: first, to: last };
    const window = receiptWindow(period);
    const receipts = await deps.servicing.customerReceipts(db, ctx, String(order.customerId), window.from, window.to);
    return { lessor, ...matchRent(paymentsToLessor(txns, lessor), receipts, period) };
  }

  /**
   * Analyses the order's transactions as read: a new result version (the earlier ones kept) with the workbook of its
   * figures → the result.
   */
  async function analyse(
    ctx: RequestContext,
    order: Row,
    params: Partial<StatementParams> = {},
    locale: Locale = 'zh-CN',
  ) {
    if (order.waterState !== 'PARSED' && order.waterState !== 'DONE')
      throw badRequest(
        order.waterState === 'NEEDS_MAPPING'
          ? l(
              '有流水文件的格式尚未映射, 请先映射各列',
              'A statement file’s layout is not mapped yet; map its columns first',
            )
          : l('请先解析流水文件', 'Please read the statement files first'),
      );
    const txns = await transactions(ctx, String(order.id));
    const from = txns[0]?.txnDate;
    const to = txns[txns.length - 1]?.txnDate;
    const calendarDays = from && to ? await calendar.workingDays(db, ctx, from, to) : null;
    const card = await companyOf(ctx, order);
    const company = card.name;
    order = { ...order, customerName: company };
    const parties = await relatedPartiesOf(db, ctx, card, deps.enterprise);
    const analysis: StatementAnalysis = analyseStatement(txns, params, {
      isHoliday: calendarDays ? (day) => !calendarDays.isWorkingDay(day) : undefined,
      monthlyRent: order.monthlyRent ? String(order.monthlyRent) : undefined,
      ownNames: company ? [company] : [],
      relatedParties: relatedNames(parties.related),
    });
    // Which names counted as related and where each came from, with what the statement shows with each.
    const related = { parties: relatedPartyFlows(txns, parties.related, [company]), registry: parties.registry };
    const rent = await rentOf(ctx, order, txns);
    // Flags are kept by transaction number, only for the flagged ones.
    const flagged: Record<string, string> = {};
    analysis.transactions.flags.forEach((f, i) => {
      if (f.length) flagged[String(i + 1)] = f.join(',');
    });
    const metrics = {
      ...analysis,
      transactions: { ...analysis.transactions, flags: undefined },
      flagged,
      related,
      rent,
    };
    const all = beyondDataScope(ctx);
    return db.transaction(async (tx) => {
      const version = (await r.result.count(tx, all, eq(r.result.col('orderId'), String(order.id)))) + 1;
      const result = await r.result.insert(tx, ctx, {
        orderId: String(order.id),
        resultNo: `${order.orderNo}-${version}`,
        resultVersion: version,
        parameters: analysis.params,
        metrics,
      });
      const document = await files.attach(tx, ctx, {
        name: `${locale === 'en-US' ? 'Bank statement analysis' : '银行流水分析'}-${order.customerName ?? ''}-${order.orderNo}-${version}.xlsx`,
        bytes: analysisWorkbook(order, { ...analysis, related, rent }, txns, locale),
        businessType: 'bankwaterResult',
        businessId: result.id,
        kind: 'bank_statement_report',
      });
      await r.order.update(tx, ctx, String(order.id), { waterState: 'DONE', analysedAt: nowString() });
      return r.result.update(tx, ctx, result.id, { document });
    });
  }

  /** The latest result of orders (by order id). */
  async function latestResults(ctx: RequestContext, orderIds: string[]) {
    if (!orderIds.length) return new Map<string, Row>();
    const rows = await r.result.list(db, beyondDataScope(ctx), {
      where: [inArray(r.result.col('orderId'), orderIds)],
      query: { descs: 'resultVersion' },
      limit: 10_000,
    });
    const out = new Map<string, Row>();
    for (const x of rows) if (!out.has(String(x.orderId))) out.set(String(x.orderId), x);
    return out;
  }

  return { parse, analyse, recategorise, transactions, latestResults, readFiles };
}

export type BankwaterEngine = ReturnType<typeof bankwaterEngine>;
