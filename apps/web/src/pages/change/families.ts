import { FIELD_CHANGES, guaranteeChange, scheduleAdjust } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import type { RecordTab } from '../../crud';
import { adjustRowsField } from './AdjustRows';
import { changeDiffTab } from './ChangeDiff';
import { proposedField } from './Proposal';
import { securityDiffTab } from './SecurityDiff';
import { securityFields } from './SecurityPicker';
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

// 批复变更, 项目变更, 合同变更, 最高额变更, 一般变更: what they set on their project or contract, beside their approval.
for (const { def, family } of FIELD_CHANGES) decisionTabs[def.name] = [changeDiffTab(family)];
// 担保变更: the contract's security kept, released and added.
decisionTabs[guaranteeChange.name] = [securityDiffTab];

/**
 * 租金计划调整's edited periods, and a field change's proposal, on their start forms and tasks: the IOU's periods with
 * the amounts typed, the target's fields beside their values now — not json.
 */
const fields = {
  [scheduleAdjust.name]: { rows: adjustRowsField },
  ...Object.fromEntries(FIELD_CHANGES.map(({ decl, def }) => [def.name, { proposed: proposedField(decl) }])),
  // 担保变更's releases: picked from the contract's live security.
  [guaranteeChange.name]: securityFields,
};

const changeFamilies: AreaFamilies = { decisionTabs, fields };
export default changeFamilies;
