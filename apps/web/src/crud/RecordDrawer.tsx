import type { FieldDef, ResourceDef } from '@flp/shared/resources';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useScreen } from '../shell/responsive';
import type { Row } from './api';
import { Loading } from './Loading';
import { RecordView } from './RecordView';
import type { ExtraColumn, FieldOverride } from './types';

/** The drawer's width where there is room; a small screen gives it the whole width. */
const DRAWER_WIDTH = 560;

/** 查看 as a read-only drawer beside the list (ResourcePage `view: 'drawer'`): the record's labels and values. */
export function RecordDrawer(props: {
  open: boolean;
  title: ReactNode;
  /** Undefined while it loads. */
  row?: Row;
  loading?: boolean;
  fields: FieldDef[];
  def?: Pick<ResourceDef, 'children' | 'status'>;
  overrides?: Record<string, FieldOverride>;
  extraColumns?: ExtraColumn[];
  onClose(): void;
}) {
  const small = useScreen() === 'xs';
  return (
    <Drawer
      rootClassName="crud-drawer"
      open={props.open}
      title={props.title}
      size={small ? '100%' : DRAWER_WIDTH}
      destroyOnHidden
      onClose={props.onClose}
    >
      {props.loading || !props.row ? (
        <Loading />
      ) : (
        <RecordView
          fields={props.fields}
          def={props.def}
          overrides={props.overrides}
          extraColumns={props.extraColumns}
          row={props.row}
          column={1}
        />
      )}
    </Drawer>
  );
}
