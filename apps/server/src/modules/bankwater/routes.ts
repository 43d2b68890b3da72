// The calls of 银行流水 (WAVE3-BRIEF §5.1): an analysis per company (createOrder, the standard list/page/detail/submit,
// remove by orderNo), its files (riskBankFileUploads linking uploads, getFileList by file-set number,
// getRiskBankFileByOrderNo, removeFile), reading them (syncOrder; reRun reads and analyses again), the analysis
// (createBankOrder → a result version, its workbook in the requester's language; recategorise: the transactions
// categorised again with the tenant's rules; syncOrderResult: the transactions with their flags and the latest figures;
// syncReportOrder: the latest result with its workbook), and the state (syncOrderByOrderNo, orderPage).
import { bankwater, id, ids, int, l, text } from '@flp/shared';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attachments } from '../../platform/attachments';
import type { Row } from '../../platform/crud/repository';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { progressOf } from '../../platform/realtime/progress';
import { badRequest, notFound, requestLocale } from '../../platform/http/errors';
import { NumberingService } from '../numbering';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { BankwaterEngine } from './engine';
import { bankwaterRepos } from './repos';

const BASE = `/api${bankwater.api}`;
const TAGS = ['Bank statements'];
const VIEW = 'risk_bankwater_view';
export const BANKWATER_NUMBERING = 'bankwater';

const orderRef = [
  id('id', l('流水分析单', 'Statement analysis')),
  text('orderNo', l('流水单号', 'Analysis number'), { max: 40 }),
] as const;

interface Deps {
  db: Db;
  orders: ResourceService<typeof bankwater>;
  engine: BankwaterEngine;
}

