import type { AreaFamilies } from '../../app/area';
import type { RecordTab } from '../../crud';
import { changeTabsOf } from './changeTabs';
import { IOU_CHANGES } from './changes';

/**
 * On the family pages, beside a change's approval: what its own screen's 查看 shows (a settlement's quote, an
 * extension's pricing, each beside the IOU's figures on its date) and what it sets on the IOU (变更内容).
 */
const decisionTabs: Record<string, RecordTab[]> = {};
for (const { family } of IOU_CHANGES) {
  const tabs = changeTabsOf(family);
  if (tabs.length) decisionTabs[family.resource().name] = tabs;
}

const changeFamilies: AreaFamilies = { decisionTabs };
export default changeFamilies;
