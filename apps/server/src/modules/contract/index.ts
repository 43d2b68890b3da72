// 合同管理 (issue 14): contracts drawn from approved projects — generated, approved, signed — and their central
// registry registration (中登登记).
import { contractFamily, supplementFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { registerWorkflowFamily } from '../flow/families';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { ProjectApi } from '../project';
import type { FileService } from '../resource';
import { registerMenus } from '../system/seed';
import { CONTRACT_MENUS } from './menus';
import { contractRepos } from './repos';

export interface ContractModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  projects: ProjectApi;
}

export function registerContractModule(app: FastifyInstance, { db, runtime }: ContractModuleDeps) {
  registerMenus(CONTRACT_MENUS);
  const contracts = registerWorkflowFamily(app, contractFamily, { db, runtime, repo: contractRepos.contract });
  const registrations = registerWorkflowFamily(app, supplementFamily, {
    db,
    runtime,
    repo: contractRepos.registration,
  });
  return { contracts, registrations };
}
