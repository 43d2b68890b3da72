import { companyAccount, companyProfile } from '@flp/shared';
import { sql } from 'drizzle-orm';
import { uniqueIndex } from 'drizzle-orm/pg-core';
import { ResourceRepository } from '../../platform/crud/repository';
import { resourceTable } from '../../platform/db/resource-table';

/** 公司信息 (packages/shared/src/resources/company.ts): one live profile per tenant, held by the index. */
export const companyProfileTable = resourceTable(companyProfile, (t) => [
  uniqueIndex('fl_company_profile_one_per_tenant').on(t.tenantId).where(sql`is_deleted = 0`),
]);
export const companyAccountTable = resourceTable(companyAccount);

/** Only this module reads these tables; others ask `legalProfileOf` (profile.ts). */
export const companyRepos = {
  profile: new ResourceRepository(companyProfile, companyProfileTable),
  account: new ResourceRepository(companyAccount, companyAccountTable),
};
