import { type MenuSeed, buttons } from '../host';

/** 风险管理 > 租后检查 (the servicing module's 风险管理, loaded before this one). */
export const TRACKING_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_tracking',
        name: '租后检查',
        en: 'Post-lease checks',
        path: '/risk/tracking',
        source: 'eye',
        sort: 18,
        children: buttons('risk_tracking', [
          { code: 'risk_tracking_document', name: '导出报告', en: 'Export report', alias: 'document' },
        ]),
      },
    ],
  },
];
