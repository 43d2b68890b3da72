import { menu } from '@flp/shared/resources';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuApi } from '../../api/system';
import { ResourcePage, parentTreeField } from '../../crud';
import { menuIcon } from '../../shell/icons';

/**
 * 菜单管理: menus as a tree table whose buttons (category 2) are the children of their menu; levels load as they are
 * expanded (lazy-list), a search looks at every level.
 */
export default function MenuPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      def={menu}
      tree={{ lazy: (row) => menuApi.lazyList(String(row.id)) }}
      request={(q) => menuApi.lazyList('0', q)}
      menuWidth={220}
      fields={{
        parentId: parentTreeField('/api/blade-system/menu/tree', t('system.crud.rootPlaceholder')),
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
      rowActions={(row, ctx) =>
        ctx.can('menu_add') &&
        Number(row.category) === 1 && (
          <Button type="link" size="small" onClick={() => ctx.openAdd({ parentId: row.id })}>
            {t('system.crud.addChild')}
          </Button>
        )
      }
    />
  );
}
