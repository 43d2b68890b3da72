import { type MenuSeed, menuButton } from '../host';

const button = menuButton;

/**
 * 系统管理 > 外部数据服务 (the provider settings) and 工商信息查询 (a company looked up by name). The customer screen's
 * 刷新工商数据 button (`customer_basicinfo_enterprise_refresh`) is seeded with the customer menus.
 */
export const ENTERPRISE_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    children: [
      {
        code: 'enterprise_setting',
        name: '外部数据服务',
        en: 'External data services',
        path: '/system/enterprise-setting',
        source: 'api',
        sort: 11,
        children: [
          button('enterprise_setting_view', '查看', 'View', 'view', 1),
          button('enterprise_setting_edit', '修改', 'Edit', 'edit', 2),
        ],
      },
      {
        code: 'enterprise_query',
        name: '工商信息查询',
        en: 'Company registry lookup',
        path: '/system/enterprise-query',
        source: 'search',
        sort: 12,
      },
    ],
  },
];
