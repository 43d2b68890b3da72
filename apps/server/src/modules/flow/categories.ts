// Process categories: `flow_<key>` of the `flow` dictionary (BladeX). The dictionary is seeded from FLOW_CATEGORIES;
// a tenant may rename items (the name shown is its dictionary value), and the built-in list answers for a tenant
// whose dictionary lacks the item (one made before the dictionary existed).
import { FLOW_CATEGORIES, type Locale, flowCategory } from '@flp/shared';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import { dictItems } from '../system';
import type { DictSeed } from '../host';

export const FLOW_DICT_CODE = 'flow';

/** The `flow` dictionary as seeded: key, the Chinese label, and the family's route segment as the remark. */
export const FLOW_DICT: DictSeed = {
  code: FLOW_DICT_CODE,
  name: '流程分类',
  items: FLOW_CATEGORIES.map((c) => [c.key, c.label['zh-CN'], c.family]),
};

export interface FlowCategoryInfo {
  /** `flow_<key>`. */
  category: string;
  name: string;
  /** The family's route segment ('' when the category names none). */
  family: string;
  /** Offered for new deployments (an item of the tenant's dictionary that is not sealed, or a built-in one). */
  usable: boolean;
}

/** The categories the caller's tenant knows, by `flow_<key>`. */
export async function flowCategories(
  tx: Db,
  ctx: RequestContext,
  locale: Locale = 'zh-CN',
): Promise<Map<string, FlowCategoryInfo>> {
  const out = new Map<string, FlowCategoryInfo>();
  const seeded = new Map<string, string>();
  for (const c of FLOW_CATEGORIES) {
    const category = flowCategory(c.key);
    seeded.set(category, c.label['zh-CN']);
    out.set(category, { category, name: c.label[locale], family: c.family, usable: true });
  }
  const items = await dictItems(tx, ctx, FLOW_DICT_CODE);
  for (const item of items) {
    const category = flowCategory(item.key);
    const builtIn = out.get(category);
    // A value the tenant renamed wins; the seeded one is shown in the reader's language.
    const renamed = item.value !== '' && item.value !== seeded.get(category);
    out.set(category, {
      category,
      name: (renamed ? item.value : builtIn?.name) || item.value || item.key,
      family: item.remark || builtIn?.family || '',
      usable: !item.sealed,
    });
  }
  return out;
}

/** The name shown for a category: the tenant's dictionary value, else the built-in label, else the code itself. */
export const categoryNameOf = (categories: Map<string, FlowCategoryInfo>, category: string) =>
  categories.get(category)?.name ?? category;
