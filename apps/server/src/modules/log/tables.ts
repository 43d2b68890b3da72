import { logError } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_log_error: tenant-scoped, one row per uploaded browser error (see packages/shared/src/resources/log.ts). */
export const logErrorTable = resourceTable(logError);
