// 党支部决议 (project/dzbjy): the 董事会决议 generated from the enabled model of type 7 and filed on the resolution.
import { id, l, projectResolution } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { notFound } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { FileService } from '../resource';
import { generateFromModel } from '../contract-model';
import { projectPlaceholders } from './documents';
import { projectRepos } from './repos';
import { latestOf } from './review';
import type { Projects } from './chain';

export function registerResolutionDoc(
  app: FastifyInstance,
  deps: { db: Db; files: FileService; projects: Projects; resolutions: ResourceService },
) {
  const { db, files, projects, resolutions } = deps;
  defineRoute(app, {
    method: 'GET',
    url: `/api${projectResolution.api}/createDshDoc`,
    permission: 'project_info_view',
    tags: [projectResolution.label['en-US']],
    summary: '党支部决议 — the 董事会决议 model filled for the resolution and filed on it (→ {id, name, link})',
    params: [id('id', l('党支部决议', 'Resolution'), { required: l('请选择一条数据', 'Please select a record') })],
    handler: async ({ ctx, params, req }) => {
      // The caller must see the project (their data scope); the resolution is then read past it.
      const r = await resolutions.repo.findById(db, beyondDataScope(ctx), params.id);
      const p = r ? await projects.repo.findById(db, ctx, String(r.projectId)) : undefined;
      if (!r || !p) throw notFound(l('党支部决议不存在', 'No such resolution'));
      const [review] = await latestOf(db, ctx, projectRepos.review, p.id);
      const data = {
        ...(await projectPlaceholders(db, ctx, p)),
        resolution: {
          resolutionNo: r.resolutionNo ?? '',
          meetingDate: r.meetingDate ?? '',
          summary: r.summary ?? '',
        },
        meeting: {
          result: review?.result === 'pass' ? '通过' : review?.result === 'veto' ? '否决' : '',
          votesFor: String(review?.votesFor ?? 0),
          votesAgainst: String(review?.votesAgainst ?? 0),
        },
      };
      return resolutions.write(ctx, { req }, (h) =>
        generateFromModel(h, files, {
          type: 7,
          data,
          def: projectResolution,
          recordId: r.id,
          field: 'boardDoc',
          fileName: `${p.projectName}董事会决议.docx`,
        }),
      );
    },
  });
}
