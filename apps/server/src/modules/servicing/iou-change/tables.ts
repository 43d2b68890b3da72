// 借据变更 (packages/shared/src/resources/iou-change.ts): found by its process instance and by its IOU (one change per IOU).
import { iouChange } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const iouChangeTable = resourceTable(iouChange, (t) => [
  index('fl_iou_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_iou_change_iou_idx').on(t.tenantId, t.iouId, t.flowState),
]);
