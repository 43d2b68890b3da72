import { numberingRule } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { numberingRuleTable } from './tables';

export const numberingRepos = { rule: new ResourceRepository(numberingRule, numberingRuleTable) };
