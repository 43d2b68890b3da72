import { type MenuSeed, buttons } from '../host';

/** 风险管理 > 资产保全 (the servicing module's 风险管理, loaded before this one). */
export const PRESERVATION_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_preservation',
        name: '资产保全',
        en: 'Asset preservation',
        path: '/risk/preservation',
        source: 'safety',
        sort: 22,
        children: buttons('risk_preservation', [
          { code: 'risk_preservation_state', name: '案件进展', en: 'Case progress', alias: 'state' },
        ]),
      },
    ],
  },
];
