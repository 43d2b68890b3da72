import { scheduleAdjust } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { scheduleAdjustTable } from './tables';

export const scheduleAdjustRepos = { adjust: new ResourceRepository(scheduleAdjust, scheduleAdjustTable) };
