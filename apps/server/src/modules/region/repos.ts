import { industry, region } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { industryTable, regionTable } from './tables';

export const regionRepos = {
  region: new ResourceRepository(region, regionTable),
  industry: new ResourceRepository(industry, industryTable),
};
