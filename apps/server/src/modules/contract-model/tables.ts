import { contractModel } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { resourceTable } from '../../platform/db/resource-table';

/** 合同模板 (packages/shared/src/resources/contract-model.ts). */
export const contractModelTable = resourceTable(contractModel);
export const contractModelRepo = new ResourceRepository(contractModel, contractModelTable);
