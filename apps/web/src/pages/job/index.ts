import type { WebArea } from '../../app/area';
import { jobMessages } from './locales';

/** 定时任务, by the menu path the server seeds (apps/server/src/modules/job/menus.ts). */
export const jobArea: WebArea = {
  name: 'job',
  pages: {
    '/system/job': { load: () => import('./JobPage') },
  },
  messages: jobMessages,
};
