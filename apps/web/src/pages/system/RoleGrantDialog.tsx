import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi } from '../../api/system';
import { ActionDialog } from '../../crud';
import { type Checked, CheckTree, allIds, leafKeys, scopesOnly, withParents } from './CheckTree';

type Tab = 'menu' | 'dataScope' | 'apiScope';
const EMPTY: Checked = { checked: [], half: [] };

/** 权限设置: menus, data scopes and API scopes of the chosen roles, saved with role/grant in one call. */
export function RoleGrantDialog({ roleIds, onClose }: { roleIds: string[] | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const open = !!roleIds?.length;
  const trees = useQuery({ queryKey: ['grant-tree'], queryFn: roleApi.grantTree, enabled: open, staleTime: 0 });
  const keys = useQuery({
    queryKey: ['role-tree-keys', roleIds],
    queryFn: () => roleApi.roleTreeKeys(roleIds!),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const [value, setValue] = useState<Record<Tab, Checked>>({ menu: EMPTY, dataScope: EMPTY, apiScope: EMPTY });

  // Preselect what the roles hold once both the trees and the keys are in (during render, not in an effect, so a
  // tab hidden and shown again keeps what was being edited).
  const stamp = open && trees.data && keys.data ? `${trees.dataUpdatedAt}-${keys.dataUpdatedAt}` : '';
  const [seen, setSeen] = useState('');
  if (stamp && stamp !== seen && trees.data && keys.data) {
    setSeen(stamp);
    const pick = (tab: Tab): Checked => ({ checked: leafKeys(trees.data[tab] ?? [], keys.data[tab] ?? []), half: [] });
    setValue({ menu: pick('menu'), dataScope: pick('dataScope'), apiScope: pick('apiScope') });
  }

  const save = async () => {
    if (!roleIds) return;
    // Parents of checked leaves are granted too, as the menu routes need them.
    // Scope trees hang the scopes under their menus: only the scopes themselves are sent.
    const menuIds = new Set(allIds(trees.data?.menu ?? []));
    const withParentsOf = (tab: Tab) =>
      tab === 'menu'
        ? withParents(trees.data?.menu ?? [], value.menu.checked)
        : value[tab].checked.filter((id) => !menuIds.has(id));
    await roleApi.grant({
      roleIds,
      menuIds: withParentsOf('menu'),
      dataScopeIds: withParentsOf('dataScope'),
      apiScopeIds: withParentsOf('apiScope'),
    });
  };

  const loading = trees.isLoading || keys.isLoading;
  const menuIdSet = new Set(allIds(trees.data?.menu ?? []));
  const tab = (k: Tab, label: string) => ({
    key: k,
    label,
    children: (
      <CheckTree
        data={k === 'menu' ? (trees.data?.menu ?? []) : scopesOnly(trees.data?.[k] ?? [], menuIdSet)}
        value={value[k]}
        onChange={(v) => setValue((s) => ({ ...s, [k]: v }))}
      />
    ),
  });
  return (
    <ActionDialog
      open={open}
      title={t('system.role.grant')}
      width={560}
      loading={loading}
      success={t('system.role.grantSuccess')}
      onSubmit={save}
      onClose={onClose}
    >
      <Tabs
        items={[
          tab('menu', t('system.role.menuTab')),
          tab('dataScope', t('system.role.dataScopeTab')),
          tab('apiScope', t('system.role.apiScopeTab')),
        ]}
      />
    </ActionDialog>
  );
}
