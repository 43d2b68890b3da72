import { RISK_TOP_MENU } from '../servicing/menus';
import { type MenuSeed, buttons } from '../host';

/** Under 风险管理 (the servicing module's top menu): the company's position and the concentration warnings. */
export const CONCENTRATION_MENUS: MenuSeed[] = [
  {
    ...RISK_TOP_MENU,
    children: [
      {
        code: 'risk_concentration',
        name: '客户集中度',
        en: 'Concentration',
        path: '/risk/concentration',
        source: 'pie-chart',
        sort: 5,
        children: buttons('risk_concentration'),
      },
      {
        code: 'risk_concentration_warn',
        name: '集中度预警',
        en: 'Concentration warnings',
        path: '/risk/concentration-warn',
        source: 'warning',
        sort: 6,
        children: buttons('risk_concentration_warn', [
          { code: 'risk_concentration_warn_report', name: '保存到报表', en: 'Save as report', alias: 'report' },
        ]),
      },
    ],
  },
];
