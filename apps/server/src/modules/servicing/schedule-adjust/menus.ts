import { type MenuSeed, buttons } from '../../host';

/** 租金计划调整, under 租后变更. */
export const SCHEDULE_ADJUST_MENU: MenuSeed = {
  code: 'loan_schedule_adjust',
  name: '租金计划调整',
  en: 'Schedule adjustments',
  path: '/change/schedule-adjust',
  source: 'table',
  sort: 6,
  children: buttons('loan_schedule_adjust'),
};
