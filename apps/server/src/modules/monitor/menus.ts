import { type MenuSeed, buttons } from '../host';

/** 风险管理 > 企业监控 (the servicing module's 风险管理, loaded before this one). */
export const MONITOR_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_monitor',
        name: '企业监控',
        en: 'Company monitoring',
        path: '/risk/monitor',
        source: 'alert',
        sort: 23,
        children: buttons('risk_monitor', [
          { code: 'risk_monitor_check', name: '立即比对', en: 'Compare now', alias: 'check' },
          { code: 'risk_monitor_push', name: '推送设置', en: 'Push settings', alias: 'push' },
        ]),
      },
    ],
  },
];
