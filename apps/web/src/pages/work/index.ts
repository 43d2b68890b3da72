import type { WebArea } from '../../app/area';
import type { PageDef } from '../../app/pages';
import { workMessages } from './locales';

/**
 * 我的事务 by the menu paths the server seeds (apps/server/src/modules/flow/menus.ts), 流程跟踪, and the workflow family
 * pages: one page of each kind serves every family of WORKFLOW_FAMILIES (the route's :family), opened from the lists
 * and from notifications, admitted to anyone whose menus include 我的事务. Each loads with what the areas show on it
 * (their `families`: decision tabs, summaries).
 */
const familyPage = (load: PageDef['load'], titleKey: string): PageDef => ({
  load: () =>
    Promise.all([load(), import('./process/areaParts').then((m) => m.loadFamilyParts())]).then(([page]) => page),
  titleKey,
  perRecord: true,
  access: { menu: '/work' },
});

export const workArea: WebArea = {
  name: 'work',
  pages: {
    '/work/start': { load: () => import('./StartPage') },
    '/work/claim': { load: () => import('./lists').then((m) => ({ default: m.ClaimPage })) },
    '/work/todo': { load: () => import('./lists').then((m) => ({ default: m.TodoPage })) },
    '/work/send': { load: () => import('./lists').then((m) => ({ default: m.SendPage })) },
    '/work/done': { load: () => import('./lists').then((m) => ({ default: m.DonePage })) },
    '/flow/follow': { load: () => import('../flow/FollowPage') },
    '/work/process/:family/form/:processDefinitionId': familyPage(() => import('./process/FormPage'), 'work.formTitle'),
    '/work/process/:family/handle/:taskId/:processInstanceId/:businessId': familyPage(
      () => import('./process/HandlePage'),
      'work.handleTitle',
    ),
    '/work/process/:family/detail/:processInstanceId/:businessId': familyPage(
      () => import('./process/DetailPage'),
      'work.detailTitle',
    ),
  },
  messages: workMessages,
};
