import { create } from 'zustand';
import { getCookie, removeCookie, setCookie } from './cookies';
import { getStore, removeStore, setStore } from './storage';

/**
 * The flat token reply of the server, kept as the user's info (spec §3 "User info"). Its `refresh_token` is empty: the
 * web app asks for cookie mode, so the refresh token lives in an HttpOnly cookie that scripts cannot read and the
 * browser sends only to the sign-in calls (api/auth.ts).
 */
export interface UserInfo {
  access_token: string;
  refresh_token: string;
  tenant_id: string;
  user_id: string;
  account: string;
  user_name: string;
  real_name: string;
  nick_name: string;
  role_name: string;
  role_id: string;
  dept_id: string;
  avatar: string;
  expires_in: number;
  [k: string]: unknown;
}

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  /** Its name in Chinese (the stored one, which an administrator may rename). */
  name: string;
  /** Its name in English, declared with the menu on the server (null for a menu an administrator added). */
  nameEn?: string | null;
  alias?: string;
  path?: string;
  source?: string;
  sort?: number;
  category?: number;
  isOpen?: number;
  meta?: { roles?: string[]; [k: string]: unknown };
  children?: MenuNode[];
}

interface AuthState {
  accessToken?: string;
  /** When the access token was obtained (ms). */
  tokenTime: number;
  tenantId: string;
  userInfo?: UserInfo;
  /** Button permission codes, flattened from menu/buttons. */
  permission: Record<string, boolean>;
  menus: MenuNode[];
  setToken(info: UserInfo): void;
  setPermission(p: Record<string, boolean>): void;
  setMenus(m: MenuNode[]): void;
  setTenant(id: string): void;
  /**
   * Why the last sign-out happened when the user did not ask for it: 'expired' after a 401 or when the server ended
   * the session; the sign-in page says so. Cleared by the next sign-in.
   */
  signOutReason?: 'expired';
  /** Clears tokens, menus, permissions (the tags and lock are cleared by their stores' listeners). */
  logoutLocal(reason?: 'expired'): void;
}

const listeners = new Set<() => void>();
/** Other stores register what a sign-out clears (tags, lock). */
export const onLogout = (fn: () => void) => listeners.add(fn);

export const useAuth = create<AuthState>((set, get) => ({
  accessToken: getCookie('access-token'),
  tokenTime: getStore<number>('token-time') ?? 0,
  tenantId: getStore<string>('tenant-id') ?? '',
  userInfo: getStore<UserInfo>('userInfo'),
  permission: getStore<Record<string, boolean>>('permission') ?? {},
  menus: getStore<MenuNode[]>('menu') ?? [],
  setToken(info) {
    const now = Date.now();
    setCookie('access-token', info.access_token, info.expires_in);
    setStore('token-time', now);
    setStore('userInfo', info);
    setStore('tenant-id', info.tenant_id);
    set({
      accessToken: info.access_token,
      tokenTime: now,
      userInfo: info,
      tenantId: info.tenant_id,
      signOutReason: undefined,
    });
  },
  setPermission(permission) {
    setStore('permission', permission);
    set({ permission });
  },
  setMenus(menus) {
    setStore('menu', menus);
    set({ menus });
  },
  setTenant(tenantId) {
    setStore('tenant-id', tenantId);
    set({ tenantId });
  },
  logoutLocal(reason) {
    removeCookie('access-token');
    // a readable refresh-token cookie left by an earlier version of the app
    removeCookie('refresh-token');
    for (const k of ['token-time', 'userInfo', 'permission', 'menu']) removeStore(k);
    set({
      accessToken: undefined,
      tokenTime: 0,
      userInfo: undefined,
      permission: {},
      menus: [],
      // the guard's clean-up after a 401 keeps the reason the 401 gave
      signOutReason: reason ?? (get().accessToken ? undefined : get().signOutReason),
    });
    for (const fn of listeners) fn();
  },
}));

/** Whether the signed-in user holds a button permission (spec §6). */
export const usePermission = (code: string) => useAuth((s) => !!s.permission[code]);
