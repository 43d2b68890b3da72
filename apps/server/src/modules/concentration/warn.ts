// 集中度预警 (concentration/warn): warnList (what is near or past a limit), getConcentration?comId= (one customer),
// page (every customer with exposure and its indicators) and precheck?projectId= (a project before its approval).
import { id, l, percent } from '@flp/shared';
import { D, type Indicator, type Status } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { defineRoute, under } from '../../platform/http/define-route';
import { badRequest, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { visibleCustomerIds } from '../customer';
import { type PictureDeps, loadBook, withCustomerNames } from './picture';

/** Ours, and the spec's family name for it (客户集中度's `customerConcentration/…`). */
const APIS = ['/api/rzzl_qy/concentration/warn', '/api/rzzl_qy/customerConcentration/concentrationwarn'];
const TAG = ['Concentration warnings'];
const VIEW = 'risk_concentration_warn_view';

export const THRESHOLD = percent('threshold', l('预警阈值(%)', 'Warning threshold (%)'), {
  minValue: 1,
  maxValue: 100,
  defaultValue: '90',
});

const RANK: Record<Status, number> = { ok: 0, near: 1, breach: 2 };
const worst = (list: Status[]): Status => list.reduce<Status>((w, s) => (RANK[s] > RANK[w] ? s : w), 'ok');

/**
 * Each indicator with the names of the customers it measures (`customerNames`, comma-separated). The figures are the
 * whole book's; the customers named are only those the caller's data scope shows.
 */
async function named(db: Db, ctx: RequestContext, list: Indicator[]) {
  const visible = await visibleCustomerIds(db, ctx, [...new Set(list.flatMap((i) => i.customerIds))]);
  const names = new Map(
    (
      await withCustomerNames(
        db,
        ctx,
        [...visible].map((customerId) => ({ customerId })),
      )
    ).map((r) => [r.customerId, r.customerName ?? '']),
  );
  return list.map((i) => {
    const customerIds = i.customerIds.filter((c) => visible.has(c));
    return { ...i, customerIds, customerNames: customerIds.map((c) => names.get(c) ?? c).join(',') };
  });
}

const noSuchCustomer = (id: string) => badRequest(l(`客户不存在: ${id}`, `No such customer: ${id}`));

/** The parameter that names the subject (comId, projectId), required, with the threshold. */
const subjectParams = <N extends string>(name: N, label: ReturnType<typeof l>, required: ReturnType<typeof l>) =>
  [id(name, label, { required }), THRESHOLD] as const;

/** A subject's indicators, named, with their worst status now and with the pending projects. */
async function verdict(db: Db, ctx: RequestContext, indicators: Indicator[]) {
  return {
    indicators: await named(db, ctx, indicators),
    status: worst(indicators.map((i) => i.status)),
    projectedStatus: worst(indicators.map((i) => i.projectedStatus)),
  };
}

const thresholdOf = (t: unknown) => String(t ?? '90');

/** Every indicator and those near or past their limit, as they stand (warnList; a saved snapshot's content). */
export async function warnAnswer(db: Db, ctx: RequestContext, deps: PictureDeps, threshold: unknown) {
  const { position, book } = await loadBook(db, ctx, deps, thresholdOf(threshold));
  return {
    reportDate: String(position.reportDate ?? ''),
    threshold: thresholdOf(threshold),
    indicators: await named(db, ctx, book.indicators()),
    warnings: await named(db, ctx, book.warnings()),
  };
}

export function registerWarnRoutes(app: FastifyInstance, db: Db, deps: PictureDeps) {
  defineRoute(app, {
    method: 'GET',
    url: under(APIS, 'warnList'),
    permission: VIEW,
    tags: TAG,
    summary: '集中度预警 — every indicator near or past its limit (now, or with approved projects disbursed)',
    params: [THRESHOLD] as const,
    handler: ({ ctx, params }) => warnAnswer(db, ctx, deps, params.threshold),
  });

  defineRoute(app, {
    method: 'GET',
    url: under(APIS, 'getConcentration'),
    permission: VIEW,
    tags: TAG,
    summary: '集中度预警 — one customer: its exposure, its group, its related-party status and its indicators',
    params: subjectParams('comId', l('客户', 'Customer'), l('请选择客户', 'please select the customer')),
    handler: async ({ ctx, params }) => {
      const customerId = params.comId;
      if (!(await visibleCustomerIds(db, ctx, [customerId])).has(customerId)) throw noSuchCustomer(customerId);
      const [known] = await withCustomerNames(db, ctx, [{ customerId }]);
      const { position, book } = await loadBook(db, ctx, deps, thresholdOf(params.threshold));
      const indicators = book.forCustomer(customerId);
      // The group's total is in the indicators; its members are listed as far as the caller may see them.
      const group = book.groupMembers(customerId);
      const shown = await visibleCustomerIds(db, ctx, group);
      const members = await withCustomerNames(
        db,
        ctx,
        group.filter((c) => shown.has(c)).map((c) => ({ customerId: c, ...book.exposureOf(c) })),
      );
      return {
        reportDate: position.reportDate,
        customerId,
        customerName: known.customerName,
        ...book.exposureOf(customerId),
        related: book.related.has(customerId),
        group: members,
        ...(await verdict(db, ctx, indicators)),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: under(APIS, 'page'),
    permission: VIEW,
    tags: TAG,
    summary: '集中度预警 — every customer with exposure (largest first) and its indicators, paged',
    params: [THRESHOLD] as const,
    paged: true,
    handler: async ({ ctx, params, paging }) => {
      const { book } = await loadBook(db, ctx, deps, thresholdOf(params.threshold));
      const visible = await visibleCustomerIds(db, ctx, book.customers());
      const all = book
        .customers()
        .filter((c) => visible.has(c))
        .map((c) => ({ customerId: c, ...book.exposureOf(c) }))
        .sort((a, b) => new D(b.outstanding).cmp(a.outstanding) || new D(b.pending).cmp(a.pending));
      const offset = paging.offset ?? (paging.current - 1) * paging.size;
      const slice = all.slice(offset, offset + paging.size).map((r) => {
        const ind = book.forCustomer(r.customerId);
        const group = book.groupMembers(r.customerId);
        return {
          ...r,
          related: book.related.has(r.customerId),
          groupSize: group.length,
          groupOutstanding: ind[1].value,
          singleRatio: ind[0].ratio,
          groupRatio: ind[1].ratio,
          singleHeadroom: ind[0].headroom,
          groupHeadroom: ind[1].headroom,
          status: worst(ind.map((i) => i.status)),
          projectedStatus: worst(ind.map((i) => i.projectedStatus)),
        };
      });
      return pageOf(await withCustomerNames(db, ctx, slice), all.length, paging);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: under(APIS, 'precheck'),
    permission: 'project_info_view',
    tags: TAG,
    summary: '集中度预检 — a project’s customer and group exposure with this project’s amount against each limit',
    params: subjectParams('projectId', l('项目', 'Project'), l('请选择项目', 'please select the project')),
    handler: async ({ ctx, params }) => {
      const projectId = params.projectId;
      if (!(await deps.projects.visible(db, ctx, projectId))) throw notFound(l('项目不存在', 'No such project'));
      const { project } = await deps.projects.bundle(db, ctx, projectId);
      const customerId = project.customerId ?? '';
      const amount = project.financeAmount ?? '0';
      const { position, book } = await loadBook(db, ctx, deps, thresholdOf(params.threshold), projectId);
      const indicators = book.forCustomer(customerId, amount);
      return {
        reportDate: position.reportDate,
        projectId,
        customerId,
        customerName: project.customerName ?? '',
        amount: new D(amount).toFixed(2),
        ...(await verdict(db, ctx, indicators)),
      };
    },
  });
}
