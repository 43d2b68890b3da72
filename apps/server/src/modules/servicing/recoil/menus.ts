import { type MenuSeed, buttons } from '../../host';

/** 租后变更: declared once; the servicing module's changes and the changes module's families go under it. */
export const CHANGE_TOP_MENU = {
  code: 'change',
  name: '租后变更',
  en: 'Post-lease changes',
  alias: 'menu',
  path: '/change',
  source: 'swap',
  sort: 8,
} as const satisfies MenuSeed;

/** 租后变更: the reversals (收款冲销, 租金计划红冲); the module adds the changes over an IOU. */
export const RECOIL_MENUS: MenuSeed[] = [
  {
    ...CHANGE_TOP_MENU,
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
