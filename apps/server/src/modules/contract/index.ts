// 合同管理 (issue 14): contracts drawn from approved projects — generated, approved, signed — and their central
// registry registration (中登登记).
import { CONTRACT_STATES, CONTRACT_STATE_OPTIONS, contractFamily, l, supplementFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import { Decimal } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { registerWorkflowFamily } from '../flow/families';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { ProjectApi } from '../project';
import type { FileService } from '../resource';
import { contractRules, supplementRules } from './families';
import { type Signing, generateDocument, redrawContract, signContract } from './actions';
import { CONTRACT_MENUS } from './menus';
import { contractRepos } from './repos';
import { registerContractRoutes } from './routes';
import { contractHooks } from './rules';
import { defineModule } from '../host';
import { CONTRACT_GM_THRESHOLD_DEFAULT, CONTRACT_GM_THRESHOLD_PARAM } from './families';
import { contractModels } from './families';
import { seedContractDemo } from './demo-seed';

export { contractModels } from './families';
export { seedContractDemo } from './demo-seed';
export { loanedByProject } from './disbursed';

/** What a module does when a contract ends (项目结项), in the transaction that ends it. */
export type ContractEnded = (h: HookContext, contractId: string) => Promise<unknown>;

export interface ContractModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  projects: ProjectApi;
}

export function registerContractModule(app: FastifyInstance, { db, runtime, files, projects }: ContractModuleDeps) {
  const service = registerResourceRoutes(app, {
    repo: contractRepos.contract,
    db,
    hooks: contractHooks(projects, contractRepos.contract),
  });
  const contracts = registerWorkflowFamily(app, contractFamily, { db, runtime, service }, contractRules);
  const registrations = registerWorkflowFamily(
    app,
    supplementFamily,
    { db, runtime, repo: contractRepos.registration },
    supplementRules(service),
  );
  registerContractRoutes(app, { db, runtime, files, projects, contracts: service });
  const actionDeps = { projects, files, contracts: service };
  /** What modules loaded after this one do when a contract ends, in the transaction that ends it. */
  const onEnd: ContractEnded[] = [];
  return {
    contracts,
    registrations,
    /**
     * A contract drawn from a project (the demo seed's door): the project's terms copied unless `values` gives them,
     * numbered, and the project's security tied to it — the same rules as the screen's save.
     */
    drawContract: (ctx: RequestContext, projectId: string, values: Row = {}) =>
      service.create(ctx, { ...values, projectId }),
    /** 生成合同文本 (as createContract). */
    generateDocument: (ctx: RequestContext, contractId: string) =>
      service.write(ctx, {}, async (h) =>
        generateDocument(h, actionDeps, await service.repo.getById(h.tx, ctx, contractId)),
      ),
    /**
     * The contract locked until the caller's transaction ends (a disbursement checks its remaining amount against it,
     * so two at once cannot both take the rest), whatever the caller's data scope; 404 when none.
     */
    lockContract: (tx: Db, ctx: RequestContext, contractId: string) =>
      service.repo.lockById(tx, beyondDataScope(ctx), contractId),
    /** A contract whatever the caller's data scope (the caller holds a record pointing at it), or undefined. */
    findContract: (db: Db, ctx: RequestContext, contractId: string) =>
      service.repo.findById(db, beyondDataScope(ctx), contractId),
    /** A contract by its number as the caller may see it (within his data scope), or undefined. */
    visibleContractByNo: async (db: Db, ctx: RequestContext, contractNo: string) =>
      (await service.repo.list(db, ctx, { where: [eq(service.repo.col('contractNo'), contractNo)], limit: 1 }))[0],
    /** The contract as the caller may see it (within his data scope), or undefined: for what is answered about it. */
    visibleContract: (db: Db, ctx: RequestContext, contractId: string) => service.repo.findById(db, ctx, contractId),
    /** The tenant's signed contracts, oldest first (the servicing demo disburses from them). */
    signedContracts: (db: Db, ctx: RequestContext) =>
      service.repo.list(db, beyondDataScope(ctx), {
        where: [eq(service.repo.col('contractState'), CONTRACT_STATES.signed)],
        query: { ascs: 'id' },
      }),
    /** Every contract of a project, in every state, whatever the caller's data scope, oldest first (项目结项 checks them). */
    projectContracts: (db: Db, ctx: RequestContext, projectId: string) =>
      service.repo.list(db, beyondDataScope(ctx), {
        where: [eq(service.repo.col('projectId'), projectId)],
        query: { ascs: 'id' },
      }),
    /**
     * 项目结项 approved: the contract becomes 已终止 in the caller's transaction, the move in its modification history — a
     * draft, one awaiting signature or a signed one (one in approval is a 400: its approval must end first).
     */
    terminate: async (h: HookContext, contractId: string) => {
      const ended = await service.transition(beyondDataScope(h.ctx), contractId, CONTRACT_STATES.terminated, {
        within: h,
      });
      for (const then of onEnd) await then(h, contractId);
      return ended;
    },
    /**
     * A module loaded after this one told when a contract ends (terminate), in that transaction: what the contract
     * held is let go there (the invoices backing it released) — a refusal rolls the ending back.
     */
    onTerminated: (then: ContractEnded) => {
      onEnd.push(then);
    },
    /**
     * 已放款金额 moved by a disbursement's amount (negative: an IOU removed), in the caller's transaction; the contract
     * should be locked by the caller (lockContract).
     */
    addLoaned: async (h: HookContext, contractId: string, amount: string) => {
      const wide = { ...h, ctx: beyondDataScope(h.ctx) };
      const row = await service.repo.getById(h.tx, wide.ctx, contractId);
      const loaned = new Decimal(row.loanedAmount ?? '0').plus(amount);
      return service.patch(wide, contractId, { loanedAmount: loaned.toFixed(2) });
    },
    /**
     * A change approved elsewhere (合同变更) written to the contract whatever its state, in the caller's transaction
     * (the contract locked by the caller), the move in its modification history.
     */
    applyChange: (h: HookContext, contractId: string, values: Row) =>
      service.patch({ ...h, ctx: beyondDataScope(h.ctx) }, contractId, values),
    /** 批复变更 approved: a contract of the project not yet signed takes the project's terms again (actions.ts). */
    redraw: async (h: HookContext, contractId: string) => {
      const wide = { ...h, ctx: beyondDataScope(h.ctx) };
      return redrawContract(wide, actionDeps, await service.repo.getById(h.tx, wide.ctx, contractId));
    },
    /** 签约 (as sign). */
    sign: (ctx: RequestContext, contractId: string, signing: Signing) =>
      service.write(ctx, {}, async (h) =>
        signContract(h, actionDeps, await service.repo.getById(h.tx, ctx, contractId), signing),
      ),
  };
}

