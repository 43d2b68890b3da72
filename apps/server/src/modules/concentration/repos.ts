import { concentration, concentrationShareholder } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { concentrationShareholderTable, concentrationTable } from './tables';

export const concentrationRepos = {
  concentration: new ResourceRepository(concentration, concentrationTable),
  shareholder: new ResourceRepository(concentrationShareholder, concentrationShareholderTable),
};
