import { SafetyOutlined } from '@ant-design/icons';
import { role } from '@flp/shared/resources';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud';
import { RoleGrantDialog } from './RoleGrantDialog';

/** 角色管理: roles as a tree table (from the definition); 权限设置 grants menus, data scopes and API scopes to the selected roles. */
export default function RolePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [granting, setGranting] = useState<string[] | null>(null);
  return (
    <>
      <ResourcePage
        def={role}
        toolbar={(ctx) =>
          ctx.can('role_grant') && (
            <Button
              icon={<SafetyOutlined />}
              onClick={() => {
                if (!ctx.selectedKeys.length) message.warning(t('crud.selectOne'));
                else setGranting(ctx.selectedKeys);
              }}
            >
              {t('system.role.grant')}
            </Button>
          )
        }
        rowActions={(row, ctx) =>
          ctx.can('role_grant') && (
            <Button type="link" size="small" onClick={() => setGranting([String(row.id)])}>
              {t('system.role.grant')}
            </Button>
          )
        }
        menuWidth={290}
      />
      <RoleGrantDialog roleIds={granting} onClose={() => setGranting(null)} />
    </>
  );
}
