import { preservation, preservationTarget } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { preservationTable, preservationTargetTable } from './tables';

export const preservationRepos = {
  case: new ResourceRepository(preservation, preservationTable),
  target: new ResourceRepository(preservationTarget, preservationTargetTable),
};
