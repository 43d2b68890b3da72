import { Layout } from 'antd';
import { Activity, Suspense, lazy, useEffect, useMemo } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { type PageDef, resolvePage } from '../app/pages';
import { TabContext } from '../app/TabContext';
import { findMenuByPath } from './menus';
import { useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { type Tag, useTags } from '../store/tags';
import { PageLoading } from './PageLoading';
import { Sidebar } from './Sidebar';
import { TagsBar } from './TagsBar';
import { TopBar } from './TopBar';
import { THEMES } from './themes';
import { ErrorBoundary } from './ErrorBoundary';
import './shell.css';

const lazyCache = new Map<PageDef, ComponentType>();
function lazyOf(def: PageDef): ComponentType {
  let c = lazyCache.get(def);
  if (!c) {
    c = lazy(def.load);
    lazyCache.set(def, c);
  }
  return c;
}

/**
 * The signed-in frame: header, sidebar, tag tabs and the content area. Every open tab's page stays mounted inside
 * React's <Activity>; hidden tabs keep their state (form contents, table page and filters) until they are closed.
 */
export default function Shell() {
  const location = useLocation();
  const { t } = useTranslation();
  const menus = useAuth((s) => s.menus);
  const { tags, active, open } = useTags();
  const theme = useSettings((s) => s.theme);
  const collapse = useSettings((s) => s.collapse);
  const path = location.pathname;
  const resolved = useMemo(() => resolvePage(path), [path]);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const value = `${path}${location.search}`;

  // Each visit becomes (or activates) a tab, labelled by its menu or its page's title.
  useEffect(() => {
    if (!resolved || resolved.def.isTab === false) return;
    const menu = findMenuByPath(menus, path);
    const label = menu?.name ?? query.name ?? (resolved.def.titleKey ? t(resolved.def.titleKey) : path);
    open({ label, labelKey: menu ? undefined : resolved.def.titleKey, value, path, params: resolved.params, query });
  }, [resolved, value, path, query, menus, open, t]);

  // The page title after every navigation (spec §2).
  const activeTag = tags.find((x) => x.value === active);
  useEffect(() => {
    const label = activeTag ? (activeTag.labelKey ? t(activeTag.labelKey) : activeTag.label) : '';
    document.title = label ? `${label} - ${t('title')}` : t('title');
  }, [activeTag, t]);

  if (!resolved) return <Navigate to="/404" replace />;
  const shell = THEMES[theme]?.shell ?? THEMES.default.shell;

  return (
    <Layout className={`shell theme-${theme}`} style={{ minHeight: '100vh' }}>
      <Sidebar />
      <Layout style={{ marginLeft: collapse ? 64 : 220, transition: 'margin-left .2s' }}>
        <TopBar />
        <TagsBar />
        <Layout.Content className="shell-content" style={{ background: shell.contentBg }}>
          {tags.map((tag) => (
            <TabPane key={tag.value} tag={tag} visible={tag.value === value} />
          ))}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function TabPane({ tag, visible }: { tag: Tag; visible: boolean }) {
  const resolved = resolvePage(tag.path);
  if (!resolved) return null;
  const Page = lazyOf(resolved.def);
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
