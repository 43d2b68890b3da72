import type { WebArea } from '../../app/area';
import { resourceMessages } from './locales';

/** Resource screens, by the menu paths the server seeds (modules/resource/menus.ts). */
export const resourceArea: WebArea = {
  name: 'resource',
  pages: {
    '/resource/oss': { load: () => import('./OssPage') },
    '/resource/sms': { load: () => import('./SmsPage') },
    '/resource/sms-log': { load: () => import('./SmsLogPage') },
  },
  messages: resourceMessages,
};
