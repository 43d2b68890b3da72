import { buttons, type MenuSeed } from '../host';

/** 资金管理: the company's own funding — bank loans, their drawdowns and repayments, the financing ledger. */
export const FUNDING_MENUS: MenuSeed[] = [
  {
    code: 'funding',
    name: '资金管理',
    en: 'Funding',
    path: '/funding',
    source: 'bank',
    sort: 12,
    children: [
      {
        code: 'funding_bank_loan',
        name: '银行借款',
        en: 'Bank loans',
        path: '/funding/bank-loan',
        source: 'bank',
        sort: 1,
        children: buttons('funding_bank_loan'),
      },
      {
        code: 'funding_bank_iou',
        name: '银行借据',
        en: 'Bank drawdowns',
        path: '/funding/bank-iou',
        source: 'file-text',
        sort: 2,
        children: buttons('funding_bank_iou', [
          { code: 'funding_bank_iou_end', name: '结清', en: 'Close', alias: 'end' },
        ]),
      },
      {
        code: 'funding_bank_repayment',
        name: '银行还款',
        en: 'Bank repayments',
        path: '/funding/bank-repayment',
        source: 'transaction',
        sort: 3,
        children: buttons('funding_bank_repayment'),
      },
      {
        code: 'funding_bank_water',
        name: '借款流水',
        en: 'Loan movements',
        path: '/funding/bank-water',
        source: 'swap',
        sort: 4,
        children: buttons('funding_bank_water'),
      },
      {
        code: 'funding_bond',
        name: '债券',
        en: 'Bonds',
        path: '/funding/bond',
        source: 'file-protect',
        sort: 6,
        children: buttons('funding_bond'),
      },
      {
        code: 'funding_account',
        name: '融资台账',
        en: 'Financing ledger',
        path: '/funding/financing-account',
        source: 'fund',
        sort: 5,
        children: buttons('funding_account'),
      },
    ],
  },
];
