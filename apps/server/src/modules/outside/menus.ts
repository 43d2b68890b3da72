import { type MenuSeed, menuButton } from '../host';

const button = menuButton;

/** 系统管理 > 外部服务订单 (what was ordered, where it stands) and 外部服务设置 (each service's provider). */
export const OUTSIDE_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'outside_order',
        name: '外部服务订单',
        en: 'Outside orders',
        path: '/system/outside-order',
        source: 'cloud',
        sort: 13,
        children: [
          button('outside_order_view', '查看', 'View', 'view', 1),
          button('outside_order_export', '导出', 'Export', 'export', 2),
          button('outside_order_place', '下单', 'Order', 'place', 3),
          button('outside_order_sync', '同步', 'Check', 'sync', 4),
        ],
      },
      {
        code: 'outside_setting',
        name: '外部服务设置',
        en: 'Outside services',
        path: '/system/outside-setting',
        source: 'api',
        sort: 14,
        children: [
          button('outside_setting_view', '查看', 'View', 'view', 1),
          button('outside_setting_edit', '修改', 'Edit', 'edit', 2),
        ],
      },
    ],
  },
];
