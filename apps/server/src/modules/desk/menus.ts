import { buttons, type MenuSeed } from '../host';

/** 工作台 > 通知公告 (notices; every user's messages live in the top bar's bell, not in a menu). */
export const DESK_MENUS: MenuSeed[] = [
  {
    code: 'desk',
    name: '工作台',
    en: 'Desk',
    alias: 'menu',
    path: '/desk',
    source: 'desktop',
    sort: 5,
    children: [
      {
        code: 'notice',
        name: '通知公告',
        en: 'Notices',
        path: '/desk/notice',
        source: 'notification',
        sort: 1,
        children: buttons('notice'),
      },
    ],
  },
];
