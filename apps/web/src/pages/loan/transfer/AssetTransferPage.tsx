import { assetTransfer, l } from '@flp/shared/resources';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type FieldOverride, type PageContext, type RecordTab, ResourcePage, type Row } from '../../../crud';
import { TransferCollections } from './Collections';
import { transferApi } from './api';

const TABS: RecordTab[] = [
  {
    key: 'collections',
    label: l('转付明细', 'Collections passed on'),
    render: (row) => <TransferCollections transfer={row} />,
    show: (row) => row.transferState === 'settled',
  },
];

/** The priced figures the server fills are shown with the record, not only those the list has room for. */
const FIELDS: Record<string, FieldOverride> = {
  fromPeriod: { view: true },
  rentSold: { view: true },
};

/**
 * 资产转让: a contract's IOUs' future rents sold on a date (草稿 → 已交割 | 已撤销). Saving prices the draft (the rents
 * sold, the carrying amount, the price discounted when none is typed, the gain); 交割 asks for the notice to the lessee
 * first and writes the 转付明细 (the record's tab), where collections are passed on; 撤销 gives the IOUs back.
 */
export default function AssetTransferPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const act = (row: Row, ctx: PageContext, action: 'settle' | 'cancel') =>
    modal.confirm({
      title: t(action === 'settle' ? 'loan.transferSettle' : 'loan.transferCancel'),
      content: t(action === 'settle' ? 'loan.transferSettleConfirm' : 'loan.transferCancelConfirm', {
        no: row.transferNo,
      }),
      onOk: async () => {
        await transferApi[action](String(row.id));
        message.success(t(action === 'settle' ? 'loan.transferSettled' : 'loan.transferCancelled'));
        await ctx.reload();
      },
    });
  return (
    <ResourcePage
      def={assetTransfer}
      recordTabs={TABS}
      fields={FIELDS}
      menuWidth={300}
      rowActions={(row, ctx) =>
        row.transferState === 'draft' && (
          <>
            {ctx.can('loan_asset_transfer_settle') && (
              <Button type="link" size="small" onClick={() => act(row, ctx, 'settle')}>
                {t('loan.transferSettle')}
              </Button>
            )}
            {ctx.can('loan_asset_transfer_cancel') && (
              <Button type="link" size="small" danger onClick={() => act(row, ctx, 'cancel')}>
                {t('loan.transferCancel')}
              </Button>
            )}
          </>
        )
      }
    />
  );
}
