// The project module's offer to other modules (api.ts): read a project as a contract is drawn from it, and learn of
// its contracts. Collateral calls come from the collateral part (collateral/service.ts).
import { PROJECT_STATES } from '@flp/shared';
import { eq, inArray } from 'drizzle-orm';
import { ResourceService } from '../../platform/crud/service';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { ProjectApi } from './api';
import { collateralRepos, projectRepos } from './repos';

export function createProjectApi(
  projects: ResourceService,
  collateral: Pick<ProjectApi, 'guaranteeCover' | 'attachToContract'>,
): ProjectApi {
  return {
    async bundle(db, ctx, projectId) {
      const wide = beyondDataScope(ctx);
      // Read through the caller's executor: inside its transaction a read on another connection would wait for it.
      const reader = new ResourceService(db, projects.events, projects.repo, projects.hooks);
      const project = await reader.detail(wide, projectId);
      const bases = collateralRepos.mortpleBase;
      const rows = await bases.list(db, wide, { where: [eq(bases.col('mainId'), String(project.id))] });
      const ids = rows.map((r) => String(r.id));
      const items = async (repo: typeof collateralRepos.mortgage) =>
        ids.length ? await repo.list(db, wide, { where: [inArray(repo.col('baseId'), ids)] }) : [];
      const [mortgages, pledges] = [await items(collateralRepos.mortgage), await items(collateralRepos.pledge)];
      const mortpleBases = rows.map((b) => ({
        ...bases.toWire(b),
        items: [...mortgages, ...pledges]
          .filter((i) => String(i.baseId) === String(b.id))
          .map((i) => (mortgages.includes(i) ? collateralRepos.mortgage : collateralRepos.pledge).toWire(i)),
      }));
      return { project, mortpleBases };
    },

    async contractSigned(h, projectId) {
      const wide = beyondDataScope(h.ctx);
      const row = await projectRepos.project.getById(h.tx, wide, projectId);
      if (row.projectState !== PROJECT_STATES.approved) return;
      await projects.transition(wide, projectId, PROJECT_STATES.contracted, { within: h });
    },

    guaranteeCover: (db, ctx, guaranteeNo) => collateral.guaranteeCover(db, ctx, guaranteeNo),
    attachToContract: (h, projectId, contractId) => collateral.attachToContract(h, projectId, contractId),
  };
}
