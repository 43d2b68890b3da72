import { FIELD_CHANGES } from '@flp/shared';
import { type MenuSeed, buttons } from '../host';
import { CHANGE_TOP_MENU } from '../servicing';

/** Under 租后变更, after the changes over an IOU: each field change (批复变更 … 一般变更), 担保变更, then 其他审批. */
export const CHANGE_MENUS: MenuSeed[] = [
  {
    ...CHANGE_TOP_MENU,
    children: [
      // One screen per field change, as its declaration says (the web app routes the same paths).
      ...FIELD_CHANGES.map(({ decl }) => ({
        code: decl.permission,
        name: decl.label['zh-CN'],
        en: decl.label['en-US'],
        path: decl.menu.path,
        source: decl.menu.icon,
        sort: decl.menu.sort,
        children: buttons(decl.permission),
      })),
      {
        code: 'change_guarantee',
        name: '担保变更',
        en: 'Guarantee changes',
        path: '/change/guarantee',
        source: 'safety-certificate',
        sort: 25,
        children: buttons('change_guarantee'),
      },
      {
        code: 'change_other',
        name: '其他审批',
        en: 'Other approvals',
        path: '/change/other',
        source: 'form',
        sort: 30,
        children: buttons('change_other'),
      },
    ],
  },
];
