// The project chain's families: 立项 and 项目申请 over the project (processpro/processpro), 评审会 (project/project),
// 党支部决议 (project/dzbjy), 特殊审批, 资料下载 (project/zlxz), 征信 and 项目补充资料 over their own records, each
// with the chain's rules (../chain.ts).
import {
  type ResourceDef,
  type WorkflowFamily,
  beforeinfoFamily,
  creditFamily,
  dzbjyFamily,
  project,
  projectApplicationFamily,
  projectReviewFamily,
  specialFamily,
  supplementInfoFamily,
  zlxzFamily,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { attachments, kindOf } from '../../../platform/attachments';
import type { ResourceRepository } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import {
  type FamilyHandle,
  type FamilyRules,
  registerWorkflowFamilies,
  registerWorkflowFamily,
} from '../../flow/families';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { FileService } from '../../resource';
import { type Projects, applicationRules, chainStepRules, initiationRules, projectOf, sideRules } from '../chain';
import { downloadRules } from '../download';
import { projectRepos } from '../repos';
import { reviewRules } from '../review';

export { projectModels } from './models';

export interface ProjectFamiliesDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  projects: Projects;
  files: FileService;
}

const PROJECT_FILES_KIND = kindOf(project.fields.find((f) => f.name === 'files')!);

export function registerProjectFamilies(app: FastifyInstance, deps: ProjectFamiliesDeps) {
  const { db, runtime, projects, files } = deps;
  const [beforeinfo, projectApplication] = registerWorkflowFamilies(
    app,
    [
      { family: beforeinfoFamily, rules: initiationRules },
      { family: projectApplicationFamily, rules: applicationRules },
    ],
    { db, runtime, service: projects },
  );
  const handles: Record<string, FamilyHandle> = { beforeinfo, projectApplication };
  const step = <D extends ResourceDef>(
    family: WorkflowFamily,
    repo: ResourceRepository<D>,
    rules: FamilyRules<NoInfer<D>>,
  ) => {
    handles[family.code] = registerWorkflowFamily(app, family, { db, runtime, repo }, rules);
    return handles[family.code];
  };
  // Rules that write their own record reach its service through the handle, registered by then.
  const serviceOf = (code: string) => () => handles[code].service;

  step(
    projectReviewFamily,
    projectRepos.review,
    chainStepRules(projectReviewFamily, projects, reviewRules(runtime, serviceOf('project'))),
  );
  step(dzbjyFamily, projectRepos.resolution, chainStepRules(dzbjyFamily, projects));
  step(
    specialFamily,
    projectRepos.special,
    chainStepRules(specialFamily, projects, {
      // The matters approved are those the project had when the approval started.
      async onStateChange(h, record, to) {
        if (to !== 'running') return;
        const p = await projectOf(h, projects, record.projectId);
        await handles.special.service.patch(h, record.id, { reasons: p.specialReasons ?? null });
      },
    }),
  );
  step(
    zlxzFamily,
    projectRepos.download,
    sideRules(zlxzFamily, projects, (s) => s !== 'draft', downloadRules(files, serviceOf('zlxz'))),
  );
  step(creditFamily, projectRepos.credit, {});
  step(
    supplementInfoFamily,
    projectRepos.supplement,
    sideRules(supplementInfoFamily, projects, (s) => !['draft', 'initiating', 'vetoed'].includes(s), {
      // Approved, the supplement's files join the project's 项目资料 (copies: the supplement keeps its own).
      async onApproved(h, record) {
        const own = await attachments.ofRecords(h.tx, h.ctx, {
          businessType: projectRepos.supplement.def.name,
          businessIds: [record.id],
        });
        for (const a of own) {
          const read = await files.read(h.tx, h.ctx, a.id, 200 * 1024 * 1024);
          if (read?.bytes)
            await files.attach(h.tx, h.ctx, {
              name: a.originalName,
              bytes: read.bytes,
              businessType: project.name,
              businessId: String(record.projectId),
              kind: PROJECT_FILES_KIND,
            });
        }
      },
    }),
  );
  return handles;
}
