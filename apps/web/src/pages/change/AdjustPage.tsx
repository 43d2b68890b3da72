import { scheduleAdjustFamily } from '@flp/shared/resources';
import { AdjustCard } from './AdjustCard';
import { adjustRowsField } from './AdjustRows';
import { ChangeScreen } from './ChangeScreen';

/** The list's 查看 reads the edited periods as text (the json as the record keeps it says nothing to a person). */
const FIELDS = { rows: adjustRowsField };

/**
 * 租金计划调整: the card (the IOU's periods after the date with the new rents typed, 试算, 提交审批) above the
 * adjustments (ChangeScreen: the family's row actions; 查看 adds the pricing and what it changes on the IOU).
 */
export default function AdjustPage() {
  return <ChangeScreen family={scheduleAdjustFamily} card={<AdjustCard />} fields={FIELDS} />;
}
