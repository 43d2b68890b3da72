// Asset transfers in the demo tenant (SEED_DEMO), after the other servicing demos: the oldest IOU not overdue with no
// change in approval (the settlement and IOU-change demos hold the newest ones) sold without recourse to a factoring
// company on the business date — the notice to the lessee scanned, settled by finance (王芳): its 转付明细 written, the
// IOU marked transferred — and the next one's rents offered to a bank with recourse, left a draft. Runs once.
import { PLATFORM_TENANT_ID, assetTransfer } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { systemContext } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { demoActors } from '../../flow';
import { changesInFlight } from '../../flow/families/change';
import type { FileService } from '../../resource';
import type { SystemServices } from '../../system/services';
import { CONSENT_PDF as SCANNED_PDF } from '../extension/demo-seed';
import { businessDate } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { settleTransfer } from './delivery';
import type { AssetTransferArea } from './index';
import { assetTransferRepos } from './repos';
import { firstDemoContract } from '../demo-plan';

export async function seedAssetTransferDemo(
  db: Db,
  deps: { area: AssetTransferArea; system: SystemServices; files: FileService; contracts: ContractModule },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await assetTransferRepos.transfer.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['wangfang']);
  if (!actors) return;
  const r = servicingRepos.iou;
  const onTime = await r.list(db, sys, {
    where: [await firstDemoContract(db, sys), and(eq(r.col('iouState'), 'active'), eq(r.col('dpd'), 0))!],
    query: { ascs: 'loanDate' },
  });
  // Those without a change in approval first: a transfer is priced on the schedule in effect.
  const free: IouRow[] = [];
  const busy: IouRow[] = [];
  for (const iou of onTime) ((await changesInFlight(db, sys, 'iou', iou.id)).length ? busy : free).push(iou);
  const [sold, offered] = [...free, ...busy];
  if (!sold) return;
  const today = await businessDate(db, sys);
  const service = deps.area.transfers;
  const draft = await service.create(actors.wangfang, {
    contractId: sold.contractId,
    iouIds: sold.id,
    transferee: '华信商业保理有限公司',
    transfereeUscc: '91310000MA1FL0000X',
    transfereeType: 'FACTOR',
    transferType: 'NON_RECOURSE',
    transferDate: today,
    discountRate: '5',
    serviceFeeRate: '0.5',
    registrationNo: '05623591000188888888',
    remark: '无追索保理, 本公司继续收取租金并按月转付',
  });
  await service.write(actors.wangfang, {}, async (h) => {
    const notice = await deps.files.attach(h.tx, h.ctx, {
      name: '应收租金债权转让通知书(承租人签收).pdf',
      bytes: SCANNED_PDF,
      businessType: assetTransfer.name,
      businessId: draft.id,
      kind: 'transfer_notice',
    });
    await assetTransferRepos.transfer.update(h.tx, h.ctx, draft.id, { noticeDoc: notice, noticeDate: today });
    await settleTransfer(h, service, deps.contracts, draft.id);
  });
  if (!offered) return;
  await service.create(actors.wangfang, {
    contractId: offered.contractId,
    iouIds: offered.id,
    transferee: '上海浦东发展银行股份有限公司',
    transfereeType: 'BANK',
    transferType: 'RECOURSE',
    transferDate: today,
    discountRate: '4.5',
    remark: '有追索保理融资, 待银行审批后交割',
  });
}
