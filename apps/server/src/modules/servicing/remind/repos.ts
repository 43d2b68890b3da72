import { contactRecord, messageRemind, remindBatch } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { contactRecordTable, messageRemindTable, remindBatchTable } from './tables';

export const remindRepos = {
  batch: new ResourceRepository(remindBatch, remindBatchTable),
  record: new ResourceRepository(contactRecord, contactRecordTable),
  rule: new ResourceRepository(messageRemind, messageRemindTable),
};
