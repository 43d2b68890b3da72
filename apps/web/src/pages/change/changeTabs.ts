import {
  type WorkflowFamily,
  earlySettlement,
  extensionChange,
  graceAdjust,
  iouChange,
  scheduleAdjust,
  writeOff,
} from '@flp/shared/resources';
import type { RecordTab } from '../../crud';
import { changeDiffTab } from './ChangeDiff';
import { IOU_CHANGES } from './changes';
import { graceDecisionTab } from './GraceDecision';
import { adjustPricingTab, extensionPricingTab, iouChangePricingTab } from './pricingTabs';
import { settleQuoteTab } from './SettleQuote';
import { writeOffFiguresTab } from './WriteOffTabs';

/** A change's own priced view, by its record. */
const OWN: Record<string, RecordTab[]> = {
  [earlySettlement.name]: [settleQuoteTab],
  [extensionChange.name]: [extensionPricingTab],
  [iouChange.name]: [iouChangePricingTab],
  [scheduleAdjust.name]: [adjustPricingTab],
  [graceAdjust.name]: [graceDecisionTab],
  [writeOff.name]: [writeOffFiguresTab],
};

/**
 * The tabs of a change record, on its screen's 查看 drawer and beside its approval alike: its own priced view, then
 * 变更内容 when its family's api answers the diff (IOU_CHANGES says which).
 */
export function changeTabsOf(family: WorkflowFamily): RecordTab[] {
  const name = family.resource().name;
  const diffed = IOU_CHANGES.some((k) => k.family === family && k.diff);
  return [...(OWN[name] ?? []), ...(diffed ? [changeDiffTab(family)] : [])];
}
