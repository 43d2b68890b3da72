import { md5 } from 'js-md5';
import { website } from '../config/website';
import type { MenuNode, UserInfo } from '../store/auth';
import { http, request, timeouts } from './http';

/** Sign-in and session calls (spec §7 Authentication). */

/**
 * Asks the token endpoint for cookie mode: the refresh token comes back as an HttpOnly, SameSite=Strict cookie scoped
 * to /api/blade-auth/oauth (never readable by scripts) and the reply's refresh_token is empty.
 */
const COOKIE_MODE = { 'X-Refresh-Cookie': '1' };

export const getCaptcha = () =>
  http.get<{ key: string; image: string }>('/api/blade-auth/oauth/captcha', undefined, { noAuth: true });

export interface LoginForm {
  tenantId: string;
  username: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** The password goes out as md5 (spec §5 "Login"); the answer is the flat OAuth2 reply. */
export const login = (f: LoginForm) =>
  request<UserInfo>('/api/blade-auth/oauth/token', {
    method: 'POST',
    raw: true,
    noAuth: true,
    params: {
      tenantId: f.tenantId,
      username: f.username,
      password: md5(f.password),
      grant_type: website.captchaMode ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
    headers: {
      ...COOKIE_MODE,
      'Tenant-Id': f.tenantId,
      ...(f.captchaKey ? { 'Captcha-Key': f.captchaKey } : {}),
      ...(f.captchaCode ? { 'Captcha-Code': f.captchaCode } : {}),
    },
    timeout: timeouts.default,
  });

/** New tokens for the refresh token in the cookie (the browser sends it; the answer sets the next one). */
export const refreshToken = (tenantId: string) =>
  request<UserInfo>('/api/blade-auth/oauth/token', {
    method: 'POST',
    raw: true,
    noAuth: true,
    silent: true,
    params: { tenantId, grant_type: 'refresh_token', scope: 'all' },
    headers: { ...COOKIE_MODE, 'Tenant-Id': tenantId },
  });

export const logout = () => http.get<boolean>('/api/blade-auth/oauth/logout', undefined, { silent: true });
export const clearCache = () => http.get<boolean>('/api/blade-auth/oauth/clear-cache');

export const getUserInfo = () => http.get<Record<string, unknown>>('/api/blade-system/user/info');

interface ButtonNode {
  code: string;
  children?: ButtonNode[];
}

/** menu/buttons answers parent menus with their buttons; flattened into {code: true} (spec §6). */
export async function getPermission(): Promise<Record<string, boolean>> {
  const tree = await http.get<ButtonNode[]>('/api/blade-system/menu/buttons');
  const out: Record<string, boolean> = {};
  const walk = (nodes: ButtonNode[]) => {
    for (const n of nodes) {
      if (!n.children) out[n.code] = true;
      else walk(n.children);
    }
  };
  walk(tree ?? []);
  return out;
}

export const getRoutes = (topMenuId?: string) =>
  http.get<MenuNode[]>('/api/blade-system/menu/routes', topMenuId ? { topMenuId } : undefined);
export const getTopMenu = () =>
  http.get<{ id: string; name: string; source?: string; path?: string }[]>('/api/blade-system/menu/top-menu');

export const tenantInfoByDomain = (domain: string) =>
  http.get<{ tenantId?: string | null; domain?: string | null; backgroundUrl?: string | null }>(
    '/api/blade-system/tenant/info',
    { domain },
    { noAuth: true, silent: true },
  );
