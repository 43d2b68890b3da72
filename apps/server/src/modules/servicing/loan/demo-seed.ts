// Demo disbursements for tenant 000000 (SEED_DEMO), from the demo's signed contracts through the real rules — the
// first contract's eight (demo-plan.ts) and one for each disbursed lessee of the wider book (demo-portfolio.ts): each
// started by 张伟 and approved by 赵磊, 李娜 and 王芳 (the last approval makes the IOU and its schedule), and each
// schedule sent by 张伟 and approved by 王芳 — so it is in effect. Runs once
// (any IOU of the tenant means it ran).
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { approverOf, demoActors } from '../../flow';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { SystemServices } from '../../system/services';
import { DEMO_PORTFOLIO, monthsAgo } from '../demo-plan';
import { DEMO_LESSEES, type DemoPayment, portfolioContractName, relativeDay } from '../../demo-portfolio';
import { servicingRepos } from '../repos';
import type { LoanArea } from './index';

export interface LoanDemoDeps {
  runtime: FlowRuntimeApi;
  system: SystemServices;
  contracts: ContractModule;
  loan: LoanArea;
}

/** Answers how each IOU it made is paid (none when it ran before). */
export async function seedLoanDemo(db: Db, deps: LoanDemoDeps): Promise<Map<string, DemoPayment>> {
  const tenantId = PLATFORM_TENANT_ID;
  const none = new Map<string, DemoPayment>();
  if (await servicingRepos.iou.count(db, systemContext(tenantId))) return none;
  const actors = await demoActors(deps.system, tenantId, ['zhangwei', 'zhaolei', 'lina', 'wangfang']);
  if (!actors) return none;
  const { zhangwei, zhaolei, lina, wangfang } = actors;
  const approve = approverOf(db, deps.runtime);
  const contracts = await deps.contracts.signedContracts(db, zhangwei);
  /** How each IOU made here is paid (the receipt demo follows it). */
  const payments = new Map<string, DemoPayment>();

  /** One disbursement through the loan family, its schedule sent and approved: the IOU's id. */
  const disburse = async (body: Record<string, unknown>) => {
    const { businessId, processInstanceId } = await deps.loan.loans.start(zhangwei, {
      payeeName: '承租人收款账户',
      ...body,
    });
    await approve(zhaolei, processInstanceId, '同意放款');
    await approve(lina, processInstanceId, '前提条件已落实, 同意');
    await approve(wangfang, processInstanceId, '已放款');
    const loanRow = await servicingRepos.loan.getById(db, zhangwei, businessId);
    const s = servicingRepos.schedule;
    const [schedule] = await s.list(db, zhangwei, { where: [eq(s.col('iouId'), String(loanRow.iouId))], limit: 1 });
    const sent = await deps.loan.schedules.start(zhangwei, {}, { id: schedule.id });
    await approve(wangfang, sent.processInstanceId, '租金支付表复核无误');
    return String(loanRow.iouId);
  };

  // The first signed contract: the eight disbursements of demo-plan.ts.
  for (const contract of contracts.slice(0, 1)) {
    const amount = new D(String(contract.financeAmount ?? 0));
    for (const [n, plan] of DEMO_PORTFOLIO.entries()) {
      const loanDate = monthsAgo(plan.monthsAgo);
      const iouId = await disburse({
        contractId: contract.id,
        loanAmount: amount.times(plan.share).toFixed(2),
        loanDate,
        // The disbursement fixes its own 起租日: the day the money left.
        startDate: loanDate,
        ...(plan.periods ? { periods: plan.periods } : {}),
        remark: `第${n + 1}笔放款`,
      });
      payments.set(iouId, plan.payment);
    }
  }
  // The wider book: each disbursed lessee's contract in one disbursement.
  const byName = new Map(contracts.map((c) => [String(c.contractName), c]));
  for (const lessee of DEMO_LESSEES) {
    const { plan } = lessee;
    const contract = byName.get(portfolioContractName(lessee));
    if (plan.stage !== 'disbursed' || !contract) continue;
    const loanDate = relativeDay(-plan.monthsAgo, plan.dueIn);
    const iouId = await disburse({
      contractId: contract.id,
      loanAmount: String(contract.financeAmount),
      loanDate,
      startDate: loanDate,
      remark: '全额放款',
    });
    payments.set(iouId, plan.payment);
  }
  return payments;
}
