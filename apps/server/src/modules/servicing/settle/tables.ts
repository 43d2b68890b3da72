// 提前结清 (packages/shared/src/resources/settle.ts): found by its process instance and by its IOU (one change per IOU).
import { earlySettlement } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const earlySettlementTable = resourceTable(earlySettlement, (t) => [
  index('fl_settle_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_settle_iou_idx').on(t.tenantId, t.iouId, t.flowState),
]);
