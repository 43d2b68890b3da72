// The project chain's families: 立项 and 项目申请 over the project (processpro/processpro), 评审会 (project/project),
// 党支部决议 (project/dzbjy), 特殊审批, 资料下载 (project/zlxz), 征信 and 项目补充资料 over their own records.
import {
  beforeinfoFamily,
  creditFamily,
  dzbjyFamily,
  projectApplicationFamily,
  projectReviewFamily,
  specialFamily,
  supplementInfoFamily,
  zlxzFamily,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { type FamilyHandle, registerWorkflowFamilies, registerWorkflowFamily } from '../../flow/families';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import { projectRepos } from '../repos';

export interface ProjectFamiliesDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  projects: ResourceService;
}

export function registerProjectFamilies(app: FastifyInstance, { db, runtime, projects }: ProjectFamiliesDeps) {
  const [beforeinfo, projectApplication] = registerWorkflowFamilies(
    app,
    [{ family: beforeinfoFamily }, { family: projectApplicationFamily }],
    { db, runtime, service: projects },
  );
  const step = (
    family: Parameters<typeof registerWorkflowFamily>[1],
    repo: (typeof projectRepos)[keyof typeof projectRepos],
  ) => registerWorkflowFamily(app, family, { db, runtime, repo });
  const handles: Record<string, FamilyHandle> = {
    beforeinfo,
    projectApplication,
    project: step(projectReviewFamily, projectRepos.review),
    dzbjy: step(dzbjyFamily, projectRepos.resolution),
    special: step(specialFamily, projectRepos.special),
    zlxz: step(zlxzFamily, projectRepos.download),
    credit: step(creditFamily, projectRepos.credit),
    SupplementInfo: step(supplementInfoFamily, projectRepos.supplement),
  };
  return handles;
}
