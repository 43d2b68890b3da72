import { type RowOf, earlySettlement } from '@flp/shared';
import { ResourceRepository } from '../../../platform/crud/repository';
import { earlySettlementTable } from './tables';

export const settleRepos = {
  settlement: new ResourceRepository(earlySettlement, earlySettlementTable),
};

export type SettlementRow = RowOf<typeof earlySettlement>;
