import { bankCategoryRule, bankLayout, bankTxn, bankwater, bankwaterResult } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { bankCategoryRuleTable, bankLayoutTable, bankTxnTable, bankwaterResultTable, bankwaterTable } from './tables';

export const bankwaterRepos = {
  order: new ResourceRepository(bankwater, bankwaterTable),
  txn: new ResourceRepository(bankTxn, bankTxnTable),
  result: new ResourceRepository(bankwaterResult, bankwaterResultTable),
  layout: new ResourceRepository(bankLayout, bankLayoutTable),
  rule: new ResourceRepository(bankCategoryRule, bankCategoryRuleTable),
};
