/**
 * Bank account numbers (银行账号) as a company's collection account is written: digits only, 8 to 32 of them (Chinese
 * corporate accounts run from 12 to 23 digits; card numbers 16 to 19; none carries a check digit a program can test
 * for every bank, so the count and the alphabet are what is checked). People type them in groups: spaces and hyphens
 * are dropped first.
 */
import { type Localized, l } from '../resources/localized';

export const BANK_ACCOUNT_MIN = 8;
export const BANK_ACCOUNT_MAX = 32;

/** The field rule (the web form's check and the server's): the number once normalised. */
export const BANK_ACCOUNT_PATTERN = {
  regex: `^\\d{${BANK_ACCOUNT_MIN},${BANK_ACCOUNT_MAX}}$`,
  message: l(
    `应为${BANK_ACCOUNT_MIN}至${BANK_ACCOUNT_MAX}位数字`,
    `must be ${BANK_ACCOUNT_MIN} to ${BANK_ACCOUNT_MAX} digits`,
  ),
};

/** The number as stored: spaces (also full-width) and hyphens removed, full-width digits made ASCII. */
export function normaliseBankAccount(value: string): string {
  return value.replace(/[\s\u3000-]/g, '').replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** The problem with an account number (without its label), or null when it is fine. */
export function checkBankAccount(value: string): Localized | null {
  return new RegExp(BANK_ACCOUNT_PATTERN.regex).test(normaliseBankAccount(value)) ? null : BANK_ACCOUNT_PATTERN.message;
}
