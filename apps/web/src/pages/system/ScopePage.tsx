import type { ResourceDef } from '@flp/shared/resources';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { ResourcePage, TreeLabel } from '../../crud';
import { SideTree } from './SideTree';

const MENU_TREE = '/api/blade-system/menu/tree';

/** Data and API scopes: the menu tree on the left, the scopes of the chosen menu (or all) on the right. */
export function ScopePage({ def }: { def: ResourceDef }) {
  const [menuId, setMenuId] = useState<string>();
  return (
    <Row gutter={12} wrap={false}>
      <Col flex="260px">
        <SideTree url={MENU_TREE} value={menuId} onChange={setMenuId} />
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <ResourcePage
          def={def}
          params={menuId ? { menuId } : undefined}
          fields={{
            menuId: {
              search: false,
              // the menu's name in the user's language (the picker is the definition's: menuId is a ref to the menu tree)
              render: (v) => <TreeLabel url={MENU_TREE} ids={v} />,
            },
          }}
          form={{ initialValues: (row) => (menuId && !row?.menuId ? { menuId } : {}) }}
        />
      </Col>
    </Row>
  );
}
