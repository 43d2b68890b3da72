import { graceAdjust } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { graceAdjustTable } from './tables';

export const graceRepos = {
  adjust: new ResourceRepository(graceAdjust, graceAdjustTable),
};
