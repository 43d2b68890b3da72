import { type ResourceDef, loan, project, receiptBatch } from '@flp/shared/resources';
import { Card, Tabs } from 'antd';
import { type RecordTab, type Row, useLoc } from '../../../crud';
import { precheckTab } from '../../concentration/PrecheckPanel';
import { conditionsTab } from '../../loan/Checklist';
import { deviationsTab } from '../../loan/Deviations';
import { batchReceiptsTab } from '../../receipt/BatchReceipts';

/**
 * What bears on a decision, by the record's resource: the tabs of its own page's 查看 drawer that an approver needs
 * beside the record (a project's concentration pre-check, a disbursement's conditions precedent, a batch's receipts).
 * A family's handle and detail pages show them for the business record, and for the project it belongs to.
 */
const DECISION_TABS: Record<string, RecordTab[]> = {
  [project.name]: [precheckTab],
  // What departs from the signed contract first: it is what the approver decides besides the amount.
  [loan.name]: [deviationsTab, conditionsTab],
  [receiptBatch.name]: [batchReceiptsTab],
};

/** The decision tabs a record of this resource offers now. */
export const decisionTabsOf = (def: ResourceDef, row: Row | undefined): RecordTab[] =>
  row ? (DECISION_TABS[def.name] ?? []).filter((tab) => tab.show?.(row) ?? true) : [];

/** The record's decision tabs (nothing when it has none). */
export function DecisionTabs({ def, row, bare }: { def: ResourceDef; row: Row | undefined; bare?: boolean }) {
  const loc = useLoc();
  const tabs = decisionTabsOf(def, row);
  if (!row || !tabs.length) return null;
  const view = (
    <Tabs
      className="flow-decision-tabs"
      size="small"
      items={tabs.map((tab) => ({ key: tab.key, label: loc(tab.label), children: tab.render(row) }))}
    />
  );
  return bare ? view : <Card size="small">{view}</Card>;
}
