import { type MenuSeed, buttons } from '../host';

/**
 * 项目管理: 项目信息 (the chain's buttons), 征信查询, and the project's security — 租赁物, 保证担保, 抵押物, 质押物,
 * 抵质押合同 — each with the standard buttons.
 */
/** 项目管理: declared once; the servicing module adds 项目结项 under it. */
export const PROJECT_TOP_MENU = {
  code: 'project',
  name: '项目管理',
  en: 'Projects',
  alias: 'menu',
  path: '/project',
  source: 'project',
  sort: 6,
} as const satisfies MenuSeed;

export const PROJECT_MENUS: MenuSeed[] = [
  {
    ...PROJECT_TOP_MENU,
    children: [
      {
        code: 'project_info',
        name: '项目信息',
        en: 'Project information',
        path: '/project/info',
        source: 'profile',
        sort: 1,
        children: buttons('project_info', [
          { code: 'project_info_handover', name: '移交', en: 'Hand over', alias: 'handover' },
          { code: 'project_info_download', name: '资料下载', en: 'Download files', alias: 'download' },
        ]),
      },
      {
        code: 'project_credit',
        name: '征信查询',
        en: 'Credit reports',
        path: '/project/credit',
        source: 'audit',
        sort: 2,
        children: buttons('project_credit'),
      },
      {
        code: 'project_subject',
        name: '租赁物',
        en: 'Leased items',
        path: '/project/subject',
        source: 'car',
        sort: 3,
        children: buttons('project_subject'),
      },
      {
        code: 'project_guarantee',
        name: '保证担保',
        en: 'Guarantees',
        path: '/project/guarantee',
        source: 'safety',
        sort: 4,
        children: buttons('project_guarantee'),
      },
      {
        code: 'project_mortgage',
        name: '抵押物',
        en: 'Mortgaged assets',
        path: '/project/mortgage',
        source: 'home',
        sort: 5,
        children: buttons('project_mortgage'),
      },
      {
        code: 'project_pledge',
        name: '质押物',
        en: 'Pledged assets',
        path: '/project/pledge',
        source: 'lock',
        sort: 6,
        children: buttons('project_pledge'),
      },
      {
        code: 'project_mortple',
        name: '抵质押合同',
        en: 'Mortgage and pledge contracts',
        path: '/project/mortple',
        source: 'file-protect',
        sort: 7,
        children: buttons('project_mortple'),
      },
    ],
  },
];
