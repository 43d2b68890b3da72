import { earlySettlement, settleFamily } from '@flp/shared/resources';
import { ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { QuoteCard } from './QuoteCard';
import { settleQuoteTab } from './SettleQuote';

/** Started from a quote (the card's 发起提前结清, or 借据信息's 提前结清), never added or edited here. */
const NO_ADD = { add: true, edit: true, delete: true } as const;
const FAMILY_ACTIONS = { name: (row: Row) => String(row.settleNo || row.iouNo || '') };
const TABS = [settleQuoteTab];

/**
 * 提前结清 (also the spec's /work/fl/after/contractchange/settle): the 试算 card above the settlements, whose row
 * actions on the approval come from the `settle` family (useFamilyActions); 查看 adds the record's quote.
 */
export default function SettlePage() {
  const familyActions = useFamilyActions(settleFamily, FAMILY_ACTIONS);
  return (
    <>
      <QuoteCard />
      <ResourcePage def={earlySettlement} hide={NO_ADD} rowActions={familyActions} recordTabs={TABS} />
    </>
  );
}
