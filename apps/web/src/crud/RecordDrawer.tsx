import type { ResourceDef } from '@flp/shared/resources';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useScreen } from '../shell/responsive';
import { RecordTabsView } from './RecordTabs';
import { RecordBody, type ShownRecord } from './RecordView';
import type { RecordTab } from './types';

/** The drawer's width where there is room (wider with tabs: lists and graphs live in them). */
const DRAWER_WIDTH = 560;
const TABS_DRAWER_WIDTH = 960;

/**
 * 查看 as a read-only drawer beside the list: the record's labels and values (ResourcePage `view: 'drawer'`), or, when
 * the page declares `recordTabs`, the record in tabs (RecordTabsView). A small screen gives it the whole width.
 */
export function RecordDrawer({
  open,
  title,
  onClose,
  tabs,
  resource,
  ...shown
}: ShownRecord & { resource: ResourceDef; tabs?: RecordTab[]; open: boolean; title: ReactNode; onClose(): void }) {
  const small = useScreen() === 'xs';
  return (
    <Drawer
      rootClassName={tabs ? 'crud-drawer crud-record-drawer' : 'crud-drawer'}
      open={open}
      title={title}
      size={small ? '100%' : tabs ? TABS_DRAWER_WIDTH : DRAWER_WIDTH}
      destroyOnHidden
      onClose={onClose}
    >
      {tabs ? (
        <RecordTabsView {...shown} resource={resource} tabs={tabs} column={small ? 1 : 2} />
      ) : (
        <RecordBody {...shown} column={1} />
      )}
    </Drawer>
  );
}
