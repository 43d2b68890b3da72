// 评审会 (project/project): the reviewers vote in a countersign and their votes decide; the helper calls the meeting
// pages use (the minutes, the votes, the latest record of a project, who the caller is, departments), served on
// project/project, project/dzbjy and project/zlxz alike.
import { type ResourceDef, type RowOf, id, ids, l, projectReview, taskUser, text } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import { addReferenceTitles } from '../../platform/crud/references';
import { nodeTree } from '../../platform/crud/tree';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { forbidden, invalidField, labelled, notFound } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope, isPlatformTenant } from '../../platform/tenancy/context';
import type { FamilyRules } from '../flow/families';
import type { FlowRuntimeApi, TaskDecision } from '../flow/runtime/types';
import type { FileService } from '../resource';
import { Staff } from '../system';
import { generateFromModel } from '../contract-model';
import { projectPlaceholders } from './documents';
import { numberParam } from '../system';
import { PROJECT_PARAMS } from './params';
import { projectRepos } from './repos';
import type { Projects } from './chain';

const ENTRY = id('entryId', l('项目', 'Project'), { required: l('请选择项目', 'please select the project') });
const idList = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : []);
const fmtDecision = (d: string) => (d === 'ok' ? '同意' : d === 'reject' ? '反对' : d);

/** The votes of a meeting's instance, with the voters' names. */
async function votesOf(db: Db, ctx: RequestContext, runtime: FlowRuntimeApi, review: RowOf<typeof projectReview>) {
  if (!review.processInstanceId) return [];
  const decisions: TaskDecision[] = await runtime.decisionsOf(db, ctx, review.processInstanceId, 'vote');
  const names = await Staff.names(
    db,
    ctx.tenantId,
    decisions.map((d) => d.userId),
  );
  return decisions.map((d) => ({
    userId: d.userId,
    userName: names.get(d.userId) ?? '',
    decision: d.decision,
    comment: d.comment ?? '',
    time: d.endTime ?? '',
  }));
}

/** The meeting's variables (each reviewer votes in their own task) and its outcome by the pass ratio. */
export function reviewRules(
  runtime: FlowRuntimeApi,
  reviews: () => ResourceService,
): FamilyRules<typeof projectReview> {
  return {
    variables: (_h, record) => ({
      reviewers: idList(record.reviewers).map(taskUser),
      host: record.host ? taskUser(record.host) : null,
    }),
    async outcome(h, record, event) {
      const votes = await runtime.decisionsOf(h.tx, h.ctx, event.instanceId, 'vote');
      const ok = votes.filter((v) => v.decision === 'ok').length;
      const ratio = await numberParam(h.tx, h.ctx, PROJECT_PARAMS.passRatio);
      // The share to four places, as the ratio is written: 2 of 3 is 0.6667 and meets the default.
      const pass = votes.length > 0 && new D(ok).div(votes.length).toDecimalPlaces(4).gte(ratio);
      await reviews().patch(h, record.id, {
        result: pass ? 'pass' : 'veto',
        votesFor: ok,
        votesAgainst: votes.length - ok,
      });
      return pass ? 'approved' : 'rejected';
    },
  };
}

export interface HelperDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  projects: Projects;
  reviews: ResourceService;
}

/** The latest record of a family for a project (newest first by creation). */
export async function latestOf<D extends ResourceDef>(
  db: Db,
  ctx: RequestContext,
  repo: ResourceRepository<D>,
  projectId: string,
  all = false,
) {
  const rows = await repo.list(db, beyondDataScope(ctx), {
    where: [eq(repo.col('projectId'), projectId)],
    limit: 1000,
  });
  // Newest first: ids grow with time, so they break ties of the same second.
  rows.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
  return all ? rows : rows.slice(0, 1);
}

