import { codeGen, datasource } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_datasource: the databases a tenant's developers read table structures from (shared/resources/develop.ts). */
export const datasourceTable = resourceTable(datasource);
export const datasourceRepo = new ResourceRepository(datasource, datasourceTable);

/** blade_code: the code generator's settings, one per table to generate. */
export const codeTable = resourceTable(codeGen);
export const codeRepo = new ResourceRepository(codeGen, codeTable);
