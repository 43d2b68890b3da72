// The demo company's own position (SEED_DEMO, tenant 000000): one record dated the end of the last quarter before the
// first start, with two shareholders, so the concentration screens show their indicators at once. Runs once.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { concentrationRepos } from './repos';

/** The last day of the quarter before `today`'s. */
function lastQuarterEnd(today = new Date()): string {
  const firstOfQuarter = Date.UTC(today.getFullYear(), Math.floor(today.getMonth() / 3) * 3, 1);
  return new Date(firstOfQuarter - 86_400_000).toISOString().slice(0, 10);
}

export async function seedConcentrationDemo(db: Db) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  if (await concentrationRepos.concentration.count(db, ctx)) return;
  await db.transaction(async (tx) => {
    const position = await concentrationRepos.concentration.insert(tx, ctx, {
      reportDate: lastQuarterEnd(),
      totalAssets: '1200000000.00',
      netAssets: '300000000.00',
      leasedAssets: '960000000.00',
      cash: '20000000.00',
      bankDeposits: '130000000.00',
      treasuryBonds: '30000000.00',
      fixedIncome: '40000000.00',
      remark: '季度末财务报表数据',
    });
    await concentrationRepos.shareholder.insertMany(tx, ctx, [
      {
        concentrationId: position.id,
        shareholderName: '海川产业投资集团有限公司',
        capital: '180000000.00',
        ratio: '60',
      },
      { concentrationId: position.id, shareholderName: '明德资本管理有限公司', capital: '120000000.00', ratio: '40' },
    ]);
  });
}