export function registerBankwaterRoutes(app: FastifyInstance, { db, orders, engine }: Deps) {
  const r = bankwaterRepos;

  /** The order named by id or by its number (within the caller's data scope). */
  async function orderOf(ctx: RequestContext, params: { id?: string | null; orderNo?: string | null }) {
    if (!params.id && !params.orderNo) throw badRequest(l('请选择流水分析单', 'Please select the statement analysis'));
    const [found] = params.id
      ? await r.order.findIds(db, ctx, [String(params.id)])
      : await r.order.list(db, ctx, { where: [eq(r.order.col('orderNo'), String(params.orderNo))], limit: 1 });
    if (!found) throw notFound(l('流水分析单不存在', 'No such statement analysis'));
    return found;
  }
  const detail = (ctx: RequestContext, o: Row) => orders.detail(ctx, String(o.id));

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getRiskBankNo`,
    permission: VIEW,
    tags: TAGS,
    summary: '银行流水 — the number the next analysis will take (not taken)',
    handler: async ({ ctx }) => (await NumberingService.preview(db, ctx, BANKWATER_NUMBERING)).number,
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/createOrder`,
    permission: 'risk_bankwater_add',
    tags: TAGS,
    summary: '银行流水 — an analysis opened for each company named (ids: customers) → the analyses, awaiting files',
    params: [ids('ids', l('企业', 'Companies'), { required: l('请选择企业', 'please select the companies') })],
    handler: async ({ ctx, params, req }) => {
      const made: Row[] = [];
      for (const customerId of idsOf(params.ids)) {
        await orders.create(ctx, { customerId }, { req });
        const [o] = await r.order.list(db, ctx, {
          where: [eq(r.order.col('customerId'), customerId)],
          query: { descs: 'createTime' },
          limit: 1,
        });
        made.push(await detail(ctx, o));
      }
      return made;
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${BASE}/remove`,
    permission: 'risk_bankwater_delete',
    tags: TAGS,
    summary:
      '银行流水 — an analysis removed by its number (orderNo) or ids, with its transactions and results; refused once a result carries the analyst’s conclusion',
    params: [text('orderNo', l('流水单号', 'Analysis number'), { max: 40 }), ids('ids', l('流水分析单', 'Analyses'))],
    handler: async ({ ctx, params }) => {
      const list = params.orderNo
        ? await r.order.list(db, ctx, { where: [eq(r.order.col('orderNo'), String(params.orderNo))] })
        : await r.order.findIds(db, ctx, idsOf(params.ids));
      if (!list.length) throw notFound(l('流水分析单不存在', 'No such statement analysis'));
      const orderIds = list.map((o) => String(o.id));
      return orders.write(ctx, {}, async (h) => {
        const all = beyondDataScope(ctx);
        const judged = await r.result.list(h.tx, all, {
          where: [inArray(r.result.col('orderId'), orderIds)],
          limit: 10_000,
        });
        if (judged.some((x) => x.conclusion))
          throw badRequest(
            l('已写分析结论的流水分析不能删除', 'An analysis whose result carries a conclusion cannot be removed'),
          );
        const kids = async (repo: typeof r.txn | typeof r.result) =>
          (await repo.list(h.tx, all, { where: [inArray(repo.col('orderId'), orderIds)], limit: 1_000_000 })).map((x) =>
            String(x.id),
          );
        const results = await kids(r.result);
        if (results.length) await r.result.remove(h.tx, all, results);
        await h.tx
          .update(r.txn.table)
          .set({ isDeleted: 1 })
          .where(and(eq(r.txn.col('tenantId'), ctx.tenantId), inArray(r.txn.col('orderId'), orderIds)));
        await r.order.remove(h.tx, ctx, orderIds);
        return true;
      });
    },
  });

  const filesOf = async (ctx: RequestContext, o: Row) => {
    const list = await attachments.byIds(db, ctx, idsOf(o.files ? String(o.files) : ''));
    return list.map((a) => ({ id: String(a.id), name: a.originalName, size: a.size, createTime: a.createTime }));
  };

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getFileList`,
    permission: VIEW,
    tags: TAGS,
    summary: '银行流水 — the statement files of a file set (riskBankNo)',
    params: [
      text('riskBankNo', l('文件批次号', 'File set number'), {
        required: l('请输入文件批次号', 'please enter the file set number'),
        max: 40,
      }),
    ],
    handler: async ({ ctx, params }) => {
      const [o] = await r.order.list(db, ctx, {
        where: [eq(r.order.col('riskBankNo'), String(params.riskBankNo))],
        limit: 1,
      });
      return o ? filesOf(ctx, o) : [];
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getRiskBankFileByOrderNo`,
    permission: VIEW,
    tags: TAGS,
    summary: '银行流水 — the statement files of an analysis (orderNo or id)',
    params: orderRef,
    handler: async ({ ctx, params }) => filesOf(ctx, await orderOf(ctx, params)),
  });

  /** Sets the order's files; what was read or analysed of the old set no longer stands: the order waits for a reading. */
  async function setFiles(ctx: RequestContext, o: Row, fileIds: string[]) {
    await orders.update(ctx, { id: o.id, files: fileIds.join(',') });
    await db.transaction((tx) => r.order.update(tx, ctx, String(o.id), { waterState: 'WAITING' }));
    return detail(ctx, o);
  }

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/riskBankFileUploads`,
    permission: 'risk_bankwater_edit',
    tags: TAGS,
    summary:
      '银行流水 — uploaded statement files (put-file’s attachIds) added to the analysis; it then waits to be read again',
    params: [
      ...orderRef,
      ids('attachIds', l('流水文件', 'Statement files'), {
        required: l('请上传流水文件', 'please upload the statement files'),
      }),
    ],
    handler: async ({ ctx, params }) => {
      const o = await orderOf(ctx, params);
      const have = idsOf(o.files ? String(o.files) : '');
      const more = idsOf(params.attachIds).filter((x) => !have.includes(x));
      if (have.length + more.length > 24)
        throw badRequest(l('一次分析最多 24 个流水文件', 'At most 24 statement files an analysis'));
      return setFiles(ctx, o, [...have, ...more]);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/removeFile`,
    permission: 'risk_bankwater_edit',
    tags: TAGS,
    summary: '银行流水 — a statement file taken out of its analysis (id: the attachment); it waits to be read again',
    params: [id('id', l('流水文件', 'Statement file'), { required: l('请选择文件', 'please select the file') })],
    handler: async ({ ctx, params }) => {
      const [o] = await r.order.list(db, ctx, { where: [like(r.order.col('files'), `%${params.id}%`)], limit: 10 });
      const owner = o && idsOf(String(o.files)).includes(String(params.id)) ? o : undefined;
      if (!owner) throw notFound(l('流水文件不存在', 'No such statement file'));
      return setFiles(
        ctx,
        owner,
        idsOf(String(owner.files)).filter((x) => x !== String(params.id)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/syncOrder`,
    permission: 'risk_bankwater_parse',
    tags: TAGS,
    summary:
      '银行流水 — read the analysis’s files into transactions (overlaps merged; an unknown layout waits for its mapping; an unreadable file is a 400 naming it)',
    params: orderRef,
    handler: async ({ ctx, params, req }) => {
      const o = await orderOf(ctx, params);
      await engine.parse(ctx, o, progressOf(req));
      return detail(ctx, o);
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: `${BASE}/syncOrderByOrderNo`,
    permission: VIEW,
    tags: TAGS,
    summary: '银行流水 — where an analysis stands (orderNo)',
    params: orderRef,
    handler: async ({ ctx, params }) => detail(ctx, await orderOf(ctx, params)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/createBankOrder`,
    permission: 'risk_bankwater_analyse',
    tags: TAGS,
    summary: '银行流水 — analyse the transactions read: a new result version with its workbook (earlier ones kept)',
    params: orderRef,
    handler: async ({ ctx, params, req }) => engine.analyse(ctx, await orderOf(ctx, params), {}, requestLocale(req)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/recategorise`,
    permission: 'risk_bankwater_parse',
    tags: TAGS,
    summary:
      '银行流水 — the transactions read categorised again with the tenant’s category rules as they stand (the files not read again) → how many, how many changed',
    params: orderRef,
    handler: async ({ ctx, params }) => engine.recategorise(ctx, await orderOf(ctx, params)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/reRun`,
    permission: 'risk_bankwater_analyse',
    tags: TAGS,
    summary: '银行流水 — read the files again and analyse them again (a new result version)',
    params: orderRef,
    handler: async ({ ctx, params, req }) => {
      const o = await orderOf(ctx, params);
      const read = await engine.parse(ctx, o, progressOf(req));
      return engine.analyse(ctx, { ...o, ...read }, {}, requestLocale(req));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/syncReportOrder`,
    permission: VIEW,
    tags: TAGS,
    summary: '银行流水 — the latest result of an analysis with its workbook, or null',
    params: orderRef,
    handler: async ({ ctx, params }) => {
      const o = await orderOf(ctx, params);
      const latest = (await engine.latestResults(ctx, [String(o.id)])).get(String(o.id));
      return latest ? r.result.toWire(latest) : null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/syncOrderResult`,
    permission: VIEW,
    tags: TAGS,
    summary:
      '银行流水 — the transactions read (paged; direction, flag, category, keyword) with their flags, and the latest figures',
    params: [
      ...orderRef,
      text('direction', l('收支', 'In/out'), { max: 3 }),
      text('flag', l('标记', 'Flag'), { max: 20 }),
      text('category', l('类别', 'Category'), { max: 30 }),
      text('keyword', l('关键字', 'Keyword'), { max: 50 }),
      int('current', l('页码', 'Page'), { minValue: 1, defaultValue: 1 }),
      int('size', l('每页条数', 'Page size'), { minValue: 1, maxValue: 500, defaultValue: 20 }),
    ],
    handler: async ({ ctx, params }) => {
      const o = await orderOf(ctx, params);
      const latest = (await engine.latestResults(ctx, [String(o.id)])).get(String(o.id));
      const flagged = ((latest?.metrics as Row | undefined)?.flagged ?? {}) as Record<string, string>;
      const where = [eq(r.txn.col('orderId'), String(o.id))];
      if (params.direction) where.push(eq(r.txn.col('direction'), String(params.direction)));
      if (params.category) where.push(eq(r.txn.col('category'), String(params.category)));
      if (params.keyword) {
        const k = `%${params.keyword}%`;
        where.push(
          or(like(r.txn.col('counterpartyName'), k), like(r.txn.col('summary'), k), like(r.txn.col('purpose'), k))!,
        );
      }
      if (params.flag) {
        const seqs = Object.entries(flagged)
          .filter(([, f]) => f.split(',').includes(String(params.flag)))
          .map(([seq]) => Number(seq));
        where.push(seqs.length ? inArray(r.txn.col('seq'), seqs) : eq(r.txn.col('seq'), -1));
      }
      const page = await r.txn.page(
        db,
        beyondDataScope(ctx),
        { ascs: 'seq' },
        { current: Number(params.current), size: Number(params.size) },
        { where },
      );
      return {
        order: await detail(ctx, o),
        result: latest ? r.result.toWire(latest) : null,
        txns: {
          ...page,
          records: (page.records as Row[]).map((t) => ({ ...t, flags: flagged[String(t.seq)] ?? '' })),
        },
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/orderPage`,
    permission: VIEW,
    tags: TAGS,
    summary: '银行流水 — the analyses with their latest result’s headline figures (paged; customerId, waterState)',
    paged: true,
    params: [id('customerId', l('企业', 'Company')), text('waterState', l('状态', 'State'), { max: 20 })],
    handler: async ({ ctx, params, paging }) => {
      const page = await orders.page(ctx, {
        ...paging,
        ...(params.customerId ? { customerId: params.customerId } : {}),
        ...(params.waterState ? { waterState: params.waterState } : {}),
      });
      const latest = await engine.latestResults(
        ctx,
        (page.records as Row[]).map((x) => String(x.id)),
      );
      return {
        ...page,
        records: (page.records as Row[]).map((x) => {
          const m = latest.get(String(x.id))?.metrics as Row | undefined;
          const balances = m?.balances as Row | undefined;
          const monthly = m?.monthly as Row | undefined;
          return {
            ...x,
            adb: balances?.adb ?? null,
            adbToRent: balances?.adbToRent ?? null,
            meanOperatingIn: monthly?.meanOperatingIn ?? null,
            signals: ((m?.signals ?? []) as unknown[]).length,
          };
        }),
      };
    },
  });
}
