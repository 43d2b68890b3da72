import type { WebArea } from '../../app/area';
import { diligenceMessages } from './locales';

/** 尽职调查 screens, by the menu paths the server seeds (modules/diligence/menus.ts). */
export const diligenceArea: WebArea = {
  name: 'diligence',
  pages: {
    '/risk/comp-diligence': { load: () => import('./CompDiligencePage') },
    '/risk/diligence': { load: () => import('./DiligencePage') },
    '/risk/judicial': { load: () => import('./JudicialPage') },
  },
  families: () => import('./families'),
  messages: diligenceMessages,
};
