import { CodeOutlined } from '@ant-design/icons';
import { Descriptions, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { useTags } from '../store/tags';
import { HeaderButton } from './HeaderButton';

/** The debug item (off by default, website.topBar.debug): what the session and the shell are, for support. */
export function DebugInfo() {
  const { t } = useTranslation();
  const location = useLocation();
  const { userInfo, tenantId, permission, menus } = useAuth();
  const { theme, color } = useSettings();
  const tags = useTags((s) => s.tags);
  const count = (ns: typeof menus): number => ns.reduce((n, m) => n + 1 + count(m.children ?? []), 0);
  const content = (
    <Descriptions
      size="small"
      column={1}
      style={{ width: 360 }}
      items={[
        { key: 'route', label: t('debug.route'), children: `${location.pathname}${location.search}` },
        { key: 'tenant', label: t('debug.tenant'), children: tenantId },
        { key: 'account', label: t('debug.account'), children: userInfo?.account },
        { key: 'roles', label: t('debug.roles'), children: userInfo?.role_name },
        { key: 'perm', label: t('debug.permissions'), children: Object.keys(permission).length },
        { key: 'menus', label: t('debug.menus'), children: count(menus) },
        { key: 'tabs', label: t('debug.tabs'), children: tags.length },
        { key: 'theme', label: t('debug.theme'), children: `${theme} / ${color}` },
        { key: 'screen', label: t('debug.screen'), children: `${window.innerWidth}px` },
      ]}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('navbar.debug')} content={content}>
      <HeaderButton title={t('navbar.debug')} icon={<CodeOutlined />} />
    </Popover>
  );
}
