import { type MenuSeed, menuButton } from '../host';

/**
 * 驾驶舱 (the cockpit, spec: the item named cockpit opens /#/fl/cockpit/index in a new window) and its two grants:
 * the cockpit's figures, and the business figures of the home page (newIndex). Both are company-wide figures, so
 * they are given by role rather than limited by the caller's data scope.
 */
export const DASHBOARD_MENUS: MenuSeed[] = [
  {
    code: 'cockpit',
    name: '驾驶舱',
    en: 'Cockpit',
    alias: 'menu',
    path: '/fl/cockpit/index',
    source: 'dashboard',
    sort: 20,
    children: [
      {
        code: 'cockpit_view',
        name: '查看',
        en: 'View',
        alias: 'view',
        path: '/cockpit/view',
        category: 2,
        action: 1,
        sort: 1,
      },
      {
        code: 'cockpit_home',
        name: '首页经营数据',
        en: 'Home page figures',
        alias: 'home',
        path: '/cockpit/home',
        category: 2,
        action: 1,
        sort: 2,
      },
    ],
  },
  // 风险管理 > 风控总览 (the servicing module's 风险管理, loaded before this one).
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_index',
        name: '风控总览',
        en: 'Risk overview',
        path: '/risk/index',
        source: 'fund',
        sort: 0,
        children: [menuButton('risk_index_view', '查看', 'View', 'view', 1)],
      },
    ],
  },
];
