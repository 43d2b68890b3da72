import type { WebArea } from '../../app/area';
import { companyMessages } from './locales';

/** 公司信息, by the menu path the server seeds (modules/company/menus.ts). */
export const companyArea: WebArea = {
  name: 'company',
  pages: {
    '/system/company': { load: () => import('./CompanyPage') },
  },
  messages: companyMessages,
};
