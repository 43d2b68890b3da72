import type { WebArea } from '../../app/area';

/** Pages of the home area that are not server menus (spec §2 authenticated routes). */
export const welArea: WebArea = {
  name: 'wel',
  pages: {
    '/wel/dashboard': { load: () => import('./DashboardPage'), titleKey: 'dashboard.title', access: 'everyone' },
  },
};
