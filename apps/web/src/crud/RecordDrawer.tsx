import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useScreen } from '../shell/responsive';
import { RecordBody, type ShownRecord } from './RecordView';

/** The drawer's width where there is room; a small screen gives it the whole width. */
const DRAWER_WIDTH = 560;

/** 查看 as a read-only drawer beside the list (ResourcePage `view: 'drawer'`): the record's labels and values. */
export function RecordDrawer({
  open,
  title,
  onClose,
  ...shown
}: ShownRecord & { open: boolean; title: ReactNode; onClose(): void }) {
  const small = useScreen() === 'xs';
  return (
    <Drawer
      rootClassName="crud-drawer"
      open={open}
      title={title}
      size={small ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      onClose={onClose}
    >
      <RecordBody {...shown} column={1} />
    </Drawer>
  );
}
