// 批量销号 (packages/shared/src/resources/remind.ts); the events it closes are fl_servicing_notice's (overdue/tables.ts).
import { remindBatch } from '@flp/shared';
import { resourceTable } from '../../../platform/db/resource-table';

export const remindBatchTable = resourceTable(remindBatch);
