import { remindBatch } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { remindBatchTable } from './tables';

export const remindRepos = { batch: new ResourceRepository(remindBatch, remindBatchTable) };
