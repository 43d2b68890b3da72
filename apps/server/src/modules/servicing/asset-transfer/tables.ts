// 资产转让 and its 转付明细 (packages/shared/src/resources/asset-transfer.ts): a transfer found by its contract and
// state, its periods by the transfer.
import { assetRepayment, assetTransfer } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const assetTransferTable = resourceTable(assetTransfer, (t) => [
  index('fl_asset_transfer_contract_idx').on(t.tenantId, t.contractId, t.transferState),
]);
// Its transfer and IOU are indexed as every reference is.
export const assetRepaymentTable = resourceTable(assetRepayment);
