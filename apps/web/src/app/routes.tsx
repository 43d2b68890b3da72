import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { website } from '../config/website';
import { resolvePage } from './pages';
import { COCKPIT_PATH, isDeclaredPage } from '../shell/menus';
import { type MenuNode, useAuth } from '../store/auth';
import { useSettings } from '../store/settings';
import { PageLoading } from '../shell/PageLoading';

const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const LockPage = lazy(() => import('../pages/lock/LockPage'));
const ErrorPage = lazy(() => import('../pages/error/ErrorPage'));
const Shell = lazy(() => import('../shell/Shell'));
const RegisterGate = lazy(() => import('./RegisterGate'));
// The cockpit is a page of its own outside the shell (a new window), its map data in its own chunk.
const CockpitPage = lazy(() => import('../pages/cockpit/CockpitPage'));

/**
 * Public routes, then everything else inside the signed-in shell. The guard rules of spec §2:
 * signed in on /login → '/'; locked → /lock; no token → sign out → /login; a `target` query opens a new window;
 * the title is set after each navigation (the shell sets it for tabs).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route path="/lock" element={<LockPage />} />
        <Route
          path="/404"
          element={
            <Titled titleKey="errorPage.notFound">
              <ErrorPage code={404} />
            </Titled>
          }
        />
        <Route
          path="/403"
          element={
            <Titled titleKey="errorPage.forbidden">
              <ErrorPage code={403} />
            </Titled>
          }
        />
        <Route
          path="/500"
          element={
            <Titled titleKey="errorPage.serverError">
              <ErrorPage code={500} />
            </Titled>
          }
        />
        <Route
          path={COCKPIT_PATH}
          element={
            <RequireAuth>
              <CockpitPage />
            </RequireAuth>
          }
        />
        <Route path="/" element={<Navigate to="/wel/index" replace />} />
        <Route path="/wel" element={<Navigate to="/wel/index" replace />} />
        <Route
          path="*"
          element={
            <KnownPath>
              <RequireAuth>
                <Shell />
                <RegisterGate />
              </RequireAuth>
            </KnownPath>
          }
        />
      </Routes>
    </Suspense>
  );
}

/** An unknown path is a 404, signed in or not (spec §2), before any sign-in redirect. */
function KnownPath({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  if (!resolvePage(location.pathname)) return <Navigate to="/404" replace />;
  return <>{children}</>;
}

function PublicOnly({ children }: { children: React.ReactNode }) {
  const token = useAuth((s) => s.accessToken);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  if (token) return <Navigate to="/" replace />;
  return <>{children}</>;
}

function RequireAuth({ children }: { children: React.ReactNode }) {
  const token = useAuth((s) => s.accessToken);
  const location = useLocation();
  // The lock is checked at each navigation (spec §2 guard), not the moment the flag turns on: the lock dialog turns
  // it on and goes to /lock 100 ms later (spec §4), bringing the screen to return to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read at each navigation, on purpose
  const isLock = useMemo(() => useSettings.getState().isLock, [location.key]);
  const menus = useAuth((s) => s.menus);
  const target = new URLSearchParams(location.search).get('target');
  useEffect(() => {
    if (!token) useAuth.getState().logoutLocal();
  }, [token]);
  if (!token) return <Navigate to="/login" replace />;
  if (isLock)
    return <Navigate to={website.lockPage} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (target) {
    const url = openTarget(location.pathname, location.search, menus);
    if (url) window.open(url, target === '_self' ? '_self' : '_blank', 'noopener');
    return <Navigate to="/wel/index" replace />;
  }
  return <>{children}</>;
}

/**
 * What a `?target=` link may open: the app's own route it names, or (`url=`) an external page that one of the user's
 * menus declares. Anything else (`javascript:…`, another site) opens nothing.
 */
export function openTarget(pathname: string, search: string, menus: MenuNode[]): string | null {
  const params = new URLSearchParams(search);
  params.delete('target');
  const url = params.get('url');
  if (url === null) return `#${pathname}${params.size ? `?${params}` : ''}`;
  return isDeclaredPage(menus, url) ? url : null;
}

function Titled({ titleKey, children }: { titleKey: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(titleKey)} - ${t('title')}`;
  }, [t, titleKey]);
  return <>{children}</>;
}
