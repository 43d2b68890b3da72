// 发票夹: invoices filed together for a project or contract (saveBoxAndPro: the box and exactly these invoices, in one
// transaction), its count and total kept at every change. A box of a contract occupies its invoices (占用: they back
// that contract's financing) until released (removeIsUse) — the guard against one invoice backing two financings:
// an invoice occupied by one active contract cannot join another contract's box (409 naming the contract); an
// invoice is in one box at a time; an occupied box's invoices do not change until it is released; a red-letter, void
// or reversed invoice never joins; only confirmed invoices are occupied. A contract that ends (已终止, 项目结项) lets
// its invoices go in the transaction that ends it (releaseEnded, told by the contract module); one ended before that
// was built lets an invoice go when it moves on. Every occupation and release is logged per invoice, with why.
import {
  CONTRACT_STATES,
  type Localized,
  LEASE_TYPES,
  contract,
  customer,
  fieldLabel,
  invoiceBox,
  l,
  project,
} from '@flp/shared';
import { D } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import { and, eq, inArray } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import type { SheetSpec } from '../../platform/http/excel';
import { badRequest, conflict, invalidField, labelled, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { NumberingService } from '../numbering';
import { writeLog } from './log';
import { invoiceRepos } from './repos';
import { nameOf } from './values';

export const BOX_NUMBERING = 'invoice_box';

const boxLabel = (field: string) => fieldLabel(invoiceBox, field);
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** The contract's number and name, as a person names it. */
const contractName = (c: Row | undefined) =>
  c ? `${c.contractNo ?? ''}${c.contractName ? ` (${c.contractName})` : ''}` : '';

async function contractOf(tx: Db, ctx: RequestContext, id: unknown): Promise<Row | undefined> {
  if (!str(id)) return undefined;
  const [c] = await repositoryOf(contract).findIds(tx, beyondDataScope(ctx), [String(id)]);
  return c;
}

const active = (c: Row | undefined) => !!c && c.contractState !== CONTRACT_STATES.terminated;

/** The box's count and total from the invoices in it. */
async function recount(tx: Db, ctx: RequestContext, boxId: string) {
  const repo = invoiceRepos.invoice;
  const all = beyondDataScope(ctx);
  const rows = await repo.list(tx, all, { where: [eq(repo.col('boxId'), boxId)], limit: 5000 });
  const total = rows.reduce((s, r) => s.plus(new D(String(r.totalAmount ?? 0))), new D(0));
  await invoiceRepos.box.update(tx, all, boxId, { count: rows.length, totalAmount: total.toFixed(2) });
}

/** The box's project and customer filled from its contract (and the customer from its project) when not given. */
async function completeLinks(h: HookContext, v: Row, current?: Row) {
  const merged = { ...current, ...v };
  const all = beyondDataScope(h.ctx);
  if (str(merged.contractId)) {
    const c = await contractOf(h.tx, h.ctx, merged.contractId);
    if (c && str(merged.projectId) && String(c.projectId) !== String(merged.projectId))
      throw invalidField(
        'contractId',
        labelled(boxLabel('contractId'), l('不是所选项目的合同', 'is not a contract of the project chosen')),
      );
    if (c && !str(merged.projectId)) v.projectId = c.projectId;
    if (c && !str(merged.customerId)) v.customerId = c.customerId;
  }
  const projectId = str(v.projectId ?? merged.projectId);
  if (projectId && !str(v.customerId ?? merged.customerId)) {
    const [p] = await repositoryOf(project).findIds(h.tx, all, [projectId]);
    if (p) v.customerId = p.customerId;
  }
}

export const boxHooks: ResourceHooks<typeof invoiceBox> = {
  serverFields: ['boxNo', 'count', 'totalAmount', 'isUse'],
  async beforeCreate(h, values) {
    const v = values as Row;
    await completeLinks(h, v);
    Object.assign(v, {
      boxNo: await NumberingService.next(h.tx, h.ctx, BOX_NUMBERING),
      count: 0,
      totalAmount: '0.00',
      isUse: 0,
    });
  },
  async beforeUpdate(h, values, current) {
    const v = values as Row;
    if (Number(current.isUse) === 1)
      for (const field of ['contractId', 'projectId', 'customerId'])
        if (field in v && str(v[field]) !== str((current as Row)[field]))
          throw conflict(
            l(
              `发票夹 ${current.boxNo} 已占用, 请先释放占用再修改${boxLabel(field)['zh-CN']}`,
              `Box ${current.boxNo} is occupied; release it before changing its ${boxLabel(field)['en-US'].toLowerCase()}`,
            ),
          );
    await completeLinks(h, v, current as Row);
  },
  async beforeRemove(_h, rows) {
    const used = rows.find((r) => Number(r.isUse) === 1);
    if (used)
      throw conflict(l(`发票夹 ${used.boxNo} 已占用, 请先释放占用`, `Box ${used.boxNo} is occupied; release it first`));
  },
  async afterRemove(h, rows) {
    // Its invoices are unfiled, not removed.
    const repo = invoiceRepos.invoice;
    const all = beyondDataScope(h.ctx);
    const filed = await repo.list(h.tx, all, {
      where: [
        inArray(
          repo.col('boxId'),
          rows.map((r) => String(r.id)),
        ),
      ],
      limit: 5000,
    });
    for (const inv of filed) await repo.update(h.tx, all, String(inv.id), { boxId: null });
  },
};

/** Why an invoice cannot be filed (or occupied), or null. */
export function unfit(inv: Row): Localized | null {
  const who = nameOf(inv);
  if (Number(inv.isRedLetter) === 1)
    return l(`发票 ${who} 是红字发票, 不能入夹`, `Invoice ${who} is a red-letter invoice and cannot be filed`);
  if (Number(inv.isVoid) === 1 || inv.verifyStatus === 'VOID')
    return l(`发票 ${who} 已作废, 不能入夹`, `Invoice ${who} is voided and cannot be filed`);
  if (inv.reversedBy || inv.verifyStatus === 'REVERSED')
    return l(`发票 ${who} 已红冲, 不能入夹`, `Invoice ${who} has been reversed and cannot be filed`);
  return null;
}

/**
 * One invoice backs its contract no more (occupiedBy and the amount cleared; taken out of its box too with `unfile`),
 * logged with why — never removed.
 */
async function releaseInvoice(h: HookContext, inv: Row, why: Localized, unfile = false) {
  await invoiceRepos.invoice.update(h.tx, beyondDataScope(h.ctx), String(inv.id), {
    occupiedBy: null,
    occupiedAmount: null,
    ...(unfile ? { boxId: null } : {}),
  });
  await writeLog(h.tx, h.ctx, {
    action: 'RELEASE',
    invoiceId: String(inv.id),
    invoiceNumber: nameOf(inv),
    boxId: str(inv.boxId),
    contractId: str(inv.occupiedBy),
    ok: 1,
    message: why,
  });
}

/**
 * The financing a contract backed has ended (its project closed, 项目结项: the contract 已终止): every invoice it
 * occupies is released, each logged saying why, and its boxes are occupied no more — the invoices stay filed in them,
 * as the record of what backed it. In the caller's transaction; the number released.
 */
export async function releaseEnded(h: HookContext, contractId: string): Promise<number> {
  const all = beyondDataScope(h.ctx);
  const repo = invoiceRepos.invoice;
  const c = await contractOf(h.tx, h.ctx, contractId);
  const held = await repo.list(h.tx, all, { where: [eq(repo.col('occupiedBy'), contractId)], limit: 5000 });
  for (const inv of held)
    await releaseInvoice(
      h,
      inv,
      l(
        `合同 ${contractName(c)} 已终止(项目结项), 发票 ${nameOf(inv)} 的占用已释放`,
        `Contract ${contractName(c)} has ended (its project closed); invoice ${nameOf(inv)} is released`,
      ),
    );
  const b = invoiceRepos.box;
  const boxes = await b.list(h.tx, all, {
    where: [and(eq(b.col('contractId'), contractId), eq(b.col('isUse'), 1))!],
    limit: 5000,
  });
  for (const box of boxes) await b.update(h.tx, all, String(box.id), { isUse: 0 });
  if (boxes.length)
    h.changed(
      invoiceBox.name,
      'release',
      boxes.map((x) => String(x.id)),
    );
  return held.length;
}

export interface BoxDeps {
  db: Db;
  boxes: ResourceService<typeof invoiceBox>;
}

export function boxActions({ db, boxes }: BoxDeps) {
  const repo = invoiceRepos.invoice;

  async function boxOf(tx: Db, ctx: RequestContext, id: string, lock = false): Promise<Row> {
    const [found] = await invoiceRepos.box.findIds(tx, ctx, [id]);
    if (!found) throw notFound(l(`发票夹不存在: ${id}`, `No such invoice box: ${id}`));
    return lock ? invoiceRepos.box.lockById(tx, ctx, id) : found;
  }

  /**
   * The invoice's occupation by a contract other than `contractId`: a 409 naming that contract while it is active; an
   * ended contract's occupation released here (logged) so the invoice may move on.
   */
  async function guardOccupied(h: HookContext, inv: Row, contractId: string | null) {
    if (!inv.occupiedBy || String(inv.occupiedBy) === String(contractId ?? '')) return;
    const holder = await contractOf(h.tx, h.ctx, inv.occupiedBy);
    if (active(holder))
      throw conflict(
        l(
          `发票 ${nameOf(inv)} 已被合同 ${contractName(holder)} 占用, 不能用于其他合同`,
          `Invoice ${nameOf(inv)} backs contract ${contractName(holder)} and cannot back another`,
        ),
      );
    const all = beyondDataScope(h.ctx);
    if (inv.boxId) {
      const [old] = await invoiceRepos.box.findIds(h.tx, all, [String(inv.boxId)]);
      if (old) await invoiceRepos.box.update(h.tx, all, String(old.id), { isUse: 0 });
    }
    const why = l(
      `合同 ${contractName(holder)} 已终止, 发票 ${nameOf(inv)} 的占用已释放`,
      `Contract ${contractName(holder)} has ended; invoice ${nameOf(inv)} is released`,
    );
    await releaseInvoice(h, inv, why, true);
    if (inv.boxId) await recount(h.tx, h.ctx, String(inv.boxId));
    inv.boxId = null;
    inv.occupiedBy = null;
  }

  /** The box holds exactly `ids` afterwards (see the header for what is refused). */
  async function setMembers(h: HookContext, box: Row, ids: string[]) {
    const all = beyondDataScope(h.ctx);
    const inBox = await repo.list(h.tx, all, { where: [eq(repo.col('boxId'), String(box.id))], limit: 5000 });
    const current = new Set(inBox.map((r) => String(r.id)));
    const wanted = new Set(ids);
    const adding = ids.filter((id) => !current.has(id));
    const taking = [...current].filter((id) => !wanted.has(id));
    if (!adding.length && !taking.length) return;
    if (Number(box.isUse) === 1)
      throw conflict(
        l(
          `发票夹 ${box.boxNo} 已占用, 请先释放占用再调整其中的发票`,
          `Box ${box.boxNo} is occupied; release it before changing its invoices`,
        ),
      );
    const found = await repo.findIds(h.tx, h.ctx, adding);
    const missing = adding.filter((id) => !found.some((r) => String(r.id) === id));
    if (missing.length)
      throw invalidField(
        'invoiceIds',
        l(`发票: 发票不存在: ${missing.join(', ')}`, `Invoices: no such invoice: ${missing.join(', ')}`),
      );
    for (const inv of found) {
      const problem = unfit(inv);
      if (problem) throw conflict(problem);
      await guardOccupied(h, inv, str(box.contractId));
      if (inv.boxId && String(inv.boxId) !== String(box.id)) {
        const [other] = await invoiceRepos.box.findIds(h.tx, all, [String(inv.boxId)]);
        throw conflict(
          l(
            `发票 ${nameOf(inv)} 已在发票夹 ${other?.boxNo ?? inv.boxId} 中, 请先从该发票夹移出`,
            `Invoice ${nameOf(inv)} is in box ${other?.boxNo ?? inv.boxId}; take it out of that box first`,
          ),
        );
      }
      await repo.update(h.tx, all, String(inv.id), {
        boxId: box.id,
        ...(str(inv.customerId) ? {} : { customerId: box.customerId ?? null }),
        ...(str(inv.projectId) ? {} : { projectId: box.projectId ?? null }),
      });
    }
    for (const id of taking) await repo.update(h.tx, all, id, { boxId: null });
    await recount(h.tx, h.ctx, String(box.id));
  }

  /** The ids of a body's invoice list (a comma list or an array), each a plain id. */
  function idsOfBody(v: unknown): string[] {
    const list = Array.isArray(v) ? v.map(String) : String(v ?? '').split(',');
    const ids = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
    const bad = ids.find((id) => !/^\d{1,19}$/.test(id));
    if (bad) throw invalidField('invoiceIds', l(`发票: 不是有效的编号: ${bad}`, `Invoices: not a valid id: ${bad}`));
    return ids;
  }

  /** The box's invoices, oldest filed first. */
  async function invoicesOf(ctx: RequestContext, boxId: string): Promise<Row[]> {
    return repo.list(db, beyondDataScope(ctx), {
      where: [eq(repo.col('boxId'), boxId)],
      query: { ascs: 'issueDate,id' },
      limit: 5000,
    });
  }

  /** What a box's invoices add up to against its contract, as checks a person reads (warnings, never blocking). */
  async function checksOf(ctx: RequestContext, box: Row, invoices: Row[]) {
    const all = beyondDataScope(ctx);
    const out: { level: 'error' | 'warn' | 'ok'; message: Localized }[] = [];
    const c = await contractOf(db, ctx, box.contractId);
    const lessee = box.customerId
      ? (await repositoryOf(customer).findIds(db, all, [String(box.customerId)]))[0]
      : undefined;
    const leaseback = Number(c?.leaseType) === LEASE_TYPES.leaseback;
    const total = invoices.reduce((s, r) => s.plus(new D(String(r.totalAmount ?? 0))), new D(0));
    if (c?.financeAmount) {
      const financed = new D(String(c.financeAmount));
      const [sum, fin] = [formatAmount(total.toFixed(2)), formatAmount(financed.toFixed(2))];
      out.push(
        total.gte(financed)
          ? {
              level: 'ok',
              message: l(
                `发票价税合计 ${sum} 覆盖融资金额 ${fin}`,
                `The invoices' total ${sum} covers the financed ${fin}`,
              ),
            }
          : {
              level: 'warn',
              message: l(
                `发票价税合计 ${sum} 不足融资金额 ${fin}`,
                `The invoices' total ${sum} is short of the financed ${fin}`,
              ),
            },
      );
    }
    const taxId = str(lessee?.creditCode);
    if (leaseback && box.purpose === 'ASSET' && taxId) {
      const others = invoices.filter((r) => str(r.buyerTaxId) && r.buyerTaxId !== taxId);
      if (others.length)
        out.push({
          level: 'warn',
          message: l(
            `售后回租的租赁物发票购买方应为承租人 ${lessee?.compname}: ${others.map(nameOf).join(', ')} 不是`,
            `A sale-leaseback's asset invoices are the lessee's (${lessee?.compname}) purchases: ${others.map(nameOf).join(', ')} are not`,
          ),
        });
    }
    const signed = str(c?.signDate);
    if (signed) {
      const late = invoices.filter((r) => str(r.issueDate) && String(r.issueDate) > signed);
      if (late.length)
        out.push({
          level: 'warn',
          message: l(
            `开票日期晚于合同签订日 ${signed}: ${late.map(nameOf).join(', ')}`,
            `Issued after the contract was signed (${signed}): ${late.map(nameOf).join(', ')}`,
          ),
        });
    }
    const drafts = invoices.filter((r) => r.confirmState !== 'CONFIRMED');
    if (drafts.length)
      out.push({
        level: 'warn',
        message: l(
          `待确认的发票: ${drafts.map(nameOf).join(', ')}`,
          `Invoices to confirm: ${drafts.map(nameOf).join(', ')}`,
        ),
      });
    const unverified = invoices.filter((r) => r.verifyStatus !== 'MATCH');
    if (unverified.length)
      out.push({
        level: 'warn',
        message: l(
          `未查验一致的发票 ${unverified.length} 张 (查验需配置发票查验服务)`,
          `${unverified.length} invoice(s) not verified as matching (verification needs the invoice verification service)`,
        ),
      });
    for (const r of invoices) {
      const problem = unfit(r);
      if (problem) out.push({ level: 'error', message: problem });
    }
    return out;
  }

  return {
    idsOfBody,
    invoicesOf,

    /** A box (new, or updated by id) and exactly these invoices, in one transaction → the box's data. */
    async saveBoxAndPro(ctx: RequestContext, body: Row) {
      const { invoiceIds, invoices, ...fields } = body;
      const ids = idsOfBody(invoiceIds ?? invoices);
      const id = await boxes.write(ctx, {}, async (h) => {
        const saved = fields.id
          ? await boxes.update(ctx, fields, { within: h })
          : await boxes.create(ctx, fields, { within: h });
        await setMembers(h, await boxOf(h.tx, h.ctx, String(saved.id), true), ids);
        return String(saved.id);
      });
      return id;
    },

    /** Invoices taken out of a box (all of them without ids); refused while it is occupied. */
    async removeInvoices(ctx: RequestContext, boxId: string, ids: string[] | null) {
      return boxes.write(ctx, {}, async (h) => {
        const box = await boxOf(h.tx, h.ctx, boxId, true);
        const inBox = await repo.list(h.tx, beyondDataScope(ctx), {
          where: [eq(repo.col('boxId'), boxId)],
          limit: 5000,
        });
        const keep = ids === null ? [] : inBox.map((r) => String(r.id)).filter((id) => !ids.includes(id));
        await setMembers(h, box, keep);
        return inBox.length - keep.length;
      });
    },

    /** 占用: the box's invoices back its contract's financing (see the header for what is refused). */
    async occupy(ctx: RequestContext, boxId: string) {
      return boxes.write(ctx, {}, async (h) => {
        const all = beyondDataScope(ctx);
        const box = await boxOf(h.tx, h.ctx, boxId, true);
        if (Number(box.isUse) === 1)
          throw conflict(l(`发票夹 ${box.boxNo} 已占用`, `Box ${box.boxNo} is occupied already`));
        const c = await contractOf(h.tx, h.ctx, box.contractId);
        if (!c)
          throw badRequest(
            l(
              `发票夹 ${box.boxNo} 未关联合同, 不能占用; 请先选择合同`,
              `Box ${box.boxNo} names no contract to back; choose the contract first`,
            ),
          );
        if (!active(c))
          throw conflict(l(`合同 ${contractName(c)} 已终止, 不能占用`, `Contract ${contractName(c)} has ended`));
        const inBox = await repo.list(h.tx, all, { where: [eq(repo.col('boxId'), boxId)], limit: 5000 });
        if (!inBox.length) throw badRequest(l(`发票夹 ${box.boxNo} 中没有发票`, `Box ${box.boxNo} holds no invoice`));
        for (const inv of inBox) {
          const problem = unfit(inv);
          if (problem) throw conflict(problem);
          if (inv.confirmState !== 'CONFIRMED')
            throw conflict(
              l(`发票 ${nameOf(inv)} 待确认, 请先确认`, `Invoice ${nameOf(inv)} is to be confirmed first`),
            );
          await guardOccupied(h, inv, String(c.id));
        }
        for (const inv of inBox) {
          await repo.update(h.tx, all, String(inv.id), { occupiedBy: c.id, occupiedAmount: inv.totalAmount });
          await writeLog(h.tx, ctx, {
            action: 'OCCUPY',
            invoiceId: String(inv.id),
            invoiceNumber: nameOf(inv),
            boxId,
            contractId: String(c.id),
            ok: 1,
            message: l(
              `发票 ${nameOf(inv)} (价税合计 ${inv.totalAmount}) 占用于合同 ${contractName(c)}`,
              `Invoice ${nameOf(inv)} (total ${inv.totalAmount}) backs contract ${contractName(c)}`,
            ),
          });
        }
        await invoiceRepos.box.update(h.tx, all, boxId, { isUse: 1 });
        h.changed(invoiceBox.name, 'occupy', [boxId]);
        return inBox.length;
      });
    },

    /** 释放占用 (removeIsUse): the boxes' invoices back their contracts no more. */
    async release(ctx: RequestContext, boxIds: string[]) {
      return boxes.write(ctx, {}, async (h) => {
        const all = beyondDataScope(ctx);
        let released = 0;
        for (const boxId of boxIds) {
          const box = await boxOf(h.tx, h.ctx, boxId, true);
          if (Number(box.isUse) !== 1)
            throw badRequest(l(`发票夹 ${box.boxNo} 未占用`, `Box ${box.boxNo} is not occupied`));
          const c = await contractOf(h.tx, h.ctx, box.contractId);
          const inBox = await repo.list(h.tx, all, { where: [eq(repo.col('boxId'), boxId)], limit: 5000 });
          for (const inv of inBox) {
            if (!inv.occupiedBy) continue;
            await releaseInvoice(
              h,
              inv,
              l(
                `发票 ${nameOf(inv)} 不再占用于合同 ${contractName(c)}`,
                `Invoice ${nameOf(inv)} no longer backs contract ${contractName(c)}`,
              ),
            );
            released++;
          }
          await invoiceRepos.box.update(h.tx, all, boxId, { isUse: 0 });
        }
        h.changed(invoiceBox.name, 'release', boxIds);
        return released;
      });
    },

    /** A box, its invoices, their sums and the checks of the whole (getBoxDataByBoxId). */
    async boxData(ctx: RequestContext, boxId: string) {
      const detail = await boxes.detail(ctx, boxId);
      const invoices = await invoicesOf(ctx, boxId);
      const sum = (field: string) =>
        invoices.reduce((s, r) => s.plus(new D(String(r[field] ?? 0))), new D(0)).toFixed(2);
      const verified = invoices.filter((r) => r.verifyStatus === 'MATCH').length;
      return {
        box: detail,
        invoices: invoices.map((r) => invoiceRepos.invoice.toWire(r)),
        summary: {
          count: invoices.length,
          amountExclTax: sum('amountExclTax'),
          taxAmount: sum('taxAmount'),
          totalAmount: sum('totalAmount'),
          occupiedAmount: sum('occupiedAmount'),
          confirmed: invoices.filter((r) => r.confirmState === 'CONFIRMED').length,
          verified,
        },
        checks: await checksOf(ctx, detail as Row, invoices),
      };
    },

    /** The box's invoices as one sheet (exportByBoxId), totals in the last row. */
    async sheet(ctx: RequestContext, boxId: string): Promise<{ name: string; sheet: SheetSpec }> {
      const box = await boxOf(db, ctx, boxId);
      const invoices = await invoicesOf(ctx, boxId);
      const option = (field: string, value: unknown) =>
        invoiceRepos.invoice.def.fields.find((f) => f.name === field)?.options?.find((o) => o.value === value)?.label[
          'zh-CN'
        ] ??
        str(value) ??
        '';
      const total = (field: string) =>
        invoices.reduce((s, r) => s.plus(new D(String(r[field] ?? 0))), new D(0)).toFixed(2);
      return {
        name: `发票夹-${box.boxNo}.xlsx`,
        sheet: {
          name: '发票清单',
          title: `发票夹 ${box.boxNo} ${box.boxName ?? ''}`.trim(),
          columns: [
            { header: '序号', key: 'n', width: 6 },
            { header: '发票类型', key: 'invoiceType', width: 16 },
            { header: '发票代码', key: 'invoiceCode', width: 14 },
            { header: '发票号码', key: 'invoiceNumber', width: 24 },
            { header: '开票日期', key: 'issueDate', width: 12 },
            { header: '销售方', key: 'sellerName', width: 28 },
            { header: '销售方纳税人识别号', key: 'sellerTaxId', width: 22 },
            { header: '购买方', key: 'buyerName', width: 28 },
            { header: '购买方纳税人识别号', key: 'buyerTaxId', width: 22 },
            { header: '金额(不含税)', key: 'amountExclTax', width: 16, money: true },
            { header: '税额', key: 'taxAmount', width: 14, money: true },
            { header: '价税合计', key: 'totalAmount', width: 16, money: true },
            { header: '确认状态', key: 'confirmState', width: 10 },
            { header: '查验状态', key: 'verifyStatus', width: 12 },
            { header: '识别来源', key: 'source', width: 12 },
          ],
          rows: invoices.map((r, i) => ({
            ...r,
            n: i + 1,
            invoiceType: option('invoiceType', r.invoiceType),
            confirmState: option('confirmState', r.confirmState),
            verifyStatus: option('verifyStatus', r.verifyStatus),
            source: option('source', r.source),
          })),
          footer: [
            {
              n: '合计',
              invoiceNumber: `${invoices.length} 张`,
              amountExclTax: total('amountExclTax'),
              taxAmount: total('taxAmount'),
              totalAmount: total('totalAmount'),
            },
          ],
        },
      };
    },
  };
}

export type BoxActions = ReturnType<typeof boxActions>;
