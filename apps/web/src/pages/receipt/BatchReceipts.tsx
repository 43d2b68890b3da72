import { l, receipt } from '@flp/shared/resources';
import { type RecordTab, RecordsTable } from '../../crud';
import { receiptApi } from './api';

/** A batch's receipts, as imported: a tab of the batch (its 查看 drawer, and beside its 回款确认 approval). */
export const batchReceiptsTab: RecordTab = {
  key: 'receipts',
  label: l('收款明细', 'Receipts'),
  render: (row) => (
    <RecordsTable
      def={receipt}
      queryKey={['receipt-batch', row.batchNo]}
      load={() => receiptApi.batchReceipts(String(row.batchNo))}
    />
  ),
};
