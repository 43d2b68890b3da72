import { dept } from '@flp/shared/resources';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage, parentTreeField } from '../../crud';

/** 机构管理: the departments as a tree table; a row adds a child under itself. */
export default function DeptPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      def={dept}
      tree={{ expandRoots: true }}
      menuWidth={220}
      fields={{
        parentId: parentTreeField('/api/blade-system/dept/tree', t('system.crud.rootPlaceholder')),
      }}
      rowActions={(row, ctx) =>
        ctx.can('dept_add') && (
          <Button type="link" size="small" onClick={() => ctx.openAdd({ parentId: row.id })}>
            {t('system.crud.addChild')}
          </Button>
        )
      }
    />
  );
}
