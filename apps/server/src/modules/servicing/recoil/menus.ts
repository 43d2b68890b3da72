import { type MenuSeed, buttons } from '../../host';

/** 租后变更: the post-lease changes; today the reversals (收款冲销, 租金计划红冲). */
export const RECOIL_MENUS: MenuSeed[] = [
  {
    code: 'change',
    name: '租后变更',
    en: 'Post-lease changes',
    alias: 'menu',
    path: '/change',
    source: 'swap',
    sort: 8,
    children: [
      {
        code: 'loan_recoil',
        name: '收款冲销',
        en: 'Receipt reversals',
        path: '/change/receipt-recoil',
        source: 'rollback',
        sort: 1,
        children: buttons('loan_recoil'),
      },
      {
        code: 'loan_schedule_recoil',
        name: '租金计划红冲',
        en: 'Schedule reversals',
        path: '/change/schedule-recoil',
        source: 'undo',
        sort: 2,
        children: buttons('loan_schedule_recoil'),
      },
    ],
  },
];
