import { ConfigProvider, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { website } from '../config/website';
import type { MenuNode } from '../store/auth';
import { useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { menuIcon } from './icons';
import { ancestorIds, menuLabel, openMenu, visibleMenus } from './menus';
import { BREAKPOINTS } from './responsive';
import { shellColors, sidebarMenuTheme } from './themes';

export const SIDER_WIDTH = 220;
export const SIDER_COLLAPSED_WIDTH = 64;

/**
 * The server's menus, filtered by the user's roles (spec §2 sidebar). Open mode 2 with an external path opens a new
 * window; the item named cockpit opens /#/fl/cockpit/index in a new window; on small screens a click collapses the
 * sidebar. The submenus of the active route are open; collapsed, the sidebar shows icons with tooltips.
 */
export function Sidebar() {
  const { t, i18n } = useTranslation();
  const menus = useAuth((s) => s.menus);
  const roleName = useAuth((s) => s.userInfo?.role_name ?? '');
  const roles = useMemo(() => roleName.split(','), [roleName]);
  const { collapse, theme, color } = useSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const shell = shellColors(theme, color);

  const visible = useMemo(() => visibleMenus(menus, roles), [menus, roles]);

  const byKey = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const walk = (ns: MenuNode[]) => {
      for (const n of ns) {
        map.set(n.id, n);
        if (n.children) walk(n.children);
      }
    };
    walk(visible);
    return map;
  }, [visible]);

  // Collapsed, a top-level item shows its name as a tooltip, and a submenu's popup starts with its name.
  const items = useMemo(() => {
    type Item = NonNullable<MenuProps['items']>[number];
    const toItem = (m: MenuNode, top: boolean): Item => {
      const label = menuLabel(m, i18n);
      if (!m.children?.length) return { key: m.id, icon: menuIcon(m.source), label, title: label };
      const children = m.children.map((c) => toItem(c, false));
      return {
        key: m.id,
        icon: menuIcon(m.source),
        label,
        children: collapse && top ? [{ type: 'group', key: `${m.id}-group`, label, children }] : children,
      } as Item;
    };
    return visible.map((m) => toItem(m, true));
  }, [visible, collapse, i18n, i18n.language]);

  const selected = useMemo(() => {
    for (const m of byKey.values()) if (!m.children?.length && m.path === location.pathname) return m.id;
    return undefined;
  }, [byKey, location.pathname]);

  // The submenus leading to the active route open whenever the route changes (and when the sidebar expands);
  // those the user opened stay open.
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (collapse || !selected) return;
    const trail = ancestorIds(visible, selected);
    setOpenKeys((keys) => [...new Set([...keys, ...trail])]);
  }, [selected, visible, collapse]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const m = byKey.get(key);
    if (!m) return;
    openMenu(m, navigate);
    if (window.innerWidth < BREAKPOINTS.md) useSettings.getState().setCollapse(true);
  };

  return (
    <Layout.Sider
      className="shell-sider"
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapse}
      trigger={null}
      style={{ background: shell.siderBg, backgroundImage: shell.siderImage }}
    >
      <button
        type="button"
        className="shell-logo"
        style={{ background: shell.logoBg, color: shell.logoText }}
        onClick={() => navigate(website.firstPage.value)}
        title={t('title')}
      >
        <span className="shell-logo-mark" style={{ background: shell.logoMarkBg, color: shell.logoMarkText }}>
          租
        </span>
        {!collapse && <span className="shell-logo-text">{t('title')}</span>}
      </button>
      <ConfigProvider theme={sidebarMenuTheme(shell)}>
        <Menu
          className="shell-menu"
          mode="inline"
          theme={shell.menuTheme}
          items={items}
          selectedKeys={selected ? [selected] : []}
          openKeys={collapse ? undefined : openKeys}
          onOpenChange={collapse ? undefined : setOpenKeys}
          onClick={onClick}
          style={{ background: 'transparent', borderInlineEnd: 0 }}
        />
      </ConfigProvider>
    </Layout.Sider>
  );
}
