// The demo portfolio (SEED_DEMO, tenant 000000), in the order the areas need it: the tenant listed as a demo tenant
// (so its business date may be fixed), the disbursements of demo-plan.ts through the loan family, the rent received
// as the plan says, then the daily job replayed over the last three month ends (their standing-book snapshots) and
// run for today — so the first screens show a portfolio as of the day of first start.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { systemContext } from '../../platform/tenancy/context';
import { ensureParams } from '../system/params';
import type { SystemServices } from '../system/services';
import type { ServicingModule } from './index';
import { DEMO_TENANTS_PARAM } from './ledger';
import { type LoanDemoDeps, seedLoanDemo } from './loan/demo-seed';
import { seedReceiptDemo } from './receipt/demo-seed';
import { seedRecoilDemo } from './recoil/demo-seed';
import { servicingRepos } from './repos';
import { seedSettleDemo } from './settle';
import { seedExtensionDemo } from './extension';
import { seedIouChangeDemo } from './iou-change';
import { seedScheduleAdjustDemo } from './schedule-adjust';
import { seedGraceDemo } from './grace';
import { seedEndOfProjectDemo } from './end-of-project';
import { seedWriteOffDemo } from './write-off';
import type { FileService } from '../resource';
import { seedAssetTransferDemo } from './asset-transfer';

/** The last day of each of the `n` months before today's month, oldest first. */
function lastMonthEnds(n: number): string[] {
  const d = new Date();
  return Array.from({ length: n }, (_, i) => formatDate(new Date(d.getFullYear(), d.getMonth() - (n - 1 - i), 0)));
}

export async function seedServicingDemo(
  db: Db,
  deps: Omit<LoanDemoDeps, 'loan'> & { system: SystemServices; module: ServicingModule; files: FileService },
) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  await ensureParams(db, PLATFORM_TENANT_ID, [
    {
      paramName: '演示/测试租户',
      paramKey: DEMO_TENANTS_PARAM,
      paramValue: PLATFORM_TENANT_ID,
      remark: '可固定业务日期的租户 (逗号分隔)',
    },
  ]);
  const fresh = (await servicingRepos.iou.count(db, ctx)) === 0;
  const payments = await seedLoanDemo(db, { ...deps, loan: deps.module.loan });
  await seedReceiptDemo(db, { receipts: deps.module.receipt.service, system: deps.system, payments });
  await seedRecoilDemo(db, {
    receipts: deps.module.receipt.service,
    recoil: deps.module.recoil,
    runtime: deps.runtime,
    system: deps.system,
  });
  if (fresh) {
    for (const monthEnd of lastMonthEnds(3)) await deps.module.overdue.runDaily(ctx, monthEnd);
    await deps.module.overdue.runDaily(ctx, formatDate(new Date()));
  }
  // After the daily job: a settlement is quoted from the IOU's figures as of today.
  await seedSettleDemo(db, { settle: deps.module.settle, runtime: deps.runtime, system: deps.system });
  await seedExtensionDemo(db, {
    extension: deps.module.extension,
    runtime: deps.runtime,
    system: deps.system,
    files: deps.files,
  });
  await seedIouChangeDemo(db, { iouChange: deps.module.iouChange, runtime: deps.runtime, system: deps.system });
  await seedScheduleAdjustDemo(db, { adjust: deps.module.scheduleAdjust, system: deps.system });
  await seedGraceDemo(db, { grace: deps.module.grace, runtime: deps.runtime, system: deps.system });
  // Last: a transfer takes an IOU on time that no change above is repricing.
  await seedAssetTransferDemo(db, {
    area: deps.module.assetTransfer,
    system: deps.system,
    files: deps.files,
    contracts: deps.contracts,
  });
  await seedEndOfProjectDemo(db, {
    endOfProject: deps.module.endOfProject,
    contracts: deps.contracts,
    system: deps.system,
  });
  await seedWriteOffDemo(db, {
    writeOff: deps.module.writeOff,
    receipts: deps.module.receipt.service,
    runtime: deps.runtime,
    system: deps.system,
    files: deps.files,
  });
}
