import { outsideOrder } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { outsideOrderTable } from './tables';

/** Only this module reads these tables; others place and read orders through its interface. */
export const outsideRepos = {
  order: new ResourceRepository(outsideOrder, outsideOrderTable),
};
