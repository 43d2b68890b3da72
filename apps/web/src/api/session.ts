import { TOKEN_REFRESH_CHECK_MS } from '@flp/shared/constants';
import { website } from '../config/website';
import { useAuth } from '../store/auth';
import { getPermission, getRoutes, login, type LoginForm, logout, refreshToken } from './auth';

/** What happens around sign-in: tokens stored, permissions and menus fetched; sign-out and the refresh loop. */

export async function signIn(form: LoginForm) {
  const info = await login(form);
  useAuth.getState().setToken(info);
  await loadSession();
  return info;
}

/** Permissions and menus of the signed-in user. */
export async function loadSession() {
  const [permission, menus] = await Promise.all([getPermission(), getRoutes()]);
  useAuth.getState().setPermission(permission);
  useAuth.getState().setMenus(menus ?? []);
}

export async function signOut() {
  try {
    await logout();
  } finally {
    useAuth.getState().logoutLocal();
    // the user asked for it: nothing to explain on the sign-in page
    useAuth.setState({ signOutReason: undefined });
  }
}

let refreshing = false;

/**
 * Every 10 s: when the seconds since the token was obtained reach tokenTime (3000) and no refresh is running, trade
 * the refresh token (in its HttpOnly cookie) for new tokens (spec §4 token refresh). Two tabs refreshing at the same
 * moment both get tokens of the one session: the server answers the second with the successor the first received.
 */
export function startTokenRefresh(): () => void {
  const timer = setInterval(async () => {
    const { accessToken, tokenTime, tenantId } = useAuth.getState();
    if (!accessToken || refreshing) return;
    if ((Date.now() - tokenTime) / 1000 < website.tokenTime) return;
    refreshing = true;
    try {
      useAuth.getState().setToken(await refreshToken(tenantId));
    } catch {
      // a refused refresh leaves the session to end at the next 401
    } finally {
      refreshing = false;
    }
  }, TOKEN_REFRESH_CHECK_MS);
  return () => clearInterval(timer);
}
