// The project's own calls under processpro/processpro beside its resource and families: its schedule, a preview of
// terms, a customer's projects in figures, and the chain as the project page draws it.
import {
  PROJECT_CHAIN,
  PROJECT_FAMILIES,
  PROJECT_STATE_OPTIONS,
  flowCategory,
  id,
  l,
  leaseTermFields,
  project,
} from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { notFound } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { FlowRuntimeApi, RecordInstance } from '../flow/runtime/types';
import { projectRepos } from './repos';
import { latestOf } from './review';
import { scheduleOf } from './terms';

const BASE = `/api${project.api}`;
const TAGS = [project.label['en-US']];
const ORDER = PROJECT_STATE_OPTIONS.map((o) => o.value);
const rank = (s: unknown) => ORDER.indexOf(s as (typeof ORDER)[number]);
/** A step family's own records (立项 and 项目申请 are the project itself). */
const STEP_REPOS: Record<string, ResourceRepository | undefined> = {
  project: projectRepos.review,
  dzbjy: projectRepos.resolution,
  special: projectRepos.special,
};

/** How an instance of the project's own families (立项, 项目申请) came out, in the step records' states. */
const instanceState = (i: RecordInstance) =>
  i.state === 'running'
    ? 'running'
    : i.state === 'completed'
      ? i.lastDecision === 'ok'
        ? 'approved'
        : 'rejected'
      : i.state === 'stopped'
        ? 'rejected'
        : 'withdrawn';

export function registerProjectRoutes(
  app: FastifyInstance,
  { db, projects, runtime }: { db: Db; projects: ResourceService; runtime: FlowRuntimeApi },
) {
  const load = async (ctx: Parameters<ResourceService['detail']>[0], rawId: string): Promise<Row> => {
    const row = await projects.repo.findById(db, ctx, rawId);
    if (!row) throw notFound(l('项目不存在', 'No such project'));
    return row;
  };
  const projectId = id('id', l('项目', 'Project'), { required: l('请选择项目', 'please select the project') });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/schedule`,
    permission: 'project_info_view',
    tags: TAGS,
    summary: "项目 — the stored project's rent schedule (the calculator's output for its terms)",
    params: [projectId],
    handler: async ({ ctx, params }) => scheduleOf(await load(ctx, params.id)),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/preview`,
    permission: 'project_info_view',
    tags: TAGS,
    summary: "项目 — the calculator's output for the terms sent (400 naming the term field)",
    params: [...leaseTermFields()],
    handler: async ({ params }) => scheduleOf(params as Row),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getIndexAnalysis`,
    permission: 'project_info_view',
    tags: TAGS,
    summary: "项目 — a customer's projects: count and financed amount by state, and the approved total",
    params: [id('comId', l('客户', 'Customer'), { required: l('请选择客户', 'please select the customer') })],
    handler: async ({ ctx, params }) => {
      const rows = await projects.repo.list(db, ctx, {
        where: [eq(projects.repo.col('customerId'), params.comId)],
        limit: 10_000,
      });
      const byState = new Map<string, { count: number; amount: InstanceType<typeof D> }>();
      let approved = new D(0);
      for (const r of rows) {
        const s = String(r.projectState);
        const e = byState.get(s) ?? { count: 0, amount: new D(0) };
        e.count += 1;
        e.amount = e.amount.plus(String(r.financeAmount ?? 0));
        byState.set(s, e);
        if (s === 'approved' || s === 'contracted') approved = approved.plus(String(r.financeAmount ?? 0));
      }
      return {
        total: rows.length,
        approvedAmount: approved.toFixed(2),
        byState: PROJECT_STATE_OPTIONS.filter((o) => byState.has(o.value)).map((o) => ({
          state: o.value,
          stateName: o.label['zh-CN'],
          count: byState.get(o.value)!.count,
          amount: byState.get(o.value)!.amount.toFixed(2),
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/chain`,
    permission: 'project_info_view',
    tags: TAGS,
    summary: '项目 — the chain as the project page shows it: per step its family, label, status and records',
    params: [projectId],
    handler: async ({ ctx, params }) => {
      const p = await load(ctx, params.id);
      const state = String(p.projectState);
      // 立项 and 项目申请 run on the project itself: their rounds are the project's instances of their category.
      const own = await runtime.instancesOfRecord(db, ctx, project.table, String(p.id));
      const steps = [];
      for (const step of PROJECT_CHAIN) {
        const family = PROJECT_FAMILIES.find((f) => f.code === step.family)!;
        const repo = STEP_REPOS[step.family];
        const records = repo
          ? (await latestOf(db, beyondDataScope(ctx), repo, String(p.id), true)).map((r) => ({
              id: r.id,
              processInstanceId: r.processInstanceId ?? '',
              flowState: r.flowState,
              createTime: r.createTime,
            }))
          : own
              .filter((i) => i.category === flowCategory(family.categoryKey))
              .map((i) => ({
                id: String(p.id),
                processInstanceId: i.id,
                flowState: instanceState(i),
                createTime: i.startTime,
              }));
        const status =
          state === step.running
            ? 'running'
            : state === step.from
              ? 'available'
              : step.family === 'special'
                ? records.some((r) => r.flowState === 'approved')
                  ? 'done'
                  : 'locked'
                : state !== 'vetoed' && rank(state) >= rank(step.approved)
                  ? 'done'
                  : state === 'vetoed' && rank(step.from) <= rank('applied')
                    ? 'done'
                    : 'locked';
        steps.push({ family: family.code, label: family.label['zh-CN'], status, records });
      }
      return { projectState: state, steps };
    },
  });
}