export type ContractModule = ReturnType<typeof registerContractModule>;

declare module '../host' {
  interface ModuleApis {
    contract: ContractModule;
  }
}

/** 合同管理: contracts, their approval and 中登登记. */
export const contractModule = defineModule({
  name: 'contract',
  menus: CONTRACT_MENUS,
  params: [
    {
      key: CONTRACT_GM_THRESHOLD_PARAM,
      fallback: CONTRACT_GM_THRESHOLD_DEFAULT,
      name: l('合同审批总经理审批金额', 'Contract approval: amount the general manager approves above'),
      remark: l(
        '融资金额超过此值(元)的合同需总经理审批',
        'A contract financing more than this (yuan) needs the general manager',
      ),
    },
  ],
  dicts: [
    { code: 'contract_state', name: '合同状态', items: CONTRACT_STATE_OPTIONS.map((o) => [o.value, o.label['zh-CN']]) },
  ],
  uses: ['system', 'flow', 'resource', 'project'],
  register: (host, { flow, resource, project }) =>
    registerContractModule(host.app, { db: host.db, runtime: flow.runtime, files: resource, projects: project.api }),
  boot: (host, _api, { flow }) => flow.deployModels(host.db, contractModels()),
  // Contracts in every state, from the approved demo projects.
  demo: (host, module, { flow, resource, project }) =>
    seedContractDemo(host.db, {
      runtime: flow.runtime,
      projects: project.api,
      module,
      system: host.system,
      files: resource,
    }),
});
