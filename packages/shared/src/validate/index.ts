/**
 * Field checks with the spec's exact messages (shell-and-administration §5), in both languages; the web form and the
 * server run the same ones. Each returns the message of the first problem, or null when the value is fine.
 */
import { PHONE_LENGTH } from '../constants';
import { type Localized, l } from '../resources/localized';

export const PHONE_MESSAGES = {
  empty: l('手机号码不能为空', 'phone number cannot be empty'),
  length: l('手机号码长度不是11位', 'phone number length is not 11'),
  format: l('手机号码格式不正确', 'phone number format incorrect'),
} as const;

/** A landline such as 010-12345678 or 0755-1234567 (the pattern the spec names). */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const MOBILE = /^1[3-9]\d{9}$/;

export function checkPhone(value: unknown): Localized | null {
  const s = value === null || value === undefined ? '' : String(value).trim();
  if (s === '') return PHONE_MESSAGES.empty;
  if (s.length !== PHONE_LENGTH) return PHONE_MESSAGES.length;
  if (LANDLINE.test(s) || !MOBILE.test(s)) return PHONE_MESSAGES.format;
  return null;
}

/** Addresses (the spec's URL check, and this product's: http(s) or a path of this site) are the `url` field kind's. */
export { isSafeUrl } from '../resources/url';

/** The registration checks, in the spec's order; each blocks with its warning. */
export function checkRegistration(
  f: { tenantId?: string; account?: string; password?: string; password2?: string },
  needTenant: boolean,
): string | null {
  if (needTenant && !f.tenantId?.trim()) return '请先输入租户编号';
  if (!f.account?.trim()) return '请先输入账号名称';
  if (!f.password || !f.password2) return '请先输入密码';
  if (f.password !== f.password2) return '两次密码输入不一致';
  return null;
}
export * from './ids';
export * from './bank';
