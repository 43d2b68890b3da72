// The chain's rules, shared by every step family (docs/decisions.md, "The project chain"): a step starts only from
// its `from` state, routes by the project's amount, and moves the project with its own record, in the same
// transaction; the side families (征信, 补充资料, 资料下载) check the project and leave it where it is.
import {
  type ChainStep,
  PROJECT_STATE_OPTIONS,
  type ResourceDef,
  type RowOf,
  type WorkflowFamily,
  chainStepOf,
  l,
  type project,
} from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import { badRequest, invalidField, labelled } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { FamilyRules } from '../flow/families';
import { numberParam } from '../system';
import { PROJECT_PARAMS } from './params';
import { collateralRepos } from './repos';

/** The project service, which types the project's rows. */
export type Projects = ResourceService<typeof project>;
type ProjectRow = RowOf<typeof project>;

const stateLabel = (s: unknown) => PROJECT_STATE_OPTIONS.find((o) => o.value === s)?.label ?? l(String(s), String(s));

/** The project a step record points at (past the caller's data scope: the step's rules decide, the tenant bounds). */
export async function projectOf(h: HookContext, projects: Projects, projectId: unknown): Promise<ProjectRow> {
  return projects.repo.getById(h.tx, beyondDataScope(h.ctx), String(projectId));
}

const refused = (project: ProjectRow, family: WorkflowFamily) => {
  const s = stateLabel(project.projectState);
  return badRequest(
    l(
      `项目当前状态为${s['zh-CN']}, 不能发起${family.label['zh-CN']}`,
      `The project is ${s['en-US']}; ${family.label['en-US']} cannot start`,
    ),
  );
};

/** `amount` and `threshold`, the variables the models route by (`${amount > threshold}`). */
export async function routingVariables(h: HookContext, project: ProjectRow): Promise<Row> {
  return {
    amount: Number(project.financeAmount ?? 0),
    threshold: await numberParam(h.tx, h.ctx, PROJECT_PARAMS.gmThreshold),
  };
}

/** Where a step's record state takes the project. */
export function projectTarget(step: ChainStep, to: string, record: Row, project: ProjectRow): string | null {
  if (to === 'running') return step.running;
  if (to === 'approved')
    return step.approvedNeedingSpecial && project.specialReasons ? step.approvedNeedingSpecial : step.approved;
  if (to === 'rejected' || to === 'withdrawn' || to === 'draft')
    return step.vetoed && record.result === 'veto' ? step.vetoed : step.from;
  return null;
}

/**
 * The rules of a chain step over its own record (评审会, 党支部决议, 特殊审批), merged under `own` (typed by the step's
 * definition, which the registration gives).
 */
export function chainStepRules<D extends ResourceDef = ResourceDef>(
  family: WorkflowFamily,
  projects: Projects,
  own: FamilyRules<D> = {},
): FamilyRules<D> {
  const step = chainStepOf(family.code);
  if (!step) throw new Error(`family ${family.code} is not a chain step`);
  // Written for any step's record (each has its projectId): untyped here.
  const more: FamilyRules = own;
  const rules: FamilyRules = {
    ...more,
    async validate(h, record) {
      const project = await projectOf(h, projects, record.projectId);
      if (project.projectState !== step.from) throw refused(project, family);
      await more.validate?.(h, record);
    },
    async variables(h, record) {
      const project = await projectOf(h, projects, record.projectId);
      return { ...(await routingVariables(h, project)), ...((await more.variables?.(h, record)) ?? {}) };
    },
    async onStateChange(h, record, to, event) {
      const project = await projectOf(h, projects, record.projectId);
      const target = projectTarget(step, to, record, project);
      if (target && target !== project.projectState)
        await projects.transition(beyondDataScope(h.ctx), project.id, target, { within: h });
      await more.onStateChange?.(h, record, to, event);
    },
  };
  return rules;
}

/** A side family's check of the project it is for (it never moves the project). */
export function sideRules<D extends ResourceDef = ResourceDef>(
  family: WorkflowFamily,
  projects: Projects,
  allowed: (state: string) => boolean,
  own: FamilyRules<D> = {},
): FamilyRules<D> {
  const more: FamilyRules = own;
  const rules: FamilyRules = {
    ...more,
    async validate(h, record) {
      if (record.projectId) {
        const project = await projectOf(h, projects, record.projectId);
        if (!allowed(String(project.projectState))) throw refused(project, family);
      }
      await more.validate?.(h, record);
    },
  };
  return rules;
}

/** 立项 and 项目申请 (over the project itself): routing variables; 项目申请 needs a leased item. */
export const initiationRules: FamilyRules<typeof project> = {
  variables: (h, project) => routingVariables(h, project),
};

export const applicationRules: FamilyRules<typeof project> = {
  variables: (h, project) => routingVariables(h, project),
  async validate(h, project) {
    const repo = collateralRepos.subjectMatter;
    const n = await repo.count(h.tx, beyondDataScope(h.ctx), eq(repo.col('projectId'), project.id));
    if (!n)
      throw invalidField(
        'items',
        labelled(l('租赁物', 'Leased items'), l('项目申请至少需要一项租赁物', 'at least one is needed to apply')),
      );
  },
};
