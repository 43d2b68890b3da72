import { type MenuSeed, buttons, menuButton } from '../host';

/** 风险管理 > 尽职调查, 企业准入扫描, 司法报告. */
export const DILIGENCE_MENUS: MenuSeed[] = [
  {
    code: 'risk',
    name: '风险管理',
    en: 'Risk',
    children: [
      {
        code: 'risk_diligence',
        name: '尽职调查',
        en: 'Due diligence',
        path: '/risk/diligence',
        source: 'audit',
        sort: 19,
        children: buttons('risk_diligence', [
          { code: 'risk_diligence_document', name: '生成报告', en: 'Make report', alias: 'document' },
          { code: 'risk_diligence_sensitive', name: '查看敏感信息', en: 'View sensitive data', alias: 'sensitive' },
        ]),
      },
      {
        code: 'risk_comp_diligence',
        name: '企业准入扫描',
        en: 'Admission scans',
        path: '/risk/comp-diligence',
        source: 'file-search',
        sort: 20,
        children: [
          menuButton('risk_comp_diligence_view', '查看', 'View', 'view', 1),
          menuButton('risk_comp_diligence_add', '扫描', 'Scan', 'add', 2),
          menuButton('risk_comp_diligence_delete', '删除', 'Delete', 'delete', 3),
          menuButton('risk_comp_diligence_export', '导出', 'Export', 'export', 4),
        ],
      },
      {
        code: 'risk_judicial',
        name: '司法报告',
        en: 'Judicial reports',
        path: '/risk/judicial',
        source: 'bank',
        sort: 21,
        children: [
          menuButton('risk_judicial_view', '查看', 'View', 'view', 1),
          menuButton('risk_judicial_add', '查询', 'Order', 'add', 2),
          menuButton('risk_judicial_delete', '删除', 'Delete', 'delete', 3),
          menuButton('risk_judicial_export', '导出', 'Export', 'export', 4),
        ],
      },
    ],
  },
];
