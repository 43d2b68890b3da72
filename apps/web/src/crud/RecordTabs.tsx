import type { ResourceDef } from '@flp/shared/resources';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChildViews } from './ChildTable';
import { HistoryTable } from './HistoryDrawer';
import { useLoc } from './labels';
import { Loading } from './Loading';
import { RecordView, type ShownRecord } from './RecordView';
import type { RecordTab } from './types';

/**
 * A record in tabs: 基本信息 (its fields), one tab per child list (联系人), the page's own tabs (关联方, and what the
 * lead wires later: 附件, 工商信息), then 变更记录 where the definition keeps a history. Each tab renders when first
 * opened, so a graph or a history is only fetched when someone looks at it.
 */
export function RecordTabsView({
  resource,
  tabs,
  row,
  loading,
  ...shown
}: ShownRecord & { resource: ResourceDef; tabs?: RecordTab[]; column?: number }) {
  const { t } = useTranslation();
  const loc = useLoc();
  if (loading || !row) return <Loading />;
  const items: { key: string; label: ReactNode; children: ReactNode }[] = [
    { key: 'basic', label: t('crud.basicInfo'), children: <RecordView {...shown} row={row} noChildren /> },
    ...(resource.children ?? []).map((c) => ({
      key: `child-${c.name}`,
      label: loc(c.label),
      children: <ChildViews lists={[c]} row={row} />,
    })),
    ...(tabs ?? [])
      .filter((tab) => tab.show?.(row) ?? true)
      .map((tab) => ({ key: tab.key, label: loc(tab.label), children: tab.render(row) })),
    ...(resource.history
      ? [
          {
            key: 'history',
            label: t('history.title'),
            children: <HistoryTable def={resource} dataid={String(row.id)} />,
          },
        ]
      : []),
  ];
  return <Tabs className="crud-record-tabs" items={items} destroyOnHidden={false} />;
}
