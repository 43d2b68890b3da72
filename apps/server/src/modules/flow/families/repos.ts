import { businessApproval, leave } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { businessApprovalTable, leaveTable } from './tables';

export const familyRepos = {
  leave: new ResourceRepository(leave, leaveTable),
  businessApproval: new ResourceRepository(businessApproval, businessApprovalTable),
};
