import { message, notice } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { messageTable, noticeTable } from './tables';

export const deskRepos = {
  notice: new ResourceRepository(notice, noticeTable),
  message: new ResourceRepository(message, messageTable),
};
