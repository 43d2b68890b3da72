import { earlySettlement, graceAdjust } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { graceDecisionTab } from './GraceDecision';
import { settleQuoteTab } from './SettleQuote';

/** On the family pages: a settlement's quote, a grace adjustment's 罚息 before and after, beside the IOU's figures. */
const changeFamilies: AreaFamilies = {
  decisionTabs: { [earlySettlement.name]: [settleQuoteTab], [graceAdjust.name]: [graceDecisionTab] },
};
export default changeFamilies;
