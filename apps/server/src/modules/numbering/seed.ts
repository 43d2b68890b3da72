import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { numberingRepos } from './repos';
import { numberingRuleTable } from './tables';

/**
 * The numbering every tenant starts with (its administrator may change them before the first number is taken):
 * projects XM202611 0001, contracts HT2026 00001, IOUs JJ20261123 001.
 */
export const DEFAULT_NUMBERING_RULES = [
  { code: 'project', name: '项目编号', prefix: 'XM', datePattern: 'yyyyMM', resetCycle: 'month', width: 4 },
  { code: 'contract', name: '合同编号', prefix: 'HT', datePattern: 'yyyy', resetCycle: 'year', width: 5 },
  { code: 'iou', name: '借据编号', prefix: 'JJ', datePattern: 'yyyyMMdd', resetCycle: 'day', width: 3 },
  { code: 'receipt', name: '收款编号', prefix: 'SK', datePattern: 'yyyyMMdd', resetCycle: 'day', width: 4 },
  { code: 'receiptBatch', name: '回款批次号', prefix: 'HK', datePattern: 'yyyyMMdd', resetCycle: 'day', width: 3 },
  { code: 'otherApproval', name: '其他审批编号', prefix: 'QT', datePattern: 'yyyyMMdd', resetCycle: 'day', width: 3 },
  { code: 'diligence', name: '尽调编号', prefix: 'JD', datePattern: 'yyyyMM', resetCycle: 'month', width: 3 },
  { code: 'preservation', name: '资产保全编号', prefix: 'BQ', datePattern: 'yyyyMM', resetCycle: 'month', width: 3 },
  { code: 'tracking', name: '租后检查编号', prefix: 'ZH', datePattern: 'yyyyMM', resetCycle: 'month', width: 3 },
  { code: 'finance_report', name: '财务报表编号', prefix: 'CW', datePattern: 'yyyyMM', resetCycle: 'month', width: 3 },
  { code: 'bankwater', name: '银行流水单号', prefix: 'LS', datePattern: 'yyyyMM', resetCycle: 'month', width: 3 },
  { code: 'invoice_box', name: '发票夹编号', prefix: 'FP', datePattern: 'yyyyMM', resetCycle: 'month', width: 3 },
  { code: 'remindBatch', name: '批量销号批次号', prefix: 'XH', datePattern: 'yyyyMMdd', resetCycle: 'day', width: 3 },
];

/**
 * A tenant's starting numbering rules (registered as a tenant seed: every new tenant, and the platform tenant at each
 * start). A rule whose code the tenant has ever had — removed ones too — is left alone, so what an administrator
 * removed stays removed.
 */
export async function seedNumberingRules(tx: Db, tenantId: string) {
  const ctx = systemContext(tenantId);
  const repo = numberingRepos.rule;
  for (const rule of DEFAULT_NUMBERING_RULES) {
    const [seen] = await tx
      .select({ id: numberingRuleTable.id })
      .from(repo.table)
      .where(and(eq(repo.col('tenantId'), tenantId), eq(repo.col('code'), rule.code)))
      .limit(1);
    if (!seen) await repo.insert(tx, ctx, rule);
  }
}
