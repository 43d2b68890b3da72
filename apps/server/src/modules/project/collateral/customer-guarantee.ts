// 客户担保 (customer/customerguarantee): the guarantees customers give, seen from the customer side.
import { id, l, text } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import { customerIdsNamed } from '../../customer';
import { totalOf } from './cover';

const BASE = '/api/rzzl_qy/customer/customerguarantee';
const tags = [l('客户担保', 'Customer guarantees')['en-US']];

export function registerCustomerGuaranteeRoutes(app: FastifyInstance, guarantees: ResourceService) {
  const repo = guarantees.repo;

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/page`,
    permission: 'customer_basicinfo_view',
    tags,
    summary: '客户担保 — guarantees, by guarantor name (contains), paged',
    paged: true,
    params: [text('guarantorName', l('保证人', 'Guarantor'), { max: 100 })] as const,
    handler: async ({ ctx, params, paging }) => {
      const where = [];
      if (params.guarantorName) {
        // The guarantors matching the name, as the customer module finds them.
        const found = await customerIdsNamed(guarantees.db, ctx, params.guarantorName);
        if (!found.length) return pageOf([], 0, paging);
        where.push(inArray(repo.col('guarantorId'), found));
      }
      const page = await repo.page(guarantees.db, ctx, {}, paging, { where });
      page.records = await guarantees.decorate({ db: guarantees.db, ctx }, page.records);
      return page;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/children`,
    permission: 'customer_basicinfo_view',
    tags,
    summary: '客户担保 — the guarantees one customer gives, with projects and amounts, and the total',
    params: [id('customerId', l('客户', 'Customer'), { required: l('请选择客户', 'please select the customer') })],
    handler: async ({ ctx, params }) => {
      const records = await guarantees.list(ctx, {}, { where: [eq(repo.col('guarantorId'), params.customerId)] });
      return { records, total: totalOf(records, 'amount'), count: records.length };
    },
  });
}
