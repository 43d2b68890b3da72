import { logApi, logError, logUsual } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_log_error: tenant-scoped, one row per uploaded browser error (see packages/shared/src/resources/log.ts). */
export const logErrorTable = resourceTable(logError);
/** blade_log_api: one row per signed-in write, export or download (platform/audit/api-log.ts). */
export const logApiTable = resourceTable(logApi);
/** blade_log_usual: one row per business event (sign-in, export, provider call, job run). */
export const logUsualTable = resourceTable(logUsual);
