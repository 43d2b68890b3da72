// An invoice as it is kept: what a reader found (or a person typed) with its lines, the checks of §6.2 worked out
// again at every save, the confidence its source and checks earn, and whether it is a draft a person confirms. Also
// the two rules of the register itself: an invoice is recorded once — the same code and number, or the number alone
// for a 数电 invoice, is refused naming the one recorded — and a red-letter invoice marks the blue one it reverses.
import {
  type InvoiceCheck,
  type InvoiceItem,
  type InvoiceSource,
  type ReadInvoice,
  checkInvoice,
  confidenceOf,
  emptyInvoice,
  invoiceTypeInfo,
} from '@flp/shared/invoice';
import { D } from '@flp/shared/finance';
import { type invoice, l } from '@flp/shared';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { conflict } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { invoiceRepos } from './repos';

/** Sources a read is certain enough from to stand without a person (when its checks pass). */
const CERTAIN: readonly string[] = ['xml', 'ofd-attach', 'ofd-tag', 'pdf-text'];

/** Today for the date check (an invoice cannot be issued later). */
export const today = () => formatDate(new Date());

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const str = (v: unknown) => (blank(v) ? null : String(v));

/** A stored (or submitted) invoice and its lines as the shared checks read them. */
export function asRead(row: Row, items: Row[]): ReadInvoice {
  const inv = emptyInvoice((row.source as InvoiceSource) ?? 'manual');
  for (const key of Object.keys(inv) as (keyof ReadInvoice)[]) {
    if (key === 'items' || key === 'source' || key === 'confidence' || key === 'isRedLetter') continue;
    (inv as unknown as Row)[key] = str(row[key]);
  }
  inv.isRedLetter = Number(row.isRedLetter ?? 0) === 1 || (str(row.totalAmount)?.startsWith('-') ?? false);
  inv.items = items.map(
    (it): InvoiceItem => ({
      itemName: String(it.itemName ?? ''),
      spec: str(it.spec),
      unit: str(it.unit),
      quantity: str(it.quantity),
      unitPrice: str(it.unitPrice),
      amount: str(it.amount),
      taxRate: str(it.taxRate),
      taxAmount: str(it.taxAmount),
      taxClassCode: str(it.taxClassCode),
    }),
  );
  return inv;
}

/** The lines' rates as one text: 13%, 6% (distinct, in order). */
const ratesOf = (items: { taxRate: string | null }[]) =>
  [...new Set(items.map((it) => it.taxRate).filter((r): r is string => !!r))].join(', ').slice(0, 60) || null;

/** A draft unless the read is certain, its number, date, amount and parties were read and no error check failed. */
export function confirmStateOf(source: string, checks: InvoiceCheck[], confidence: number) {
  const complete = checks.find((c) => c.code === 'fields.required')?.ok !== false;
  const failed = checks.some((c) => c.level === 'error' && !c.ok);
  const certain = CERTAIN.includes(source) || source === 'manual';
  return complete && !failed && certain && confidence >= 0.9 ? 'CONFIRMED' : 'DRAFT';
}

/** The values the checks decide: the checks themselves, the confidence, the rates, the red-letter flag. */
export function judged(inv: ReadInvoice, source: string) {
  const checks = checkInvoice(inv, { today: today() });
  const confidence = Math.min(inv.confidence || 1, confidenceOf(source as InvoiceSource, checks));
  return {
    checks,
    confidence: confidence.toFixed(2),
    taxRates: ratesOf(inv.items),
    isRedLetter: inv.totalAmount?.startsWith('-') || inv.isRedLetter ? 1 : 0,
  };
}

/** A unit price or quantity as the column keeps it (8 places at most). */
const places8 = (v: string | null) => (v === null ? null : new D(v).toDecimalPlaces(8).toFixed());

