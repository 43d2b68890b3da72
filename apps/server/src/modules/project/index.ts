// 项目管理 (issue 14): projects and their approval chain, and the project's leased items, guarantees and collateral.
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { FileService } from '../resource';
import { collateralApi, registerCollateral } from './collateral';
import { registerCreditRoutes } from './credit';
import { registerDownloadRoute } from './download';
import { registerProjectFamilies } from './families';
import { PROJECT_MENUS } from './menus';
import { projectHooks } from './project.rules';
import { registerProjectRoutes } from './project.routes';
import { projectRepos } from './repos';
import { registerResolutionDoc } from './resolution';
import { registerStepHelpers } from './review';
import { createProjectApi } from './service';
import { defineModule } from '../host';
import { PROJECT_PARAMS } from './params';
import { projectModels } from './families';
import { seedProjectDemo } from './demo-seed';

export { projectModels } from './families';
export { seedProjectDemo } from './demo-seed';
export { PROJECT_TOP_MENU } from './menus';

export interface ProjectModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
}

export type { ProjectApi, ProjectBundle, GuaranteeCover } from './api';
export type { ProjectFigures } from './figures';

export function registerProjectModule(app: FastifyInstance, { db, runtime, files }: ProjectModuleDeps) {
  registerCollateral(app, { db });
  const projects = registerResourceRoutes(app, { repo: projectRepos.project, db, hooks: projectHooks });
  registerProjectRoutes(app, { db, projects, runtime });
  const families = registerProjectFamilies(app, { db, runtime, projects, files });
  registerStepHelpers(app, { db, runtime, files, projects, reviews: families.project.service });
  registerResolutionDoc(app, { db, files, projects, resolutions: families.dzbjy.service });
  registerDownloadRoute(app, { db, files });
  registerCreditRoutes(app, { credits: families.credit.service });
  const api = createProjectApi(projects, collateralApi);
  return { projects, families, api };
}

declare module '../host' {
  interface ModuleApis {
    project: ReturnType<typeof registerProjectModule>;
  }
}

/** 项目管理 and its approval chain. */
export const projectModule = defineModule({
  name: 'project',
  menus: PROJECT_MENUS,
  params: Object.values(PROJECT_PARAMS),
  uses: ['system', 'flow', 'resource'],
  register: (host, { flow, resource }) =>
    registerProjectModule(host.app, { db: host.db, runtime: flow.runtime, files: resource }),
  boot: (host, _api, { flow }) => flow.deployModels(host.db, projectModels()),
  // Projects in every state.
  demo: (host, api, { flow, resource }) => seedProjectDemo(host.db, flow.runtime, api, host.system, resource),
});
