import type { WebArea } from '../../app/area';
import { riskMessages } from './locales';

/** 风险管理 screens of the overdue area, by the menu paths the server seeds (modules/servicing/menus.ts). */
export const riskArea: WebArea = {
  name: 'risk',
  pages: {
    '/risk/index': { load: () => import('./RiskIndexPage') },
    '/risk/overdue': { load: () => import('./OverduePage') },
    '/risk/level': { load: () => import('./RiskLevelPage') },
    '/risk/business-date': { load: () => import('./BusinessDatePage') },
  },
  messages: riskMessages,
};
