// The demo's 资产保全: 张伟 asks to preserve the assets of the lessee furthest past due — its basic account and its
// leased items — before suing; approved by 赵磊, 李娜 and 陈静 through the family, and ruled by the court (已裁定, the
// account frozen). Runs once (any case of the tenant means it ran).
import { PLATFORM_TENANT_ID, iou } from '@flp/shared';
import { and, eq, gt } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Db } from '../../platform/db/database';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { ContractModule } from '../contract';
import { type FlowRuntimeApi, approverOf, demoActors } from '../flow';
import type { SystemServices } from '../system';
import { candidates } from './candidates';
import type { PreservationModule } from './index';
import { preservationRepos } from './repos';

export async function seedPreservationDemo(
  db: Db,
  deps: { module: PreservationModule; runtime: FlowRuntimeApi; system: SystemServices; contracts: ContractModule },
) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'zhaolei', 'lina', 'chenjing']);
  if (!actors) return;
  const all = beyondDataScope(actors.zhangwei);
  if (await preservationRepos.case.count(db, all)) return;
  const ious = repositoryOf(iou);
  const [worst] = await ious.list(db, all, {
    where: [and(eq(ious.col('iouState'), 'active'), gt(ious.col('dpd'), 0))!],
    query: { descs: 'dpd' },
    limit: 1,
  });
  const contract = worst && (await deps.contracts.findContract(db, all, String(worst.contractId)));
  if (!contract) return;
  const [account, ...leased] = await candidates(db, all, contract, 'lessee');
  const started = await deps.module.family.start(actors.zhangwei, {
    contractId: contract.id,
    caseType: 'PRE_SUIT',
    court: '上海市浦东新区人民法院',
    preservationAmount: '200000.00',
    otherClaims: '30000.00',
    securityType: 'INSURANCE',
    securityProvider: '中国人民财产保险股份有限公司上海市分公司',
    otherCosts: '15000.00',
    lawyer: '孙明',
    lawFirm: '上海明理律师事务所',
    reason: '承租人连续三期未付租金, 经电话、上门催收及律师函催告仍未付款, 且有转移设备迹象, 申请诉前财产保全。',
    targets: [
      { ...account, description: '基本存款账户 招商银行上海分行营业部 121900000000001', value: '200000.00' },
      ...leased.slice(0, 1),
    ],
  });
  const approve = approverOf(db, deps.runtime);
  for (const who of [actors.zhaolei, actors.lina, actors.chenjing])
    await approve(who, started.processInstanceId, '同意申请保全');
  await preservationRepos.case.update(db, all, String(started.businessId), { caseState: 'RULED' });
}
