import type { WebArea } from '../../app/area';
import { customerMessages } from './locales';

/** 客户管理 screens, by the menu paths the server seeds (modules/customer/menus.ts). */
export const customerArea: WebArea = {
  name: 'customer',
  pages: {
    '/customer/basicinfo': { load: () => import('./CustomerPage') },
    '/customer/consumer': { load: () => import('./ConsumerPage') },
    '/customer/proapply': { load: () => import('./ProapplyPage') },
    '/customer/account': { load: () => import('./AccountPage') },
  },
  messages: customerMessages,
};
