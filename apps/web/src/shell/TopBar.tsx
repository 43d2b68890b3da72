import {
  BugOutlined,
  CheckOutlined,
  DashboardOutlined,
  GlobalOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  SkinOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Badge, Dropdown, Layout } from 'antd';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../api/session';
import { website } from '../config/website';
import { useAuth } from '../store/auth';
import { useErrorLog } from '../store/errorLog';
import { type Lang, useSettings } from '../store/settings';
import { ColorPick } from './ColorPick';
import { DebugInfo } from './DebugInfo';
import { FullScreenButton } from './FullScreenButton';
import { HeaderButton } from './HeaderButton';
import { LANGS, LangSwitch } from './LangSwitch';
import { NoticeBell } from './NoticeBell';
import { useScreen } from './responsive';
import { TopMenu } from './TopMenu';
import { useShellUi } from './ui';

const LOGO = `${import.meta.env.BASE_URL}favicon.svg`;
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar (spec §2): collapse, top menu, search, notice, colour, error log, lock, theme, full screen, debug,
 * language and the user's avatar with its menu. Each item is behind a flag of website.topBar. `compact` (below
 * 1200 px) hides the labels. On a phone (below 768 px) the bar keeps search, the bell and the user's menu, which takes
 * the error log, lock, theme and language in: the avatar never leaves the screen.
 */
export function TopBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const collapse = useSettings((s) => s.collapse);
  const watermark = useSettings((s) => s.watermark);
  const user = useAuth((s) => s.userInfo);
  const errors = useErrorLog((s) => s.logs.length);
  const open = useShellUi((s) => s.open);
  const lang = useSettings((s) => s.lang);
  const phone = useScreen() === 'xs';
  const flags = website.topBar;
  // on a phone these items are in the user's menu instead of the bar
  const bar = phone
    ? {
        ...flags,
        color: false,
        errorLog: false,
        lock: false,
        theme: false,
        fullScreen: false,
        debug: false,
        lang: false,
      }
    : flags;
  const name = user?.nick_name || user?.real_name || user?.user_name || user?.account;

  const phoneItems: MenuProps['items'] = phone
    ? [
        ...(flags.errorLog
          ? [
              {
                key: 'errorLog',
                icon: <BugOutlined />,
                label: errors ? `${t('navbar.errorLog')} (${errors})` : t('navbar.errorLog'),
              },
            ]
          : []),
        ...(flags.lock ? [{ key: 'lock', icon: <LockOutlined />, label: t('navbar.lock') }] : []),
        ...(flags.theme ? [{ key: 'theme', icon: <SkinOutlined />, label: t('navbar.theme') }] : []),
        ...(flags.lang
          ? [
              {
                key: 'lang',
                icon: <GlobalOutlined />,
                label: t('navbar.language'),
                children: LANGS.map((l) => ({ key: `lang:${l.key}`, label: l.label, disabled: l.key === lang })),
              },
            ]
          : []),
        { type: 'divider' as const },
      ]
    : [];

  const userItems: MenuProps['items'] = [
    ...phoneItems,
    { key: 'dashboard', icon: <DashboardOutlined />, label: t('navbar.dashboard') },
    { key: 'info', icon: <UserOutlined />, label: t('navbar.info') },
    ...(website.watermark
      ? [
          {
            key: 'watermark',
            icon: watermark ? <CheckOutlined /> : <span className="shell-menu-blank" />,
            label: t('navbar.watermark'),
            title: watermark ? t('navbar.watermarkOff') : t('navbar.watermarkOn'),
          },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('navbar.logOut'), danger: true },
  ];

  const onUserMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'errorLog' || key === 'lock' || key === 'theme') open(key);
    if (key.startsWith('lang:')) useSettings.getState().setLang(key.slice(5) as Lang);
    if (key === 'info') navigate('/info/index');
    if (key === 'dashboard') navigate('/wel/dashboard');
    if (key === 'watermark') useSettings.getState().setWatermark(!watermark);
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
    <Layout.Header className="shell-header">
      {flags.collapse && (
        <HeaderButton
          title={collapse ? t('navbar.expand') : t('navbar.collapse')}
          icon={collapse ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => useSettings.getState().setCollapse(!collapse)}
        />
      )}
      {flags.topMenu && <TopMenu compact={compact} />}
      <div className="shell-header-spacer" />
      <div className="shell-header-items">
        {flags.search &&
          (compact ? (
            <HeaderButton title={t('navbar.search')} icon={<SearchOutlined />} onClick={() => open('menuSearch')} />
          ) : (
            <button
              type="button"
              className="shell-search-trigger"
              onClick={() => open('menuSearch')}
              aria-label={t('navbar.search')}
            >
              <SearchOutlined />
              <span className="shell-search-text">{t('menuSearch.placeholder')}</span>
              <kbd>{isMac ? '⌘ K' : t('menuSearch.shortcut')}</kbd>
            </button>
          ))}
        {flags.notice && <NoticeBell />}
        {bar.color && <ColorPick />}
        {bar.errorLog && (
          <HeaderButton
            title={t('navbar.errorLog')}
            onClick={() => open('errorLog')}
            icon={
              <Badge count={errors} size="small" offset={[4, -2]} overflowCount={99}>
                <BugOutlined className="shell-hd-icon" />
              </Badge>
            }
          />
        )}
        {bar.lock && <HeaderButton title={t('navbar.lock')} icon={<LockOutlined />} onClick={() => open('lock')} />}
        {bar.theme && <HeaderButton title={t('navbar.theme')} icon={<SkinOutlined />} onClick={() => open('theme')} />}
        {bar.fullScreen && <FullScreenButton />}
        {bar.debug && <DebugInfo />}
        {bar.lang && <LangSwitch compact={compact} className="shell-hd-btn" />}
        <Dropdown menu={{ items: userItems, onClick: onUserMenu }} placement="bottomRight" trigger={['click']}>
          <button type="button" className="shell-user" data-testid="user-menu" aria-label={t('navbar.user')}>
            <Avatar size={28} src={user?.avatar || LOGO} icon={<UserOutlined />} alt={name} />
            {!compact && <span className="shell-user-name">{name}</span>}
          </button>
        </Dropdown>
      </div>
    </Layout.Header>
  );
}
