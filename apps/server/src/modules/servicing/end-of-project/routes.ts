// 项目结项's view (spec: endOfProject/endofproject isUploadFile(prinid)): the project's archive — the document kinds
// its records must hold by its closing (archive.ts), and which records still lack them. Read-only; answered only for a
// project the caller's data scope shows.
import { endOfProject, id, l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { notFound } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { EndOfProjectDeps } from './end-of-project';
import { projectArchive } from './archive';
import { endOfProjectRepos } from './repos';

export function registerEndOfProjectRoutes(app: FastifyInstance, db: Db, { projects, contracts }: EndOfProjectDeps) {
  defineRoute(app, {
    method: 'GET',
    url: `/api${endOfProject.api}/isUploadFile`,
    permission: 'project_end_view',
    tags: [endOfProject.label['en-US']],
    summary:
      "项目结项 — the project's archive (prinid: the project): each required document kind (signed contract scans, disbursement vouchers, the proof of ownership passed; projectEnd.archive chooses) with the records still lacking it → {projectId, complete, missing: [code], kinds: [{code, label, labelEn, lacking, complete}]}",
    params: [id('prinid', l('项目', 'Project'), { required: l('请选择项目', 'please select the project') })],
    handler: async ({ ctx, params }) => {
      const projectId = String(params.prinid);
      if (!(await projects.visible(db, ctx, projectId))) throw notFound(l('项目不存在', 'No such project'));
      const r = endOfProjectRepos.closing;
      // The proof of ownership is filed on the project's closing: its latest, whoever drafted it.
      const [closing] = await r.list(db, beyondDataScope(ctx), {
        where: [eq(r.col('projectId'), projectId)],
        query: { descs: 'id' },
        limit: 1,
      });
      const kinds = await projectArchive(
        db,
        ctx,
        projectId,
        await contracts.projectContracts(db, ctx, projectId),
        closing,
      );
      return {
        projectId,
        complete: kinds.every((k) => k.complete),
        missing: kinds.filter((k) => !k.complete).map((k) => k.code),
        kinds,
      };
    },
  });
}
