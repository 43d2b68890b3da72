import type { WebArea } from '../../app/area';

/** Desk (工作台) screens, by the menu paths the server seeds. */
export const deskArea: WebArea = {
  name: 'desk',
  pages: {
    '/desk/notice': { load: () => import('./NoticePage') },
  },
};
