import { industry, region } from '@flp/shared';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

/** blade_region: the platform's administrative divisions (no tenant column; packages/shared/src/resources/region.ts). */
export const regionTable = resourceTable(region, (t) => [index('blade_region_parent_idx').on(t.parentCode)]);

/** fl_industry: GB/T 4754-2017 国民经济行业分类, platform-wide. */
export const industryTable = resourceTable(industry);
