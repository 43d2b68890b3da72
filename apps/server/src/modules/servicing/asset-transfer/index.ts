// 资产转让 (WAVE3-BRIEF §2.10; spec: list, detail, remove, submit, AssetTransferIsExist, AssetTransferIsCount,
// assetrepayment list by pid): a plain resource with a status (草稿 → 已交割 | 已撤销), not a workflow family. Its
// rules on save (rules.ts, pricing.ts), delivery and cancellation (delivery.ts), the 转付明细 read from the ledger and
// passed on (collections.ts), the bespoke calls (routes.ts).
import { type Localized, TRANSFEREE_TYPES, TRANSFER_STATES, TRANSFER_TYPES, assetRepayment, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../../platform/crud/routes';
import type { DictSeed } from '../../host';
import type { ServicingModuleDeps } from '../index';
import { withCollections } from './collections';
import type { TransferSettled } from './delivery';
import { TRANSFER_PARAMS } from './pricing';
import { assetTransferRepos } from './repos';
import { registerTransferRoutes } from './routes';
import { transferHooks } from './rules';

export { ASSET_TRANSFER_MENU } from './menus';
export { seedAssetTransferDemo } from './demo-seed';
export type { SettledTransfer, TransferSettled } from './delivery';

export function registerAssetTransferArea(app: FastifyInstance, { db, contracts }: ServicingModuleDeps) {
  const transfers = registerResourceRoutes(app, {
    repo: assetTransferRepos.transfer,
    db,
    hooks: transferHooks(contracts),
  });
  const repayments = registerResourceRoutes(app, {
    repo: assetTransferRepos.repayment,
    db,
    // What was received is the ledger's, read with the rows (collections.ts); passing on is `passOn`.
    hooks: { decorate: (r, rows) => withCollections(r.db, r.ctx, rows) },
  });
  const listeners: TransferSettled[] = [];
  registerTransferRoutes(app, { db, contracts, transfers, repayments, listeners });
  return {
    transfers,
    repayments,
    /** Hears of each delivery in its transaction (the funding side drafts a with-recourse sale's loan). */
    onSettled(listener: TransferSettled) {
      listeners.push(listener);
    },
  };
}

export type AssetTransferArea = ReturnType<typeof registerAssetTransferArea>;

const dict = (
  code: string,
  name: string,
  options: readonly { value: string | number; label: Localized }[],
): DictSeed => ({
  code,
  name,
  items: options.map((o) => [o.value, o.label['zh-CN']]),
});

const REPAYMENT_STATES = assetRepayment.fields.find((f) => f.name === 'passState')?.options ?? [];

/** The area's dictionaries (the definitions' options). */
export const ASSET_TRANSFER_DICTS: DictSeed[] = [
  dict('transferee_type', '受让方类型', TRANSFEREE_TYPES),
  dict('asset_transfer_type', '资产转让方式', TRANSFER_TYPES),
  dict('asset_transfer_state', '资产转让状态', TRANSFER_STATES),
  dict('asset_repayment_state', '转付状态', REPAYMENT_STATES),
];

/** The area's parameter. */
export const ASSET_TRANSFER_PARAMS = [
  {
    ...TRANSFER_PARAMS.allowOverdue,
    name: l('逾期借据可转让', 'Overdue IOUs may be sold'),
    remark: l(
      '1: 转让基准日已逾期的借据也可转让; 0: 不可 (默认)',
      '1: IOUs overdue on the transfer date may be sold too; 0: refused (default)',
    ),
  },
];
