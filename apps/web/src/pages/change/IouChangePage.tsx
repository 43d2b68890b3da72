import { iouChangeFamily } from '@flp/shared/resources';
import { ChangeScreen } from './ChangeScreen';
import { IouChangeCard } from './IouChangeCard';

/**
 * 借据变更: the card (the IOU's servicing terms as they stand, the new ones) above the changes (ChangeScreen); 查看
 * adds the record's pricing (its new periods, when the due day or the rate changes) and what it changes on the IOU.
 */
export default function IouChangePage() {
  return <ChangeScreen family={iouChangeFamily} card={<IouChangeCard />} />;
}
