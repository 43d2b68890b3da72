import { receiptBatch } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { batchReceiptsTab } from './BatchReceipts';

/** On the family pages: a 回款确认 batch's receipts. */
const receiptFamilies: AreaFamilies = { decisionTabs: { [receiptBatch.name]: [batchReceiptsTab] } };
export default receiptFamilies;
