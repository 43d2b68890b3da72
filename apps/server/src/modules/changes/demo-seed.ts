// The changes module's demo (SEED_DEMO), one of each at its own stage, taken through the real calls by the demo staff:
// a 批复变更 of the contracted 华东重工 project lowering its rate (worse for the lessor: it would go to the review
// meeting) saved as a draft; a 项目变更 of 苏州起重 (in its review meeting) updating its background, approved by
// 赵磊 and waiting at 风控; a 合同变更 of the signed 华东重工 contract's signing place, approved; a 其他审批 about the
// 华东重工 project waiting for 赵磊; a 一般变更 of its lessee's e-mail drafted; on a signed contract a 最高额保证 added
// (担保变更, applied) and its ceiling's raise drafted (最高额变更), and a guarantee added, waiting at 签署担保合同. Runs once (any record of the module means it ran).
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import type { ContractModule } from '../contract';
import { customerIdsByName } from '../customer';
import { approverOf, demoActors } from '../flow';
import type { FlowRuntimeApi } from '../flow';
import type { ProjectApi } from '../project';
import type { SystemServices } from '../system';
import type { ChangesModule } from './index';
import { changeRepos } from './repos';

const EXCAVATORS = '华东重工挖掘机售后回租项目';
const CRANES_REVIEW = '苏州起重设备直租项目';
/** Who guarantees the 担保变更's new guarantee: the first of them that is not the contract's lessee. */
const GUARANTOR_CHOICES = ['华东重工设备租赁(上海)有限公司', '江汉彩印包装有限公司'];

export async function seedChangesDemo(
  db: Db,
  deps: {
    module: ChangesModule;
    projects: ProjectApi;
    contracts: ContractModule;
    runtime: FlowRuntimeApi;
    system: SystemServices;
  },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  for (const repo of Object.values(changeRepos)) if (await repo.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['zhangwei', 'zhaolei', 'lina']);
  if (!actors) return;
  const approve = approverOf(db, deps.runtime);
  const ids = await deps.projects.projectIdsByName(db, sys, [EXCAVATORS, CRANES_REVIEW]);
  const excavators = ids.get(EXCAVATORS);
  const inReview = ids.get(CRANES_REVIEW);
  if (excavators) {
    const { project } = await deps.projects.bundle(db, sys, excavators);
    const rate = new D(String(project.annualRate ?? 0));
    if (rate.gt(1))
      await deps.module.approval.family.save(actors.zhangwei, {
        projectId: excavators,
        proposed: { annualRate: rate.minus('0.25').toFixed(4) },
        reason: '承租人追加二期设备抵押, 申请利率下调 25 个基点',
      });
    // The lessee's new finance mailbox after a reorganisation, drafted (一般变更).
    await deps.module.common.family.save(actors.zhangwei, {
      customerId: project.customerId,
      proposed: { email: 'finance@hdzg-leasing.example.cn' },
      reason: '承租人财务部重组, 对账邮箱变更',
    });
    await deps.module.other.start(actors.zhangwei, {
      title: '华东重工设备现场巡检费用',
      content: '二季度租后现场巡检的差旅与第三方评估费用, 申请列支',
      linkKind: 'project',
      linkId: excavators,
    });
  }
  if (inReview) {
    const started = await deps.module.project.family.start(actors.zhangwei, {
      projectId: inReview,
      proposed: { background: '承租人新增华东区域订单, 设备需求随之扩大; 项目背景按最新经营情况更新。' },
      reason: '评审会前更新项目背景',
    });
    await approve(actors.zhaolei, started.processInstanceId, '同意更新');
  }
  const signedOnes = await deps.contracts.signedContracts(db, sys);
  const [signed] = signedOnes;
  // On a signed contract: a 最高额保证 added and signed (担保变更, applied), its ceiling to be raised (最高额变更, a
  // draft); then a guarantee added, approved and waiting for 张伟 to sign it (担保变更).
  const secured = signedOnes[1] ?? signed;
  if (secured) {
    const names = await customerIdsByName(db, sys, GUARANTOR_CHOICES);
    const guarantor = GUARANTOR_CHOICES.map((n) => names.get(n)).find((id) => id && id !== String(secured.customerId));
    if (guarantor) {
      const add = async (guarantee: Record<string, unknown>, reason: string) => {
        const started = await deps.module.guarantee.start(actors.zhangwei, {
          contractId: secured.id,
          changeType: 'ADD',
          reason,
          newGuarantees: [{ guarantorId: guarantor, relation: '关联企业', ...guarantee }],
        });
        await approve(actors.zhaolei, started.processInstanceId, '同意追加');
        await approve(actors.lina, started.processInstanceId, '同意, 签署后生效');
        return started;
      };
      // Signed with the change (its number given at the start): 张伟's 签署担保合同 applies it.
      const max = await add(
        { guarType: 3, amount: '1000000', maxAmount: '3000000', guarContractNo: 'ZGBZ2026001' },
        '关联企业提供最高额保证, 覆盖本合同及后续合同',
      );
      await approve(actors.zhangwei, max.processInstanceId, '最高额保证合同已签署');
      const [row] = await changeRepos.guaranteeChangeGuarantee.list(db, sys, {
        where: [eq(changeRepos.guaranteeChangeGuarantee.col('changeId'), max.businessId)],
      });
      if (row?.guaranteeId)
        await deps.module.max.family.save(actors.zhangwei, {
          guaranteeId: row.guaranteeId,
          proposed: { maxAmount: '4000000' },
          reason: '二期设备合同拟纳入最高额保证范围, 申请提高最高额',
        });
      await add({ guarType: 1, amount: '1000000' }, '承租人季度营收下滑, 追加关联企业连带责任保证');
    }
  }
  if (signed) {
    const started = await deps.module.contract.family.start(actors.zhangwei, {
      contractId: signed.id,
      proposed: { signPlace: '上海市浦东新区 (补充协议签订地)' },
      reason: '补充协议改在上海签订',
    });
    await approve(actors.zhaolei, started.processInstanceId, '同意');
    await approve(actors.lina, started.processInstanceId, '同意');
  }
}
