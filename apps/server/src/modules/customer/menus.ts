import { buttons, importButton, type MenuSeed } from '../host';

/** 客户管理: 客户信息, 消费者登记, 消费产品申请, 银行账户 — each with the standard buttons and its own. */
export const CUSTOMER_MENUS: MenuSeed[] = [
  {
    code: 'customer',
    name: '客户管理',
    en: 'Customers',
    alias: 'menu',
    path: '/customer',
    source: 'team',
    sort: 5,
    children: [
      {
        code: 'customer_basicinfo',
        name: '客户信息',
        en: 'Customer information',
        path: '/customer/basicinfo',
        source: 'idcard',
        sort: 1,
        children: buttons('customer_basicinfo', [
          importButton('customer_basicinfo'),
          { code: 'customer_basicinfo_handover', name: '移交', en: 'Hand over', alias: 'handover' },
          { code: 'customer_basicinfo_sensitive', name: '查看敏感信息', en: 'View sensitive data', alias: 'sensitive' },
          // 工商信息 tab: asks the provider again instead of answering from the cache (modules/enterprise).
          {
            code: 'customer_basicinfo_enterprise_refresh',
            name: '刷新工商数据',
            en: 'Refresh registry data',
            alias: 'enterprise_refresh',
          },
        ]),
      },
      {
        code: 'customer_consumer',
        name: '消费者登记',
        en: 'Consumer registry',
        path: '/customer/consumer',
        source: 'user-add',
        sort: 2,
        children: buttons('customer_consumer', [
          { code: 'customer_consumer_audit', name: '审核', en: 'Audit', alias: 'audit' },
          { code: 'customer_consumer_sensitive', name: '查看敏感信息', en: 'View sensitive data', alias: 'sensitive' },
        ]),
      },
      {
        code: 'customer_proapply',
        name: '消费产品申请',
        en: 'Consumer product applications',
        path: '/customer/proapply',
        source: 'solution',
        sort: 3,
        children: buttons('customer_proapply', [
          { code: 'customer_proapply_examine', name: '审批', en: 'Approve', alias: 'examine' },
        ]),
      },
      {
        code: 'customer_account',
        name: '银行账户',
        en: 'Bank accounts',
        path: '/customer/account',
        source: 'bank',
        sort: 4,
        children: buttons('customer_account'),
      },
    ],
  },
];
