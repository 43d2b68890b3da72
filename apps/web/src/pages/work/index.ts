import type { PageDef } from '../../app/pages';

/**
 * 我的事务 by the menu paths the server seeds (apps/server/src/modules/flow/menus.ts), 流程跟踪, and the workflow family
 * pages: one page of each kind serves every family of WORKFLOW_FAMILIES (the route's :family), opened from the lists
 * and from notifications, admitted to anyone whose menus include 我的事务.
 */
const familyPage = (load: PageDef['load'], titleKey: string): PageDef => ({
  load,
  titleKey,
  perRecord: true,
  access: { menu: '/work' },
});

export const workPages: Record<string, PageDef> = {
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
};
