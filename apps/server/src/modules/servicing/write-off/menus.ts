import { type MenuSeed, buttons } from '../../host';

/** 核销, under 租后变更. */
export const WRITE_OFF_MENU: MenuSeed = {
  code: 'loan_write_off',
  name: '核销',
  en: 'Write-offs',
  path: '/change/write-off',
  source: 'account-book',
  sort: 8,
  children: buttons('loan_write_off'),
};
