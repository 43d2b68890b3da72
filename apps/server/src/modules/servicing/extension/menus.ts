import { type MenuSeed, buttons } from '../../host';

/** 展期, under 租后变更. */
export const EXTENSION_MENU: MenuSeed = {
  code: 'loan_extension',
  name: '展期',
  en: 'Extensions',
  path: '/change/extension',
  source: 'field-time',
  sort: 4,
  children: buttons('loan_extension'),
};
