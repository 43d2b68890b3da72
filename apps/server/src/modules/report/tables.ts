import { reportFile } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

/** fl_report_file: the registry of generated report files (packages/shared/src/resources/report.ts). */
export const reportFileTable = resourceTable(reportFile);
