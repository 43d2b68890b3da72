import { compDiligence } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { compDiligenceTable } from './tables';

export const diligenceRepos = {
  scan: new ResourceRepository(compDiligence, compDiligenceTable),
};
