import { type MenuSeed, buttons } from '../../host';

/** 借据变更, under 租后变更. */
export const IOU_CHANGE_MENU: MenuSeed = {
  code: 'loan_iou_change',
  name: '借据变更',
  en: 'IOU changes',
  path: '/change/iou',
  source: 'edit',
  sort: 5,
  children: buttons('loan_iou_change'),
};
