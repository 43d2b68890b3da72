// A project closing in the demo tenant (SEED_DEMO): no demo project has every IOU closed (the portfolio's eight IOUs
// share the one signed contract, and only the six-period one is settled), so 张伟 has drafted the closing of that
// project — a draft whose checklist shows what is still unmet (IOUs repaying, the registry not cancelled, the
// guarantee not released, the archive incomplete) and its figures so far. Runs once.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { demoActors } from '../../flow';
import type { SystemServices } from '../../system/services';
import type { EndOfProjectArea } from './index';
import { endOfProjectRepos } from './repos';

export async function seedEndOfProjectDemo(
  db: Db,
  deps: { endOfProject: EndOfProjectArea; contracts: ContractModule; system: SystemServices },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await endOfProjectRepos.closing.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei']);
  if (!actors) return;
  // The contract the demo portfolio is disbursed on (loan/demo-seed.ts takes the first signed one).
  const [contract] = await deps.contracts.signedContracts(db, sys);
  if (!contract?.projectId) return;
  await deps.endOfProject.service.create(
    actors.zhangwei,
    {
      projectId: contract.projectId,
      remark: '第三笔放款(6 期)已全部结清; 其余借据仍在还款中, 待结清并办妥中登注销、担保解除后提交结项',
    },
    { draft: true },
  );
}
