import { type RowOf, contract, contractRegistration } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { contractRegistrationTable, contractTable } from './tables';

/** A contract's row. */
export type ContractRow = RowOf<typeof contract>;

export const contractRepos = {
  contract: new ResourceRepository(contract, contractTable),
  registration: new ResourceRepository(contractRegistration, contractRegistrationTable),
};
