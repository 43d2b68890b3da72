// 租赁物: project-bound items; a lessee's items grouped by the contract they are leased under.
import { id, l, subjectMatter } from '@flp/shared';
import { D, type Decimal, ZERO, formatMoney } from '@flp/shared/finance';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import { projectRepos } from '../repos';
import { projectBound } from './rules';

export const subjectMatterHooks = projectBound(subjectMatter, 'projectId');

export function registerSubjectMatterRoutes(app: FastifyInstance, items: ResourceService) {
  defineRoute(app, {
    method: 'GET',
    url: `/api${subjectMatter.api}/getContractByComId`,
    permission: 'project_subject_view',
    tags: [subjectMatter.label['en-US']],
    summary: "租赁物 — a lessee's items under contract, grouped by contract, with the total invoice value",
    params: [id('comId', l('承租人', 'Lessee'), { required: l('请选择承租人', 'please select the lessee') })],
    handler: async ({ ctx, params }) => {
      const projects = projectRepos.project;
      const own = await projects.list(items.db, ctx, { where: [eq(projects.col('customerId'), params.comId)] });
      if (!own.length) return [];
      const rows = await items.list(
        ctx,
        {},
        {
          where: [
            and(
              inArray(
                items.repo.col('projectId'),
                own.map((p) => p.id),
              ),
              isNotNull(items.repo.col('contractId')),
            )!,
          ],
        },
      );
      const groups = new Map<string, { contractId: string; contractNo: unknown; items: Row[]; total: Decimal }>();
      for (const r of rows) {
        const key = String(r.contractId);
        const g = groups.get(key) ?? { contractId: key, contractNo: r.contractNo, items: [], total: ZERO };
        g.items.push(r);
        g.total = g.total.plus(new D(String(r.invoiceValue ?? 0)));
        groups.set(key, g);
      }
      return [...groups.values()].map(({ total, ...g }) => ({ ...g, totalInvoiceValue: formatMoney(total) }));
    },
  });
}
