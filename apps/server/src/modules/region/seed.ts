import { PLATFORM_TENANT_ID, REGION_ROOT } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import type { CodeNode } from './code-tree';
import { industrySeed, regionSeed } from './standards';
import { regionPlacement } from './code-tree';
import { regionRepos } from './repos';

/**
 * Seeds the code trees at boot: every code of the data not yet in its table (removed ones count as present, so what
 * the platform administrator removed stays removed), in bulk inserts. A second boot reads the codes and inserts
 * nothing.
 */
export async function seedCodeTrees(db: Db) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  const { region, industry } = regionRepos;
  await db.transaction(async (tx) => {
    const haveRegions = new Set(
      (await tx.select({ code: region.table.code }).from(region.table)).map((r) => String(r.code)),
    );
    const regions = regionSeed();
    const byCode = new Map(regions.map((r) => [r.code, r]));
    const pathOf = (n: CodeNode): CodeNode[] => {
      const out: CodeNode[] = [];
      for (let p = byCode.get(n.parentCode); p; p = byCode.get(p.parentCode)) out.unshift(p);
      return out;
    };
    const newRegions = regions
      .filter((r) => !haveRegions.has(r.code))
      .map((r) => ({
        code: r.code,
        parentCode: r.parentCode,
        name: r.name,
        sort: r.sort,
        ...regionPlacement(pathOf(r), r, REGION_ROOT),
      }));
    if (newRegions.length) await region.insertMany(tx, ctx, newRegions);

    const haveIndustries = new Set(
      (await tx.select({ code: industry.table.code }).from(industry.table)).map((r) => String(r.code)),
    );
    const newIndustries = industrySeed()
      .filter((r) => !haveIndustries.has(r.code))
      .map((r) => ({ code: r.code, parentCode: r.parentCode, name: r.name, industryLevel: r.level }));
    if (newIndustries.length) await industry.insertMany(tx, ctx, newIndustries);
  });
}
