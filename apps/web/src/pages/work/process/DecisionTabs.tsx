import type { ResourceDef } from '@flp/shared/resources';
import { Card, Tabs } from 'antd';
import { type RecordTab, type Row, useLoc } from '../../../crud';
import { familyParts } from './areaParts';

/**
 * What bears on a decision, by the record's resource: the tabs of its own page's 查看 drawer that an approver needs
 * beside the record (a project's concentration pre-check, a disbursement's conditions precedent, a batch's receipts),
 * as the areas declare them (`families` → `decisionTabs`). A family's handle and detail pages show them for the
 * business record, and for the project it belongs to.
 */
export const decisionTabsOf = (def: ResourceDef, row: Row | undefined): RecordTab[] =>
  row ? (familyParts().decisionTabs[def.name] ?? []).filter((tab) => tab.show?.(row) ?? true) : [];

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
