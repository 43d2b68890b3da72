import { md5 } from 'js-md5';
import { WX_API, type WxCallbackView, type WxQrcodeView, type WxStatusView } from '@flp/shared/resources';
import type { ListResult, Row } from '../crud/api';
import type { TreeNode } from '../crud/pickers';
import { http } from './http';

/** System administration calls beyond the standard ones (spec §7 "System administration"). */

const ids = (xs: string[]) => xs.join(',');

// --- users (/api/blade-user) ---
export const userApi = {
  resetPassword: (userIds: string[]) =>
    http.post<boolean>('/api/blade-user/reset-password', {}, { params: { userIds: ids(userIds) } }),
  /** Lifts the sign-in lock of accounts locked after failed sign-ins. */
  unlock: (userIds: string[]) =>
    http.post<boolean>('/api/blade-user/unlock', {}, { params: { userIds: ids(userIds) } }),
  /** 1 enables, 0 disables (and signs the users out at once). */
  updateStatus: (userIds: string[], status: 0 | 1) =>
    http.post<boolean>('/api/blade-user/update-status', {}, { params: { userIds: ids(userIds), status } }),
  grant: (userIds: string[], roleIds: string[]) =>
    http.post<boolean>('/api/blade-user/grant', { userIds: ids(userIds), roleIds: ids(roleIds) }),
  platformDetail: (id: string) => http.get<Row>('/api/blade-user/platform-detail', { id }),
  updatePlatform: (id: string, userType: number) =>
    http.post<boolean>('/api/blade-user/update-platform', { id, userType }),
  auditPass: (userIds: string[]) =>
    http.post<boolean>('/api/blade-user/audit-pass', {}, { params: { ids: ids(userIds) } }),
  auditRefuse: (userIds: string[]) =>
    http.post<boolean>('/api/blade-user/audit-refuse', {}, { params: { ids: ids(userIds) } }),
  pending: (current: number, size: number) =>
    http.get<{ records: Row[]; total: number }>('/api/blade-user/page', { status: 2, current, size }),
  info: () => http.get<Row>('/api/blade-user/info'),
  updateInfo: (body: Row) => http.post<boolean>('/api/blade-user/update-info', body),
  /** Each password goes out as md5, as at sign-in. */
  updatePassword: (oldPassword: string, newPassword: string, newPassword1: string) =>
    http.post<boolean>('/api/blade-user/update-password', {
      oldPassword: md5(oldPassword),
      newPassword: md5(newPassword),
      newPassword1: md5(newPassword1),
    }),
  registerGuest: (body: { tenantId: string; name: string; account: string; password: string; oauthId?: string }) =>
    http.post<boolean>('/api/blade-user/register-guest', { ...body, password: md5(body.password) }, { silent: true }),
};

// --- roles, menus, grants ---
export interface GrantTrees {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}
export interface GrantKeys {
  menu: string[];
  dataScope: string[];
  apiScope: string[];
}
export const roleApi = {
  grantTree: () => http.get<GrantTrees>('/api/blade-system/menu/grant-tree'),
  roleTreeKeys: (roleIds: string[]) =>
    http.get<GrantKeys>('/api/blade-system/menu/role-tree-keys', { roleIds: ids(roleIds) }),
  grant: (b: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }) =>
    http.post<boolean>('/api/blade-system/role/grant', b),
};

export const menuApi = {
  lazyList: (parentId: string, query: Record<string, unknown> = {}) =>
    http.get<Row[]>('/api/blade-system/menu/lazy-list', { ...query, parentId }),
};

export const topMenuApi = {
  grantTopTree: () => http.get<TreeNode[]>('/api/blade-system/menu/grant-top-tree'),
  topTreeKeys: (topMenuIds: string[]) =>
    http.get<{ menu: string[] }>('/api/blade-system/menu/top-tree-keys', { topMenuIds: ids(topMenuIds) }),
  grant: (topMenuIds: string[], menuIds: string[]) =>
    http.post<boolean>('/api/blade-system/topmenu/grant', { topMenuIds, menuIds }),
};

// --- tenants ---
export const tenantApi = {
  setting: (tenantRecordIds: string[], accountNumber: number | null, expireTime: string | null) =>
    http.post<boolean>('/api/blade-system/tenant/setting', {
      ids: ids(tenantRecordIds),
      ...(accountNumber !== null ? { accountNumber } : {}),
      expireTime: expireTime ?? '',
    }),
  infoByDomain: (domain: string) =>
    http.get<{ tenantId?: string | null }>('/api/blade-system/tenant/info', { domain }, { noAuth: true, silent: true }),
};

// --- dictionaries ---
export const dictApi = {
  parentList: (query: Record<string, unknown>) => http.get<ListResult>('/api/blade-system/dict-biz/parent-list', query),
  childList: (query: Record<string, unknown>) => http.get<ListResult>('/api/blade-system/dict-biz/child-list', query),
};

// --- 微信公众号 (/api/wx) ---
export const wxApi = {
  status: () => http.get<WxStatusView>(`/api${WX_API}/status`),
  /** The signed-in user's follow QR (silent: the page says why there is none). */
  qrcode: () => http.get<WxQrcodeView>(`/api${WX_API}/getQrcode`, undefined, { silent: true }),
  callbackInfo: () => http.get<WxCallbackView>(`/api${WX_API}/callback-info`),
};
