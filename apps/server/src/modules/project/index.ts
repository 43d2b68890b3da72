// 项目管理 (issue 14): projects and their approval chain, and the project's leased items, guarantees and collateral.
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { FileService } from '../resource';
import { registerMenus } from '../system/seed';
import { registerCollateral } from './collateral';
import { collateralApi } from './collateral/service';
import { createProjectApi } from './service';
import { registerProjectFamilies } from './families';
import { PROJECT_MENUS } from './menus';
import { projectRepos } from './repos';

export type { ProjectApi, ProjectBundle, GuaranteeCover } from './api';

export interface ProjectModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
}

export function registerProjectModule(app: FastifyInstance, { db, runtime }: ProjectModuleDeps) {
  registerMenus(PROJECT_MENUS);
  registerCollateral(app, { db });
  const projects = registerResourceRoutes(app, { repo: projectRepos.project, db });
  const families = registerProjectFamilies(app, { db, runtime, projects });
  return { projects, families, api: createProjectApi(projects, collateralApi) };
}
