import {
  approvalChange,
  commonChange,
  contractChange,
  guaranteeChange,
  guaranteeChangeCollateral,
  guaranteeChangeGuarantee,
  maxChange,
  otherApproval,
  projectChange,
} from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import * as t from './tables';

export const changeRepos = {
  approvalChange: new ResourceRepository(approvalChange, t.approvalChangeTable),
  projectChange: new ResourceRepository(projectChange, t.projectChangeTable),
  contractChange: new ResourceRepository(contractChange, t.contractChangeTable),
  maxChange: new ResourceRepository(maxChange, t.maxChangeTable),
  commonChange: new ResourceRepository(commonChange, t.commonChangeTable),
  other: new ResourceRepository(otherApproval, t.otherApprovalTable),
  guaranteeChange: new ResourceRepository(guaranteeChange, t.guaranteeChangeTable),
  guaranteeChangeGuarantee: new ResourceRepository(guaranteeChangeGuarantee, t.guaranteeChangeGuaranteeTable),
  guaranteeChangeCollateral: new ResourceRepository(guaranteeChangeCollateral, t.guaranteeChangeCollateralTable),
};
