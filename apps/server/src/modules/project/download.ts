// 资料下载 (project/zlxz): approved, the project's documents — its 项目资料, the meetings' minutes, the resolutions'
// files — are zipped into one file on the request, downloadable by the requester (or an administrator) until
// availableUntil.
import {
  type ResourceDef,
  type RowOf,
  id,
  l,
  project,
  projectDownload,
  projectResolution,
  projectReview,
} from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PizZip from 'pizzip';
import { attachments, contentDisposition, kindOf, uniqueEntryName } from '../../platform/attachments';
import { fileAccess } from '../../platform/attachments/access';
import type { ResourceRepository } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope, isAdministrator } from '../../platform/tenancy/context';
import type { FamilyRules } from '../flow/families';
import type { FileService } from '../resource';
import { numberParam } from '../system';
import { PROJECT_PARAMS } from './params';
import { projectRepos } from './repos';

const MAX_FILE = 200 * 1024 * 1024;
const idParam = id('id', l('资料下载申请', 'Download request'), {
  required: l('请选择一条数据', 'Please select a record'),
});
const kind = (def: ResourceDef, field: string) => kindOf(def.fields.find((f) => f.name === field)!);

/** The project's documents: [businessType, ids, kinds] of every attachment the archive holds. */
async function documentsOf(h: HookContext, projectId: string) {
  const ctx = beyondDataScope(h.ctx);
  const ids = async <R extends ResourceDef>(repo: ResourceRepository<R>) =>
    (await repo.list(h.tx, ctx, { where: [eq(repo.col('projectId'), projectId)], limit: 1000 })).map((r) => r.id);
  const groups = [
    { businessType: project.name, businessIds: [projectId], kinds: [kind(project, 'files')] },
    {
      businessType: projectReview.name,
      businessIds: await ids(projectRepos.review),
      kinds: [kind(projectReview, 'minutes')],
    },
    {
      businessType: projectResolution.name,
      businessIds: await ids(projectRepos.resolution),
      kinds: [kind(projectResolution, 'resolutionFile'), kind(projectResolution, 'boardDoc')],
    },
  ];
  const rows = [];
  for (const g of groups)
    for (const k of g.kinds)
      rows.push(
        ...(await attachments.ofRecords(h.tx, h.ctx, {
          businessType: g.businessType,
          businessIds: g.businessIds,
          kind: k,
        })),
      );
  return rows;
}

export function downloadRules(
  files: FileService,
  downloads: () => ResourceService,
): FamilyRules<typeof projectDownload> {
  return {
    async onApproved(h, record) {
      const zip = new PizZip();
      const taken = new Set<string>();
      const listed: string[] = [];
      for (const a of await documentsOf(h, String(record.projectId))) {
        const read = await files.read(h.tx, h.ctx, a.id, MAX_FILE);
        if (!read?.bytes) continue;
        const name = uniqueEntryName(a.originalName, taken);
        zip.file(name, read.bytes);
        listed.push(name);
      }
      // The list makes an archive of a project without documents a real (non-empty) zip too.
      zip.file(uniqueEntryName('清单.txt', taken), `${listed.length ? listed.join('\n') : '(无资料)'}\n`);
      const bytes = zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
      const p = await projectRepos.project.getById(h.tx, beyondDataScope(h.ctx), String(record.projectId));
      await files.attach(h.tx, h.ctx, {
        name: `${p.projectName}资料.zip`,
        bytes,
        businessType: projectDownload.name,
        businessId: record.id,
        kind: kind(projectDownload, 'archive'),
      });
      const days = await numberParam(h.tx, h.ctx, PROJECT_PARAMS.downloadDays);
      const until = formatDate(new Date(Date.now() + days * 86_400_000));
      await downloads().patch(h, record.id, { availableUntil: until });
    },
  };
}

/**
 * Why the caller may not have the request's archive now, or undefined: it is its requester's (or an administrator's),
 * once approved, until availableUntil.
 */
function grantRefusal(ctx: RequestContext, row: RowOf<typeof projectDownload>) {
  if (String(row.createUser) !== ctx.userId && !isAdministrator(ctx)) return forbidden();
  if (row.flowState !== 'approved' || !row.availableUntil)
    return badRequest(l('资料下载申请尚未审批通过', 'The download request is not approved'));
  if (row.availableUntil.slice(0, 10) < formatDate(new Date()))
    return badRequest(l(`下载已于 ${row.availableUntil} 过期`, `The download expired on ${row.availableUntil}`));
  return undefined;
}

export function registerDownloadRoute(app: FastifyInstance, { db, files }: { db: Db; files: FileService }) {
  const repo = projectRepos.download;
  // The archive is had only through its grant, by the common file calls too; nobody removes it.
  fileAccess(app).reserve(projectDownload.name, kind(projectDownload, 'archive'), async (tx, ctx, archives, mode) => {
    const granted = new Set<string>();
    if (mode === 'change') return granted;
    for (const a of archives) {
      const row = a.businessId ? await repo.findById(tx, beyondDataScope(ctx), a.businessId) : undefined;
      if (row && !grantRefusal(ctx, row)) granted.add(a.id);
    }
    return granted;
  });
  defineRoute(app, {
    method: 'GET',
    url: `/api${projectDownload.api}/download`,
    permission: null,
    // A link cannot send the token header: a short-lived download ticket does instead.
    ticket: true,
    tags: [projectDownload.label['en-US']],
    summary: '资料下载 — the approved archive, for its requester or an administrator until availableUntil',
    params: [idParam],
    handler: async ({ ctx, params, reply }) => {
      const row = await repo.findById(db, beyondDataScope(ctx), params.id);
      if (!row) throw notFound(l('资料下载申请不存在', 'No such download request'));
      const refused = grantRefusal(ctx, row);
      if (refused) throw refused;
      const [archive] = await attachments.ofRecords(db, ctx, {
        businessType: projectDownload.name,
        businessIds: [row.id],
        kind: kind(projectDownload, 'archive'),
      });
      const read = archive ? await files.read(db, ctx, archive.id, MAX_FILE) : null;
      if (!read?.bytes) throw notFound(l('资料包不存在', 'The archive is missing'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(archive.originalName, false))
        .send(read.bytes);
    },
  });
}
