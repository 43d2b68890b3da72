// 客户集中度: the company's own position, dated, with its shareholders (packages/shared/src/resources/risk.ts).
import { concentration, concentrationShareholder } from '@flp/shared';
import { resourceTable } from '../../platform/db/resource-table';

export const concentrationTable = resourceTable(concentration);
export const concentrationShareholderTable = resourceTable(concentrationShareholder);
