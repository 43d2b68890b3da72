import { ossSetting } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_oss: a tenant's object-storage settings (packages/shared/src/resources/resource.ts). */
export const ossTable = resourceTable(ossSetting);

export const ossRepo = new ResourceRepository(ossSetting, ossTable);
