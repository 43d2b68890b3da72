import { type MenuSeed, buttons } from '../host';

/** 风险管理 > 财务报表 (the servicing module's 风险管理, loaded before this one). */
export const STATEMENT_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_finance',
        name: '财务报表',
        en: 'Financial statements',
        path: '/risk/finance',
        source: 'table',
        sort: 14,
        children: buttons('risk_finance', [
          { code: 'risk_finance_read', name: '识别文件', en: 'Read files', alias: 'read' },
          { code: 'risk_finance_confirm', name: '确认', en: 'Confirm', alias: 'confirm' },
        ]),
      },
    ],
  },
];
