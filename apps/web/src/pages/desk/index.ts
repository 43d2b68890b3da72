import type { PageDef } from '../../app/pages';

/** Desk (工作台) screens, by the menu paths the server seeds. */
export const deskPages: Record<string, PageDef> = {
  '/desk/notice': { load: () => import('./NoticePage') },
};
