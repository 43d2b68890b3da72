import type { WebArea } from '../../app/area';
import { trackingMessages } from './locales';

/** 租后检查, by the menu path the server seeds (modules/tracking/menus.ts). */
export const trackingArea: WebArea = {
  name: 'tracking',
  pages: {
    '/risk/tracking': { load: () => import('./TrackingPage') },
  },
  messages: trackingMessages,
  families: () => import('./families'),
};