/** The step families' helper calls, once per call set (评审会, 党支部决议, 资料下载). */
export function registerStepHelpers(app: FastifyInstance, deps: HelperDeps) {
  const { db, runtime, files, projects } = deps;
  const project = async (ctx: RequestContext, rawId: string) => {
    const row = await projects.repo.findById(db, ctx, rawId);
    if (!row) throw notFound(l('项目不存在', 'No such project'));
    return row;
  };
  const latestReview = async (ctx: RequestContext, projectId: string) => {
    const [review] = await latestOf(db, ctx, projectRepos.review, projectId);
    if (!review) throw notFound(l('该项目还没有评审会', 'The project has had no review meeting'));
    return review;
  };

  const sets: { def: ResourceDef; repo: ResourceRepository }[] = [
    { def: projectReview, repo: projectRepos.review },
    { def: projectRepos.resolution.def, repo: projectRepos.resolution },
    { def: projectRepos.download.def, repo: projectRepos.download },
  ];
  for (const { def, repo } of sets) {
    const base = `/api${def.api}`;
    const tags = [def.label['en-US']];

    defineRoute(app, {
      method: 'GET',
      url: `${base}/createHyjyDoc`,
      permission: 'project_info_view',
      tags,
      summary:
        "评审会纪要 — the project's latest review meeting written into the enabled 评审会纪要 model (→ {id, name, link})",
      params: [ENTRY],
      handler: async ({ ctx, params }) => {
        const p = await project(ctx, params.entryId);
        const review = await latestReview(ctx, p.id);
        const votes = (await votesOf(db, ctx, runtime, review)).map((v) => ({
          ...v,
          decision: fmtDecision(v.decision),
        }));
        const names = await Staff.names(db, ctx.tenantId, [review.host ?? '', ...idList(review.reviewers)]);
        const data = {
          ...(await projectPlaceholders(db, ctx, p)),
          meeting: {
            topic: review.topic ?? '',
            time: review.meetingTime ?? '',
            place: review.place ?? '',
            host: names.get(review.host ?? '') ?? '',
            reviewers: idList(review.reviewers)
              .map((r) => names.get(r) ?? r)
              .join('、'),
            notes: review.notes ?? '',
            result: review.result === 'pass' ? '通过' : review.result === 'veto' ? '否决' : '未决',
            votesFor: String(review.votesFor ?? 0),
            votesAgainst: String(review.votesAgainst ?? 0),
          },
          votes,
        };
        return deps.reviews.write(ctx, {}, (h: HookContext) =>
          generateFromModel(h, files, {
            type: 6,
            data,
            def: projectReview,
            recordId: review.id,
            field: 'minutes',
            fileName: `${p.projectName}评审会纪要.docx`,
          }),
        );
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${base}/getHyjyResult`,
      permission: 'project_info_view',
      tags,
      summary: "评审会 — the result and votes of the project's latest meeting, or of every meeting with isAll=1",
      params: [ENTRY, text('isAll', l('全部', 'All'), { max: 1 })],
      handler: async ({ ctx, params }) => {
        const p = await project(ctx, params.entryId);
        const rows = await latestOf(db, ctx, projectRepos.review, p.id, params.isAll === '1');
        const results = await Promise.all(
          rows.map(async (r) => ({
            id: r.id,
            topic: r.topic,
            result: r.result ?? null,
            votesFor: r.votesFor ?? 0,
            votesAgainst: r.votesAgainst ?? 0,
            votes: await votesOf(db, ctx, runtime, r),
          })),
        );
        if (params.isAll === '1') return results;
        if (!results.length) throw notFound(l('该项目还没有评审会', 'The project has had no review meeting'));
        return results[0];
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${base}/getDetailByEntryId`,
      permission: 'project_info_view',
      tags,
      summary: `${def.label['zh-CN']} — the latest record of a project (by entryId, or by the project's name entryName)`,
      params: [id('entryId', l('项目', 'Project')), text('entryName', l('项目名称', 'Project name'), { max: 100 })],
      handler: async ({ ctx, params }) => {
        let projectId = params.entryId ?? null;
        if (!projectId && params.entryName) {
          const [p] = await projects.repo.list(db, ctx, {
            where: [eq(projects.repo.col('projectName'), params.entryName)],
            limit: 1,
          });
          projectId = p ? p.id : null;
        }
        if (!projectId)
          throw invalidField('entryId', labelled(l('项目', 'Project'), l('请选择项目', 'please select the project')));
        await project(ctx, projectId);
        const [row] = await latestOf(db, ctx, repo, projectId);
        return row ? await projectsDetail(repo, row, ctx) : null;
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${base}/getUserDetail`,
      permission: null,
      tags,
      summary: 'The caller: name, account, department names, phone',
      params: [],
      handler: async ({ ctx }) => {
        const u = await Staff.profile(db, ctx.tenantId, ctx.userId);
        const depts = await Staff.deptNames(db, ctx.tenantId, [...ctx.deptIds]);
        return {
          id: ctx.userId,
          account: u?.account ?? '',
          realName: u?.realName ?? '',
          phone: u?.phone ?? '',
          deptName: [...depts.values()].join(','),
        };
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${base}/getUserDept`,
      permission: null,
      tags,
      summary: "Department names of a comma list of department ids (of the caller's tenant)",
      // Each id checked as an id (a 400 naming 部门 otherwise): the kind's own check.
      params: [ids('depts', l('部门', 'Departments'), { max: 2000 })],
      handler: async ({ ctx, params }) => {
        const deptIds = idList(params.depts);
        const byId = await Staff.deptNames(db, ctx.tenantId, deptIds);
        return deptIds
          .filter((x) => byId.has(x))
          .map((x) => byId.get(x))
          .join(',');
      },
    });

    defineRoute(app, {
      method: 'GET',
      url: `${base}/deptTree`,
      permission: null,
      tags,
      summary: "The department tree of the caller's tenant (another tenant's only for the platform administrator)",
      params: [text('tenantId', l('租户', 'Tenant'), { max: 12 })],
      handler: async ({ ctx, params }) => {
        const tenantId = params.tenantId || ctx.tenantId;
        if (tenantId !== ctx.tenantId && !(ctx.superAdmin && isPlatformTenant(ctx))) throw forbidden();
        return nodeTree(await Staff.depts(db, tenantId), 'deptName');
      },
    });
  }

  /** A step record as its family's detail shows it (names of references added). */
  async function projectsDetail(repo: ResourceRepository, row: Row, ctx: RequestContext) {
    const [decorated] = await addReferenceTitles(db, ctx, repo.def, [row]);
    return decorated;
  }
}
