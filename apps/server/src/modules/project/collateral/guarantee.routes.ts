// 保证担保's own calls beside the standard ones: by project, repeated guarantees of a guarantor, the cover of a
// 最高额保证 (guaranteeDetailAdd, residueAmtList), tying to a contract, and other projects' maximum guarantees.
import { GUARANTEE_TYPES, guarantee, id, l, money, text } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { type SQL, and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, invalidField, labelled } from '../../../platform/http/errors';
import { collateralRepos, projectRepos } from '../repos';
import { ceilingOf, isMaximum, totalOf, usedOf, withResidue } from './cover';
import { attachContract } from './contract-link';

const BASE = `/api${guarantee.api}`;
const tags = [guarantee.label['en-US']];
const VIEW = 'project_guarantee_view';
const EDIT = 'project_guarantee_edit';
const repo = collateralRepos.guarantee;
const PROJECT = id('mainId', l('项目', 'Project'), { required: l('请选择项目', 'please select the project') });
const ANY_PROJECT = id('mainId', l('项目', 'Project'));
const GUARANTOR = id('guarantorId', l('保证人', 'Guarantor'), {
  required: l('请选择保证人', 'please select the guarantor'),
});
const ANY_GUARANTOR = id('guarantorId', l('保证人', 'Guarantor'));
const maximum = eq(repo.col('guarType'), GUARANTEE_TYPES.maximum as never);

export function registerGuaranteeRoutes(app: FastifyInstance, guarantees: ResourceService, details: ResourceService) {
  const list = (ctx: Parameters<ResourceService['list']>[0], where: SQL[], query: Row = {}) =>
    guarantees.list(ctx, query, { where });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/guaranteeByMainId`,
    permission: VIEW,
    tags,
    summary: '保证担保 — the guarantees of one project',
    params: [PROJECT],
    handler: ({ ctx, params }) => list(ctx, [eq(repo.col('mainId'), params.mainId)]),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/guaranteeList`,
    permission: VIEW,
    tags,
    summary: '保证担保 — by project and/or guarantee number (contains)',
    params: [
      id('projectId', l('项目', 'Project')),
      text('guaranteeNo', l('担保编号', 'Guarantee number'), { max: 50 }),
    ] as const,
    handler: ({ ctx, params }) =>
      list(ctx, params.projectId ? [eq(repo.col('mainId'), params.projectId)] : [], {
        ...(params.guaranteeNo ? { guaranteeNo: params.guaranteeNo } : {}),
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/repeatGuarList`,
    permission: VIEW,
    tags,
    summary: '保证担保 — 重复担保: what the guarantor guarantees on other projects, and the total',
    params: [GUARANTOR, ANY_PROJECT] as const,
    handler: async ({ ctx, params }) => {
      const where = [eq(repo.col('guarantorId'), params.guarantorId)];
      if (params.mainId) where.push(ne(repo.col('mainId'), params.mainId));
      const records = await list(ctx, where);
      return { records, total: totalOf(records, 'amount'), count: records.length };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/guaranteeDetailAdd`,
    permission: EDIT,
    tags,
    summary: '保证担保 — a 最高额保证 covers one more contract, within what is left of its ceiling',
    params: [
      id('guaranteeId', l('保证担保', 'Guarantee'), { required: l('请选择保证担保', 'please select the guarantee') }),
      id('contractId', l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') }),
      money('amount', l('占用额度(元)', 'Amount taken (yuan)'), {
        required: l('请输入占用额度', 'please enter the amount'),
        minValue: 0.01,
      }),
    ] as const,
    handler: ({ ctx, params, req }) =>
      details.write(ctx, { req }, async (h) => {
        // The guarantee's row lock makes "Σ taken + this ≤ ceiling" true when two adds race.
        // Seen by the caller first (their data scope), then locked.
        await repo.getById(h.tx, ctx, params.guaranteeId);
        const g = await repo.lockById(h.tx, ctx, params.guaranteeId);
        if (!isMaximum(g))
          throw invalidField(
            'guaranteeId',
            l('只有最高额保证可以担保多个合同', 'Only a maximum guarantee covers several contracts'),
          );
        const used = (await usedOf(h.tx, ctx, [params.guaranteeId])).get(params.guaranteeId) ?? new D(0);
        const residue = ceilingOf(g).minus(used);
        if (new D(params.amount).gt(residue))
          throw invalidField(
            'amount',
            labelled(
              l('占用额度', 'Amount taken'),
              l(`超过剩余额度 ${residue.toFixed(2)} 元`, `exceeds the ${residue.toFixed(2)} yuan left of the ceiling`),
            ),
          );
        const row = await details.create(ctx, params, { within: h });
        return { id: row.id, residueAmount: residue.minus(new D(params.amount)).toFixed(2) };
      }),
  });

  // GET as the spec has it (a write all the same: the same permission, transaction and history), POST as the web app.
  defineRoute(app, {
    method: ['POST', 'GET'],
    url: `${BASE}/contractChange`,
    permission: EDIT,
    tags,
    summary: '保证担保 — ties the guarantee to a contract',
    params: [
      id('id', l('保证担保', 'Guarantee'), { required: l('请选择保证担保', 'please select the guarantee') }),
      id('contractId', l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') }),
    ] as const,
    handler: ({ ctx, params, req }) =>
      guarantees.write(ctx, { req }, (h) => attachContract(h, guarantees, params.id, params.contractId)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/residueAmtList`,
    permission: VIEW,
    tags,
    summary: '保证担保 — maximum guarantees with ceiling, amount taken and residue (by guarantor or project)',
    params: [ANY_GUARANTOR, ANY_PROJECT] as const,
    handler: async ({ ctx, params }) => {
      const where = [maximum];
      if (params.guarantorId) where.push(eq(repo.col('guarantorId'), params.guarantorId));
      if (params.mainId) where.push(eq(repo.col('mainId'), params.mainId));
      return withResidue(guarantees.db, ctx, await list(ctx, where));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/otherguarByMainId`,
    permission: VIEW,
    tags,
    summary: "保证担保 — maximum guarantees on the lessee's other projects that could also cover this one",
    params: [PROJECT],
    handler: async ({ ctx, params }) => {
      const projects = projectRepos.project;
      const project = await projects.getById(guarantees.db, ctx, params.mainId);
      if (!project.customerId) throw badRequest(l('项目没有承租人', 'The project has no lessee'));
      const siblings = await projects.list(guarantees.db, ctx, {
        where: [and(eq(projects.col('customerId'), project.customerId), ne(projects.col('id'), params.mainId))!],
      });
      if (!siblings.length) return [];
      const rows = await list(ctx, [
        maximum,
        inArray(
          repo.col('mainId'),
          siblings.map((p) => p.id),
        ),
      ]);
      return withResidue(guarantees.db, ctx, rows);
    },
  });
}
