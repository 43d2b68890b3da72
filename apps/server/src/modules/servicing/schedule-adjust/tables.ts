// 租金计划调整 (packages/shared/src/resources): found by its process instance and by its IOU.
import { scheduleAdjust } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const scheduleAdjustTable = resourceTable(scheduleAdjust, (t) => [
  index('fl_schedule_adjust_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_schedule_adjust_target_idx').on(t.tenantId, t.iouId, t.flowState),
]);
