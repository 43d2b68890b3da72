import type { WorkflowFamily } from '@flp/shared/resources';
import { type ReactNode, useMemo } from 'react';
import { type FieldOverride, ResourcePage, type Row } from '../../crud';
import { useFamilyActions } from '../work/useFamilyActions';
import { changeTabsOf } from './changeTabs';
import { IOU_CHANGES } from './changes';

/** Started from the screen's card (or 借据信息's row action), never added or edited in the list. */
const NO_ADD = { add: true, edit: true, delete: true } as const;

/**
 * A priced change's screen: its card (what the IOU stands at, the terms, the start) above its records, whose row
 * actions on the approval come from the family (useFamilyActions) and whose 查看 adds the change's tabs (its priced
 * view, what it changes on the IOU). A record is named by its number (IOU_CHANGES), else its IOU's.
 */
export function ChangeScreen({
  family,
  card,
  fields,
}: {
  family: WorkflowFamily;
  card: ReactNode;
  fields?: Record<string, FieldOverride>;
}) {
  const { actions, tabs } = useMemo(() => {
    const number = IOU_CHANGES.find((k) => k.family === family)?.number ?? '';
    return {
      actions: { name: (row: Row) => String(row[number] || row.iouNo || '') },
      tabs: changeTabsOf(family),
    };
  }, [family]);
  const familyActions = useFamilyActions(family, actions);
  return (
    <>
      {card}
      <ResourcePage
        def={family.resource()}
        hide={NO_ADD}
        fields={fields}
        rowActions={familyActions}
        recordTabs={tabs}
      />
    </>
  );
}