/** A reader's invoice as the row and lines to insert (its checks as the reader made them). */
export function rowOfRead(inv: ReadInvoice & { checks: InvoiceCheck[] }) {
  const confidence = inv.confidence;
  const row: Row = {
    invoiceType: inv.invoiceType,
    invoiceCode: inv.invoiceCode,
    invoiceNumber: inv.invoiceNumber,
    issueDate: inv.issueDate,
    checkCode: inv.checkCode,
    machineNo: inv.machineNo,
    buyerName: inv.buyerName?.slice(0, 100) ?? null,
    buyerTaxId: inv.buyerTaxId?.slice(0, 20) ?? null,
    buyerAddrTel: inv.buyerAddrTel?.slice(0, 200) ?? null,
    buyerBank: inv.buyerBank?.slice(0, 200) ?? null,
    sellerName: inv.sellerName?.slice(0, 100) ?? null,
    sellerTaxId: inv.sellerTaxId?.slice(0, 20) ?? null,
    sellerAddrTel: inv.sellerAddrTel?.slice(0, 200) ?? null,
    sellerBank: inv.sellerBank?.slice(0, 200) ?? null,
    amountExclTax: inv.amountExclTax,
    taxAmount: inv.taxAmount,
    totalAmount: inv.totalAmount,
    totalInWords: inv.totalInWords?.slice(0, 60) ?? null,
    otherCharges: inv.otherCharges,
    taxRates: ratesOf(inv.items),
    remark: inv.remark?.slice(0, 500) ?? null,
    drawer: inv.drawer?.slice(0, 20) ?? null,
    payee: inv.payee?.slice(0, 20) ?? null,
    reviewer: inv.reviewer?.slice(0, 20) ?? null,
    isRedLetter: inv.isRedLetter ? 1 : 0,
    redLetterOf: inv.redLetterOf?.slice(0, 40) ?? null,
    isVoid: 0,
    source: inv.source,
    confidence: confidence.toFixed(2),
    checks: inv.checks,
    confirmState: confirmStateOf(inv.source, inv.checks, confidence),
    verifyStatus: 'UNVERIFIED',
    verifyCount: 0,
  };
  const items = inv.items.map((it) => ({
    itemName: it.itemName.slice(0, 200) || '—',
    spec: it.spec?.slice(0, 100) ?? null,
    unit: it.unit?.slice(0, 20) ?? null,
    quantity: places8(it.quantity),
    unitPrice: places8(it.unitPrice),
    amount: it.amount,
    taxRate: it.taxRate?.slice(0, 10) ?? null,
    taxAmount: it.taxAmount,
    taxClassCode: it.taxClassCode?.slice(0, 19) ?? null,
  }));
  return { row, items };
}

/** Whether an invoice is numbered as 数电 (20 digits, no code): its number alone names it. */
export const isDigital = (r: { invoiceType?: unknown; invoiceNumber?: unknown; invoiceCode?: unknown }) => {
  const info = invoiceTypeInfo(str(r.invoiceType));
  if (info) return info.numbering === 'digital';
  return /^\d{20}$/.test(String(r.invoiceNumber ?? '')) && blank(r.invoiceCode);
};

/**
 * The invoice already recorded under the same code and number (the number alone for 数电), anywhere in the tenant —
 * whoever can see it: a duplicate is a duplicate — or undefined.
 */
export async function recorded(tx: Db, ctx: RequestContext, r: Row, selfId?: string): Promise<Row | undefined> {
  const number = str(r.invoiceNumber);
  if (!number) return undefined;
  const repo = invoiceRepos.invoice;
  const code = str(r.invoiceCode);
  const where = [
    eq(repo.col('invoiceNumber'), number),
    ...(isDigital(r)
      ? []
      : [
          code
            ? eq(repo.col('invoiceCode'), code)
            : or(isNull(repo.col('invoiceCode')), eq(repo.col('invoiceCode'), ''))!,
        ]),
    ...(selfId ? [ne(repo.col('id'), selfId)] : []),
  ];
  const [found] = await repo.list(tx, beyondDataScope(ctx), { where: [and(...where)!], limit: 1 });
  return found;
}

/** Who an invoice is to a person: its code and number. */
export const nameOf = (r: Row) => [str(r.invoiceCode), str(r.invoiceNumber)].filter(Boolean).join(' ');

/** The 409 of a duplicate, naming the invoice recorded and where it is filed. */
export async function duplicateError(tx: Db, ctx: RequestContext, existing: Row) {
  const box = existing.boxId
    ? (await invoiceRepos.box.findIds(tx, beyondDataScope(ctx), [String(existing.boxId)]))[0]
    : undefined;
  const where = box ? l(`, 在发票夹 ${box.boxNo}`, `, in box ${box.boxNo}`) : l('', '');
  return conflict(
    l(
      `发票 ${nameOf(existing)} 已录入 (${existing.createTime ?? ''}${where['zh-CN']}), 不能重复录入`,
      `Invoice ${nameOf(existing)} is already recorded (${existing.createTime ?? ''}${where['en-US']}); it is not recorded twice`,
    ),
  );
}

/**
 * A red-letter invoice and the blue one it names: the blue is marked reversed by the red (whichever was recorded
 * first). `red` is the red-letter row just saved, or a blue one just saved whose red may be there already.
 */
export async function linkRedLetter(tx: Db, ctx: RequestContext, saved: Row) {
  const repo = invoiceRepos.invoice;
  const all = beyondDataScope(ctx);
  if (Number(saved.isRedLetter) === 1 && saved.redLetterOf) {
    const of = String(saved.redLetterOf).replace(/\s+/g, ' ').trim();
    const [code, number] = of.includes(' ') ? of.split(' ') : [null, of];
    const [blue] = await repo.list(tx, all, {
      where: [
        and(
          eq(repo.col('invoiceNumber'), number),
          eq(repo.col('isRedLetter'), 0),
          ...(code ? [eq(repo.col('invoiceCode'), code)] : []),
        )!,
      ],
      limit: 1,
    });
    if (blue && !blue.reversedBy) await repo.update(tx, all, String(blue.id), { reversedBy: saved.id });
    return;
  }
  if (Number(saved.isRedLetter) === 0 && saved.invoiceNumber) {
    const key = saved.invoiceCode ? `${saved.invoiceCode} ${saved.invoiceNumber}` : String(saved.invoiceNumber);
    const [red] = await repo.list(tx, all, {
      where: [
        and(
          eq(repo.col('isRedLetter'), 1),
          inArray(repo.col('redLetterOf'), [...new Set([key, String(saved.invoiceNumber)])]),
        )!,
      ],
      limit: 1,
    });
    if (red && !saved.reversedBy) await repo.update(tx, all, String(saved.id), { reversedBy: red.id });
  }
}

