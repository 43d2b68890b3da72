import { settleFamily } from '@flp/shared/resources';
import { ChangeScreen } from './ChangeScreen';
import { QuoteCard } from './QuoteCard';

/**
 * 提前结清 (also the spec's /work/fl/after/contractchange/settle): the 试算 card above the settlements (ChangeScreen);
 * 查看 adds the record's quote and what it changes on the IOU.
 */
export default function SettlePage() {
  return <ChangeScreen family={settleFamily} card={<QuoteCard />} />;
}
