import { loan } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import { conditionsTab } from './Checklist';
import { deviationsTab } from './Deviations';

/** On the family pages: what a disbursement's approver decides on besides the amount. */
const loanFamilies: AreaFamilies = {
  // What departs from the signed contract first: it is what the approver decides besides the amount.
  decisionTabs: { [loan.name]: [deviationsTab, conditionsTab] },
};
export default loanFamilies;
