import { contract, contractRegistration } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { contractRegistrationTable, contractTable } from './tables';

export const contractRepos = {
  contract: new ResourceRepository(contract, contractTable),
  registration: new ResourceRepository(contractRegistration, contractRegistrationTable),
};
