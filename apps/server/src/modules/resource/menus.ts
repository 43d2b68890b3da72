import { buttons, type MenuSeed } from '../host';

/** 资源管理, which other modules add their settings to (短信配置). */
export const RESOURCE_MENU = {
  code: 'resource',
  name: '资源管理',
  en: 'Resources',
  path: '/resource',
  source: 'cloud',
  sort: 90,
} as const satisfies MenuSeed;

/** 资源管理 > 对象存储, with 启用 and the button that lets a role remove attached files (common/file remove). */
export const RESOURCE_MENUS: MenuSeed[] = [
  {
    ...RESOURCE_MENU,
    children: [
      {
        code: 'oss',
        name: '对象存储',
        en: 'Object storage',
        path: '/resource/oss',
        source: 'cloud-upload',
        sort: 1,
        children: buttons('oss', [
          { code: 'file_delete', name: '删除附件', en: 'Delete attachment', alias: 'file_delete' },
        ]),
      },
    ],
  },
];
