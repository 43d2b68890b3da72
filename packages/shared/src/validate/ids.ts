/**
 * Chinese identification numbers: the 统一社会信用代码 (GB 32100-2015) and the resident identity card number
 * (居民身份证号, GB 11643-1999), each with its check digit; and the masking of ID numbers on reads.
 */
import { type Localized, l } from '../resources/localized';

/** The code's alphabet: digits and capitals without I, O, Z, S, V (GB 32100-2015 table 1). */
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters of a 统一社会信用代码. */
export function usccCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]) * USCC_WEIGHTS[i];
  return USCC_CHARS[(31 - (sum % 31)) % 31];
}

export const USCC_MESSAGES = {
  shape: l('应为18位数字或大写字母', 'must be 18 digits or capital letters'),
  check: l('校验位不正确', 'check digit is wrong'),
} as const;

/** The problem with a 统一社会信用代码 (without its label), or null when it is valid. */
export function checkUscc(value: string): Localized | null {
  if (!USCC_SHAPE.test(value)) return USCC_MESSAGES.shape;
  return usccCheckChar(value.slice(0, 17)) === value[17] ? null : USCC_MESSAGES.check;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of the first 17 digits of a resident ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

export const ID_CARD_MESSAGES = {
  shape: l('应为18位, 前17位为数字, 末位为数字或X', 'must be 18 characters: 17 digits then a digit or X'),
  birth: l('出生日期不正确', 'birth date is not valid'),
  check: l('校验位不正确', 'check digit is wrong'),
} as const;

/** The birth date (yyyy-MM-dd) coded in an 18-digit ID number, or null when it is no real date. */
function birthOf(value: string): string | null {
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1800 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}

/** The problem with an 18-digit resident ID number (without its label), or null when it is valid. */
export function checkIdCard(value: string): Localized | null {
  if (!/^\d{17}[\dX]$/.test(value)) return ID_CARD_MESSAGES.shape;
  if (!birthOf(value)) return ID_CARD_MESSAGES.birth;
  return idCardCheckChar(value.slice(0, 17)) === value[17] ? null : ID_CARD_MESSAGES.check;
}

/** What a valid ID number tells: the birth date and the gender (1 male, 2 female: the 17th digit odd or even). */
export function idCardInfo(value: string): { birthDate: string; gender: 1 | 2 } | null {
  if (checkIdCard(value)) return null;
  return { birthDate: birthOf(value)!, gender: Number(value[16]) % 2 === 1 ? 1 : 2 };
}

/** An ID number as lists show it: the first 6 and last 4 characters kept, the rest starred (110101********1234). */
export function maskIdNumber(value: string | null | undefined): string | null | undefined {
  if (!value) return value;
  if (value.length <= 10) return `${value.slice(0, 1)}${'*'.repeat(Math.max(value.length - 2, 1))}${value.slice(-1)}`;
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** True when the value is a masked ID number as maskIdNumber writes it (a client sending back what it was shown). */
export const isMaskedIdNumber = (value: unknown): boolean => typeof value === 'string' && value.includes('*');
