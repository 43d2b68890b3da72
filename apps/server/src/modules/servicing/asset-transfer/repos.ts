import { assetRepayment, assetTransfer } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { assetRepaymentTable, assetTransferTable } from './tables';

export const assetTransferRepos = {
  transfer: new ResourceRepository(assetTransfer, assetTransferTable),
  repayment: new ResourceRepository(assetRepayment, assetRepaymentTable),
};
