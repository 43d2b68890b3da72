import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { website } from '../config/website';
import type { MenuNode } from '../store/auth';
import { useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { menuIcon } from './icons';
import { isExternal, routeOf, visibleMenus } from './menus';
import { THEMES } from './themes';

/**
 * The server's menus, filtered by the user's roles. Open mode 2 with an external path opens a new window; the item
 * named cockpit opens /#/fl/cockpit/index in a new window; on small screens a click collapses the sidebar.
 */
export function Sidebar() {
  const menus = useAuth((s) => s.menus);
  const roleName = useAuth((s) => s.userInfo?.role_name ?? '');
  const roles = useMemo(() => roleName.split(','), [roleName]);
  const { collapse, theme } = useSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const shell = (THEMES[theme] ?? THEMES.default).shell;

  const byKey = useMemo(() => {
    const map = new Map<string, MenuNode>();
    const walk = (ns: MenuNode[]) => {
      for (const n of ns) {
        map.set(n.id, n);
        if (n.children) walk(n.children);
      }
    };
    walk(menus);
    return map;
  }, [menus]);

  const items = useMemo(() => {
    const toItem = (m: MenuNode): NonNullable<MenuProps['items']>[number] =>
      m.children?.length
        ? { key: m.id, icon: menuIcon(m.source), label: m.name, children: m.children.map(toItem) }
        : { key: m.id, icon: menuIcon(m.source), label: m.name };
    return visibleMenus(menus, roles).map(toItem);
  }, [menus, roles]);

  const selected = [...byKey.values()].find((m) => m.path === location.pathname)?.id;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const m = byKey.get(key);
    if (!m) return;
    if (m.code === 'cockpit' || m.name === 'cockpit') {
      window.open('/#/fl/cockpit/index');
      return;
    }
    if (m.isOpen === 2 && isExternal(m.path)) {
      window.open(m.path);
      return;
    }
    navigate(routeOf(m));
    if (window.innerWidth < 768) useSettings.getState().setCollapse(true);
  };

  return (
    <Layout.Sider
      className="shell-sider"
      width={220}
      collapsedWidth={64}
      collapsed={collapse}
      trigger={null}
      style={{
        background: shell.siderBg,
        backgroundImage: shell.siderImage,
        position: 'fixed',
        height: '100vh',
        left: 0,
        top: 0,
        overflow: 'auto',
        zIndex: 20,
      }}
    >
      <div className="shell-logo" style={{ background: shell.logoBg, color: shell.logoText }}>
        <span className="shell-logo-mark">租</span>
        {!collapse && <span className="shell-logo-text">{website.title}</span>}
      </div>
      <Menu
        mode="inline"
        theme={shell.menuTheme}
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={onClick}
        style={{ background: 'transparent', borderInlineEnd: 0 }}
      />
    </Layout.Sider>
  );
}
