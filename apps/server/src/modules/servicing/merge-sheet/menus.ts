import { type MenuSeed, buttons } from '../../host';

/** 风险管理 > 合并台账: read-only (查看, 导出 are what a read grant keeps; the sheet has no write). */
export const MERGE_SHEET_MENU: MenuSeed = {
  code: 'merge_sheet',
  name: '合并台账',
  en: 'Merge sheet',
  path: '/risk/merge-sheet',
  source: 'fund',
  sort: 7,
  children: buttons('merge_sheet'),
};
