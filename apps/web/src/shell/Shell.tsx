import { TIMEOUTS_MS } from '@flp/shared/constants';
import { Layout } from 'antd';
import { Activity, Suspense, lazy, useEffect, useMemo, useRef } from 'react';
import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { mayOpen, type PageDef, resolvePage, tabKey } from '../app/pages';
import { TabContext } from '../app/TabContext';
import { website } from '../config/website';
import { useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { type Tag, tagHref, useTags } from '../store/tags';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorLogDialog } from './ErrorLogDialog';
import { LockDialog } from './LockDialog';
import { findMenuByPath, tagLabel } from './menus';
import { MenuSearch } from './MenuSearch';
import { useMessageSocket } from './notifications/useMessageSocket';
import { PageLoading } from './PageLoading';
import { useScreen } from './responsive';
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, Sidebar } from './Sidebar';
import { TagsBar } from './TagsBar';
import { ThemeDialog } from './ThemeDialog';
import { shellColors, themeOf } from './themes';
import { TopBar } from './TopBar';
import { useShellUi } from './ui';
import { Watermark } from './Watermark';
import './shell.css';

/** A page chunk that has not arrived after 120 s fails as a chunk-load error (spec §8), caught by the tab's boundary. */
function withChunkTimeout(def: PageDef, path: string): PageDef['load'] {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Loading chunk timeout (${TIMEOUTS_MS.chunkLoad / 1000} s): ${path}`)),
        TIMEOUTS_MS.chunkLoad,
      );
      def.load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        (e) => {
          clearTimeout(timer);
          reject(e);
        },
      );
    });
}

const lazyCache = new Map<PageDef, ComponentType>();
function lazyOf(def: PageDef, pattern: string): ComponentType {
  let c = lazyCache.get(def);
  if (!c) {
    c = lazy(withChunkTimeout(def, pattern));
    lazyCache.set(def, c);
  }
  return c;
}

/**
 * The signed-in frame (spec §2 layout): header, sidebar, tag tabs, the menu search and the content area, with the
 * breakpoints 768 / 992 / 1200. Every open tab's page stays mounted inside React's <Activity>; hidden tabs keep their
 * state (form contents, table page and filters) until they are closed.
 */
export default function Shell() {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const menus = useAuth((s) => s.menus);
  const user = useAuth((s) => s.userInfo);
  const { tags, active, open } = useTags();
  const { theme, color, collapse, watermark } = useSettings();
  const screen = useScreen();
  const path = location.pathname;
  const resolved = useMemo(() => resolvePage(path), [path]);
  const allowed = !!resolved && mayOpen(resolved, path, (p) => !!findMenuByPath(menus, p));
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  // One tab per screen: the same screen with another query reuses its tab (a record's screen has one per record).
  const value = tabKey(path, location.search);
  // Tabs kept by an earlier version were keyed by path and query.
  useEffect(() => {
    useTags.getState().rekey((tag) => tabKey(tag.path, tagHref(tag).slice(tag.path.length)));
  }, []);
  // The notification center's live channel, open while the signed-in frame is.
  useMessageSocket();

  // Each visit becomes (or activates) a tab, labelled by its menu or its page's title.
  useEffect(() => {
    if (!resolved || !allowed || resolved.def.isTab === false) return;
    const menu = findMenuByPath(menus, path);
    const label = menu?.name ?? query.name ?? (resolved.def.titleKey ? t(resolved.def.titleKey) : path);
    const meta = menu ? { menuCode: menu.code, nameEn: menu.nameEn } : undefined;
    open({
      label,
      // a record's own label (`name`) over the page's generic title
      labelKey: menu || query.name ? undefined : resolved.def.titleKey,
      value,
      path,
      params: resolved.params,
      query,
      meta,
    });
  }, [resolved, allowed, value, path, query, menus, open, t]);

  // The page title after every navigation and on a language switch (spec §2).
  const activeTag = tags.find((x) => x.value === active);
  const activeLabel = useMemo(() => (activeTag ? tagLabel(activeTag, i18n) : ''), [activeTag, i18n, i18n.language]);
  useEffect(() => {
    document.title = activeLabel ? `${activeLabel} - ${t('title')}` : t('title');
  }, [activeLabel, t]);

  // Below 992 px the sidebar collapses by itself; it opens again when the window widens, unless the user closed it.
  const narrow = screen === 'xs' || screen === 'sm';
  const autoCollapsed = useRef(false);
  useEffect(() => {
    const s = useSettings.getState();
    if (narrow && !s.collapse) {
      s.setCollapse(true);
      autoCollapsed.current = true;
    } else if (!narrow && autoCollapsed.current) {
      autoCollapsed.current = false;
      if (s.collapse) s.setCollapse(false);
    }
  }, [narrow]);

  // Ctrl/Cmd+K opens the menu search anywhere in the shell.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        useShellUi.getState().open('menuSearch');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!resolved) return <Navigate to="/404" replace />;
  // A screen the user's menus do not grant: 403, never the screen under its raw path.
  if (!allowed) return <Navigate to="/403" replace />;
  const shell = shellColors(theme, color);
  const vars = {
    '--shell-header-bg': shell.headerBg,
    '--shell-header-text': shell.headerText,
    '--shell-header-hover': shell.headerHover,
    '--shell-header-border': shell.border ?? 'transparent',
    '--shell-tags-bg': shell.tagsBg,
    '--shell-content-bg': shell.contentBg,
    '--shell-sider-width': `${collapse ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH}px`,
    '--shell-primary': color,
  } as CSSProperties;
  const marks = [user?.real_name || user?.nick_name || user?.user_name, user?.account].filter(Boolean) as string[];

  return (
    <Layout
      className={`shell theme-${theme} screen-${screen}${themeOf(theme).dark ? ' is-dark' : ''}`}
      style={vars}
      hasSider
    >
      <Sidebar />
      <Layout className="shell-main">
        <TopBar compact={screen !== 'lg'} />
        <TagsBar />
        <Layout.Content className="shell-content">
          {tags.map((tag) => (
            <TabPane key={tag.value} tag={tag} visible={tag.value === value} />
          ))}
          {website.watermark && watermark && marks.length > 0 && <Watermark lines={marks} color={shell.watermark} />}
        </Layout.Content>
      </Layout>
      <MenuSearch />
      <ThemeDialog />
      <LockDialog />
      <ErrorLogDialog />
    </Layout>
  );
}

function TabPane({ tag, visible }: { tag: Tag; visible: boolean }) {
  const resolved = resolvePage(tag.path);
  if (!resolved) return null;
  const Page = lazyOf(resolved.def, resolved.pattern);
  return (
    <Activity mode={visible ? 'visible' : 'hidden'}>
      <TabContext.Provider value={tag}>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <div className="shell-page" data-tab={tag.value}>
              <Page />
            </div>
          </Suspense>
        </ErrorBoundary>
      </TabContext.Provider>
    </Activity>
  );
}
