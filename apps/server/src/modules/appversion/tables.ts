import { appVersion } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

/** fl_app_version: the company's app versions (packages/shared/src/resources/app-version.ts). */
export const appVersionTable = resourceTable(appVersion);
