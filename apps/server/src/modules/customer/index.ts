import { customer, customerRelation, dict, id, isId, l, text } from '@flp/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { containing } from '../../platform/crud/query';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { HookContext } from '../../platform/crud/service';
import { recordedPatch } from '../../platform/crud/recorded-patch';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { registerConsumerRoutes } from './consumer';
import { CUSTOMER_SEARCH_PARAMS, customerHooks } from './customer.rules';
import { registerAccountRoutes } from './account';
import { CUSTOMER_MENUS } from './menus';
import { relatedGroupOf, relationHooks, relationsOfCondition } from './relations';
import { customerRepos } from './repos';
import { type NoApi, defineModule } from '../host';
import { seedCustomerDemo } from './seed';

export { relatedGroupOf, relationPairs, type RelatedGroup, GROUP_LIMIT } from './relations';
export { seedCustomerDemo } from './seed';
export { customerFigures, customerRegions, type CustomerFigures } from './figures';

/**
 * A customer's name and status (custState: 'blacklist' …) for other modules' rules, read past the caller's data scope
 * but within the tenant; null when there is no such customer.
 */
/** A customer as other modules need it (a project's lessee, a contract's party): name, status and particulars. */
export interface CustomerCard {
  id: string;
  name: string;
  custState: string | null;
  /** 统一社会信用代码, or a person's ID number. */
  uscc: string;
  address: string;
  legalPerson: string;
  telephone: string;
  /** Its account manager (客户经理), if any. */
  owner: string | null;
}

/** The customer whatever the caller's data scope (the caller holds a record pointing at it), or null. */
export async function customerCard(db: Db, ctx: RequestContext, id: string): Promise<CustomerCard | null> {
  const row = await customerRepos.customer.findById(db, beyondDataScope(ctx), id);
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return row
    ? {
        id,
        name: s(row.compname),
        custState: (row.custState as string | null) ?? null,
        uscc: s(row.creditCode ?? row.idCard),
        address: s(row.regAddress || row.address),
        legalPerson: s(row.legalPerson),
        telephone: s(row.telephone || row.mobile),
        owner: row.owner ? String(row.owner) : null,
      }
    : null;
}

/** The customer the caller may see with this 统一社会信用代码 (or a person's ID number), or undefined. */
export async function customerIdByCode(db: Db, ctx: RequestContext, code: string): Promise<string | undefined> {
  const repo = customerRepos.customer;
  const [row] = await repo.list(db, ctx, {
    where: [or(eq(repo.col('creditCode'), code), eq(repo.col('idCard'), code))!],
    limit: 1,
  });
  return row?.id;
}

/** The ids of the customers the caller may see whose name contains `text` (a search by a related record's party). */
export async function customerIdsNamed(db: Db, ctx: RequestContext, text: string): Promise<string[]> {
  const repo = customerRepos.customer;
  const rows = await repo.list(db, ctx, { where: [containing(repo.col('compname'), text)] });
  return rows.map((r) => r.id);
}

/** Of the customer ids, those the caller's data scope shows (what a view computed over every customer may name). */
export async function visibleCustomerIds(db: Db, ctx: RequestContext, ids: string[]): Promise<Set<string>> {
  const rows = await customerRepos.customer.findIds(db, ctx, ids.filter(isId));
  return new Set(rows.map((r) => r.id));
}

/** The tenant's customer ids by their exact names (demo data finds its companies so). */
/** The names of the given customers by id (whatever the caller's data scope: figures name whom they count). */
export async function customerNamesByIds(db: Db, ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await customerRepos.customer.findIds(db, beyondDataScope(ctx), ids);
  return new Map(rows.map((r) => [r.id, String(r.compname)]));
}

export async function customerIdsByName(db: Db, ctx: RequestContext, names: string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const repo = customerRepos.customer;
  const rows = await repo.list(db, beyondDataScope(ctx), {
    where: [inArray(repo.col('compname'), names)],
    limit: names.length * 2,
  });
  return new Map(rows.map((r) => [String(r.compname), r.id]));
}

