import { type MenuSeed, buttons } from '../../host';

/** 宽限期调整, under 租后变更. */
export const GRACE_MENU: MenuSeed = {
  code: 'loan_grace',
  name: '宽限期调整',
  en: 'Grace adjustments',
  path: '/change/grace',
  source: 'clock-circle',
  sort: 7,
  children: buttons('loan_grace'),
};
