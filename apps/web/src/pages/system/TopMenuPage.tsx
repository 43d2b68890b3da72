import { SettingOutlined } from '@ant-design/icons';
import { topMenu } from '@flp/shared/resources';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topMenuApi } from '../../api/system';
import { ActionDialog, ResourcePage } from '../../crud';
import { menuIcon } from '../../shell/icons';
import { type Checked, CheckTree, leafKeys, withParents } from './CheckTree';

/** 顶部菜单: the list, and 菜单配置 setting which menus each top menu shows (topmenu/grant). */
export default function TopMenuPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [granting, setGranting] = useState<string[] | null>(null);
  return (
    <>
      <ResourcePage
        def={topMenu}
        menuWidth={230}
        fields={{ source: { render: (v) => (v ? menuIcon(String(v)) : null) } }}
        toolbar={(ctx) =>
          ctx.can('topmenu_setting') && (
            <Button
              icon={<SettingOutlined />}
              onClick={() => {
                if (!ctx.selectedKeys.length) message.warning(t('crud.selectOne'));
                else setGranting(ctx.selectedKeys);
              }}
            >
              {t('system.topMenu.setting')}
            </Button>
          )
        }
        rowActions={(row, ctx) =>
          ctx.can('topmenu_setting') && (
            <Button type="link" size="small" onClick={() => setGranting([String(row.id)])}>
              {t('system.topMenu.setting')}
            </Button>
          )
        }
      />
      <TopMenuGrantDialog ids={granting} onClose={() => setGranting(null)} />
    </>
  );
}

function TopMenuGrantDialog({ ids, onClose }: { ids: string[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const open = !!ids?.length;
  const tree = useQuery({
    queryKey: ['grant-top-tree'],
    queryFn: topMenuApi.grantTopTree,
    enabled: open,
    staleTime: 0,
  });
  const keys = useQuery({
    queryKey: ['top-tree-keys', ids],
    queryFn: () => topMenuApi.topTreeKeys(ids!),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const [value, setValue] = useState<Checked>({ checked: [], half: [] });
  const stamp = open && tree.data && keys.data ? `${tree.dataUpdatedAt}-${keys.dataUpdatedAt}` : '';
  const [seen, setSeen] = useState('');
  if (stamp && stamp !== seen && tree.data && keys.data) {
    setSeen(stamp);
    setValue({ checked: leafKeys(tree.data, keys.data.menu ?? []), half: [] });
  }
  return (
    <ActionDialog
      open={open}
      title={t('system.topMenu.setting')}
      width={520}
      loading={tree.isLoading || keys.isLoading}
      success={t('system.topMenu.settingSuccess')}
      onSubmit={() => topMenuApi.grant(ids!, withParents(tree.data ?? [], value.checked))}
      onClose={onClose}
    >
      <CheckTree data={tree.data ?? []} value={value} onChange={setValue} />
    </ActionDialog>
  );
}
