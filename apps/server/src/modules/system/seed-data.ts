/**
 * What a fresh platform starts with. The seed is idempotent and additive: on every start it inserts what is missing
 * (by natural key) and leaves what exists alone, so later releases can add menus and dictionaries safely.
 */

import { MESSAGE_TYPES } from '@flp/shared';

export interface MenuSeed {
  code: string;
  /** Its name in Chinese: seeded into the menu table, where an administrator may rename it (菜单管理). */
  name: string;
  /**
   * Its name in English: what the menus answer beside the Chinese one (`nameEn`) and the web app shows in English —
   * the one place a menu's English name is written.
   */
  en: string;
  alias?: string;
  path?: string;
  source?: string;
  sort?: number;
  /** 1 menu, 2 button */
  category?: 1 | 2;
  action?: 0 | 1 | 2;
  isOpen?: 1 | 2;
  children?: MenuSeed[];
}

/** The 导入 button of a screen whose definition takes Excel imports (`import` in its routes): pass it in `extra`. */
export const importButton = (code: string) => ({ code: `${code}_import`, name: '导入', en: 'Import', alias: 'import' });

/** One button of a screen that is not a resource page (its own calls: 查看, 修改, 下单…), by its full code. */
export const menuButton = (code: string, name: string, en: string, alias: string, sort: number): MenuSeed => ({
  code,
  name,
  en,
  alias,
  path: `/${code}`,
  category: 2,
  action: 1,
  sort,
});

/** The standard buttons of a resource screen (新增, 修改, 删除, 查看, 导出), plus any extra ones. */
export function buttons(
  code: string,
  extra: { code: string; name: string; en: string; alias: string }[] = [],
): MenuSeed[] {
  return [
    {
      code: `${code}_add`,
      name: '新增',
      en: 'Add',
      alias: 'add',
      path: `/${code}/add`,
      source: 'plus',
      category: 2,
      action: 0,
      sort: 1,
    },
    {
      code: `${code}_edit`,
      name: '修改',
      en: 'Edit',
      alias: 'edit',
      path: `/${code}/edit`,
      source: 'form',
      category: 2,
      action: 2,
      sort: 2,
    },
    {
      code: `${code}_delete`,
      name: '删除',
      en: 'Delete',
      alias: 'delete',
      path: `/api/${code}/remove`,
      source: 'delete',
      category: 2,
      action: 2,
      sort: 3,
    },
    {
      code: `${code}_view`,
      name: '查看',
      en: 'View',
      alias: 'view',
      path: `/${code}/view`,
      source: 'file-text',
      category: 2,
      action: 2,
      sort: 4,
    },
    {
      code: `${code}_export`,
      name: '导出',
      en: 'Export',
      alias: 'export',
      path: `/${code}/export`,
      source: 'download',
      category: 2,
      action: 1,
      sort: 5,
    },
    ...extra.map((b, i) => ({
      ...b,
      path: `/${code}/${b.alias}`,
      category: 2 as const,
      action: 1 as const,
      sort: 6 + i,
    })),
  ];
}

