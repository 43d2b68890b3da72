import { type MenuSeed, buttons } from '../../host';

/**
 * 资产转让, under 租后管理 beside the IOUs and receipts it rests on: the finance staff who deliver a transfer and pass
 * the collections on work there (it is a sale of the IOUs' rents, not a change of their terms).
 */
export const ASSET_TRANSFER_MENU: MenuSeed = {
  code: 'loan_asset_transfer',
  name: '资产转让',
  en: 'Asset transfers',
  path: '/loan/asset-transfer',
  source: 'export',
  sort: 6,
  children: buttons('loan_asset_transfer', [
    { code: 'loan_asset_transfer_settle', name: '交割', en: 'Settle', alias: 'settle' },
    { code: 'loan_asset_transfer_cancel', name: '撤销', en: 'Cancel', alias: 'cancel' },
    { code: 'loan_asset_transfer_pass', name: '转付', en: 'Pass on', alias: 'passOn' },
  ]),
};