/** The fields that name an invoice: a change of one of them makes an earlier verification moot. */
const IDENTITY = ['invoiceCode', 'invoiceNumber', 'issueDate', 'totalAmount', 'amountExclTax', 'checkCode'];

/** Items of a body (the submitted lines) or, when it sends none, the stored ones. */
async function itemsFor(h: HookContext, body: Row, id?: string): Promise<Row[]> {
  if (Array.isArray(body.items)) return body.items as Row[];
  if (!id) return [];
  const repo = invoiceRepos.item;
  return repo.list(h.tx, beyondDataScope(h.ctx), { where: [eq(repo.col('invoiceId'), id)], limit: 2000 });
}

/** Typed in or corrected by a person: checked again; a duplicate refused; a changed identity verified afresh. */
export const invoiceHooks: ResourceHooks<typeof invoice> = {
  serverFields: [
    'taxRates',
    'isRedLetter',
    'reversedBy',
    'isVoid',
    'source',
    'confidence',
    'checks',
    'verifyStatus',
    'verifyTime',
    'verifyCount',
    'verifyResult',
    'fileId',
    'boxId',
    'occupiedBy',
    'occupiedAmount',
  ],
  async beforeCreate(h, values, body) {
    const v = values as Row;
    const existing = await recorded(h.tx, h.ctx, v);
    if (existing) throw await duplicateError(h.tx, h.ctx, existing);
    const inv = asRead({ ...v, source: 'manual' }, await itemsFor(h, body));
    inv.confidence = 1;
    const j = judged(inv, 'manual');
    Object.assign(v, j, {
      source: 'manual',
      verifyStatus: 'UNVERIFIED',
      verifyCount: 0,
      isVoid: 0,
      confirmState: confirmStateOf('manual', j.checks, Number(j.confidence)),
    });
  },
  async beforeUpdate(h, values, current, body) {
    const v = values as Row;
    const merged = { ...(current as Row), ...v };
    if (IDENTITY.some((k) => k in v && str(v[k]) !== str((current as Row)[k]))) {
      const existing = await recorded(h.tx, h.ctx, merged, String(current.id));
      if (existing) throw await duplicateError(h.tx, h.ctx, existing);
      Object.assign(v, { verifyStatus: 'UNVERIFIED', verifyTime: null, verifyResult: null, isVoid: 0 });
    }
    const source = String(current.source ?? 'manual');
    const inv = asRead(merged, await itemsFor(h, body, String(current.id)));
    inv.confidence = source === 'ocr' ? Math.min(0.7, Number(current.confidence ?? 0.7)) : 1;
    Object.assign(v, judged(inv, source));
  },
  async afterWrite(h, row) {
    await linkRedLetter(h.tx, h.ctx, row as Row);
  },
  async beforeRemove(h, rows) {
    const filed = rows.find((r) => r.boxId);
    if (filed) {
      const [box] = await invoiceRepos.box.findIds(h.tx, beyondDataScope(h.ctx), [String(filed.boxId)]);
      throw conflict(
        l(
          `发票 ${nameOf(filed as Row)} 在发票夹 ${box?.boxNo ?? ''} 中, 请先移出发票夹`,
          `Invoice ${nameOf(filed as Row)} is in box ${box?.boxNo ?? ''}; take it out of the box first`,
        ),
      );
    }
  },
  async afterRemove(h, rows) {
    const all = beyondDataScope(h.ctx);
    const repo = invoiceRepos.invoice;
    const ids = rows.map((r) => String(r.id));
    // A removed red-letter invoice no longer reverses its blue one.
    for (const blue of await repo.list(h.tx, all, { where: [inArray(repo.col('reversedBy'), ids)], limit: 2000 }))
      await repo.update(h.tx, all, String(blue.id), { reversedBy: null });
    // The files they were read from list them no more.
    const fileIds = [
      ...new Set(
        rows
          .map((r) => r.fileId)
          .filter(Boolean)
          .map(String),
      ),
    ];
    for (const file of await invoiceRepos.file.findIds(h.tx, all, fileIds)) {
      const kept = String(file.invoiceIds ?? '')
        .split(',')
        .filter((id) => id && !ids.includes(id));
      await invoiceRepos.file.update(h.tx, all, String(file.id), {
        invoiceIds: kept.join(',') || null,
        invoiceCount: kept.length,
      });
    }
  },
};