export const SYSTEM_MENUS: MenuSeed[] = [
  {
    code: 'system',
    name: '系统管理',
    en: 'System',
    alias: 'menu',
    path: '/system',
    source: 'setting',
    sort: 98,
    children: [
      {
        code: 'user',
        name: '用户管理',
        en: 'Users',
        path: '/system/user',
        source: 'user',
        sort: 1,
        children: buttons('user', [
          { code: 'user_role', name: '角色配置', en: 'Roles', alias: 'role' },
          { code: 'user_reset', name: '密码重置', en: 'Reset password', alias: 'reset-password' },
          { code: 'user_platform', name: '平台配置', en: 'Platform', alias: 'platform' },
          { code: 'user_audit', name: '注册审核', en: 'Registrations', alias: 'audit' },
          { code: 'user_unlock', name: '账号解封', en: 'Unlock', alias: 'unlock' },
          { code: 'user_status', name: '账号状态', en: 'Account status', alias: 'status' },
          importButton('user'),
        ]),
      },
      {
        code: 'dept',
        name: '机构管理',
        en: 'Organisations',
        path: '/system/dept',
        source: 'apartment',
        sort: 2,
        children: buttons('dept'),
      },
      {
        code: 'post',
        name: '岗位管理',
        en: 'Posts',
        path: '/system/post',
        source: 'idcard',
        sort: 3,
        children: buttons('post', [importButton('post')]),
      },
      {
        code: 'dict',
        name: '业务字典',
        en: 'Dictionaries',
        path: '/system/dictbiz',
        source: 'book',
        sort: 4,
        children: buttons('dict'),
      },
      {
        code: 'param',
        name: '参数管理',
        en: 'Parameters',
        path: '/system/param',
        source: 'tool',
        sort: 5,
        children: buttons('param'),
      },
      {
        code: 'menu',
        name: '菜单管理',
        en: 'Menus',
        path: '/system/menu',
        source: 'menu',
        sort: 6,
        children: buttons('menu'),
      },
      {
        code: 'topmenu',
        name: '顶部菜单',
        en: 'Top menus',
        path: '/system/topmenu',
        source: 'appstore',
        sort: 7,
        children: buttons('topmenu', [{ code: 'topmenu_setting', name: '菜单配置', en: 'Settings', alias: 'setting' }]),
      },
      {
        code: 'tenant',
        name: '租户管理',
        en: 'Tenants',
        path: '/system/tenant',
        source: 'team',
        sort: 8,
        children: buttons('tenant', [
          { code: 'tenant_setting', name: '授权配置', en: 'Settings', alias: 'setting' },
          { code: 'tenant_datasource', name: '数据源配置', en: 'Data source', alias: 'datasource' },
        ]),
      },
      {
        code: 'client',
        name: '应用管理',
        en: 'Clients',
        path: '/system/client',
        source: 'api',
        sort: 9,
        children: buttons('client'),
      },
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    en: 'Authority',
    alias: 'menu',
    path: '/authority',
    source: 'safety',
    sort: 99,
    children: [
      {
        code: 'role',
        name: '角色管理',
        en: 'Roles',
        path: '/authority/role',
        source: 'team',
        sort: 1,
        children: buttons('role', [{ code: 'role_grant', name: '权限设置', en: 'Permissions', alias: 'grant' }]),
      },
      {
        code: 'data_scope',
        name: '数据权限',
        en: 'Data scopes',
        path: '/authority/datascope',
        source: 'database',
        sort: 2,
        children: buttons('data_scope'),
      },
      {
        code: 'api_scope',
        name: '接口权限',
        en: 'API scopes',
        path: '/authority/apiscope',
        source: 'api',
        sort: 3,
        children: buttons('api_scope'),
      },
    ],
  },
];

/** Menus only the platform tenant (000000) administers; other tenants' administrators are not granted them. */
export const PLATFORM_ONLY_MENU_CODES = new Set(['menu', 'tenant', 'client', 'data_scope', 'api_scope']);

export interface DictSeed {
  code: string;
  name: string;
  /** Key, value and (BladeX keeps a meaning there for some dictionaries, e.g. `flow`) remark. */
  items: [key: string | number, value: string, remark?: string][];
}

export const BASE_DICTS: DictSeed[] = [
  {
    code: 'sex',
    name: '性别',
    items: [
      [1, '男'],
      [2, '女'],
      [3, '未知'],
    ],
  },
  {
    code: 'user_type',
    name: '用户平台',
    items: [
      [1, 'WEB'],
      [2, 'APP'],
      [3, 'OTHER'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    items: [
      [1, '否'],
      [2, '是'],
    ],
  },
  {
    code: 'menu_category',
    name: '菜单类型',
    items: [
      [1, '菜单'],
      [2, '按钮'],
    ],
  },
  {
    code: 'button_func',
    name: '按钮功能',
    items: [
      [0, '工具栏'],
      [1, '操作栏'],
      [2, '工具操作栏'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类型',
    items: [
      [1, '公司'],
      [2, '部门'],
      [3, '小组'],
    ],
  },
  {
    code: 'post_category',
    name: '岗位类型',
    items: [
      [1, '高层'],
      [2, '中层'],
      [3, '基层'],
      [4, '其他'],
    ],
  },
  {
    code: 'data_scope_type',
    name: '数据权限',
    items: [
      [1, '全部可见'],
      [2, '本人可见'],
      [3, '所在机构可见'],
      [4, '所在机构及子级可见'],
      [5, '自定义'],
    ],
  },
  {
    code: 'api_scope_type',
    name: '接口权限',
    items: [
      [1, '系统接口'],
      [2, '业务接口'],
    ],
  },
  {
    code: 'msg_type',
    name: '消息类型',
    items: MESSAGE_TYPES.map((t) => [t.value, t.label['zh-CN']] as [number, string]),
  },
  {
    code: 'notice',
    name: '通知类型',
    items: [
      [1, '发布通知'],
      [2, '批转通知'],
      [3, '转发通知'],
      [4, '指示通知'],
      [5, '任免通知'],
      [6, '人事报告'],
      [7, '工作通知'],
    ],
  },
  {
    code: 'lease_type',
    name: '租赁方式',
    items: [
      ['DIRECT', '直租'],
      ['SALE_LEASEBACK', '售后回租'],
    ],
  },
  {
    code: 'rent_method',
    name: '租金计算方式',
    items: [
      ['EQUAL_RENT', '等额租金'],
      ['EQUAL_PRINCIPAL', '等额本金'],
      ['FLAT', '平息法'],
      ['IRREGULAR', '不规则'],
    ],
  },
  {
    code: 'five_level',
    name: '五级分类',
    items: [
      [1, '正常'],
      [2, '关注'],
      [3, '次级'],
      [4, '可疑'],
      [5, '损失'],
    ],
  },
];

export const DEMO_POSTS = [
  { category: 1, postCode: 'ceo', postName: '总经理', sort: 1 },
  { category: 2, postCode: 'risk', postName: '风控经理', sort: 2 },
  { category: 3, postCode: 'am', postName: '客户经理', sort: 3 },
  { category: 3, postCode: 'finance', postName: '财务专员', sort: 4 },
];

/** Demo organisation of tenant 000000 (SEED_DEMO=on): departments under the root company. */
export const DEMO_DEPTS = [
  { name: '业务一部', fullName: '融资租赁公司业务一部' },
  { name: '业务二部', fullName: '融资租赁公司业务二部' },
  { name: '风险管理部', fullName: '融资租赁公司风险管理部' },
  { name: '计划财务部', fullName: '融资租赁公司计划财务部' },
  { name: '综合管理部', fullName: '融资租赁公司综合管理部' },
];

/**
 * Demo staff (password DEMO_PASSWORD); role by alias (the standard roles, standard-roles.ts), dept by name, post by
 * code. Every standard role is held: two finance officers and a finance reviewer, so a receipt passes three people
 * (王芳 enters, 周敏 verifies, 孙丽 reviews).
 */
export const DEMO_USERS = [
  {
    account: 'zhangwei',
    name: '张伟',
    phone: '13800000001',
    sex: 1,
    role: 'account_manager',
    dept: '业务一部',
    post: 'am',
  },
  {
    account: 'liuyang',
    name: '刘洋',
    phone: '13800000002',
    sex: 1,
    role: 'account_manager',
    dept: '业务二部',
    post: 'am',
  },
  {
    account: 'lina',
    name: '李娜',
    phone: '13800000003',
    sex: 2,
    role: 'risk_officer',
    dept: '风险管理部',
    post: 'risk',
  },
  {
    account: 'wangfang',
    name: '王芳',
    phone: '13800000004',
    sex: 2,
    role: 'finance_officer',
    dept: '计划财务部',
    post: 'finance',
  },
  {
    account: 'zhaolei',
    name: '赵磊',
    phone: '13800000005',
    sex: 1,
    role: 'dept_leader',
    dept: '业务一部',
    post: 'am',
  },
  {
    account: 'zhoumin',
    name: '周敏',
    phone: '13800000007',
    sex: 2,
    role: 'finance_officer',
    dept: '计划财务部',
    post: 'finance',
  },
  {
    account: 'sunli',
    name: '孙丽',
    phone: '13800000008',
    sex: 2,
    role: 'finance_reviewer',
    dept: '计划财务部',
    post: 'finance',
  },
  {
    account: 'chenjing',
    name: '陈静',
    phone: '13800000006',
    sex: 2,
    role: 'general_manager',
    dept: '综合管理部',
    post: 'ceo',
  },
];

/** Demo parameters: defaults a leasing company sets up first (DOMAIN.md), for the overdue and reminder work to read. */
export const DEMO_PARAMS = [
  {
    paramName: '罚息日利率',
    paramKey: 'lease.penalty.dailyRate',
    paramValue: '0.0005',
    remark: '万分之五/日，合同未约定时使用',
  },
  { paramName: '逾期宽限天数', paramKey: 'lease.overdue.graceDays', paramValue: '3', remark: '到期日后不计逾期的天数' },
  { paramName: '租金提醒提前天数', paramKey: 'lease.reminder.daysBefore', paramValue: '7', remark: '到期前多少天提醒' },
  {
    paramName: '业务审批总经理审批金额',
    paramKey: 'flow.business.gmThreshold',
    paramValue: '1000000',
    remark: '业务审批金额超过此值（元）时需总经理审批',
  },
];
