// The ProjectApi the project module offers (the contract module above all): bundle, contractSigned, lockProject and
// closeProject here; the collateral's part (guaranteeCover, attachToContract) comes from the collateral helper's code.
import { PROJECT_STATES, l, type project } from '@flp/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import { ResourceService } from '../../platform/crud/service';
import { notFound } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { ProjectApi } from './api';
import { projectPlaceholders } from './documents';
import { projectFigures } from './figures';
import { collateralRepos, projectRepos } from './repos';
import { specialReasonsOf } from './project.rules';
import { computedFigures } from './terms';

/** A project approved (or with a contract signed) commits the company to its amount until it is disbursed. */
const APPROVED_STATES = ['approved', 'contracted'];

export function createProjectApi(
  projects: ResourceService<typeof project>,
  collateral: Pick<
    ProjectApi,
    | 'guaranteeCover'
    | 'attachToContract'
    | 'contractGuarantors'
    | 'lockGuarantee'
    | 'applyGuaranteeChange'
    | 'contractSecurity'
    | 'registrationsExpiring'
    | 'changeSecurity'
  >,
): ProjectApi {
  return {
    async bundle(db, ctx, projectId) {
      const wide = beyondDataScope(ctx);
      if (!(await projects.repo.findById(db, wide, projectId))) throw notFound(l('项目不存在', 'No such project'));
      // Read through the caller's executor: inside its transaction a read on another connection would wait for it.
      const reader = new ResourceService(db, projects.events, projects.repo, projects.hooks);
      const project = await reader.detail(wide, projectId);
      const repo = collateralRepos.mortpleBase;
      const bases = await repo.list(db, wide, { where: [eq(repo.col('mainId'), projectId)], limit: 1000 });
      // A base's items are the project's mortgages or pledges pointing at it (baseId).
      const items = [...(project.mortgages as Row[]), ...(project.pledges as Row[])];
      const mortpleBases = bases.map((b) => ({
        ...b,
        items: items.filter((i) => String(i.baseId ?? '') === b.id),
      }));
      return { project, mortpleBases };
    },
    async visible(db, ctx, projectId) {
      return !!(await projects.repo.findById(db, ctx, projectId));
    },
    async documentData(db, ctx, projectId) {
      const row = await projects.repo.findById(db, beyondDataScope(ctx), projectId);
      if (!row) throw notFound(l('项目不存在', 'No such project'));
      return projectPlaceholders(db, ctx, row);
    },
    async contractSigned(h, projectId) {
      const wide = beyondDataScope(h.ctx);
      const row = await projects.repo.getById(h.tx, wide, projectId);
      // Only an approved project becomes 已签约; a second contract of a contracted project changes nothing.
      if (row.projectState === 'approved') await projects.transition(wide, projectId, 'contracted', { within: h });
    },
    async lockProject(tx, ctx, projectId) {
      const wide = beyondDataScope(ctx);
      if (!(await projects.repo.findById(tx, wide, projectId))) return undefined;
      return projects.repo.lockById(tx, wide, projectId);
    },
    async closeProject(h, projectId) {
      // The one door to 已结项: the definition's moves refuse any state but 已签约, and the history keeps the move.
      await projects.transition(beyondDataScope(h.ctx), projectId, PROJECT_STATES.closed, { within: h });
    },
    async applyChange(h, projectId, values) {
      const wide = { ...h, ctx: beyondDataScope(h.ctx) };
      const current = await projects.repo.getById(h.tx, wide.ctx, projectId);
      const merged = { ...current, ...values };
      const items = collateralRepos.subjectMatter;
      const figures = computedFigures(
        merged,
        await items.list(h.tx, wide.ctx, { where: [eq(items.col('projectId'), projectId)], limit: 10_000 }),
      );
      const specialReasons = (await specialReasonsOf(wide, { ...merged, ...figures })) || null;
      const row = await projects.patch(wide, projectId, { ...values, ...figures, specialReasons }, undefined, current);
      h.changed(projects.def.name, 'update', [projectId]);
      return row;
    },
    async reviewersOf(db, ctx, projectId) {
      const r = projectRepos.review;
      const [last] = await r.list(db, beyondDataScope(ctx), {
        where: [and(eq(r.col('projectId'), projectId), eq(r.col('result'), 'pass')) as never],
        query: { descs: 'id' },
        limit: 1,
      });
      return last?.reviewers ? String(last.reviewers).split(',').filter(Boolean) : [];
    },
    async projectIdsByName(db, ctx, names) {
      const repo = projects.repo;
      const rows = names.length
        ? await repo.list(db, beyondDataScope(ctx), { where: [inArray(repo.col('projectName'), names)] })
        : [];
      return new Map(rows.map((r) => [String(r.projectName), r.id]));
    },
    async approvedAmounts(db, ctx) {
      const repo = projects.repo;
      const rows = await repo.list(db, beyondDataScope(ctx), {
        where: [inArray(repo.col('projectState'), APPROVED_STATES)],
        limit: 200000,
      });
      return rows.map((r) => ({
        projectId: r.id,
        customerId: r.customerId ?? '',
        amount: r.financeAmount ?? '0',
      }));
    },
    figures: projectFigures,
    guaranteeCover: (db, ctx, guaranteeNo) => collateral.guaranteeCover(db, ctx, guaranteeNo),
    contractGuarantors: (db, ctx, contractId) => collateral.contractGuarantors(db, ctx, contractId),
    attachToContract: (h, projectId, contractId) => collateral.attachToContract(h, projectId, contractId),
    lockGuarantee: (tx, ctx, id) => collateral.lockGuarantee(tx, ctx, id),
    applyGuaranteeChange: (h, id, values) => collateral.applyGuaranteeChange(h, id, values),
    contractSecurity: (db, ctx, contractId, released) => collateral.contractSecurity(db, ctx, contractId, released),
    registrationsExpiring: (db, ctx, from, to) => collateral.registrationsExpiring(db, ctx, from, to),
    changeSecurity: (h, change) => collateral.changeSecurity(h, change),
  };
}
