import { REGION_ROOT } from '@flp/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { CodeTree, industryTitle, regionTitle } from './code-tree';
import { industryTable, regionTable } from './tables';

/**
 * The two code trees as the calls and the `treeCode` fields read them: loaded from their tables on first use and
 * kept in memory (a few thousand small rows), the regions dropped whenever a region changes.
 */
export class CodeTreeDirectory {
  private regions?: Promise<CodeTree>;
  private industries?: Promise<CodeTree>;

  constructor(private readonly db: Db) {}

  /** `via`: the executor to load with when the tree is not in memory (the caller's transaction, if any). */
  region(via: Db = this.db): Promise<CodeTree> {
    this.regions ??= this.load('region', via).catch((e) => {
      this.regions = undefined;
      throw e;
    });
    return this.regions;
  }

  industry(via: Db = this.db): Promise<CodeTree> {
    this.industries ??= this.load('industry', via).catch((e) => {
      this.industries = undefined;
      throw e;
    });
    return this.industries;
  }

  /** A region was added, changed or removed: the next read loads the tree again. */
  invalidateRegions() {
    this.regions = undefined;
  }

  private async load(which: 'region' | 'industry', via: Db): Promise<CodeTree> {
    if (which === 'region') {
      const t = regionTable;
      const rows = await via
        .select({ code: t.code, name: t.name, parentCode: t.parentCode, level: t.regionLevel, sort: t.sort })
        .from(t)
        .where(eq(t.isDeleted, 0))
        .orderBy(asc(t.code));
      return new CodeTree(
        rows.map((r) => ({ ...r, sort: r.sort ?? 0, level: r.level ?? 0 })),
        REGION_ROOT,
        regionTitle,
      );
    }
    const t = industryTable;
    const rows = await via
      .select({ code: t.code, name: t.name, parentCode: t.parentCode, level: t.industryLevel })
      .from(t)
      .where(eq(t.isDeleted, 0));
    return new CodeTree(
      rows.map((r) => ({ ...r, parentCode: r.parentCode ?? '', level: r.level ?? 0, sort: 0 })),
      '',
      industryTitle,
    );
  }
}
