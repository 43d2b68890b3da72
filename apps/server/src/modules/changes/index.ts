// 变更管理 (issue 30): the changes of what was approved and of a record's own fields — 批复变更 (hzbg), 项目变更
// (projectChange), 合同变更 (contractchange), 最高额变更 (maxChange), 一般变更 (commonbg) — each one declaration
// (packages/shared/src/resources/field-change.ts) on the change machine; 担保变更 (guaranteechange), a contract's
// security added, released or replaced, on the same machine; and 其他 (other), a free-form approval. Projects, contracts, guarantees and customers are
// written only through their modules' interfaces.
import {
  APPROVAL_CHANGE,
  COMMON_CHANGE,
  CONTRACT_CHANGE,
  FIELD_CHANGES,
  type FieldChange,
  type FieldChangeDecl,
  MAX_CHANGE,
  PROJECT_CHANGE,
  guaranteeChangeFamily,
  l,
  otherFamily,
  taskUser,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { ContractModule } from '../contract';
import { type FamilyRules, type FlowRuntimeApi, registerChangeFamily, registerWorkflowFamily } from '../flow';
import type { ProjectApi } from '../project';
import type { ServicingApi } from '../servicing';
import { Staff } from '../system';
import { defineModule } from '../host';
import { type ChangeTarget, fieldChangeParts } from './field-change';
import { CHANGE_MENUS } from './menus';
import { changeModels } from './models';
import { seedChangesDemo } from './demo-seed';
import { guaranteeChangeParts } from './guarantee-change';
import { registerSecurityDiff } from './security-diff';
import { otherHooks } from './other';
import { changeRepos } from './repos';
import { registerChangeRoutes } from './routes';
import { approvedTermsTarget, contractTarget, customerTarget, maxGuaranteeTarget, projectTarget } from './targets';

export interface ChangesModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  projects: ProjectApi;
  contracts: ContractModule;
  servicing: ServicingApi;
}

/** The roles that vote on a worse change of a project that had no review meeting (the demo's older projects). */
const FALLBACK_COMMITTEE = ['risk_officer', 'general_manager'];

/**
 * 批复变更's routing: a move worse for the lessor goes back to the authority that approved the terms — the reviewers
 * of the project's last review meeting that passed it (else the holders of risk and the general manager), the starter
 * not voting; a meeting with nobody to vote is refused, never skipped.
 */
/** A field change is material when a move is worse for the lessor (its model sends it higher then). */
const materialOf = (record: Row) => (String(record.worse ?? '').trim() ? 1 : 0);
const MATERIAL_RULES: FamilyRules = { variables: (_h, record) => ({ material: materialOf(record) }) };

function approvalChangeRules(projects: ProjectApi): FamilyRules {
  return {
    async variables(h, record) {
      const material = materialOf(record);
      if (!material) return { material, committee: [] };
      const starter = String(record.createUser ?? '');
      const reviewers = await projects.reviewersOf(h.tx, h.ctx, String(record.projectId));
      const members = reviewers.length ? reviewers : await Staff.withRoles(h.tx, h.ctx.tenantId, FALLBACK_COMMITTEE);
      const committee = members.filter((id) => id !== starter).map(taskUser);
      if (!committee.length)
        throw badRequest(
          l(
            '对出租人不利的批复变更须经评审会表决, 但没有可表决的评审委员',
            'A change worse for the lessor goes to the review meeting, but it has nobody to vote',
          ),
        );
      return { material, committee };
    },
  };
}

export function registerChangesModule(app: FastifyInstance, deps: ChangesModuleDeps) {
  const { db, runtime } = deps;
  const register = (change: FieldChange, repo: ResourceRepository, target: ChangeTarget, rules: FamilyRules = {}) => {
    const parts = fieldChangeParts(change, repo, target);
    const service = registerResourceRoutes(app, { repo, db, hooks: parts.hooks });
    return { service, family: registerChangeFamily(app, change.family, { db, runtime, service }, parts.over, rules) };
  };
  const change = (decl: FieldChangeDecl) => FIELD_CHANGES.find((c) => c.decl === decl)!;
  const r = changeRepos;
  const approval = register(
    change(APPROVAL_CHANGE),
    r.approvalChange,
    approvedTermsTarget(deps),
    approvalChangeRules(deps.projects),
  );
  const project = register(change(PROJECT_CHANGE), r.projectChange, projectTarget(deps));
  const contract = register(change(CONTRACT_CHANGE), r.contractChange, contractTarget(deps));
  const max = register(change(MAX_CHANGE), r.maxChange, maxGuaranteeTarget(deps), MATERIAL_RULES);
  const common = register(change(COMMON_CHANGE), r.commonChange, customerTarget());
  const security = guaranteeChangeParts(deps);
  const guaranteeService = registerResourceRoutes(app, { repo: r.guaranteeChange, db, hooks: security.hooks });
  const guarantee = registerChangeFamily(
    app,
    guaranteeChangeFamily,
    { db, runtime, service: guaranteeService },
    security.over,
    security.rules,
  );
  registerSecurityDiff(app, db, guarantee, deps.projects);
  const otherService = registerResourceRoutes(app, { repo: r.other, db, hooks: otherHooks });
  const other = registerWorkflowFamily(app, otherFamily, { db, runtime, service: otherService });
  registerChangeRoutes(app, deps);
  return { approval, project, contract, max, common, guarantee, other };
}

export type ChangesModule = ReturnType<typeof registerChangesModule>;

declare module '../host' {
  interface ModuleApis {
    changes: ChangesModule;
  }
}

/** 变更管理: 批复变更, 项目变更, 合同变更 and 其他 under 租后变更. */
export const changesModule = defineModule({
  name: 'changes',
  menus: CHANGE_MENUS,
  dicts: [],
  uses: ['system', 'flow', 'numbering', 'customer', 'project', 'contract', 'servicing'],
  register: (host, { flow, project, contract, servicing }) =>
    registerChangesModule(host.app, {
      db: host.db,
      runtime: flow.runtime,
      projects: project.api,
      contracts: contract,
      servicing: servicing.api,
    }),
  boot: (host, _api, { flow }) => flow.deployModels(host.db, changeModels()),
  // One of each at its own stage, on the demo's projects and contracts.
  demo: (host, module, { flow, project, contract }) =>
    seedChangesDemo(host.db, {
      module,
      projects: project.api,
      contracts: contract,
      runtime: flow.runtime,
      system: host.system,
    }),
});
