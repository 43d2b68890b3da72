import { dept } from '@flp/shared/resources';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteTreeSelect, ResourcePage, TreeLabel, parentItemProps } from '../../crud';

/** 机构管理: the departments as a tree table; a row adds a child under itself. */
export default function DeptPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      def={dept}
      tree
      menuWidth={220}
      fields={{
        parentId: {
          list: false,
          itemProps: parentItemProps,
          input: ({ row, disabled }) => (
            <RemoteTreeSelect
              url="/api/blade-system/dept/tree"
              exclude={row?.id}
              disabled={disabled}
              placeholder={t('system.crud.rootPlaceholder')}
            />
          ),
          render: (v) => <TreeLabel url="/api/blade-system/dept/tree" ids={v} />,
        },
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
