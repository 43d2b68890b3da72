import { iouChange } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { iouChangeTable } from './tables';

export const iouChangeRepos = {
  change: new ResourceRepository(iouChange, iouChangeTable),
};
