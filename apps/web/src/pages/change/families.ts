import { earlySettlement } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { settleQuoteTab } from './SettleQuote';

/** On the family pages: a settlement's quote, beside the IOU's figures on its date. */
const changeFamilies: AreaFamilies = { decisionTabs: { [earlySettlement.name]: [settleQuoteTab] } };
export default changeFamilies;
