import { type MenuSeed, buttons } from '../../host';

/** 提前结清, under 租后变更 (the change menu the reversals opened). */
export const SETTLE_MENU: MenuSeed = {
  code: 'loan_settle',
  name: '提前结清',
  en: 'Early settlements',
  path: '/change/settle',
  source: 'check-circle',
  sort: 3,
  children: buttons('loan_settle'),
};
