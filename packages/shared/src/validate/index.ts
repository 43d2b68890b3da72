/**
 * Field checks with the spec's exact messages (shell-and-administration §5). Each returns the message of the first
 * problem, or null when the value is fine.
 */
import { PHONE_LENGTH } from '../constants';

export const PHONE_MESSAGES = {
  empty: 'phone number cannot be empty',
  length: 'phone number length is not 11',
  format: 'phone number format incorrect',
} as const;

/** A landline such as 010-12345678 or 0755-1234567 (the pattern the spec names). */
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
const MOBILE = /^1[3-9]\d{9}$/;

export function checkPhone(value: unknown): string | null {
  const s = value === null || value === undefined ? '' : String(value).trim();
  if (s === '') return PHONE_MESSAGES.empty;
  if (s.length !== PHONE_LENGTH) return PHONE_MESSAGES.length;
  if (LANDLINE.test(s) || !MOBILE.test(s)) return PHONE_MESSAGES.format;
  return null;
}

/** URLs must begin with http or https. */
export function isUrl(value: unknown): boolean {
  return /^https?:\/\/.+/i.test(String(value ?? ''));
}

export const LOCK_PASSWORD_MESSAGE = 'the lock password cannot be empty';

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
