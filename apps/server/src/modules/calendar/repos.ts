import { calendarDay } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { calendarTable } from './tables';

export const calendarRepos = { day: new ResourceRepository(calendarDay, calendarTable) };
