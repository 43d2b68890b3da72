import { type MenuSeed, buttons } from '../host';
import { CHANGE_TOP_MENU } from '../servicing';

/** Under 租后变更, after the changes over an IOU: the changes of what was approved, of a project, of a contract, 其他. */
export const CHANGE_MENUS: MenuSeed[] = [
  {
    ...CHANGE_TOP_MENU,
    children: [
      {
        code: 'change_approval',
        name: '批复变更',
        en: 'Approval changes',
        path: '/change/approval',
        source: 'audit',
        sort: 20,
        children: buttons('change_approval'),
      },
      {
        code: 'change_project',
        name: '项目变更',
        en: 'Project changes',
        path: '/change/project',
        source: 'project',
        sort: 21,
        children: buttons('change_project'),
      },
      {
        code: 'change_contract',
        name: '合同变更',
        en: 'Contract changes',
        path: '/change/contract',
        source: 'file-text',
        sort: 22,
        children: buttons('change_contract'),
      },
      {
        code: 'change_max',
        name: '最高额变更',
        en: 'Maximum guarantee changes',
        path: '/change/max',
        source: 'safety',
        sort: 23,
        children: buttons('change_max'),
      },
      {
        code: 'change_common',
        name: '一般变更',
        en: 'General changes',
        path: '/change/common',
        source: 'edit',
        sort: 24,
        children: buttons('change_common'),
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
