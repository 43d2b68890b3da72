import type { PageDef } from '../../app/pages';

/** System administration screens, by the menu paths the server seeds (modules/system/seed-data.ts). */
export const systemPages: Record<string, PageDef> = {};
