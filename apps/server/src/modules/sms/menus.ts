import { buttons, type MenuSeed } from '../host';
import { RESOURCE_MENU } from '../resource';

/** 资源管理 (the resource module's) > 短信配置, with 启用 by edit and 发送测试; > 短信日志, read only. */
export const SMS_MENUS: MenuSeed[] = [
  {
    ...RESOURCE_MENU,
    children: [
      {
        code: 'sms',
        name: '短信配置',
        en: 'Text messages',
        path: '/resource/sms',
        source: 'message',
        sort: 2,
        children: buttons('sms', [{ code: 'sms_send', name: '发送测试', en: 'Send a test', alias: 'send' }]),
      },
      {
        code: 'sms_log',
        name: '短信日志',
        en: 'Text-message log',
        path: '/resource/sms-log',
        source: 'file-search',
        sort: 3,
        children: [
          {
            code: 'sms_log_view',
            name: '查看',
            en: 'View',
            alias: 'view',
            path: '/sms_log/view',
            source: 'file-text',
            category: 2,
            action: 2,
            sort: 1,
          },
        ],
      },
    ],
  },
];
