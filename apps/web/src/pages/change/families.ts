import { scheduleAdjust } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import type { RecordTab } from '../../crud';
import { adjustRowsField } from './AdjustRows';
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

/** 租金计划调整's edited periods on its start form and tasks: the IOU's periods with the amounts typed, not json. */
const fields = { [scheduleAdjust.name]: { rows: adjustRowsField } };

const changeFamilies: AreaFamilies = { decisionTabs, fields };
export default changeFamilies;
