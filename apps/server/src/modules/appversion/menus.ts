import { buttons, type MenuSeed } from '../host';

/** 系统管理 > 应用版本 (merged under the system menu by its code). */
export const APP_VERSION_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'app_version',
        name: '应用版本',
        en: 'App versions',
        path: '/system/app-version',
        source: 'mobile',
        sort: 14,
        children: buttons('app_version', [
          { code: 'app_version_publish', name: '发布', en: 'Publish', alias: 'publish' },
        ]),
      },
    ],
  },
];
