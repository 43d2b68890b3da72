// 项目结项 (packages/shared/src/resources): found by its process instance and by its project.
import { endOfProject } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../../platform/db/resource-table';

export const endOfProjectTable = resourceTable(endOfProject, (t) => [
  index('fl_end_of_project_instance_idx').on(t.tenantId, t.processInstanceId),
  index('fl_end_of_project_target_idx').on(t.tenantId, t.projectId, t.flowState),
]);
