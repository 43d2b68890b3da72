import { menu } from '@flp/shared/resources';
import { Space } from 'antd';
import { menuApi } from '../../api/system';
import { ResourcePage } from '../../crud';
import { menuIcon } from '../../shell/icons';

/**
 * 菜单管理: menus as a tree table whose buttons (category 2) are the children of their menu; levels load as they are
 * expanded (lazy-list), a search looks at every level. Only a menu (category 1) offers 新增子项: a button has none.
 */
export default function MenuPage() {
  return (
    <ResourcePage
      def={menu}
      tree={{ lazy: (row) => menuApi.lazyList(String(row.id)), addChild: (row) => Number(row.category) === 1 }}
      request={(q) => menuApi.lazyList('0', q)}
      menuWidth={220}
      fields={{
        source: {
          render: (v) =>
            v ? (
              <Space size={4}>
                {menuIcon(String(v))}
                <span>{String(v)}</span>
              </Space>
            ) : null,
        },
      }}
    />
  );
}
