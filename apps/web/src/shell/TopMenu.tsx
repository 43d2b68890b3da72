import { HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getRoutes, getTopMenu } from '../api/auth';
import { website } from '../config/website';
import { useAuth } from '../store/auth';
import { menuIcon } from './icons';
import { firstLeaf, routeOf } from './menus';
import { useShellUi } from './ui';

/**
 * The top menu (spec §2 top bar): the tenant's top menus from GET menu/top-menu, after a home item. Choosing one
 * reloads the sidebar from menu/routes?topMenuId=… and opens its first page; home reloads every menu.
 */
export function TopMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useShellUi((s) => s.topMenuId);
  const { data: tops = [] } = useQuery({ queryKey: ['top-menu'], queryFn: getTopMenu, staleTime: 5 * 60_000 });
  if (!tops.length) return null;

  const choose = async (id: string) => {
    try {
      const menus = (await getRoutes(id || undefined)) ?? [];
      useAuth.getState().setMenus(menus);
      useShellUi.getState().setTopMenuId(id);
      const first = id ? firstLeaf(menus) : undefined;
      navigate(first ? routeOf(first) : website.firstPage.value);
    } catch {
      // the client showed the failure
    }
  };

  const items = [
    { id: '', name: t('navbar.topMenuHome'), icon: <HomeOutlined /> },
    ...tops.map((m) => ({ id: m.id, name: m.name, icon: menuIcon(m.source) })),
  ];
  return (
    <nav className="shell-topmenu" aria-label="top menu">
      {items.map((m) => (
        <Tooltip key={m.id || 'home'} title={compact ? m.name : undefined} placement="bottom">
          <button
            type="button"
            className={`shell-topmenu-item${m.id === active ? ' is-active' : ''}`}
            aria-current={m.id === active ? 'page' : undefined}
            onClick={() => choose(m.id)}
          >
            {m.icon}
            {!compact && <span>{m.name}</span>}
          </button>
        </Tooltip>
      ))}
    </nav>
  );
}
