// 宽限期调整 (packages/shared/src/resources/grace-adjust.ts): found by its process instance and by its IOU.
import { graceAdjust } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const graceAdjustTable = resourceTable(graceAdjust, (t) => [
  index('fl_grace_adjust_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_grace_adjust_iou_idx').on(t.tenantId, t.iouId, t.flowState),
]);
