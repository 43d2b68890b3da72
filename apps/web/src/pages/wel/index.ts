import type { PageDef } from '../../app/pages';

/** Pages of the home area that are not server menus (spec §2 authenticated routes). */
export const welPages: Record<string, PageDef> = {
  '/wel/dashboard': { load: () => import('./DashboardPage'), titleKey: 'dashboard.title', access: 'everyone' },
};