/** The customer locked until the caller's transaction ends, whatever the caller's data scope (一般变更); undefined if none. */
export async function lockCustomer(tx: Db, ctx: RequestContext, id: string) {
  const repo = customerRepos.customer;
  if (!(await repo.findById(tx, beyondDataScope(ctx), id))) return undefined;
  return repo.lockById(tx, beyondDataScope(ctx), id);
}

/** A change approved elsewhere (一般变更) written to the customer, the move in its modification history. */
export const applyCustomerChange = (h: HookContext, id: string, values: Row) =>
  recordedPatch(h, customerRepos.customer, id, values);

const entStatus = customer.fields.find((f) => f.name === 'entStatus')!;
const CUSTOMER_PARAM = id('customerId', l('客户', 'Customer'), {
  required: l('请选择客户', 'please select the customer'),
});

/**
 * The customer area: 客户信息 (with contacts as its children, owner handover and history), related parties and their
 * group graph, the consumer registry and consumer product applications.
 */
export function registerCustomerModule(app: FastifyInstance, { db }: { db: Db }) {
  const customers = registerResourceRoutes(app, {
    repo: customerRepos.customer,
    db,
    // The spec's exportList (50 s) is the generic export under its own name: same filters, masking and cap.
    aliases: { export: ['exportList'] },
    hooks: {
      ...customerHooks,
      // A customer's relations go with it; the other side keeps no dangling edge.
      async afterRemove(h, rows) {
        const ids = rows.map((r) => r.id);
        const rel = customerRepos.relation;
        const gone = await rel.list(h.tx, h.ctx, {
          where: [or(inArray(rel.col('customerId'), ids), inArray(rel.col('relatedId'), ids))!],
        });
        if (gone.length)
          await rel.remove(
            h.tx,
            h.ctx,
            gone.map((r) => r.id),
          );
      },
    },
  });
  registerResourceRoutes(app, { repo: customerRepos.contact, db });

  defineRoute(app, {
    method: 'GET',
    url: `/api${customer.api}/queryList`,
    permission: 'customer_basicinfo_view',
    tags: [customer.label['en-US']],
    summary: '客户信息 — search by name, industry, province, status and the 成立年限 / 注册资本 bands (paged)',
    paged: true,
    params: [
      text('compname', l('客户名称', 'Customer name'), { max: 100 }),
      dict('entStatus', entStatus.label, 'ent_status', { options: entStatus.options }),
      ...CUSTOMER_SEARCH_PARAMS,
    ],
    handler: ({ ctx, params, paging, req }) => {
      const query: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) query[k] = v;
      return customers.page(ctx, query, { req, paging });
    },
  });

  const relations = registerResourceRoutes(app, { repo: customerRepos.relation, db, hooks: relationHooks });
  defineRoute(app, {
    method: 'GET',
    url: `/api${customerRelation.api}/byCustomer`,
    permission: 'customer_basicinfo_view',
    tags: [customerRelation.label['en-US']],
    summary: '关联方 — the relations of one customer, on either side',
    params: [CUSTOMER_PARAM],
    handler: ({ ctx, params, req }) =>
      relations.list(ctx, {}, { req, where: [relationsOfCondition(params.customerId)] }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `/api${customerRelation.api}/graph`,
    permission: 'customer_basicinfo_view',
    tags: [customerRelation.label['en-US']],
    summary: '关联方 — the group around one customer: nodes and edges (at most 200 customers)',
    params: [CUSTOMER_PARAM],
    handler: async ({ ctx, params }) => {
      await customerRepos.customer.getById(db, ctx, params.customerId); // 404 for a customer the user cannot see
      return relatedGroupOf(db, ctx, params.customerId);
    },
  });

  registerConsumerRoutes(app, db);
  registerAccountRoutes(app, db);
}

declare module '../host' {
  interface ModuleApis {
    customer: NoApi;
  }
}

/** 客户管理. */
export const customerModule = defineModule({
  name: 'customer',
  menus: CUSTOMER_MENUS,
  uses: ['resource'],
  register: (host) => registerCustomerModule(host.app, { db: host.db }),
  demo: (host, _api, { resource }) => seedCustomerDemo(host.db, resource),
});
