// 项目结项 (WAVE3-BRIEF §2.11): the `endOfProject` change family over fl_end_of_project (end-of-project.ts), its
// checklist and figures from the project's ledger (checklist.ts, figures.ts, ledger.ts), the archive it asks for
// (archive.ts) and its view isUploadFile (routes.ts). In the servicing module: it reads the ledger; the project and
// its contracts it reaches only through ProjectApi and ContractModule.
import { endOfProjectFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import { registerChangeFamily } from '../../flow/families/change';
import type { ServicingModuleDeps } from '../index';
import { endOfProjectParts } from './end-of-project';
import { endOfProjectRepos } from './repos';
import { registerEndOfProjectRoutes } from './routes';

export { endOfProjectModels } from './models';
export { PROJECT_END_MENUS } from './menus';
export { ARCHIVE_CODES, ARCHIVE_PARAM } from './archive';
export { seedEndOfProjectDemo } from './demo-seed';

export function registerEndOfProjectArea(
  app: FastifyInstance,
  { db, runtime, projects, contracts }: ServicingModuleDeps,
) {
  const { hooks, over } = endOfProjectParts({ projects, contracts });
  const service = registerResourceRoutes(app, { repo: endOfProjectRepos.closing, db, hooks });
  const family = registerChangeFamily(app, endOfProjectFamily, { db, runtime, service }, over);
  registerEndOfProjectRoutes(app, db, { projects, contracts });
  return { service, family };
}

export type EndOfProjectArea = ReturnType<typeof registerEndOfProjectArea>;
