import { PLATFORM_TENANT_ID } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { numberingRepos } from './repos';
import { numberingRuleTable } from './tables';

/** The demo company's numbering: projects XM202611 0001, contracts HT2026 00001, IOUs JJ20261123 001. */
export const DEMO_NUMBERING_RULES = [
  { code: 'project', name: '项目编号', prefix: 'XM', datePattern: 'yyyyMM', resetCycle: 'month', width: 4 },
  { code: 'contract', name: '合同编号', prefix: 'HT', datePattern: 'yyyy', resetCycle: 'year', width: 5 },
  { code: 'iou', name: '借据编号', prefix: 'JJ', datePattern: 'yyyyMMdd', resetCycle: 'day', width: 3 },
];

/**
 * Demo numbering rules for tenant 000000 (SEED_DEMO=on). A rule whose code the tenant has ever had — removed ones
 * too — is left alone, so what an administrator removed stays removed.
 */
export async function seedNumberingDemo(db: Db) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  const repo = numberingRepos.rule;
  await db.transaction(async (tx) => {
    for (const rule of DEMO_NUMBERING_RULES) {
      const [seen] = await tx
        .select({ id: numberingRuleTable.id })
        .from(repo.table)
        .where(and(eq(repo.col('tenantId'), PLATFORM_TENANT_ID), eq(repo.col('code'), rule.code)))
        .limit(1);
      if (!seen) await repo.insert(tx, ctx, rule);
    }
  });
}
