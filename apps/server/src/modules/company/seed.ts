// The demo tenant's legal profile (SEED_DEMO): a fictitious leasing company, so generated documents name a lessor.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { companyRepos } from './tables';

/** Fictitious: the name, the code (its check character right), the numbers. */
export const DEMO_LEGAL_PROFILE = {
  legalName: '深圳前海示范融资租赁有限公司',
  creditCode: '91440300MA5G8KQ2RQ',
  legalPerson: '周国华',
  regAddress: '深圳市南山区粤海街道科技南十二路18号示范大厦20层',
  telephone: '0755-86001234',
  postcode: '518057',
  contactAddress: '',
  accounts: [
    {
      bankName: '招商银行股份有限公司深圳分行营业部',
      accountName: '深圳前海示范融资租赁有限公司',
      accountNo: '755912345610801',
      forRent: 1,
    },
    {
      bankName: '中国建设银行股份有限公司深圳科技园支行',
      accountName: '深圳前海示范融资租赁有限公司',
      accountNo: '44250100003600001234',
      forRent: 0,
    },
  ],
};

/** Tenant 000000's profile, once (a tenant that has one keeps it). */
export async function seedCompanyDemo(db: Db) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  await db.transaction(async (tx) => {
    const [seen] = await companyRepos.profile.list(tx, ctx, { limit: 1 });
    if (seen) return;
    const { accounts, ...profile } = DEMO_LEGAL_PROFILE;
    const row = await companyRepos.profile.insert(tx, ctx, profile);
    for (const a of accounts) await companyRepos.account.insert(tx, ctx, { ...a, profileId: row.id });
  });
}
