import { earlySettlement, writeOff } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { settleQuoteTab } from './SettleQuote';
import { writeOffFiguresTab } from './WriteOffTabs';

/** On the family pages: a settlement's quote, a write-off's figures, beside the IOU's figures on its date. */
const changeFamilies: AreaFamilies = {
  decisionTabs: { [earlySettlement.name]: [settleQuoteTab], [writeOff.name]: [writeOffFiguresTab] },
};
export default changeFamilies;
