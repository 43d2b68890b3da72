import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown, Layout, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../api/session';
import { website } from '../config/website';
import { useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { LangSwitch } from './LangSwitch';
import { THEMES } from './themes';

/** The top bar (spec §2): each item behind a flag of the site configuration. */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { collapse, theme } = useSettings();
  const user = useAuth((s) => s.userInfo);
  const shell = (THEMES[theme] ?? THEMES.default).shell;
  const flags = website.topBar;

  const onUserMenu = ({ key }: { key: string }) => {
    if (key === 'info') navigate('/info/index');
    if (key === 'dashboard') navigate('/wel/dashboard');
    if (key === 'logout') {
      modal.confirm({
        title: t('common.tip'),
        content: t('navbar.logOutConfirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          await signOut();
          navigate('/login', { replace: true });
        },
      });
    }
  };

  return (
    <Layout.Header className="shell-header" style={{ background: shell.headerBg, color: shell.headerText }}>
      {flags.collapse && (
        <Button
          type="text"
          aria-label={t('navbar.collapse')}
          icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => useSettings.getState().setCollapse(!collapse)}
          style={{ color: shell.headerText }}
        />
      )}
      <div style={{ flex: 1 }} />
      <Space size={4} className="shell-header-items">
        {flags.lang && <LangSwitch />}
        <Dropdown
          menu={{
            items: [
              { key: 'dashboard', label: t('navbar.dashboard') },
              { key: 'info', label: t('navbar.info') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logOut') },
            ],
            onClick: onUserMenu,
          }}
        >
          <Space style={{ cursor: 'pointer', padding: '0 8px', color: shell.headerText }} data-testid="user-menu">
            <Avatar size="small" src={user?.avatar || '/favicon.svg'} icon={<UserOutlined />} />
            <span>{user?.nick_name || user?.real_name || user?.account}</span>
          </Space>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
