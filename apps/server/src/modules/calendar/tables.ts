import { calendarDay } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

/** fl_calendar: the tenant's days that differ from the week (packages/shared/src/resources/calendar.ts). */
export const calendarTable = resourceTable(calendarDay);
