import { type MenuSeed, buttons } from '../host';

/** 风险管理 > 银行流水 (the servicing module's 风险管理, loaded before this one). */
export const BANKWATER_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_bankwater',
        name: '银行流水',
        en: 'Bank statements',
        path: '/risk/bankwater',
        source: 'bank',
        sort: 15,
        children: buttons('risk_bankwater', [
          { code: 'risk_bankwater_parse', name: '解析', en: 'Read', alias: 'parse' },
          { code: 'risk_bankwater_analyse', name: '分析', en: 'Analyse', alias: 'analyse' },
        ]),
      },
      {
        // The tenant's keyword rules of the categories (rules.ts); risk's, like the analysis.
        code: 'risk_bankwater_rule',
        name: '流水分类规则',
        en: 'Statement category rules',
        path: '/risk/bankwater-rules',
        source: 'tags',
        sort: 16,
        children: buttons('risk_bankwater_rule'),
      },
    ],
  },
];
