// The read interface of the legal profile (公司信息) for other modules: what the lessor's block of a document prints,
// whether the profile is complete, and the 400 a document asks for when it is not. Nothing outside this module reads
// its tables.
import { LEGAL_PROFILE_REQUIRED, type Localized, companyProfile, l, fieldLabel } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { companyRepos } from './tables';

export interface CompanyAccount {
  bankName: string;
  accountName: string;
  accountNo: string;
  /** Rent is collected on it (租金收款). */
  forRent: boolean;
}

/** The tenant's legal profile as documents print it. */
export interface LegalProfile {
  legalName: string;
  creditCode: string;
  legalPerson: string;
  regAddress: string;
  /** 通讯地址: the registered address when none is given. */
  contactAddress: string;
  postcode: string;
  telephone: string;
  accounts: CompanyAccount[];
  /** The account a notice asks rent to be paid to: the first marked 租金收款 (null when none is). */
  rentAccount: CompanyAccount | null;
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The tenant's live profile row and its accounts (past the caller's data scope: the company's own data). */
export async function profileRows(db: Db, ctx: RequestContext): Promise<{ row: Row; accounts: Row[] } | null> {
  const wide = beyondDataScope(ctx);
  const [row] = await companyRepos.profile.list(db, wide, { limit: 1 });
  if (!row) return null;
  const a = companyRepos.account;
  const accounts = await a.list(db, wide, { where: [eq(a.col('profileId'), row.id)], limit: 100 });
  return { row, accounts };
}

/**
 * The tenant's legal profile (法定名称, 统一社会信用代码, 法定代表人, 住所, 联系电话, 收款账户), or null when its administrator
 * has not filled it in. Read in the caller's transaction and tenant, whatever the caller's permissions: every
 * document the company sends names it.
 */
export async function legalProfileOf(db: Db, ctx: RequestContext): Promise<LegalProfile | null> {
  const found = await profileRows(db, ctx);
  if (!found) return null;
  const { row } = found;
  const accounts = found.accounts.map((a) => ({
    bankName: s(a.bankName),
    accountName: s(a.accountName),
    accountNo: s(a.accountNo),
    forRent: Number(a.forRent) === 1,
  }));
  return {
    legalName: s(row.legalName),
    creditCode: s(row.creditCode),
    legalPerson: s(row.legalPerson),
    regAddress: s(row.regAddress),
    contactAddress: s(row.contactAddress) || s(row.regAddress),
    postcode: s(row.postcode),
    telephone: s(row.telephone),
    accounts,
    rentAccount: accounts.find((a) => a.forRent) ?? null,
  };
}

/** What a profile still lacks, by the labels an administrator reads on the screen (empty when complete). */
export function missingOf(profile: LegalProfile | null): Localized[] {
  const label = (name: string) => fieldLabel(companyProfile, name);
  if (!profile) return [l('公司信息', 'Company information')];
  const missing = LEGAL_PROFILE_REQUIRED.filter((n) => !profile[n]).map(label);
  if (!profile.rentAccount) missing.push(l('租金收款账户', 'a rent collection account'));
  return missing;
}

/**
 * Has the tenant's administrator filled in the legal profile — every required field and a rent collection account?
 * (The new tenant's setup checklist asks this.)
 */
export async function legalProfileComplete(db: Db, ctx: RequestContext): Promise<boolean> {
  return missingOf(await legalProfileOf(db, ctx)).length === 0;
}

/**
 * The complete legal profile, or the 400 a document answers without one: the administrator is told where to fill it
 * in and what is missing, in the user's language.
 */
export async function requireLegalProfile(db: Db, ctx: RequestContext): Promise<LegalProfile> {
  const profile = await legalProfileOf(db, ctx);
  const missing = missingOf(profile);
  if (profile && !missing.length) return profile;
  const zh = missing.map((m) => m['zh-CN']).join('、');
  const en = missing.map((m) => m['en-US']).join(', ');
  throw badRequest(
    l(
      `本公司的法定信息不完整(缺少: ${zh}), 文书无法署名出租人。请管理员在 系统管理 > 公司信息 中填写后再生成`,
      `The company's legal profile is incomplete (missing: ${en}), so the document cannot name the lessor. An administrator must fill it in under System > Company information first`,
    ),
  );
}

/** The `lessor` placeholders (CONTRACT_PLACEHOLDERS) of a profile. */
export function lessorPlaceholders(p: LegalProfile) {
  const account = p.rentAccount;
  return {
    lessor: {
      name: p.legalName,
      uscc: p.creditCode,
      legalPerson: p.legalPerson,
      address: p.regAddress,
      contactAddress: p.contactAddress,
      postcode: p.postcode,
      telephone: p.telephone,
      bankName: account?.bankName ?? '',
      accountName: account?.accountName ?? '',
      bankAccount: account?.accountNo ?? '',
    },
  };
}
