// 展期 (packages/shared/src/resources/extension.ts): found by its process instance and by its IOU (one change per IOU).
import { extensionChange } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const extensionChangeTable = resourceTable(extensionChange, (t) => [
  index('fl_extension_change_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_extension_change_iou_idx').on(t.tenantId, t.iouId, t.flowState),
]);
