import { financeReport } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { financeReportTable } from './tables';

export const statementRepos = {
  report: new ResourceRepository(financeReport, financeReportTable),
};
