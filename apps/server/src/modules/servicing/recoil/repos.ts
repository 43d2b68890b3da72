import { type RowOf, repaymentRecoil, scheduleRecoil } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { repaymentRecoilTable, scheduleRecoilTable } from './tables';

export const recoilRepos = {
  repaymentRecoil: new ResourceRepository(repaymentRecoil, repaymentRecoilTable),
  scheduleRecoil: new ResourceRepository(scheduleRecoil, scheduleRecoilTable),
};

export type RepaymentRecoilRow = RowOf<typeof repaymentRecoil>;
export type ScheduleRecoilRow = RowOf<typeof scheduleRecoil>;
