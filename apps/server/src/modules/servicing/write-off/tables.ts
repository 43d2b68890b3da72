// 核销 (packages/shared/src/resources): found by its process instance and by its IOU.
import { writeOff } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const writeOffTable = resourceTable(writeOff, (t) => [
  index('fl_write_off_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_write_off_target_idx').on(t.tenantId, t.iouId, t.flowState),
]);
