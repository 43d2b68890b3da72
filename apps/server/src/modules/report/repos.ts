import { reportFile } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { reportFileTable } from './tables';

export const reportRepos = { file: new ResourceRepository(reportFile, reportFileTable) };
